/**
 * End to end: the start player (issue 13, item 17) in a real pseudo-terminal: `--start 2` opens
 * the game on the second seat's turn, and the setup question "Who starts?" (after the seats,
 * "at random" by default) does the same; the record keeps the choice.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { haveTmux, Term } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('test/e2e/start: tmux is not installed, so the pseudo-terminal tests do not run (.ci/run installs it)');

const terms: Term[] = [];
afterEach(() => {
  while (terms.length) terms.pop()!.kill();
});

const home = () => mkdtempSync(join(tmpdir(), 'hacienda-e2e-start-'));

function start(args: string[], dir: string): Term {
  const t = Term.start(args, { env: { HACIENDA_HOME: dir, USER: 'ana' } });
  terms.push(t);
  return t;
}

/** Quits the game (q, y) and reads the record it saved. */
async function quitAndRead(t: Term, dir: string): Promise<{ options: Record<string, unknown>; setup: { startPlayer: number } }> {
  t.send('q');
  await t.waitFor(/Quit\?/);
  t.send('y');
  await t.waitUntil(() => t.dead(), 'the program to end');
  expect(t.exitStatus()).toBe(0);
  const games = join(dir, 'games');
  return JSON.parse(
    readFileSync(
      join(
        games,
        readdirSync(games).find((f) => f.endsWith('.json'))!,
      ),
      'utf8',
    ),
  );
}

/** A game of Ana and a bot whose seat is asked (Enter: a greedy bot named Blue), up to "Who starts?". */
async function toTheQuestion(seed: string, dir: string): Promise<{ t: Term; asked: string }> {
  const t = start(
    ['--rules', 'classic', '--map', 'symmetric', '--players', '2', '--seat', 'Ana:human', '--seed', seed, '--bot-delay', '60000', '--ascii'],
    dir,
  );
  await t.waitFor(/Seat 2: who plays\?/);
  t.send('Enter');
  await t.waitFor(/Seat 2: name\?/);
  t.send('Enter');
  return { t, asked: await t.waitFor(/Who starts\?/) };
}

describe.skipIf(!tmux)('the start player on the screen', () => {
  it('play --start 2 - the game opens on the second seat, and the record keeps it', async () => {
    const dir = home();
    // A long bot delay holds the bot's first move, so its turn is on the screen to be read.
    const t = start(['--yes', '--start', '2', '--seed', 'start2', '--bot-delay', '60000', '--ascii'], dir);
    await t.waitFor(/B Blue's turn, 3 actions left/);
    const record = await quitAndRead(t, dir);
    expect(record.options.startPlayer).toBe(1);
    expect(record.setup.startPlayer).toBe(1);
  });

  it('play - the question "Who starts?" comes after the seats, at random by default, and a seat chosen starts', async () => {
    const dir = home();
    const { t, asked } = await toTheQuestion('ask-start', dir);
    expect(asked).toMatch(/❯ at random/);
    expect(asked).toMatch(/Ana \(seat 1\)/);
    expect(asked).toMatch(/Blue \(seat 2\)/);
    t.send('Down', 'Down', 'Enter');
    await t.waitFor(/B Blue's turn, 3 actions left/);
    const record = await quitAndRead(t, dir);
    expect(record.options.startPlayer).toBe(1);
  });

  it('play - "at random" (Enter) keeps the start player out of the options: the seed draws it', async () => {
    const dir = home();
    const { t } = await toTheQuestion('ask-random', dir);
    t.send('Enter');
    await t.waitFor(/HACIENDA symmetric/);
    const record = await quitAndRead(t, dir);
    expect(record.options).not.toHaveProperty('startPlayer');
    expect([0, 1]).toContain(record.setup.startPlayer);
  });
});
