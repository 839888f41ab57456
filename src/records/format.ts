/**
 * The game record file format (docs/records.md): its types and its schema.
 *
 * A record is untrusted input (people share them), so it is read in steps, each with a clear
 * one-line error: size and nesting are capped before parsing (store.ts), the JSON must parse, the
 * shape must match this schema exactly (unknown keys refused), and only then is the game replayed
 * under the rules (replay.ts).
 */
import { z } from 'zod';
import { RECORD_EXIT, RecordError } from './errors.js';

export { RECORD_EXIT, RecordError } from './errors.js';

import { RECORD_FORMAT, RECORD_VERSION } from './identity.js';

export { RECORD_FORMAT, RECORD_VERSION };

const NAME = z.string().min(1).max(64);

export const SeatSchema = z.strictObject({
  name: NAME,
  player: z.enum(['human', 'bot']),
  /** The bot level for a bot seat (`random`, `greedy`, `strong`). */
  bot: z.string().min(1).max(32).optional(),
});

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

export const MapSchema = z.strictObject({
  name: z.string().max(200),
  shift: z.enum(['odd', 'even']),
  grid: z.array(z.string().max(200)).min(1).max(200),
});

export const RecordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  version: z.literal(RECORD_VERSION),
  /** Version of the program that wrote the record. */
  program: z.string().max(40),
  created: z.string().max(40),
  updated: z.string().max(40),
  ruleset: z.string().min(1).max(32),
  /** The ruleset's options besides seats and map (the seed, a start player, a mode). */
  options: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])),
  map: MapSchema,
  seats: z.array(SeatSchema).min(1).max(8),
  /** The explicit random setup (ruleset's setupOf). */
  setup: z.unknown(),
  actions: z.array(EntrySchema).max(100_000),
  /** Present once the game is over: totals and winning seats, checked by replay. */
  result: ResultSchema.nullable(),
});

export type Seat = z.infer<typeof SeatSchema>;
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
