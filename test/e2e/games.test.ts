/**
 * End to end: `hacienda games` on a terminal (issue 13, item 19) is a picker, driven by keys in a
 * real pseudo-terminal (tmux): a finished game opens in the replay viewer, an unfinished one is
 * resumed on the screen where it stood; ctrl+c leaves it (exit code 130), and off a terminal the
 * list is printed as before.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, cleanEnv, haveTmux, Term } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('test/e2e/games: tmux is not installed, so the pseudo-terminal tests do not run (.ci/run installs it)');

const FIXTURES = join(import.meta.dirname, '../fixtures/records');

const terms: Term[] = [];
afterEach(() => {
  while (terms.length) terms.pop()!.kill();
});

/**
 * A data folder holding a finished game (listed first: the newer), reviewed (its analysis kept
 * beside it, as the end screen's `r` does), and an unfinished one.
 */
function dataFolder(): { dir: string; finished: string; unfinished: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hacienda-e2e-games-'));
  mkdirSync(join(dir, 'games'));
  const copy = (name: string, updated: string) => {
    const record = JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));
    record.updated = updated;
    const file = join(dir, 'games', name);
    writeFileSync(file, JSON.stringify(record));
    return file;
  };
  const finished = copy('classic-symmetric-2p-greedy.json', '2026-12-01T11:00:00.000Z');
  writeFileSync(`${finished}.analysis.json`, JSON.stringify({ format: 'hacienda-analysis', version: 3 }));
  return { dir, finished, unfinished: copy('classic-people-unfinished-2p.json', '2026-12-01T10:00:00.000Z') };
}

function games(dir: string): Term {
  const t = Term.start(['games', '--ascii'], { cols: 140, rows: 30, env: { HACIENDA_HOME: dir } });
  terms.push(t);
  return t;
}

describe.skipIf(!tmux)('the saved games picker', () => {
  it('games - on a terminal, the list is a picker of records only (no kept analysis); a finished game opens in the replay viewer', async () => {
    const { dir } = dataFolder();
    const t = games(dir);
    const list = await t.waitFor(/Which game\?/);
    expect(list).toMatch(/1\. 2026-12-01 11:00 {2}classic +Red\* \d+, Blue\* \d+ +finished, won by \w+ +classic-symmetric-2p-greedy\.json/);
    expect(list).toMatch(/2\. 2026-12-01 10:00 {2}classic +Ana \d+ \(\d+\), Bot\* \d+ \(\d+\) +60 actions, unfinished: \w+ to play/);
    // The analysis kept beside a record is not a game.
    expect(list).not.toMatch(/analysis|unreadable|3\. /);
    t.send('Enter');
    await t.waitFor(/replay 0\/122/);
    t.send('q');
    await t.waitUntil(() => t.dead(), 'the viewer to end');
    expect(t.exitStatus()).toBe(0);
  });

  it('games - an unfinished game chosen is resumed on the screen where it stood', async () => {
    const { dir, unfinished } = dataFolder();
    const t = games(dir);
    await t.waitFor(/Which game\?/);
    t.send('Down', 'Enter');
    const asked = await t.waitFor(/This game is unfinished:/);
    expect(asked).toMatch(/resume it/);
    expect(asked).toMatch(/watch its replay/);
    t.send('Enter');
    await t.waitFor(/HACIENDA asymmetric \* round 12 \* R your turn, 1 action left/);
    t.send('q');
    await t.waitFor(/Quit\?/);
    t.send('y');
    await t.waitUntil(() => t.dead(), 'the game to end');
    expect(t.screen()).toContain(`game saved after 60 actions: ${unfinished}`);
    expect(t.exitStatus()).toBe(0);
  });

  it('games - "watch its replay" opens an unfinished game in the viewer; "leave" opens nothing', async () => {
    const { dir } = dataFolder();
    const t = games(dir);
    await t.waitFor(/Which game\?/);
    t.send('Down', 'Enter');
    await t.waitFor(/This game is unfinished:/);
    t.send('Down', 'Enter');
    await t.waitFor(/replay 0\/60/);
    t.send('q');
    await t.waitUntil(() => t.dead(), 'the viewer to end');
    expect(t.exitStatus()).toBe(0);

    const again = games(dir);
    await again.waitFor(/Which game\?/);
    again.send('Down', 'Down', 'Enter');
    await again.waitUntil(() => again.dead(), 'the picker to end');
    expect(again.exitStatus()).toBe(0);
  });

  it('games - ctrl+c in the picker: one line, exit code 130, nothing opened', async () => {
    const { dir } = dataFolder();
    const t = games(dir);
    await t.waitFor(/Which game\?/);
    t.send('C-c');
    await t.waitUntil(() => t.dead(), 'the picker to end');
    expect(t.exitStatus()).toBe(130);
    expect(t.screen()).toMatch(/hacienda: no game chosen: the question was cancelled/);
  });

  it('games - SIGTERM in the picker: the question closed, the terminal as it was, one line and exit code 143', async () => {
    const { dir } = dataFolder();
    const t = Term.start(['games', '--ascii'], {
      cols: 140,
      rows: 30,
      env: { HACIENDA_HOME: dir },
      after: 'stty -a | grep -o " -\\?icanon\\| -\\?echo " | tr -d "\\n"; echo',
    });
    terms.push(t);
    await t.waitFor(/Which game\?/);
    process.kill(t.pid(), 'SIGTERM');
    await t.waitUntil(() => t.dead(), 'the picker to end');
    const screen = t.screen();
    expect(t.exitStatus()).toBe(143);
    expect(screen).toMatch(/hacienda: no game chosen: stopped by SIGTERM/);
    // Canonical mode and echo are back.
    expect(screen).toMatch(/ icanon/);
    expect(screen).toMatch(/ echo /);
  });
});

describe('the saved games off a terminal', () => {
  it('games - not on a terminal: the list of records only, as before, no question', () => {
    const { dir, finished } = dataFolder();
    const r = spawnSync(process.execPath, [BIN, 'games'], { encoding: 'utf8', input: '', env: cleanEnv({ HACIENDA_HOME: dir }) });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`1. 2026-12-01 11:00  classic`);
    expect(r.stdout).toContain(finished);
    expect(r.stdout).not.toMatch(/Which game|analysis|unreadable/);
  });
});
