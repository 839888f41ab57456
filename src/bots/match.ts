/**
 * Playing a whole game between bots at a table (the game loop of src/table/loop.ts), for the
 * benchmarks and the bots' tests. Each bot is handed only its seat's view.
 */
import { totals, winners, type BaseAction, type BaseState } from '../api.js';
import { playNow } from '../table/loop.js';
import { memoryGame, Table } from '../table/table.js';
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
  onAction?(before: BaseState, action: BaseAction, after: BaseState): void;
}

/** Plays `state` to the end with one bot per seat, each with its own generator seeded from `seed`. */
export function playMatch(state: BaseState, bots: readonly Bot[], seed: string | number, hooks: MatchHooks = {}): MatchResult {
  const rngs = bots.map((_, i) => seedRng(`${seed}/bot${i}`));
  const table = new Table(memoryGame(state));
  if (hooks.onAction) table.subscribe((u) => u.type === 'action' && hooks.onAction!(u.before, u.action, u.after));
  const actions = playNow(table, ({ seat, view }) => {
    const t0 = hooks.clock ? hooks.clock() : 0;
    const action = bots[seat]!.decide(view, seat, { rng: rngs[seat]! });
    hooks.onDecision?.(seat, hooks.clock ? hooks.clock() - t0 : 0, table.state);
    return action;
  });
  const end = table.state;
  return { state: end, totals: totals(end), winners: winners(end), actions };
}
