/**
 * Land chains and herds: connected groups of one player's pieces (C6, rulebook "Land chain").
 */
import { topology } from '../../../engine/board.js';
import { Scratch } from '../../../engine/scratch.js';
import { LAND_PIECE } from './components.js';
import type { ClassicState } from './state.js';

const groupMarks = new Scratch();

/**
 * The group of `state.piece[start]`'s kind and owner containing `start`: its land chain for a land
 * tile, its herd for an animal tile. Spaces in discovery order. `seen` marks visited spaces and
 * may be shared between calls to find several groups in one pass.
 */
export function groupAt(state: ClassicState, start: number, seen?: Uint8Array): number[] {
  const topo = topology(state.map);
  const owner = state.owner[start]!;
  const piece = state.piece[start]!;
  const mark = seen ?? groupMarks.zeroed(topo.size);
  mark[start] = 1;
  const out = [start];
  const { adjacency } = topo;
  for (let i = 0; i < out.length; i++) {
    for (let k = out[i]! * 6, end = k + 6; k < end; k++) {
      const n = adjacency[k]!;
      if (n < 0) break;
      if (mark[n] === 0 && state.owner[n] === owner && state.piece[n] === piece) {
        mark[n] = 1;
        out.push(n);
      }
    }
  }
  return out;
}

/**
 * C10: whether a hacienda bought now may go on `s`, one of its owner's pieces: the land chain or
 * herd it belongs to carries no hacienda yet (a group comes to carry several only by merging).
 */
export function takesHacienda(state: ClassicState, s: number): boolean {
  return !carries(state.hacienda, groupAt(state, s));
}

/** Whether a space of `group` holds what `marks` (the board's hacienda or harvest list) marks with 1. */
export function carries(marks: readonly number[], group: readonly number[]): boolean {
  for (let i = 0; i < group.length; i++) if (marks[group[i]!] === 1) return true;
  return false;
}

const countedMarks = new Scratch();

/** Number of the owner's land tiles in all the owner's land chains that touch `herd` (C7). */
export function landTouching(state: ClassicState, herd: readonly number[], player: number): number {
  const topo = topology(state.map);
  const counted = countedMarks.zeroed(topo.size);
  let total = 0;
  for (const h of herd) {
    for (const n of topo.neighbours[h]!) {
      if (counted[n] === 1 || state.owner[n] !== player || state.piece[n] !== LAND_PIECE) continue;
      const chain = groupAt(state, n);
      for (const c of chain) counted[c] = 1;
      total += chain.length;
    }
  }
  return total;
}
