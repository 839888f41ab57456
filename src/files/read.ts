/**
 * Reading a file that came from outside (a record, a board) without being made to wait or to fill
 * memory: only regular files are read, their size is checked against a limit before any byte is
 * read, and no more than the limit is ever read.
 *
 * Why each step: a fifo opened for reading blocks until a writer comes (`validate x.fifo` hung
 * forever), so it is opened with O_NONBLOCK, and O_NOCTTY so that a terminal device never becomes
 * the controlling terminal; a device such as /dev/zero has no size and never ends (it grew memory
 * without bound), so only a regular file is read; the kind is checked on the path first (a fifo or
 * device is then never opened at all) and again on the open descriptor (the path may have been
 * swapped in between); and a regular file may grow while it is read, so reading stops at the
 * limit plus one byte, which is enough to tell that it is too large.
 */
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorCode, fsCause } from './errors.js';

/** Why a file could not be read: a reason in words, and the kind of trouble for callers that care. */
export class FileReadError extends Error {
  override readonly name = 'FileReadError';

  constructor(
    /** The path as given. */
    readonly path: string,
    /** missing: no such file; denied: permissions; kind: not a regular file; size: over the limit; failed: anything else. */
    readonly problem: 'missing' | 'denied' | 'kind' | 'size' | 'failed',
    /** The reason alone, in words, e.g. `not a regular file (a fifo)`. */
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

// Not defined on Windows, where neither fifos nor controlling terminals block an open.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/**
 * The bytes of the regular file at `path`, at most `limit` of them. Throws FileReadError (never
 * blocks) for a path that is missing, not readable, not a regular file (a folder, fifo, device,
 * socket), or larger than `limit` bytes.
 */
export function readRegularFile(path: string | URL, limit: number): Buffer {
  const shown = typeof path === 'string' ? path : fileURLToPath(path);
  let fd: number;
  try {
    // The path first: a fifo or a device is refused without being opened.
    checkKind(statSync(path), shown);
    fd = openSync(path, OPEN_FLAGS);
  } catch (err) {
    throw err instanceof FileReadError ? err : fsError(err, shown);
  }
  try {
    const st = fstatSync(fd);
    checkKind(st, shown);
    if (st.size > limit) throw tooLarge(shown, st.size, limit);
    return readAtMost(fd, st.size, limit, shown);
  } catch (err) {
    throw err instanceof FileReadError ? err : fsError(err, shown);
  } finally {
    closeSync(fd);
  }
}

/** Reads to the end of the file, or refuses it once it holds more than `limit` bytes. */
function readAtMost(fd: number, expected: number, limit: number, shown: string): Buffer {
  // Room for one byte more than expected, so a file that grew is noticed; doubled as it grows.
  let buffer = Buffer.allocUnsafe(Math.min(expected, limit) + 1);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length > limit) throw tooLarge(shown, length, limit, 'at least ');
      const bigger = Buffer.allocUnsafe(Math.min(buffer.length * 2, limit + 1));
      buffer.copy(bigger, 0, 0, length);
      buffer = bigger;
    }
    const n = readSync(fd, buffer, length, buffer.length - length, null);
    if (n === 0) return buffer.subarray(0, length);
    length += n;
  }
}

function checkKind(st: Stats, shown: string): void {
  if (!st.isFile()) throw new FileReadError(shown, 'kind', `not a regular file (${kindOf(st)})`);
}

/** What a path that is not a regular file is, in words. */
function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a fifo';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return st.isFile() ? 'a regular file' : 'of an unknown kind';
}

function tooLarge(shown: string, size: number, limit: number, atLeast = ''): FileReadError {
  return new FileReadError(shown, 'size', `too large (${atLeast}${size} bytes; the limit is ${limit})`);
}

/** A file-system error as a FileReadError with a short reason, without Node's syscall and path noise. */
function fsError(err: unknown, shown: string): FileReadError {
  const code = errorCode(err);
  if (code === 'ENOENT' || code === 'ENOTDIR') return new FileReadError(shown, 'missing', 'no such file');
  if (code === 'EISDIR') return new FileReadError(shown, 'kind', 'not a regular file (a folder)');
  return new FileReadError(shown, code === 'EACCES' || code === 'EPERM' ? 'denied' : 'failed', fsCause(err));
}
