/**
 * The history of the whole game (issue 13, item 10): every event since the start, with turn
 * separators, scrollable; and the log panel keeps the player's own last turn in view.
 */
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions } from '../../src/api.js';
import { GameController } from '../../src/tui/app/controller.js';
import { GameApp } from '../../src/tui/app/GameApp.js';
import { historyLines, logWindow, type LogEntry } from '../../src/tui/game/log.js';
import { stripStyle } from '../../src/tui/terminal/style.js';
import { PLAIN, session } from './support.js';

const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));
let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

const entry = (index: number, seat: number, text: string, kind: LogEntry['kind'] = 'action'): LogEntry => ({ index, seat, text, kind });

describe('history', () => {
  it('history - every entry the viewer may see, oldest first, a separator where a turn begins', () => {
    const log = [
      entry(1, 0, '1. Ana: buy land deck'),
      { ...entry(1, 0, 'Ana drew a card'), secret: { seat: 0, text: 'Ana drew meadow' }, kind: 'game' as const },
      entry(2, 0, '2. Ana: end'),
      entry(3, 1, '3. Blue: harvest F7'),
      entry(3, 1, 'Blue +6 pesos', 'money'),
    ];
    expect(historyLines(log, 0, ['Ana', 'Blue'])).toEqual([
      '-- Ana --',
      '1. Ana: buy land deck',
      'Ana drew meadow',
      '2. Ana: end',
      '-- Blue --',
      '3. Blue: harvest F7',
      'Blue +6 pesos',
    ]);
    expect(historyLines(log, 1, ['Ana', 'Blue'])[2]).toBe('Ana drew a card');
  });

  it("log panel - after a bot's turn pushed them out, the viewer's last turn stays in view in one line", () => {
    const log = [entry(1, 0, '1. Ana: buy land deck - bought it'), entry(2, 0, '2. Ana: end'), ...[3, 4, 5, 6].map((i) => entry(i, 1, `${i}. Blue: play`))];
    const w = logWindow(log, 0, 4);
    expect(w.ownTurn).toBe('your last turn: 1. Ana: buy land deck; 2. Ana: end');
    expect(w.entries.map((e) => e.index)).toEqual([4, 5, 6]);
    // In view already: nothing pinned.
    expect(logWindow(log.slice(0, 4), 0, 4).ownTurn).toBeNull();
  });

  it('log panel - entries wrapped onto several lines count every line: the own turn pinned when they push it out', () => {
    const log = [entry(1, 0, '1. Ana: end'), entry(2, 1, '2. Blue: play'), entry(3, 1, '3. Blue: play')];
    // Fits when each entry is one line; two lines each push Ana's turn out of four lines.
    expect(logWindow(log, 0, 4).ownTurn).toBeNull();
    const tall = logWindow(log, 0, 4, () => 2);
    expect(tall.ownTurn).toBe('your last turn: 1. Ana: end');
    expect(tall.entries.map((e) => e.index)).toEqual([3]);
  });

  it('GameApp - m opens the history at the latest events, home goes to the start, esc closes', async () => {
    const s = session(undefined, 'history');
    const controller = new GameController(s, { seed: 't' });
    // A few turns of both players.
    for (let i = 0; i < 12; i++) {
      const snap = controller.getSnapshot();
      if (snap.yourTurn) controller.apply(legalActions(snap.view).find((a) => a.type === 'end')!);
      else controller.bots!.step();
      if (controller.getSnapshot().scoring) controller.ack();
    }
    const app = render(createElement(GameApp, { controller, theme: PLAIN }));
    cleanups.push(app.unmount);
    await tick();
    app.stdin.write('m');
    await tick();
    let frame = stripStyle(app.lastFrame()!);
    expect(frame).toMatch(/HISTORY {2}lines \d+-(\d+) of \1/);
    expect(frame).toContain('-- Blue --');
    app.stdin.write('\x1b[H');
    await tick();
    frame = stripStyle(app.lastFrame()!);
    expect(frame).toMatch(/HISTORY {2}lines 1-/);
    expect(frame).toMatch(/^1\. /m);
    app.stdin.write('\x1b');
    await tick(100);
    expect(stripStyle(app.lastFrame()!)).not.toContain('HISTORY');
  });
});
