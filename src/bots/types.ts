/**
 * The bot interface (docs/bots.md). A bot is a player: it gets the state as its seat sees it
 * (`playerView`), a budget and its own seeded generator, and answers with a legal action.
 *
 * Bots are pure: no clock, no ambient randomness. A time budget brings its clock along (the
 * command line passes the system clock, src/cli/clock.ts); tests use iteration budgets, so a
 * decision is the same on every run and every machine.
 */
import type { BaseAction, BaseState } from '../api.js';
import type { RngState } from '../engine/rng.js';

/** Milliseconds since some fixed moment; only differences are used. */
export type Clock = () => number;

/**
 * How long a bot may think: a number of search iterations, or a time in milliseconds measured
 * with `clock`. Bots that do not search (random, greedy) ignore it.
 */
export type Budget = { iterations: number } | { ms: number; clock: Clock };

export interface DecisionContext {
  /** The bot's own generator, advanced in place; seed it with `seedRng(seed)`. */
  rng: RngState;
  /** Overrides the budget the bot was made with. */
  budget?: Budget;
}

/** What a search found, for the hint key, the arena and the benchmarks. */
export interface SearchReport {
  action: BaseAction;
  /** Search iterations run (0 for bots that do not search). */
  iterations: number;
  /**
   * The candidate actions at the root, most visited first, with visits, mean reward (0..1) and,
   * from a search, the mean margin its iterations ended with (the seat's estimated final points
   * less the best other player's).
   */
  candidates: { action: BaseAction; visits: number; value: number; margin?: number }[];
}

export interface Bot {
  /** The level's name: `random`, `greedy`, `strong`. */
  readonly level: string;
  /**
   * A legal action for `seat`, the player to act. `state` may be the whole state or the seat's
   * view: the bot looks only at `playerView(state, seat)`, so it never reads hidden information.
   */
  decide(state: BaseState, seat: number, ctx: DecisionContext): BaseAction;
  /** The same decision with what the search saw (bots that do not search report no candidates). */
  report(state: BaseState, seat: number, ctx: DecisionContext): SearchReport;
}

/** Options of `botByName`. */
export interface BotOptions {
  /** The default budget of each decision (strong: 1,000 ms when a clock is given, else iterations). */
  budget?: Budget;
  /** For strong: its search parameters (docs/bots.md); tests and tuning only. */
  tuning?: Partial<SearchTuning>;
}

export interface SearchTuning {
  /** Exploration constant of the tree policy (PUCT). */
  exploration: number;
  /** Candidates kept at the root, best first by the greedy evaluation. */
  rootWidth: number;
  /** How the root's candidates grow with its visits past `rootWidth`, where the game's knowledge widens the root (Knowledge.wideRoot; strong.ts, rootWidthAt); 0: never. */
  rootWidening: number;
  /** The most candidates the root's widening offers (strong.ts, rootWidthAt). */
  rootWidthMax: number;
  /** Candidates kept at other nodes (progressive widening grows them with visits). */
  nodeWidth: number;
  /** Playouts stop after this many turns past the decision (or at the game's end). */
  horizonTurns: number;
  /** Random choices in the playout policy, 0..1. */
  playoutNoise: number;
  /** Virtual visits of the greedy evaluation's prior at the root. */
  priorVisits: number;
  /**
   * The root as a race (strong.ts, Search.halve): every candidate still in it played once a round,
   * all on the round's deal and generator, the worse half dropped at each phase's end (sequential
   * halving).
   */
  pairedRoot?: boolean;
}
