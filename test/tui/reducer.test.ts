import { describe, expect, it } from 'vitest';
import type { ClassicAction } from '../../src/games/classic/rules/state.js';
import { findItem } from '../../src/tui/game/menu.js';
import { BINDINGS, keysOf, keyToIntent, type Intent } from '../../src/tui/ui/keys.js';
import { initialUi, screenOf, type UiState } from '../../src/tui/ui/state.js';
import { reduce } from '../../src/tui/ui/reducer.js';
import { highlights } from '../../src/tui/ui/model.js';
import { classicPresenter } from '../../src/games/classic/screen/index.js';
import { renderBoard, spaceAtPoint } from '../../src/tui/game/board-render.js';
import { stripStyle } from '../../src/tui/terminal/style.js';
import { ctxOf, game, keys, PLAIN, play, TOPO } from './support.js';

const at = (label: string) => TOPO.indexOf(label);
const start = (label = 'J7'): UiState => ({ ...initialUi(TOPO), cursor: at(label) });

describe('reducer', () => {
  it('reducer - arrows and vi keys move the cursor along a row and between rows', () => {
    const ctx = ctxOf(game());
    expect(keys(start('J7'), ctx, 'right').ui.cursor).toBe(at('K7'));
    expect(keys(start('J7'), ctx, 'l', 'l', 'h').ui.cursor).toBe(at('K7'));
    expect(keys(start('J7'), ctx, 'up').ui.cursor).toBe(at('J6'));
    expect(keys(start('J7'), ctx, 'j', 'j').ui.cursor).toBe(at('J9'));
    // Stops at the edges of the board.
    expect(keys(start('A1'), ctx, 'left', 'up').ui.cursor).toBe(at('A1'));
  });

  it('reducer - typing a label in capitals, or after a colon, jumps the cursor there', () => {
    const ctx = ctxOf(game());
    expect(keys(start(), ctx, 'F', '7').ui.cursor).toBe(at('F7'));
    expect(keys(start(), ctx, 'F', '1', '2').ui.cursor).toBe(at('F12'));
    expect(keys(start(), ctx, ':', 'b', '3').ui.cursor).toBe(at('B3'));
    // A key that is not part of a label ends the typing and does its own work.
    const r = keys(start(), ctx, 'F', '7', 'right');
    expect(r.ui.cursor).toBe(at('G7'));
    expect(r.ui.label).toBeNull();
  });

  it('reducer - a label ends at the first key that cannot continue it, and that key does its own job', () => {
    const ctx = ctxOf(game());
    // F7 then a: to F7, then the actions menu (not "F7A is not a space").
    let r = keys(start(), ctx, 'F', '7', 'a');
    expect(r.ui.cursor).toBe(at('F7'));
    expect(r.ui.label).toBeNull();
    expect(r.ui.mode).toMatchObject({ kind: 'menu', menu: 'top' });
    expect(r.ui.message?.error ?? false).toBe(false);
    // F1 may still grow (F10..F13); e after it ends the label and asks to end the turn.
    r = keys(start(), ctx, 'F', '1', 'e');
    expect(r.ui.cursor).toBe(at('F1'));
    expect(r.ui.confirm).toBe('end');
    // A label no longer label begins with is complete at once: the next digit is not part of it.
    r = keys(start(), ctx, 'F', '7');
    expect(r.ui.label).toBeNull();
    // A capital that begins no label of the board is no label (S on a board of columns A to R).
    expect(keys(start(), ctx, 'S').ui.label).toBeNull();
  });

  it('reducer - a label typed while placing a water tile moves it; r after the label turns it', () => {
    let state = game();
    state = { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, money: 30 } : p)) };
    const ctx = ctxOf(state);
    const item = findItem(ctx.menu, 'water:triangle')!;
    const model = { view: state, topo: TOPO, presenter: classicPresenter, menu: ctx.menu } as never;
    const placed = keys(start(), ctx, 'w', item.key, 'C', '1', '0');
    expect(placed.ui.cursor).toBe(at('C10'));
    const before = highlights(placed.ui, model).preview;
    const turned = keys(placed.ui, ctx, 'r');
    expect(turned.ui.mode).toMatchObject({ kind: 'shape', rotation: 1 });
    expect(turned.ui.cursor).toBe(at('C10'));
    expect([...highlights(turned.ui, model).preview]).not.toEqual([...before]);
  });

  it('reducer - a label typed while a menu is open moves the cursor and selects no menu item', () => {
    const ctx = ctxOf(game());
    const opened = keys(start(), ctx, 'b');
    expect(opened.ui.mode).toMatchObject({ kind: 'menu', menu: 'buy' });
    const r = keys(opened.ui, ctx, 'F', '7');
    expect(r.effects).toEqual([]);
    expect(r.ui.cursor).toBe(at('F7'));
    expect(r.ui.mode).toMatchObject({ kind: 'menu', menu: 'buy' });
    // After the label, a digit is the menu's again: 1 buys.
    expect(keys(r.ui, ctx, '1').effects).toMatchObject([{ type: 'apply' }]);
  });

  it('keys - what arrived together is split into keys, in order: a paste, fast typing, escapes', () => {
    expect(keysOf('F7a')).toEqual(['F', '7', 'a']);
    expect(keysOf('e\ry')).toEqual(['e', 'enter', 'y']);
    expect(keysOf('a b\t\x7f')).toEqual(['a', 'space', 'b', 'tab', 'backspace']);
    expect(keysOf('q')).toEqual(['q']);
    // Escape sequences are one key each; two escapes are two; an escape and a letter are both.
    expect(keysOf('\x1b[A')).toEqual(['up']);
    expect(keysOf('\x1bOD')).toEqual(['left']);
    expect(keysOf('\x1b[6~')).toEqual(['pagedown']);
    expect(keysOf('\x1bOP')).toEqual(['f1']);
    expect(keysOf('\x1b')).toEqual(['esc']);
    expect(keysOf('\x1b\x1b')).toEqual(['esc', 'esc']);
    expect(keysOf('\x1bo')).toEqual(['esc', 'o']);
    expect(keysOf('\x1b[24~')).toEqual(['unknown']);
    // Other control characters in a paste are dropped, never shown.
    expect(keysOf('F\x007\x9b')).toEqual(['F', '7']);
    expect(keysOf('\x03')).toEqual(['ctrl+c']);
  });

  it('reducer - enter after a hint plays it, for every kind of action; moved away, enter acts on the space', () => {
    const ctx = ctxOf(game());
    const legal = ctx.menu.flatMap((g) => g.items).flatMap((i) => i.actions);
    for (const type of ['buy', 'land', 'end']) {
      const action = legal.find((a) => a.type === type)!;
      const spaces = ctx.presenter.actionSpaces(ctx.state, action);
      const hinted = reduce(start(), { type: 'hint-result', text: 'hint: x', spaces, action }, ctx).ui;
      expect(hinted.message?.text).toBe('hint: x; enter plays it');
      expect(keys(hinted, ctx, 'enter').effects).toEqual([{ type: 'apply', action }]);
      // From a menu the hint came to: back on the board, enter plays it too.
      const fromMenu = reduce(keys(start(), ctx, 'b').ui, { type: 'hint-result', text: 'hint: x', spaces, action }, ctx).ui;
      expect(keys(fromMenu, ctx, 'enter').effects).toEqual([{ type: 'apply', action }]);
    }
    const land = legal.find((a) => a.type === 'land')!;
    const hinted = reduce(start(), { type: 'hint-result', text: 'hint: x', spaces: ctx.presenter.actionSpaces(ctx.state, land), action: land }, ctx).ui;
    const moved = keys(hinted, ctx, 'left', 'enter');
    expect(moved.effects).toEqual([]);
  });

  it('mouse - a left press is a click at its column and line; other reports mean nothing', () => {
    expect(keysOf('\x1b[<0;12;5M')).toEqual(['click:11,4']);
    expect(keysOf('\x1b[<0;12;5m')).toEqual(['unknown']);
    expect(keysOf('\x1b[<64;12;5M')).toEqual(['unknown']);
    expect(keysOf('\x1b[<2;1;1M')).toEqual(['unknown']);
  });

  it('mouse - every space is found where the board draws it, in both zooms', () => {
    for (const zoom of ['compact', 'detailed'] as const) {
      const lines = renderBoard({
        state: game(),
        topo: TOPO,
        presenter: classicPresenter,
        zoom,
        cursor: -1,
        targets: new Set(),
        preview: new Set(),
        painter: PLAIN.painter,
        glyphs: PLAIN.glyphs,
      }).map(stripStyle);
      for (let s = 0; s < TOPO.size; s++) {
        // The space's own letter: where the board draws its terrain (its middle line in detailed).
        const row = TOPO.row[s]!;
        const y = zoom === 'compact' ? 1 + row : 2 + 2 * row;
        const line = lines[y]!;
        const lw = String(TOPO.rows).length + 1;
        const x =
          zoom === 'compact' ? lw + (line[lw] === ' ' && line.length > lw ? 1 : 0) + 2 * TOPO.col[s]! : lw + 4 * TOPO.col[s]! + (row % 2 === 1 ? 2 : 0) + 2;
        expect(spaceAtPoint(TOPO, zoom, x, y), `${zoom} ${TOPO.label[s]}`).toBe(s);
      }
      expect(spaceAtPoint(TOPO, zoom, 0, 0)).toBe(-1);
    }
  });

  it('reducer - a click on a space moves the cursor there; a second click acts there; a click on a menu entry takes it', () => {
    const ctx = ctxOf(game());
    let r = reduce(start(), { type: 'click-space', space: at('F7') }, ctx);
    expect(r.ui.cursor).toBe(at('F7'));
    expect(r.effects).toEqual([]);
    r = reduce(r.ui, { type: 'click-space', space: at('F7') }, ctx);
    expect(r.ui.message?.text ?? r.ui.mode.kind).toBeTruthy();
    const menu = keys(start(), ctx, 'b').ui;
    expect(reduce(menu, { type: 'click-item', index: 1 }, ctx).effects).toMatchObject([{ type: 'apply', action: { type: 'buy' } }]);
  });

  it('reducer - b then a number buys that card: the effect is the engine action', () => {
    const ctx = ctxOf(game());
    const r = keys(start(), ctx, 'b', '1');
    expect(r.effects).toEqual([{ type: 'apply', action: { type: 'buy', deck: 'land', slot: -1 } }]);
    expect(r.ui.mode).toEqual({ kind: 'board' });
    const face = keys(start(), ctx, 'b', 'down', 'enter');
    expect(face.effects).toEqual([{ type: 'apply', action: { type: 'buy', deck: 'land', slot: 0 } }]);
  });

  it('reducer - choosing a land card highlights where it may go and enter plays it there', () => {
    const state = game();
    const ctx = ctxOf(state);
    const play = ctx.menu.find((g) => g.id === 'play')!;
    const land = play.items.find((i) => i.id.startsWith('land:') && i.enabled)!;
    let r = keys(start(), ctx, 'p', land.key);
    expect(r.ui.mode).toEqual({ kind: 'target', item: land.id, step: {}, fromBoard: true });
    const hl = highlights(r.ui, { view: state, topo: TOPO, presenter: classicPresenter, menu: ctx.menu } as never);
    const spaces = land.actions.map((a) => (a as unknown as { space: number }).space);
    expect([...hl.targets].sort((a, b) => a - b)).toEqual([...spaces].sort((a, b) => a - b));
    // The cursor went to a highlighted space; enter plays the card there.
    expect(hl.targets.has(r.ui.cursor)).toBe(true);
    const cursor = r.ui.cursor;
    r = keys(r.ui, ctx, 'enter');
    expect(r.effects).toEqual([{ type: 'apply', action: { type: 'land', kind: land.id.slice(5), space: cursor } }]);
  });

  it('reducer - enter on a space that is not highlighted says so and applies nothing', () => {
    const ctx = ctxOf(game());
    const land = ctx.menu.find((g) => g.id === 'play')!.items.find((i) => i.id.startsWith('land:') && i.enabled)!;
    let r = keys(start(), ctx, 'p', land.key);
    const targets = new Set(land.actions.map((a) => (a as unknown as { space: number }).space));
    const off = [...Array(TOPO.size).keys()].find((s) => !targets.has(s))!;
    r = keys({ ...r.ui, cursor: off }, ctx, 'enter');
    expect(r.effects).toEqual([]);
    expect(r.ui.message).toMatchObject({ error: true });
    expect(r.ui.message!.text).toMatch(/pick a highlighted space/);
  });

  it('reducer - esc steps back: from a target to its menu, to the actions, to the board', () => {
    const ctx = ctxOf(game());
    const land = ctx.menu.find((g) => g.id === 'play')!.items.find((i) => i.enabled)!;
    // Through the actions menu (a, then p): back the same way.
    let r = keys(start(), ctx, 'a', 'p', land.key);
    r = keys(r.ui, ctx, 'esc');
    expect(r.ui.mode).toMatchObject({ kind: 'menu', menu: 'play' });
    r = keys(r.ui, ctx, 'esc');
    expect(r.ui.mode).toMatchObject({ kind: 'menu', menu: 'top' });
    r = keys(r.ui, ctx, 'esc');
    expect(r.ui.mode).toEqual({ kind: 'board' });
  });

  it('reducer - a choice that is not allowed shows the reason and does nothing', () => {
    // Ana spends down to 1 peso: no card can be bought.
    let state = game();
    state = { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, money: 1 } : p)) };
    const ctx = ctxOf(state);
    const r = keys(start(), ctx, 'b', '2');
    expect(r.effects).toEqual([]);
    expect(r.ui.message).toMatchObject({ error: true });
    expect(r.ui.message!.text).toMatch(/costs 3 pesos and Ana has 1/);
    const h = keys(start(), ctx, 'c');
    expect(h.ui.message!.text).toMatch(/hacienda/i);
  });

  it('reducer - a water tile: r turns it over the cursor and enter lays the previewed placement', () => {
    let state = game();
    state = { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, money: 30 } : p)) };
    const ctx = ctxOf(state);
    const item = findItem(ctx.menu, 'water:triangle')!;
    let r = keys(start(), ctx, 'w', item.key);
    expect(r.ui.mode).toEqual({ kind: 'shape', item: 'water:triangle', rotation: 0, fromBoard: true });
    const model = { view: state, topo: TOPO, presenter: classicPresenter, menu: ctx.menu } as never;
    const first = highlights(r.ui, model);
    expect(first.preview.size).toBe(3);
    expect(first.preview.has(r.ui.cursor)).toBe(true);
    expect(first.choicesHere).toBeGreaterThan(1);
    r = keys(r.ui, ctx, 'r');
    const turned = highlights(r.ui, model);
    expect([...turned.preview]).not.toEqual([...first.preview]);
    r = keys(r.ui, ctx, 'enter');
    expect(r.effects).toEqual([{ type: 'apply', action: turned.chosen }]);
    expect([...(turned.chosen as ClassicAction & { spaces: number[] }).spaces].sort()).toEqual([...turned.preview].sort());
  });

  it('reducer - enter on the board offers what can be done on that space', () => {
    const state = game();
    const ctx = ctxOf(state);
    const land = ctx.menu.find((g) => g.id === 'play')!.items.find((i) => i.id.startsWith('land:') && i.enabled)!;
    const space = (land.actions[0] as unknown as { space: number }).space;
    let r = keys({ ...start(), cursor: space }, ctx, 'enter');
    expect(r.ui.mode).toMatchObject({ kind: 'menu', menu: 'here' });
    r = keys(r.ui, ctx, 'enter');
    expect(r.effects[0]).toMatchObject({ type: 'apply', action: { type: 'land', space } });
  });

  it('reducer - q asks first: n stays, y quits; ctrl+c leaves at once, as an interrupt', () => {
    const ctx = ctxOf(game());
    let r = keys(start(), ctx, 'q');
    expect(r.ui.confirm).toBe('quit');
    expect(r.effects).toEqual([]);
    expect(keys(r.ui, ctx, 'n').ui.confirm).toBeNull();
    r = keys(r.ui, ctx, 'y');
    expect(r.effects).toEqual([{ type: 'quit' }]);
    expect(keys(start(), ctx, 'ctrl+c').effects).toEqual([{ type: 'interrupt' }]);
  });

  it('reducer - e asks before ending the turn; y ends it', () => {
    const ctx = ctxOf(game());
    let r = keys(start(), ctx, 'e');
    expect(r.ui.confirm).toBe('end');
    r = keys(r.ui, ctx, 'y');
    expect(r.effects).toEqual([{ type: 'apply', action: { type: 'end' } }]);
  });

  it('reducer - u undoes only when the game allows it', () => {
    const state = game();
    expect(keys(start(), ctxOf(state, { canUndo: true }), 'u').effects).toEqual([{ type: 'undo' }]);
    const r = keys(start(), ctxOf(state, { canUndo: false }), 'u');
    expect(r.effects).toEqual([]);
    expect(r.ui.message!.text).toMatch(/nothing to undo/);
  });

  it("reducer - on a bot's turn, space skips the wait and the cursor still moves", () => {
    const ctx = ctxOf(game(), { yourTurn: false, menu: [] });
    expect(screenOf(start(), ctx)).toBe('watch');
    expect(keys(start(), ctx, 'space').effects).toEqual([{ type: 'skip' }]);
    expect(keys(start('J7'), ctx, 'right').ui.cursor).toBe(at('K7'));
    expect(keys(start(), ctx, 'b').effects).toEqual([{ type: 'skip' }]);
  });

  it('reducer - scorings and the hot-seat hand-over wait for enter; help opens and scrolls', () => {
    const scoring = ctxOf(game(), { scoring: true });
    expect(keys(start(), scoring, 'right').effects).toEqual([]);
    expect(keys(start(), scoring, 'enter').effects).toEqual([{ type: 'ack' }]);
    const handoff = ctxOf(game(), { handoff: true, yourTurn: false });
    expect(screenOf(start(), handoff)).toBe('handoff');
    expect(keys(start(), handoff, 'enter').effects).toEqual([{ type: 'ack' }]);
    let r = keys(start(), ctxOf(game()), '?');
    expect(r.ui.help).toMatchObject({ open: true, scroll: 0, from: 'board' });
    r = keys(r.ui, ctxOf(game()), 'down', 'down', 'up');
    expect(r.ui.help.scroll).toBe(1);
    expect(keys(r.ui, ctxOf(game()), 'esc').ui.help.open).toBe(false);
  });

  it('reducer - z switches the zoom', () => {
    const ctx = ctxOf(game());
    expect(keys(start(), ctx, 'z').ui.zoom).toBe('detailed');
    expect(keys(start(), ctx, 'z', 'z').ui.zoom).toBe('compact');
  });

  it('reducer - after a land tile, animal cards may go next to it (targets follow the state)', () => {
    const state0 = game();
    const kinds = ctxOf(state0).menu.find((g) => g.id === 'play')!.items;
    const land = kinds.find((i) => i.id.startsWith('land:') && i.enabled)!;
    const next = land.actions.find((a) => TOPO.neighbours[(a as unknown as { space: number }).space]!.some((n) => TOPO.terrain[n] === 'pampas'))!;
    const state = play(state0, next as ClassicAction);
    const ctx = ctxOf(state);
    const animal = ctx.menu.find((g) => g.id === 'play')!.items.find((i) => i.id.startsWith('animal:'))!;
    expect(animal.enabled).toBe(true);
    const r = keys(start(), ctx, 'p', animal.key);
    const hl = highlights(r.ui, { view: state, topo: TOPO, presenter: classicPresenter, menu: ctx.menu } as never);
    const placed = (next as unknown as { space: number }).space;
    for (const s of hl.targets) expect(TOPO.neighbours[s]).toContain(placed);
  });
});

describe('keys', () => {
  it('keys - each key means one thing on a screen: the table (and the help made from it) says what the key does', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const b of BINDINGS)
      for (const screen of b.screens)
        for (const key of b.keys) {
          const at = `${screen} ${key}`;
          if (seen.has(at)) twice.push(`${at}: ${seen.get(at)} / ${b.help}`);
          else seen.set(at, b.help);
        }
    expect(twice).toEqual([]);
  });

  it('keys - the same key means different things on different screens', () => {
    expect(keyToIntent('board', 'down')).toEqual({ type: 'move', dir: 'down' });
    expect(keyToIntent('menu', 'down')).toEqual({ type: 'menu-move', by: 1 });
    expect(keyToIntent('help', 'down')).toEqual({ type: 'scroll', by: 1 });
    expect(keyToIntent('replay', 'right')).toEqual({ type: 'step', by: 1 });
    expect(keyToIntent('board', 'F')).toEqual({ type: 'label', ch: 'F' } satisfies Intent);
    expect(keyToIntent('board', 'f')).toBeNull();
    expect(keyToIntent('board', 'f', '')).toEqual({ type: 'label', ch: 'F' });
    expect(keyToIntent('menu', '3')).toEqual({ type: 'item', key: '3' });
  });
});

describe('reducer - typing a space', () => {
  it('reducer - a capital after a complete label that a longer one begins with starts a new label (E1, then F4)', () => {
    const ctx = ctxOf(game());
    const e1 = keys(start(), ctx, 'E', '1');
    expect(e1.ui.cursor).toBe(TOPO.indexOf('E1'));
    expect(e1.ui.label).toBe('E1');
    expect(e1.ui.message?.text).toBe('go to E1 (or type on: E10-E13)');
    const f4 = keys(e1.ui, ctx, 'F', '4');
    expect(f4.ui.cursor).toBe(TOPO.indexOf('F4'));
    expect(f4.ui.message?.text).toMatch(/^go to F4/);
  });

  it('reducer - the pause after a complete label takes it as typed: a digit after it is its own key', () => {
    const ctx = ctxOf(game());
    const e1 = keys(start(), ctx, 'E', '1');
    const ended = reduce(e1.ui, { type: 'label-end' }, ctx);
    expect(ended.ui.label).toBeNull();
    expect(ended.ui.message).toBeNull();
    expect(ended.ui.cursor).toBe(TOPO.indexOf('E1'));
    expect(keys(ended.ui, ctx, '1').ui.cursor).toBe(TOPO.indexOf('E1'));
  });
});

describe('reducer - questions', () => {
  it('reducer - Enter at a question means no: it loses nothing', () => {
    const ctx = ctxOf(game());
    for (const key of ['q', 'e']) {
      const asked = keys(start(), ctx, key);
      expect(asked.ui.confirm).not.toBeNull();
      const r = keys(asked.ui, ctx, 'enter');
      expect(r.ui.confirm).toBeNull();
      expect(r.effects).toEqual([]);
    }
  });
});

describe('reducer - back', () => {
  it('reducer - esc from a submenu opened by its key goes back to the board; from the actions menu, back to it', () => {
    const ctx = ctxOf(game());
    const byKey = keys(start(), ctx, 'b');
    expect(byKey.ui.mode).toMatchObject({ kind: 'menu', menu: 'buy' });
    expect(keys(byKey.ui, ctx, 'esc').ui.mode).toEqual({ kind: 'board' });
    const viaMenu = keys(start(), ctx, 'a', 'b');
    expect(viaMenu.ui.mode).toMatchObject({ kind: 'menu', menu: 'buy' });
    expect(keys(viaMenu.ui, ctx, 'esc').ui.mode).toMatchObject({ kind: 'menu', menu: 'top' });
  });

  it('reducer - esc while placing a card from a menu opened by its key: back to that menu, then to the board', () => {
    const ctx = ctxOf(game());
    const play = ctx.menu.find((g) => g.id === 'play')!;
    const land = play.items.find((i) => i.id.startsWith('land:') && i.enabled)!;
    const placing = keys(start(), ctx, 'p', land.key);
    expect(placing.ui.mode.kind).toBe('target');
    const back = keys(placing.ui, ctx, 'esc');
    expect(back.ui.mode).toMatchObject({ kind: 'menu', menu: 'play' });
    expect(keys(back.ui, ctx, 'esc').ui.mode).toEqual({ kind: 'board' });
  });
});
