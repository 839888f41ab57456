/**
 * `--start <seat|random>` on the command line (issue 13, item 17): `play` and `simulate` take it;
 * the game's record keeps the start player as one of its options; a bad value is one line and
 * exit code 2. (The screen and the setup question: test/e2e/start.test.ts.)
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from './in-process.js';

const records = () => mkdtempSync(join(tmpdir(), 'hacienda-start-'));
const recordOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'game-1.json'), 'utf8'));

function oneLine(r: { code: number | null; err: string }, pattern: RegExp) {
  expect(r.code).toBe(2);
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(r.err.trimEnd()).toMatch(pattern);
}

describe('--start', () => {
  it('simulate --start 2 - the second seat starts, and the record keeps startPlayer 1', async () => {
    for (const rules of ['classic', '2026']) {
      const dir = records();
      const r = await runMain(['simulate', '--rules', rules, '--start', '2', '--seed', 'st', '--records', dir]);
      expect(r.code).toBe(0);
      const record = recordOf(dir);
      expect(record.options.startPlayer).toBe(1);
      expect(record.setup.startPlayer).toBe(1);
    }
  });

  it("simulate --start <name> - a seat by its name (the seats' colours)", async () => {
    const dir = records();
    const r = await runMain(['simulate', '--players', '3', '--start', 'green', '--seed', 'st', '--records', dir]);
    expect(r.code).toBe(0);
    expect(recordOf(dir).options.startPlayer).toBe(2);
    expect(recordOf(dir).actions[0].player).toBe(2);
  });

  it('simulate --start random - the default: the game draws the start player, none is kept in the options', async () => {
    for (const args of [['--start', 'random'], []]) {
      const dir = records();
      expect((await runMain(['simulate', ...args, '--seed', 'st', '--records', dir])).code).toBe(0);
      expect(recordOf(dir).options).not.toHaveProperty('startPlayer');
      expect(recordOf(dir).setup.startPlayer).toBeTypeOf('number');
    }
  });

  it('--start - a bad value is one line and exit code 2, before the game (play and simulate)', async () => {
    oneLine(await runMain(['simulate', '--start', '3']), /^hacienda: --start 3: the seats are numbered 1 to 2$/);
    oneLine(await runMain(['simulate', '--start', 'Ana']), /^hacienda: --start 'Ana': no seat is named so \(the seats: Red, Blue\)/);
    oneLine(await runMain(['play', '--yes', '--start', '3']), /^hacienda: --start 3: the seats are numbered 1 to 2$/);
    oneLine(await runMain(['play', '--yes', '--start', 'Zed', '--seat', 'Ana:human', '--seat', 'Bot:bot']), /no seat is named so \(the seats: Ana, Bot\)/);
    // With questions to ask, a number past the game's most seats is refused before any is asked.
    oneLine(await runMain(['play', '--rules', 'classic', '--start', '6']), /^hacienda: --start 6: the seats are numbered 1 to 5$/);
    oneLine(await runMain(['play', '--yes', '--start', '']), /--start is empty/);
    oneLine(await runMain(['play', '--yes', '--start']), /argument missing/);
  });

  it('play --start - a good value goes on to the terminal check (here: none, exit code 2 saying so)', async () => {
    const r = await runMain(['play', '--yes', '--start', '2']);
    oneLine(r, /needs a terminal/);
  });
});
