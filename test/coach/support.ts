/** A fixture record replayed, for the coach's tests. */
import { resolve } from 'node:path';
import { loadRecord } from '../../src/records/read.js';
import { replayRecord, type ReplayStep } from '../../src/records/replay.js';
import type { GameRecord } from '../../src/records/format.js';

export const RECORDS = resolve(import.meta.dirname, '../fixtures/records');

export function replayed(name: string): { record: GameRecord; steps: ReplayStep[]; names: string[] } {
  const record = loadRecord(resolve(RECORDS, name));
  const r = replayRecord(record);
  if (!r.ok) throw new Error(`${name}: ${r.problem.reason}`);
  return { record, steps: r.steps, names: record.seats.map((s) => s.name) };
}
