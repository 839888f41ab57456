/**
 * The state of a Hacienda 2026 game: plain JSON data (see src/engine/ruleset.ts).
 *
 * The board is a set of parallel arrays with one entry per space of the map (space indices of the
 * map's Topology); decks are arrays whose last element is the top card. Until the custom map
 * setup is done (`laying` is not null) the board arrays and the cards are empty: the map is still
 * being laid, and cards are dealt once it is complete (rulebook "Setup", in its order).
 */
import type { MapData } from '../../../engine/board.js';
import type { RngState } from '../../../engine/rng.js';
import type { TilePlacement } from '../tiles/index.js';
import type { Animal, WaterShape } from './components.js';

export type Mode = 'basic' | 'hacienda';
/** How the map is laid: the printed layout, the players place tiles (custom), or the seed does. */
export type Layout = 'standard' | 'custom' | 'random';

/** One scoring round's points by objective (N10); `bonus` is the VP gained during play since the last one. */
export type H2026Score = {
  centers: number;
  chains: number;
  water: number;
  platforms: number;
  bonus: number;
  total: number;
};

export interface H2026Player {
  name: string;
  /** Card ids in hand (HIDDEN_CARD in another seat's view, but for those in `shown`). */
  hand: number[];
  /**
   * The cards of the hand that every player saw taken (from the queue): no view hides them
   * (docs/rulings.md R10, "What the table saw"). A card dealt or drawn from the deck is not here;
   * when cards leave the hand, as many of their kinds leave this list (cards.ts forgetShown).
   */
  shown: number[];
  /** Victory points so far: every scoring held, plus the VP gained during play. */
  vp: number;
  /** VP gained during play (visitor centers) since the last scoring; the next scoring lists them. */
  bonus: number;
  /** Reserve tokens held, not yet placed. */
  reserves: number;
  /** Land markers on the board (at most landMarkersForMap, N2). */
  land: number;
  /** Animal tokens on the board, by animal in ANIMALS order. */
  animals: number[];
  /** The results of every scoring held so far. */
  scorings: H2026Score[];
}

export interface H2026Turn {
  /** The seat to act (the seat placing a tile during the custom setup); -1 once the game is over. */
  player: number;
  /** Actions taken this turn. */
  actions: number;
  /** Actions this turn may take: 3, plus one for each extra action a visitor center gave. */
  allowed: number;
}

/**
 * What a visitor center or a water tile or platform action still has to do, in order. Steps that
 * need no choice happen at once; the first step that needs one waits for the current player.
 */
export type PendingStep =
  | { step: 'vp'; amount: number }
  | { step: 'draw'; count: number }
  | { step: 'action' }
  /** Choice: take a card from the queue (skipped when the queue is empty). */
  | { step: 'queue' }
  /** Choice: place a free water tile (a single while singles last), or skip. */
  | { step: 'lake' }
  /** Choice: where the water tile paid for with `cards` goes. */
  | { step: 'water'; cards: number[] }
  /** Choice: which chain the platform paid for with `cards` goes on. */
  | { step: 'platform'; cards: number[] };

/** The custom map setup in progress: tiles being laid. */
export interface H2026Laying {
  /** The tile the current player has drawn and must place. */
  drawn: number;
  /** Tiles still in the box that can be drawn. */
  pool: number[];
  /** Tiles still to place, the drawn one included. */
  left: number;
}

export interface H2026State {
  ruleset: '2026';
  rng: RngState;
  hidden?: boolean;
  mode: Mode;
  layout: Layout;
  /** The tiles on the map, in the order they were laid (empty for a map given whole). */
  tiles: TilePlacement[];
  /** The custom setup in progress, or null once the map is complete. */
  laying: H2026Laying | null;
  map: MapData;
  players: H2026Player[];

  // The board, one entry per space.
  /** The seat whose piece is on the space, or -1. */
  owner: number[];
  /** NO_PIECE, LAND_PIECE or an animal piece (components.ts). */
  piece: number[];
  /** The id of the water tile covering the space, or -1. */
  water: number[];
  /** 1 where a viewing platform stands. */
  platform: number[];
  /** 1 where a reserve token lies. */
  reserve: number[];

  // Cards.
  deck: number[];
  /** The face-up queue, oldest first. */
  queue: number[];
  /** Cards played as pairs, face up; shuffled into a new deck when the deck runs out the first time. */
  discard: number[];
  /** Cards removed unseen at setup. */
  removed: number[];

  // Supplies.
  /** Ids of the water tiles still in the supply. */
  waterSupply: number[];
  reserveSupply: number;
  platforms: number;

  // Turns and scorings.
  startPlayer: number;
  round: number;
  turn: H2026Turn;
  /** Actions taken in the current round by anyone (the no-stalling rule, R2026-9). */
  roundActions: number;
  /** How often the deck has run out: 0, 1 (reshuffled) or 2. */
  exhausted: number;
  pending: PendingStep[];
  /** Scorings to hold when the current round ends. */
  firstDue: boolean;
  finalDue: boolean;
  /** Scorings held so far. */
  scorings: number;
  over: boolean;
  endReason: 'deck' | 'water' | 'platforms' | 'stalled' | null;
}

export type H2026Action =
  | { type: 'end' }
  /** Take a card: `card` is a card kind from the queue, or -1 for the top of the deck. */
  | { type: 'take'; card: number }
  /** Play a matching pair (kinds, ascending): a land marker, an animal, or both. */
  | { type: 'pair'; cards: number[]; land?: number; animal?: Animal; animalAt?: number }
  /** Establish a wildlife reserve on the land chain at `space`. */
  | { type: 'reserve'; space: number }
  /** Pay four cards (kinds, ascending) of different animals for a water tile; then place it. */
  | { type: 'water'; cards: number[] }
  /** Pay six cards (kinds, ascending) of different terrains for a viewing platform; then place it. */
  | { type: 'platform'; cards: number[] }
  /** Place the water tile paid for, or the free one of the lake center. */
  | { type: 'place-water'; shape: WaterShape; spaces: number[] }
  /** Place the platform paid for on the chain at `space`. */
  | { type: 'place-platform'; space: number }
  /** Decline the lake center's free water tile. */
  | { type: 'skip' }
  /** Custom setup: lay the drawn tile with its anchor on macro cell `at`, turned `rot` times. */
  | { type: 'tile'; tile: number; at: [number, number]; rot: number };

export interface H2026Options {
  players: string[];
  seed: string | number;
  startPlayer?: number;
  /** A (basic, the default) or B sides (hacienda) of the central tile and tiles 1-5. */
  mode?: Mode;
  /** `standard` (the default): the printed layout for the number of players. */
  layout?: Layout;
  /**
   * The board. When it is the one the tiles would make (the map of a new game with the same
   * options), the game goes on as without it; any other board is played on as it is, without tiles.
   */
  map?: MapData;
}
