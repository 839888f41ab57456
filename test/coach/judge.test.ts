/**
 * The coach's judging (src/coach/judge.ts, marks.ts, analysis.ts): small iteration budgets, so the
 * whole file takes seconds. Action 34 of the 3-player Classic fixture (a cattle tile on H11 where
 * a moorland tile would do) gives away about 15% of its player's chance of winning: the search
 * finds it under any seed.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, parseAction, type BaseAction } from '../../src/api.js';
import { BAND, judgeAction, luckOf, nearBlunder } from '../../src/coach/judge.js';
import { accuracyOf, markedLoss, markOf, pointsPerChance, pointsThresholdsOf, scalesOf } from '../../src/coach/marks.js';
import { analyseStep, assemble, summarise, type ActionAnalysis, type AnalysisSettings } from '../../src/coach/analysis.js';
import { analyseTurn, turnsOf } from '../../src/coach/turn.js';
import { replayed } from './support.js';

const game = replayed('classic-strong-2p.json');
const threePlayer = replayed('classic-asymmetric-3p.json');
const blunder = threePlayer.steps[33]!;
const late = game.steps[122]!;
const settings = (seed: string): AnalysisSettings => ({ seed, iterations: 60, deepIterations: 0, seat: null });
const CLASSIC = scalesOf({ ruleset: 'classic' });

describe('coach judging', () => {
  it('judge - an action plainly worse than another is marked, under every seed', () => {
    expect(blunder.entry.move).toBe('play animal cattle H11');
    for (const seed of ['a', 'b', 'c']) {
      const j = judgeAction(blunder.before, blunder.entry.player, blunder.action, 60, seed);
      expect(j.loss).toBeGreaterThanOrEqual(0.1);
      expect(['?', '??']).toContain(markOf(j.loss));
      expect(j.best).not.toEqual(blunder.action);
      // The better action, judged in its place, is not marked.
      const again = judgeAction(blunder.before, blunder.entry.player, j.best, 60, seed);
      expect(markOf(again.loss)).toBeNull();
    }
  });

  it("judge - a loss within 1.5 points of a blunder's threshold is on it (looked at a third time), at the game's scale", () => {
    expect(BAND).toBe(0.015);
    for (const near of [0.136, 0.15, 0.164]) expect(nearBlunder(near, 1, BAND)).toBe(true);
    // The lesser marks' thresholds are not looked at a third time.
    for (const far of [0, 0.05, 0.1, 0.134, 0.166, 0.2]) expect(nearBlunder(far, 1, BAND)).toBe(false);
    // 2026's scale halves the threshold and the band: 0.075 is its blunder's, 0.15 is not.
    expect(nearBlunder(0.07, 0.5, BAND)).toBe(true);
    expect(nearBlunder(0.15, 0.5, BAND)).toBe(false);
  });

  it('judge - the same seed and iterations give the same judgement', () => {
    const step = game.steps[40]!;
    const one = analyseStep(step, settings('same'), game.names);
    const two = analyseStep(step, settings('same'), game.names);
    expect(two).toEqual(one);
  });

  it('judge - different seeds search differently', () => {
    const values = ['x', 'y', 'z'].map((seed) => judgeAction(late.before, late.entry.player, late.action, 60, seed).value);
    expect(new Set(values).size).toBeGreaterThan(1);
  });

  it('judge - a seat with one legal action is not judged', () => {
    // No money, no cards, the harvest taken: ending the turn is all the seat can do.
    const before = structuredClone(late.before) as typeof late.before & {
      players: { money: number; landHand: number[]; animalHand: number[] }[];
      turn: { harvested: boolean };
    };
    const seat = late.entry.player;
    Object.assign(before.players[seat]!, { money: 0, landHand: [], animalHand: [] });
    before.turn.harvested = true;
    expect(legalActions(before)).toHaveLength(1);
    const end = parseAction(before, 'end') as BaseAction;
    expect(judgeAction(before, seat, end, 10, 'f')).toMatchObject({ forced: true, loss: 0 });
    const after = applyAction(before, end);
    if (!after.ok) throw new Error(after.message);
    const step = { before, after: after.state, action: end, entry: { ...late.entry, move: 'end', events: [] } };
    expect(analyseStep(step, settings('f'), game.names)).toMatchObject({ judged: false, loss: 0, mark: null, best: 'end' });
  });

  it('luck - an action that reveals nothing brings no luck; a draw from the deck some', () => {
    const quiet = game.steps.find((s) => s.entry.events.length === 0)!;
    expect(luckOf(quiet.before, quiet.action, quiet.after, false, 's')).toEqual([0, 0]);
    const draw = game.steps.find((s) => s.entry.move.startsWith('buy land deck'))!;
    const luck = luckOf(draw.before, draw.action, draw.after, true, 's');
    expect(luck.some((x) => x !== 0)).toBe(true);
    expect(luck.every((x) => Math.abs(x) < 1)).toBe(true);
  });

  it('marks - thresholds of docs/analysis.md, and accuracy from 100 down', () => {
    expect([0, 0.049, 0.05, 0.099, 0.1, 0.149, 0.15, 0.6].map((l) => markOf(l))).toEqual([null, null, '?!', '?!', '?', '?', '??', '??']);
    expect(accuracyOf(0)).toBeCloseTo(100, 3);
    expect(accuracyOf(0.1)).toBeLessThan(accuracyOf(0.05));
    expect(accuracyOf(1)).toBe(0);
  });

  it('analysis - each player has its counts, mean loss, accuracy and luck', () => {
    const a = (index: number, player: number, loss: number, luck: number[], judged = true): ActionAnalysis => ({
      index,
      player,
      name: game.names[player]!,
      move: 'end',
      best: 'end',
      loss,
      pointsLoss: 0,
      mark: markOf(loss),
      judged,
      deeper: false,
      winChance: [0.5, 0.5],
      margin: [0, 0],
      luck,
    });
    const actions = [a(1, 0, 0, [0, 0]), a(2, 0, 0.2, [0.1, -0.05]), a(3, 1, 0.06, [0, 0]), a(4, 1, 0.12, [0, 0.02]), a(5, 1, 0.5, [0, 0], false)];
    const [red, blue] = summarise(actions, game.names, null, CLASSIC);
    expect(red).toMatchObject({ seat: 0, name: 'Red', actions: 2, inaccuracies: 0, mistakes: 0, blunders: 1, meanLoss: 0.1, luck: 0.1 });
    expect(blue).toMatchObject({ seat: 1, actions: 2, inaccuracies: 1, mistakes: 1, blunders: 0, meanLoss: 0.09, luck: -0.03 });
    expect(red!.accuracy).toBeCloseTo((accuracyOf(0) + accuracyOf(0.2)) / 2, 1);
    expect(summarise(actions, game.names, 1, CLASSIC).map((p) => p.seat)).toEqual([1]);
  });

  it('analysis - the JSON form: format, version, players and actions in order', () => {
    const steps = game.steps.slice(0, 3);
    const actions = steps.map((s) => analyseStep(s, settings('json'), game.names)).reverse();
    const turns = turnsOf(steps).map((t) => analyseTurn(steps.slice(t.from - 1, t.to), settings('json'), game.names));
    const analysis = assemble('classic', 'hash', settings('json'), game.names, actions, [...turns].reverse(), CLASSIC);
    expect(analysis).toMatchObject({ format: 'hacienda-analysis', version: 3, ruleset: 'classic', record: 'hash' });
    expect(analysis.thresholds).toEqual({ inaccuracy: 0.05, mistake: 0.1, blunder: 0.15, points: { inaccuracy: 2.78, mistake: 5.56, blunder: 8.35 } });
    // Version 2 adds the turns (and the thresholds), in order, each a run of one seat's actions.
    expect(analysis.turns.map((t) => [t.from, t.to])).toEqual([[1, 3]]);
    for (const t of analysis.turns) {
      expect(Object.keys(t).sort()).toEqual(['best', 'from', 'judged', 'loss', 'mark', 'moves', 'name', 'overruled', 'player', 'to']);
      expect(t.moves).toEqual(analysis.actions.slice(t.from - 1, t.to).map((x) => x.move));
    }
    expect(analysis.actions.map((x) => x.index)).toEqual([1, 2, 3]);
    for (const x of analysis.actions) {
      expect(Object.keys(x).sort()).toEqual([
        'best',
        'deeper',
        'index',
        'judged',
        'loss',
        'luck',
        'margin',
        'mark',
        'move',
        'name',
        'player',
        'pointsLoss',
        'winChance',
      ]);
      expect(x.margin).toHaveLength(2);
      expect(x.winChance.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 3);
    }
    expect(Object.keys(analysis.players[0]!).sort()).toEqual([
      'accuracy',
      'actions',
      'blunders',
      'inaccuracies',
      'luck',
      'meanLoss',
      'meanPointsLoss',
      'mistakes',
      'name',
      'seat',
    ]);
  });
  it("marks - points are marked at the chance they are worth at an even game's start, the larger of the two losses marks", () => {
    // Classic's margins spread 22.2 points: a point is worth 1 / (22.2 sqrt(2 pi)) of a win.
    expect(CLASSIC.points).toBeCloseTo(pointsPerChance(22.2), 9);
    expect(pointsThresholdsOf(CLASSIC)).toEqual({ inaccuracy: 2.78, mistake: 5.56, blunder: 8.35 });
    // 2026: margins spread 31.0 and its marks are at half Classic's chance.
    expect(pointsThresholdsOf(scalesOf({ ruleset: '2026' }))).toEqual({ inaccuracy: 1.94, mistake: 3.89, blunder: 5.83 });
    // Eight points thrown away in a decided game (no chance lost) is a mistake; nine a blunder.
    expect(markOf(markedLoss(0, 8, CLASSIC))).toBe('?');
    expect(markOf(markedLoss(0.0001, 9, CLASSIC))).toBe('??');
    // The larger mark wins: a 6% loss of chance with 1 point is an inaccuracy, with 6 points a mistake.
    expect(markOf(markedLoss(0.06, 1, CLASSIC))).toBe('?!');
    expect(markOf(markedLoss(0.06, 6, CLASSIC))).toBe('?');
  });

  it('judge - a move that throws points away in a decided game is marked', () => {
    // The last turns of a finished game: judged by points, where the chance of winning no longer moves.
    const decided = game.steps.slice(-30).map((s) => ({ s, j: judgeAction(s.before, s.entry.player, s.action, 60, 'decided') }));
    for (const { j } of decided) {
      expect(j.pointsLoss).toBeGreaterThanOrEqual(0);
      expect(Number.isFinite(j.margin)).toBe(true);
    }
    // The better action, taken in its place, gives away less.
    const worst = decided.reduce((a, b) => (b.j.pointsLoss > a.j.pointsLoss ? b : a));
    const again = judgeAction(worst.s.before, worst.s.entry.player, worst.j.best, 60, 'decided');
    expect(again.pointsLoss).toBeLessThan(worst.j.pointsLoss);
  });

  it("judge - an action that would be marked a mistake is looked at as deeply as the hint, and the deeper look's figures stand", () => {
    const quick = judgeAction(blunder.before, blunder.entry.player, blunder.action, 60, 'a');
    expect(quick.deeper).toBe(false);
    const deep = judgeAction(blunder.before, blunder.entry.player, blunder.action, 60, 'a', 800);
    expect(deep.deeper).toBe(true);
    expect(markOf(markedLoss(deep.loss, deep.pointsLoss, CLASSIC))).not.toBeNull();
    // The deep look's own choice, judged in its place, loses nothing in chance.
    const best = judgeAction(blunder.before, blunder.entry.player, deep.best, 60, 'a', 800);
    expect(best.loss).toBeLessThan(0.1);
  });
  it('analysis - a turn the planner marks a mistake keeps its mark only where the search marked one of its actions so', () => {
    const a = (index: number, mark: ActionAnalysis['mark']): ActionAnalysis => ({
      index,
      player: 0,
      name: 'Red',
      move: 'end',
      best: 'end',
      loss: 0,
      pointsLoss: 0,
      mark,
      judged: true,
      deeper: false,
      winChance: [0.5, 0.5],
      margin: [0, 0],
      luck: [0, 0],
    });
    const turn = (from: number, to: number, mark: ActionAnalysis['mark']) => ({
      player: 0,
      name: 'Red',
      from,
      to,
      moves: [],
      best: [],
      loss: 0.2,
      mark,
      judged: true,
      overruled: false,
    });
    const actions = [a(1, null), a(2, '?!'), a(3, null), a(4, '??')];
    const turns = [turn(1, 2, '??'), turn(3, 4, '?'), turn(1, 1, '?!')];
    const out = assemble('classic', 'hash', settings('t'), game.names, actions, turns, CLASSIC).turns;
    // Actions 1-2 hold no ? or ??: the planner's ?? is told, not marked; 3-4 holds a ??; a ?! stands.
    expect(out.map((t) => [t.from, t.mark, t.overruled])).toEqual([
      [1, null, true],
      [1, '?!', false],
      [3, '?', false],
    ]);
  });
});
