/**
 * Writing a file so that a failure at any moment leaves either the complete new file or the
 * previous one untouched: never half a file, never an empty one in its place.
 *
 * The steps, and why each one:
 * 1. The data goes to a temporary file beside the target (same folder, so the rename below stays
 *    on one file system), created exclusively so that two writers never share one.
 * 2. Every write's length is checked: on a full disk or over a quota, write() first writes fewer
 *    bytes than asked and only then fails. A short write that is not retried would leave a cut
 *    record, which a rename would then put in place of the last good one.
 * 3. The file is flushed to the disk (fsync) before it is renamed, so that after a power loss the
 *    new name never points at data that was not written.
 * 4. The rename replaces the target atomically.
 * 5. The folder is flushed too: the rename itself lives in the folder, and without this a power
 *    loss can undo it (or, on some file systems, leave neither name).
 * On any failure the temporary file is removed and the target is as it was.
 */
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { errorCode, fsCause, WriteError } from './errors.js';

/** The file-system calls used, so tests can inject faults no real disk produces on demand. */
export interface WriteIo {
  openSync: typeof openSync;
  writeSync: (fd: number, buffer: Buffer, offset: number, length: number) => number;
  fsyncSync: typeof fsyncSync;
  closeSync: typeof closeSync;
  renameSync: typeof renameSync;
  unlinkSync: typeof unlinkSync;
}

const realIo: WriteIo = { openSync, writeSync: (fd, b, o, l) => writeSync(fd, b, o, l), fsyncSync, closeSync, renameSync, unlinkSync };

/**
 * The temporary file of a write to `file` by this process. Its name carries the process id, so
 * that a temporary file left by a killed run can be told from one being written now
 * (cleanStaleTemporaries).
 */
export function temporaryFor(file: string, pid: number = process.pid): string {
  return join(dirname(file), `.${basename(file)}.${pid}.tmp`);
}

/** Writes `data` to `file` durably (see the module's comment); throws WriteError on failure. */
export function writeDurably(file: string, data: string | Buffer, io: WriteIo = realIo): void {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const tmp = temporaryFor(file);
  const fail = (err: unknown): never => {
    throw err instanceof WriteError ? err : new WriteError(file, fsCause(err), errorCode(err));
  };
  let fd: number;
  try {
    // A temporary file left by an earlier run of this same process id is replaced ('w'), but
    // never followed through a link planted in its place (O_NOFOLLOW is implied by O_EXCL, so
    // the file is removed first).
    try {
      io.unlinkSync(tmp);
    } catch {
      // usually there is none
    }
    fd = io.openSync(tmp, 'wx', 0o644);
  } catch (err) {
    return fail(err);
  }
  try {
    let done = 0;
    while (done < bytes.length) {
      const n = io.writeSync(fd, bytes, done, bytes.length - done);
      // A write of nothing would loop forever; the disk takes no more.
      if (!(n > 0)) throw new WriteError(file, `${fsCause({ code: 'ENOSPC' })} (wrote ${done} of ${bytes.length} bytes)`, 'ENOSPC');
      done += n;
    }
    io.fsyncSync(fd);
  } catch (err) {
    closeQuietly(io, fd);
    removeQuietly(io, tmp);
    return fail(err);
  }
  try {
    io.closeSync(fd);
    io.renameSync(tmp, file);
  } catch (err) {
    removeQuietly(io, tmp);
    return fail(err);
  }
  syncFolder(dirname(file), io);
}

/**
 * Flushes a folder's entries (a rename, a new file) to the disk. Best effort: some systems
 * cannot open a folder for this (Windows), and the data itself is already safe by then.
 */
export function syncFolder(dir: string, io: Pick<WriteIo, 'openSync' | 'fsyncSync' | 'closeSync'> = realIo): void {
  let fd: number | undefined;
  try {
    fd = io.openSync(dir, 'r');
    io.fsyncSync(fd);
  } catch {
    // not supported here: the rename is done, only its durability across a power loss is less sure
  } finally {
    if (fd !== undefined) closeQuietly(io, fd);
  }
}

function closeQuietly(io: Pick<WriteIo, 'closeSync'>, fd: number): void {
  try {
    io.closeSync(fd);
  } catch {
    // already closed, or the disk is gone
  }
}

function removeQuietly(io: Pick<WriteIo, 'unlinkSync'>, path: string): void {
  try {
    io.unlinkSync(path);
  } catch {
    // nothing left to clean
  }
}
