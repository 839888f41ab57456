/**
 * The tutorial in the server's lobby (issue 17: "also offered ... in the lobby of hacienda
 * serve"): the real OpenSSH client in tmux, `t` in the lobby and a game's number open its first
 * lesson in the session's screen; a lesson played, q leaves to the lobby, and the next `t` goes on
 * at the lesson where the player left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haveTmux, type Term } from './tmux.js';
import { haveSsh, killServer, newKey, serve, sshRun, sshScreen, type Served } from '../server/ssh-client.js';

const ready = haveTmux() && haveSsh();
if (!ready) console.warn('serve tutorial e2e skipped: tmux or the OpenSSH client is missing (.ci/run installs them)');

const home = mkdtempSync(join(tmpdir(), 'hacienda-serve-tutorial-'));
let server: Served | null = null;
let key = '';
let other = '';
const terms: Term[] = [];

beforeAll(async () => {
  if (!ready) return;
  key = newKey(home, 'dee');
  other = newKey(home, 'eve');
  server = await serve(join(home, 'server'));
});

afterAll(async () => {
  for (const t of terms) t.kill();
  if (server) await killServer(server);
});

describe.skipIf(!ready)('the tutorial over SSH', () => {
  it('serve tutorial - t in the lobby opens the lessons; q goes back to the lobby, and t again goes on where the player left', async () => {
    const { term } = sshScreen(server!.port, key, 'dee', [], { cols: 80, rows: 24 });
    terms.push(term);
    await term.waitFor(/t tutorial/);
    term.send('t');
    await term.waitFor(/the tutorial: 1 Classic Hacienda {2}2 Hacienda 2026/);
    term.send('1');
    await term.waitFor(/Lesson 1\/13: land on its terrain/);
    term.send('E', '4', 'Enter', 'Enter');
    await term.waitFor(/Lesson 2\/13: a chain/);
    term.send('q');
    await term.waitFor(/Quit\? Your place is kept/);
    term.send('y');
    await term.waitFor(/t tutorial/);
    // Keys that arrive together are each handled (the lobby reads them one by one).
    term.send({ text: 't1' });
    const again = await term.waitFor(/Lesson 2\/13: a chain/);
    expect(again).toContain('1. You: play land forest E4');
  }, 60_000);

  it('lobby - a room code pasted after c arrives whole and takes the player to the room', async () => {
    const made = sshRun(server!.port, other, 'eve', ['new', '--players', '2']);
    expect(made.status).toBe(0);
    const code = made.stdout.split('\r\n')[0]!;
    const { term } = sshScreen(server!.port, key, 'dee', [], { cols: 80, rows: 24 });
    terms.push(term);
    await term.waitFor(/t tutorial/);
    term.send('c');
    await term.waitFor(/room code: _/);
    term.send({ text: code }, 'Enter');
    // The room's two seats are taken now, so its game may begin at once: the waiting screen or
    // the game's own, at dee's seat.
    const screen = await term.waitFor(new RegExp(`Room ${code}: waiting|dee's hand`));
    expect(screen).not.toContain('no room has the code');
  }, 30_000);
});
