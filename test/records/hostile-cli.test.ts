/**
 * The record commands of the built binary on paths that are not record files and on records that
 * are not what they seem: one line, the documented exit code, and never a wait (a hang would show
 * as this file's timeout).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeFifo } from '../files/hostile-paths.js';

const BIN = resolve(import.meta.dirname, '../../bin/hacienda.js');
const dir = mkdtempSync(join(tmpdir(), 'hacienda-hostile-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const home = join(dir, 'home');
const games = join(home, 'games');
mkdirSync(games, { recursive: true });

function run(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', HACIENDA_HOME: home }, timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function oneLine(r: { code: number | null; err: string }, code: number, pattern: RegExp): void {
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(r.err).toMatch(pattern);
  expect(r.code).toBe(code);
}

// A finished game of bots, and an unfinished one (first 12 actions) that `resume` would play on.
const sim = run(['simulate', '--players', '2', '--games', '1', '--seed', 'hostile-cli', '--records', dir]);
const finished = JSON.parse(readFileSync(join(dir, 'game-1.json'), 'utf8'));
const unfinished = { ...finished, actions: finished.actions.slice(0, 12), result: null };

/** `record` changed by `change`, written to `name` in the test folder. */
function written(name: string, record: object, change: (r: typeof finished) => void = () => {}): string {
  const copy = structuredClone(record) as typeof finished;
  change(copy);
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(copy, null, 1));
  return file;
}

const fifo = join(games, 'fifo.json');
const hasFifo = makeFifo(fifo);
const devices = process.platform === 'linux' ? ['zero', 'urandom'] : [];
for (const dev of devices) symlinkSync(`/dev/${dev}`, join(games, `${dev}.json`));
const notFiles: [string, string][] = [
  ...(hasFifo ? [[fifo, 'a fifo'] as [string, string]] : []),
  ...devices.map((d): [string, string] => [join(games, `${d}.json`), 'a character device']),
];

describe('cli records - hostile paths and records', () => {
  it('cli records - the fixture game was simulated', () => expect(sim.code).toBe(0));

  it('cli records - validate, replay and resume refuse fifos and devices at once (exit code 3)', () => {
    for (const [file, kind] of notFiles) {
      for (const args of [
        ['validate', file],
        ['replay', file, '--text'],
        ['replay', file, '--json'],
        ['resume', file],
      ]) {
        oneLine(run(args), 3, new RegExp(`^hacienda: cannot read record '.*': not a regular file \\(${kind}\\)\\n$`));
      }
    }
  });

  it('cli records - games lists fifos and devices in the games folder as unreadable, with the reason', () => {
    writeFileSync(join(games, 'good.json'), JSON.stringify(unfinished));
    const r = run(['games']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/12 actions, unfinished/);
    for (const [file, kind] of notFiles)
      expect(r.out).toContain(`unreadable                          cannot read record '${file}': not a regular file (${kind})`);
  });

  it('cli records - a record with a key given twice is refused with its line and column (exit code 4)', () => {
    const file = join(dir, 'twice.json');
    writeFileSync(
      file,
      readFileSync(written('base.json', finished), 'utf8').replace('\n "ruleset": "classic",', '\n "ruleset": "classic",\n "ruleset": "classic",'),
    );
    oneLine(
      run(['validate', file]),
      4,
      /^hacienda: .*twice\.json:\d+:2: bad record: the key "ruleset" is given twice in one object \(first at line \d+, column 2\)\n$/,
    );
  });

  it('cli records - resume refuses a bot that would think for days, before it thinks (exit code 4)', () => {
    const file = written('days.json', unfinished, (r) => void (r.seats[1].bot = 'strong:999999999'));
    oneLine(run(['resume', file]), 4, /seats\.1\.bot: strong:999999999 thinks longer than the limit of 3600000 ms a decision/);
  });

  it('cli records - validate refuses two seats of one name (exit code 4)', () => {
    const file = written('same-name.json', finished, (r) => void (r.seats[1].name = r.seats[0].name.toLowerCase()));
    oneLine(run(['validate', file]), 4, /seats: two seats are named/);
  });
});
