/**
 * The command line when saving cannot be done (issue 11, classes 1-4 and 9): one line naming the
 * path and the cause, exit code 5 for what cannot be written and 6 for a game open elsewhere,
 * never an internal error, never a lost or half-written record.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, cleanEnv } from '../e2e/tmux.js';
import { shellQuote } from '../../src/cli/shell-quote.js';
import { canMount, fill, NO_MOUNT, onSmallDisk, tempFolders } from '../files/support.js';

if (!canMount) console.log(NO_MOUNT);
const folder = tempFolders('hacienda-cli-saving-');

function run(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input: '', env: cleanEnv(env), timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, lines: r.stderr.trimEnd().split('\n') };
}

/** One line, `hacienda: ...`, and no stack trace. */
function oneLine(r: { stderr: string; lines: string[] }): string {
  expect(r.lines).toHaveLength(1);
  expect(r.stderr).toMatch(/^hacienda: /);
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
  return r.lines[0]!;
}

describe('saving - the environment', () => {
  it('saving - HACIENDA_HOME naming a file: games and resume exit 3, play exits 5, each one line naming the path', () => {
    const dir = folder();
    const home = join(dir, 'not-a-folder');
    writeFileSync(home, 'x');
    const games = run(['games'], { HACIENDA_HOME: home });
    expect(games.status).toBe(3);
    expect(oneLine(games)).toBe(`hacienda: cannot read the games folder ${home}/games: a part of the path is a file, not a folder`);
    const resume = run(['resume'], { HACIENDA_HOME: home });
    expect(resume.status).toBe(3);
    oneLine(resume);
    const play = run(['play', '--yes'], { HACIENDA_HOME: home });
    expect(play.status).toBe(5);
    expect(oneLine(play)).toBe(`hacienda: cannot write ${home}/games: a part of the path is a file, not a folder`);
  });

  it('saving - games with no games folder yet says so, exit 0', () => {
    const r = run(['games'], { HACIENDA_HOME: join(folder(), 'new') });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^no saved games in /);
  });

  it('saving - simulate and arena with --records naming a file: exit 5, one line', () => {
    const file = join(folder(), 'records');
    writeFileSync(file, 'x');
    for (const args of [
      ['simulate', '--records', file],
      ['arena', '--records', file, '--games', '2', '--bots', 'random', '--workers', '0'],
    ]) {
      const r = run(args);
      expect(r.status).toBe(5);
      expect(oneLine(r)).toBe(`hacienda: cannot write ${file}: it is a file, not a folder`);
    }
  });
});

describe('saving - two programs, one game', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

  it('saving - resume of a game another program has open: exit 6, one line saying who; games shows it open', async () => {
    const home = folder();
    const games = join(home, 'games');
    mkdirSync(games);
    expect(run(['simulate', '--seed', 'two', '--records', games]).status).toBe(0);
    // An unfinished game: the simulated one's first 20 actions.
    const file = join(games, 'g.json');
    const { readFileSync } = await import('node:fs');
    const record = JSON.parse(readFileSync(join(games, 'game-1.json'), 'utf8'));
    record.actions = record.actions.slice(0, 20);
    record.result = null;
    writeFileSync(file, JSON.stringify(record));
    // Another program holds it (the built lock module, as play and resume use it).
    const lib = resolve(import.meta.dirname, '../../dist/files/lock.js');
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `import(${JSON.stringify(lib)}).then((m) => { m.lockGame(${JSON.stringify(file)}, 'hacienda play'); console.log('held'); setInterval(() => {}, 1000); })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(holder);
    await new Promise<void>((done) => holder.stdout!.once('data', () => done()));

    const r = run(['resume', file], { HACIENDA_HOME: home });
    expect(r.status).toBe(6);
    expect(oneLine(r)).toBe(
      `hacienda: ${file}: this game is open in another program (hacienda play, process ${holder.pid}, since ${oneLineSince(r.stderr)}); to look at it: hacienda replay ${shellQuote(file)}`,
    );
    const listed = run(['games'], { HACIENDA_HOME: home });
    expect(listed.stdout).toMatch(new RegExp(`g\\.json  \\(open in hacienda play, process ${holder.pid}\\)`));

    // Once it is gone (even killed), the game is free again.
    holder.kill('SIGKILL');
    await new Promise((done) => holder.once('exit', done));
    const again = run(['resume', file], { HACIENDA_HOME: home });
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/game over after \d+ actions/);
    expect(readdirSync(games).filter((n) => n.startsWith('.'))).toEqual([]);
  }, 120_000);
});

function oneLineSince(stderr: string): string {
  return /since ([\d-]+ [\d:]+)\)/.exec(stderr)![1]!;
}

describe.skipIf(!canMount)('saving - a real disk', () => {
  it('saving - simulate --records on a disk that fills: exit 5, one line, and every record left is whole and sound', () => {
    onSmallDisk(128, (disk) => {
      const records = join(disk.dir, 'records');
      mkdirSync(records);
      fill(disk.dir);
      const r = run(['simulate', '--games', '3', '--records', records]);
      expect(r.status).toBe(5);
      expect(oneLine(r)).toMatch(new RegExp(`^hacienda: cannot write ${records}/game-1\\.json: no space left on the disk`));
      for (const name of readdirSync(records)) {
        expect(name).toMatch(/^game-\d\.json$/);
        expect(run(['validate', join(records, name)]).status).toBe(0);
      }
    });
  });

  it('saving - play with the data folder on a read-only disk: exit 5 before any question', () => {
    onSmallDisk(64, (disk) => {
      mkdirSync(join(disk.dir, 'games'));
      disk.readOnly();
      const r = run(['play', '--yes'], { HACIENDA_HOME: disk.dir });
      expect(r.status).toBe(5);
      expect(oneLine(r)).toBe(`hacienda: cannot write ${disk.dir}/games: the file system is read-only`);
    });
  });
});
