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
import { applyAction, isOver, legalActions, playerCount, playerView, winners, type BaseAction, type BaseState } from '../api.js';
import { determinize, knowledgeOf } from '../bots/generic.js';
import { marginOf, scoreActions, type Scored } from '../bots/greedy.js';
import { utility, type Knowledge } from '../bots/knowledge.js';
import { DEFAULT_TUNING, Search, strongTuningFor } from '../bots/strong.js';
import { seedRng, type RngState } from '../engine/rng.js';
import { LEAST_MARKED, MARK_THRESHOLDS, MISTAKE, markedLoss, scalesOf, type Scales } from './marks.js';

export interface Judgement {
  /** The better action shown: the one whose loss marks the action (the action taken when none is better). */
  best: BaseAction;
  /** The search's value of the action taken and of the best by value, for the acting seat (0..1). */
  value: number;
  bestValue: number;
  /** The search's mean margin after the action taken: the seat's expected final points less its best opponent's. */
  margin: number;
  /** bestValue - value, never below 0: the chance of winning the action gave away. */
  loss: number;
  /**
   * The expected final margin given away: the most margin another action keeps over the action
   * taken among those that keep as much chance of winning (within TOLERANCE), never below 0.
   */
  pointsLoss: number;
  /** The seat had one legal action: nothing to judge. */
  forced: boolean;
  /** The loss came near a mark, so the two actions were valued again with a larger budget. */
  reviewed: boolean;
  /** After that the loss still lay on a threshold, so they were valued a third time, by DEEP searches. */
  deep: boolean;
  /**
   * The loss reached a mistake, so strong's own search looked at the position as deeply as the
   * hint does (deepLook): the figures above are that look's.
   */
  deeper: boolean;
}

/**
 * The seat's static value of a whole state (0..1: a finished game's result, else greedy's utility)
 * and its margin (greedy's estimate, or the final one), from one evaluation.
 */
export function staticOutlook(k: Knowledge, state: BaseState, seat: number): { value: number; margin: number } {
  const margin = marginOf(k, state, seat, playerCount(state));
  const value = isOver(state) ? resultOf(state, seat) : utility(margin, k.spread(state), k.turnsLeft(state), k.overtime(state));
  return { value, margin };
}

/** A finished game's result for the seat: 1, a share of a shared win, or 0. */
function resultOf(state: BaseState, seat: number): number {
  const w = winners(state);
  return w.includes(seat) ? 1 / w.length : 0;
}

/** The seat's static value of a whole state (0..1), without the margin a finished game needs not. */
export function staticValue(k: Knowledge, state: BaseState, seat: number): number {
  return isOver(state) ? resultOf(state, seat) : staticOutlook(k, state, seat).value;
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
    const m = marginOf(k, r.state, seat, playerCount(view));
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

/**
 * Points count against an action only where they could be had without giving up chance of
 * winning: another action's margin counts when its value is at most this share of an inaccuracy
 * (at the game's scale) below the action taken's. A player who trades points for a safer win is
 * not marked for the points; one who gives them away for nothing is, however the game stands.
 * Not zero: two actions of a decided game are worth the same up to the search's noise.
 */
const TOLERANCE = 0.2;

/** The deep look's favourites (most visited first) whose margins are weighed against the action taken. */
const DEEP_CONTENDERS = 3;

/** The loss lies within `band` of a blunder's threshold (both at the game's `scale`). */
export const nearBlunder = (loss: number, scale: number, band: number) => Math.abs(loss - BLUNDER * scale) < band * scale;

/** An action's figures as the search valued it. */
interface Valued {
  key: number | string;
  value: number;
  margin: number;
}

/**
 * The losses of `taken` against `others`: in value against the best by value, in margin against
 * the best by margin of those within the tolerance; the better action shown is the one whose loss,
 * as marked (marks.ts markedLoss), is the larger.
 */
function lossesOf(taken: Valued, others: readonly Valued[], scales: Scales) {
  const tolerance = TOLERANCE * LEAST_MARKED * scales.chance;
  let byValue: Valued | null = null;
  let byMargin: Valued | null = null;
  for (const o of others) {
    if (o.key === taken.key) continue;
    if (o.value > taken.value && (byValue === null || o.value > byValue.value)) byValue = o;
    if (o.margin > taken.margin && o.value >= taken.value - tolerance && (byMargin === null || o.margin > byMargin.margin)) byMargin = o;
  }
  const loss = byValue ? byValue.value - taken.value : 0;
  const pointsLoss = byMargin ? byMargin.margin - taken.margin : 0;
  const best = byMargin && pointsLoss / scales.points > loss ? byMargin : byValue;
  return {
    loss,
    pointsLoss,
    best: best?.key ?? taken.key,
    byMargin: byMargin?.key ?? taken.key,
    bestValue: Math.max(taken.value, byValue?.value ?? -Infinity),
  };
}

/** The root of a search over `scored` (greedy's, best first) with the action keyed `key` among its first `width`. */
function rootWith(k: Knowledge, view: BaseState, seat: number, action: BaseAction, scored: readonly Scored[], width: number, rng: RngState): Scored[] {
  const key = k.key(action);
  const at = scored.findIndex((s) => k.key(s.action) === key);
  if (at >= 0 && at < width) return [...scored];
  const own = at >= 0 ? scored[at]! : scoreOne(k, view, seat, action, rng);
  const rest = scored.filter((_, i) => i !== at);
  return [...rest.slice(0, width - 1), own, ...rest.slice(width - 1)];
}

/**
 * Judges `action`, taken by `seat` in `before`, with `iterations` of search seeded by `seed`; a
 * loss that reaches a mistake is looked at again by strong's own search for `deepIterations`
 * (0: never).
 */
export function judgeAction(before: BaseState, seat: number, action: BaseAction, iterations: number, seed: string, deepIterations = 0): Judgement {
  const view = playerView(before, seat);
  const k = knowledgeOf(view);
  const rng = seedRng(seed);
  const key = k.key(action);
  const scales = scalesOf(view);
  if (legalActions(view).length <= 1) {
    const s = scoreOne(k, view, seat, action, rng);
    return {
      best: action,
      value: s.utility,
      bestValue: s.utility,
      margin: s.margin,
      loss: 0,
      pointsLoss: 0,
      forced: true,
      reviewed: false,
      deep: false,
      deeper: false,
    };
  }
  const scored = scoreActions(view, seat, rng);
  const width = DEFAULT_TUNING.rootWidth;
  const root = rootWith(k, view, seat, action, scored, width, rng).slice(0, width);
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
  const valued = [key, ...contenders].map((c) => ({ key: c, ...valueOf(view, seat, scoredOf(c), half, `${seed}/value`), weight: half }));
  const near = REVIEW_FROM * LEAST_MARKED * scales.chance;
  const marked = () => {
    const l = lossesOf(valued[0]!, valued, scales);
    return markedLoss(l.loss, l.pointsLoss, scales);
  };
  let reviewed = false;
  let deep = false;
  if (marked() >= near) {
    // Near or past a mark: the action taken, then each favourite still that far above it (in
    // value, or in margin without less value), valued again in REVIEW searches of their own, each
    // with other deals (the same for every action), pooled with the first. A search's value
    // depends on the lines its first iterations happened to favour: separate searches average
    // that out, where one longer search would not.
    const lookAgain = (from: number, searches: number) => {
      const taken = valued[0]!;
      const ahead = (v: Valued) => {
        const l = lossesOf(taken, [v], scales);
        return markedLoss(l.loss, l.pointsLoss, scales) >= near;
      };
      for (const v of valued.filter((v) => v === taken || ahead(v))) {
        let sum = 0;
        let margins = 0;
        for (let r = from; r < from + searches; r++) {
          const x = valueOf(view, seat, scoredOf(v.key), iterations, `${seed}/review/${r}`);
          sum += x.value;
          margins += x.margin;
        }
        const weight = v.weight + searches * iterations;
        v.value = (v.value * v.weight + sum * iterations) / weight;
        v.margin = (v.margin * v.weight + margins * iterations) / weight;
        v.weight = weight;
      }
    };
    lookAgain(0, REVIEW);
    deep = nearBlunder(marked(), scales.chance, BAND);
    if (deep) lookAgain(REVIEW, DEEP);
    reviewed = true;
  }
  if (deepIterations > 0 && marked() >= MISTAKE * scales.chance - 1e-12) {
    return { ...deepLook(k, view, seat, action, scored, deepIterations, `${seed}/deeper`, scales), forced: false, reviewed, deep };
  }
  const l = lossesOf(valued[0]!, valued, scales);
  return {
    best: scoredOf(l.best).action,
    value: valued[0]!.value,
    bestValue: l.bestValue,
    margin: valued[0]!.margin,
    loss: l.loss,
    pointsLoss: l.pointsLoss,
    forced: false,
    reviewed,
    deep,
    deeper: false,
  };
}

/**
 * The look as deep as the hint's (docs/analysis.md, "As deep as the hint"): strong's own search,
 * with the tuning strong plays with in this game (strongTuningFor) and `iterations` as its budget,
 * the action taken put among its root's candidates. If it would play the action taken, nothing
 * is lost in chance; else the loss is its favourite's value less the action taken's. Points as in
 * lossesOf, against its few favourites.
 */
function deepLook(
  k: Knowledge,
  view: BaseState,
  seat: number,
  action: BaseAction,
  scored: readonly Scored[],
  iterations: number,
  seed: string,
  scales: Scales,
) {
  const rng = seedRng(seed);
  const tuning = strongTuningFor(view);
  const root = rootWith(k, view, seat, action, scored, tuning.rootWidth, rng);
  const search = new Search(view, seat, rng, tuning, root);
  for (let i = 0; i < iterations && !search.decided; i++) search.iterate(iterations - i);
  const r = search.result();
  const key = k.key(action);
  const all = r.candidates.map((c) => ({ key: k.key(c.action), action: c.action, value: c.value, margin: c.margin ?? 0 }));
  const taken = all.find((c) => c.key === key)!;
  const favourites = all.filter((c) => c.key !== key).slice(0, DEEP_CONTENDERS);
  const l = lossesOf(taken, favourites, scales);
  // What the search would play itself costs nothing in chance (its values of the rest are partly
  // greedy's priors); points it may still give away.
  const plays = all[0]!.key === key;
  const best = plays ? l.byMargin : l.best;
  return {
    best: all.find((c) => c.key === best)!.action,
    value: taken.value,
    bestValue: plays ? taken.value : l.bestValue,
    margin: taken.margin,
    loss: plays ? 0 : l.loss,
    pointsLoss: l.pointsLoss,
    deeper: true,
  };
}

/**
 * An action's value and mean margin for the seat: the search's, with the action alone at its
 * root, for `iterations` (at least 1). Seeded alike for every action of a position (common random
 * numbers: the same deals and playouts where the actions allow), so that the difference between
 * two actions' values owes little to chance.
 */
function valueOf(view: BaseState, seat: number, scored: Scored, iterations: number, seed: string): { value: number; margin: number } {
  const search = new Search(view, seat, seedRng(seed), DEFAULT_TUNING, [scored]);
  for (let i = 0; i < iterations; i++) search.iterate();
  const c = search.result().candidates[0]!;
  return { value: c.value, margin: c.margin ?? 0 };
}

/** Deals averaged over for the value of a chance event and for its expectation. */
const LUCK_DEALS = 8;

/**
 * The seat's value of a whole state as the search's leaves see it: a playout of a few turns with
 * the fast policy (so that a card in hand counts for what it can become), then staticValue.
 */
function playoutValue(k: Knowledge, state: BaseState, seat: number, rng: RngState): number {
  const players = playerCount(state);
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
  const n = playerCount(before);
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
