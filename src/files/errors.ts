/**
 * What went wrong on the file system, in words a player reads: `no space left on the disk`, not
 * `ENOSPC: no space left on device, write`. Node's messages carry the syscall and the path, which
 * the program's own line already names.
 */

/** The error code of a file-system error (`ENOSPC`...), if it has one. */
export function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}

const CAUSES: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  EEXIST: 'it exists already',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the disk',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is too large for the file system',
  EIO: 'an input/output error (the disk or the terminal is failing)',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files',
  EBUSY: 'the file is busy',
  ETXTBSY: 'the file is busy',
  ENXIO: 'no such device',
  ENODEV: 'no such device',
  EAGAIN: 'the file is not ready to be read (a fifo or a device?)',
};

/** A short cause in words, without Node's syscall and path noise. */
export function fsCause(err: unknown): string {
  const code = errorCode(err);
  if (code && CAUSES[code]) return CAUSES[code]!;
  const message = err instanceof Error ? err.message : String(err);
  return message.split('\n')[0]!;
}

/**
 * A file or folder that could not be written: a full disk, a read-only file system, a missing
 * permission, a file where a folder should be. `path` is what the program tried to write.
 */
export class WriteError extends Error {
  override readonly name = 'WriteError';
  constructor(
    readonly path: string,
    /** The cause in words (fsCause). */
    readonly cause_: string,
    /** The file-system error code, when there was one. */
    readonly code?: string,
  ) {
    super(`cannot write ${path}: ${cause_}`);
  }
}
