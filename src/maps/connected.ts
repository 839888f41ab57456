/**
 * Whether every space of a board can be reached from every other through neighbours.
 *
 * A stranded space is almost always a typo in a hand-made map (a `-` where a `p` was meant), so
 * the text format rejects it; the check lives here so that the format and any later tool share it.
 */
import { topology, type MapData } from '../engine/board.js';

/**
 * The index (in the board's reading order) of the first space that cannot be reached from space 0,
 * or -1 when the board is connected. A board without spaces counts as connected.
 */
export function firstStrandedSpace(map: MapData): number {
  const topo = topology(map);
  if (topo.size === 0) return -1;
  const seen = new Uint8Array(topo.size);
  const stack = [0];
  seen[0] = 1;
  while (stack.length > 0) {
    const at = stack.pop()!;
    for (const next of topo.neighbours[at]!) {
      if (!seen[next]) {
        seen[next] = 1;
        stack.push(next);
      }
    }
  }
  return seen.indexOf(0);
}
