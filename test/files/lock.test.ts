/**
 * One writer per game (src/files/lock.ts): a second program is refused, naming who has the game;
 * the lock of a dead process is taken over, by one program only when several find it at once.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holderOf, LockedError, lockFileOf, lockGame } from '../../src/files/lock.js';
import { cleanStaleTemporaries } from '../../src/files/stale.js';
import { tempFolders } from './support.js';

const folder = tempFolders('hacienda-lock-');

/** The id of a process that has ended (a child that ran and exited). */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(r.stdout);
}

// Child processes load the built module (npm test builds first).
const LIB = resolve(import.meta.dirname, '../../dist/files/lock.js');

describe('lock', () => {
  it('lock - a second lock of one game is refused, naming the program, process and time', () => {
    const file = join(folder(), 'g.json');
    const lock = lockGame(file, 'hacienda play', new Date('2026-12-01T11:02:00Z'));
    let error: unknown;
    try {
      lockGame(file, 'hacienda resume');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(LockedError);
    expect((error as Error).message).toBe(`${file}: this game is open in another program (hacienda play, process ${process.pid}, since 2026-12-01 11:02)`);
    expect(holderOf(file)?.what).toBe('hacienda play');
    lock.release();
    expect(existsSync(lockFileOf(file))).toBe(false);
    expect(holderOf(file)).toBeNull();
    lockGame(file, 'hacienda resume').release();
  });

  it('lock - the lock of a process that no longer runs is taken over', () => {
    const file = join(folder(), 'g.json');
    writeFileSync(lockFileOf(file), JSON.stringify({ pid: deadPid(), host: hostname(), since: '2026-11-30T10:00:00.000Z', what: 'hacienda play' }));
    expect(holderOf(file)).toBeNull();
    const lock = lockGame(file, 'hacienda resume');
    expect(JSON.parse(readFileSync(lockFileOf(file), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('lock - a lock of another machine holds, and the message says which file to delete', () => {
    const file = join(folder(), 'g.json');
    writeFileSync(lockFileOf(file), JSON.stringify({ pid: 1, host: 'elsewhere.example', since: '2026-11-30T10:00:00.000Z', what: 'hacienda play' }));
    expect(() => lockGame(file, 'hacienda resume')).toThrow(/process 1 on elsewhere\.example; if no program runs there, delete .*\.g\.json\.lock/);
  });

  it('lock - an empty lock file left by a crash is litter once it is old', () => {
    const file = join(folder(), 'g.json');
    writeFileSync(lockFileOf(file), '');
    // Fresh: another program may be writing it this instant.
    expect(() => lockGame(file, 'x')).toThrow(/being opened by another program/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFileOf(file), old, old);
    lockGame(file, 'x').release();
  });

  it('lock - released when the process exits, even without release()', () => {
    const file = join(folder(), 'g.json');
    const r = spawnSync(
      process.execPath,
      ['-e', `import(${JSON.stringify(LIB)}).then((m) => { m.lockGame(${JSON.stringify(file)}, 'x'); process.stdout.write('held'); })`],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(r.stderr);
    expect(r.stdout).toBe('held');
    expect(existsSync(lockFileOf(file))).toBe(false);
  });

  it('lock - of several programs that find one stale lock at once, exactly one gets the game', async () => {
    for (let round = 0; round < 3; round++) {
      const file = join(folder(), 'g.json');
      writeFileSync(lockFileOf(file), JSON.stringify({ pid: deadPid(), host: hostname(), since: '2026-11-30T10:00:00.000Z', what: 'hacienda play' }));
      // Each child tries, says whether it got it, and holds it until told to go.
      const code = `import(${JSON.stringify(LIB)}).then((m) => { try { m.lockGame(${JSON.stringify(file)}, 'x'); console.log('got'); } catch (e) { console.log(e.name); } setTimeout(() => {}, 600); })`;
      const children = Array.from({ length: 4 }, () => spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] }));
      const answers = await Promise.all(
        children.map(
          (c) =>
            new Promise<string>((done) => {
              let out = '';
              c.stdout!.on('data', (d: Buffer) => (out += d.toString()));
              c.on('exit', () => done(out.trim()));
            }),
        ),
      );
      expect(answers.filter((a) => a === 'got')).toHaveLength(1);
      expect(answers.filter((a) => a !== 'got').every((a) => a === 'LockedError')).toBe(true);
    }
  }, 60_000);
});

describe('stale temporary files', () => {
  it('stale - temporary files of dead processes go, those of live ones stay', () => {
    const dir = folder();
    const dead = join(dir, `.g.json.${deadPid()}.tmp`);
    const live = join(dir, `.g.json.${process.pid}.tmp`);
    const record = join(dir, 'g.json');
    for (const f of [dead, live, record]) writeFileSync(f, 'x');
    expect(cleanStaleTemporaries(dir)).toBe(1);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(record)).toBe(true);
  });

  it('stale - a temporary file older than a day goes whatever its process id', () => {
    const dir = folder();
    const old = join(dir, `.g.json.${process.pid}.tmp`);
    writeFileSync(old, 'x');
    expect(cleanStaleTemporaries(dir, () => true, Date.now() + 25 * 3600 * 1000)).toBe(1);
  });
});
