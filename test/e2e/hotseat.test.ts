/**
 * End to end: hot-seat at one keyboard (issue 13, item 15): the person who drew a card sees it on
 * the hand-over screen before the keyboard passes; the next person's screen hides it.
 */
import { describe, expect, it } from 'vitest';
import { gameTerminals, haveTmux } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('test/e2e: tmux is not installed, so the pseudo-terminal tests do not run (.ci/run installs it)');

const start = gameTerminals();

describe.skipIf(!tmux)('hot seat on a terminal', () => {
  it('hot seat - the card just drawn is shown to its owner before the hand-over, then hidden', async () => {
    const t = start('hotseat-e2e', ['--seat', 'Ana:human', '--seat', 'Bea:human']);
    await t.waitFor(/Pass the keyboard to (Ana|Bea)/);
    const first = /Pass the keyboard to (Ana|Bea)/.exec(t.screen())![1]!;
    const second = first === 'Ana' ? 'Bea' : 'Ana';
    t.send('Enter');
    await t.waitFor(/your turn, 3 actions left/);
    t.send('b', '1');
    const drew = /bought the top land card \((\w+)\)/.exec(await t.waitFor(/bought the top land card \(\w+\)/))![1]!;
    t.send('e', 'y');
    let screen = await t.waitFor(new RegExp(`${first}: what you drew this turn`));
    expect(screen).toContain(`(${drew})`);
    t.send('Enter');
    screen = await t.waitFor(new RegExp(`Pass the keyboard to ${second}`));
    expect(screen).not.toContain(`(${drew})`);
    t.send('Enter');
    screen = await t.waitFor(new RegExp(`${second}'s hand`));
    expect(screen).not.toContain(`land card (${drew})`);
  });
});
