/**
 * Hacienda 2026 on the screen: its presenter (menu, targets, panels, board), the tile-laying
 * screen, the hint key, and frames of the game and the replay viewer.
 */
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, formatAction, legalActions, newGame, playerView, topology, type BaseAction, type BaseState } from '../../src/api.js';
import { nextInt, seedRng } from '../../src/engine/rng.js';
import { GameSession } from '../../src/records/session.js';
import { replayRecord } from '../../src/records/replay.js';
import type { H2026Action, H2026State } from '../../src/games/h2026/rules/state.js';
import { GameController } from '../../src/tui/app/controller.js';
import { GameApp } from '../../src/tui/app/GameApp.js';
import { ReplayApp } from '../../src/tui/app/ReplayApp.js';
import { GameScreen } from '../../src/tui/components/GameScreen.js';
import { menuLines } from '../../src/tui/components/MenuPanel.js';
import { menuView } from '../../src/tui/ui/menu-view.js';
import { renderBoard } from '../../src/tui/game/board-render.js';
import { helpLines } from '../../src/tui/game/help.js';
import { h2026Presenter } from '../../src/games/h2026/screen/index.js';
import type { MenuItem } from '../../src/tui/game/menu.js';
import { stripStyle } from '../../src/tui/terminal/style.js';
import { highlights } from '../../src/tui/ui/model.js';
import { reduce } from '../../src/tui/ui/reducer.js';
import { replayData } from '../../src/tui/ui/replay.js';
import { initialUi, screenOf, type UiState } from '../../src/tui/ui/state.js';
import { COLOUR, ctxOf, keys, PLAIN, session } from './support.js';

const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));

/** ink-testing-library's terminal has 24 rows; the 2026 boards need more. */
function tall<T extends { stdout: unknown }>(app: T, rows = 34): T {
  const out = app.stdout as { rows?: number; emit(e: string): void };
  Object.defineProperty(out, 'rows', { value: rows, configurable: true });
  out.emit('resize');
  return app;
}

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

type Seat = { name: string; player: 'human' } | { name: string; player: 'bot'; bot: string };
const HUMAN_VS_BOT: Seat[] = [
  { name: 'Ana', player: 'human' },
  { name: 'Bot', player: 'bot', bot: 'random' },
];

function session2026(options: { mode?: string; layout?: string; seed?: string } = {}, seats: Seat[] = HUMAN_VS_BOT): GameSession {
  const opts = { seed: options.seed ?? 'tui26', startPlayer: 0, mode: options.mode ?? 'hacienda', layout: options.layout ?? 'standard' };
  const map = (newGame('2026', { ...opts, players: seats.map((s) => s.name) } as never) as H2026State).map;
  return GameSession.start({ rules: '2026', options: opts, map, seats, file: null, program: 'test' });
}

/** The cursor spaces (and the second step's) that choose `a` on the board. */
function reaches(state: BaseState, item: MenuItem, a: H2026Action): boolean {
  const topo = topology((state as H2026State).map);
  const want = formatAction(state, a as BaseAction);
  const same = (x: BaseAction | null) => x !== null && formatAction(state, x) === want;
  if (item.needs === 'nothing') return item.actions.some((x) => formatAction(state, x) === want);
  if (a.type === 'place-water') {
    const t = h2026Presenter.targetsFor(state, topo, item, a.spaces[0]!, { rotation: 0 });
    for (let r = 0; r < t.choicesHere; r++) if (same(h2026Presenter.targetsFor(state, topo, item, a.spaces[0]!, { rotation: r }).chosen)) return true;
    return false;
  }
  if (a.type === 'pair' && a.land !== undefined && a.animal !== undefined) {
    const first = h2026Presenter.targetsFor(state, topo, item, a.land);
    if (!first.advance) return false;
    return same(h2026Presenter.targetsFor(state, topo, item, a.animalAt!, first.advance).chosen);
  }
  const space = a.type === 'pair' ? (a.land ?? a.animalAt!) : a.type === 'reserve' || a.type === 'place-platform' ? a.space : -1;
  const chosen = h2026Presenter.targetsFor(state, topo, item, space).chosen;
  // A chain's reserve or platform is chosen on any of its spaces: the same chain.
  return chosen !== null && (same(chosen) || (chosen.type === a.type && (chosen as { space?: number }).space === (a as { space?: number }).space));
}

describe('2026 menu', () => {
  it('2026 menu - every legal action of seeded random games is in the menu and reachable on the board', () => {
    const kinds = new Set<string>();
    for (const [mode, layout, seed] of [
      ['hacienda', 'custom', 'm1'],
      ['basic', 'standard', 'm2'],
      ['hacienda', 'standard', 'm3'],
    ] as const) {
      let state = newGame('2026', { players: ['A', 'B', 'C'], seed, mode, layout } as never);
      const rng = seedRng(`menu/${seed}`);
      for (let step = 0; step < 400 && !(state as H2026State).over; step++) {
        const seat = (state as H2026State).turn.player;
        const view = playerView(state, seat);
        const legal = legalActions(view) as H2026Action[];
        if (step % 3 === 0) {
          const menu = h2026Presenter.buildMenu(view, legal as BaseAction[]);
          const items = menu.flatMap((g) => g.items);
          for (const a of legal) {
            const text = formatAction(view, a as BaseAction);
            const item = items.find((i) => i.actions.some((x) => formatAction(view, x) === text));
            expect(item, `${text} is in the menu`).toBeDefined();
            if (item!.needs !== 'layout') expect(reaches(view, item!, a), `${text} is reachable`).toBe(true);
            kinds.add(a.type);
          }
        }
        const r = applyAction(state, legal[nextInt(rng, legal.length)] as BaseAction);
        if (!r.ok) throw new Error(r.message);
        state = r.state;
      }
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['tile', 'take', 'pair', 'reserve', 'water', 'place-water']));
  });
});

describe('2026 board and panels', () => {
  it('2026 board - visitor centers by kind, pieces with platform and reserve marks, terrain letters', () => {
    const s = session2026();
    const state = s.state as H2026State;
    const topo = topology(state.map);
    const lines = renderBoard({
      state,
      topo,
      presenter: h2026Presenter,
      zoom: 'compact',
      cursor: -1,
      targets: new Set(),
      preview: new Set(),
      glyphs: PLAIN.glyphs,
      painter: PLAIN.painter,
    }).join('\n');
    // Hacienda mode: the B sides' special centers, one per tile (the standard 2-player layout).
    for (const letter of ['D', 'S', 'H', 'T']) expect(lines).toMatch(new RegExp(`${letter} `));
    expect(lines).toMatch(/[fbhmg] /);
    // A land marker with a reserve token and a platform, an animal with a platform.
    const land = topo.terrain.findIndex((t) => t === 'forest');
    const pampas = topo.neighbours[land]!.find((n) => topo.terrain[n] === 'pampas')!;
    const owner = state.owner.slice();
    const piece = state.piece.slice();
    const reserve = state.reserve.slice();
    const platform = state.platform.slice();
    owner[land] = 0;
    piece[land] = 1;
    reserve[land] = 1;
    owner[pampas] = 1;
    piece[pampas] = 5;
    platform[pampas] = 1;
    const marked = { ...state, owner, piece, reserve, platform };
    const cell = (s: number) => h2026Presenter.cellLook(marked, topo, s, { cursor: false, target: false, preview: false }, PLAIN.glyphs);
    expect(cell(land).compact).toBe('R*');
    expect(cell(pampas).compact).toBe('BJ');
    expect(cell(pampas).detailed).toBe('Bj^');
    platform[land] = 1;
    expect(cell(land).compact).toBe('R&');
    const center = topo.terrain.findIndex((t) => t === 'center-double');
    expect(h2026Presenter.describeSpace(state, topo, center, ['Ana', 'Bot'])).toMatch(/visitor center \(double\): .*1 VP, then 2 cards from the queue/);
  });

  it('GameScreen 2026 - the hand as pairs, the queue, VP, reserves, platforms, water tiles; the pair menu marks what cannot be played', () => {
    const controller = new GameController(session2026(), { seed: 't' });
    const model = controller.getSnapshot();
    const frame = (ui: UiState, screen: 'board' | 'menu' = 'board') => {
      const r = render(
        createElement(GameScreen, { model, ui, screen, size: { columns: 110, rows: 34 }, theme: PLAIN, help: { lines: [], height: 32 }, canUndo: false }),
      );
      cleanups.push(r.unmount);
      return stripStyle(r.lastFrame() ?? '');
    };
    const text = frame(initialUi(model.topo));
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^HACIENDA 2026 hacienda, standard \* round 1 \* R your turn, 3 actions left/);
    expect(text).toMatch(/player\s+VP\s+\+VP\s+if scored\s+cards\s+reserves/);
    expect(text).toMatch(/> R Ana\s+0\s+0\s+\d+\s+6\s+0/);
    expect(text).toContain("Ana's hand (6 cards; land markers left 19)");
    const hand = (model.view as H2026State).players[0]!.hand;
    expect(hand).toHaveLength(6);
    expect(text).toMatch(/(anteater|capybara|guanaco|jaguar|wild)-(forest|marsh|hill|mountain|meadow|pampas|terrain|animal)/);
    expect(text).toMatch(/queue \S+/);
    expect(text).toMatch(/deck \d+ first deck {2}discard 0/);
    expect(text).toMatch(/water \d+\/\d+\/\d+\/\d+ {2}platforms 9\/9 {2}reserves 10\/10/);
    expect(text).toContain('first scoring when the deck runs out');
    // The pair menu: pairs that can be played first, the rest marked with the reason.
    const menu = frame({ ...initialUi(model.topo), mode: { kind: 'menu', menu: 'pair', index: 0 } }, 'menu');
    expect(menu).toContain('Play a pair');
    const pair = model.menu.find((g) => g.id === 'pair')!;
    const enabled = pair.items.filter((i) => i.enabled);
    enabled.forEach((i, k) => expect(pair.items[k]).toBe(i));
    expect(enabled.every((i) => i.playable)).toBe(true);
    // With colour, what can be played now is green; the rest dim.
    const entries = menuLines(menuView('pair', model.menu, model.view, model.topo, 0, h2026Presenter), -1, 60, COLOUR);
    pair.items.forEach((it, k) => expect(/\x1b\[[0-9;]*92m/.test(entries[k + 1]!)).toBe(it.enabled));
  });

  it('help 2026 - keys, the legend with each special visitor center, the rules and the 2026 rulings', () => {
    const text = helpLines(PLAIN.glyphs, h2026Presenter).join('\n');
    expect(text).toContain('RULES (Hacienda 2026)');
    expect(text).toMatch(/D double: 1 VP, then 2 cards from the queue/);
    expect(text).toMatch(/L lake: lay a free 1-space water tile/);
    expect(text).toMatch(/T twin: /);
    expect(text).toContain('The custom layout: ');
    expect(text).toContain('(N4, R2026-21)');
    expect(text).not.toMatch(/\bR1\b/);
    expect(text).toContain('Changed on 2026-12-01: 19 land markers go on the map, not 20 (N2)');
    expect(text).toMatch(/19 land markers for the map/);
    expect(text).toMatch(/i {2,}hint: what the strong bot would do/);
    expect(text).toMatch(/Laying a map tile/);
  });
});

describe('2026 turn', () => {
  it('reducer 2026 - e with actions left says why a turn cannot end early (R2026-8); a take is one key away', () => {
    const state = newGame('2026', { players: ['Ana', 'Bot'], seed: 'end', mode: 'basic', startPlayer: 0 } as never);
    const ctx = ctxOf(state);
    let r = keys(initialUi(ctx.topo), ctx, 'e');
    expect(r.ui.confirm).toBeNull();
    expect(r.ui.message).toEqual({ text: 'End the turn: you can still act: a turn is three actions (R2026-8)', error: true });
    r = keys(r.ui, ctx, 't');
    expect(r.ui.mode).toEqual({ kind: 'menu', menu: 'take', index: 0, fromBoard: true });
    r = keys(r.ui, ctx, 'enter');
    expect(r.effects).toEqual([{ type: 'apply', action: { type: 'take', card: -1 } }]);
  });
});

describe('2026 pairs', () => {
  it("reducer 2026 - a pair placing both: enter on the land marker's space, then on the animal's; esc goes back a step", () => {
    let state = newGame('2026', { players: ['A', 'B'], seed: 'both', mode: 'basic' } as never);
    const rng = seedRng('both');
    let item: MenuItem | undefined;
    for (let i = 0; i < 2000 && !item; i++) {
      const view = playerView(state, (state as H2026State).turn.player);
      item = h2026Presenter
        .buildMenu(view, legalActions(view))
        .flatMap((g) => g.items)
        .find((it) => it.id.endsWith(':both') && it.enabled);
      if (item) {
        state = view;
        break;
      }
      const legal = legalActions(state);
      state = (applyAction(state, legal[nextInt(rng, legal.length)]!) as { state: BaseState }).state;
    }
    expect(item).toBeDefined();
    const ctx = ctxOf(state);
    const a = item!.actions[0] as Extract<H2026Action, { type: 'pair' }>;
    let r = keys(initialUi(ctx.topo), ctx, 'p', item!.key);
    expect(r.ui.mode).toEqual({ kind: 'target', item: item!.id, step: {}, fromBoard: true });
    r = keys({ ...r.ui, cursor: a.land! }, ctx, 'enter');
    expect(r.effects).toEqual([]);
    expect(r.ui.mode).toEqual({ kind: 'target', item: item!.id, step: { chain: a.land }, fromBoard: true });
    expect(r.ui.message?.text).toMatch(/now pick the animal's space/);
    const back = keys(r.ui, ctx, 'esc');
    expect(back.ui.mode).toEqual({ kind: 'target', item: item!.id, step: {}, fromBoard: true });
    r = keys({ ...r.ui, cursor: a.animalAt! }, ctx, 'enter');
    expect(r.effects).toHaveLength(1);
    expect(formatAction(state, (r.effects[0] as { action: BaseAction }).action)).toBe(formatAction(state, a));
  });
});

describe('2026 tile laying', () => {
  it('reducer 2026 - a drawn map tile: the board is drawn with it in place; arrows move it, r turns it, enter lays it', () => {
    let state = newGame('2026', { players: ['Ana', 'Bot'], seed: 'lay', mode: 'basic', layout: 'custom', startPlayer: 0 } as never) as H2026State;
    expect(state.laying).not.toBeNull();
    const ctx = ctxOf(state);
    let ui = initialUi(ctx.topo);
    expect(screenOf(ui, ctx)).toBe('layout');
    const model = {
      ...ctx,
      view: state,
      names: ['Ana', 'Bot'],
      botLevels: [null, 'random'],
      current: 0,
      viewer: 0,
      scoring: null,
      over: false,
      winners: [],
      log: [],
      recent: new Set<number>(),
      file: null,
    };
    const hl = (u: UiState) => highlights(u, model as never);
    const first = hl(ui);
    expect(first.layout).toBeDefined();
    expect(first.preview.size).toBeGreaterThan(0);
    // The preview board holds the map so far and the new tile.
    expect(first.layout!.topo.size).toBe(topology(state.map).size + first.preview.size);
    const tiles = ctx.menu[0]!.items[0]!.actions as H2026Action[];
    const at = (u: UiState) => tiles[(u.mode as { index: number }).index] as Extract<H2026Action, { type: 'tile' }>;
    let r = keys(ui, ctx, 'right');
    const moved = at(r.ui);
    expect(moved.at).not.toEqual((tiles[0] as Extract<H2026Action, { type: 'tile' }>).at);
    r = keys(r.ui, ctx, 'r');
    const turned = at(r.ui);
    if (tiles.filter((t) => (t as { at: number[] }).at.join() === moved.at.join()).length > 1) {
      expect(turned.at).toEqual(moved.at);
      expect(turned.rot).not.toBe(moved.rot);
    }
    expect(hl(r.ui).layout!.text).toMatch(new RegExp(`tile ${turned.tile} \\((large|small)\\) with its anchor on [A-Z]+\\d+, turned ${turned.rot}`));
    ui = r.ui;
    r = keys(ui, ctx, 'enter');
    expect(r.effects).toEqual([{ type: 'apply', action: turned }]);
    const applied = applyAction(state, turned as BaseAction);
    expect(applied.ok).toBe(true);
    state = (applied as unknown as { state: H2026State }).state;
    expect(state.tiles.at(-1)).toEqual({ tile: turned.tile, at: turned.at, rot: turned.rot });
  });

  it('reducer 2026 - laying a tile: the board and its labels stay put, the arrows move the anchor the way they point, a typed label puts it there', () => {
    const state = newGame('2026', { players: ['Ana', 'Bot'], seed: 'frame', mode: 'basic', layout: 'custom', startPlayer: 0 } as never) as H2026State;
    const ctx = ctxOf(state);
    const tiles = ctx.menu[0]!.items[0]!.actions as Extract<H2026Action, { type: 'tile' }>[];
    const preview = (i: number) => h2026Presenter.layoutPreview!(state, tiles[i]!);
    // One frame for every placement: the same rows, columns and labels.
    const frame = preview(0).topo;
    for (let i = 0; i < tiles.length; i++) {
      const t = preview(i).topo;
      expect([t.rows, t.cols]).toEqual([frame.rows, frame.cols]);
    }
    const anchorOf = (u: UiState) => /anchor on ([A-Z]+)(\d+)/.exec(preview((u.mode as { index: number }).index).text)!;
    const col = (u: UiState) => anchorOf(u)[1]!.charCodeAt(anchorOf(u)[1]!.length - 1) + 26 * (anchorOf(u)[1]!.length - 1);
    const row = (u: UiState) => Number(anchorOf(u)[2]);
    let ui = keys(initialUi(ctx.topo), ctx, 'right').ui;
    const start = { ...ui };
    const right = keys(start, ctx, 'right').ui;
    if (right !== start && (right.mode as { index: number }).index !== (start.mode as { index: number }).index) expect(col(right)).toBeGreaterThan(col(start));
    const down = keys(start, ctx, 'down').ui;
    if ((down.mode as { index: number }).index !== (start.mode as { index: number }).index) expect(row(down)).toBeGreaterThan(row(start));
    const left = keys(start, ctx, 'left').ui;
    if ((left.mode as { index: number }).index !== (start.mode as { index: number }).index) expect(col(left)).toBeLessThan(col(start));
    // Typing the label of another placement's anchor puts the tile there.
    const other = tiles.findIndex((_, i) => anchorOf({ ...ui, mode: { kind: 'layout', index: i } })[0] !== anchorOf(ui)[0]);
    const label = anchorOf({ ...ui, mode: { kind: 'layout', index: other } });
    ui = keys(ui, ctx, ...`${label[1]}${label[2]}`.split('')).ui;
    expect(anchorOf(ui)[0]).toBe(label[0]);
    expect(ui.message?.text).toMatch(/enter lays it/);
  });

  it('GameApp 2026 - the custom layout by keys: the person lays a tile, the bot lays its own, then play begins', async () => {
    const s = session2026({ mode: 'basic', layout: 'custom', seed: 'lay' });
    const controller = new GameController(s, { seed: 't', pace: 0 });
    const app = tall(render(createElement(GameApp, { controller, theme: PLAIN })));
    cleanups.push(app.unmount);
    await tick();
    expect(stripStyle(app.lastFrame()!)).toMatch(/laying the map \* R your turn: lay tile \d/);
    expect(app.lastFrame()).toMatch(/tile \d \((large|small)\) with its anchor on [A-Z]+\d+, turned \d/);
    app.stdin.write('\x1b[C');
    await tick();
    app.stdin.write('r');
    await tick();
    app.stdin.write('\r');
    for (let i = 0; i < 50 && !/3 actions left/.test(app.lastFrame() ?? ''); i++) await tick(20);
    expect(s.record.actions[0]!.move).toMatch(/^tile \d at -?\d+,-?\d+ rot \d$/);
    expect(s.record.actions.some((a, i) => i > 0 && /^tile /.test(a.move))).toBe(true);
    expect(stripStyle(app.lastFrame()!)).toMatch(/round 1 \* R your turn, 3 actions left/);
    expect(stripStyle(app.lastFrame()!)).toContain("Ana's hand (6 cards");
  });
});

describe('hint', () => {
  it('reducer - the hint key asks the bot (thinking...), its answer highlights the spaces and moves the cursor; acting clears it', () => {
    const state = newGame('2026', { players: ['Ana', 'Bot'], seed: 'hint', mode: 'basic', startPlayer: 0 } as never);
    const ctx = ctxOf(state);
    let r = keys(initialUi(ctx.topo), ctx, 'i');
    expect(r.effects).toEqual([{ type: 'hint' }]);
    expect(r.ui.message?.text).toMatch(/^thinking/);
    r = { ui: reduce(r.ui, { type: 'hint-result', text: 'hint: pair x', spaces: [5, 9] }, ctx).ui, effects: [] };
    expect(r.ui.message?.text).toBe('hint: pair x');
    expect(r.ui.cursor).toBe(5);
    const model = {
      ...ctx,
      view: state,
      names: [],
      botLevels: [],
      current: 0,
      viewer: 0,
      scoring: null,
      over: false,
      winners: [],
      log: [],
      recent: new Set<number>(),
      file: null,
    };
    expect([...highlights(r.ui, model as never).targets]).toEqual([5, 9]);
    r = keys(r.ui, ctx, 't', '1');
    expect(r.effects).toEqual([{ type: 'apply', action: { type: 'take', card: -1 } }]);
    expect(r.ui.hint).toBeNull();
  });

  it('GameApp - the hint key shows what the strong bot would play, in notation and words (2026 and Classic)', async () => {
    for (const s of [session2026({ mode: 'basic' }), session()]) {
      const controller = new GameController(s, { seed: 't' });
      const app = tall(render(createElement(GameApp, { controller, theme: PLAIN, hintMs: 50 })));
      cleanups.push(app.unmount);
      await tick();
      app.stdin.write('i');
      await tick(5);
      expect(app.lastFrame()).toMatch(/thinking/);
      for (let i = 0; i < 100 && !/hint: /.test(app.lastFrame() ?? ''); i++) await tick(20);
      const legal = legalActions(controller.getSnapshot().view).map((a) => formatAction(controller.getSnapshot().view, a));
      const m = /hint: (.+?)( - .*)?; enter plays it/.exec(app.lastFrame() ?? '');
      expect(m, app.lastFrame()).not.toBeNull();
      expect(legal).toContain(m![1]);
      expect(s.record.actions).toHaveLength(0);
    }
  });
});

describe('2026 game to the end', () => {
  it('GameApp and ReplayApp 2026 - a bots-only game: scorings by objective, the final screen; the replay steps and ends', async () => {
    const s = session2026({ mode: 'hacienda', seed: 'end' }, [
      { name: 'Red', player: 'bot', bot: 'random' },
      { name: 'Blue', player: 'bot', bot: 'random' },
    ]);
    const controller = new GameController(s, { seed: 'e' });
    const scorings: string[] = [];
    while (!controller.getSnapshot().over) {
      controller.bots!.step();
      const shown = controller.getSnapshot().scoring;
      if (shown) {
        const lines = h2026Presenter.scoringLines(shown.kind, shown.scores, ['Red', 'Blue'], PLAIN).map(stripStyle);
        scorings.push(lines.join('\n'));
        controller.ack();
      }
    }
    expect(scorings.length).toBeGreaterThanOrEqual(1);
    expect(scorings.at(-1)).toMatch(/Final scoring\n\s+ctr chain water plat \+VP total\nR Red\s+(\d+\s+){5}\d+/);
    const final = h2026Presenter.finalLines(controller.getSnapshot().view, ['Red', 'Blue'], controller.getSnapshot().winners, PLAIN).map(stripStyle).join('\n');
    expect(final).toMatch(/Game over: (Red|Blue) wins|share the win/);
    expect(final).toMatch(/The game ended: /);

    const r = replayRecord(s.record);
    if (!r.ok) throw new Error(r.problem.reason);
    const data = replayData(s.record, 'game.json', r.initial, r.steps);
    const app = tall(render(createElement(ReplayApp, { data, theme: PLAIN, at: 0 })));
    cleanups.push(app.unmount);
    await tick();
    const n = s.record.actions.length;
    expect(app.lastFrame()).toContain(`replay 0/${n}`);
    expect(stripStyle(app.lastFrame()!)).toMatch(/HACIENDA replay 0\/\d+ \* 2026 hacienda, standard/);
    app.stdin.write('\x1b[C');
    await tick();
    expect(app.lastFrame()).toMatch(/1\. Red: /);
    app.stdin.write('\x1b[F');
    await tick();
    expect(app.lastFrame()).toMatch(/Game over: \w+ (wins|share)/);
  });

  it('ReplayApp 2026 - a custom layout: the board grows tile by tile and the cursor stays on it', async () => {
    const s = session2026({ mode: 'basic', layout: 'custom', seed: 'grow' }, [
      { name: 'Red', player: 'bot', bot: 'random' },
      { name: 'Blue', player: 'bot', bot: 'random' },
    ]);
    const controller = new GameController(s, { seed: 'g' });
    for (let i = 0; i < 6; i++) controller.bots!.step();
    const r = replayRecord(s.record);
    if (!r.ok) throw new Error(r.problem.reason);
    const data = replayData(s.record, 'game.json', r.initial, r.steps);
    expect(topology((data.states[0] as H2026State).map).size).toBeLessThan(topology((data.states.at(-1) as H2026State).map).size);
    const app = tall(render(createElement(ReplayApp, { data, theme: PLAIN, at: 0 })));
    cleanups.push(app.unmount);
    await tick();
    const cursorLine = () =>
      stripStyle(app.lastFrame()!)
        .split('\n')
        .find((l) => /^[A-Z]{1,2}\d+ /.test(l));
    expect(cursorLine()).toBeDefined();
    app.stdin.write('\x1b[F');
    await tick();
    expect(stripStyle(app.lastFrame()!)).toContain('round 1');
    expect(cursorLine()).toBeDefined();
  });

  it('GameApp 2026 - a choice that waits (a visitor center, a paid tile): the note names n, which shows it', async () => {
    const s = session2026({ mode: 'hacienda', seed: 'wait' });
    const controller = new GameController(s, { seed: 'w' });
    const rng = seedRng('wait');
    // Ana plays at random until something waits for her choice.
    for (let i = 0; i < 3000 && !controller.getSnapshot().over; i++) {
      const snap = controller.getSnapshot();
      if (snap.yourTurn && (snap.view as H2026State).pending.length > 0) break;
      if (snap.scoring) controller.ack();
      else if (snap.yourTurn) {
        const legal = legalActions(snap.view);
        expect(controller.apply(legal[nextInt(rng, legal.length)]!)).toBeNull();
      } else controller.bots!.step();
    }
    const snap = controller.getSnapshot();
    expect((snap.view as H2026State).pending.length).toBeGreaterThan(0);
    expect(snap.menu.map((g) => g.id)).toEqual(['now']);
    const app = tall(render(createElement(GameApp, { controller, theme: PLAIN })));
    cleanups.push(app.unmount);
    await tick();
    const frame = stripStyle(app.lastFrame()!);
    expect(frame).toMatch(/\* now: (take|lay|put) /);
    expect(frame).toMatch(/Now: .*: n shows the choices/);
    app.stdin.write('a');
    await tick();
    expect(stripStyle(app.lastFrame()!)).toMatch(
      /Actions\n.*[ >] n Now: (take a card from the queue|the lake center's water tile|lay the water tile|place the platform)/,
    );
    // n takes the choice: one that needs nothing more is taken at once; else its menu or the board.
    const before = s.record.actions.length;
    app.stdin.write('n');
    await tick();
    const after = stripStyle(app.lastFrame()!);
    expect(s.record.actions.length > before || /pick a highlighted space|where it fits|Now: /.test(after)).toBe(true);
  });
});
