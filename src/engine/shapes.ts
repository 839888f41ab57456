/**
 * Tile shapes on the hex grid, shared by every ruleset with water tiles (Classic C11/R4,
 * Hacienda 2026 N2): a single space, a pair of adjacent spaces, a triangle of three mutually
 * adjacent spaces, and a rhombus of two triangles sharing an edge.
 */
import type { Topology } from './board.js';

export type TileShape = 'single' | 'pair' | 'triangle' | 'rhombus';

/** Whether `spaces` (distinct) have the shape `shape`, in any rotation. */
export function hasTileShape(topo: Topology, shape: TileShape, spaces: readonly number[]): boolean {
  const adj = (a: number, b: number) => topo.adjacent(spaces[a]!, spaces[b]!);
  switch (shape) {
    case 'single':
      return spaces.length === 1;
    case 'pair':
      return spaces.length === 2 && adj(0, 1);
    case 'triangle':
      return spaces.length === 3 && adj(0, 1) && adj(0, 2) && adj(1, 2);
    case 'rhombus': {
      if (spaces.length !== 4) return false;
      // Two triangles sharing an edge: five of the six pairs are adjacent, the tips are not.
      let pairs = 0;
      for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) if (adj(i, j)) pairs++;
      return pairs === 5;
    }
  }
}
