/**
 * Classic's fast playouts: the policy's choices (policy.ts) performed with the engine's own
 * effects (src/games/classic/rules/effects.ts) on one draft for the whole playout, unchecked
 * (the policy proposes only legal actions) and without events. A draft copies each array the
 * first time it changes and then changes it in place, so a playout copies a state's arrays once,
 * not once per action as applyAction must; and the state it starts from never changes.
 */
import type { RngState } from '../../../engine/rng.js';
import { Draft, draft } from '../rules/draft.js';
import { performClassic } from '../rules/effects.js';
import type { ClassicAction, ClassicState } from '../rules/state.js';
import type { BaseAction } from '../../../engine/ruleset.js';
import type { Line, TreeCandidates } from '../../../bots/knowledge.js';
import { Pieces } from './pieces.js';
import { choose, scanCandidates, treeCandidates, type PolicyWork } from './policy.js';

/**
 * Plays on from `state` with the fast policy, working in `work`: until `turns` turns have passed,
 * or to the end when `toEnd`, or `maxActions`. Returns the state it played to.
 */
export function classicRollout(
  state: ClassicState,
  work: PolicyWork,
  rng: RngState,
  noise: number,
  turns: number,
  toEnd: boolean,
  maxActions: number,
): ClassicState {
  const d = new Draft(draft(state));
  playOn(d, new Pieces(state), work, rng, noise, turns, toEnd, maxActions);
  return d.state;
}

/** classicRollout's playout, on the draft `d` whose pieces are `pieces`. */
function playOn(d: Draft, pieces: Pieces, work: PolicyWork, rng: RngState, noise: number, turns: number, toEnd: boolean, maxActions: number): void {
  const s = d.state;
  const buf = work.playout;
  let passed = 0;
  for (let steps = 0; !s.over && (toEnd || passed < turns) && steps < maxActions; steps++) {
    scanCandidates(s, buf, false, work, pieces);
    const p = s.turn.player;
    const action = buf.action(choose(buf, rng, noise));
    pieces.record(p, action);
    performClassic(d, action);
    if (s.turn.player !== p) passed++;
  }
}

/**
 * Strong's line of play (Knowledge.line): a dealt state on one draft, its tree's actions and
 * its playout performed in place. Unchecked: the search plays the seat's legal actions at the
 * root (a deal changes no card the seat can play) and the policy's candidates below it, which
 * are legal (test/bots checks them).
 */
export class ClassicLine implements Line {
  private readonly d: Draft;
  /** Each player's pieces on the line's board, kept as it plays (pieces.ts). */
  private readonly pieces: Pieces;
  /** `work`: what the policy works in, its knowledge's (policy.ts, PolicyWork). */
  constructor(
    state: ClassicState,
    private readonly work: PolicyWork,
  ) {
    this.d = new Draft(draft(state));
    this.pieces = new Pieces(state);
  }
  get state(): ClassicState {
    return this.d.state;
  }
  play(action: BaseAction): boolean {
    this.pieces.record(this.d.state.turn.player, action as ClassicAction);
    performClassic(this.d, action as ClassicAction);
    return true;
  }
  candidates(limit: number): TreeCandidates {
    return treeCandidates(this.d.state, limit, this.work, this.pieces);
  }
  rollout(rng: RngState, noise: number, turns: number, toEnd: boolean, maxActions: number): void {
    playOn(this.d, this.pieces, this.work, rng, noise, turns, toEnd, maxActions);
  }
}
