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
import type { ClassicState } from '../rules/state.js';
import { Candidates, choose, scanCandidates } from './policy.js';

const playoutBuf = new Candidates();

/**
 * Plays on from `state` with the fast policy: until `turns` turns have passed, or to the end
 * when `toEnd`, or `maxActions`. Returns the state it played to.
 */
export function classicRollout(state: ClassicState, rng: RngState, noise: number, turns: number, toEnd: boolean, maxActions: number): ClassicState {
  const d = new Draft(draft(state));
  const s = d.state;
  const buf = playoutBuf;
  let passed = 0;
  for (let steps = 0; !s.over && (toEnd || passed < turns) && steps < maxActions; steps++) {
    scanCandidates(s, buf, false);
    const p = s.turn.player;
    performClassic(d, buf.action(choose(buf, rng, noise)));
    if (s.turn.player !== p) passed++;
  }
  return s;
}
