/**
 * The room's chat line over SSH, with the real OpenSSH client in tmux: a player opens it with ',
 * types a line and says it with enter; the other player and a spectator see it in their logs at
 * once; a line that comes too fast is refused with the reason. And a hint asked on a remote screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haveTmux, type Term } from './tmux.js';
import { haveSsh, killServer, newKey, serve, sshRun, sshScreen, type Served } from '../server/ssh-client.js';

const ready = haveTmux() && haveSsh();
if (!ready) console.warn('serve chat e2e skipped: tmux or the OpenSSH client (ssh, ssh-keygen) is missing (.ci/run installs them)');

const home = mkdtempSync(join(tmpdir(), 'hacienda-chat-'));
const keys = { ana: '', ben: '', cat: '' };
let server: Served | null = null;
const terms: Term[] = [];

function open(user: keyof typeof keys, command: string[]) {
  const s = sshScreen(server!.port, keys[user], user, command);
  terms.push(s.term);
  return s.term;
}

beforeAll(async () => {
  if (!ready) return;
  for (const name of Object.keys(keys) as (keyof typeof keys)[]) keys[name] = newKey(home, name);
  server = await serve(join(home, 'server'));
});

afterAll(async () => {
  for (const t of terms) t.kill();
  if (server) await killServer(server);
});

describe.skipIf(!ready)('hacienda serve chat', () => {
  it('serve chat - a line said by a player reaches the other player and a spectator at once; too many too fast are refused; a hint comes', async () => {
    const code = sshRun(server!.port, keys.ana, 'ana', ['new', '--seed', 'chat-e2e', '--pace', '0']).stdout.trim();
    expect(code).toMatch(/^[A-Z0-9]{4,8}$/);
    const ana = open('ana', ['join', code]);
    await ana.waitFor(/waiting for one more player/);
    // In the waiting room too: what is said there stands at the start of the game's log.
    ana.send({ text: "'anyone there?" });
    await ana.waitFor(/say: anyone there\?_/);
    ana.send('Enter');
    await ana.waitFor(/^ana: anyone there\?/m);
    const ben = open('ben', ['join', code]);
    await ana.waitFor(/HACIENDA /);
    await ben.waitFor(/ana: anyone there\?/);
    const cat = open('cat', ['watch', code]);
    await cat.waitFor(/HACIENDA /);
    expect(await ana.waitFor(/' chat/)).toMatch(/' chat/);

    ana.send({ text: "'" });
    await ana.waitFor(/say: _/);
    ana.send({ text: 'good luck, ben!' });
    await ana.waitFor(/say: good luck, ben!_/);
    ana.send('Enter');
    await ben.waitFor(/ana: good luck, ben!/);
    await cat.waitFor(/ana: good luck, ben!/);
    // The line closed after it was said; ana's own log holds it too.
    const after = await ana.waitFor(/ana: good luck, ben!/);
    expect(after).not.toMatch(/say: /);

    // The spectator talks too, marked as watching.
    cat.send({ text: "'" });
    await cat.waitFor(/say: _/);
    cat.send({ text: 'nice board' });
    cat.send('Enter');
    await ben.waitFor(/cat \(watching\): nice board/);

    // Five lines in ten seconds at most: ben says six at once (keys that come together are each
    // their own key); the sixth is refused with the reason and stays typed.
    ben.send({ text: "'line 1\r'line 2\r'line 3\r'line 4\r'line 5\r'one too many\r" });
    await ana.waitFor(/ben: line 5/);
    const refused = await ben.waitFor(/slow down: at most 5 lines in 10 seconds/);
    expect(refused).toMatch(/say: one too many_/);
    expect(ana.screen()).not.toMatch(/one too many/);
    ben.send('Escape');
    await ben.waitUntil(() => !/say: /.test(ben.screen()), 'the chat line to close');

    // A hint on a remote screen thinks in a thread of its own; the other screens go on drawing.
    const toMove = /your turn/.test(ana.screen().split('\n')[0]!) ? ana : ben;
    toMove.send('i');
    await toMove.waitFor(/hint: /, 30_000);
  });
});
