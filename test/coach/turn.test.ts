/**
 * A turn judged as a whole (src/coach/turn.ts, src/bots/planner.ts judgeTurn) and the marks'
 * scale per game (src/coach/marks.ts). At the start of Blue's turn at action 37 of the 2-player
 * Classic fixture, ending the turn at once (no land, no harvest) gives away far more chance of
 * winning than the turn strong played; the planner finds that under any seed.
 */
import { describe, expect, it } from 'vitest';
import { parseAction, type BaseAction } from '../../src/api.js';
import { runTask, tasksOf } from '../../src/coach/analysis.js';
import { accuracyOf, markOf, markScaleOf, thresholdsOf } from '../../src/coach/marks.js';
import { analyseTurn, turnsOf } from '../../src/coach/turn.js';
import { replayed } from './support.js';

const game = replayed('classic-strong-2p.json');
const h2026 = replayed('h2026-strong-2p.json');
const turn = game.steps.slice(36, 39);

describe('coach turns', () => {
  it("turns - a record's turns are the runs of one seat's actions", () => {
    const turns = turnsOf(game.steps);
    expect(turns[0]).toEqual({ from: 1, to: 3 });
    expect(turns.map((t) => t.to - t.from + 1).reduce((a, b) => a + b, 0)).toBe(game.steps.length);
    for (const [i, t] of turns.entries()) {
      const seats = new Set(game.steps.slice(t.from - 1, t.to).map((s) => s.entry.player));
      expect(seats.size).toBe(1);
      if (i > 0) expect(game.steps[t.from - 2]!.entry.player).not.toBe(game.steps[t.from - 1]!.entry.player);
    }
    // Every action and every turn is a task of the analysis.
    expect(tasksOf(game.steps)).toHaveLength(game.steps.length + turns.length);
  });

  it('turn - a turn plainly worse than another gets a loss and a mark; the turn played, none', () => {
    const start = turn[0]!;
    expect(start.entry.index).toBe(37);
    const end = parseAction(start.before, 'end') as BaseAction;
    for (const seed of ['a', 'b']) {
      const idle = analyseTurn([{ ...start, action: end }], { seed, seat: null }, game.names);
      expect(idle).toMatchObject({ player: 1, from: 37, to: 37, moves: ['end'], judged: true });
      expect(idle.loss).toBeGreaterThanOrEqual(0.1);
      expect(['?', '??']).toContain(idle.mark);
      expect(idle.best).not.toEqual(['end']);
      const played = analyseTurn(turn, { seed, seat: null }, game.names);
      expect(played.moves).toEqual(turn.map((s) => s.entry.move));
      expect(played.mark).toBeNull();
      expect(played.loss).toBeLessThan(idle.loss);
    }
  });

  it('turn - the same seed gives the same judgement; a seat not analysed is not judged', () => {
    const task = { turn: { from: 37, to: 39 } };
    const settings = { seed: 'same', iterations: 10, deepIterations: 0, seat: null };
    expect(runTask(task, game.steps, settings, game.names)).toEqual(runTask(task, game.steps, settings, game.names));
    expect(analyseTurn(turn, { seed: 'same', seat: 0 }, game.names)).toMatchObject({ judged: false, loss: 0, mark: null });
  });

  it('marks - each game its scale: 2026 marks at half the loss of Classic', () => {
    expect(markScaleOf(game.steps[0]!.before)).toBe(1);
    expect(markScaleOf(h2026.steps[0]!.before)).toBe(0.5);
    expect(thresholdsOf(0.5)).toEqual({ inaccuracy: 0.025, mistake: 0.05, blunder: 0.075 });
    expect([0.02, 0.025, 0.05, 0.075].map((l) => markOf(l, 0.5))).toEqual([null, '?!', '?', '??']);
    expect(markOf(0.075)).toBe('?!');
    expect(accuracyOf(0.05, 0.5)).toBeCloseTo(accuracyOf(0.1), 9);
  });
});
