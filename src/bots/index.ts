/**
 * The bots, by level name (docs/bots.md): what the command line, the arena and the screen use.
 *
 *   const bot = botByName('strong', { budget: { ms: 1000, clock } });
 *   const action = bot.decide(state, seat, { rng: seedRng('any seed') });
 */
import { greedyBot } from './greedy.js';
import { plannerBot } from './planner.js';
import { randomBot } from './random.js';
import { strongBot } from './strong.js';
import type { Bot, BotOptions } from './types.js';

export type { Bot, BotOptions, Budget, Clock } from './types.js';

/** The levels, weakest first. */
export const BOT_LEVELS = ['random', 'greedy', 'planner', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * The levels as people name them, easiest first: each stands for a level by name. A seat keeps the
 * name it was given (a record of a `hard` seat says `hard`).
 */
export const BOT_ALIASES = { easy: 'greedy', medium: 'planner', hard: 'strong' } as const satisfies Record<string, BotLevel>;

/** Every name a bot seat may be given: the aliases first (what the screen offers first), then the levels. */
export const BOT_NAMES = [...(Object.keys(BOT_ALIASES) as (keyof typeof BOT_ALIASES)[]), ...BOT_LEVELS] as const;
export type BotName = (typeof BOT_NAMES)[number];

/** The level a name stands for (the name itself for a level), or null. */
export function levelOf(name: string): BotLevel | null {
  if ((BOT_LEVELS as readonly string[]).includes(name)) return name as BotLevel;
  return Object.hasOwn(BOT_ALIASES, name) ? BOT_ALIASES[name as keyof typeof BOT_ALIASES] : null;
}

/** What an unknown bot name is told. */
export function unknownBot(name: string): string {
  return `unknown bot '${name}' (known: ${BOT_NAMES.join(', ')}; strong:<ms> or hard:<ms> sets its time)`;
}

export { DEFAULT_THINK_MS, MAX_THINK_MS } from './defaults.js';
import { MAX_THINK_MS } from './defaults.js';

/** Whether `name` names a bot level, by its name or an alias (`hard`). */
export function isBotLevel(name: string): name is BotName {
  return levelOf(name) !== null;
}

/**
 * A bot as the command line names it: a level (or an alias of one), and for strong optionally
 * its own budget, `strong:<n>` or `hard:<n>` (n ms per decision, or n iterations when the budget
 * is in iterations), so that bots of one level but different budgets can meet. `level` is the level
 * the name stands for. Null when it names no bot.
 */
export function parseBotSpec(spec: string): { level: BotLevel; budget: number | null } | null {
  const m = /^([a-z]+)(?::(\d{1,9}))?$/.exec(spec.trim());
  const level = m ? levelOf(m[1]!) : null;
  if (!m || !level) return null;
  if (m[2] !== undefined && (level !== 'strong' || Number(m[2]) < 1)) return null;
  return { level, budget: m[2] === undefined ? null : Number(m[2]) };
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
 * The bot of a level (or an alias, or a spec such as `strong:250`, see parseBotSpec). `options.budget` is
 * strong's default budget per decision (random, greedy and planner take none): `{ ms, clock }` with a
 * clock from outside src/bots, or `{ iterations }`. Throws an Error naming the known levels for
 * an unknown one.
 */
export function botByName(name: string, options: BotOptions = {}): Bot {
  const spec = parseBotSpec(name);
  if (!spec) throw new Error(unknownBot(name));
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
    case 'planner':
      return plannerBot();
    case 'strong':
      return strongBot(options);
    default:
      throw new Error(`unknown bot '${name}'`);
  }
}
