/**
 * End to end: a shell that has CI set (some containers do) still sees the screen. Ink draws only
 * the last frame in CI; the bundle tells it the screen, which opens only on a terminal, is not.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { haveTmux, Term } from './tmux.js';

const tmux = haveTmux();
const terms: Term[] = [];
afterEach(() => {
  while (terms.length) terms.pop()!.kill();
});

describe.skipIf(!tmux)('the screen where CI is set', () => {
  it('play - with CI=true in the environment the board is drawn and keys work', async () => {
    const home = mkdtempSync(join(tmpdir(), 'hacienda-e2e-'));
    const t = Term.start(['play', '--yes', '--seed', 'ci', '--bot-delay', '60000'], { env: { HACIENDA_HOME: home, CI: 'true', CONTINUOUS_INTEGRATION: '1' } });
    terms.push(t);
    const screen = await t.waitFor(/your turn/);
    expect(screen).toMatch(/^ +A B C D E F G H/m);
    t.send('q');
    await t.waitFor(/Quit\?/);
    t.send('y');
    await t.waitUntil(() => t.dead(), 'the program to end');
    expect(t.exitStatus()).toBe(0);
  });
});
