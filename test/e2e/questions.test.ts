/**
 * End to end: the questions before a game (issue 55) by the screen's keys: j/k move in a list as
 * the arrows do, esc goes back a question (its answer kept as the default), q leaves with exit
 * code 0; the seat question offers the medium bot first.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { haveTmux, Term } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('test/e2e/questions: tmux is not installed, so the pseudo-terminal tests do not run (.ci/run installs it)');

const terms: Term[] = [];
afterEach(() => {
  while (terms.length) terms.pop()!.kill();
});

function start(args: string[]): Term {
  const t = Term.start(args, { env: { HACIENDA_HOME: mkdtempSync(join(tmpdir(), 'hacienda-e2e-questions-')), USER: 'ana' } });
  terms.push(t);
  return t;
}

describe.skipIf(!tmux)('the questions before a game', () => {
  it('questions - j/k move in a list, esc goes back a question with its answer kept, q leaves (exit code 0); the bot offered first is medium', async () => {
    const t = start(['--ascii']);
    await t.waitFor(/Which game\?/);
    t.send('j');
    await t.waitFor(/\n❯ Hacienda 2026/);
    t.send('Enter');
    await t.waitFor(/\? Which side of the tiles\?/);
    // Back to the game's question: the game chosen is where the cursor is.
    t.send('Escape');
    await t.waitFor(/\? Which game\?\n {2}Classic Hacienda\n❯ Hacienda 2026/);
    t.send('k');
    await t.waitFor(/\? Which game\?\n❯ Classic Hacienda\n/);
    t.send('Enter');
    await t.waitFor(/\? Which board\?|\? How many players\?/);
    while (!/Seat 2: who plays\?/.test(t.screen())) {
      const before = t.screen();
      t.send('Enter');
      await t.waitUntil(() => t.screen() !== before, 'the next question');
    }
    const seat = await t.waitFor(/Seat 2: who plays\?/);
    expect(seat).toMatch(/❯ a bot: medium/);
    t.send('q');
    await t.waitUntil(() => t.dead(), 'the program to end');
    expect(t.exitStatus()).toBe(0);
  });

  it('play --yes - no questions; the first screen says the opponent is the hard bot and where the easier ones are', async () => {
    const t = start(['--yes', '--seed', 'yes-note', '--bot-delay', '0', '--ascii']);
    await t.waitFor(/your turn, 3 actions left/);
    await t.waitFor(/^Blue is the hard bot, the strongest \(hacienda play offers easier ones\)/m);
  });
});
