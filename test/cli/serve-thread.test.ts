/**
 * How `hacienda serve` starts its server's thread (src/cli/serve.ts): the young generation it is
 * given, and V8's helper threads turned off where there is one core. The server itself is tested
 * end to end (test/e2e/serve*.test.ts), held to one core in serve-one-core.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverThreadSetup, YOUNG_GENERATION_MB } from '../../src/cli/serve.js';
import { BIN, cleanEnv } from '../e2e/tmux.js';

describe('serve thread', () => {
  it("serve thread - the server's thread gets a young generation of 192 MB, whatever the cores", () => {
    expect(YOUNG_GENERATION_MB).toBe(192);
    for (const cores of [1, 2, 8]) expect(serverThreadSetup(cores).resourceLimits).toEqual({ maxYoungGenerationSizeMb: 192 });
  });

  it('serve thread - on one core garbage collection stays on the thread that draws; with more, V8 keeps its helpers', () => {
    expect(serverThreadSetup(1).v8Flags).toBe('--no-concurrent-marking --no-parallel-scavenge');
    expect(serverThreadSetup(2).v8Flags).toBeNull();
    expect(serverThreadSetup(16).v8Flags).toBeNull();
  });

  it("serve thread - a port already taken: the server's thread says so, and the command ends with exit code 2 saying it cannot listen", async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as AddressInfo).port;
    try {
      const data = join(mkdtempSync(join(tmpdir(), 'hacienda-serve-taken-')), 'server');
      const r = spawnSync(process.execPath, [BIN, 'serve', '--port', String(port), '--data', data], { encoding: 'utf8', env: cleanEnv(), timeout: 30_000 });
      expect(r.signal).toBeNull();
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(new RegExp(`^hacienda: cannot listen on 127\\.0\\.0\\.1:${port}: .*EADDRINUSE.*$`, 'm'));
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    } finally {
      taken.close();
    }
  });
});
