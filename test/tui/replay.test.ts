/**
 * The replay viewer (issue 13, item 14): its own keys on its status line, leaving it without a
 * question, the final scoring by category at its end, and every seat's hand.
 */
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { boardOf, currentPlayer } from '../../src/api.js';
import { ReplayApp } from '../../src/tui/app/ReplayApp.js';
import { statusKeys } from '../../src/tui/ui/keys.js';
import { reduceReplay, replayContext, replayData, replayStart, shownHand, type ReplayData, type ReplayUi } from '../../src/tui/ui/replay.js';
import { initialUi } from '../../src/tui/ui/state.js';
import { loadRecord } from '../../src/records/read.js';
import { replayRecord } from '../../src/records/replay.js';
import { stripStyle } from '../../src/tui/terminal/style.js';
import { topology } from '../../src/api.js';
import { PLAIN } from './support.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/records');
const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));
const KEY = { right: '\x1b[C', left: '\x1b[D', end: '\x1b[F', tab: '\t', shiftTab: '\x1b[Z' };

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

function dataOf(name: string): ReplayData {
  const file = join(FIXTURES, name);
  const record = loadRecord(file);
  const r = replayRecord(record);
  if (!r.ok) throw new Error(r.problem.reason);
  return replayData(record, file, r.initial, r.steps);
}

function viewer(data: ReplayData, at = 0, rows = 24) {
  const app = render(createElement(ReplayApp, { data, theme: PLAIN, at }));
  const out = app.stdout as unknown as { rows?: number; columns?: number; emit(e: string): void };
  Object.defineProperty(out, 'rows', { value: rows, configurable: true });
  Object.defineProperty(out, 'columns', { value: 80, configurable: true });
  out.emit('resize');
  cleanups.push(app.unmount);
  return { app, frame: () => stripStyle(app.lastFrame() ?? '') };
}

function uiAt(data: ReplayData, pos: number): ReplayUi {
  return replayStart(pos, initialUi(topology(boardOf(data.states[pos]!))));
}

describe('replay viewer keys', () => {
  it("replay status line - lists the viewer's own keys (← steps back), not the cursor's arrows, and fits 80 columns", () => {
    const keys = statusKeys('replay');
    expect(keys).toEqual(['→ next', '← back', 'home/end', '[ ] scorings', 'space play', 'tab hands', 'q quit', '? help']);
    expect(keys.join('  ').length).toBeLessThanOrEqual(79);
    // The game's screens keep theirs.
    expect(statusKeys('board')).toContain('←↑↓→ move');
    expect(statusKeys('board')).toContain('z zoom');
    expect(statusKeys('menu')).not.toContain('←↑↓→ move');
  });

  it('ReplayApp - the status line on screen, ← steps back', async () => {
    const data = dataOf('classic-symmetric-4p-random.json');
    const { app, frame } = viewer(data, 5);
    await tick();
    const lines = frame().split('\n');
    expect(lines.at(-1)).toBe('> next  < back  home/end  [ ] scorings  space play  tab hands  q quit  ? help');
    app.stdin.write(KEY.left);
    await tick();
    expect(frame()).toContain(`replay 4/${data.actions.length}`);
  });

  it('replay quit - q leaves at once, without a question about saving', () => {
    const data = dataOf('classic-symmetric-4p-random.json');
    const r = uiAt(data, 3);
    const ctx = replayContext(data, r, false, { lines: [], height: 10 });
    for (const intent of [{ type: 'quit' } as const, { type: 'quit-now' } as const]) {
      const out = reduceReplay(r, intent, data, ctx);
      expect(out.effects).toEqual([{ type: 'quit' }]);
      expect(out.r.ui.confirm).toBeNull();
    }
    expect(reduceReplay(r, { type: 'interrupt' }, data, ctx).effects).toEqual([{ type: 'interrupt' }]);
  });

  it('ReplayApp - q ends the viewer; no frame ever asks to quit or speaks of saving', async () => {
    const data = dataOf('classic-symmetric-4p-random.json');
    const { app } = viewer(data, 2);
    await tick();
    const frames: string[] = [];
    app.stdin.write('q');
    await tick();
    frames.push(...app.frames.map(stripStyle));
    expect(frames.join('\n')).not.toMatch(/Quit\?|saved|resume/);
    // The viewer was on screen before q; its last frame after leaving may be empty (Ink's exit
    // under a loaded machine), so the viewer is looked for among the frames, not in the last.
    expect(frames.some((f) => f.includes('replay 2/'))).toBe(true);
  });
});

describe('replay end', () => {
  /** The viewer's screen after End, which shows the game's end. */
  async function endOf(data: ReplayData, rows: number): Promise<string> {
    const { app, frame } = viewer(data, 0, rows);
    await tick();
    app.stdin.write(KEY.end);
    await tick();
    const screen = frame();
    expect(screen).toMatch(/Game over: /);
    expect(screen).toContain('Final scoring');
    return screen;
  }

  it('ReplayApp - at the end of a Classic game, the final scoring by category below the totals', async () => {
    const data = dataOf('classic-symmetric-4p-random.json');
    const screen = await endOf(data, 24);
    expect(screen).toMatch(/mkt chain hac water {2}\$ {2}total/);
    // Each seat's row: five categories and the total, which is the final scoring's.
    const final = data.scorings.at(-1)!;
    for (const [i, seat] of data.record.seats.entries()) {
      const s = final.scores[i]!;
      const cells = [s.markets, s.chains, s.haciendas, s.water, s.money, s.total].join('\\s+');
      expect(screen).toMatch(new RegExp(`${seat.name}\\s+${cells}\\b`));
    }
  });

  it('ReplayApp 2026 - at the end, the final scoring by objective below the totals', async () => {
    const screen = await endOf(dataOf('h2026-hacienda-standard-3p.json'), 34);
    expect(screen).toMatch(/ctr chain water plat \+VP total/);
  });
});

describe('replay hands', () => {
  it("replay hands - tab shows each seat's hand in turn, then follows the player to act again; shift+tab goes back", () => {
    const data = dataOf('classic-symmetric-4p-random.json');
    const ctx = replayContext(data, uiAt(data, 10), false, { lines: [], height: 10 });
    let r = uiAt(data, 10);
    const acting = currentPlayer(data.states[10]!);
    expect(shownHand(data, r)).toBe(acting);
    const seen = [acting];
    for (let k = 0; k < 3; k++) {
      r = reduceReplay(r, { type: 'hand', by: 1 }, data, ctx).r;
      seen.push(shownHand(data, r));
    }
    expect(new Set(seen).size).toBe(4);
    r = reduceReplay(r, { type: 'hand', by: 1 }, data, ctx).r;
    expect(r.hand).toBeNull();
    r = reduceReplay(r, { type: 'hand', by: -1 }, data, ctx).r;
    expect(shownHand(data, r)).toBe(seen[3]);
    // A chosen hand stays while the replay steps on.
    r = reduceReplay(r, { type: 'step', by: 1 }, data, ctx).r;
    expect(shownHand(data, r)).toBe(seen[3]);
  });

  it("ReplayApp - tab shows the next seat's hand on screen, every seat's in turn", async () => {
    const data = dataOf('classic-symmetric-4p-random.json');
    const { app, frame } = viewer(data, 0);
    await tick();
    const names = data.record.seats.map((s) => s.name);
    const first = currentPlayer(data.states[0]!);
    const shown: string[] = [];
    for (let k = 0; k < names.length; k++) {
      const hand = /(\S+)'s hand/.exec(frame())![1]!;
      shown.push(hand);
      app.stdin.write(KEY.tab);
      await tick();
    }
    expect(shown[0]).toBe(names[first]);
    expect([...shown].sort()).toEqual([...names].sort());
    expect(/(\S+)'s hand/.exec(frame())![1]).toBe(names[first]);
  });
});
