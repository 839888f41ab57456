/**
 * The `greedy` bot: the action whose result evaluates best for its seat, one action ahead. The
 * evaluation (the ruleset's knowledge, e.g. src/games/classic/bots/eval.ts) estimates every player's
 * final points; greedy maximises its own estimate minus the best opponent's, so it also blocks.
 *
 * It plays on a state it dealt itself from its view (the hidden cards at random), and averages
 * an action that draws a hidden card over several such deals.
 */
import { applyAction, legalActions, playerCount, playerView, type BaseAction, type BaseState } from '../api.js';
import type { RngState } from '../engine/rng.js';
import { determinize, knowledgeOf } from './generic.js';
import { utility, type Knowledge } from './knowledge.js';
import type { Bot, DecisionContext, SearchReport } from './types.js';

/** Deals averaged over for an action that draws a hidden card. */
const CHANCE_SAMPLES = 4;

export interface Scored {
  action: BaseAction;
  /** The seat's estimated points minus the best opponent's, after the action. */
  margin: number;
  /** What the seat maximises: mostly its chance of winning (knowledge.ts `utility`), 0..1. */
  utility: number;
}

/**
 * The seat's margin in `state`: its estimated points minus the best other player's. `values`
 * holds the evaluation (one entry per player); callers that ask often pass one of their own.
 */
export function marginOf(k: Knowledge, state: BaseState, seat: number, players: number, values = new Float64Array(players)): number {
  k.evaluate(state, values);
  let best = -Infinity;
  for (let q = 0; q < players; q++) if (q !== seat && values[q]! > best) best = values[q]!;
  return values[seat]! - best;
}

/**
 * Every shortlisted legal action of the seat's view with its margin, best first (ties keep the
 * order of the legal actions). Used by greedy, and by strong for its root.
 */
/** How many actions are weighed however short the time. */
const MIN_SCORED = 8;

export function scoreActions(view: BaseState, seat: number, rng: RngState, limitMs?: { clock: () => number; until: number }): Scored[] {
  const k = knowledgeOf(view);
  const legal = legalActions(view);
  const players = playerCount(view);
  const list = k.shortlist(view, legal);
  const deals: BaseState[] = [determinize(view, seat, rng)];
  const out: Scored[] = [];
  const values = new Float64Array(players);
  for (const action of list) {
    // Out of time, it still weighs a few: the shortlist's first may be ending the turn, which
    // alone would be chosen for want of anything else (a strong bot at 50 ms under load did).
    if (limitMs && out.length >= MIN_SCORED && limitMs.clock() > limitMs.until) break;
    const samples = k.isChance(action) ? CHANCE_SAMPLES : 1;
    while (deals.length < samples) deals.push(determinize(view, seat, rng));
    let sum = 0;
    let util = 0;
    let n = 0;
    for (let i = 0; i < samples; i++) {
      const r = applyAction(deals[i]!, action);
      if (!r.ok) continue;
      const m = marginOf(k, r.state, seat, players, values);
      sum += m;
      util += utility(m, k.spread(r.state), k.turnsLeft(r.state), k.overtime(r.state));
      n++;
    }
    if (n > 0) out.push({ action, margin: sum / n, utility: util / n });
  }
  // Stable: equal margins keep the legal order (so the result is the same on every run).
  return out
    .map((s, i) => ({ s, i }))
    .sort((a, b) => b.s.utility - a.s.utility || a.i - b.i)
    .map((x) => x.s);
}

export const greedyBot: Bot = {
  level: 'greedy',
  decide(state, seat, ctx) {
    return this.report(state, seat, ctx).action;
  },
  report(state: BaseState, seat: number, ctx: DecisionContext): SearchReport {
    const view = playerView(state, seat);
    const legal = legalActions(view);
    if (legal.length === 1) return { action: legal[0]!, iterations: 0, candidates: [] };
    const scored = scoreActions(view, seat, ctx.rng);
    return { action: scored[0]?.action ?? legal[0]!, iterations: 0, candidates: [] };
  },
};
