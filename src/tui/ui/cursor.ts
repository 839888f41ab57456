/**
 * The board cursor: moving it by rows and columns of the offset grid, and jumping to a typed
 * label. Pure.
 */
import type { Topology } from '../../engine/board.js';
import { spaceAt } from '../game/board-render.js';

export type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * The space next to `cursor` in direction `dir`: along its row for left and right (skipping holes
 * of the board), to the row above or below for up and down (the nearest space in that row).
 */
export function moveCursor(topo: Topology, cursor: number, dir: Direction): number {
  if (topo.size === 0) return cursor;
  const col = topo.col[cursor] ?? 0;
  const row = topo.row[cursor] ?? 0;
  if (dir === 'left' || dir === 'right') {
    const step = dir === 'left' ? -1 : 1;
    for (let c = col + step; c >= 0 && c < topo.cols; c += step) {
      const s = spaceAt(topo, c, row);
      if (s >= 0) return s;
    }
    return cursor;
  }
  const step = dir === 'up' ? -1 : 1;
  for (let r = row + step; r >= 0 && r < topo.rows; r += step) {
    for (let d = 0; d < topo.cols; d++) {
      for (const c of d === 0 ? [col] : [col - d, col + d]) {
        const s = spaceAt(topo, c, r);
        if (s >= 0) return s;
      }
    }
  }
  return cursor;
}

/** The space a typed label names, or -1 (`F7`, `f7`, `AA12`). */
export function labelSpace(topo: Topology, label: string): number {
  return /^[A-Z]{1,2}[0-9]{1,3}$/i.test(label) ? topo.indexOf(label) : -1;
}

/** Whether some space of the board has a label that begins with `text` (or is it). */
export function labelStarts(topo: Topology, text: string): boolean {
  return topo.label.some((l) => l.startsWith(text));
}

/** Whether a longer label than `text` begins with it: typing may go on. */
export function labelGoesOn(topo: Topology, text: string): boolean {
  return topo.label.some((l) => l.length > text.length && l.startsWith(text));
}

/** Whether `text` can still grow into a label: letters, then digits. */
export function labelPrefix(text: string): boolean {
  return /^[A-Z]{0,2}$|^[A-Z]{1,2}[0-9]{0,3}$/.test(text);
}

/** The space in the middle of the board, where the cursor starts. */
export function centreSpace(topo: Topology): number {
  const s = spaceAt(topo, Math.floor(topo.cols / 2), Math.floor(topo.rows / 2));
  return s >= 0 ? s : 0;
}
