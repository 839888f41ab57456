/**
 * Setting up a Classic game (rulebook "Preparation", rulings C11 and C14).
 */
import { topology, type MapData } from '../../engine/board.js';
import { nextInt, seedRng, shuffled } from '../../engine/rng.js';
import { SetupError } from '../../engine/ruleset.js';
import {
  ANIMAL_CARD_COUNT,
  ANIMAL_CARDS_REMOVED,
  ANIMALS,
  DISPLAY_SIZE,
  HACIENDAS_AVAILABLE,
  HAND_ANIMAL_CARDS,
  HAND_LAND_CARDS,
  HARVEST_TOKENS,
  LAND_CARD_COUNT,
  START_MONEY,
  WATER_TILE_COUNT,
  WATER_TILES,
} from './components.js';
import type { ClassicOptions, ClassicState } from './state.js';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

/** Terrains a Classic board may use. */
const CLASSIC_TERRAINS = new Set(['pampas', 'mountain', 'forest', 'meadow', 'rock', 'moorland', 'market', 'water']);

export function checkBoard(map: MapData): void {
  let topo;
  try {
    topo = topology(map);
  } catch (err) {
    throw new SetupError(err instanceof Error ? err.message : String(err));
  }
  if (topo.size === 0) throw new SetupError(`map ${map.name}: the board has no spaces`);
  topo.terrain.forEach((t, i) => {
    if (!CLASSIC_TERRAINS.has(t)) throw new SetupError(`map ${map.name}: ${topo.label[i]} is ${t}, which Classic Hacienda does not use`);
  });
}

export function newClassicGame(options: ClassicOptions): ClassicState {
  const n = options.players.length;
  if (!Number.isInteger(n) || n < MIN_PLAYERS || n > MAX_PLAYERS) {
    throw new SetupError(`Classic Hacienda is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${n}`);
  }
  if (options.startPlayer !== undefined && !(Number.isInteger(options.startPlayer) && options.startPlayer >= 0 && options.startPlayer < n)) {
    throw new SetupError(`start player must be a seat from 1 to ${n}`);
  }
  checkBoard(options.map);
  const map: MapData = { name: options.map.name, shift: options.map.shift, grid: options.map.grid.slice() };
  const topo = topology(map);
  const rng = seedRng(options.seed);

  // Land cards: shuffle, deal 8 each, 4 face up, the rest is the deck (top = last).
  const landDeck = shuffled(rng, range(LAND_CARD_COUNT));
  const landHands = options.players.map(() => landDeck.splice(landDeck.length - HAND_LAND_CARDS, HAND_LAND_CARDS));
  const landDisplay = landDeck.splice(landDeck.length - DISPLAY_SIZE, DISPLAY_SIZE);

  // Animal cards: shuffle, remove some unseen, deal 4 each, 4 face up, two stacks (C4: the first
  // gets the extra card when the count is odd).
  const animals = shuffled(rng, range(ANIMAL_CARD_COUNT));
  const removedAnimals = animals.splice(animals.length - ANIMAL_CARDS_REMOVED[n]!, ANIMAL_CARDS_REMOVED[n]!);
  const animalHands = options.players.map(() => animals.splice(animals.length - HAND_ANIMAL_CARDS, HAND_ANIMAL_CARDS));
  const animalDisplay = animals.splice(animals.length - DISPLAY_SIZE, DISPLAY_SIZE);
  const secondSize = Math.floor(animals.length / 2);
  const animalReserve = animals.splice(0, secondSize);
  const animalDeck = animals;

  // Water: every printed field gets a single tile while singles last (C11); the rest keep their
  // own ids, beyond the tiles', and count as water without a tile.
  const water = filled(topo.size, -1);
  const singles = WATER_TILES[0]!.count;
  let nextField = WATER_TILE_COUNT;
  let singlesUsed = 0;
  for (const s of topo.byTerrain.get('water') ?? []) {
    water[s] = singlesUsed < singles ? singlesUsed++ : nextField++;
  }
  const waterSupply = range(WATER_TILE_COUNT).filter((id) => id >= singlesUsed);

  const startPlayer = options.startPlayer ?? nextInt(rng, n);
  return {
    ruleset: 'classic',
    rng,
    map,
    players: options.players.map((name, i) => ({
      name,
      money: START_MONEY,
      landHand: landHands[i]!,
      animalHand: animalHands[i]!,
      landTiles: 0,
      animalTiles: ANIMALS.map(() => 0),
      scorings: [],
    })),
    owner: filled(topo.size, -1),
    piece: filled(topo.size, 0),
    water,
    hacienda: filled(topo.size, 0),
    harvest: filled(topo.size, 0),
    landDeck,
    landDisplay,
    animalDeck,
    animalReserve,
    animalDisplay,
    removedAnimals,
    playedLand: [],
    playedAnimals: [],
    waterSupply,
    haciendas: HACIENDAS_AVAILABLE[n]!,
    harvestTokens: HARVEST_TOKENS,
    startPlayer,
    round: 1,
    turn: { player: startPlayer, actions: 0, boughtHacienda: false, boughtWater: false, harvested: false },
    roundActions: 0,
    stack: 1,
    intermediateDue: false,
    finalDue: false,
    scorings: 0,
    over: false,
    endReason: null,
  };
}

/** A packed array of small integers (faster for V8 than `new Array(n).fill(x)`, which has holes). */
function filled(n: number, value: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
