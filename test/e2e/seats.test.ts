/**
 * End to end: seats given without names (`--seat bot:strong`, as issue 5 writes them) and the
 * strong bot's thinking time on the screen (`--think`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, cleanEnv, haveTmux, Term } from './tmux.js';

const terms: Term[] = [];
afterEach(() => {
  while (terms.length) terms.pop()!.kill();
});

const home = () => mkdtempSync(join(tmpdir(), 'hacienda-e2e-'));

describe('seats and thinking time', () => {
  it('play - a bad --think is one line and exit code 2, before anything is asked', () => {
    const r = spawnSync(process.execPath, [BIN, 'play', '--yes', '--think', 'soon'], { encoding: 'utf8', input: '', env: cleanEnv({ HACIENDA_HOME: home() }) });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/--think/);
  });

  it.skipIf(!haveTmux())('play - --seat human --seat bot:strong: the seats are named, the strong bot plays in its --think time', async () => {
    const dir = home();
    const t = Term.start(['--seat', 'human', '--seat', 'bot:strong', '--think', '50', '--map', 'symmetric', '--seed', 'seats', '--bot-delay', '0', '--ascii'], {
      cols: 100,
      rows: 30,
      env: { HACIENDA_HOME: dir, USER: 'ana' },
    });
    terms.push(t);
    const screen = await t.waitFor(/Ana's turn|your turn/);
    expect(screen).toMatch(/Ana/);
    expect(screen).toMatch(/Blue/);
    // End the turn (or wait for the bot's, when it starts): the bot moves, and it is ours again.
    if (/your turn/.test(screen)) {
      t.send('e');
      await t.waitFor(/End your turn/);
      t.send('y');
    }
    await t.waitFor(/Blue (bought|played|took|laid|placed|harvested|ended|dug|drew|built)|Blue:/, 30_000);
    await t.waitFor(/your turn/, 30_000);
    t.send('q');
    await t.waitFor(/Quit\?/);
    t.send('y');
    await t.waitUntil(() => t.dead(), 'the program to end');
    const games = join(dir, 'games');
    const record = JSON.parse(readFileSync(join(games, readdirSync(games)[0]!), 'utf8'));
    expect(record.seats).toEqual([
      { name: 'Ana', player: 'human' },
      { name: 'Blue', player: 'bot', bot: 'strong' },
    ]);
    expect(record.actions.length).toBeGreaterThan(0);
  });
});
