/**
 * What the greedy and strong bots know about a ruleset, by ruleset name. The bots themselves are
 * ruleset-neutral: they play through the public API and ask this module how good a position is,
 * which actions are worth a look, and how to play on fast in a playout.
 *
 * A ruleset without knowledge of its own gets the generic one: its projected scores as the
 * evaluation, every legal action as a candidate, uniform random playouts. That is enough for the
 * bots to play any registered ruleset, if not well.
 */
import {
  applyAction,
  currentPlayer,
  legalActions,
  projectedScores,
  ruleset,
  totals,
  isOver,
  type BaseAction,
  type BaseState,
} from '../api.js';
import { nextInt, type RngState } from '../engine/rng.js';
import { classicKnowledge } from './classic/knowledge.js';
import { h2026Knowledge } from './h2026/knowledge.js';

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
  candidates(state: BaseState, limit: number): { actions: BaseAction[]; scores: number[]; keys: (number | string)[] };
  /**
   * A playout: plays on from `state` with a fast policy (`noise`: how often it takes a lesser
   * choice) until `turns` turns have passed, or to the end when `toEnd`, or after `maxActions`
   * actions. Returns where it stopped (possibly a private state only evaluate and the API's
   * isOver and winners are used on).
   */
  rollout(state: BaseState, rng: RngState, noise: number, turns: number, toEnd: boolean, maxActions: number): BaseState;
  /** Whether the game is near its end, so playouts should go to the end. */
  nearEnd(state: BaseState): boolean;
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

const known = new Map<string, Knowledge>([
  ['classic', classicKnowledge],
  ['2026', h2026Knowledge],
]);

/** Gives a ruleset its own knowledge (the built-in ones are known from the start). */
export function registerKnowledge(rules: string, k: Knowledge): void {
  known.set(rules, k);
}

export function knowledgeOf(state: BaseState): Knowledge {
  return known.get(state.ruleset) ?? generic;
}

/** Deals what `seat` cannot see, when the ruleset can; otherwise the state as it is. */
export function determinize(state: BaseState, seat: number, rng: RngState): BaseState {
  const r = ruleset(state.ruleset);
  return r.determinize ? r.determinize(state, seat, rng) : state;
}

const canonical = (action: BaseAction) => JSON.stringify(action, Object.keys(action).sort());

/** Knowledge for a ruleset the bots know nothing special about. */
export const generic: Knowledge = {
  evaluate(state, out) {
    const held = totals(state);
    const now = isOver(state) ? held.map(() => 0) : projectedScores(state).map((s) => s.total);
    for (let i = 0; i < held.length; i++) out[i] = held[i]! + now[i]!;
  },
  spread: (state) => (isOver(state) ? 0.5 : 10),
  turnsLeft: (state) => (isOver(state) ? 0 : Infinity),
  overtime: () => 0,
  key: canonical,
  shortlist: (_state, legal) => legal,
  isChance: () => false,
  candidates(state, limit) {
    const actions = legalActions(state).slice(0, limit);
    return { actions, scores: actions.map(() => 0), keys: actions.map(canonical) };
  },
  rollout(state, rng, _noise, turns, toEnd, maxActions) {
    let passed = 0;
    for (let steps = 0; !isOver(state) && (toEnd || passed < turns) && steps < maxActions; steps++) {
      const actions = legalActions(state);
      const player = currentPlayer(state);
      const r = applyAction(state, actions[nextInt(rng, actions.length)]!);
      if (!r.ok) break;
      state = r.state;
      if (currentPlayer(state) !== player) passed++;
    }
    return state;
  },
  nearEnd: () => true,
};
