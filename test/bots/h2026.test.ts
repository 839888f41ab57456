/**
 * The bots at Hacienda 2026 (src/games/h2026/bots/): every level answers a legal action, looks only at
 * its seat's view, and greedy clearly beats random. Budgets are iterations, so every run is the same.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, currentPlayer, isOver, legalActions, newGame, playerView, ruleset, stableHash, type BaseState } from '../../src/api.js';
import { BOT_LEVELS, botByName } from '../../src/bots/index.js';
import { knowledgeOf } from '../../src/bots/generic.js';
import { playMatch } from '../../src/bots/match.js';
import { seedRng } from '../../src/engine/rng.js';
import type { Budget, SearchReport } from '../../src/bots/types.js';
import type { H2026State } from '../../src/games/h2026/rules/state.js';
import { evaluateH2026, growth, H2026_PLANNER_WEIGHTS, H2026_WEIGHTS, handWorth } from '../../src/games/h2026/bots/eval.js';
import { NAMES, randomPositionsFrom } from './support.js';

/** Every `every`-th state of a seeded random game of 2026. */
const positions = (players: number, mode: 'basic' | 'hacienda', seed: string, every: number) =>
  randomPositionsFrom(newGame('2026', { players: NAMES.slice(0, players), seed, mode }), seed, every);

const some = [...positions(2, 'basic', 'b26/2', 11), ...positions(4, 'hacienda', 'b26/4', 19)].filter((s) => !isOver(s));
const bots = BOT_LEVELS.map((level) => botByName(level, { budget: { iterations: 15 } }));

describe('bots - Hacienda 2026', () => {
  it('bots - every level answers a legal 2026 action, the same whatever the hidden cards are', () => {
    expect(some.length).toBeGreaterThan(20);
    for (const bot of bots) {
      some.forEach((state, i) => {
        const seat = currentPlayer(state);
        const decide = (s: BaseState) => bot.report(s, seat, { rng: seedRng(`h26/${i}`) });
        const mine = decide(state);
        expect(applyAction(state, mine.action).ok, `${bot.level} at position ${i}`).toBe(true);
        if (i % 3 !== 0) return;
        const other = ruleset('2026').determinize!(state, seat, seedRng(`other/${i}`));
        expect(playerView(other, seat)).toEqual(playerView(state, seat));
        expect(stableHash(other)).not.toBe(stableHash(state));
        expect(decide(other), `${bot.level} at position ${i}`).toEqual(mine);
      });
    }
  });

  it('determinize - R10: a 2026 view dealt anew is the same view, the cards the table saw in their places', () => {
    let known = 0;
    some.forEach((state, i) => {
      for (const seat of [currentPlayer(state), (currentPlayer(state) + 1) % (state as H2026State).players.length]) {
        const view = playerView(state, seat) as H2026State;
        const dealt = ruleset('2026').determinize!(view, seat, seedRng(`view/${i}/${seat}`)) as H2026State;
        expect(playerView(dealt, seat), `position ${i}, seat ${seat}`).toEqual(view);
        view.players.forEach((p, j) => {
          if (j === seat) return;
          known += p.shown.length;
          for (const c of p.shown) expect(dealt.players[j]!.hand.indexOf(c)).toBe(p.hand.indexOf(c));
        });
      }
    });
    expect(known, 'some positions show cards taken from the queue').toBeGreaterThan(0);
  });

  it('bots - the 2026 playout policy plays a game to its end', () => {
    const k = knowledgeOf(some[0]!);
    const end = k.rollout(ruleset('2026').determinize!(some[0]!, 0, seedRng('d')), seedRng('p'), 0.15, 0, true, 2000);
    expect(isOver(end)).toBe(true);
  });

  it("evaluation - 2026: strong's leaves count the centers a herd could reach in two more animals, as the planner's plans do", () => {
    // Measured to win more games against the planner with them (docs/bots.md).
    const k = knowledgeOf(some[0]!);
    const positions = randomPositionsFrom(some[0]!, 'reach-two', 3);
    let differs = 0;
    for (const state of positions) {
      const n = (state as H2026State).players.length;
      const leaf = new Float64Array(n);
      const withReach = new Float64Array(n);
      const without = new Float64Array(n);
      k.evaluate(state, leaf);
      evaluateH2026(state as H2026State, withReach, { ...H2026_WEIGHTS, reachOne: 0.8, reachTwo: 0.4 });
      evaluateH2026(state as H2026State, without, { ...H2026_WEIGHTS, reachOne: 0.8, reachTwo: 0 });
      expect([...leaf]).toEqual([...withReach]);
      if (leaf.some((v, i) => v !== without[i])) differs++;
      const plan = new Float64Array(n);
      const planWeights = new Float64Array(n);
      k.planEvaluate!(state, plan);
      evaluateH2026(state as H2026State, planWeights, H2026_PLANNER_WEIGHTS);
      expect([...plan]).toEqual([...planWeights]);
    }
    expect(H2026_PLANNER_WEIGHTS).toMatchObject({ reachOne: 0.8, reachTwo: 0.4 });
    expect(differs).toBeGreaterThan(0);
  });

  it('evaluation - 2026: the growth counts once per scoring to come, and a card in hand before the first scoring three times its worth after', () => {
    // Each measured to win more games against strong without it (docs/bots.md, "The 2026
    // evaluation fitted to games").
    const worthOfACard = (state: H2026State, weights = H2026_WEIGHTS): number => {
      const more: H2026State = { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, hand: [...p.hand, p.hand[0] ?? 0] } : p)) };
      const before = new Float64Array(state.players.length);
      const after = new Float64Array(state.players.length);
      evaluateH2026(state, before, weights);
      evaluateH2026(more, after, weights);
      return after[0]! - before[0]!;
    };
    const card = (state: H2026State) => growth(state) * (handWorth(state.players[0]!.hand.length + 1) - handWorth(state.players[0]!.hand.length)) + 0.001;
    const all = [...some, ...positions(2, 'basic', 'b26/late', 5)] as H2026State[];
    const before = all.filter((s) => !s.over && !s.laying && s.scorings === 0 && growth(s) > 0);
    const after = all.filter((s) => !s.over && !s.laying && s.scorings === 1 && growth(s) > 0);
    expect(before.length).toBeGreaterThan(5);
    expect(after.length).toBeGreaterThan(5);
    for (const s of before) expect(worthOfACard(s)).toBeCloseTo(2 * H2026_WEIGHTS.handBefore * (card(s) - 0.001) + 0.001, 9);
    for (const s of after) expect(worthOfACard(s)).toBeCloseTo(card(s), 9);
    expect(H2026_WEIGHTS.handBefore).toBe(1.5);
    // The planner keeps the evaluation it was measured with: a card is worth the same before the first scoring and after.
    for (const s of [...before, ...after]) expect(worthOfACard(s, H2026_PLANNER_WEIGHTS)).toBeCloseTo(card(s), 9);
  });

  it('strong - in a 2-player 2026 game the root is a race of paired rounds, halved down to one candidate as the budget runs out', () => {
    const state = some.find((s) => (s as H2026State).players.length === 2 && legalActions(s).length > 30)!;
    const seat = currentPlayer(state);
    const report = (budget: Budget, pairedRoot?: boolean) =>
      botByName('strong', pairedRoot === undefined ? {} : { tuning: { pairedRoot } }).report(state, seat, { rng: seedRng('halve'), budget });
    const halving = (r: SearchReport, finished: boolean) => {
      const visits = r.candidates.map((c) => c.visits);
      const least = Math.min(...visits);
      // Twelve candidates; the first phase's worse half (six) are played only in its rounds, each
      // once a round; those still in the race when it ends have been played in every round, the
      // most. A budget spent to the end leaves one.
      expect(visits).toHaveLength(12);
      expect(visits.filter((v) => v === least)).toHaveLength(6);
      expect(visits[0]).toBe(Math.max(...visits));
      if (finished) expect(visits.filter((v) => v === visits[0])).toHaveLength(1);
    };
    // An iteration budget is spent to within a round's rounding (each phase's share is whole rounds).
    const counted = report({ iterations: 600 });
    expect(counted.iterations).toBeGreaterThan(580);
    expect(counted.iterations).toBeLessThanOrEqual(600);
    halving(counted, true);
    // A time budget (a clock that moves 0.05 ms a reading) plans its phases from what a round costs.
    let now = 0;
    const timed = report({ ms: 60, clock: () => (now += 0.05) });
    expect(timed.iterations).toBeGreaterThan(100);
    halving(timed, false);
    // Given a tree at the root (the coach's search, and tuning), the root is the tree's: visits
    // sum to the budget, most visited first.
    const tree = report({ iterations: 600 }, false);
    expect(tree.candidates.reduce((sum, c) => sum + c.visits, 0)).toBe(600);
    expect(tree.candidates.map((c) => c.visits)).toEqual(tree.candidates.map((c) => c.visits).sort((a, b) => b - a));
  });

  it('greedy - beats random at 2026 in a short seeded match', () => {
    const greedy = botByName('greedy');
    const random = botByName('random');
    const games = 6;
    let wins = 0;
    for (let g = 0; g < games; g++) {
      const greedySeat = g % 2;
      const state = newGame('2026', { players: NAMES.slice(0, 2), seed: `duel26/${g >> 1}` });
      const r = playMatch(state, greedySeat === 0 ? [greedy, random] : [random, greedy], `duel26/${g}`);
      if (r.winners.length === 1 && r.winners[0] === greedySeat) wins++;
      // Clearly: by a wide margin, not by luck.
      expect(r.totals[greedySeat]! - r.totals[1 - greedySeat]!).toBeGreaterThan(20);
    }
    expect(wins).toBe(games);
  });
});
