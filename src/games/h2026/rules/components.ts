/**
 * Hacienda 2026's components, as data (rulebook 001 "Components" and "Setup"; rulings N1, N2, N7,
 * N8). Cards are numbered so that every card can be checked to be in exactly one place; actions
 * name cards by their kind, since cards of one kind are interchangeable.
 */
import { waterTileSet } from '../../../engine/shapes.js';

export const ANIMALS = ['anteater', 'capybara', 'guanaco', 'jaguar'] as const;
export type Animal = (typeof ANIMALS)[number];

/** The six terrains of the cards, in card order; `pampas` is the rulebook's pampas grass. */
export const TERRAINS = ['forest', 'marsh', 'hill', 'mountain', 'meadow', 'pampas'] as const;

/**
 * Card kinds: 0-23 are the animal and terrain pairs (animal * 6 + terrain), then the wild terrain
 * card (no animal) and the wild animal card (no terrain).
 */
export const WILD_TERRAIN = 24;
export const WILD_ANIMAL = 25;
export const KIND_COUNT = 26;

/**
 * N1: 120 cards. Ids 0-95: each pair 4 times (kind = id >> 2); 96-107 wild terrain; 108-119 wild
 * animal.
 */
export const COPIES_PER_PAIR = 4;
export const WILD_CARDS = 12;
export const CARD_COUNT = ANIMALS.length * TERRAINS.length * COPIES_PER_PAIR + 2 * WILD_CARDS;
const PAIR_CARDS = ANIMALS.length * TERRAINS.length * COPIES_PER_PAIR;

export function kindOf(card: number): number {
  if (card < PAIR_CARDS) return card >> 2;
  return card < PAIR_CARDS + WILD_CARDS ? WILD_TERRAIN : WILD_ANIMAL;
}

/** The animal a kind shows (index in ANIMALS), or -1 for a wild terrain card; WILD_ANIMAL gives -2. */
export function animalOfKind(kind: number): number {
  if (kind < WILD_TERRAIN) return Math.floor(kind / TERRAINS.length);
  return kind === WILD_TERRAIN ? -1 : -2;
}

/** The terrain a kind shows (index in TERRAINS), or -1 for a wild animal card; WILD_TERRAIN gives -2. */
export function terrainOfKind(kind: number): number {
  if (kind < WILD_TERRAIN) return kind % TERRAINS.length;
  return kind === WILD_ANIMAL ? -1 : -2;
}

export function pairKind(animal: number, terrain: number): number {
  return animal * TERRAINS.length + terrain;
}

/** A kind's name in notation: `anteater-forest`, `wild-terrain`, `wild-animal`. */
export function kindName(kind: number): string {
  if (kind === WILD_TERRAIN) return 'wild-terrain';
  if (kind === WILD_ANIMAL) return 'wild-animal';
  return `${ANIMALS[animalOfKind(kind)]}-${TERRAINS[terrainOfKind(kind)]}`;
}

const KIND_BY_NAME = new Map(Array.from({ length: KIND_COUNT }, (_, k) => [kindName(k), k]));

/** The kind named `name` (any case), or -1. */
export function kindByName(name: string): number {
  return KIND_BY_NAME.get(name.toLowerCase()) ?? -1;
}

/** N1: cards removed unseen before dealing, by number of players. */
export const CARDS_REMOVED: Readonly<Record<number, number>> = { 2: 50, 3: 30, 4: 15, 5: 5 };
export const HAND_SIZE = 6;
export const QUEUE_SIZE = 3;
export const ACTIONS_PER_TURN = 3;

/**
 * N2: each player's pieces, and the shared supplies. One of the 20 land markers stands on the VP
 * track (setup 2c), so 19 go on the map (placement.ts landMarkersForMap; all 20 under the earlier
 * rulings).
 */
export const LAND_MARKERS = 20;
export const LAND_MARKERS_ON_MAP = LAND_MARKERS - 1;
export const ANIMALS_PER_KIND = 12;
export const RESERVE_TOKENS = 10;
export const PLATFORMS = 9;

/** Cards a water tile (N7) and a viewing platform (N8) take. */
export const WATER_CARDS = ANIMALS.length;
export const PLATFORM_CARDS = TERRAINS.length;

/** N2: the water tiles, 9 singles, 4 pairs, 3 triangles and 2 rhombi (ids 0-8, 9-12, 13-15, 16-17). */
const WATER = waterTileSet({ single: 9, pair: 4, triangle: 3, rhombus: 2 });
export const WATER_TILES = WATER.tiles;
export const WATER_TILE_COUNT = WATER.count;
export const waterTileShape = WATER.shape;
export { WATER_SHAPES, waterShapeSize } from '../../../engine/shapes.js';
export type { TileShape as WaterShape } from '../../../engine/shapes.js';

/** Pieces on a space (`piece` in the state): none, a land marker, or an animal (2 + index in ANIMALS). */
export const NO_PIECE = 0;
export const LAND_PIECE = 1;
export const animalPiece = (animal: number): number => 2 + animal;

/**
 * Visitor centers, by the terrain name of their space (TERRAIN_CODES of src/engine/board.ts):
 * the plain one and the six special ones of the B sides (rulebook "Special Visitor Centers").
 */
export const CENTER_KINDS = ['plain', 'double', 'spring', 'hacienda', 'extra', 'lake', 'twin'] as const;
export type CenterKind = (typeof CENTER_KINDS)[number];

/** The kind of center a terrain name is, or null when it is not a visitor center. */
export function centerKindOf(terrain: string): CenterKind | null {
  if (terrain === 'center') return 'plain';
  if (!terrain.startsWith('center-')) return null;
  const kind = terrain.slice('center-'.length) as CenterKind;
  return CENTER_KINDS.includes(kind) ? kind : null;
}

/** N10: points for n different visitor centers: 1, 3, 6, ..., 45 for 9, then 3 more each. */
export function centerPoints(n: number): number {
  if (n <= 9) return (n * (n + 1)) / 2;
  return 45 + 3 * (n - 9);
}

/** Land chains score from this many markers (N10), 2 per marker. */
export const CHAIN_MIN = 3;
export const CHAIN_POINTS_PER_MARKER = 2;
