/**
 * Tile shapes on the hex grid, shared by every ruleset with water tiles (Classic C11/R4,
 * Hacienda 2026 N2): a single space, a pair of adjacent spaces, a triangle of three mutually
 * adjacent spaces, and a rhombus of two triangles sharing an edge.
 */
import type { Topology } from './board.js';

/** The shapes, smallest first. */
export const WATER_SHAPES = ['single', 'pair', 'triangle', 'rhombus'] as const;
export type TileShape = (typeof WATER_SHAPES)[number];

/**
 * The water tiles both games have (Classic C11, Hacienda 2026 N2): how many of each shape, and
 * their ids in this order: 0-8 single, 9-12 pair, 13-15 triangle, 16-17 rhombus. Ids from
 * WATER_TILE_COUNT on mark printed water with no tile.
 */
export const WATER_TILES: readonly { shape: TileShape; size: number; count: number }[] = [
  { shape: 'single', size: 1, count: 9 },
  { shape: 'pair', size: 2, count: 4 },
  { shape: 'triangle', size: 3, count: 3 },
  { shape: 'rhombus', size: 4, count: 2 },
];
export const WATER_TILE_COUNT = WATER_TILES.reduce((n, t) => n + t.count, 0);

/** Index in WATER_SHAPES of each water tile id's shape, in id order. */
const SHAPE_OF_ID: readonly number[] = WATER_TILES.flatMap((t) => Array.from({ length: t.count }, () => WATER_SHAPES.indexOf(t.shape)));

/** Index in WATER_SHAPES of water tile `id`'s shape, or -1 for an id that is no tile. */
export function waterTileShapeIndex(id: number): number {
  return SHAPE_OF_ID[id] ?? -1;
}

/** The shape of water tile `id`, or null for an id that is no tile. */
export function waterTileShape(id: number): TileShape | null {
  return WATER_SHAPES[waterTileShapeIndex(id)] ?? null;
}

/** How many spaces a tile of `shape` covers. */
export function waterShapeSize(shape: TileShape): number {
  return WATER_TILES.find((t) => t.shape === shape)!.size;
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
