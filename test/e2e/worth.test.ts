/**
 * End to end: what a move is worth shows before it is confirmed, in the menus and on the cursor
 * line, and the scores if scored now are one key away; a hint says what it gains, and Enter plays
 * it (issue 13, items 7, 8 and 9).
 */
import { describe, it } from 'vitest';
import { gameTerminals, haveTmux } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('test/e2e: tmux is not installed, so the pseudo-terminal tests do not run (.ci/run installs it)');

const start = gameTerminals();

describe.skipIf(!tmux)('worth on a terminal', () => {
  it('worth - the buy menu and a highlighted space show what the move is worth; o shows the scores now', async () => {
    const t = start('worth');
    await t.waitFor(/your turn, 3 actions left/);
    t.send('b');
    await t.waitFor(/face up {2}-3 pesos, a card/);
    t.send('Escape', 'p', '1');
    await t.waitFor(/enter: play land \w+ [A-R]\d+: (\+\d+ pts?|nothing now)/);
    t.send('Escape', 'Escape', 'o');
    await t.waitFor(/If scored now[\s\S]*mkt chain hac water/);
    t.send('o');
    await t.waitUntil(() => !/If scored now/.test(t.screen()), 'the scores to hide');
  });

  it('hint - the hint says what the move gains, and enter plays it', async () => {
    const t = start('hint-e2e', ['--think', '200']);
    await t.waitFor(/your turn, 3 actions left/);
    t.send('i');
    const screen = await t.waitFor(/enter plays it/);
    const notation = /hint: (.+?)( - .*)?; enter plays it/.exec(screen)![1]!;
    t.send('Enter');
    await t.waitFor(new RegExp(`\\d+\\. You: ${notation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });
});
