/**
 * Records on disk: where they live, and writing them atomically (read.ts reads them).
 *
 * Written after every action through src/files/write.ts, so a program killed at any moment, a full
 * disk or a power loss leaves the previous complete record or the new one, never half a file. Kept apart from
 * reading, which needs the schema library, so that starting a game does not load it.
 */
import { accessSync, constants, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { RECORD_EXIT, RecordError } from './errors.js';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { errorCode, fsCause, WriteError } from '../files/errors.js';
import { cleanStaleTemporaries } from '../files/stale.js';
import { writeDurably } from '../files/write.js';
import type { GameRecord } from './format.js';

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
  // Asked name by name: listing the folder took longer the more games a player had saved.
  for (let k = 1; ; k++) {
    const path = join(dir, `${stamp}-${rules}-${safeSeed}${k > 1 ? `-${k}` : ''}.json`);
    if (!existsSync(path)) return path;
  }
}

/**
 * Writes the record durably (src/files/write.ts): afterwards the file holds either this record,
 * complete, or the one before, untouched. Throws WriteError (the path and the cause in words)
 * when it cannot: a full disk, a read-only folder, a file where its folder should be.
 */
export function saveRecord(file: string, record: GameRecord): void {
  makeFolder(dirname(file));
  writeDurably(file, JSON.stringify(record, null, 1) + '\n');
}

/** Makes a folder (and its parents) to write records in; WriteError naming it when it cannot. */
export function makeFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    // EEXIST from mkdir means a file stands where the folder should be.
    throw new WriteError(dir, errorCode(err) === 'EEXIST' ? 'it is a file, not a folder' : fsCause(err), errorCode(err));
  }
}

/**
 * Checks before a game starts that its folder can take a record (made if need be, writable), so
 * that a player is not asked the setup questions for a game that cannot be saved.
 */
export function checkWritableFolder(dir: string): void {
  makeFolder(dir);
  try {
    accessSync(dir, constants.W_OK);
  } catch (err) {
    throw new WriteError(dir, fsCause(err), errorCode(err));
  }
}

/** The file a record's analysis is kept in, beside it (docs/analysis.md): not a record itself. */
export const analysisFileOf = (record: string) => `${record}.analysis.json`;
const isAnalysisFile = (name: string) => name.endsWith(analysisFileOf(''));

/** Whether a name in the games folder is a record's (not a hidden file, not a kept analysis). */
export const isRecordName = (name: string) => name.endsWith('.json') && !name.startsWith('.') && !isAnalysisFile(name);

/**
 * The names in the games folder; none when it does not exist yet. Any other trouble (a file in
 * its place, no permission) is a RecordError naming the folder, not an empty list.
 */
export function gamesFolderNames(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return [];
    throw new RecordError(`cannot read the games folder ${dir}: ${fsCause(err)}`, RECORD_EXIT.unreadable);
  }
}

/** Removes the temporary files of records that killed runs left in `dir`. */
export function cleanRecordTemporaries(dir: string): number {
  return cleanStaleTemporaries(dir, (name) => name.startsWith('.') && name.includes('.json.'));
}

/** How deep JSON text nests, counting brackets outside strings; stops early past `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max && (max = depth) > limit) return max;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}
