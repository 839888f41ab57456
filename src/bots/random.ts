/**
 * The `random` bot: uniform among the legal actions of its seat's view. It sees only what a
 * human in its seat would (the view), and its choices come from its own seeded generator.
 */
import { legalActions, playerView, type BaseAction, type BaseState } from '../api.js';
import { nextInt, type RngState } from '../engine/rng.js';
import type { Bot } from './types.js';

export function randomAction(state: BaseState, seat: number, rng: RngState): BaseAction {
  const actions = legalActions(playerView(state, seat));
  return actions[nextInt(rng, actions.length)]!;
}

export const randomBot: Bot = {
  level: 'random',
  decide: (state, seat, ctx) => randomAction(state, seat, ctx.rng),
  report: (state, seat, ctx) => ({ action: randomAction(state, seat, ctx.rng), iterations: 0, candidates: [] }),
};
