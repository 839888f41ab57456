/**
 * End to end in tmux: a board name and a player name carrying a clipboard write (OSC 52) and a
 * clear-screen show escaped on the real screen, and the terminal never receives them: tmux, told
 * to take clipboard writes from programs, gets none, and the board stays drawn.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, cleanEnv, haveTmux, Term } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('test/e2e/escapes: tmux is not installed, so the pseudo-terminal tests do not run (.ci/run installs it)');

const CLIPBOARD = '\x1b]52;c;aGFjaWVuZGE=\x07';
const CLEAR = '\x1b[2J\x1b[H';
const SHOWN = '\\x1b]52;c;aGFjaWVuZGE=\\x07\\x1b[2J\\x1b[H';

const terms: Term[] = [];
afterEach(() => {
  while (terms.length) terms.pop()!.kill();
});

/** tmux takes clipboard writes from the program into a paste buffer from now on. */
function watchClipboard(t: Term): void {
  t.tmux(['set-option', '-g', 'set-clipboard', 'on']);
}

function buffers(t: Term): string {
  return t.tmux(['list-buffers']);
}

/** q, y: the program ends, and still nothing reached the clipboard. */
async function quitClean(t: Term): Promise<void> {
  t.send('q');
  await t.waitFor(/Quit\?/);
  t.send('y');
  await t.waitUntil(() => t.dead(), 'the program to end');
  expect(buffers(t)).toBe('');
}

describe.skipIf(!tmux)('escapes on the real screen', () => {
  it('escapes - a board name with OSC 52 and a clear-screen shows escaped in the header; the clipboard is never written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-e2e-esc-'));
    const board = join(dir, 'evil.map');
    const text = readFileSync(resolve(import.meta.dirname, '../../src/games/classic/boards/symmetric.map'), 'utf8');
    writeFileSync(board, text.replace('name: symmetric', `name: Evil${CLIPBOARD}${CLEAR}\u202eboard`));
    const t = Term.start(['--seat', 'Ana:human', '--seat', 'Bot:bot:random', '--map', board, '--seed', 'esc', '--bot-delay', '0', '--ascii'], {
      cols: 110,
      rows: 34,
      env: { HACIENDA_HOME: dir },
    });
    terms.push(t);
    watchClipboard(t);
    await t.waitFor(/HACIENDA/);
    // Frames after the option is set: a raw OSC 52 in any of them would fill a buffer.
    t.send('Right', 'Right', 'Down');
    const screen = await t.waitFor(/Evil\\x1b\]52/);
    expect(screen).toContain(`Evil${SHOWN}\\u{202e}board`);
    expect(screen).toMatch(/Ana\s+20/); // the board and the panels are still there: nothing cleared them
    expect(buffers(t)).toBe('');
    await quitClean(t);
  });

  it('escapes - a player name with OSC 52 and a clear-screen, from a resumed record, shows escaped in the players panel', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-e2e-esc-'));
    const sim = spawnSync(process.execPath, [BIN, 'simulate', '--seed', 'esc', '--records', dir], { encoding: 'utf8', env: cleanEnv() });
    expect(sim.status).toBe(0);
    const record = JSON.parse(
      readFileSync(
        join(
          dir,
          readdirSync(dir).find((f) => f.endsWith('.json'))!,
        ),
        'utf8',
      ),
    );
    // A short clipboard write: a record's names are at most 20 characters.
    record.seats[0] = { name: 'E\x1b]52;c;aGk=\x07\x1b[2J', player: 'human' };
    record.actions = record.actions.slice(0, 10);
    record.result = null;
    const file = join(dir, 'evil.json');
    writeFileSync(file, JSON.stringify(record));
    const t = Term.start(['resume', file, '--bot-delay', '0', '--ascii'], { cols: 110, rows: 34, env: { HACIENDA_HOME: dir } });
    terms.push(t);
    watchClipboard(t);
    await t.waitFor(/HACIENDA/);
    t.send('Right', 'Left');
    const screen = await t.waitFor(/E\\x1b\]52;c;aGk=\\x07\\x1b\[2J/);
    expect(screen).toMatch(/HACIENDA symmetric/);
    expect(buffers(t)).toBe('');
    await quitClean(t);
  });
});
