/**
 * The state of a Classic game: plain JSON data (see src/engine/ruleset.ts).
 *
 * The board is a set of parallel arrays with one entry per space of the map (space indices of
 * the map's Topology), which keeps copying a state cheap: an action copies only what it changes.
 * Decks are arrays whose last element is the top card.
 */
import type { MapData } from '../../../engine/board.js';
import type { RngState } from '../../../engine/rng.js';
import type { Animal, LandKind, WaterShape } from './components.js';

export type ClassicScore = {
  markets: number;
  chains: number;
  haciendas: number;
  water: number;
  money: number;
  total: number;
};

export interface ClassicPlayer {
  name: string;
  money: number;
  /** Land card ids in hand (HIDDEN_CARD in another seat's view). */
  landHand: number[];
  /** Animal card ids in hand. */
  animalHand: number[];
  /**
   * The cards of the hands that every player saw taken (bought from a display, C1): no view hides
   * them (docs/rulings.md, "What the table saw"). A card leaves its list when it is played.
   */
  shownLand: number[];
  shownAnimals: number[];
  /** Land tiles placed on the board (at most LAND_TILES). */
  landTiles: number;
  /** Animal tiles on the board, by animal in ANIMALS order. */
  animalTiles: number[];
  /** The results of every scoring held so far. */
  scorings: ClassicScore[];
}

export interface ClassicTurn {
  player: number;
  /** Actions taken this turn (the turn passes after ACTIONS_PER_TURN). */
  actions: number;
  /** Once-per-turn actions already taken this turn (C1). */
  boughtHacienda: boolean;
  boughtWater: boolean;
  harvested: boolean;
}

export interface ClassicState {
  ruleset: 'classic';
  rng: RngState;
  hidden?: boolean;
  map: MapData;
  players: ClassicPlayer[];

  // The board, one entry per space.
  /** The seat whose piece is on the space, or -1. */
  owner: number[];
  /** NO_PIECE, LAND_PIECE or an animal piece code (components.ts). */
  piece: number[];
  /** The id of the water tile or printed water field covering the space, or -1. */
  water: number[];
  /** 1 where a hacienda stands on the piece. */
  hacienda: number[];
  /** 1 where a harvest token lies on the land tile (a chain carries the tokens of its tiles). */
  harvest: number[];

  // Cards.
  landDeck: number[];
  landDisplay: number[];
  /** The animal stack in play (the first, then the second). */
  animalDeck: number[];
  /** The second animal stack, set aside until the first runs out (C4). */
  animalReserve: number[];
  animalDisplay: number[];
  /** Animal cards removed at setup by player count, unseen. */
  removedAnimals: number[];
  playedLand: number[];
  playedAnimals: number[];

  // Supplies.
  /** Ids of the water tiles still to buy. */
  waterSupply: number[];
  haciendas: number;
  harvestTokens: number;

  // Turns and scorings.
  startPlayer: number;
  round: number;
  turn: ClassicTurn;
  /** Actions taken in the current round by anyone (C15). */
  roundActions: number;
  /** Which animal stack is the deck: 1 or 2. */
  stack: number;
  /** Scorings to hold when the current round ends. */
  intermediateDue: boolean;
  finalDue: boolean;
  /** Scorings held so far: 0, 1 (intermediate), 2 (final). */
  scorings: number;
  over: boolean;
  /** Why the game ended: the second animal stack ran out, or a round with no action (C15). */
  endReason: 'stacks' | 'stalled' | null;
}

export type ClassicAction =
  | { type: 'end' }
  | { type: 'buy'; deck: 'land' | 'animal'; /** -1 the face-down deck, else the display slot. */ slot: number }
  | { type: 'hacienda'; space: number }
  | { type: 'water'; shape: WaterShape; spaces: number[] }
  | { type: 'land'; kind: LandKind; space: number }
  | { type: 'animal'; animal: Animal; space: number }
  | { type: 'harvest'; space: number; /** Where the token comes from when the supply is empty. */ from?: number };

export interface ClassicOptions {
  players: string[];
  seed: string | number;
  startPlayer?: number;
  /** The board: a MapData, or a built-in board by name (options.ts); the symmetric board when absent. */
  map?: MapData | string;
}
