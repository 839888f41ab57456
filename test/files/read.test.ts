/**
 * Reading untrusted files (src/files/read.ts): regular files only, the size limit applied before
 * reading, never a wait on a fifo or a device. Every hostile case must come back at once with a
 * FileReadError; a hang would show as this file's timeout.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileReadError, readRegularFile } from '../../src/files/read.js';
import { makeFifo } from './hostile-paths.js';

const dir = mkdtempSync(join(tmpdir(), 'hacienda-files-'));
const LIMIT = 1000;

function refused(path: string, problem: FileReadError['problem'], reason: RegExp, limit = LIMIT): void {
  let error: unknown;
  try {
    readRegularFile(path, limit);
  } catch (err) {
    error = err;
  }
  expect(error).toBeInstanceOf(FileReadError);
  const e = error as FileReadError;
  expect(e.problem).toBe(problem);
  expect(e.reason).toMatch(reason);
  expect(e.message).toBe(`${path}: ${e.reason}`);
  expect(e.message).not.toContain('\n');
}

const fifo = join(dir, 'fifo');
const hasFifo = makeFifo(fifo);
const onLinux = process.platform === 'linux';
const socketPath = join(dir, 'sock');
let server: Server | null = null;

beforeAll(async () => {
  if (process.platform === 'win32') return;
  server = createServer();
  await new Promise<void>((resolve) => server!.listen(socketPath, resolve));
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('files - reading untrusted files', () => {
  it('files - a regular file is read whole', () => {
    writeFileSync(join(dir, 'ok.txt'), 'hello');
    expect(readRegularFile(join(dir, 'ok.txt'), LIMIT).toString()).toBe('hello');
  });

  it('files - a file URL is read like its path', () => {
    writeFileSync(join(dir, 'url.txt'), 'by url');
    expect(readRegularFile(pathToFileURL(join(dir, 'url.txt')), LIMIT).toString()).toBe('by url');
  });

  it('files - an empty file is read as no bytes', () => {
    writeFileSync(join(dir, 'empty.txt'), '');
    expect(readRegularFile(join(dir, 'empty.txt'), LIMIT).length).toBe(0);
  });

  it('files - a file of exactly the limit is read; one byte more is refused unread', () => {
    const at = join(dir, 'at-limit');
    writeFileSync(at, 'x'.repeat(LIMIT));
    expect(readRegularFile(at, LIMIT).length).toBe(LIMIT);
    const past = join(dir, 'past-limit');
    writeFileSync(past, '');
    truncateSync(past, LIMIT + 1);
    refused(past, 'size', new RegExp(`^too large \\(${LIMIT + 1} bytes; the limit is ${LIMIT}\\)$`));
  });

  it('files - a huge sparse file is refused by its size, not read', () => {
    const huge = join(dir, 'huge');
    writeFileSync(huge, '');
    truncateSync(huge, 64 * 1024 * 1024 * 1024);
    refused(huge, 'size', /too large \(68719476736 bytes/);
  });

  it.runIf(onLinux)('files - a file longer than its stated size (it grew) stops at the limit', () => {
    // Files of /proc are regular files that state a size of 0 and hold more.
    expect(readRegularFile('/proc/self/status', 1 << 20).toString()).toMatch(/^Name:/);
    refused('/proc/self/status', 'size', /^too large \(at least 11 bytes; the limit is 10\)$/, 10);
  });

  it.runIf(hasFifo)('files - a fifo is refused at once, not waited on', () => refused(fifo, 'kind', /^not a regular file \(a fifo\)$/));

  it.runIf(hasFifo)('files - a link to a fifo is refused like the fifo', () => {
    symlinkSync(fifo, join(dir, 'fifo-link'));
    refused(join(dir, 'fifo-link'), 'kind', /\(a fifo\)/);
  });

  it.runIf(onLinux)('files - devices are refused: /dev/zero, /dev/urandom, /dev/null, /dev/tty, through links too', () => {
    for (const dev of ['/dev/zero', '/dev/urandom', '/dev/null', '/dev/tty'].filter((d) => existsSync(d))) {
      refused(dev, 'kind', /^not a regular file \(a character device\)$/);
      const link = join(dir, `link-to-${dev.slice(5)}`);
      symlinkSync(dev, link);
      refused(link, 'kind', /\(a character device\)/);
    }
  });

  it('files - a folder, and a link to one, are refused', () => {
    mkdirSync(join(dir, 'folder.json'));
    refused(join(dir, 'folder.json'), 'kind', /^not a regular file \(a folder\)$/);
    symlinkSync(join(dir, 'folder.json'), join(dir, 'folder-link'));
    refused(join(dir, 'folder-link'), 'kind', /\(a folder\)/);
  });

  it.runIf(process.platform !== 'win32')('files - a socket is refused', () => refused(socketPath, 'kind', /^not a regular file \(a socket\)$/));

  it('files - a missing file, a dangling link and a path through a file are "no such file"', () => {
    refused(join(dir, 'nope'), 'missing', /^no such file$/);
    symlinkSync(join(dir, 'gone'), join(dir, 'dangling'));
    refused(join(dir, 'dangling'), 'missing', /^no such file$/);
    writeFileSync(join(dir, 'plain'), 'x');
    refused(join(dir, 'plain', 'below'), 'missing', /^no such file$/);
  });

  it('files - a loop of links is refused in words', () => {
    symlinkSync(join(dir, 'loop-b'), join(dir, 'loop-a'));
    symlinkSync(join(dir, 'loop-a'), join(dir, 'loop-b'));
    refused(join(dir, 'loop-a'), 'failed', /^too many levels of links$/);
  });

  it('files - a name too long for the file system is refused in words', () => refused(join(dir, 'n'.repeat(300)), 'failed', /^the name is too long$/));

  const root = process.getuid?.() === 0;
  if (root) console.warn('files tests: running as root, who reads any file; the permission case is skipped');
  it.runIf(process.platform !== 'win32' && !root)('files - a file without read permission is refused', () => {
    const locked = join(dir, 'locked');
    writeFileSync(locked, 'secret');
    chmodSync(locked, 0o000);
    refused(locked, 'denied', /^permission denied$/);
  });
});
