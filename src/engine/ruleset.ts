/**
 * The engine contract: what every ruleset provides, and what every caller (CLI, TUI, bots,
 * records) may rely on. Modelled on OpenSpiel's State contract and boardgame.io's pure moves.
 *
 * - A game state is plain JSON data: no classes, no functions, no caches. `JSON.parse(JSON.stringify(s))`
 *   is the same game and has the same `stableHash`. It carries its seeded generator (`rng`).
 * - An action is plain JSON data too, `{ type: string, ... }`, in the ruleset's compact form. Its
 *   human-readable form (notation) is `formatAction`; `parseAction` reads it back.
 * - `apply` never changes the state it is given. It answers with the next state, or with a
 *   rejection `{ code, message }` whose message names the player and the action in notation.
 *   Rulesets throw only for programming errors, never for bad input.
 * - `legalActions` is complete: every action that `apply` accepts, in canonical form, is listed
 *   (bots and the conformance suite rely on it), and every listed action applies.
 * - `view` is what one seat may see: hidden cards are replaced by `HIDDEN_CARD` (-1), keeping the
 *   shape, so a search bot can fill them in with a guess and play on.
 */
import type { MapData } from './board.js';
import type { OptionSpec } from './options.js';
import type { RngState } from './rng.js';

/** A card that the viewer cannot see (in another player's hand, or in a deck). */
export const HIDDEN_CARD = -1;

/** The fields every ruleset's state has. */
export interface BaseState {
  /** The registered name of the ruleset (`classic`, ...). */
  ruleset: string;
  /** The seeded generator; hidden (all zero) in a player's view. */
  rng: RngState;
  /** True in a state made by `view`: some cards are HIDDEN_CARD. */
  hidden?: boolean;
}

export interface BaseAction {
  type: string;
}

export type RejectionCode =
  | 'game-over' // the game has ended
  | 'malformed' // not an action of this ruleset, or a field of the wrong kind
  | 'unknown-space' // a space that is not on the board
  | 'not-allowed' // the rules forbid it now (placement, adjacency, limits, a turn's limits)
  | 'cannot-afford' // not enough money
  | 'sold-out' // the supply, deck or display has none left
  | 'no-card' // the player holds no such card
  | 'hidden' // a state with hidden information cannot draw the hidden cards
  | 'impossible'; // a recorded outcome of chance (ChanceInput) cannot happen here

export interface Rejection {
  ok: false;
  code: RejectionCode;
  /** One line for people: who could not do what, and why. */
  message: string;
  /** Just the why, for callers that name the action themselves. */
  reason?: string;
}

/**
 * Something that happened while applying an action, for logs, screens and records. Each game
 * declares its events as a typed union (ClassicEvent, H2026Event); generic code reads only the
 * events every game has (CoreEvent) and passes the rest to the game's presenter.
 */
export interface GameEvent {
  type: string;
  [field: string]: unknown;
}

/** A scoring was held: each player's points by category (`kind` is the game's: intermediate, first, final). */
export interface ScoringEvent<K extends string = string> {
  type: 'scoring';
  kind: K;
  scores: ScoreBreakdown[];
}

/** The events every game has, which generic code (screen, records, bots) may read. */
export type CoreEvent = ScoringEvent | { type: 'turn'; player: number } | { type: 'round'; round: number } | { type: 'game-over'; reason: string | null };

export interface Applied<S, E extends GameEvent = GameEvent> {
  ok: true;
  state: S;
  /** What happened, in order: payments, cards revealed, scorings, the turn passing. */
  events: E[];
}

export type ApplyResult<S, E extends GameEvent = GameEvent> = Applied<S, E> | Rejection;

/** The scoring among `events`, if one was held. */
export function scoringIn(events: readonly GameEvent[]): ScoringEvent | undefined {
  return events.find((e): e is GameEvent & ScoringEvent => e.type === 'scoring');
}

/** One player's points, by category (the ruleset's `scoreCategories`), and their total. */
export interface ScoreBreakdown {
  total: number;
  [category: string]: number;
}

/**
 * Where the outcomes of chance an action meets come from (rulings B2): a reshuffle's new order, a
 * tile drawn, cards dealt in the middle of a game.
 * - `generator`: the state's seeded generator, as in play.
 * - `record`: what a record kept of this action (its events as `recordedEvents` wrote them, read
 *   back from the file: untrusted, any JSON), so that a record replays the same on any later
 *   version whatever its generator does. A recorded outcome that cannot happen here (not a
 *   permutation of the cards reshuffled, a tile not in the box...) is a rejection with code
 *   `impossible`; outcomes the record lacks come from the generator as in play, and the caller
 *   still compares the result's `recordedEvents` with the record. The generator advances as in
 *   play either way.
 * A state that is a seat's view has no hidden card to draw: an action that would draw one is a
 * rejection with code `hidden`, whatever the input. A game whose chance all lies in its setup
 * (Classic) ignores the input.
 */
export type ChanceInput = { from: 'generator' } | { from: 'record'; recorded: readonly unknown[] };

/** Options every ruleset understands; each ruleset adds its own. */
export interface BaseOptions {
  /** Seat names, in turn order; their number is the number of players. */
  players: string[];
  /** Any string or number; the same seed and options give the same game. */
  seed: string | number;
  /** The seat that starts; drawn from the seed when absent. */
  startPlayer?: number;
}

/**
 * What a game is called and which options it takes, without its rules: enough for the command
 * line's help and flags, which must not load every game's code to answer `--help`. Each game
 * writes it once (its about.ts), and its Ruleset carries that object as `about`.
 */
export interface GameAbout {
  /** The name in records and on the command line (`--rules`), e.g. `classic`. */
  readonly name: string;
  /** The game's name for people, e.g. `Classic Hacienda`. */
  readonly title: string;
  /** One line on what kind of game it is (for the setup question that picks a game). */
  readonly blurb: string;
  /** The game's own options (its board, modes), besides players, seed and start player. */
  readonly options: readonly OptionSpec[];
  /** Player counts this ruleset supports. */
  readonly minPlayers: number;
  readonly maxPlayers: number;
}

export interface Ruleset<
  S extends BaseState = BaseState,
  A extends BaseAction = BaseAction,
  O extends BaseOptions = BaseOptions,
  E extends GameEvent = GameEvent,
> {
  /** Its name, title, options and player counts. */
  readonly about: GameAbout;
  /** Score categories in the order the rulebook scores them. */
  readonly scoreCategories: readonly string[];
  /** A new game. Throws `SetupError` for bad options (a caller's mistake, reported as such). */
  newGame(options: O): S;
  /** The seat to act, or -1 when the game is over. */
  currentPlayer(state: S): number;
  /** How many players the game has. */
  playerCount(state: S): number;
  /** The board the game is played on (as it stands: 2026's map grows while it is laid). */
  board(state: S): MapData;
  /** A short line on the board of a game with these options (`map symmetric`, `basic mode, standard layout`). */
  boardName(options: Record<string, unknown>): string;
  /** Every legal action of the current player, in canonical form; empty when the game is over. */
  legalActions(state: S): A[];
  /**
   * The next state, or a rejection; `state` is never changed. `chance` says where the outcomes of
   * chance the action meets come from: the state's generator (the default), or a record.
   */
  apply(state: S, action: A, chance?: ChanceInput): ApplyResult<S, E>;
  /** What `seat` may see. */
  view(state: S, seat: number): S;
  /** Each player's points if a scoring happened now. */
  projectedScores(state: S): ScoreBreakdown[];
  /** Each player's points so far (all scorings held). */
  totals(state: S): number[];
  isOver(state: S): boolean;
  /** The winning seats (several when tied); empty until the game is over. */
  winners(state: S): number[];
  /** An action in notation, e.g. `play land mountain F7`. */
  formatAction(state: S, action: A): string;
  /** An action from notation, or a rejection with code `malformed`. */
  parseAction(state: S, text: string): A | Rejection;
  /**
   * Optional, for search bots (docs/bots.md): a whole state that `seat` cannot tell from `state`,
   * with every card the seat has not seen (others' hands, deck orders) dealt at random from `rng`
   * (advanced in place), keeping every pile's size. Reads only what `view(state, seat)` shows, so
   * `state` may be that view. The result has no hidden cards and can be played on.
   */
  determinize?(state: S, seat: number, rng: RngState): S;

  // Records (docs/records.md): a game is its options, its explicit random setup and its actions.
  /** The explicit random setup of a new game (deck orders, hands, start player), as plain JSON. */
  setupOf(state: S): unknown;
  /** The new game that `setup` describes; throws SetupError when the setup is not a possible one. */
  fromSetup(options: O, setup: unknown): S;
  /**
   * What a record keeps of an action's events: hidden information it revealed (a card drawn) and
   * the results of scorings, as plain JSON. Replaying must give the same again.
   */
  recordedEvents(state: S, events: readonly E[]): unknown[];
  /** The state as the documented public JSON (`hacienda replay --json`), everything visible. */
  toPublicJson(state: S): unknown;
}

/** Bad options for a new game: a caller's mistake, with a message for people. */
export class SetupError extends Error {
  override name = 'SetupError';
}
