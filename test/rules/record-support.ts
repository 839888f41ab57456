/** Records for the rulings tests: a game's record as the program writes it, from notation moves. */
import { applyAction, isRejection, parseAction, type BaseState, type MapData } from '../../src/api.js';
import type { GameRecord } from '../../src/records/format.js';
import { parseRecordText } from '../../src/records/read.js';
import { newRecord, withAction } from '../../src/records/record.js';
import { CURRENT_RULINGS } from '../../src/rules/rulings.js';

export const NOW = new Date(Date.UTC(2026, 10, 30, 12));

/**
 * The record of `moves` played from `state` (a new game), read back through its text. A state of
 * the earlier rulings (`rulings: null`) gives a record like one saved before 2026-12-01: its
 * options name no rulings.
 */
export function recordOf(rules: string, state: BaseState & { map: MapData }, options: Record<string, string | number>, names: readonly string[], moves: readonly string[]): GameRecord {
  let record = newRecord({ rules, options, map: state.map, seats: names.map((name) => ({ name, player: 'human' })), state, program: 'test', now: NOW });
  let s: BaseState = state;
  for (const move of moves) {
    const action = parseAction(s, move);
    if (isRejection(action)) throw new Error(action.message);
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(r.message);
    record = withAction(record, s, action, r, NOW);
    s = r.state;
  }
  return parseRecordText(JSON.stringify(record), 'game.json');
}

/** The record as if a new game had made it: its options name today's rulings. */
export function underCurrentRulings(record: GameRecord): GameRecord {
  return { ...record, options: { ...record.options, rulings: CURRENT_RULINGS } };
}
