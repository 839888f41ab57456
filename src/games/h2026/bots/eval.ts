/**
 * The 2026 evaluation (docs/bots.md): each player's expected final VP =
 *
 *   VP so far + (scoring rounds to come) x [ (the board as it would score now, without the bonus)
 *   + growth x (cards in hand, land chains of 1 and 2 on their way to 3, visitor centers within
 *     reach, reserve tokens to play) ]
 *
 * Growth counts the deck down: it shrinks to nothing as the final scoring nears. What is built
 * before the first scoring counts twice, since the board is counted once per scoring to come; so
 * do the cards and the reach that will become the board. Fitted to games (docs/bots.md, "The 2026
 * evaluation fitted to games"): before the first scoring the hand counts 1.5 times more again
 * (there is time to build it into the board and its herds), after it the reach a fifth (a center
 * within reach is seldom reached then). The planner keeps the evaluation before that fit, whose
 * growth counts once (H2026_PLANNER_WEIGHTS).
 */
import { topology } from '../../../engine/board.js';
import { Scratch } from '../../../engine/scratch.js';
import { CHAIN_MIN, centerPoints, LAND_PIECE, NO_PIECE } from '../rules/components.js';
import { boardInfo, chainsOf, isEmptyPampas } from '../rules/placement.js';
import { scoreNow } from '../rules/scoring.js';
import type { H2026State } from '../rules/state.js';

const waterSeen = new Scratch();

/** Cards drawn from the deck per player turn, about (takes, visitor centers, reserves). */
const CARDS_PER_TURN = 2;

/** About how many turns each player has left: the cards still to be drawn until the second run-out. */
export function turnsLeft(s: H2026State): number {
  if (s.over) return 0;
  if (s.exhausted >= 2) return 0.5;
  const cards = s.deck.length + (s.exhausted === 0 ? s.discard.length + 8 * s.players.length : 0);
  return cards / (CARDS_PER_TURN * s.players.length) + 0.5;
}

/** Scoring rounds still to be held (both, normally; R2026-7 can skip the first). */
export function scoringsLeft(s: H2026State): number {
  if (s.over) return 0;
  return Math.max(1, 2 - s.scorings);
}

/** How much a resource still to be turned into pieces is worth: 1 with time left, 0 at the end. */
export function growth(s: H2026State): number {
  return Math.min(1, turnsLeft(s) / 3);
}

/** Cards in hand wanting to become pieces: each worth about 1.1 VP, but a big hand is slow to play out. */
export const HAND_ENOUGH = 9;
export function handWorth(cards: number): number {
  return 1.1 * Math.min(cards, HAND_ENOUGH) + 0.3 * Math.max(0, cards - HAND_ENOUGH);
}

/** The evaluation's weights for visitor centers within reach, and for the hand and the reach by the scorings to come. */
export interface H2026Weights {
  /** Per center one more animal could reach, times the centers touched + 1. */
  reachOne: number;
  /** Per center two more animals could reach (over a free pampas space), the same way. */
  reachTwo: number;
  /** The hand's worth before the first scoring, as a multiple of its worth after it (besides counting once per scoring to come). */
  handBefore: number;
  /** The reach's worth after the first scoring, as a multiple of its worth before it. */
  reachAfter: number;
  /** Whether the growth counts once per scoring to come, as the board does (else once). */
  perScoring: boolean;
}

/**
 * Strong's and greedy's. Counting the centers a herd could reach next turn (reachTwo) is how herds
 * spread toward new centers, so the planner's plans and strong's leaves both count them. The
 * growth counted per scoring, the hand's 1.5 and the reach's 0.2 are each measured to win more
 * games (docs/bots.md, "The 2026 evaluation fitted to games").
 */
export const H2026_WEIGHTS: H2026Weights = { reachOne: 0.8, reachTwo: 0.4, handBefore: 1.5, reachAfter: 0.2, perScoring: true };

/**
 * The planner's: the evaluation before 2026-12-05. With strong's weights the planner won 49 of 60
 * games against itself with these, and strong at 100 ms would beat it in about two games of three
 * instead of five of six: the levels keep their distance until strong makes more of the new
 * weights than the planner does (docs/bots.md).
 */
export const H2026_PLANNER_WEIGHTS: H2026Weights = { reachOne: 0.8, reachTwo: 0.4, handBefore: 1, reachAfter: 1, perScoring: false };

/** Each player's estimated final VP, into `out`. */
export function evaluateH2026(s: H2026State, out: Float64Array, w: H2026Weights = H2026_WEIGHTS): void {
  const n = s.players.length;
  if (s.over) {
    // Tie-breaks: reserve tokens, then cards in hand (a little, so they never outweigh a VP).
    for (let i = 0; i < n; i++) out[i] = s.players[i]!.vp + 0.01 * s.players[i]!.reserves + 0.001 * s.players[i]!.hand.length;
    return;
  }
  if (s.laying) {
    for (let i = 0; i < n; i++) out[i] = 0;
    return;
  }
  const scores = scoreNow(s);
  const left = scoringsLeft(s);
  const g = growth(s);
  const topo = topology(s.map);
  const info = boardInfo(topo);
  const beforeFirst = left >= 2;
  const hand = beforeFirst ? w.handBefore : 1;
  const reachWorth = beforeFirst ? 1 : w.reachAfter;
  const growthCounts = w.perScoring ? left : 1;
  for (let i = 0; i < n; i++) {
    const p = s.players[i]!;
    const board = scores[i]!.total - scores[i]!.bonus;
    let future = 0;
    if (g > 0) {
      future += hand * handWorth(p.hand.length) + 2 * p.reserves;
      // Land chains on their way to three markers.
      for (const chain of chainsOf(s, i, true)) if (chain.length < CHAIN_MIN) future += 1.3 * chain.length;
      const touched = centersTouchedCount(scores[i]!.centers) + 1;
      const reach = centersInReach(s, i, topo, info);
      future += reachWorth * w.reachOne * reach.one * touched;
      future += reachWorth * w.reachTwo * reach.two * touched;
    }
    out[i] = p.vp + left * board + growthCounts * g * future + 0.001 * p.hand.length;
  }
}

/** The number of centers n for which centerPoints(n) is `points`. */
function centersTouchedCount(points: number): number {
  let n = 0;
  while (centerPoints(n) < points) n++;
  return n;
}

/**
 * Visitor centers the player's animals do not touch yet, counted by how near they are: `one`, those
 * one more animal could reach (an empty pampas space next to the center is next to the player's
 * pieces); `two`, those it could not but two could (such a space is next to an empty pampas space
 * next to the player's pieces). One walk out from the few centers, not over the whole board.
 */
function centersInReach(s: H2026State, player: number, topo: ReturnType<typeof topology>, info: ReturnType<typeof boardInfo>): { one: number; two: number } {
  const { adjacency } = topo;
  const nextToOwn = (x: number) => {
    for (let k = x * 6, end = k + 6; k < end; k++) {
      const y = adjacency[k]!;
      if (y < 0) break;
      if (s.owner[y] === player) return true;
    }
    return false;
  };
  let one = 0;
  let two = 0;
  for (const c of info.centers) {
    let touched = false;
    let reachOne = false;
    let reachTwo = false;
    for (let k = c * 6, end = k + 6; k < end; k++) {
      const x = adjacency[k]!;
      if (x < 0) break;
      if (s.owner[x] === player && s.piece[x]! > LAND_PIECE) {
        touched = true;
        break;
      }
      if (reachOne || !isEmptyPampas(s, info, x)) continue;
      if (nextToOwn(x)) {
        reachOne = true; // one more animal reaches it: how far two would is no longer asked
        continue;
      }
      for (let m = x * 6, e2 = m + 6; m < e2 && !reachTwo; m++) {
        const y = adjacency[m]!;
        if (y < 0) break;
        if (isEmptyPampas(s, info, y) && nextToOwn(y)) reachTwo = true;
      }
    }
    if (touched) continue;
    if (reachOne) one++;
    else if (reachTwo) two++;
  }
  return { one, two };
}

/** Own pieces minus a third of others' pieces next to `spaces` (a water tile), for `player`. */
export function waterNeighbours(s: H2026State, player: number, spaces: readonly number[]): number {
  const topo = topology(s.map);
  const seen = waterSeen.zeroed(topo.size);
  const { adjacency } = topo;
  let v = 0;
  for (const x of spaces) {
    for (let k = x * 6, end = k + 6; k < end; k++) {
      const y = adjacency[k]!;
      if (y < 0) break;
      if (seen[y] || s.piece[y] === NO_PIECE) continue;
      seen[y] = 1;
      // A piece next to water already scores it: only new ones count in full.
      const wet = topo.neighbours[y]!.some((z) => s.water[z]! >= 0);
      v += (s.owner[y] === player ? 1 : -0.3) * (wet ? 0.2 : 1);
    }
  }
  return v;
}
