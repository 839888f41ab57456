/**
 * Writing durably (src/files/write.ts): whatever fails, the file holds the new data complete or
 * the old data untouched, and no temporary file is left.
 */
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, symlinkSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WriteError } from '../../src/files/errors.js';
import { writeDurably, type WriteIo } from '../../src/files/write.js';
import { canMount, fill, NO_MOUNT, onSmallDisk, tempFolders } from './support.js';

if (!canMount) console.log(NO_MOUNT);

const folder = tempFolders('hacienda-write-');

/** The real calls, with some replaced. */
function io(over: Partial<WriteIo> = {}): WriteIo {
  return { openSync, writeSync: (fd, b, o, l) => writeSync(fd, b, o, l), fsyncSync, closeSync, renameSync, unlinkSync, ...over };
}

const noTemporaries = (dir: string) => expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);

describe('durable write', () => {
  it('durable write - short writes are continued until every byte is written', () => {
    const dir = folder();
    const file = join(dir, 'r.json');
    const data = 'x'.repeat(10_000);
    // At most 7 bytes a call, as a disk near its quota may give.
    writeDurably(file, data, io({ writeSync: (fd, b, o, l) => writeSync(fd, b, o, Math.min(7, l)) }));
    expect(readFileSync(file, 'utf8')).toBe(data);
    noTemporaries(dir);
  });

  it('durable write - a disk that takes part of the data and then no more leaves the old file untouched', () => {
    const dir = folder();
    const file = join(dir, 'r.json');
    writeFileSync(file, 'old record');
    let calls = 0;
    const full = io({ writeSync: (fd, b, o, l) => (++calls === 1 ? writeSync(fd, b, o, Math.min(100, l)) : 0) });
    expect(() => writeDurably(file, 'y'.repeat(5000), full)).toThrow(WriteError);
    expect(() => writeDurably(file, 'y'.repeat(5000), full)).toThrow(/no space left on the disk/);
    expect(readFileSync(file, 'utf8')).toBe('old record');
    noTemporaries(dir);
  });

  it('durable write - an error from write (ENOSPC, EDQUOT, EIO) leaves the old file and no temporary file', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'EIO', 'EFBIG']) {
      const dir = folder();
      const file = join(dir, 'r.json');
      writeFileSync(file, 'old');
      const failing = io({
        writeSync: () => {
          throw Object.assign(new Error(code), { code });
        },
      });
      let error: unknown;
      try {
        writeDurably(file, 'new', failing);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(WriteError);
      expect((error as WriteError).code).toBe(code);
      expect((error as WriteError).message).toMatch(new RegExp(`^cannot write ${file}: `));
      expect(readFileSync(file, 'utf8')).toBe('old');
      noTemporaries(dir);
    }
  });

  it('durable write - a failed flush or rename leaves the old file and no temporary file', () => {
    const fail = (code: string) => () => {
      throw Object.assign(new Error(code), { code });
    };
    for (const over of [{ fsyncSync: fail('EIO') }, { renameSync: fail('EACCES') }]) {
      const dir = folder();
      const file = join(dir, 'r.json');
      writeFileSync(file, 'old');
      expect(() => writeDurably(file, 'new', io(over))).toThrow(WriteError);
      expect(readFileSync(file, 'utf8')).toBe('old');
      noTemporaries(dir);
    }
  });

  it('durable write - the file is flushed before the rename and the folder after it', () => {
    const dir = folder();
    const file = join(dir, 'r.json');
    const steps: string[] = [];
    const opened = new Map<number, string>();
    writeDurably(
      file,
      'data',
      io({
        openSync: ((p: string, f: string, m?: number) => {
          const fd = openSync(p, f, m);
          opened.set(fd, p === dir ? 'folder' : 'file');
          return fd;
        }) as typeof openSync,
        fsyncSync: (fd) => {
          steps.push(`fsync ${opened.get(fd as number)}`);
          fsyncSync(fd);
        },
        renameSync: (a, b) => {
          steps.push('rename');
          renameSync(a, b);
        },
      }),
    );
    expect(steps).toEqual(['fsync file', 'rename', 'fsync folder']);
  });

  it('durable write - a link planted where the temporary file goes is not followed', () => {
    const dir = folder();
    const file = join(dir, 'r.json');
    const victim = join(dir, 'victim');
    writeFileSync(victim, 'keep me');
    // The temporary file's name is predictable; a link there must not send the data elsewhere.
    symlinkSync(victim, join(dir, `.r.json.${process.pid}.tmp`));
    writeDurably(file, 'new');
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(readFileSync(file, 'utf8')).toBe('new');
  });
});

describe.skipIf(!canMount)('durable write on a real small disk', () => {
  it('durable write - a full tmpfs: the old record stays whole, no temporary file, WriteError naming the cause', () => {
    onSmallDisk(64, (disk) => {
      const file = join(disk.dir, 'game.json');
      writeDurably(file, 'a'.repeat(8_000));
      fill(disk.dir);
      expect(() => writeDurably(file, 'b'.repeat(20_000))).toThrow(/cannot write .*game\.json: no space left on the disk/);
      expect(readFileSync(file, 'utf8')).toBe('a'.repeat(8_000));
      expect(readdirSync(disk.dir).sort()).toEqual(['filler', 'game.json']);
      // Space again: the next write goes through.
      unlinkSync(join(disk.dir, 'filler'));
      writeDurably(file, 'b'.repeat(20_000));
      expect(readFileSync(file, 'utf8')).toBe('b'.repeat(20_000));
    });
  });

  it('durable write - a tmpfs made read-only: the old record stays, WriteError says read-only', () => {
    onSmallDisk(64, (disk) => {
      const file = join(disk.dir, 'game.json');
      writeDurably(file, 'first');
      disk.readOnly();
      expect(() => writeDurably(file, 'second')).toThrow(/cannot write .*game\.json: the file system is read-only/);
      expect(readFileSync(file, 'utf8')).toBe('first');
      disk.writable();
      expect(existsSync(join(disk.dir, `.game.json.${process.pid}.tmp`))).toBe(false);
    });
  });
});
