/**
 * Root parallel search (Chaslot, Winands and van den Herik 2008): several searches of one decision,
 * each on its own generator and, on the screen, its own core (src/host/bot-team.ts), their roots
 * put together: the action most of them would play is played (mergeReports). A machine with four cores
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
 * The parts' reports as one: each part votes for the action it would play, and the action most
 * parts chose is played (majority voting, which Soejima, Kishimoto and Watanabe 2010 found at
 * least as strong as adding the visits up); among equals, the most visits over all parts, then
 * the higher value, then the first part's order. Each root candidate's visits are added up and
 * its value is their visit-weighted mean. The vote matters for the paired root, whose last two
 * candidates end with the same visits in every part (strong.ts, Search.halve).
 */
export function mergeReports(reports: readonly SearchReport[], key: (action: BaseAction) => number | string): SearchReport {
  if (reports.length === 0) throw new Error('mergeReports: no reports');
  const merged = new Map<number | string, { action: BaseAction; votes: number; visits: number; weighted: number }>();
  const entry = (action: BaseAction) => {
    const k = key(action);
    let m = merged.get(k);
    if (!m) merged.set(k, (m = { action, votes: 0, visits: 0, weighted: 0 }));
    return m;
  };
  let iterations = 0;
  for (const report of reports) {
    iterations += report.iterations;
    entry(report.action).votes++;
    for (const c of report.candidates) {
      const m = entry(c.action);
      m.visits += c.visits;
      m.weighted += c.value * c.visits;
    }
  }
  const ranked = [...merged.values()].sort((a, b) => b.votes - a.votes || b.visits - a.visits || value(b) - value(a));
  const searched = reports.some((r) => r.candidates.length > 0);
  return {
    action: ranked[0]!.action,
    iterations,
    candidates: searched ? ranked.map((m) => ({ action: m.action, visits: m.visits, value: value(m) })) : [],
  };
}

const value = (m: { visits: number; weighted: number }): number => (m.visits > 0 ? m.weighted / m.visits : 0);

/** The key the merge counts an action's votes and visits by: the game's own key of an action. */
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
