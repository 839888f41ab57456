/**
 * Telling what a dead process left behind from what a live one is using: temporary files and
 * locks carry the process id of their writer, and a process id that no longer runs on this
 * machine marks them as litter.
 */
import { readdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode } from './errors.js';

/** Whether a process with this id runs on this machine (signal 0 asks without sending anything). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return errorCode(err) === 'EPERM';
  }
}

/** A temporary file's name: `<anything>.<pid>.tmp`, as writeDurably and the code cache make them. */
const TEMPORARY = /\.(\d+)\.tmp$/;

/** Temporary files older than this are litter whatever their process id says (a reused id). */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the temporary files in `dir` (those whose name `select` accepts) that no live process
 * is writing: their writer's process is gone, or they are older than a day. Best effort: a
 * folder that cannot be read or a file that cannot be removed is left as it is. Returns how many
 * were removed.
 */
export function cleanStaleTemporaries(dir: string, select: (name: string) => boolean = () => true, now: number = Date.now()): number {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const m = TEMPORARY.exec(name);
    if (!m || !select(name)) continue;
    const path = join(dir, name);
    try {
      const st = statSync(path);
      if (!st.isFile()) continue;
      if (isProcessAlive(Number(m[1])) && now - st.mtimeMs < STALE_AFTER_MS) continue;
      unlinkSync(path);
      removed++;
    } catch {
      // gone already, or not ours to remove
    }
  }
  return removed;
}
