/**
 * No escape code, bidi control, zero-width character or stack of marks from outside reaches the
 * screen: random hostile text (test/text/hostile.ts) as the players' and the board's names and the
 * record's path, drawn by the real screens (ink-testing-library, colours off, so any escape in a
 * frame came from outside): the board with its header, players panel, log and message line, the
 * hand-over screen, the scoring and final panels, the replay viewer; and the setup questions'
 * answer to a bad board file.
 */
import fc from 'fast-check';
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newGame, projectedScores } from '../../src/api.js';
import { WriteError } from '../../src/files/errors.js';
import { loadMap } from '../../src/maps/load.js';
import type { Seat } from '../../src/records/format.js';
import { replayRecord } from '../../src/records/replay.js';
import { GameSession } from '../../src/records/session.js';
import type { ClassicState } from '../../src/games/classic/rules/state.js';
import type { H2026State } from '../../src/games/h2026/rules/state.js';
import { GameController } from '../../src/tui/app/controller.js';
import { GameApp } from '../../src/tui/app/GameApp.js';
import { ReplayApp } from '../../src/tui/app/ReplayApp.js';
import { GameScreen } from '../../src/tui/components/GameScreen.js';
import { menuLines } from '../../src/tui/components/MenuPanel.js';
import { menuView } from '../../src/tui/ui/menu-view.js';
import { fitWidth } from '../../src/tui/terminal/style.js';
import { sanitize } from '../../src/text/sanitize.js';
import { replayData } from '../../src/tui/ui/replay.js';
import type { PanelTheme } from '../../src/tui/game/panels.js';
import { ASCII_GLYPHS } from '../../src/tui/terminal/glyphs.js';
import type { Screen } from '../../src/tui/ui/keys.js';
import { initialUi } from '../../src/tui/ui/state.js';
import { hostileName, hostileText, unsafeParts } from '../text/hostile.js';
import { MAP } from './support.js';

/** No colours and no bold either: the screen then writes no escape code of its own, so any in a frame came from outside. */
const BARE: PanelTheme = { painter: { level: 0, paint: (text) => text }, glyphs: ASCII_GLYPHS };

// The setup questions, answered here: the board file's validation is what is under test.
const asked = vi.hoisted(() => ({ validate: null as ((text: string) => string | boolean) | null }));
vi.mock('@inquirer/prompts', () => ({
  select: async (q: { message: string; choices: { value: unknown }[] }) => (q.message === 'Which board?' ? '<file>' : q.choices[0]!.value),
  input: async (q: { message: string; validate?: (text: string) => string | boolean; default?: string }) => {
    if (q.message === 'Board file:') {
      asked.validate = q.validate ?? null;
      return 'symmetric';
    }
    return q.default ?? 'Ana';
  },
}));

const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));
let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

function frame(element: Parameters<typeof render>[0], rows = 34): { app: ReturnType<typeof render>; text: () => string } {
  const app = render(element);
  const out = app.stdout as unknown as { rows?: number; emit(e: string): void };
  Object.defineProperty(out, 'rows', { value: rows, configurable: true });
  out.emit('resize');
  cleanups.push(app.unmount);
  return { app, text: () => app.lastFrame() ?? '' };
}

function expectSafe(text: string, what: string): void {
  expect(unsafeParts(text, ['\n']), `${what}:\n${text}`).toEqual([]);
}

const names = fc.tuple(hostileName(4), hostileName(4)).map(([a, b]) => [`${a.slice(0, 60)}#1`, `${b.slice(0, 60)}#2`]);

function classic(seats: Seat[], mapName: string): GameSession {
  return GameSession.start({ rules: 'classic', options: { seed: 'esc', startPlayer: 0 }, map: { ...MAP, name: mapName }, seats, file: null, program: 'test' });
}

function screen(controller: GameController, kind: Screen, more: Record<string, unknown> = {}, message?: string, typed?: string) {
  const snap = controller.getSnapshot();
  const ui = {
    ...initialUi(snap.topo),
    ...(message ? { message: { text: message, error: true } } : {}),
    ...(typed !== undefined ? { saving: { path: typed } } : {}),
  };
  const save = { problem: snap.saveProblem, saved: snap.savedActions, unsaved: snap.unsavedActions, actions: snap.actions, path: snap.savePath };
  return createElement(GameScreen, {
    model: { ...snap, ...more },
    ui,
    screen: kind,
    size: { columns: 110, rows: 34 },
    theme: BARE,
    help: { lines: [], height: 32 },
    canUndo: false,
    save,
  });
}

describe('escapes on the screen', () => {
  it('escapes - the board, header, players, menus, hand-over screen, save field and message line show names, the board name and paths safely', () => {
    fc.assert(
      fc.property(names, hostileText(6), hostileText(4), (n, mapName, path) => {
        const session = classic(
          [
            { name: n[0]!, player: 'human' },
            { name: n[1]!, player: 'bot', bot: 'random' },
          ],
          mapName.slice(0, 200),
        );
        const controller = new GameController(session, { seed: 't' });
        expectSafe(frame(screen(controller, 'board', {}, `cannot save ${path}: ${n[1]}`)).text(), 'board');
        expectSafe(frame(screen(controller, 'handoff')).text(), 'hand-over');
        // A save that failed: the save field names the path and why, and shows the path typed.
        session.saveError = new WriteError(path, 'no space left on the disk', 'ENOSPC');
        const failed = new GameController(session, { seed: 't' });
        expect(failed.getSnapshot().saveProblem).not.toBeNull();
        expectSafe(frame(screen(failed, 'saving', {}, undefined, `${n[0]}/${path}`)).text(), 'save field');
        expectSafe(frame(screen(failed, 'board')).text(), 'board, not saved');
        // Every menu with every entry selected: a disabled one shows the engine's reason, which
        // names the player when it is about them ("it costs 2 pesos and Ana has 0"): a poor player.
        const poor = classic(
          [
            { name: n[0]!, player: 'human' },
            { name: n[1]!, player: 'bot', bot: 'random' },
          ],
          mapName.slice(0, 200),
        );
        const state = poor.state as ClassicState;
        poor.state = { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, money: 0 } : p)) } as ClassicState;
        const snap = new GameController(poor, { seed: 't' }).getSnapshot();
        expect(snap.menu.length).toBeGreaterThan(0);
        for (const g of ['top' as const, ...snap.menu.map((m) => m.id)]) {
          const view = menuView(g, snap.menu, snap.view, snap.topo, 0, snap.presenter);
          for (let i = 0; i < view.entries.length; i++) expectSafe(menuLines(view, i, 60, BARE).join('\n'), `menu ${g} entry ${i}`);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('escapes - Hacienda 2026: the players panel, header and hand-over screen show names safely', () => {
    fc.assert(
      fc.property(names, (n) => {
        const seats: Seat[] = [
          { name: n[0]!, player: 'human' },
          { name: n[1]!, player: 'human' },
        ];
        const opts = { seed: 'esc26', startPlayer: 0, mode: 'hacienda', layout: 'standard' };
        const map = (newGame('2026', { ...opts, players: n } as never) as H2026State).map;
        const controller = new GameController(GameSession.start({ rules: '2026', options: opts, map, seats, file: null, program: 'test' }), { seed: 't' });
        expectSafe(frame(screen(controller, 'board')).text(), '2026 board');
        expectSafe(frame(screen(controller, 'handoff')).text(), '2026 hand-over');
      }),
      { numRuns: 10 },
    );
  });

  it('escapes - a bot to move, the scoring and final panels, and the replay viewer show names and the record path safely', async () => {
    await fc.assert(
      fc.asyncProperty(names, hostileText(6), hostileText(4), async (n, mapName, path) => {
        const bots: Seat[] = n.map((name) => ({ name, player: 'bot', bot: 'random' }));
        const session = classic(bots, mapName.slice(0, 200));
        const controller = new GameController(session, { seed: 't' });
        // The whole game screen while a bot is to move (the long delay keeps it waiting).
        const app = frame(createElement(GameApp, { controller, theme: BARE }));
        await tick();
        expect(app.text()).toMatch(/HACIENDA/);
        expectSafe(app.text(), 'bot to move');
        app.app.unmount();
        let scorings = 0;
        while (!controller.getSnapshot().over) {
          controller.bots!.step();
          if (controller.getSnapshot().scoring) {
            expectSafe(frame(screen(controller, 'scoring')).text(), 'scoring');
            scorings++;
            controller.ack();
          }
        }
        expect(scorings).toBeGreaterThan(0);
        expectSafe(frame(screen(controller, 'final', { file: path || 'x' })).text(), 'final');
        expectSafe(frame(screen(controller, 'scoring', { scoring: { kind: 'final', scores: projectedScores(session.state) } })).text(), 'scoring panel');
        const r = replayRecord(session.record);
        if (!r.ok) throw new Error(r.problem.reason);
        const data = replayData(session.record, path || 'x', r.initial, r.steps);
        for (const at of [0, 5, r.steps.length]) {
          const viewer = frame(createElement(ReplayApp, { data, theme: BARE, at }));
          await tick();
          expectSafe(viewer.text(), `replay at ${at}`);
        }
      }),
      { numRuns: 6 },
    );
  });

  it("escapes - the setup questions show a bad board file's error safely", async () => {
    const { ask } = await import('../../src/tui/setup/prompts.js');
    await ask({ seats: [], players: 2, rules: 'classic', options: {}, levels: ['random'], you: 'Ana', checkBoard: (_spec, p) => check(p) });
    const validate = asked.validate!;
    expect(validate).toBeTypeOf('function');
    fc.assert(
      fc.property(hostileText(6), (path) => {
        const said = validate(path);
        expect(said).toBeTypeOf('string');
        expectSafe(String(said), 'board file question');
      }),
      { numRuns: 100 },
    );
    // The error names the path, escaped.
    expect(validate('/no/such\x1b]52;c;eA==\x07.map')).toMatch(/\/no\/such\\x1b\]52;c;eA==\\x07\.map/);
  });
});

describe('fitWidth', () => {
  it('fitWidth - a line cut at an emoji drops it whole (no half character reaches the terminal)', () => {
    expect(fitWidth('ab👩cdef', 4)).toBe('ab\x1b[0m~');
    expect(fitWidth('a👩cdefg', 4)).toBe('a👩\x1b[0m~');
    fc.assert(
      fc.property(hostileText(), fc.integer({ min: 1, max: 30 }), (s, w) => {
        const line = fitWidth(sanitize(s), w);
        expect(unsafeParts(line.replace('\x1b[0m', ''))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

/** What `hacienda play` checks a board file with (src/cli/play.ts). */
function check(path: string): string | null {
  try {
    loadMap(path);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
