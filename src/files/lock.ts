/**
 * One writer per game: a lock file beside a record, held while a program has the game open for
 * writing, so that two programs never play one game on and overwrite each other's actions.
 *
 * The lock is a small file, `.<record>.lock`, made with O_EXCL (only one program can create it)
 * and holding who has the game: the process id, the machine and since when. A lock whose process
 * no longer runs on this machine (a program killed with kill -9, a crash, a power loss) is stale
 * and is taken over. A lock of another machine (a shared network folder) cannot be checked, so it
 * holds; the message says which file to delete if that machine has no program running.
 *
 * Taking over is made safe against programs finding the same stale lock at once: one at a time
 * (a take-over lock made with O_EXCL) removes it if it is still the stale one, and then each
 * tries to create its own with O_EXCL as usual: one succeeds.
 */
import { closeSync, existsSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { errorCode, fsCause, WriteError } from './errors.js';
import { isProcessAlive } from './stale.js';

/** Who holds a game: what its lock file says. */
export interface LockOwner {
  pid: number;
  host: string;
  /** ISO time the lock was taken. */
  since: string;
  /** What holds it, e.g. `hacienda play`. */
  what: string;
}

/** The game is open in another program. */
export class LockedError extends Error {
  override readonly name = 'LockedError';
  constructor(
    readonly file: string,
    readonly owner: LockOwner | null,
    readonly lockFile: string,
  ) {
    super(`${file}: ${describeOwner(owner, lockFile)}`);
  }
}

/** `this game is open in another program (hacienda play, process 4242, since 2026-12-01 11:02)`. */
export function describeOwner(owner: LockOwner | null, lockFile: string): string {
  if (!owner) return `this game is being opened by another program (its lock ${lockFile} is being written)`;
  const since = owner.since.slice(0, 16).replace('T', ' ');
  const where = owner.host === hostname() ? `process ${owner.pid}` : `process ${owner.pid} on ${owner.host}; if no program runs there, delete ${lockFile}`;
  return `this game is open in another program (${owner.what}, ${where}, since ${since})`;
}

/** The lock file of a record. */
export function lockFileOf(file: string): string {
  const path = resolve(file);
  return join(dirname(path), `.${basename(path)}.lock`);
}

/** The record a lock file belongs to. */
function gameOf(lockFile: string): string {
  return join(dirname(lockFile), basename(lockFile).slice(1, -'.lock'.length));
}

/** What a lock file says; null when it cannot be read or is not a lock (being written, say). */
export function readLock(lockFile: string): LockOwner | null {
  try {
    const data = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<LockOwner>;
    if (typeof data.pid !== 'number' || typeof data.host !== 'string' || typeof data.since !== 'string' || typeof data.what !== 'string') return null;
    return { pid: data.pid, host: data.host, since: data.since, what: data.what };
  } catch {
    return null;
  }
}

/** When this process started: a lock with our own process id from before then is a dead one's. */
const STARTED = Date.now() - process.uptime() * 1000;

/** Whether a lock's owner is gone: a process of this machine that no longer runs. */
function isStale(owner: LockOwner, lockFile: string): boolean {
  if (owner.host !== hostname()) return false;
  // Our own id but not a lock we hold: a process of an earlier boot that had the same id.
  if (owner.pid === process.pid) return !heldHere.has(lockFile) && Date.parse(owner.since) < STARTED - 1000;
  return !isProcessAlive(owner.pid);
}

/** The lock files this process holds (one process may hold several games: a server). */
const heldHere = new Set<string>();

/**
 * Who holds the game in `file` open now, if a live program does (for `hacienda games`); null when
 * nobody does or the lock is stale.
 */
export function holderOf(file: string): LockOwner | null {
  const lock = lockFileOf(file);
  if (!existsSync(lock)) return null;
  const owner = readLock(lock);
  return owner && !isStale(owner, lock) ? owner : null;
}

/** A held lock: release it when the game is closed. */
export interface GameLock {
  readonly file: string;
  readonly lockFile: string;
  release(): void;
}

/**
 * Takes the lock of the record `file` for this process, or throws LockedError naming who has it
 * (WriteError when the lock cannot be written at all: a read-only folder, a full disk). The lock
 * is released by `release()`, and at the latest when the process exits.
 */
export function lockGame(file: string, what: string, now: Date = new Date()): GameLock {
  const lockFile = lockFileOf(file);
  const me: LockOwner = { pid: process.pid, host: hostname(), since: now.toISOString(), what };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockFile, me)) return held(file, lockFile, me);
    const owner = readLock(lockFile);
    if (owner === null) {
      // Being written this instant by another program, or a leftover of a crash between making
      // the file and writing its few bytes: only a leftover is old.
      if (!removeLeftover(lockFile)) throw new LockedError(file, null, lockFile);
      continue;
    }
    if (!isStale(owner, lockFile)) throw new LockedError(file, owner, lockFile);
    takeOver(lockFile, owner);
  }
  throw new LockedError(file, readLock(lockFile), lockFile);
}

/** Creates the lock file with our owner in it; false when one exists. */
function tryCreate(lockFile: string, me: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, 'wx', 0o644);
  } catch (err) {
    if (errorCode(err) === 'EEXIST') return false;
    // Said of the game, which is what the player asked to open: its lock is a detail.
    throw new WriteError(gameOf(lockFile), `${fsCause(err)} (the game cannot be opened for writing)`, errorCode(err));
  }
  try {
    const text = Buffer.from(JSON.stringify(me) + '\n');
    if (writeSync(fd, text) !== text.length) throw Object.assign(new Error('short write'), { code: 'ENOSPC' });
  } catch (err) {
    closeSync(fd);
    unlinkQuietly(lockFile);
    throw new WriteError(gameOf(lockFile), `${fsCause(err)} (the game cannot be opened for writing)`, errorCode(err));
  }
  closeSync(fd);
  return true;
}

/**
 * Removes a stale lock, under a take-over lock of its own (`<lock>.takeover`, made with O_EXCL) and
 * only while it is still the stale lock that was read. Renaming it away unguarded was not safe:
 * a program that had read the stale lock could rename away the live lock of one that had just
 * taken it over, and a third could then take the game too (two programs on one game).
 */
function takeOver(lockFile: string, owner: LockOwner): void {
  const guard = `${lockFile}.takeover`;
  try {
    closeSync(openSync(guard, 'wx', 0o644));
  } catch {
    // Another program is taking it over (a few microseconds), or died doing so (gone after a
    // few seconds): wait a moment, then try again from the start.
    removeLeftover(guard);
    pause(5);
    return;
  }
  try {
    const now = readLock(lockFile);
    if (now && now.pid === owner.pid && now.host === owner.host && now.since === owner.since) unlinkQuietly(lockFile);
  } finally {
    unlinkQuietly(guard);
  }
}

/** Waits `ms` without giving up the thread (opening a game is synchronous). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** An unreadable lock file older than a few seconds is removed (true); a fresh one is kept. */
function removeLeftover(lockFile: string): boolean {
  try {
    if (Date.now() - statSync(lockFile).mtimeMs < 5000) return false;
    unlinkSync(lockFile);
  } catch {
    // gone already: try again
  }
  return true;
}

function held(file: string, lockFile: string, me: LockOwner): GameLock {
  heldHere.add(lockFile);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(lockFile);
    process.off('exit', release);
    // Only our own lock: after a take-over race, never another program's.
    const now = readLock(lockFile);
    if (now && now.pid === me.pid && now.host === me.host) unlinkQuietly(lockFile);
  };
  process.on('exit', release);
  return { file, lockFile, release };
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // gone
  }
}
