/**
 * Playing a whole game between bots through the public API: the loop behind `hacienda simulate`,
 * the benchmarks and (later) the arena.
 */
import { applyAction, currentPlayer, formatAction, isOver, totals, winners, type BaseAction, type BaseState } from '../api.js';
import { seedRng, type RngState } from '../engine/rng.js';
import { randomAction } from './random.js';

export type Bot = (state: BaseState, seat: number, rng: RngState) => BaseAction;

export const BOTS: Readonly<Record<string, Bot>> = { random: randomAction };

export interface MatchResult {
  state: BaseState;
  totals: number[];
  winners: number[];
  actions: number;
}

/** Safety net for a ruleset bug: no game of Classic comes near this many actions. */
const MAX_ACTIONS = 1_000_000;

/** Plays `state` to the end with one bot per seat, each with its own generator seeded from `seed`. */
export function playMatch(state: BaseState, bots: readonly Bot[], seed: string | number): MatchResult {
  const rngs = bots.map((_, i) => seedRng(`${seed}/bot${i}`));
  let actions = 0;
  while (!isOver(state)) {
    const seat = currentPlayer(state);
    const action = bots[seat]!(state, seat, rngs[seat]!);
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`bot for seat ${seat} chose an illegal action ${formatAction(state, action)}: ${result.message}`);
    state = result.state;
    if (++actions > MAX_ACTIONS) throw new Error(`game did not end after ${MAX_ACTIONS} actions`);
  }
  return { state, totals: totals(state), winners: winners(state), actions };
}
