/**
 * Records for the tests of the rulings changed on 2026-12-01: a game's record as the program
 * writes it, from notation moves, and records as an earlier version wrote them (with an action or
 * a scoring that today's rulings forbid), which must be refused at that action in one line.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { applyAction, isRejection, parseAction, type BaseState, type MapData } from '../../src/api.js';
import type { GameRecord } from '../../src/records/format.js';
import { parseRecordText } from '../../src/records/read.js';
import { newRecord, withAction } from '../../src/records/record.js';
import { replayRecord } from '../../src/records/replay.js';
import { BIN, cleanEnv } from '../e2e/tmux.js';

export const NOW = new Date(Date.UTC(2026, 10, 30, 12));

/** The record of `moves` played from `state` (a new game), read back through its text. */
export function recordOf(
  rules: string,
  state: BaseState & { map: MapData },
  options: Record<string, string | number>,
  names: readonly string[],
  moves: readonly string[],
): GameRecord {
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

/** The record with one more action, as an earlier version wrote it: today's rules never see it made. */
export function withOldAction(record: GameRecord, player: number, move: string, events: unknown[] = []): GameRecord {
  return { ...record, actions: [...record.actions, { index: record.actions.length + 1, player, move, events }] };
}

/**
 * A record an earlier version wrote is refused at `index` with `reason`: by the replay, and by
 * `hacienda validate` (the built program) in one line with exit code 1.
 */
export function expectRefusedAt(record: GameRecord, dir: string, index: number, reason: string | RegExp): void {
  const replay = replayRecord(record);
  expect(replay.ok).toBe(false);
  if (replay.ok) return;
  expect(replay.problem.index).toBe(index);
  expect(replay.problem.reason).toMatch(reason);
  const file = join(dir, `old-${index}.json`);
  writeFileSync(file, JSON.stringify(record));
  const v = spawnSync(process.execPath, [BIN, 'validate', file], { encoding: 'utf8', env: cleanEnv() });
  expect(v.status).toBe(1);
  expect(v.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(v.stderr).toMatch(new RegExp(`^hacienda: .*old-${index}\\.json: action ${index} \\(`));
}
