/**
 * Records on disk: where they live, reading them safely, writing them atomically.
 *
 * Written after every action through a temporary file and a rename, so a program killed at any
 * moment leaves the previous complete record or the new one, never half a file.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { checkRecordShape, RECORD_EXIT, RecordError, type GameRecord } from './format.js';

/** Records larger than this are refused unread (a long game is well under 1 MB). */
export const MAX_RECORD_BYTES = 8 * 1024 * 1024;
/** JSON nested deeper than this is refused before parsing (records nest about 6 deep). */
export const MAX_JSON_DEPTH = 32;

/**
 * The program's data folder: $HACIENDA_HOME if set, else the operating system's place for user
 * data (XDG on Linux, Application Support on macOS, %APPDATA% on Windows).
 */
export function dataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.HACIENDA_HOME) return env.HACIENDA_HOME;
  const home = env.HOME || env.USERPROFILE || homedir();
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), 'hacienda');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'hacienda');
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), 'hacienda');
}

export function gamesDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(dataDir(env), 'games');
}

/** A new file name for a game record in `dir`, from its start time and seed; never an existing one. */
export function newRecordPath(dir: string, now: Date, rules: string, seed: string): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
  const safeSeed = seed.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 24) || 'game';
  let existing: Set<string>;
  try {
    existing = new Set(readdirSync(dir));
  } catch {
    existing = new Set();
  }
  for (let k = 1; ; k++) {
    const name = `${stamp}-${rules}-${safeSeed}${k > 1 ? `-${k}` : ''}.json`;
    if (!existing.has(name)) return join(dir, name);
  }
}

/** Writes the record atomically: a temporary file beside it, flushed, then renamed over it. */
export function saveRecord(file: string, record: GameRecord): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, JSON.stringify(record, null, 1) + '\n');
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(tmp, file);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing left to clean
    }
    throw err;
  }
}

/** How deep JSON text nests, counting brackets outside strings; stops early past `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max && (max = depth) > limit) return max;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

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
