/**
 * The game record file format (docs/records.md): its types and its schema.
 *
 * A record is untrusted input (people share them), so it is read in steps, each with a clear
 * one-line error: size and nesting are capped and keys given twice refused before parsing
 * (read.ts), the JSON must parse, the shape must match this schema exactly (unknown keys
 * refused), and only then is the game replayed under the rules (replay.ts).
 *
 * The schema holds a record to the limits of what made it, with the same constants, never copies:
 * the board to src/maps/limits.ts (so every board that loads can be resumed), the seats to what
 * the command line and the setup questions accept (names as src/table/seats.ts checks them,
 * bot levels as src/bots parses them, thinking times up to `--think`'s cap, the player count of
 * the ruleset), the options to the ruleset's own (a seed no longer than `--seed` takes with a game
 * number, mode and layout among the ruleset's). A record outside them asks for what the command
 * line would refuse: a bot thinking for days, a board that cannot be loaded, two players of one name.
 */
import { z } from 'zod';
import { ruleset as findRules, rulesets, type Ruleset } from '../api.js';
import { parseBotSpec, thinksTooLong } from '../bots/index.js';
import { MAX_MAP_COLUMNS, MAX_MAP_NAME, MAX_MAP_ROWS } from '../maps/limits.js';
import { checkUnique, MAX_NAME, SeatError } from '../table/seats.js';
import { RECORD_EXIT, RecordError } from './errors.js';
import { MAX_RECORD_SEED_LENGTH } from './limits.js';

export { RECORD_EXIT, RecordError } from './errors.js';
export { MAX_RECORD_SEED_LENGTH } from './limits.js';

import { RECORD_FORMAT, RECORD_VERSION } from './identity.js';

export { RECORD_FORMAT, RECORD_VERSION };

/**
 * A player's name as the command line and the setup questions take it (options.ts checkName):
 * 1 to MAX_NAME characters, no spaces at either end. Control characters are let through here and
 * shown escaped wherever a name is printed, as they are in every name from outside.
 */
const NAME = z
  .string()
  .min(1, 'the name is empty')
  .max(MAX_NAME, `the name is longer than ${MAX_NAME} characters`)
  .refine((n) => n === n.trim(), 'the name has spaces at its start or end');

/** A bot level as `--seat` and `--bots` name it; `strong:<ms>` no longer than `--think` allows. */
const BOT_LEVEL = z
  .string()
  .max(32)
  .superRefine((spec, ctx) => {
    const parsed = parseBotSpec(spec);
    if (!parsed || spec !== spec.trim()) ctx.addIssue({ code: 'custom', message: `unknown bot level ${JSON.stringify(spec)}` });
    else if (thinksTooLong(spec)) ctx.addIssue({ code: 'custom', message: thinksTooLong(spec)! });
  });

export const SeatSchema = z
  .strictObject({
    name: NAME,
    player: z.enum(['human', 'bot']),
    /** The bot level for a bot seat (`random`, `greedy`, `strong`, `strong:<ms>`). */
    bot: BOT_LEVEL.optional(),
  })
  .refine((s) => s.player === 'bot' || s.bot === undefined, { message: 'a human seat takes no bot level', path: ['bot'] });

export const EntrySchema = z.strictObject({
  /** 1-based position of the action in the game. */
  index: z.number().int().min(1),
  /** The seat that acted (0-based). */
  player: z.number().int().min(0).max(7),
  /** The action in the ruleset's notation (docs/notation.md). */
  move: z.string().min(1).max(200),
  /** Hidden information the action revealed and scorings it caused (ruleset's recordedEvents). */
  events: z.array(z.unknown()).max(64),
});

export const ResultSchema = z.strictObject({
  totals: z.array(z.number().int()),
  winners: z.array(z.number().int().min(0)),
});

/** The board, held to the limits every board loader applies (src/maps/limits.ts). */
export const MapSchema = z.strictObject({
  name: z.string().max(MAX_MAP_NAME),
  shift: z.enum(['odd', 'even']),
  grid: z.array(z.string().max(MAX_MAP_COLUMNS)).min(1).max(MAX_MAP_ROWS),
});

/** The options each ruleset's games are made with, besides seats and map; any other is refused. */
const OPTIONS: Readonly<Record<string, z.ZodType>> = {
  seed: z.union([z.string().max(MAX_RECORD_SEED_LENGTH), z.number().finite()]),
  startPlayer: z.number().int().min(0),
};
/** Those and the game's own options (its option specification); a board is the record's `map`. */
function optionsOf(rules: Ruleset): Readonly<Record<string, z.ZodType>> {
  const own = rules.about.options
    .filter((o) => o.kind !== 'board')
    .map((o) => [o.name, z.enum(o.choices.map((c) => c.value) as [string, ...string[]])] as const);
  return { ...OPTIONS, ...Object.fromEntries(own) };
}

export const RecordSchema = z
  .strictObject({
    format: z.literal(RECORD_FORMAT),
    version: z.literal(RECORD_VERSION),
    /** Version of the program that wrote the record. */
    program: z.string().max(40),
    created: z.string().max(40),
    updated: z.string().max(40),
    ruleset: z.string().min(1).max(32),
    /** The ruleset's options besides seats and map (the seed, a start player, a mode). */
    options: z.record(z.string(), z.union([z.string().max(MAX_RECORD_SEED_LENGTH), z.number(), z.boolean()])),
    map: MapSchema,
    seats: z.array(SeatSchema).min(1).max(8),
    /** The explicit random setup (ruleset's setupOf). */
    setup: z.unknown(),
    actions: z.array(EntrySchema).max(100_000),
    /** Present once the game is over: totals and winning seats, checked by replay. */
    result: ResultSchema.nullable(),
  })
  .superRefine((r, ctx) => {
    // What depends on the ruleset: the player count, the options, and the names seen together.
    if (!rulesets().includes(r.ruleset)) {
      ctx.addIssue({ code: 'custom', path: ['ruleset'], message: `unknown rules '${r.ruleset}' (known: ${rulesets().join(', ')})` });
      return;
    }
    const rules = findRules(r.ruleset);
    if (r.seats.length < rules.about.minPlayers || r.seats.length > rules.about.maxPlayers) {
      ctx.addIssue({
        code: 'custom',
        path: ['seats'],
        message: `${r.seats.length} seats, but ${r.ruleset} is for ${rules.about.minPlayers} to ${rules.about.maxPlayers} players`,
      });
    }
    try {
      checkUnique(r.seats);
    } catch (err) {
      if (!(err instanceof SeatError)) throw err;
      ctx.addIssue({ code: 'custom', path: ['seats'], message: err.message });
    }
    const allowed = optionsOf(rules);
    for (const [key, value] of Object.entries(r.options)) {
      const check = allowed[key];
      if (!check) {
        ctx.addIssue({ code: 'custom', path: ['options', key], message: `not an option of ${r.ruleset} (its options: ${Object.keys(allowed).join(', ')})` });
        continue;
      }
      const checked = check.safeParse(value);
      if (!checked.success) ctx.addIssue({ code: 'custom', path: ['options', key], message: checked.error.issues[0]!.message });
    }
  });

export type { Seat } from '../table/seats.js';
export type RecordEntry = z.infer<typeof EntrySchema>;
export type GameRecord = z.infer<typeof RecordSchema>;

/** Checks the shape of parsed JSON; throws RecordError naming the first problem and where. */
export function checkRecordShape(data: unknown, file: string): GameRecord {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new RecordError(`${file}: not a hacienda record (expected a JSON object)`, RECORD_EXIT.invalid);
  }
  const d = data as Record<string, unknown>;
  if (d.format !== RECORD_FORMAT) {
    throw new RecordError(`${file}: not a hacienda record (format is ${JSON.stringify(d.format ?? null)}, expected "${RECORD_FORMAT}")`, RECORD_EXIT.invalid);
  }
  if (typeof d.version === 'number' && d.version > RECORD_VERSION) {
    throw new RecordError(`${file}: record version ${d.version} is newer than this program reads (${RECORD_VERSION}); update hacienda`, RECORD_EXIT.invalid);
  }
  const parsed = RecordSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? issue.path.join('.') : 'the record';
    throw new RecordError(`${file}: bad record: ${where}: ${issue.message}`, RECORD_EXIT.invalid);
  }
  return parsed.data;
}
