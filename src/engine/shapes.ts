/**
 * Tile shapes on the hex grid, for every ruleset with water tiles (Classic C11/R4, Hacienda 2026
 * N2): a single space, a pair of adjacent spaces, a triangle of three mutually adjacent spaces,
 * and a rhombus of two triangles sharing an edge. How many of each a game has is the game's.
 */
import type { Topology } from './board.js';

/** The shapes, smallest first. */
export const WATER_SHAPES = ['single', 'pair', 'triangle', 'rhombus'] as const;
export type TileShape = (typeof WATER_SHAPES)[number];

/** How many spaces a tile of `shape` covers: one more than the shape before it. */
export function waterShapeSize(shape: TileShape): number {
  return WATER_SHAPES.indexOf(shape) + 1;
}

/**
 * A game's water tiles, from how many of each shape its box holds (each game's components.ts
 * says so): ids in shape order, smallest first, so that 9 singles and 4 pairs are ids 0-8 and
 * 9-12. Ids from `count` on mark printed water with no tile.
 */
export interface WaterTileSet {
  readonly tiles: readonly { shape: TileShape; size: number; count: number }[];
  readonly count: number;
  /** Index in WATER_SHAPES of tile `id`'s shape, or -1 for an id that is no tile. */
  shapeIndex(id: number): number;
  /** The shape of tile `id`, or null for an id that is no tile. */
  shape(id: number): TileShape | null;
}

export function waterTileSet(counts: Readonly<Record<TileShape, number>>): WaterTileSet {
  const tiles = WATER_SHAPES.map((shape) => ({ shape, size: waterShapeSize(shape), count: counts[shape] }));
  const shapeOfId: readonly number[] = tiles.flatMap((t, k) => Array.from({ length: t.count }, () => k));
  const shapeIndex = (id: number): number => shapeOfId[id] ?? -1;
  return { tiles, count: shapeOfId.length, shapeIndex, shape: (id) => WATER_SHAPES[shapeIndex(id)] ?? null };
}

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
