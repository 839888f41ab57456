/**
 * End to end, the keys as they arrive from a real terminal (issue 13, input): keys that come
 * together in one piece (a paste, a fast typist, a slow link) are each handled, in order; a jump
 * label ends at the first key that cannot continue it, which then does its own job.
 */
import { describe, expect, it } from 'vitest';
import { gameTerminals, haveTmux, sleep } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('test/e2e: tmux is not installed, so the pseudo-terminal tests do not run (.ci/run installs it)');

const start = gameTerminals();

/** The cursor line: the space under the cursor and what is on it. */
const cursorLine = (screen: string) => screen.split('\n').find((l) => /^[A-R]\d{1,2} /.test(l)) ?? '';

describe.skipIf(!tmux)('keys on a terminal', () => {
  it('keys - a pasted label jumps there; a label and a key typed in one piece: the jump, then the key', async () => {
    const t = start('paste');
    await t.waitFor(/your turn, 3 actions left/);
    // One write of two keys: the label F7.
    t.send({ text: 'F7' });
    await t.waitUntil(() => cursorLine(t.screen()).startsWith('F7 '), 'the cursor on F7');
    // One write: a label, then a key that cannot continue it (the actions menu).
    t.send({ text: 'C10a' });
    await t.waitFor(/Actions/);
    expect(cursorLine(t.screen())).toMatch(/^C10 /);
    expect(t.screen()).not.toMatch(/is not a space/);
    // A label typed in a menu (here the buy menu): the cursor goes there; no item is chosen.
    t.send('Escape', 'b');
    await t.waitFor(/Buy a card/);
    t.send({ text: 'F7' });
    await t.waitUntil(() => cursorLine(t.screen()).startsWith('F7 '), 'the cursor on F7');
    expect(t.screen()).toMatch(/Buy a card/);
    expect(t.screen()).not.toMatch(/You: buy/);
    // Two escapes in one write are two steps back: from the buy menu opened from the actions
    // menu, to the actions menu, to the board.
    t.send('Escape');
    await t.waitUntil(() => !/Buy a card/.test(t.screen()), 'the menu to close');
    t.send('a');
    await t.waitFor(/Actions/);
    t.send('Enter');
    await t.waitFor(/Buy a card/);
    t.send({ text: '\x1b\x1b' });
    await t.waitUntil(() => !/Buy a card|Actions/.test(t.screen()), 'both menus to close');
    await t.waitFor(/enter act here/);
  });

  it('keys - a label that a longer one begins with: a capital starts the next label; a pause takes it as typed', async () => {
    const t = start('labels');
    await t.waitFor(/your turn, 3 actions left/);
    t.send({ text: 'E1' });
    await t.waitUntil(() => cursorLine(t.screen()).startsWith('E1 '), 'the cursor on E1');
    await t.waitFor(/go to E1 \(or type on: E10-E13\)/);
    t.send({ text: 'F4' });
    await t.waitUntil(() => cursorLine(t.screen()).startsWith('F4 '), 'the cursor on F4');
    // After a pause, E1 stands: the 0 typed next is not added onto it.
    t.send({ text: 'E1' });
    await t.waitUntil(() => cursorLine(t.screen()).startsWith('E1 '), 'the cursor on E1');
    await t.waitUntil(() => !/go to E1/.test(t.screen()), 'the pending label to be taken');
    t.send({ text: '0' });
    await sleep(300);
    expect(cursorLine(t.screen())).toMatch(/^E1 /);
  });

  it('keys - 2026: E1 then F9 lands on F9 (the F is not dropped to make E19)', async () => {
    const t = start('labels26', ['--rules', '2026']);
    await t.waitFor(/your turn/);
    t.send({ text: 'E1' });
    await t.waitUntil(() => cursorLine(t.screen()).startsWith('E1 '), 'the cursor on E1');
    t.send({ text: 'F9' });
    await t.waitUntil(() => cursorLine(t.screen()).startsWith('F9 '), 'the cursor on F9');
  });

  it('help - laying a water tile: the help says what space does, lists the common keys once; space lays the tile for 12 pesos', async () => {
    const t = start('water');
    await t.waitFor(/your turn, 3 actions left/);
    t.send('w', '1');
    await t.waitFor(/enter lays it/);
    t.send('?');
    let help = await t.waitFor(/KEYS HERE: Laying a water tile/);
    expect(help).toMatch(/enter, space +lay the water tile where it is drawn \(and pay for it\)/);
    expect(help).toMatch(/\n {2}r +turn the water tile/);
    // The common keys are named under the keys here, and listed once further on.
    expect(help).toMatch(/Common keys that work here too/);
    t.send('/');
    t.send({ text: 'COMMON KEYS (on' }, 'Enter');
    help = await t.waitFor(/COMMON KEYS \(on most screens/);
    expect(help).toMatch(/match 1 of 1/);
    t.send('Escape');
    await t.waitUntil(() => !/KEYS HERE/.test(t.screen()), 'the help to close');
    t.send('Space');
    await t.waitFor(/\d+\. You: water single \w+/);
    expect(t.screen()).toMatch(/R You +8 /);
  });

  it('keys - fast keys in one piece play in order: open the buy menu, buy, end the turn and say yes', async () => {
    const t = start('fast');
    await t.waitFor(/your turn, 3 actions left/);
    t.send({ text: 'b1' });
    await t.waitFor(/\d+\. You: buy land deck/);
    t.send({ text: 'ey' });
    await t.waitFor(/\d+\. You: end/);
  });

  it('mouse - a click on a space puts the cursor there, a second click acts there; a click on a menu entry takes it; --no-mouse asks for no reports', async () => {
    const t = start('mouse');
    let screen = await t.waitFor(/your turn, 3 actions left/);
    // Where F7 is drawn: the column of its letter in the header, the line of row 7 (not shifted).
    const lines = screen.split('\n');
    const x = lines[1]!.indexOf(' F ') + 1;
    const y = lines.findIndex((l) => /^ 7 /.test(l));
    t.send({ text: `\x1b[<0;${x + 1};${y + 1}M\x1b[<0;${x + 1};${y + 1}m` });
    await t.waitUntil(() => cursorLine(t.screen()).startsWith('F7 '), 'the cursor on F7');
    t.send({ text: `\x1b[<0;${x + 1};${y + 1}M` });
    await t.waitFor(/On F7|nothing to do on F7/);
    t.send('Escape', 'b');
    screen = await t.waitFor(/Buy a card/);
    // The buy menu's second entry, a face-up card.
    const rows = screen.split('\n');
    const line = rows.findIndex((l) => / 2 land: \w+ 3\$, face up/.test(l));
    const col = rows[line]!.indexOf('2 land');
    t.send({ text: `\x1b[<0;${col + 3};${line + 1}M` });
    await t.waitFor(/\d+\. You: buy land \w+/);
    expect(t.info('#{mouse_standard_flag}#{mouse_sgr_flag}')).toBe('11');
    const quiet = start('mouse', ['--no-mouse']);
    await quiet.waitFor(/your turn, 3 actions left/);
    expect(quiet.info('#{mouse_standard_flag}#{mouse_sgr_flag}')).toBe('00');
  });
});
