/**
 * Making records: a new record for a new game, and a record one action longer. Pure: the caller
 * passes the time and the program version, and saves (store.ts).
 */
import { canonicalJson, formatAction, isOver, ruleset, totals, winners, type Applied, type BaseAction, type BaseState, type MapData } from '../api.js';
import type { GameRecord, Seat } from './format.js';
import { RECORD_FORMAT, RECORD_VERSION } from './identity.js';

export interface NewRecord {
  rules: string;
  /** Ruleset options other than players and map (seed, startPlayer, mode...). */
  options: Record<string, string | number | boolean>;
  map: MapData;
  seats: Seat[];
  /** The new game's state, from which the setup is read. */
  state: BaseState;
  program: string;
  now: Date;
}

export function newRecord(r: NewRecord): GameRecord {
  const setup = ruleset(r.rules).setupOf(r.state);
  const stamp = r.now.toISOString();
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    program: r.program,
    created: stamp,
    updated: stamp,
    ruleset: r.rules,
    options: { ...r.options },
    map: { name: r.map.name, shift: r.map.shift, grid: r.map.grid.slice() },
    seats: r.seats.map((s) => ({ ...s })),
    // A copy through JSON: the record holds plain data only, never the state's own arrays.
    setup: JSON.parse(canonicalJson(setup)) as unknown,
    actions: [],
    result: null,
  };
}

/** The record with one more action: `before` is the state the action was applied to. */
export function withAction(record: GameRecord, before: BaseState, action: BaseAction, applied: Applied<BaseState>, now: Date): GameRecord {
  const rules = ruleset(record.ruleset);
  const entry = {
    index: record.actions.length + 1,
    player: rules.currentPlayer(before),
    move: formatAction(before, action),
    events: rules.recordedEvents(before, applied.events).map((e) => JSON.parse(canonicalJson(e)) as unknown),
  };
  const over = isOver(applied.state);
  return {
    ...record,
    updated: now.toISOString(),
    actions: [...record.actions, entry],
    result: over ? { totals: totals(applied.state), winners: winners(applied.state) } : null,
  };
}

/** The record without its last action (for undo). */
export function withoutLastAction(record: GameRecord, now: Date): GameRecord {
  return { ...record, updated: now.toISOString(), actions: record.actions.slice(0, -1), result: null };
}
