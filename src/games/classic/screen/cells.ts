/**
 * What each space of the board shows: characters, style, and a description in words. Shared by
 * both zoom levels (board-render.ts) and by the cursor's description line.
 *
 * A space shows its terrain by a lower-case letter (`.` or `·` pampas, `$` market, `~` or `≈`
 * water), or the piece on it: the owner's letter (R, B, G, Y, W) then `#` for land or the animal's
 * letter (c h p s). A hacienda makes the animal's letter upper case and land `^`; a harvest token
 * makes land `*` (`&` with a hacienda too). The detailed zoom has room for a third character and
 * shows the hacienda (`^`) and the token (`*`) there instead.
 */
import type { Topology } from '../../../engine/board.js';
import { pieceStyle, plural, tintStyle, withMarks, type CellLook, type Highlight, type TerrainKey } from '../../../tui/game/cells.js';
import { pieceAnimal, LAND_PIECE, NO_PIECE } from '../rules/components.js';
import type { ClassicState } from '../rules/state.js';
import type { Glyphs } from '../../../tui/terminal/glyphs.js';
import type { Style } from '../../../tui/terminal/style.js';
import { seatLook } from '../../../tui/game/seats.js';
import { TINTS } from './tints.js';

export const TERRAIN_LETTER: Readonly<Record<string, string>> = {
  mountain: 'm',
  forest: 'f',
  meadow: 'g',
  rock: 'r',
  moorland: 's',
  market: '$',
};

export const ANIMAL_LETTER: Readonly<Record<string, string>> = { cattle: 'c', horse: 'h', pig: 'p', sheep: 's' };

export function terrainGlyph(terrain: string, glyphs: Glyphs): string {
  if (terrain === 'pampas') return glyphs.pampas;
  if (terrain === 'water') return glyphs.water;
  return TERRAIN_LETTER[terrain] ?? '?';
}

export function cellLook(state: ClassicState, topo: Topology, s: number, hl: Highlight, glyphs: Glyphs): CellLook {
  const owner = state.owner[s]!;
  const piece = state.piece[s]!;
  let compact: string;
  let detailed: string;
  let style: Style;
  if (piece !== NO_PIECE && owner >= 0) {
    const look = seatLook(owner);
    const hacienda = state.hacienda[s] === 1;
    const animal = pieceAnimal(piece);
    if (piece === LAND_PIECE) {
      const token = state.harvest[s] === 1;
      compact = look.letter + (hacienda && token ? '&' : hacienda ? '^' : token ? '*' : '#');
      detailed = look.letter + '#' + (hacienda && token ? '&' : hacienda ? '^' : token ? '*' : ' ');
    } else {
      const letter = ANIMAL_LETTER[animal ?? ''] ?? '?';
      compact = look.letter + (hacienda ? letter.toUpperCase() : letter);
      detailed = look.letter + letter + (hacienda ? '^' : ' ');
    }
    style = pieceStyle(owner, { bold: hacienda, underline: hl.target });
  } else if (state.water[s] !== -1) {
    compact = glyphs.water + ' ';
    detailed = ' ' + glyphs.water + ' ';
    style = tintStyle(TINTS.water);
  } else {
    const terrain = topo.terrain[s]!;
    const g = terrainGlyph(terrain, glyphs);
    if (hl.preview) {
      compact = glyphs.preview + glyphs.preview;
      detailed = glyphs.preview + glyphs.preview + glyphs.preview;
      style = { fg: 'black', bg: 'brightCyan', bold: true };
    } else {
      const mark = hl.target ? glyphs.target : ' ';
      compact = g + mark;
      detailed = mark + g + mark;
      style = hl.target ? { fg: 'black', bg: 'cyan', bold: true } : tintStyle(TINTS[terrain]);
    }
  }
  return withMarks({ compact, detailed, style }, hl);
}

/** The terrains in the legend's order, each on its tint. */
export function terrainKeys(glyphs: Glyphs): TerrainKey[] {
  return ['pampas', 'mountain', 'forest', 'meadow', 'rock', 'moorland', 'market', 'water'].map((t) => ({
    glyph: terrainGlyph(t, glyphs),
    name: t,
    style: tintStyle(TINTS[t]),
  }));
}

/** The space in words, for the line under the board: `F7 pampas: Red's pig herd (3), hacienda`. */
export function describeSpace(state: ClassicState, topo: Topology, s: number, names: readonly string[]): string {
  const label = topo.label[s]!;
  const terrain = topo.terrain[s]!;
  const owner = state.owner[s]!;
  const piece = state.piece[s]!;
  if (piece !== NO_PIECE && owner >= 0) {
    const who = `${names[owner] ?? `seat ${owner + 1}`} (${seatLook(owner).letter})`;
    const group = groupOf(state, topo, s);
    const animal = pieceAnimal(piece);
    const what = animal
      ? `${animal} of ${who}, a herd of ${group.length}`
      : `land of ${who}, a chain of ${plural(group.length, 'tile')}${group.some((g) => state.harvest[g] === 1) ? ' (harvested)' : ''}`;
    const extras = [state.hacienda[s] === 1 ? 'a hacienda' : '', state.harvest[s] === 1 ? 'a harvest token' : ''].filter(Boolean);
    return `${label} ${terrain}: ${what}${extras.length ? `; ${extras.join(' and ')} here` : ''}`;
  }
  if (state.water[s] !== -1) return `${label} water${terrain === 'water' ? ' (printed field)' : ' (water tile)'}: scores 1 per piece next to it`;
  if (terrain === 'market') return `${label} market: herds next to it sell here`;
  return `${label} ${terrain}, empty`;
}

/** The chain or herd (same owner, same piece) that `s` belongs to. */
export function groupOf(state: ClassicState, topo: Topology, s: number): number[] {
  const owner = state.owner[s]!;
  const piece = state.piece[s]!;
  const seen = new Set([s]);
  const out = [s];
  for (let i = 0; i < out.length; i++) {
    for (const n of topo.neighbours[out[i]!]!) {
      if (!seen.has(n) && state.owner[n] === owner && state.piece[n] === piece) {
        seen.add(n);
        out.push(n);
      }
    }
  }
  return out;
}
