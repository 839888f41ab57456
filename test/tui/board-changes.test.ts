/**
 * The last moves (issue 18): the spaces another seat or a bot changed since the viewer last acted
 * are marked until the viewer acts, and `d` steps through them with what happened there in the
 * log's words; in hot-seat each person has their own. Also the markets key, and the zoom: detailed
 * when it fits, the choice remembered in the data folder.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalActions, type BaseAction } from '../../src/api.js';
import { GameController } from '../../src/tui/app/controller.js';
import { readSettings, writeSettings } from '../../src/tui/app/settings.js';
import { changedSpaces, noteAction, undoTo, type Change } from '../../src/tui/game/changes.js';
import { keyToIntent, statusKeys } from '../../src/tui/ui/keys.js';
import { layout } from '../../src/tui/ui/layout.js';
import { reduce } from '../../src/tui/ui/reducer.js';
import { initialUi } from '../../src/tui/ui/state.js';
import { ctxOf, game, session, TOPO } from './support.js';

const land = (c: GameController) => legalActions(c.session.state).find((a) => a.type === 'land')!;
/** The person's turn: one land card played, then the turn ended. */
function playTurn(c: GameController): BaseAction {
  const a = land(c);
  expect(c.apply(a)).toBeNull();
  expect(c.apply(legalActions(c.session.state).find((x) => x.type === 'end')!)).toBeNull();
  return a;
}

describe('the last moves', () => {
  it("changes - a bot's turn is marked for the person with the log's words; gone once the person acts", () => {
    const c = new GameController(session(), { seed: 'changes' });
    playTurn(c);
    expect(c.getSnapshot().changes).toEqual([]);
    // The bot's turn, move by move.
    while (!c.getSnapshot().yourTurn) c.bots!.step();
    const snap = c.getSnapshot();
    const bot = snap.log.filter((e) => e.kind === 'action' && e.seat === 1);
    const placed = bot.filter((e) => / - (laid|put|built|harvested)/.test(e.text));
    expect(placed.length).toBeGreaterThan(0);
    expect(snap.changes).toHaveLength(placed.length);
    for (const ch of snap.changes) {
      expect(ch.seat).toBe(1);
      // In the log's words: the action's words as the log has them after its notation.
      const entry = bot.find((e) => e.index === ch.index)!;
      expect(ch.text.startsWith(`Blue: ${entry.text.replace(/^.* - /, '')}`)).toBe(true);
      for (const s of ch.spaces) expect(snap.changed.has(s)).toBe(true);
    }
    // A payment at a market is told with the move that earned it.
    for (const e of snap.log.filter((x) => x.kind === 'money' && x.seat === 1 && bot.some((b) => b.index === x.index))) {
      const ch = snap.changes.find((x) => x.index === e.index);
      if (ch) expect(ch.text).toContain(e.text.trim());
    }
    // The person acts: the marks go.
    c.apply(land(c));
    expect(c.getSnapshot().changes).toEqual([]);
    expect(c.getSnapshot().changed.size).toBe(0);
  });

  it('changes - hot-seat: each person sees what changed since their own last turn', () => {
    const c = new GameController(
      session([
        { name: 'Ana', player: 'human' },
        { name: 'Ben', player: 'human' },
      ]),
      { seed: 'hot' },
    );
    c.ack(); // the first hand-over
    const ana = playTurn(c);
    c.ack();
    // Ben's turn: Ana's move is marked for him.
    expect(c.getSnapshot().viewer).toBe(1);
    expect(c.getSnapshot().changes.map((x) => x.seat)).toEqual([0]);
    expect(c.getSnapshot().changes[0]!.spaces).toEqual([(ana as unknown as { space: number }).space]);
    const ben = playTurn(c);
    c.ack();
    // Ana again: Ben's move only (hers are hers).
    expect(c.getSnapshot().viewer).toBe(0);
    expect(c.getSnapshot().changes.map((x) => x.spaces)).toEqual([[(ben as unknown as { space: number }).space]]);
  });

  it('changes - a resumed game shows what changed since the last action of the person', () => {
    const first = new GameController(session(), { seed: 'resume' });
    playTurn(first);
    while (!first.getSnapshot().yourTurn) first.bots!.step();
    const again = new GameController(first.session, { seed: 'resume' });
    expect(again.getSnapshot().changes).toEqual(first.getSnapshot().changes);
  });

  it('changes - an undo takes back the changes of the actions undone; the actor never sees its own', () => {
    const ch = (index: number, seat: number): Change => ({ index, seat, spaces: [index], text: `${index}` });
    let book = noteAction([[], [], []], 0, ch(1, 0));
    book = noteAction(book, 1, ch(2, 1));
    expect(book.map((l) => l.map((x) => x.index))).toEqual([[2], [], [1, 2]]);
    expect(undoTo(book, 1).map((l) => l.map((x) => x.index))).toEqual([[], [], [1]]);
    expect([...changedSpaces(book[2]!)]).toEqual([1, 2]);
    // An action that touched no space (a card bought) clears the actor's own all the same.
    expect(noteAction(book, 2, null)[2]).toEqual([]);
  });

  it('changes - d steps through the changes: the cursor goes to each, the message says what happened; the status line shows d only then', () => {
    const changes: Change[] = [
      { index: 3, seat: 1, spaces: [TOPO.indexOf('E8')], text: 'Blue: put a horse on E8; Blue +2 pesos at the market F7' },
      { index: 4, seat: 1, spaces: [TOPO.indexOf('K3'), TOPO.indexOf('K4')], text: 'Blue: laid a 2 water tile on K3 K4 for 12 pesos' },
    ];
    const ctx = ctxOf(game(), { changes });
    expect(keyToIntent('board', 'd')).toEqual({ type: 'changes' });
    expect(keyToIntent('watch', 'd')).toEqual({ type: 'changes' });
    let ui = initialUi(TOPO);
    ui = reduce(ui, { type: 'changes' }, ctx).ui;
    expect(ui.cursor).toBe(TOPO.indexOf('E8'));
    expect(ui.message?.text).toBe('1 of 2: Blue: put a horse on E8; Blue +2 pesos at the market F7');
    ui = reduce(ui, { type: 'changes' }, ctx).ui;
    expect(ui.cursor).toBe(TOPO.indexOf('K3'));
    expect(ui.message?.text).toMatch(/^2 of 2: Blue: laid a 2 water tile/);
    ui = reduce(ui, { type: 'changes' }, ctx).ui;
    expect(ui.cursor).toBe(TOPO.indexOf('E8'));
    expect(reduce(initialUi(TOPO), { type: 'changes' }, ctxOf(game())).ui.message?.text).toMatch(/nothing on the board has changed/);
    expect(statusKeys('board', { changes: true })).toContain('d changes');
    expect(statusKeys('board', { changes: false })).not.toContain('d changes');
  });

  it('counting - x shows and hides what counts, in place of the scores now', () => {
    const ctx = ctxOf(game());
    expect(keyToIntent('board', 'x')).toEqual({ type: 'counting' });
    let ui = reduce(initialUi(TOPO), { type: 'scores-now' }, ctx).ui;
    ui = reduce(ui, { type: 'counting' }, ctx).ui;
    expect([ui.counting, ui.scoresNow]).toEqual([true, false]);
    expect(reduce(ui, { type: 'counting' }, ctx).ui.counting).toBe(false);
  });
});

describe('the zoom', () => {
  it('zoom - auto: the detailed board when the terminal has room for it and the panels, else the compact one without a word', () => {
    const big = layout(TOPO, 'auto', { columns: 120, rows: 40 });
    expect([big.zoom, big.zoomFallback]).toEqual(['detailed', false]);
    const small = layout(TOPO, 'auto', { columns: 80, rows: 24 });
    expect([small.zoom, small.zoomFallback]).toEqual(['compact', false]);
    // Asked for by name, the detailed board that does not fit says so.
    expect(layout(TOPO, 'detailed', { columns: 80, rows: 24 }).zoomFallback).toBe(true);
  });

  it('zoom - z turns the board shown to the other zoom and asks for the choice to be remembered', () => {
    const ui = initialUi(TOPO, 'auto');
    const r = reduce(ui, { type: 'zoom' }, ctxOf(game(), { zoomShown: 'detailed' }));
    expect(r.ui.zoom).toBe('compact');
    expect(r.effects).toEqual([{ type: 'zoom', zoom: 'compact' }]);
    expect(reduce(ui, { type: 'zoom' }, ctxOf(game(), { zoomShown: 'compact' })).effects).toEqual([{ type: 'zoom', zoom: 'detailed' }]);
  });

  it('settings - the zoom chosen is kept in settings.json; a missing, broken or strange file means the defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-settings-'));
    const file = join(dir, 'sub', 'settings.json');
    expect(readSettings(file)).toEqual({});
    expect(writeSettings(file, { zoom: 'compact' })).toBe(true);
    expect(readSettings(file)).toEqual({ zoom: 'compact' });
    // Keys of a later version are kept.
    writeFileSync(file, JSON.stringify({ zoom: 'detailed', later: 1 }));
    writeSettings(file, { zoom: 'compact' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ zoom: 'compact', later: 1 });
    for (const bad of ['{', '[]', 'null', '{"zoom": "huge"}', '{"zoom": 3}', ' '.repeat(70_000)]) {
      writeFileSync(file, bad);
      expect(readSettings(file)).toEqual({});
    }
    // A folder where the file should be: not remembered, no error.
    expect(writeSettings(dir, { zoom: 'compact' })).toBe(false);
  });
});
