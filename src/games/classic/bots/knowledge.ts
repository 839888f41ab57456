/**
 * The Classic bots' knowledge (src/bots/knowledge.ts): the evaluation (eval.ts), the fast policy
 * (policy.ts), action keys, and which actions draw hidden cards. Each knowledge made owns what its
 * evaluation and policy work in (EvalWork, PolicyWork).
 */
import type { BaseState } from '../../../engine/ruleset.js';
import type { RngState } from '../../../engine/rng.js';
import type { ClassicAction, ClassicState } from '../rules/state.js';
import { keepBest, spreadFor, type Knowledge } from '../../../bots/knowledge.js';
import { EvalWork, evaluateClassic, DEFAULT_WEIGHTS, PLAN_WEIGHTS } from './eval.js';
import { actionKey, PolicyWork, treeCandidates } from './policy.js';
import { ClassicLine, classicRollout } from './playout.js';
import { boardInfo } from './topo.js';

/** Water placements evaluated in full at the root: the best few by own pieces next to them. */
const WATER_SHORTLIST = 12;

/** A Classic knowledge for one user: a search, a decision, the coach's judging of a game. */
export function classicKnowledge(): Knowledge {
  const evaluation = new EvalWork();
  const policy = new PolicyWork();
  return {
    ...CLASSIC,
    evaluate(state, out) {
      evaluateClassic(state as ClassicState, out, evaluation, DEFAULT_WEIGHTS);
    },
    planEvaluate(state, out) {
      evaluateClassic(state as ClassicState, out, evaluation, PLAN_WEIGHTS);
    },
    candidates: (state, limit) => treeCandidates(state as ClassicState, limit, policy),
    rollout: (state: BaseState, rng: RngState, noise: number, turns: number, toEnd: boolean, maxActions: number) =>
      classicRollout(state as ClassicState, policy, rng, noise, turns, toEnd, maxActions),
    line: (state) => new ClassicLine(state as ClassicState, policy),
  };
}

/** What a Classic knowledge knows that needs no workspace. */
const CLASSIC = {
  spread: (state) => spreadFor((state as ClassicState).over, turnsLeft(state as ClassicState)),
  turnsLeft: (state) => turnsLeft(state as ClassicState),
  // Games between sensible players last 18 to 40 rounds.
  overtime: (state) => Math.min(1, Math.max(0, ((state as ClassicState).round - 40) / 10)),
  key: (action) => actionKey(action as ClassicAction),
  shortlist(state, legal) {
    const s = state as ClassicState;
    return keepBest(legal, 'water', (a) => waterNeighbours(s, (a as Extract<ClassicAction, { type: 'water' }>).spaces), WATER_SHORTLIST);
  },
  isChance: (action) => action.type === 'buy' && (action as Extract<ClassicAction, { type: 'buy' }>).slot < 0,
  nearEnd(state) {
    const s = state as ClassicState;
    return s.stack === 2 && s.animalDeck.length <= 2 * s.players.length;
  },
  // With 2 players a long search gains from a root widened past greedy's twelve: greedy, one
  // action ahead, ranks low what pays a turn later. With more players that was not shown to help,
  // so their roots do not widen with time (docs/bots.md, "Root width").
  wideRoot: [2],
  // With 4 players the search often prefers greedy's 11th or 12th action, and a root of 24 at
  // every budget was measured to pay; with 3 players it was not shown to help, so 3 keep twelve,
  // as 5 (not measured) do (docs/bots.md, "Root width").
  rootWidth: { 4: 24 },
  // The final margin between two strong bots of near-equal strength, seats swapped on the same
  // deals: one standard deviation (docs/analysis.md, "Points").
  marginSpread: 22.2,
} satisfies Omit<Knowledge, 'evaluate' | 'planEvaluate' | 'candidates' | 'rollout' | 'line'>;

/**
 * Turns each player has left: the animal stacks run down by about 1.3 cards a turn. Once the last
 * animal card is taken (the final scoring is due) less is left than before it with one card in
 * the stack (0.38 turns with 2 players, 0.15 with 5): with 0.5 here, taking the last card looked
 * like putting the end off, so no bot took it and two bots ahead on points traded harvest tokens
 * for 500 rounds (strong against the planner, seed p0).
 */
const FINAL_DUE_TURNS = 0.1;

function turnsLeft(s: ClassicState): number {
  if (s.over) return 0;
  if (s.finalDue) return FINAL_DUE_TURNS;
  return (s.animalDeck.length + s.animalReserve.length) / (1.3 * s.players.length);
}

/** Own pieces minus a third of others' pieces next to a water placement, for the current player. */
function waterNeighbours(state: ClassicState, spaces: readonly number[]): number {
  const info = boardInfo(state.map);
  const p = state.turn.player;
  let v = 0;
  const seen = new Set<number>();
  for (const s of spaces) {
    for (let i = s * 6, end = i + 6; i < end; i++) {
      const y = info.adj[i]!;
      if (y < 0) break;
      if (seen.has(y) || state.piece[y] === 0) continue;
      seen.add(y);
      v += state.owner[y] === p ? 1 : -0.3;
    }
  }
  // Covering free pampas next to own pieces costs room.
  for (const s of spaces) if (info.isPampas[s] === 1) v -= 0.05;
  return v;
}
