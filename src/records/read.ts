/**
 * Reading records from disk safely: only regular files, their size capped before reading (through
 * src/files/read.ts, so a fifo or a device never hangs a command), nesting capped and keys given
 * twice refused before parsing, keys that could reach object prototypes refused, then the shape
 * and the limits checked against the schema (format.ts); replay.ts then checks the game itself.
 */
import { join } from 'node:path';
import { FileReadError, readRegularFile } from '../files/read.js';
import { checkRecordShape, RECORD_EXIT, RecordError, type GameRecord } from './format.js';
import { findDuplicateKey } from './json-keys.js';
import { gamesFolderNames, isRecordName, jsonDepth, MAX_JSON_DEPTH, MAX_RECORD_BYTES } from './store.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Parses record text: depth capped, keys that could reach object prototypes refused. */
export function parseRecordText(text: string, file: string): GameRecord {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new RecordError(`${file}: not a hacienda record (JSON nested deeper than ${MAX_JSON_DEPTH} levels)`, RECORD_EXIT.invalid);
  }
  const twice = findDuplicateKey(text);
  if (twice) {
    throw new RecordError(
      `${file}:${twice.line}:${twice.column}: bad record: the key ${JSON.stringify(twice.key)} is given twice in one object (first at line ${twice.firstLine}, column ${twice.firstColumn})`,
      RECORD_EXIT.invalid,
    );
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
  let bytes: Buffer;
  try {
    bytes = readRegularFile(file, MAX_RECORD_BYTES);
  } catch (err) {
    if (!(err instanceof FileReadError)) throw err;
    const why = err.problem === 'size' ? err.reason.replace(/^too large/, 'too large for a record') : err.reason;
    throw new RecordError(`cannot read record '${file}': ${why}`, RECORD_EXIT.unreadable);
  }
  return parseRecordText(bytes.toString('utf8'), file);
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
  // None when the folder does not exist yet; any other trouble with it is a RecordError naming it.
  const names = gamesFolderNames(dir).filter(isRecordName);
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
