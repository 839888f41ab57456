/**
 * Root parallel search (Chaslot, Winands and van den Herik 2008): several searches of one decision,
 * each on its own generator and, on the screen, its own core (src/host/bot-team.ts), their roots
 * added up: the action with the most visits over all of them is played. A machine with four cores
 * searches four times as much in the same time, with no memory shared between the searches.
 *
 * Every part searches the whole budget: threads add search, they do not share it. With an
 * iteration budget the parts' generators come from the bot's own (`partSeeds`), so the same
 * decision with the same number of parts is the same on every run, in one thread or in several.
 */
import { nextUint32, seedRng, type RngState } from '../engine/rng.js';
import type { BaseAction, BaseState } from '../api.js';
import { knowledgeOf } from './generic.js';
import type { Bot, DecisionContext, SearchReport } from './types.js';

/** The most parts a decision is searched in (the screen's threads, `--threads`). */
export const MAX_PARTS = 64;

/** The generators of `parts` searches of one decision, drawn from the bot's own `rng` (which they advance). */
export function partSeeds(rng: RngState, parts: number): RngState[] {
  const seeds: number[] = [];
  for (let i = 0; i < parts; i++) seeds.push(nextUint32(rng));
  return seeds.map((s) => seedRng(s));
}

/**
 * The parts' reports as one: each root candidate's visits added up over the parts and its value
 * their visit-weighted mean; the action played is the most visited (the higher value on a tie,
 * then the first part's order). Parts that did not search (one legal action, or no time for it)
 * vote with the first's action.
 */
export function mergeReports(reports: readonly SearchReport[], key: (action: BaseAction) => number | string): SearchReport {
  const first = reports[0];
  if (first === undefined) throw new Error('mergeReports: no reports');
  const merged = new Map<number | string, { action: BaseAction; visits: number; weighted: number }>();
  let iterations = 0;
  for (const report of reports) {
    iterations += report.iterations;
    for (const c of report.candidates) {
      const k = key(c.action);
      const m = merged.get(k);
      if (m) {
        m.visits += c.visits;
        m.weighted += c.value * c.visits;
      } else merged.set(k, { action: c.action, visits: c.visits, weighted: c.value * c.visits });
    }
  }
  if (merged.size === 0) return { action: first.action, iterations, candidates: [] };
  const candidates = [...merged.values()]
    .map((m) => ({ action: m.action, visits: m.visits, value: m.visits > 0 ? m.weighted / m.visits : 0 }))
    // A stable sort: equal candidates keep the first part's order.
    .sort((a, b) => b.visits - a.visits || b.value - a.value);
  return { action: candidates[0]!.action, iterations, candidates };
}

/** The key the merge adds a candidate's visits up by: the game's own key of an action. */
export function actionKey(view: BaseState): (action: BaseAction) => number | string {
  const k = knowledgeOf(view);
  return (action) => k.key(action);
}

/**
 * `bot` searching each decision in `parts` parts, one after another in this thread: what the
 * screen's threads decide together (bot-team.ts), for tests and for anything without threads.
 */
export function rootParallel(bot: Bot, parts: number): Bot {
  if (parts <= 1) return bot;
  const report = (state: BaseState, seat: number, ctx: DecisionContext): SearchReport => {
    const rngs = partSeeds(ctx.rng, parts);
    const reports = rngs.map((rng) => bot.report(state, seat, { ...ctx, rng }));
    return mergeReports(reports, actionKey(state));
  };
  return { level: bot.level, decide: (state, seat, ctx) => report(state, seat, ctx).action, report };
}
