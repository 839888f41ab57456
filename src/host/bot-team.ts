/**
 * The screen's bots and hints thought on several cores: a strong bot's decision is searched in
 * one part per bot thread at once, and the parts' roots added up (root parallel search,
 * src/bots/root-parallel.ts). With one thread it is the bot thread itself; the quick levels
 * (random, greedy, planner) always think in the first thread alone.
 *
 * With an iteration budget a decision is the same on every run for the same number of threads,
 * and the same as `rootParallel` makes it in one thread (test/cli/bot-team.test.ts).
 */
import { availableParallelism } from 'node:os';
import { parseBotSpec } from '../bots/index.js';
import { actionKey, MAX_PARTS, mergeReports, partSeeds } from '../bots/root-parallel.js';
import { botThread, type BotAnswer, type BotRequest, type Decider } from './bot-thread.js';

/** At most this many threads unless `--threads` asks for more: a game of Hacienda does not take a big machine whole by default. */
const DEFAULT_MAX_THREADS = 4;

/** The screen's threads when `--threads` is not given: one per core, up to four. */
export function defaultThreads(): number {
  return Math.max(1, Math.min(DEFAULT_MAX_THREADS, availableParallelism()));
}

export const MAX_THREADS = MAX_PARTS;

/** A decider over `threads` bot threads (`url`: the worker's file, as botThread's). */
export function botTeam(threads: number, url?: URL): Decider {
  const count = Math.max(1, Math.min(MAX_THREADS, Math.floor(threads)));
  const team: Decider[] = [];
  const member = (i: number): Decider => (team[i] ??= url ? botThread(url) : botThread());
  if (count === 1) return member(0);
  return {
    async decide(request: BotRequest): Promise<BotAnswer> {
      if (parseBotSpec(request.level)?.level !== 'strong') return member(0).decide(request);
      const rng = [...request.rng] as BotRequest['rng'];
      const parts = partSeeds(rng, count);
      const answers = await Promise.all(parts.map((part, i) => member(i).decide({ ...request, rng: part })));
      const report = mergeReports(
        answers.map((a) => a.report),
        actionKey(request.view),
      );
      return { action: report.action, rng, report };
    },
    cancel: () => {
      for (const t of team) t?.cancel();
    },
    close: async () => {
      await Promise.all(team.map((t) => t?.close()));
    },
  };
}
