/**
 * What each space of a Hacienda 2026 board shows (both zooms) and says in words.
 *
 * Terrain by a lower-case letter (`·` pampas, `f` forest, `b` marsh (bañado), `h` hill, `m`
 * mountain, `g` meadow, `≈` water), visitor centers by an upper-case letter on a yellow ground (`C`
 * plain; the B sides' special ones `D` double, `S` spring, `H` hacienda, `E` extra, `L` lake, `T`
 * twin). A piece is its owner's letter then `#` for a land marker or the animal (`a` anteater,
 * `c` capybara, `g` guanaco, `j` jaguar). In the compact zoom a viewing platform makes the animal
 * upper case and land `^`; a reserve token makes land `*` (`&` both). The detailed zoom shows them
 * in a third character.
 */
import type { BaseState } from '../../../engine/ruleset.js';
import type { Topology } from '../../../engine/board.js';
import { centerKindOf, LAND_PIECE, NO_PIECE, ANIMALS, type CenterKind } from '../rules/components.js';
import { chainAt } from '../rules/placement.js';
import type { H2026State } from '../rules/state.js';
import type { Glyphs } from '../../../tui/terminal/glyphs.js';
import type { Style } from '../../../tui/terminal/style.js';
import { pieceStyle, plural, tintStyle, withMarks, type CellLook, type Highlight, type TerrainKey } from '../../../tui/game/cells.js';
import { seatLook } from '../../../tui/game/seats.js';
import { TINTS } from './tints.js';

export const TERRAIN_LETTER: Readonly<Record<string, string>> = { forest: 'f', marsh: 'b', hill: 'h', mountain: 'm', meadow: 'g' };
export const CENTER_LETTER: Readonly<Record<CenterKind, string>> = { plain: 'C', double: 'D', spring: 'S', hacienda: 'H', extra: 'E', lake: 'L', twin: 'T' };
export const ANIMAL_LETTER: Readonly<Record<string, string>> = { anteater: 'a', capybara: 'c', guanaco: 'g', jaguar: 'j' };

/** What each visitor center does when an animal is placed next to it. */
export const CENTER_EFFECT: Readonly<Record<CenterKind, string>> = {
  plain: 'draw 2 cards',
  double: '1 VP, then 2 cards from the queue',
  spring: '2 VP and 1 card from the queue; counts as water when scoring',
  hacienda: 'draw 1 card; every chain of pieces touching it scores as if it had a platform',
  extra: '1 card from the queue and one more action this turn',
  lake: 'lay a free 1-space water tile on any empty land space (or skip), then draw 1 card',
  twin: '1 VP and draw 1 card, each of the two; they count as two centers',
};

const S = (state: BaseState) => state as H2026State;

export function cellLook(base: BaseState, topo: Topology, s: number, hl: Highlight, glyphs: Glyphs): CellLook {
  const state = S(base);
  const owner = state.owner[s] ?? -1;
  const piece = state.piece[s] ?? NO_PIECE;
  const terrain = topo.terrain[s]!;
  const center = centerKindOf(terrain);
  let compact: string;
  let detailed: string;
  let style: Style;
  if (piece !== NO_PIECE && owner >= 0) {
    const look = seatLook(owner);
    const platform = state.platform[s] === 1;
    if (piece === LAND_PIECE) {
      const reserve = state.reserve[s] === 1;
      const mark = platform && reserve ? '&' : platform ? '^' : reserve ? '*' : '';
      compact = look.letter + (mark || '#');
      detailed = look.letter + '#' + (mark || ' ');
    } else {
      const letter = ANIMAL_LETTER[ANIMALS[piece - 2] ?? ''] ?? '?';
      compact = look.letter + (platform ? letter.toUpperCase() : letter);
      detailed = look.letter + letter + (platform ? '^' : ' ');
    }
    style = pieceStyle(owner, { bold: platform, underline: hl.target });
  } else if ((state.water[s] ?? -1) !== -1 || terrain === 'water') {
    compact = hl.target ? glyphs.water + glyphs.target : glyphs.water + ' ';
    detailed = ' ' + glyphs.water + ' ';
    style = hl.target ? { fg: 'black', bg: 'cyan', bold: true } : tintStyle(TINTS.water);
  } else if (center) {
    const letter = CENTER_LETTER[center];
    compact = letter + (hl.target ? glyphs.target : ' ');
    detailed = '[' + letter + ']';
    style = hl.target ? { fg: 'black', bg: 'cyan', bold: true } : tintStyle(TINTS.center);
  } else if (hl.preview && !state.laying) {
    compact = glyphs.preview + glyphs.preview;
    detailed = glyphs.preview + glyphs.preview + glyphs.preview;
    style = { fg: 'black', bg: 'brightCyan', bold: true };
  } else {
    const g = terrain === 'pampas' ? glyphs.pampas : (TERRAIN_LETTER[terrain] ?? '?');
    const mark = hl.target ? glyphs.target : ' ';
    compact = g + mark;
    detailed = mark + g + mark;
    style = hl.target ? { fg: 'black', bg: 'cyan', bold: true } : tintStyle(TINTS[terrain]);
  }
  // A map tile being laid (the custom setup) shows its own spaces, on a cyan ground, marked.
  if (hl.preview && state.laying) {
    style = { ...style, fg: 'black', bg: 'brightCyan', bold: true };
    compact = compact[0] + glyphs.target;
  }
  return withMarks({ compact, detailed, style }, hl);
}

/** The terrains in the legend's order, each on its tint (`C`: the visitor centers). */
export function terrainKeys(glyphs: Glyphs): TerrainKey[] {
  const key = (glyph: string, name: string, tint: string) => ({ glyph, name, style: tintStyle(TINTS[tint]) });
  return [
    key(glyphs.pampas, 'pampas', 'pampas'),
    ...Object.entries(TERRAIN_LETTER).map(([t, letter]) => key(letter, t, t)),
    key(glyphs.water, 'water', 'water'),
    key(CENTER_LETTER.plain, 'visitor center', 'center'),
  ];
}

/** The space in words: `F7 forest: land of Ana (R), a land chain of 3 markers; a reserve token here`. */
export function describeSpace(base: BaseState, topo: Topology, s: number, names: readonly string[]): string {
  const state = S(base);
  const label = topo.label[s] ?? '?';
  const terrain = topo.terrain[s] ?? '?';
  const center = centerKindOf(terrain);
  if (center) return `${label} visitor center${center === 'plain' ? '' : ` (${center})`}: an animal placed next to it: ${CENTER_EFFECT[center]}`;
  const owner = state.owner[s] ?? -1;
  const piece = state.piece[s] ?? NO_PIECE;
  if (piece !== NO_PIECE && owner >= 0) {
    const who = `${names[owner] ?? `seat ${owner + 1}`} (${seatLook(owner).letter})`;
    const pieces = chainAt(state, s, false).length;
    const what =
      piece === LAND_PIECE ? `land of ${who}, a land chain of ${plural(chainAt(state, s, true).length, 'marker')}` : `${ANIMALS[piece - 2]} of ${who}`;
    const extras = [state.platform[s] === 1 ? 'a viewing platform' : '', state.reserve[s] === 1 ? 'a reserve token' : ''].filter(Boolean);
    return `${label} ${terrain}: ${what}, in a chain of ${plural(pieces, 'piece')}${extras.length ? `; ${extras.join(' and ')} here` : ''}`;
  }
  if ((state.water[s] ?? -1) !== -1 || terrain === 'water')
    return `${label} water${terrain === 'water' ? ' (printed)' : ' (tile)'}: each piece next to it scores 1`;
  return `${label} ${terrain}, empty`;
}
