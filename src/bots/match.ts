/**
 * Playing a whole game between bots through the public API: the loop behind `hacienda simulate`,
 * the arena and the benchmarks. Each bot is handed only its seat's view.
 */
import { applyAction, currentPlayer, formatAction, isOver, playerView, totals, winners, type BaseState } from '../api.js';
import { seedRng } from '../engine/rng.js';
import type { Bot, Clock } from './types.js';

export interface MatchResult {
  state: BaseState;
  totals: number[];
  winners: number[];
  actions: number;
}

export interface MatchHooks {
  /** Times each decision (the arena passes the system clock). */
  clock?: Clock;
  /** Called after each decision with its seat and, with a clock, how long it took (ms). */
  onDecision?(seat: number, ms: number, state: BaseState): void;
  /** Called after each action with the state before and the result (records use it). */
  onAction?(before: BaseState, action: import('../api.js').BaseAction, after: BaseState): void;
}

/** Safety net for a ruleset bug: no game of Classic comes near this many actions. */
const MAX_ACTIONS = 1_000_000;

/** Plays `state` to the end with one bot per seat, each with its own generator seeded from `seed`. */
export function playMatch(state: BaseState, bots: readonly Bot[], seed: string | number, hooks: MatchHooks = {}): MatchResult {
  const rngs = bots.map((_, i) => seedRng(`${seed}/bot${i}`));
  let actions = 0;
  while (!isOver(state)) {
    const seat = currentPlayer(state);
    const view = playerView(state, seat);
    const t0 = hooks.clock ? hooks.clock() : 0;
    const action = bots[seat]!.decide(view, seat, { rng: rngs[seat]! });
    const ms = hooks.clock ? hooks.clock() - t0 : 0;
    hooks.onDecision?.(seat, ms, state);
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`bot for seat ${seat} chose an illegal action ${formatAction(state, action)}: ${result.message}`);
    hooks.onAction?.(state, action, result.state);
    state = result.state;
    if (++actions > MAX_ACTIONS) throw new Error(`game did not end after ${MAX_ACTIONS} actions`);
  }
  return { state, totals: totals(state), winners: winners(state), actions };
}
