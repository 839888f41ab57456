/**
 * The game loop, written once: the seat to act is asked for its action (it sees only its view),
 * which is played at the table, until the game is over. `hacienda simulate`, the arena, bot matches
 * (src/bots/match.ts) and resume of a game of bots all run it; quick deciders through `playNow`,
 * deciders that take time (a bot thread, a person) through `playInTime`, which lets the event loop
 * run between actions so that a signal stops it at once.
 */
import { formatAction, type BaseAction, type BaseState } from '../api.js';
import type { Table } from './table.js';

/** A decision to make: the seat to act and what it sees. */
export interface Turn {
  seat: number;
  view: BaseState;
}

/** Safety net for a ruleset bug: no game comes near this many actions. */
const MAX_ACTIONS = 1_000_000;

/**
 * The loop itself: yields each turn to decide and takes the action decided, until the game is over
 * or `limit` actions were played; returns the number played. An illegal action is a programming
 * error of the decider (bots choose among the legal ones), thrown as an Error naming it.
 */
export function* gameLoop(table: Table, limit?: number): Generator<Turn, number, BaseAction> {
  let played = 0;
  while (!table.over && played < (limit ?? MAX_ACTIONS)) {
    const seat = table.toAct;
    const action = yield { seat, view: table.viewOf(seat) };
    const before = table.state;
    const r = table.act(seat, action);
    if (!r.ok) throw new Error(`seat ${seat + 1} chose an illegal action ${formatAction(before, action)}: ${r.message}`);
    played++;
  }
  // Without a limit of the caller's, a game that does not end is a ruleset's bug.
  if (!table.over && limit === undefined) throw new Error(`game did not end after ${MAX_ACTIONS} actions`);
  return played;
}

/** Runs the loop with a decider that answers at once. */
export function playNow(table: Table, decide: (turn: Turn) => BaseAction, limit?: number): number {
  const loop = gameLoop(table, limit);
  let step = loop.next();
  while (!step.done) step = loop.next(decide(step.value));
  return step.value;
}

/**
 * Runs the loop with a decider that may take time (a promise), or answer null to stop; between
 * actions the event loop runs at least every `yieldMs` milliseconds. Resolves with the number of
 * actions played.
 */
export async function playInTime(table: Table, decide: (turn: Turn) => BaseAction | null | Promise<BaseAction | null>, yieldMs = 20): Promise<number> {
  const loop = gameLoop(table);
  let step = loop.next();
  let since = performance.now();
  let played = 0;
  while (!step.done) {
    const answer = decide(step.value);
    const action = answer instanceof Promise ? await answer : answer;
    if (answer instanceof Promise) since = performance.now();
    if (action === null) return played;
    step = loop.next(action);
    played++;
    if (performance.now() - since > yieldMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
  return step.value;
}
