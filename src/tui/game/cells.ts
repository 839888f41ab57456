/**
 * What a space of the board shows, for any ruleset: the characters of both zooms, the style, and
 * how it is highlighted. Each ruleset's presenter says what a space holds (classic/cells.ts,
 * h2026/cells.ts) and how its terrains are tinted (tints.ts beside them); board-render.ts draws
 * the looks.
 */
import type { Shade, Style } from '../terminal/style.js';

/** How a space is highlighted: the cursor, a legal target, a water tile's preview. */
export interface Highlight {
  cursor: boolean;
  target: boolean;
  preview: boolean;
  /** Touched by the last action. */
  recent?: boolean;
  /** Changed since the viewer last acted (another seat's turn, a bot's): marked until they act. */
  changed?: boolean;
  /** Something else is asked about (the markets that count): this space is not part of it. */
  faded?: boolean;
}

export interface CellLook {
  /** Two characters for the compact zoom. */
  compact: string;
  /** Three characters for the inside of a hex in the detailed zoom. */
  detailed: string;
  style: Style;
}

/**
 * A terrain's look in colour: the ground (the space's background) and its letter's colour, each a
 * tone for 256 and true colour with a fallback among the 16 colours. A game's presenter gives its
 * own terrains' tints (src/games/<game>/screen/tints.ts): no generic file knows a game's terrains.
 */
export interface Tint {
  ground: Shade;
  letter: Shade;
  bold?: boolean;
}

/** A terrain tinted, for the legend: its glyph on its ground, and its name. */
export interface TerrainKey {
  glyph: string;
  name: string;
  style: Style;
}

/** A terrain letter's style on its tint. */
export function tintStyle(tint: Tint | undefined): Style {
  if (!tint) return {};
  return tint.bold ? { fg: tint.letter, bg: tint.ground, bold: true } : { fg: tint.letter, bg: tint.ground };
}

/**
 * A seat's piece: its letter on the seat's own colour (the seat's tones of src/text/colour.ts). With 256 colours or more the ground is the
 * seat's tone, brighter than every terrain's tint; with 16 colours (too few for the terrains and
 * the seats apart) the letter is in the seat's bright colour on black, a ground no terrain uses.
 */
const PIECE_GROUNDS: readonly Shade[] = [
  { tone: '#c8382e', ansi: 'black' },
  { tone: '#2f64c8', ansi: 'black' },
  { tone: '#3f9b3a', ansi: 'black' },
  { tone: '#d9a521', ansi: 'black' },
  { tone: '#d4d4d4', ansi: 'black' },
];
const PIECE_INKS: readonly Shade[] = [
  { tone: '#ffffff', ansi: 'brightRed' },
  { tone: '#ffffff', ansi: 'brightBlue' },
  { tone: '#000000', ansi: 'brightGreen' },
  { tone: '#000000', ansi: 'brightYellow' },
  { tone: '#000000', ansi: 'brightWhite' },
];

/** The style of `seat`'s pieces (and of its tag in the panels and the legend). */
export function pieceStyle(seat: number, more: Pick<Style, 'bold' | 'underline'> = {}): Style {
  const i = seat % PIECE_GROUNDS.length;
  return { fg: PIECE_INKS[i]!, bg: PIECE_GROUNDS[i]!, ...more };
}

/** The cursor, the last move and the changes since the viewer looked, on top of a space's own look. */
export function withMarks(look: CellLook, hl: Highlight): CellLook {
  // Faded (not what is asked about): dim, and no other mark (dim and bold do not mix: one code ends both).
  if (hl.faded) return { ...look, style: hl.cursor ? { inverse: true } : { dim: true } };
  let style = look.style;
  if (hl.recent || hl.changed) style = { ...style, underline: true };
  if (hl.changed) style = { ...style, bold: true };
  if (hl.cursor) style = { ...style, inverse: true, bold: true };
  return style === look.style ? look : { ...look, style };
}

export const plural = (n: number, one: string, many = one + 's') => `${n} ${n === 1 ? one : many}`;
