/**
 * What a space of the board shows, for any ruleset: the characters of both zooms, the style, and
 * how it is highlighted. Each ruleset's presenter says what a space holds (classic/cells.ts,
 * h2026/cells.ts); board-render.ts draws the looks.
 */
import type { Style } from '../terminal/style.js';

/** How a space is highlighted: the cursor, a legal target, a water tile's preview. */
export interface Highlight {
  cursor: boolean;
  target: boolean;
  preview: boolean;
  /** Touched by the last action. */
  recent?: boolean;
}

export interface CellLook {
  /** Two characters for the compact zoom. */
  compact: string;
  /** Three characters for the inside of a hex in the detailed zoom. */
  detailed: string;
  style: Style;
}

/** The cursor and the last move, on top of a space's own look. */
export function withMarks(look: CellLook, hl: Highlight): CellLook {
  let style = look.style;
  if (hl.recent) style = { ...style, underline: true };
  if (hl.cursor) style = { ...style, inverse: true, bold: true };
  return style === look.style ? look : { ...look, style };
}

export const plural = (n: number, one: string, many = one + 's') => `${n} ${n === 1 ? one : many}`;
