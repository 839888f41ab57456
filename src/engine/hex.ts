/**
 * Hex math, in one place.
 *
 * Boards are rows of pointy-top hexes. Inside the engine a space is found by its axial
 * coordinates (q, r) (see Red Blob Games' hexagon guide); people read offset labels: a column
 * letter and a row number, `F7` being column F (the 6th) of row 7, both counted from the top left.
 * Offset coordinates appear only at the edges: labels, map files, drawing.
 *
 * In an offset grid every other row sits half a hex to the right. `shift` says which: 'odd' means
 * the rows with an odd 0-based index (labels 2, 4, 6, ...) are shoved right ("odd-r"), 'even'
 * means rows 0, 2, 4 (labels 1, 3, 5, ...) are ("even-r").
 */
export type RowShift = 'odd' | 'even';

export interface Axial {
  q: number;
  r: number;
}

/** The six axial directions, clockwise from east. */
export const AXIAL_DIRECTIONS: readonly Axial[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export function offsetToAxial(col: number, row: number, shift: RowShift): Axial {
  const q = shift === 'odd' ? col - (row - (row & 1)) / 2 : col - (row + (row & 1)) / 2;
  return { q, r: row };
}

export function axialToOffset(a: Axial, shift: RowShift): { col: number; row: number } {
  const col = shift === 'odd' ? a.q + (a.r - (a.r & 1)) / 2 : a.q + (a.r + (a.r & 1)) / 2;
  return { col, row: a.r };
}

/** Hex distance between two axial positions. */
export function hexDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Column letters: A..Z, then AA, AB, ... (spreadsheet style). */
export function columnLetters(col: number): string {
  let n = col + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** The offset label of a space, e.g. `F7` for column 5, row 6 (both 0-based). */
export function offsetLabel(col: number, row: number): string {
  return columnLetters(col) + String(row + 1);
}

/** Parses a label such as `F7` or `f7` into 0-based column and row, or null. */
export function parseOffsetLabel(label: string): { col: number; row: number } | null {
  const m = /^([A-Za-z]{1,2})([0-9]{1,3})$/.exec(label.trim());
  if (!m) return null;
  let col = 0;
  for (const ch of m[1]!.toUpperCase()) col = col * 26 + (ch.charCodeAt(0) - 64);
  const row = Number(m[2]) - 1;
  if (row < 0) return null;
  return { col: col - 1, row };
}
