/**
 * A client whose machine stops answering (a laptop closed, a network gone: here the real ssh client
 * stopped with SIGSTOP) is found by the server's keepalives and its connection closed, so that its
 * screen leaves the room, instead of at TCP's timeout or the half-hour idle limit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineDecider } from '../../src/host/bot-thread.js';
import { Hub } from '../../src/server/hub.js';
import { hostKey } from '../../src/server/host-key.js';
import { DEFAULT_LIMITS, startSsh, type SshServer } from '../../src/server/ssh.js';
import { FolderRoomStore } from '../../src/server/store.js';
import { haveSsh, newKey, sshOptions } from './ssh-client.js';

const owner = { id: 'key:SHA256:owner', name: 'Owner', guest: false };
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

describe.skipIf(!haveSsh())('server keepalive', () => {
  it('serve - a client that stops answering is found by the keepalives and leaves the room', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-keepalive-'));
    const hub = new Hub(new FolderRoomStore(join(dir, 'server')), () => inlineDecider(null));
    cleanup.push(() => hub.close());
    const lines: string[] = [];
    const server: SshServer = await startSsh(hub, {
      hostKey: hostKey(join(dir, 'server')).key,
      host: '127.0.0.1',
      port: 0,
      guests: false,
      limits: { ...DEFAULT_LIMITS, keepaliveMs: 150, keepaliveCount: 2 },
      log: (line) => lines.push(line),
    });
    cleanup.push(() => server.close());
    // A room of bots that wait a minute a move: it begins at once, and a spectator can watch it.
    const room = hub.create(
      {
        rules: 'classic',
        options: {},
        seats: [
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ],
        pace: 60_000,
        listed: true,
        seed: 'keepalive',
      },
      owner,
    );
    const key = newKey(dir, 'cat');
    const ssh: ChildProcess = spawn('ssh', ['-tt', ...sshOptions(server.port, key), 'cat@127.0.0.1', 'watch', room.code], { stdio: ['pipe', 'pipe', 'pipe'] });
    ssh.stdout!.resume();
    ssh.stderr!.resume();
    cleanup.push(async () => {
      ssh.kill('SIGCONT');
      ssh.kill('SIGKILL');
    });
    expect(await until(() => room.spectators === 1, 15_000)).toBe(true);
    // The client's machine goes silent: nothing answers the server's keepalives any more.
    ssh.kill('SIGSTOP');
    const left = await until(() => room.spectators === 0, 10_000);
    expect(left).toBe(true);
    expect(lines.some((l) => /no answer to 2 keepalives: connection closed/.test(l))).toBe(true);
  });
});
