/**
 * What the greedy and strong bots know about a game: the interface each game's bots/ folder
 * fills in, and helpers for it. The bots themselves are game-neutral: they play through the
 * public API and ask the knowledge (generic.ts finds it) how good a position is, which actions are
 * worth a look, and how to play on fast in a playout.
 */
import type { BaseAction, BaseState } from '../engine/ruleset.js';
import type { RngState } from '../engine/rng.js';

export interface Knowledge {
  /**
   * Each player's estimated final points, into `out` (one entry per player). Reads only what
   * the state shows; called on views and on states the bot dealt itself.
   */
  evaluate(state: BaseState, out: Float64Array): void;
  /**
   * How far the final margin between two players may still move from here, in points (one
   * standard deviation): large early, small near the end. Turns an estimated margin into a
   * chance of winning, so a player ahead wants the game to end, and one behind wants time.
   */
  spread(state: BaseState): number;
  /** About how many turns each player has left (Infinity when unknown). */
  turnsLeft(state: BaseState): number;
  /**
   * 0 while the game is of a normal length, rising to 1 when it has gone on far longer than
   * games do: then every player wants it over (see `utility`).
   */
  overtime(state: BaseState): number;
  /** A key naming an action within a position (equal actions, equal keys). */
  key(action: BaseAction): number | string;
  /**
   * The legal actions worth evaluating in full at the root (greedy, strong), from `legal`. The
   * generic answer is all of them.
   */
  shortlist(state: BaseState, legal: BaseAction[]): BaseAction[];
  /** Whether applying the action reveals a hidden card (drawing from a deck): a chance action. */
  isChance(action: BaseAction): boolean;
  /**
   * Candidates of a position for the search tree, best first, at most `limit`, with a rough
   * score each (points). Every one is legal.
   */
  candidates(state: BaseState, limit: number): TreeCandidates;
  /**
   * A playout: plays on from `state` with a fast policy (`noise`: how often it takes a lesser
   * choice) until `turns` turns have passed, or to the end when `toEnd`, or after `maxActions`
   * actions. Returns where it stopped (possibly a private state only evaluate and the API's
   * isOver and winners are used on).
   */
  rollout(state: BaseState, rng: RngState, noise: number, turns: number, toEnd: boolean, maxActions: number): BaseState;
  /** Whether the game is near its end, so playouts should go to the end. */
  nearEnd(state: BaseState): boolean;
  /**
   * A line of play for strong's iterations: a private copy of `state` that its tree's actions and
   * then its playout are played on in place, so that an iteration copies what it changes once,
   * not once per action. Its `play` may skip the rules' checks when every action the search
   * plays is legal (the root's from the view's legal actions, the rest from `candidates`).
   * Without it the search applies each action through the API and plays out with `rollout`.
   */
  line?(state: BaseState): Line;
  /**
   * The planner's evaluation (src/bots/planner.ts), into `out` like `evaluate`, of a state where
   * a player's turn has been planned: what the planner's choices turn on that one action ahead
   * does not see. The planner uses `evaluate` when a game has none.
   */
  planEvaluate?(state: BaseState, out: Float64Array): void;
  /**
   * Whether applying the action in `state` shows the player a card it has not seen: a draw, or a
   * card turned up to refill what was taken. The planner does not plan past such an action on its
   * own deal of the hidden cards (it would plan with cards it only imagined). `isChance` when absent.
   */
  reveals?(state: BaseState, action: BaseAction): boolean;
  /**
   * The numbers of players for which strong's long searches widen the root past greedy's best
   * few (strong.ts, rootWidthAt): where a wider root was measured to pay (docs/bots.md). None
   * when absent.
   */
  wideRoot?: readonly number[];
  /**
   * How many of greedy's best actions strong's root offers, by number of players, where more
   * than the tuning's `rootWidth` (twelve) was measured to pay (docs/bots.md). The tuning's
   * when absent, or when a bot is given a `rootWidth` of its own.
   */
  rootWidth?: Readonly<Partial<Record<number, number>>>;
  /**
   * The numbers of players for which strong's root is a paired race (SearchTuning.pairedRoot;
   * strong.ts, Search.halve): where it was measured to pay (docs/bots.md, "Paired rounds").
   * None when absent, or when a bot is given a `pairedRoot` of its own.
   */
  pairedRoot?: readonly number[];
  /** How the planner searches this game's turns, where it differs from its defaults (measured; docs/bots.md). */
  planTuning?: Partial<PlannerTuning>;
  /**
   * How much a poor action moves the chance of winning in this game, against Classic's (1): the
   * coach's marks (src/coach/marks.ts) scale their thresholds by it. Measured on games of strong
   * against random and greedy (docs/analysis.md); 1 when absent.
   */
  markScale?: number;
  /**
   * How far apart two near-equal players' final scores end, in points: one standard deviation of
   * the margin between them over many games (measured; docs/analysis.md). What a point is worth
   * in chance of winning, for the coach's marks in points (src/coach/marks.ts).
   */
  marginSpread: number;
}

/** Knowledge.candidates' answer: the actions, best first, with their rough scores and keys. */
export interface TreeCandidates {
  actions: BaseAction[];
  scores: number[];
  keys: (number | string)[];
}

/** A position that actions are played on in place (Knowledge.line). */
export interface Line {
  /** The position reached so far. */
  readonly state: BaseState;
  /** Plays `action`; false when it was refused (the position is then as it was). */
  play(action: BaseAction): boolean;
  /**
   * The tree's candidates of the position reached, as Knowledge.candidates gives them for `state`;
   * a line may find them faster from what it keeps of its position.
   */
  candidates(limit: number): TreeCandidates;
  /** Plays on with the fast policy, as Knowledge.rollout does from `state`. */
  rollout(rng: RngState, noise: number, turns: number, toEnd: boolean, maxActions: number): void;
}

/** The planner's search (src/bots/planner.ts, docs/bots.md). */
export interface PlannerTuning {
  /** Partial turns kept at each step. */
  beamWidth: number;
  /** Actions tried from a partial turn after its first step (the fast policy's best). */
  stepWidth: number;
  /** Actions planned at most in one turn (a safety net: turns end long before). */
  maxActions: number;
  /** Deals a chance action is played out in. */
  chanceDeals: number;
  /** Chance actions played out to the turn's end, best first by their value right after. */
  chanceLeaves: number;
  /**
   * Positions evaluated at most in one decision: no partial turn is expanded and no chance action
   * played out past it (so a decision on a crowded board stays short, the same on every machine).
   */
  evaluations: number;
  /** The best plans valued again after the next player's answer, and in how many deals. */
  answers: number;
  answerDeals: number;
}

/**
 * What a player wants to maximise, from its margin (estimated points minus the best other
 * player's), the spread and the turns left: mostly the chance of winning, a little the margin
 * itself (so a player far ahead or far behind still prefers more points to fewer). In the last
 * two turns, a player ahead also wants the game over, one behind wants it to go on: without
 * that, players with nothing left to build could take harvest tokens from each other forever
 * (the rules allow it) and nobody would buy the last animal cards. Should they still, overtime
 * makes everyone want the end.
 */
/**
 * The spread of the utility's logistic for a game `turnsLeft` turns from its end: a few points
 * near the end, wider with time to come; a finished game's margin is all that counts.
 */
export function spreadFor(over: boolean, turnsLeft: number): number {
  return over ? 0.5 : 4 * Math.sqrt(turnsLeft + 1);
}

export function utility(margin: number, spread: number, turnsLeft: number, overtime: number): number {
  const end = Math.min(turnsLeft, 2) * Math.tanh(margin / 2) + (overtime > 0 ? 5 * overtime * Math.min(turnsLeft, 5) : 0);
  return 0.85 / (1 + Math.exp(-margin / spread)) + 0.15 / (1 + Math.exp(-margin / 40)) - 0.02 * end;
}

/**
 * A shortlist: the legal actions, with those of type `type` (water placements, say: many, most of
 * them poor) cut to the best `keep` by `value`, which ranks them cheaply without applying them.
 */
export function keepBest(legal: readonly BaseAction[], type: string, value: (action: BaseAction) => number, keep: number): BaseAction[] {
  const some: { a: BaseAction; v: number }[] = [];
  const out: BaseAction[] = [];
  for (const a of legal) {
    if (a.type === type) some.push({ a, v: value(a) });
    else out.push(a);
  }
  some.sort((x, y) => y.v - x.v);
  for (let i = 0; i < Math.min(keep, some.length); i++) out.push(some[i]!.a);
  return out;
}
