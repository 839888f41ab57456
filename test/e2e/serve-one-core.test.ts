/**
 * `hacienda serve` held to one core (taskset), as on a one-core machine: the server's thread is
 * started with V8's garbage collection on that thread alone (src/cli/serve.ts), and serves as
 * ever. The real OpenSSH client in tmux: two players in a room, keys that move the cursor, a
 * command beside them; then SIGTERM, which the main thread passes on and which ends the command
 * as before.
 */
import { describe, expect, it } from 'vitest';
import { haveTmux } from './tmux.js';
import { haveSsh, haveTaskset, serverForTests, sshRun } from '../server/ssh-client.js';

const ready = haveTmux() && haveSsh() && haveTaskset();
if (!ready)
  console.warn('serve one-core e2e skipped: tmux, the OpenSSH client or taskset(1) is missing (.ci/run installs the first two; taskset is in util-linux)');

const served = serverForTests(ready, 'hacienda-one-core-', ['ana', 'ben'] as const, { oneCore: true });

describe.skipIf(!ready)('hacienda serve on one core', () => {
  it('serve - held to one core, two players meet, the cursor follows the keys, list answers, and SIGTERM ends the server', async () => {
    const code = sshRun(served.port, served.keys.ana, 'ana', ['new', '--seed', 'one-core-e2e', '--pace', '0']).stdout.trim();
    expect(code).toMatch(/^[A-Z0-9]{4,8}$/);
    const ana = served.screen('ana', ['join', code]).term;
    await ana.waitFor(/waiting for one more player/);
    const ben = served.screen('ben', ['join', code]).term;
    await ben.waitFor(/HACIENDA /);
    const before = await ana.waitFor(/HACIENDA /);
    ana.send('Right');
    ana.send('Right');
    await ana.waitUntil(() => ana.screen() !== before, 'the cursor to move');
    expect(sshRun(served.port, served.keys.ben, 'ben', ['list']).stdout).toMatch(new RegExp(`^${code} `, 'm'));

    const stderr = await served.stop();
    // 128 + 15, as before the server had a thread of its own (docs/cli.md).
    expect(served.exitCode()).toBe(143);
    expect(stderr).not.toMatch(/internal error|Error:|\n\s+at /);
  });
});
