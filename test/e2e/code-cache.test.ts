/**
 * End to end: a game started on the screen saves the program's code cache once its first frame is
 * drawn, while the game goes on (src/bundle/startup.ts, src/bundle/launch.ts); the next game starts from it.
 */
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { haveTmux, sleep, Term } from './tmux.js';

const tmux = haveTmux();
const terms: Term[] = [];
afterEach(() => {
  while (terms.length) terms.pop()!.kill();
});

const playCaches = (home: string) => (existsSync(join(home, 'cache')) ? readdirSync(join(home, 'cache')).filter((n) => n.endsWith('-play.v8cache')) : []);

describe.skipIf(!tmux)('the code cache of a game', () => {
  it('play - the code cache is saved when the first frame is drawn, before the game ends, and used next time', async () => {
    const home = mkdtempSync(join(tmpdir(), 'hacienda-e2e-'));
    const t = Term.start(['play', '--yes', '--seed', 'cache', '--bot-delay', '60000'], { env: { HACIENDA_HOME: home } });
    terms.push(t);
    await t.waitFor(/your turn/);
    await t.waitUntil(() => playCaches(home).length === 1, 'the cache to be saved');
    expect(t.dead()).toBe(false);
    t.send('q');
    await t.waitFor(/Quit\?/);
    t.send('y');
    await t.waitUntil(() => t.dead(), 'the program to end');
    expect(t.exitStatus()).toBe(0);
    const [cache] = playCaches(home);
    const written = statSync(join(home, 'cache', cache!)).mtimeMs;

    // The next game starts from that cache (the same file, not written again) and draws the same board.
    const again = Term.start(['play', '--yes', '--seed', 'cache', '--bot-delay', '60000', '--save', join(home, 'again.json')], {
      env: { HACIENDA_HOME: home },
    });
    terms.push(again);
    const screen = await again.waitFor(/your turn/);
    expect(screen).toMatch(/^ +A B C D E F G H/m);
    await sleep(300);
    expect(playCaches(home)).toEqual([cache]);
    expect(statSync(join(home, 'cache', cache!)).mtimeMs).toBe(written);
  });
});
