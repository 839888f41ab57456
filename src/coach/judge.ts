/**
 * Judging one action (docs/analysis.md): from the acting seat's own view at that moment (its
 * `playerView`, as the bots see it, never the hidden cards), the strong bot's search weighs the
 * action taken against the best action it finds. The search's root is greedy's shortlist, as when
 * strong plays, with the action taken put in if greedy left it out, so that it is always weighed;
 * the action taken and the search's favourites are then valued each by searches of their own.
 *
 * Values are the search's rewards for the seat, 0..1: mostly its chance of winning
 * (src/bots/knowledge.ts `utility`). The loss is the best value less the value of the action taken
 * (0 when none is worth more than the action taken); the loss in points is greedy's estimate of the
 * seat's final margin after each of the two actions. Everything random comes from `seed`, and the
 * budget is a number of iterations, so a judgement is the same on every run and machine.
 *
 * Generic: the game's knowledge comes through the bots' Knowledge interface.
 */
import { applyAction, isOver, legalActions, playerView, winners, type BaseAction, type BaseState } from '../api.js';
import { determinize, knowledgeOf, playersOf } from '../bots/generic.js';
import { marginOf, scoreActions, type Scored } from '../bots/greedy.js';
import { utility, type Knowledge } from '../bots/knowledge.js';
import { DEFAULT_TUNING, Search } from '../bots/strong.js';
import { seedRng, type RngState } from '../engine/rng.js';
import { LEAST_MARKED, MARK_THRESHOLDS } from './marks.js';

export interface Judgement {
  /** The best action the search found (the action taken when it found none better). */
  best: BaseAction;
  /** The search's value of the action taken and of the best, for the acting seat (0..1). */
  value: number;
  bestValue: number;
  /** bestValue - value, never below 0: the chance of winning the action gave away. */
  loss: number;
  /** What the best action would have gained in estimated final points (margin over the best other player). */
  pointsLoss: number;
  /** The seat had one legal action: nothing to judge. */
  forced: boolean;
  /** The loss came near a mark, so the two actions were valued again with a larger budget. */
  reviewed: boolean;
  /** After that the loss still lay on a threshold, so they were valued a third time, by DEEP searches. */
  deep: boolean;
}

/** The seat's static value of a whole state (0..1): a finished game's result, else greedy's utility. */
export function staticValue(k: Knowledge, state: BaseState, seat: number): number {
  if (isOver(state)) {
    const w = winners(state);
    return w.includes(seat) ? 1 / w.length : 0;
  }
  const m = marginOf(k, state, seat, playersOf(state));
  return utility(m, k.spread(state), k.turnsLeft(state), k.overtime(state));
}

/** Greedy's score of one action, on deals of the view (several when it draws a hidden card). */
function scoreOne(k: Knowledge, view: BaseState, seat: number, action: BaseAction, rng: RngState): Scored {
  const samples = k.isChance(action) ? 4 : 1;
  let margin = 0;
  let util = 0;
  let n = 0;
  for (let i = 0; i < samples; i++) {
    const r = applyAction(determinize(view, seat, rng), action);
    if (!r.ok) continue;
    const m = marginOf(k, r.state, seat, playersOf(view));
    margin += m;
    util += utility(m, k.spread(r.state), k.turnsLeft(r.state), k.overtime(r.state));
    n++;
  }
  return { action, margin: n ? margin / n : 0, utility: n ? util / n : 0 };
}

/** Besides the action taken, the search's most visited actions valued each by a search of its own. */
const CONTENDERS = 2;

/**
 * A loss at least this share of the least marked loss (an inaccuracy's, at the game's scale) is
 * near or past a threshold: the action taken and the favourites that far above it are valued
 * again, in `REVIEW` searches of the budget each, so that a mark does not hang on one seed's luck
 * (docs/analysis.md, "How an action is judged").
 */
const REVIEW_FROM = 0.5;
const REVIEW = 3;

/**
 * A loss still this close to a blunder's threshold after the review (at the game's scale) is
 * looked at a third time, in `DEEP` more searches: a `??` must not come and go with the seed.
 * After the review, a loss moves about half a point of percent from seed to seed (one standard
 * deviation); the deep look halves that where it decides a blunder. Only there: around the
 * lesser marks' thresholds, where far more actions lie, it doubled a game's time.
 */
export const BAND = 0.015;
const DEEP = 16;
const BLUNDER = MARK_THRESHOLDS[0]!.loss;

/** The loss lies within `band` of a blunder's threshold (both at the game's `scale`). */
export const nearBlunder = (loss: number, scale: number, band: number) => Math.abs(loss - BLUNDER * scale) < band * scale;

/** Judges `action`, taken by `seat` in `before`, with `iterations` of search seeded by `seed`. */
export function judgeAction(before: BaseState, seat: number, action: BaseAction, iterations: number, seed: string): Judgement {
  const view = playerView(before, seat);
  const k = knowledgeOf(view);
  const rng = seedRng(seed);
  const key = k.key(action);
  if (legalActions(view).length <= 1) {
    const v = scoreOne(k, view, seat, action, rng).utility;
    return { best: action, value: v, bestValue: v, loss: 0, pointsLoss: 0, forced: true, reviewed: false, deep: false };
  }
  const scored = scoreActions(view, seat, rng);
  const width = DEFAULT_TUNING.rootWidth;
  let root = scored.slice(0, width);
  if (!root.some((s) => k.key(s.action) === key)) {
    const own = scored.find((s) => k.key(s.action) === key) ?? scoreOne(k, view, seat, action, rng);
    root = [...root.slice(0, width - 1), own];
  }
  const search = new Search(view, seat, rng, DEFAULT_TUNING, root);
  for (let i = 0; i < iterations; i++) search.iterate();
  const scoredOf = (want: number | string) => root.find((s) => k.key(s.action) === want)!;
  // The action taken and the search's favourites, each valued alike: a search of each alone, with
  // the same deals and playouts (the root's own figures favour what it visited).
  const contenders = search
    .result()
    .candidates.map((c) => k.key(c.action))
    .filter((c) => c !== key)
    .slice(0, CONTENDERS);
  const half = Math.max(1, Math.ceil(iterations / 2));
  // Each value with the iterations behind it (`weight`), so that later searches pool with it.
  const valued = [key, ...contenders].map((c) => ({ key: c, value: valueOf(view, seat, scoredOf(c), half, `${seed}/value`), weight: half }));
  const scale = k.markScale ?? 1;
  const near = REVIEW_FROM * LEAST_MARKED * scale;
  const top = () => valued.slice(1).reduce((b, c) => (c.value > b.value ? c : b), valued[0]!);
  let reviewed = false;
  let deep = false;
  if (top().value - valued[0]!.value >= near) {
    // Near or past a mark: the action taken, then each favourite still that far above it, valued
    // again in REVIEW searches of their own, each with other deals (the same for every action),
    // pooled with the first. A search's value depends on the lines its first iterations happened
    // to favour: separate searches average that out, where one longer search would not.
    const lookAgain = (from: number, searches: number) => {
      for (const v of valued) {
        if (v.key !== key && v.value - valued[0]!.value < near) continue;
        let sum = 0;
        for (let r = from; r < from + searches; r++) sum += valueOf(view, seat, scoredOf(v.key), iterations, `${seed}/review/${r}`);
        v.value = (v.value * v.weight + sum * iterations) / (v.weight + searches * iterations);
        v.weight += searches * iterations;
      }
    };
    lookAgain(0, REVIEW);
    deep = nearBlunder(top().value - valued[0]!.value, scale, BAND);
    if (deep) lookAgain(REVIEW, DEEP);
    reviewed = true;
  }
  const value = valued[0]!.value;
  const { key: bestKey, value: bestValue } = top();
  if (bestValue <= value) return { best: action, value, bestValue: value, loss: 0, pointsLoss: 0, forced: false, reviewed, deep };
  return {
    best: scoredOf(bestKey).action,
    value,
    bestValue,
    loss: bestValue - value,
    pointsLoss: Math.max(0, scoredOf(bestKey).margin - scoredOf(key).margin),
    forced: false,
    reviewed,
    deep,
  };
}

/**
 * An action's value for the seat: the search's, with the action alone at its root, for
 * `iterations` (at least 1). Seeded alike for every action of a position (common random numbers:
 * the same deals and playouts where the actions allow), so that the difference between two
 * actions' values owes little to chance.
 */
function valueOf(view: BaseState, seat: number, scored: Scored, iterations: number, seed: string): number {
  const search = new Search(view, seat, seedRng(seed), DEFAULT_TUNING, [scored]);
  for (let i = 0; i < iterations; i++) search.iterate();
  return search.result().candidates[0]!.value;
}

/** Deals averaged over for the value of a chance event and for its expectation. */
const LUCK_DEALS = 8;

/**
 * The seat's value of a whole state as the search's leaves see it: a playout of a few turns with
 * the fast policy (so that a card in hand counts for what it can become), then staticValue.
 */
function playoutValue(k: Knowledge, state: BaseState, seat: number, rng: RngState): number {
  const players = playersOf(state);
  const end = isOver(state) ? state : k.rollout(state, rng, DEFAULT_TUNING.playoutNoise, players + 1, k.nearEnd(state), 400);
  return staticValue(k, end, seat);
}

/**
 * Luck (docs/analysis.md): for an action that showed a card someone had not seen (a draw, a card
 * turned up: `revealed`), each seat's value afterwards, as the seat now sees the game, against
 * what the seat expected of the same action before it (the mean over deals of the cards it could
 * not see). Values of short playouts (playoutValue), averaged over deals of what each seat still
 * cannot see. Zero for every seat when the action revealed nothing.
 */
export function luckOf(before: BaseState, action: BaseAction, after: BaseState, revealed: boolean, seed: string): number[] {
  const k = knowledgeOf(before);
  const n = playersOf(before);
  const luck = new Array<number>(n).fill(0);
  if (!revealed) return luck;
  const rng = seedRng(seed);
  for (let q = 0; q < n; q++) {
    const was = playerView(before, q);
    const now = playerView(after, q);
    let expected = 0;
    let found = 0;
    let got = 0;
    for (let i = 0; i < LUCK_DEALS; i++) {
      const r = applyAction(determinize(was, q, rng), action);
      if (r.ok) {
        expected += playoutValue(k, r.state, q, rng);
        found++;
      }
      got += playoutValue(k, determinize(now, q, rng), q, rng);
    }
    if (found > 0) luck[q] = got / LUCK_DEALS - expected / found;
  }
  return luck;
}
