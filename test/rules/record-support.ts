/** Records for the rulings tests: a game's record as the program writes it, from notation moves. */
import { expect } from 'vitest';
import { applyAction, isRejection, parseAction, type BaseAction, type BaseState, type MapData } from '../../src/api.js';
import type { GameRecord } from '../../src/records/format.js';
import { loadRecord, parseRecordText } from '../../src/records/read.js';
import { newRecord, withAction } from '../../src/records/record.js';
import { replayRecord } from '../../src/records/replay.js';
import { GameSession } from '../../src/records/session.js';
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

/**
 * Checks that a record of the earlier rulings validates and resumes (saving to `file`) under them,
 * that the game plays on with `next`'s action, and that what it saved replays with the options it
 * had. Returns the resumed state, before `next`.
 */
export function expectResumesUnderEarlierRulings(record: GameRecord, file: string, next: (state: BaseState) => BaseAction): BaseState {
  expect(replayRecord(record).ok).toBe(true);
  const session = GameSession.resume(record, file, () => NOW);
  const resumed = session.state;
  expect(resumed.rulings).toBeNull();
  const applied = session.apply(next(resumed));
  expect(applied.ok ? 'applied' : applied.message).toBe('applied');
  const saved = loadRecord(file);
  expect(saved.options).toEqual(record.options);
  expect(saved.actions).toHaveLength(record.actions.length + 1);
  expect(replayRecord(saved).ok).toBe(true);
  return resumed;
}
