/**
 * The replay viewer with an analysis (issue 16, "On the screen"; docs/analysis.md): the marks
 * beside the moves in the log, the win-chance chart within 80 columns with the action shown
 * marked, the keys that jump between marked actions, the better move's spaces on the board and
 * its gain on the message line; an analysis file that is not this record's (or is bad) ignored
 * with one note; the final screen's review key; the detailed zoom where it fits (issue 18).
 *
 * The analyses here are made by hand from a real record (the screen draws what an analysis says,
 * whatever found it): the analysis itself is tested in test/coach and test/e2e/analyze.test.ts.
 */
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { formatAction, legalActions, stableHash } from '../../src/api.js';
import type { ActionAnalysis, Analysis } from '../../src/coach/analysis.js';
import { checkAnalysis } from '../../src/coach/check.js';
import { chartLines } from '../../src/coach/report.js';
import type { Mark } from '../../src/coach/marks.js';
import { analysisNextTo } from '../../src/cli/analyze.js';
import { reviewThinkMs } from '../../src/cli/review.js';
import { ReplayApp } from '../../src/tui/app/ReplayApp.js';
import { statusKeys, keyToIntent } from '../../src/tui/ui/keys.js';
import { betterAt, reduceReplay, replayContext, replayData, replayStart, type ReplayData } from '../../src/tui/ui/replay.js';
import { reduce } from '../../src/tui/ui/reducer.js';
import { initialUi } from '../../src/tui/ui/state.js';
import { loadRecord } from '../../src/records/read.js';
import { replayRecord, type ReplayStep } from '../../src/records/replay.js';
import type { GameRecord } from '../../src/records/format.js';
import { stripStyle } from '../../src/tui/terminal/style.js';
import { presenterOf } from '../../src/tui/game/rulesets.js';
import { FinalPanel } from '../../src/tui/components/FinalPanel.js';
import { replayEndLines } from '../../src/tui/components/ReplayEndPanel.js';
import { ctxOf, game, PLAIN } from './support.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/records');
const FIXTURE = 'classic-symmetric-2p-greedy.json';
const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));
const dir = mkdtempSync(join(tmpdir(), 'hacienda-replay-review-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

function replayed(name = FIXTURE): { file: string; record: GameRecord; steps: ReplayStep[]; data: ReplayData } {
  const file = join(FIXTURES, name);
  const record = loadRecord(file);
  const r = replayRecord(record);
  if (!r.ok) throw new Error(r.problem.reason);
  return { file, record, steps: r.steps, data: replayData(record, file, r.initial, r.steps) };
}

/**
 * A better move at a step than the one taken: a land card played on a space the move taken leaves
 * empty (its mark, +, shows there without colour), else any other legal move.
 */
function otherMove(step: ReplayStep): string {
  const before = step.before;
  const taken = formatAction(before, step.action);
  const presenter = presenterOf(before);
  const touched = new Set(presenter.actionSpaces(before, step.action));
  const others = legalActions(before).filter((a) => formatAction(before, a) !== taken);
  const land = others.find((a) => (a as { type?: string }).type === 'land' && presenter.actionSpaces(before, a).every((s) => !touched.has(s)));
  return formatAction(before, land ?? others[0]!);
}

/** An analysis of the record with these actions marked (index: mark, loss, points), the others judged and unmarked. */
function analysisOf(record: GameRecord, steps: readonly ReplayStep[], marked: Record<number, [Mark, number, number]>): Analysis {
  const seats = record.seats.length;
  const actions: ActionAnalysis[] = steps.map((step, i) => {
    const index = i + 1;
    const m = marked[index];
    const move = formatAction(step.before, step.action);
    // A made-up course of the game: seat 0's chance rises from 20% to 80%.
    const first = 0.2 + (0.6 * index) / steps.length;
    const winChance = seats === 2 ? [first, 1 - first] : Array.from({ length: seats }, () => 1 / seats);
    return {
      index,
      player: step.entry.player,
      name: record.seats[step.entry.player]!.name,
      move,
      best: m ? otherMove(step) : move,
      loss: m ? m[1] : 0,
      pointsLoss: m ? m[2] : 0,
      mark: m ? m[0] : null,
      judged: true,
      deeper: false,
      winChance,
      margin: winChance.map((w) => Math.round((w - 0.5) * 60) || 0),
      luck: new Array<number>(seats).fill(0),
    };
  });
  return {
    format: 'hacienda-analysis',
    version: 3,
    ruleset: record.ruleset,
    record: stableHash(record),
    settings: { seed: 'coach', iterations: 10, deepIterations: 0, seat: null },
    thresholds: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.15, points: { inaccuracy: 2.78, mistake: 5.56, blunder: 8.35 } },
    turns: [],
    players: record.seats.map((s, seat) => ({
      seat,
      name: s.name,
      actions: 1,
      inaccuracies: 0,
      mistakes: 0,
      blunders: 0,
      meanLoss: 0,
      meanPointsLoss: 0,
      accuracy: 100,
      luck: 0,
    })),
    actions,
  };
}

const MARKED: Record<number, [Mark, number, number]> = { 10: ['?!', 0.052, 0.2], 36: ['?', 0.11, 4.4], 71: ['??', 0.2, 7] };

function analysed(): ReplayData & { analysis: Analysis } {
  const { file, record, steps } = replayed();
  const analysis = analysisOf(record, steps, MARKED);
  const r = replayRecord(record);
  if (!r.ok) throw new Error(r.problem.reason);
  return replayData(record, file, r.initial, r.steps, analysis) as ReplayData & { analysis: Analysis };
}

function viewer(data: ReplayData, at = 0, size = { columns: 80, rows: 24 }, more: { note?: string; zoom?: 'auto' } = {}) {
  const app = render(createElement(ReplayApp, { data, theme: PLAIN, at, ...more }));
  const out = app.stdout as unknown as { rows?: number; columns?: number; emit(e: string): void };
  Object.defineProperty(out, 'rows', { value: size.rows, configurable: true });
  Object.defineProperty(out, 'columns', { value: size.columns, configurable: true });
  out.emit('resize');
  cleanups.push(app.unmount);
  return { app, frame: () => stripStyle(app.lastFrame() ?? '') };
}

/** The compact board's cell of `label` in a frame (row r is line r + 1, below the top bar and the letters). */
function cellOf(frame: string, label: string): string {
  const m = /^([A-Z])(\d+)$/.exec(label)!;
  const col = m[1]!.charCodeAt(0) - 65;
  const row = Number(m[2]);
  const line = frame.split('\n')[row + 1]!;
  const x = 3 + 2 * col + (row % 2 === 0 ? 1 : 0);
  return line.slice(x, x + 2);
}

describe('replay marks', () => {
  it("replay marks - each marked action's mark stands beside its move in the log, and no other action has one", async () => {
    const data = analysed();
    const { frame } = viewer(data, 36);
    await tick();
    const log = frame().split('\n');
    const a = data.analysis.actions[35]!;
    expect(log).toContainEqual(expect.stringMatching(new RegExp(`^36\\. Blue: ${a.move.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\? - `)));
    // The actions before it in the log carry no mark.
    for (const line of log.filter((l) => /^3[3-5]\. /.test(l))) expect(line).not.toMatch(/ \?!? - | \?\? - /);
  });

  it('replay marks - } goes to the next marked action and { to the previous; past the last one it says so', () => {
    const data = analysed();
    const ctx = replayContext(data, replayStart(0, initialUi(ctxOf(game()).topo)), false, { lines: [], height: 10 });
    let r = replayStart(0, initialUi(ctx.topo));
    const seen: number[] = [];
    for (let k = 0; k < 3; k++) {
      r = reduceReplay(r, keyToIntent('replay', '}')!, data, ctx).r;
      seen.push(r.pos);
    }
    expect(seen).toEqual([10, 36, 71]);
    const past = reduceReplay(r, keyToIntent('replay', '}')!, data, ctx).r;
    expect(past.pos).toBe(71);
    expect(past.ui.message?.text).toBe('no later marked action');
    r = reduceReplay(past, keyToIntent('replay', '{')!, data, ctx).r;
    expect(r.pos).toBe(36);
    expect(r.ui.message).toBeNull();
    // Between marks, { goes back to the one before.
    expect(reduceReplay({ ...r, pos: 50 }, { type: 'mark', dir: -1 }, data, ctx).r.pos).toBe(36);
    expect(reduceReplay({ ...r, pos: 5 }, { type: 'mark', dir: -1 }, data, ctx).r.ui.message?.text).toBe('no earlier marked action');
  });

  it('replay marks - without an analysis, } and c say how to get one', () => {
    const { data } = replayed();
    const r = replayStart(3, initialUi(ctxOf(game()).topo));
    const ctx = replayContext(data, r, false, { lines: [], height: 10 });
    for (const intent of [{ type: 'mark', dir: 1 } as const, { type: 'chart' } as const]) {
      const out = reduceReplay(r, intent, data, ctx).r;
      expect(out.pos).toBe(3);
      expect(out.chart).toBeNull();
      expect(out.ui.message?.text).toMatch(/^no analysis of this game \(hacienda analyze <record> makes one/);
    }
  });

  it('ReplayApp - } on screen lands on the first marked action, the log showing its mark', async () => {
    const data = analysed();
    const { app, frame } = viewer(data, 0);
    await tick();
    expect(frame()).toContain('analysed: 3 marked actions; } jumps to the next, c shows the charts');
    app.stdin.write('}');
    await tick();
    expect(frame()).toContain(`replay 10/${data.actions.length}`);
    expect(frame()).toMatch(/^10\. Blue: \S.* \?! - /m);
  });
});

describe('replay better move', () => {
  it("replay better move - at a marked action the better move's spaces are marked on the board and the message line says what it gains", async () => {
    const data = analysed();
    const a = data.analysis.actions[70]!;
    const better = betterAt(data, 71)!;
    expect(better.text).toBe(`71. ?? blunder. Better: ${a.best}: +20.0% win chance, about 7 points`);
    const before = data.states[70]!;
    const best = legalActions(before).find((x) => formatAction(before, x) === a.best)!;
    expect(better.spaces).toEqual(presenterOf(before).actionSpaces(before, best));
    expect(better.spaces.length).toBeGreaterThan(0);

    const { frame } = viewer(data, 71);
    await tick();
    const lines = frame().split('\n');
    expect(lines.at(-2)).toBe(better.text);
    // Each of the better move's spaces carries the board's target mark (+), as a hint's do.
    const topo = replayContext(data, replayStart(71, initialUi(ctxOf(game()).topo)), false, { lines: [], height: 1 }).topo;
    for (const s of better.spaces) expect(cellOf(frame(), topo.label[s]!)[1]).toBe('+');
    // One action on, no longer at a marked action: neither the words nor the marks.
    expect(betterAt(data, 72)).toBeNull();
  });

  it('replay better move - a mark that gave away less than a point says no points', () => {
    const data = analysed();
    expect(betterAt(data, 10)!.text).toBe(`10. ?! inaccuracy. Better: ${data.analysis.actions[9]!.best}: +5.2% win chance`);
  });
});

describe('replay chart', () => {
  it('chartLines - the marked column holds the action shown: ^ under it, : in its empty cells; the first, a middle and the last action', () => {
    const data = analysed();
    const n = data.analysis.actions.length;
    const ink = (_q: number, d: string) => d;
    const columnOf = (at: number) => {
      const lines = chartLines(data.analysis, { columns: 30, rows: 11, at, ink });
      const axis = lines.at(-2)!;
      return axis.indexOf('^') - 7;
    };
    expect(columnOf(1)).toBe(0);
    expect(columnOf(n)).toBe(29);
    // Column c covers the actions up to floor((c + 1) * n / 30).
    const middle = columnOf(61);
    expect(Math.floor((middle * n) / 30)).toBeLessThan(61);
    expect(Math.floor(((middle + 1) * n) / 30)).toBeGreaterThanOrEqual(61);
    expect(chartLines(data.analysis, { columns: 30, rows: 11, at: 0, ink }).at(-2)).not.toContain('^');
    // The column's cells: the seats' digits where their chances lie, the marker in all the others.
    const cells = chartLines(data.analysis, { columns: 30, rows: 11, at: 61, ink })
      .slice(0, 11)
      .map((l) => l[7 + middle]);
    expect(cells.every((c) => c === ':' || c === '1' || c === '2')).toBe(true);
    expect(cells.filter((c) => c === ':').length).toBeGreaterThanOrEqual(9);
  });

  it('ReplayApp - c shows the chart beside the board within 80x24, heading and marker following the action shown; c again the expected margin, then hides it', async () => {
    const data = analysed();
    const n = data.actions.length;
    const { app, frame } = viewer(data, 10);
    await tick();
    app.stdin.write('c');
    await tick();
    const shown = frame();
    const lines = shown.split('\n');
    expect(lines.length).toBeLessThanOrEqual(24);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(shown).toContain(`Win chance at 10/${n}: 1 Red 2 Blue`);
    expect(shown).toMatch(/100% \|/);
    expect(shown).toMatch(/ 0% \|/);
    const axisAt = (f: string) => f.split('\n').find((l) => /\+[-^]+$/.test(l))!;
    const before = axisAt(shown).indexOf('^');
    expect(before).toBeGreaterThan(0);
    app.stdin.write('}');
    await tick();
    expect(frame()).toContain(`Win chance at 36/${n}`);
    expect(axisAt(frame()).indexOf('^')).toBeGreaterThan(before);
    app.stdin.write('c');
    await tick();
    const margin = frame();
    expect(margin).toContain(`Margin at 36/${n}: 1 Red 2 Blue`);
    // The made-up margins run from -18 to +18: the chart reaches 20 either side, even in the middle.
    expect(margin).toMatch(/ \+20 \|/);
    expect(margin).toMatch(/ {4}0 \|/);
    expect(margin).toMatch(/ -20 \|/);
    for (const l of margin.split('\n')) expect(l.length).toBeLessThanOrEqual(80);
    app.stdin.write('c');
    await tick();
    expect(frame()).not.toContain('Win chance at');
    expect(frame()).not.toContain('Margin at');
    expect(frame()).toMatch(/Red's hand|Blue's hand/);
  });

  it('replay status line - with an analysis its keys come first, q quit stays, and all fits 80 columns', () => {
    const keys = statusKeys('replay', { analysis: true });
    expect(keys).toEqual(['→ next', '← back', '{ } marks', 'c chart', '[ ] scorings', 'space play', 'q quit', '? help']);
    expect(keys.join('  ').length).toBeLessThanOrEqual(79);
    expect(statusKeys('replay')).not.toContain('{ } marks');
  });
});

describe('replay end', () => {
  it("ReplayApp - at the end, below the final scoring where there is room, each player's accuracy, marks and luck from the analysis", async () => {
    const data = analysed();
    data.analysis.players[0] = { ...data.analysis.players[0]!, accuracy: 95.7, inaccuracies: 6, luck: 0.055 };
    data.analysis.players[1] = { ...data.analysis.players[1]!, accuracy: 88, mistakes: 1, blunders: 2, luck: -0.183 };
    const n = data.actions.length;
    const { frame } = viewer(data, n);
    await tick();
    const screen = frame();
    expect(screen).toContain('Final scoring');
    const lines = screen.split('\n');
    const head = lines.findIndex((l) => /analysis {2}accuracy {2}\?! {2}\? {2}\?\? {3}luck$/.test(l));
    expect(head).toBeGreaterThan(0);
    expect(lines[head + 1]).toMatch(/Red {11}95\.7 {3}6 {2}0 {3}0 {2}\+5\.5%$/);
    expect(lines[head + 2]).toMatch(/Blue {10}88\.0 {3}0 {2}1 {3}2 -18\.3%$/);
    // Where the panel is short, the game's end and its scoring keep their room.
    const props = {
      state: data.states[n]!,
      presenter: presenterOf(data.states[n]!),
      names: ['Red', 'Blue'],
      winners: [0],
      theme: PLAIN,
      scoring: data.scorings[n - 1]!,
    };
    const room = replayEndLines(props, 40).length;
    expect(replayEndLines({ ...props, players: data.analysis.players }, 40)).toHaveLength(room + 4);
    expect(replayEndLines({ ...props, players: data.analysis.players }, room + 3)).toHaveLength(room);
  });
});

describe('replay analysis file', () => {
  const { file, record, steps } = replayed();
  const good = analysisOf(record, steps, MARKED);
  const copy = join(dir, 'game.json');
  copyFileSync(file, copy);
  const withFile = (content: string | null) => {
    rmSync(copy + '.analysis.json', { force: true });
    if (content !== null) writeFileSync(copy + '.analysis.json', content);
    return analysisNextTo(copy, record, steps);
  };

  it("analysisNextTo - none there: no analysis and not a word; this record's: read back", () => {
    expect(withFile(null)).toEqual({ analysis: null, note: null });
    const read = withFile(JSON.stringify(good));
    expect(read.note).toBeNull();
    expect(read.analysis).toEqual(good);
  });

  it("analysisNextTo - another record's analysis, a bad one or not JSON is ignored, with one line saying why", () => {
    const cases: [unknown, RegExp][] = [
      [{ ...good, record: 'another record' }, /the analysis of another record/],
      [{ ...good, format: 'hacienda-record' }, /not a hacienda analysis/],
      [{ ...good, version: 1 }, /version 1, not 3/],
      // An analysis kept by the version before points were judged is not misread: it is made again.
      [{ ...good, version: 2 }, /version 2, not 3/],
      [{ ...good, turns: [{ player: 0, name: 'x', from: 5, to: 3, moves: [], best: [], loss: 0, mark: null, judged: true }] }, /turn 1 is not a run/],
      [{ ...good, thresholds: { inaccuracy: 2, mistake: 0.1, blunder: 0.15 } }, /inaccuracy threshold is not a number/],
      [{ ...good, actions: good.actions.slice(1) }, /actions has 121 entries, not 122/],
      [{ ...good, actions: good.actions.map((a, i) => (i === 4 ? { ...a, move: 'end' } : a)) }, /action 5's move is not the record's/],
      [
        { ...good, actions: good.actions.map((a, i) => (i === 9 ? { ...a, best: 'play land pampas Z99' } : a)) },
        /action 10's better move is not a legal move there/,
      ],
      [{ ...good, actions: good.actions.map((a, i) => (i === 2 ? { ...a, loss: 7 } : a)) }, /action 3's loss is not a number from 0 to 1/],
      [{ ...good, actions: good.actions.map((a, i) => (i === 2 ? { ...a, mark: '!!' } : a)) }, /action 3's mark is not one of/],
      [{ ...good, actions: good.actions.map((a, i) => (i === 6 ? { ...a, winChance: [1] } : a)) }, /action 7's win chances has 1 entries, not 2/],
      [{ ...good, actions: good.actions.map((a, i) => (i === 6 ? { ...a, player: 1 - a.player } : a)) }, /action 7 is not of the seat that acted/],
      [{ ...good, players: [{ ...good.players[0], seat: 5 }] }, /player 1's seat is not a seat from 0 to 1/],
      [[1, 2], /the file is not an object/],
    ];
    for (const [data, why] of cases) {
      const r = withFile(JSON.stringify(data));
      expect(r.analysis).toBeNull();
      expect(r.note).toMatch(/^game\.json\.analysis\.json ignored: /);
      expect(r.note).toMatch(why);
    }
    const notJson = withFile('{"format": "hacienda-analysis", ');
    expect(notJson).toEqual({ analysis: null, note: 'game.json.analysis.json ignored: not JSON' });
  });

  it('checkAnalysis - only the known fields go on, text from the file is not trusted further than the screen shows it', () => {
    const extra = { ...good, evil: '\x1b[2J', actions: good.actions.map((a) => ({ ...a, more: 1 })) };
    const r = checkAnalysis(JSON.parse(JSON.stringify(extra)), record, steps);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.analysis).toEqual(good);
    expect(Object.keys(r.analysis)).not.toContain('evil');
    const named = checkAnalysis({ ...good, actions: good.actions.map((a, i) => (i === 0 ? { ...a, name: 'x'.repeat(500) } : a)) }, record, steps);
    expect(named).toEqual({ ok: false, problem: "action 1's name is not a short text" });
  });

  it('ReplayApp - an ignored analysis: the note on the message line at the start, no marks, no chart', async () => {
    const { data } = replayed();
    const note = withFile(JSON.stringify({ ...good, record: 'x' })).note!;
    const { app, frame } = viewer(data, 0, undefined, { note });
    await tick();
    expect(frame().split('\n').at(-2)).toBe(note);
    app.stdin.write('}');
    await tick();
    expect(frame()).toContain('no analysis of this game');
    expect(frame()).not.toMatch(/\?! - |\? - /);
  });
});

describe('review this game', () => {
  it('review key - the final screen offers r (review) only where a review can be run, and r asks the container for it', () => {
    expect(statusKeys('final', { review: true })).toContain('r review');
    expect(statusKeys('final')).not.toContain('r review');
    const intent = keyToIntent('final', 'r')!;
    expect(intent).toEqual({ type: 'review' });
    const over = ctxOf(game(), { over: true, yourTurn: false });
    expect(reduce(initialUi(over.topo), intent, over).effects).toEqual([{ type: 'review' }]);
    // Elsewhere r is not a review.
    expect(reduce(initialUi(over.topo), intent, ctxOf(game())).effects).toEqual([]);
  });

  it("reviewThinkMs - the review searches as hacienda analyze does by default (100), or as briefly as the game's --think when less", () => {
    expect(reviewThinkMs(undefined)).toBe(100);
    expect(reviewThinkMs('5')).toBe(5);
    expect(reviewThinkMs('3000')).toBe(100);
  });

  it('FinalPanel - names the review key under the record, when the game can be reviewed', () => {
    const state = game();
    const props = { state, presenter: presenterOf(state), names: ['Ana', 'Blue'], winners: [0], file: '/tmp/g.json', width: 40, theme: PLAIN };
    const shown = stripStyle(render(createElement(FinalPanel, { ...props, review: true })).lastFrame() ?? '');
    expect(shown).toContain('Record: /tmp/g.json');
    expect(shown).toMatch(/r: review this game/);
    expect(stripStyle(render(createElement(FinalPanel, props)).lastFrame() ?? '')).not.toMatch(/review/);
  });
});

describe('replay zoom', () => {
  it('ReplayApp - auto: the detailed board when the terminal has room for it, the compact one at 80x24', async () => {
    const { data } = replayed();
    const big = viewer(data, 0, { columns: 160, rows: 50 }, { zoom: 'auto' });
    await tick();
    expect(big.frame()).toMatch(/\/ \\ \/ \\/);
    const small = viewer(data, 0, { columns: 80, rows: 24 }, { zoom: 'auto' });
    await tick();
    expect(small.frame()).not.toMatch(/\/ \\ \/ \\/);
    expect(small.frame()).not.toMatch(/detailed board needs/);
  });
});
