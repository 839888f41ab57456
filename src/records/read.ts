/**
 * Reading records from disk safely: size and nesting capped before parsing, keys that could reach
 * object prototypes refused, then the shape checked against the schema (format.ts); replay.ts
 * then checks the game itself.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkRecordShape, RECORD_EXIT, RecordError, type GameRecord } from './format.js';
import { jsonDepth, MAX_JSON_DEPTH, MAX_RECORD_BYTES } from './store.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Parses record text: depth capped, keys that could reach object prototypes refused. */
export function parseRecordText(text: string, file: string): GameRecord {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new RecordError(`${file}: not a hacienda record (JSON nested deeper than ${MAX_JSON_DEPTH} levels)`, RECORD_EXIT.invalid);
  }
  let data: unknown;
  try {
    data = JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new RecordError(`${file}: bad record: the key "${key}" is not allowed`, RECORD_EXIT.invalid);
      return value;
    });
  } catch (err) {
    if (err instanceof RecordError) throw err;
    // Cut short: the parser ran out of text (no position, or the position is the end).
    const message = String(err);
    const at = /position (\d+)/.exec(message);
    const truncated = text.trim().length === 0 || /Unexpected end|Unterminated/i.test(message) || (at !== null && Number(at[1]) >= text.trimEnd().length);
    throw new RecordError(`${file}: not a hacienda record (${truncated ? 'the file is empty or cut short' : 'not valid JSON'})`, RECORD_EXIT.invalid);
  }
  return checkRecordShape(data, file);
}

/** Reads and checks a record file (shape only; replay.ts checks the game). */
export function loadRecord(file: string): GameRecord {
  let size: number;
  try {
    const st = statSync(file);
    if (st.isDirectory()) throw new RecordError(`${file}: is a folder, not a record file`, RECORD_EXIT.unreadable);
    size = st.size;
  } catch (err) {
    if (err instanceof RecordError) throw err;
    throw new RecordError(`cannot read record '${file}': ${describeFsError(err)}`, RECORD_EXIT.unreadable);
  }
  if (size > MAX_RECORD_BYTES) {
    throw new RecordError(`${file}: too large for a record (${size} bytes; the limit is ${MAX_RECORD_BYTES})`, RECORD_EXIT.unreadable);
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new RecordError(`cannot read record '${file}': ${describeFsError(err)}`, RECORD_EXIT.unreadable);
  }
  return parseRecordText(text, file);
}

function describeFsError(err: unknown): string {
  const code = (err as { code?: string }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a folder';
  return err instanceof Error ? err.message : String(err);
}

export interface SavedGame {
  file: string;
  record: GameRecord | null;
  /** Why the file could not be read as a record. */
  error?: string;
  updated: string;
}

/** Every record in the games folder, most recently updated first. */
export function listSavedGames(dir: string): SavedGame[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
  } catch {
    return [];
  }
  const games = names.map((n): SavedGame => {
    const file = join(dir, n);
    try {
      const record = loadRecord(file);
      return { file, record, updated: record.updated };
    } catch (err) {
      return { file, record: null, error: err instanceof Error ? err.message : String(err), updated: '' };
    }
  });
  return games.sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : a.file < b.file ? 1 : -1));
}
