/**
 * The bots, by level name (docs/bots.md): what the command line, the arena and the screen use.
 *
 *   const bot = botByName('strong', { budget: { ms: 1000, clock } });
 *   const action = bot.decide(state, seat, { rng: seedRng('any seed') });
 */
import { greedyBot } from './greedy.js';
import { randomBot } from './random.js';
import { strongBot } from './strong.js';
import type { Bot, BotOptions } from './types.js';

export type { Bot, BotOptions, Budget, Clock } from './types.js';

/** The levels, weakest first. */
export const BOT_LEVELS = ['random', 'greedy', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export { DEFAULT_THINK_MS, MAX_THINK_MS } from './defaults.js';
import { MAX_THINK_MS } from './defaults.js';

export function isBotLevel(name: string): name is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(name);
}

/**
 * A bot as the command line names it: a level, and for strong optionally its own budget,
 * `strong:<n>` (n ms per decision, or n iterations when the budget is in iterations), so that
 * bots of one level but different budgets can meet. Null when it names no bot.
 */
export function parseBotSpec(spec: string): { level: BotLevel; budget: number | null } | null {
  const m = /^([a-z]+)(?::(\d{1,9}))?$/.exec(spec.trim());
  if (!m || !isBotLevel(m[1]!)) return null;
  if (m[2] !== undefined && (m[1] !== 'strong' || Number(m[2]) < 1)) return null;
  return { level: m[1], budget: m[2] === undefined ? null : Number(m[2]) };
}

/**
 * Why a bot level may not be played: a `strong:<ms>` longer than `--think` allows (a record or a
 * `--bots` list must not make a move take days); null when it may.
 */
export function thinksTooLong(spec: string): string | null {
  const parsed = parseBotSpec(spec);
  return parsed && parsed.budget !== null && parsed.budget > MAX_THINK_MS ? `${spec} thinks longer than the limit of ${MAX_THINK_MS} ms a decision` : null;
}

export function isBotSpec(spec: string): boolean {
  return parseBotSpec(spec) !== null;
}

/**
 * The bot of a level (or a spec such as `strong:250`, see parseBotSpec). `options.budget` is
 * strong's default budget per decision (random and greedy take none): `{ ms, clock }` with a
 * clock from outside src/bots, or `{ iterations }`. Throws an Error naming the known levels for
 * an unknown one.
 */
export function botByName(name: string, options: BotOptions = {}): Bot {
  const spec = parseBotSpec(name);
  if (!spec) throw new Error(`unknown bot '${name}' (known: ${BOT_LEVELS.join(', ')}; strong:<ms> sets strong's time)`);
  const { level } = spec;
  if (spec.budget !== null) {
    const b = options.budget;
    options = { ...options, budget: b && 'ms' in b ? { ms: spec.budget, clock: b.clock } : { iterations: spec.budget } };
  }
  switch (level) {
    case 'random':
      return randomBot;
    case 'greedy':
      return greedyBot;
    case 'strong':
      return strongBot(options);
    default:
      throw new Error(`unknown bot '${name}'`);
  }
}
