/**
 * What a remote screen shows, with the real OpenSSH client in tmux, now that a frame sends only
 * the rows that changed (src/server/screen-copy.ts): after the waiting room gives way to the game,
 * a run of cursor moves, a resize and more moves, the screen is cell for cell (colours included)
 * what a full redraw of the same view shows: the same player's second connection, opened afresh
 * at the same size. And the bytes a cursor move costs are a small part of a whole frame's.
 */
import { describe, expect, it } from 'vitest';
import { statSync } from 'node:fs';
import { haveTmux, type Term } from './tmux.js';
import { haveSsh, serverForTests, sshRun } from '../server/ssh-client.js';

const ready = haveTmux() && haveSsh();
if (!ready) console.warn('serve frames e2e skipped: tmux or the OpenSSH client (ssh, ssh-keygen) is missing (.ci/run installs them)');

const served = serverForTests(ready, 'hacienda-frames-', ['ana', 'ben'] as const);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The screen once it has stopped changing (a frame reaches tmux in pieces). */
async function settled(t: Term): Promise<string> {
  let last = t.screenWithStyles();
  for (;;) {
    await sleep(250);
    const now = t.screenWithStyles();
    if (now === last) return now;
    last = now;
  }
}

describe.skipIf(!ready)('hacienda serve frames', () => {
  it('serve frames - after the switch to the game, cursor moves and a resize, the remote screen is what a full redraw shows', async () => {
    const code = sshRun(served.port, served.keys.ana, 'ana', ['new', '--seed', 'frames-e2e', '--pace', '0']).stdout.trim();
    expect(code).toMatch(/^[A-Z0-9]{4,8}$/);
    const ana = served.screen('ana', ['join', code]);
    await ana.term.waitFor(/waiting for one more player/);
    const ben = served.screen('ben', ['join', code]);
    await ana.term.waitFor(/HACIENDA /);
    await ben.term.waitFor(/HACIENDA /);
    await settled(ana.term);

    // A run of cursor moves that ends where it began, each its own frame.
    const before = statSync(ana.bytes).size;
    const moves = ['Right', 'Right', 'Down', 'Right', 'Left', 'Up', 'Left', 'Left'];
    for (const key of moves) {
      ana.term.send(key);
      await sleep(120);
    }
    await settled(ana.term);
    const moved = statSync(ana.bytes).size - before;

    ana.term.resize(100, 34);
    await ana.term.waitUntil(() => ana.term.info('#{window_width}x#{window_height}') === '100x34', 'the window to be 100x34');
    await settled(ana.term);
    for (const key of ['Down', 'Right', 'Left', 'Up']) {
      ana.term.send(key);
      await sleep(120);
    }
    await settled(ana.term);

    // The same view drawn whole: ana's second connection, opened afresh at the same size.
    const again = served.screen('ana', ['join', code], { cols: 100, rows: 34 });
    await again.term.waitFor(/HACIENDA /);
    const fresh = await settled(again.term);
    // (The first screen may have drawn again as the second came: both are settled now.)
    expect(await settled(ana.term)).toBe(fresh);
    expect(ana.term.info('#{cursor_x},#{cursor_y}')).toBe(again.term.info('#{cursor_x},#{cursor_y}'));

    // Before the moves: the waiting room's frames and the game's first, whole (about 18 KB at
    // 120 columns). A move sent a fraction of that.
    expect(moved / moves.length).toBeLessThan(before / 4);
  });

  it('serve frames - stopped after drawing screens, the server writes no escape code on its own stderr', async () => {
    // Ink hides the cursor of each channel it draws on; the process's own terminal is not one of them.
    const err = await served.stop();
    expect(err).not.toContain('\u001b');
  }, 30_000);
});
