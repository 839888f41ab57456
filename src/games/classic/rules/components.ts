/**
 * Classic Hacienda's components, as data (rulebook 000, "Game Contents"; rulings C1, C5, C6,
 * C10, C11, C14). Cards are numbered so that every card can be checked to be in exactly one place.
 */
import { waterTileSet } from '../../../engine/shapes.js';

/** The five land terrains, in the order of the land card ids. */
export const TERRAINS = ['mountain', 'forest', 'meadow', 'rock', 'moorland'] as const;
export type Terrain = (typeof TERRAINS)[number];
/** A land card shows a terrain or pampas. */
export type LandKind = Terrain | 'pampas';
export const LAND_KINDS: readonly LandKind[] = [...TERRAINS, 'pampas'];

export const ANIMALS = ['cattle', 'horse', 'pig', 'sheep'] as const;
export type Animal = (typeof ANIMALS)[number];

/** 80 land cards: 14 of each terrain (ids 0-69, terrain by id / 14), then 10 pampas (ids 70-79). */
export const LAND_CARDS_PER_TERRAIN = 14;
export const PAMPAS_CARDS = 10;
export const LAND_CARD_COUNT = TERRAINS.length * LAND_CARDS_PER_TERRAIN + PAMPAS_CARDS;

/** 72 animal cards: 18 of each animal (animal by id / 18). */
export const ANIMAL_CARDS_PER_ANIMAL = 18;
export const ANIMAL_CARD_COUNT = ANIMALS.length * ANIMAL_CARDS_PER_ANIMAL;

/** Index in LAND_KINDS of a land card's kind. */
export function landKindIndex(card: number): number {
  return card >= TERRAINS.length * LAND_CARDS_PER_TERRAIN ? TERRAINS.length : Math.floor(card / LAND_CARDS_PER_TERRAIN);
}

export function landKindOf(card: number): LandKind {
  return LAND_KINDS[landKindIndex(card)]!;
}

/** Index in ANIMALS of an animal card's animal. */
export function animalIndex(card: number): number {
  return Math.floor(card / ANIMAL_CARDS_PER_ANIMAL);
}

export function animalOf(card: number): Animal {
  return ANIMALS[animalIndex(card)]!;
}

/** Pieces on a space (`piece` in the state): none, a land tile, or an animal tile. */
export const NO_PIECE = 0;
export const LAND_PIECE = 1;
/** Animal tile codes: 2 + index in ANIMALS. */
export function animalPiece(animal: Animal): number {
  return 2 + ANIMALS.indexOf(animal);
}
export function pieceAnimal(piece: number): Animal | null {
  return piece >= 2 ? ANIMALS[piece - 2]! : null;
}

export const START_MONEY = 20;
export const HAND_LAND_CARDS = 8;
export const HAND_ANIMAL_CARDS = 4;
export const DISPLAY_SIZE = 4;
/** C5, C6: pieces per player. */
export const LAND_TILES = 16;
export const ANIMAL_TILES = 30;
export const ANIMAL_TILES_PER_KIND = 15;
export const ACTIONS_PER_TURN = 3;
export const HARVEST_TOKENS = 8;
/** C9: pesos per land tile of the harvested chain. */
export const HARVEST_PAY_PER_TILE = 3;

/** Prices (C1). */
export const PRICE = {
  deckCard: 2,
  displayCard: 3,
  hacienda: 12,
  water: 12,
} as const;

/** C14 and the preparation table, by number of players (2 to 5). */
export const ANIMAL_CARDS_REMOVED: Readonly<Record<number, number>> = { 2: 30, 3: 20, 4: 10, 5: 0 };
export const HACIENDAS_AVAILABLE: Readonly<Record<number, number>> = { 2: 5, 3: 7, 4: 8, 5: 9 };

/** C11: the water tiles, 9 singles, 4 pairs, 3 triangles and 2 rhombi (ids 0-8, 9-12, 13-15, 16-17). */
const WATER = waterTileSet({ single: 9, pair: 4, triangle: 3, rhombus: 2 });
export const WATER_TILES = WATER.tiles;
export const WATER_TILE_COUNT = WATER.count;
export const waterTileShapeIndex = WATER.shapeIndex;
export const waterTileShape = WATER.shape;
export { WATER_SHAPES, waterShapeSize } from '../../../engine/shapes.js';
export type { TileShape as WaterShape } from '../../../engine/shapes.js';

/** C13: a land chain of 3 tiles or more scores 2 points a tile; a shorter one, none. */
export function chainPoints(tiles: number): number {
  return tiles >= 3 ? 2 * tiles : 0;
}

/** C13: a point for every full 10 pesos (moneyPoints, scoring.ts). */
export const PESOS_PER_POINT = 10;

/** C13: points for n connected markets: 1, 3, 6, 10, ..., the n-th market worth n more. */
export function marketPoints(n: number): number {
  return (n * (n + 1)) / 2;
}
