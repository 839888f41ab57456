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
import { haveSsh, killServer, newKey, serve, sshScreen, type Served } from '../server/ssh-client.js';

const ready = haveTmux() && haveSsh();
if (!ready) console.warn('serve tutorial e2e skipped: tmux or the OpenSSH client is missing (.ci/run installs them)');

const home = mkdtempSync(join(tmpdir(), 'hacienda-serve-tutorial-'));
let server: Served | null = null;
let key = '';
const terms: Term[] = [];

beforeAll(async () => {
  if (!ready) return;
  key = newKey(home, 'dee');
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
    term.send('t');
    await term.waitFor(/the tutorial: 1 Classic Hacienda/);
    term.send('1');
    const again = await term.waitFor(/Lesson 2\/13: a chain/);
    expect(again).toContain('1. You: play land forest E4');
  }, 60_000);
});
