/**
 * Setting up a Classic game (rulebook "Preparation", rulings C11 and C14).
 */
import { boardTopology, checkPlayers } from '../../../engine/setup-checks.js';
import { classicAbout } from '../about.js';
import { boardOf } from './options.js';
import { topology, type MapData } from '../../../engine/board.js';
import { nextInt, seedRng, shuffled, type RngState } from '../../../engine/rng.js';
import { SetupError } from '../../../engine/ruleset.js';
import {
  ANIMAL_CARD_COUNT,
  ANIMAL_CARDS_PER_ANIMAL,
  ANIMAL_CARDS_REMOVED,
  ANIMALS,
  animalOf,
  LAND_CARDS_PER_TERRAIN,
  LAND_KINDS,
  landKindOf,
  PAMPAS_CARDS,
  type Animal,
  type LandKind,
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

/** Terrains a Classic board may use. */
const CLASSIC_TERRAINS = new Set(['pampas', 'mountain', 'forest', 'meadow', 'rock', 'moorland', 'market', 'water']);

export function checkBoard(map: MapData): void {
  const topo = boardTopology(map);
  // By terrain, not space by space (every new game checks its board): the first space of a
  // terrain Classic does not use, in the board's order.
  let first = -1;
  for (const [terrain, spaces] of topo.byTerrain) {
    if (!CLASSIC_TERRAINS.has(terrain) && (first < 0 || spaces[0]! < first)) first = spaces[0]!;
  }
  if (first >= 0) throw new SetupError(`map ${map.name}: ${topo.label[first]} is ${topo.terrain[first]}, which Classic Hacienda does not use`);
}

/**
 * The explicit random setup of a game (rulings B2): every deck order, the dealt hands, the start
 * player, as card kinds that people can read. A record carries it, so a replay never depends on
 * the generator; a new game is made from one too, so both paths build the same state.
 * Decks list their cards from the bottom to the top.
 */
export interface ClassicSetup {
  startPlayer: number;
  land: { hands: LandKind[][]; display: LandKind[]; deck: LandKind[] };
  animals: { removed: Animal[]; hands: Animal[][]; display: Animal[]; deck: Animal[]; reserve: Animal[] };
  /** The generator after dealing (Classic draws nothing random later; kept for completeness). */
  rng: RngState;
}

function checkOptions(options: ClassicOptions): void {
  checkPlayers(options, classicAbout);
  checkBoard(boardOf(options.map));
}

/** Shuffles and deals (rulebook "Preparation", C4, C14) from the options' seed. */
export function dealClassicSetup(options: ClassicOptions): ClassicSetup {
  checkOptions(options);
  const n = options.players.length;
  const rng = seedRng(options.seed);
  // Land cards: shuffle, deal 8 each, 4 face up, the rest is the deck (top = last).
  const land = shuffled(rng, range(LAND_CARD_COUNT)).map(landKindOf);
  const landHands = options.players.map(() => land.splice(land.length - HAND_LAND_CARDS, HAND_LAND_CARDS));
  const landDisplay = land.splice(land.length - DISPLAY_SIZE, DISPLAY_SIZE);
  // Animal cards: shuffle, remove some unseen, deal 4 each, 4 face up, two stacks (C4: the first
  // gets the extra card when the count is odd).
  const animals = shuffled(rng, range(ANIMAL_CARD_COUNT)).map(animalOf);
  const removed = animals.splice(animals.length - ANIMAL_CARDS_REMOVED[n]!, ANIMAL_CARDS_REMOVED[n]!);
  const animalHands = options.players.map(() => animals.splice(animals.length - HAND_ANIMAL_CARDS, HAND_ANIMAL_CARDS));
  const animalDisplay = animals.splice(animals.length - DISPLAY_SIZE, DISPLAY_SIZE);
  const reserve = animals.splice(0, Math.floor(animals.length / 2));
  const startPlayer = options.startPlayer ?? nextInt(rng, n);
  return {
    startPlayer,
    land: { hands: landHands, display: landDisplay, deck: land },
    animals: { removed, hands: animalHands, display: animalDisplay, deck: animals, reserve },
    rng: [...rng] as RngState,
  };
}

export function newClassicGame(options: ClassicOptions): ClassicState {
  // A setup just dealt from checked options is sound: built without checking it again.
  return stateFromSetup(options, dealClassicSetup(options));
}

/** The setup a state started from cannot be read back from a later state; records keep it. */
export function classicSetupOf(state: ClassicState): ClassicSetup {
  if (state.round !== 1 || state.turn.actions !== 0 || state.turn.player !== state.startPlayer || state.playedLand.length > 0) {
    throw new Error('classicSetupOf: only a new game shows its setup');
  }
  const land = (ids: number[]) => ids.map(landKindOf);
  const animal = (ids: number[]) => ids.map(animalOf);
  return {
    startPlayer: state.startPlayer,
    land: { hands: state.players.map((p) => land(p.landHand)), display: land(state.landDisplay), deck: land(state.landDeck) },
    animals: {
      removed: animal(state.removedAnimals),
      hands: state.players.map((p) => animal(p.animalHand)),
      display: animal(state.animalDisplay),
      deck: animal(state.animalDeck),
      reserve: animal(state.animalReserve),
    },
    rng: [...state.rng] as RngState,
  };
}

/**
 * Card ids for piles of card kinds: each kind's ids handed out in pile order. Throws SetupError
 * unless every card of the game is there exactly once.
 */
function assignIds<K extends string>(piles: K[][], kinds: readonly K[], firstId: (kind: K) => number, count: (kind: K) => number, what: string): number[][] {
  // How many of each kind (by its index in `kinds`) are handed out so far, and the first id and
  // count of each, asked once (asked per card, with the checks a dealt setup needs not, they were
  // about a sixth of making a new game).
  const used = kinds.map(() => 0);
  const firstIds = kinds.map(firstId);
  const counts = kinds.map(count);
  const out = piles.map((pile) =>
    pile.map((kind) => {
      const k = kinds.indexOf(kind);
      if (k < 0) throw new SetupError(`setup: '${String(kind)}' is not a ${what} card`);
      if (used[k]! >= counts[k]!) throw new SetupError(`setup: more than ${counts[k]} ${kind} ${what} cards`);
      return firstIds[k]! + used[k]!++;
    }),
  );
  kinds.forEach((k, i) => {
    if (used[i] !== counts[i]) throw new SetupError(`setup: ${used[i]} ${k} ${what} cards instead of ${counts[i]}`);
  });
  return out;
}

/** The state of a new game from its options and explicit setup (checked: a record may be tampered with). */
export function classicFromSetup(options: ClassicOptions, setup: ClassicSetup): ClassicState {
  checkOptions(options);
  const n = options.players.length;
  const bad = (why: string) => new SetupError(`setup: ${why}`);
  if (!setup || typeof setup !== 'object' || !setup.land || !setup.animals) throw bad('missing');
  const { land: l, animals: a } = setup;
  const arrays = [l.hands, l.display, l.deck, a.removed, a.hands, a.display, a.deck, a.reserve];
  if (!arrays.every(Array.isArray) || ![...l.hands, ...a.hands].every(Array.isArray)) throw bad('card piles must be lists');
  if (l.hands.length !== n || a.hands.length !== n) throw bad(`there must be a hand for each of the ${n} players`);
  if (l.hands.some((h) => h.length !== HAND_LAND_CARDS)) throw bad(`each player starts with ${HAND_LAND_CARDS} land cards`);
  if (a.hands.some((h) => h.length !== HAND_ANIMAL_CARDS)) throw bad(`each player starts with ${HAND_ANIMAL_CARDS} animal cards`);
  if (l.display.length !== DISPLAY_SIZE || a.display.length !== DISPLAY_SIZE) throw bad(`each display starts with ${DISPLAY_SIZE} cards`);
  if (a.removed.length !== ANIMAL_CARDS_REMOVED[n]) throw bad(`${ANIMAL_CARDS_REMOVED[n]} animal cards are removed with ${n} players`);
  if (a.reserve.length !== Math.floor((a.deck.length + a.reserve.length) / 2))
    throw bad('the animal stacks must be split in half, the first one taking the odd card');
  if (!Number.isInteger(setup.startPlayer) || setup.startPlayer < 0 || setup.startPlayer >= n) throw bad('the start player must be a seat');
  if (!Array.isArray(setup.rng) || setup.rng.length !== 4 || !setup.rng.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff))
    throw bad('the generator state must be four 32-bit words');
  return stateFromSetup(options, setup);
}

/** The state of a new game from its options and a sound setup (classicFromSetup's checks passed, or dealt). */
function stateFromSetup(options: ClassicOptions, setup: ClassicSetup): ClassicState {
  const n = options.players.length;
  const { land: l, animals: a } = setup;
  const terrainIndex = (k: LandKind) => LAND_KINDS.indexOf(k);
  const [landDisplay, landDeck, ...landHands] = assignIds<LandKind>(
    [l.display, l.deck, ...l.hands],
    LAND_KINDS,
    (k) => terrainIndex(k) * LAND_CARDS_PER_TERRAIN,
    (k) => (k === 'pampas' ? PAMPAS_CARDS : LAND_CARDS_PER_TERRAIN),
    'land',
  );
  const [removedAnimals, animalDisplay, animalDeck, animalReserve, ...animalHands] = assignIds<Animal>(
    [a.removed, a.display, a.deck, a.reserve, ...a.hands],
    ANIMALS,
    (k) => ANIMALS.indexOf(k) * ANIMAL_CARDS_PER_ANIMAL,
    () => ANIMAL_CARDS_PER_ANIMAL,
    'animal',
  );

  const map = mapCopy(boardOf(options.map));
  const topo = topology(map);
  const rng = [...setup.rng] as RngState;
  const startPlayer = setup.startPlayer;

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
  return {
    ruleset: 'classic',
    rng,
    map,
    players: options.players.map((name, i) => ({
      name,
      money: START_MONEY,
      landHand: landHands[i]!,
      animalHand: animalHands[i]!,
      shownLand: [],
      shownAnimals: [],
      landTiles: 0,
      animalTiles: ANIMALS.map(() => 0),
      scorings: [],
    })),
    owner: filled(topo.size, -1),
    piece: filled(topo.size, 0),
    water,
    hacienda: filled(topo.size, 0),
    harvest: filled(topo.size, 0),
    landDeck: landDeck!,
    landDisplay: landDisplay!,
    animalDeck: animalDeck!,
    animalReserve: animalReserve!,
    animalDisplay: animalDisplay!,
    removedAnimals: removedAnimals!,
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

/**
 * The games' copy of each board they are dealt on (a board's topology is kept by its MapData
 * object, so a board is never changed once read; nor is a state's). One copy for all the games
 * on a board: a copy for each cost the garbage collector a weak entry for each game.
 */
const mapCopies = new WeakMap<MapData, MapData>();

function mapCopy(board: MapData): MapData {
  let map = mapCopies.get(board);
  if (map === undefined) {
    map = { name: board.name, shift: board.shift, grid: board.grid.slice() };
    mapCopies.set(board, map);
  }
  return map;
}

/** The last array filled with each value, which the next of its length copies. */
const blanks = new Map<number, readonly number[]>();

/**
 * A packed array of small integers (faster for V8 than `new Array(n).fill(x)`, which has holes),
 * copied from one made before: a game's board takes five, and pushing them one by one was a
 * fifth of dealing a game.
 */
function filled(n: number, value: number): number[] {
  let blank = blanks.get(value);
  if (blank === undefined || blank.length !== n) {
    const made: number[] = [];
    for (let i = 0; i < n; i++) made.push(value);
    blanks.set(value, (blank = made));
  }
  return blank.slice();
}

/** 0 to n - 1 (a loop: Array.from with a function was a tenth of dealing a game). */
function range(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(i);
  return out;
}
