/**
 * End to end: the history of the whole game, scrollable, and the player's own last turn kept in
 * view in the log after a bot's turn (issue 13, item 10).
 */
import { describe, expect, it } from 'vitest';
import { gameTerminals, haveTmux } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('test/e2e: tmux is not installed, so the pseudo-terminal tests do not run (.ci/run installs it)');

const start = gameTerminals({ cols: 100, rows: 30 });

describe.skipIf(!tmux)('history on a terminal', () => {
  it('history - m opens every event since the start with turn separators; home, end and esc', async () => {
    const t = start('history-e2e');
    await t.waitFor(/your turn, 3 actions left/);
    // Two turns of each: buy, end; the bot plays its own.
    for (let turn = 0; turn < 2; turn++) {
      t.send('b', '1');
      await t.waitFor(/your turn, 2 actions left/);
      t.send('e', 'y');
      await t.waitUntil(() => !/your turn/.test(t.screen()), 'the bot to play');
      await t.waitFor(/your turn, 3 actions left/);
    }
    t.send('m');
    let screen = await t.waitFor(/HISTORY {2}lines \d+-\d+ of \d+/);
    expect(screen).toMatch(/-- (You|Bot) --/);
    t.send('g');
    screen = await t.waitFor(/HISTORY {2}lines 1-/);
    expect(screen).toMatch(/^1\. \w+: /m);
    t.send('Escape');
    await t.waitUntil(() => !/HISTORY/.test(t.screen()), 'the history to close');
    await t.waitFor(/your turn, 3 actions left/);
  });
});
