/**
 * The 2026 bots' knowledge (src/bots/knowledge.ts): the evaluation (eval.ts), how many turns are
 * left (the deck counted down to its second run-out), a cheap score for every legal action (for
 * the search tree's candidates and the playout policy), and which actions draw hidden cards.
 * Each knowledge made owns its memo of piece worths (WorthMemo).
 */
import type { BaseAction, BaseState } from '../../../engine/ruleset.js';
import { applyH2026 } from '../rules/apply.js';
import { h2026LegalActions } from '../rules/legal.js';
import { topology, type Topology } from '../../../engine/board.js';
import { nextInt, nextUint32, type RngState } from '../../../engine/rng.js';
import { canonicalJson } from '../../../engine/hash.js';
import { bestIndices } from '../../../engine/best.js';
import { centerPoints, LAND_PIECE, WILD_ANIMAL, WILD_TERRAIN } from '../rules/components.js';
import { boardInfo, chainAt, type BoardInfo } from '../rules/placement.js';
import type { H2026Action, H2026State } from '../rules/state.js';
import { keepBest, spreadFor, type Knowledge } from '../../../bots/knowledge.js';
import { evaluateH2026, growth, H2026_PLANNER_WEIGHTS, handWorth, turnsLeft, waterNeighbours } from './eval.js';

/** Water placements evaluated in full at the root: the best few by own pieces next to them. */
const WATER_SHORTLIST = 12;

/** Ways of paying for a water tile (and for a platform) evaluated in full at the root. */
const PAYMENTS_SHORTLIST = 3;

/** Actions the playout policy weighs per step, drawn at random from the legal ones. */
const PLAYOUT_SAMPLE = 8;

/** A Hacienda 2026 knowledge for one user: a search, a decision, the coach's judging of a game. */
export function h2026Knowledge(): Knowledge {
  const memo = new WorthMemo();
  return {
    ...H2026,
    candidates(state, limit) {
      const s = state as H2026State;
      const legal = shortlist(s, h2026LegalActions(s));
      const ctx = scoreContext(s, memo);
      const scores = legal.map((a) => actionScore(ctx, a as H2026Action));
      const order = bestIndices(scores, scores.length, limit);
      return { actions: order.map((i) => legal[i]!), scores: order.map((i) => scores[i]!), keys: order.map((i) => actionKey(legal[i]!)) };
    },
    rollout: (state, rng, noise, turns, toEnd, maxActions) => rollout(state as H2026State, memo, rng, noise, turns, toEnd, maxActions),
  };
}

/** What a 2026 knowledge knows that needs no memo. */
const H2026 = {
  evaluate(state, out) {
    evaluateH2026(state as H2026State, out);
  },
  // The planner keeps the evaluation it was measured with (eval.ts, H2026_PLANNER_WEIGHTS).
  planEvaluate(state, out) {
    evaluateH2026(state as H2026State, out, H2026_PLANNER_WEIGHTS);
  },
  spread: (state) => spreadFor((state as H2026State).over, turnsLeft(state as H2026State)),
  turnsLeft: (state) => turnsLeft(state as H2026State),
  // R2026-8 makes every turn take cards, so the deck always runs out: no game goes on forever.
  overtime: () => 0,
  key: actionKey,
  shortlist: (state, legal) => shortlist(state as H2026State, legal),
  isChance: (action) => (action.type === 'take' && (action as Extract<H2026Action, { type: 'take' }>).card < 0) || action.type === 'reserve',
  // The next player's answer pays here (2026 turns take cards from one queue, and centers and
  // chains lie open); in Classic it did not (docs/bots.md).
  planTuning: { answers: 4 },
  // A decision's options are close here and a deal's luck is large: compared on the same deals,
  // strong beats the planner more often (strong.ts, Search.halve; docs/bots.md, "Paired rounds").
  pairedRoot: [2],
  // A turn here is many small actions (cards taken one by one, tiles placed), each moving the
  // chance of winning less than a Classic action: the coach's marks scale to it (docs/analysis.md).
  markScale: 0.5,
  // The final margin between two strong bots of near-equal strength, seats swapped on the same
  // deals: one standard deviation (docs/analysis.md, "Points").
  marginSpread: 31.0,
  reveals(state, action) {
    const s = state as H2026State;
    const a = action as H2026Action;
    switch (a.type) {
      case 'take':
        // The deck's top card; or the queue's last card, when the deck refills the queue.
        return a.card < 0 || s.queue.length <= 1;
      case 'reserve':
        return true;
      case 'pair':
        // An animal beside a visitor center: most centers draw cards, and any may.
        return a.animalAt !== undefined && boardInfo(topology(s.map)).centersNear[a.animalAt]!.length > 0;
      default:
        return false;
    }
  },
  nearEnd(state) {
    const s = state as H2026State;
    return s.exhausted >= 1 && s.deck.length <= 2 * s.players.length;
  },
} satisfies Omit<Knowledge, 'candidates' | 'rollout'>;

/** The legal actions worth evaluating in full at the root (Knowledge.shortlist). */
function shortlist(s: H2026State, legal: BaseAction[]): BaseAction[] {
  const cards = (a: BaseAction) => (a as Extract<H2026Action, { type: 'water' | 'platform' }>).cards;
  // Paying for a water tile or a platform: a big hand pays in many ways; keep those that spend the fewest wild cards.
  const pay = (a: BaseAction) => -cards(a).filter((k) => k === WILD_TERRAIN || k === WILD_ANIMAL).length;
  const some = keepBest(keepBest(legal, 'water', pay, PAYMENTS_SHORTLIST), 'platform', pay, PAYMENTS_SHORTLIST);
  return keepBest(some, 'place-water', (a) => waterNeighbours(s, s.turn.player, (a as Extract<H2026Action, { type: 'place-water' }>).spaces), WATER_SHORTLIST);
}

/** Knowledge.rollout: the best of a few legal actions drawn at random, by actionScore. */
function rollout(state: H2026State, memo: WorthMemo, rng: RngState, noise: number, turns: number, toEnd: boolean, maxActions: number): BaseState {
  let s = state;
  let passed = 0;
  for (let steps = 0; !s.over && (toEnd || passed < turns) && steps < maxActions; steps++) {
    const legal = h2026LegalActions(s);
    let pick = 0;
    if (legal.length > 1) {
      if (nextUint32(rng) / 0x100000000 < noise) pick = nextInt(rng, legal.length);
      else {
        // The best of a few actions drawn at random (the first one, taking a card, always among them).
        const ctx = scoreContext(s, memo);
        let best = actionScore(ctx, legal[0] as H2026Action);
        for (let j = 0; j < PLAYOUT_SAMPLE; j++) {
          const i = nextInt(rng, legal.length);
          const v = actionScore(ctx, legal[i] as H2026Action);
          if (v > best) {
            best = v;
            pick = i;
          }
        }
      }
    }
    const player = s.turn.player;
    const r = applyH2026(s, legal[pick]!);
    if (!r.ok) break;
    s = r.state as H2026State;
    if (s.turn.player !== player) passed++;
  }
  return s as BaseState;
}

const keys = new WeakMap<object, string>();

/** An action's key: its canonical JSON, kept for the shared frozen action objects of legal actions. */
function actionKey(action: BaseAction): string {
  let key = keys.get(action);
  if (key === undefined) {
    key = canonicalJson(action);
    if (Object.isFrozen(action)) keys.set(action, key);
  }
  return key;
}

/** What every action of a position is scored against, worked out once per position. */
interface ScoreContext {
  s: H2026State;
  p: number;
  g: number;
  /** Scoring rounds to come. */
  later: number;
  topo: Topology;
  info: BoardInfo;
  /**
   * The visitor centers the player's animals touch: a few, so a short list (a typed array over the
   * board, made for every playout step, cost more than the scoring it served).
   */
  touched: number[];
  /** The worth memo (below), and this context's mark in it. */
  memo: WorthMemo;
  stamp: number;
}

/**
 * Worths of a land marker (space x) and an animal (size + x) already worked out, each valid for
 * the context whose stamp stands beside it: owned by a knowledge (h2026Knowledge). A position's
 * many pairs place on few spaces: a pair of cards per way of paying, on each space it may go. A
 * context that finds another's stamp works the worth out again, so contexts never read each
 * other's.
 */
class WorthMemo {
  stamp = new Int32Array(0);
  value = new Float64Array(0);
  stamps = 0;

  /** A new context's stamp, on a memo large enough for a board of `size` spaces. */
  next(size: number): number {
    if (this.stamp.length < 2 * size) {
      this.stamp = new Int32Array(2 * size);
      this.value = new Float64Array(2 * size);
    }
    // Past 2^31 - 1 stamps (hours of searching), the count starts again at 1 on an emptied memo.
    if (this.stamps === 0x7fffffff) {
      this.stamps = 0;
      this.stamp.fill(0);
    }
    return ++this.stamps;
  }
}

/** landWorth or (`animal`) animalWorth at `x`, from the memo when this context has worked it out. */
function pieceWorth(c: ScoreContext, x: number, animal: boolean): number {
  const at = animal ? c.topo.size + x : x;
  const { memo } = c;
  if (memo.stamp[at] === c.stamp) return memo.value[at]!;
  const v = animal ? animalWorth(c, x) : landWorth(c, x);
  memo.stamp[at] = c.stamp;
  memo.value[at] = v;
  return v;
}

function scoreContext(s: H2026State, memo: WorthMemo): ScoreContext {
  const topo = topology(s.map);
  const info = boardInfo(topo);
  const p = s.turn.player;
  const touched: number[] = [];
  const { adjacency } = topo;
  for (const c of info.centers) {
    for (let i = c * 6, end = i + 6; i < end && adjacency[i]! >= 0; i++) {
      const n = adjacency[i]!;
      if (s.owner[n] === p && s.piece[n]! > LAND_PIECE) {
        touched.push(c);
        break;
      }
    }
  }
  return { s, p, g: growth(s), later: Math.max(1, 2 - s.scorings), topo, info, touched, memo, stamp: memo.next(topo.size) };
}

/**
 * A rough worth of an action for the current player, in VP, without applying it: pieces by what
 * they join (chains, new visitor centers), cards by the time left to use them, water tiles and
 * platforms by the pieces they count.
 */
function actionScore(c: ScoreContext, a: H2026Action): number {
  const { s, g, later } = c;
  switch (a.type) {
    case 'take':
      return (handWorth(s.players[c.p]!.hand.length + 1) - handWorth(s.players[c.p]!.hand.length)) * g + (a.card >= 0 ? 0.1 : 0);
    case 'pair': {
      let v = -2.2 * g;
      if (a.land !== undefined) v += later * pieceWorth(c, a.land, false);
      if (a.animalAt !== undefined) v += later * pieceWorth(c, a.animalAt, true);
      return v;
    }
    case 'reserve':
      return chainAt(s, a.space, true).length * 1.1 * g - 2 * g + 0.5;
    case 'water':
      return 2.5 * later - 4.4 * g;
    case 'platform':
      return 4 * later - 6.6 * g;
    case 'place-water':
      return later * waterNeighbours(s, c.p, a.spaces);
    case 'place-platform':
      return later * chainAt(s, a.space, false).length;
    case 'skip':
      return 0;
    case 'end':
      return -10;
    case 'tile':
      return 0;
  }
}

/** A land marker at `x`: the land chain it makes, scored (2 per marker from three on), or on its way. */
function landWorth(c: ScoreContext, x: number): number {
  const { s, p, topo } = c;
  // The chains next to x, each added whole once (a short list: a Set cost more here).
  const seen: number[] = [];
  for (const n of topo.neighbours[x]!) {
    if (s.owner[n] !== p || s.piece[n] !== LAND_PIECE || seen.includes(n)) continue;
    for (const y of chainAt(s, n, true)) seen.push(y);
  }
  const joined = seen.length;
  const before = joined >= 3 ? 2 * joined : 0;
  const after = joined + 1 >= 3 ? 2 * (joined + 1) : 0;
  return after - before + (joined + 1 < 3 ? 1 : 0) + waterNear(c, x);
}

/** An animal at `x`: visitor centers it newly touches (their effects too), and water. */
function animalWorth(c: ScoreContext, x: number): number {
  const near = c.info.centersNear[x]!;
  let fresh = 0;
  for (const centre of near) if (!c.touched.includes(centre)) fresh++;
  const touched = c.touched.length;
  return centerPoints(touched + fresh) - centerPoints(touched) + near.length + 0.3 + waterNear(c, x);
}

function waterNear(c: ScoreContext, x: number): number {
  return c.topo.neighbours[x]!.some((n) => c.s.water[n]! >= 0 || c.info.wetCenter[n] === 1) ? 1 : 0;
}
