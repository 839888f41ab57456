/**
 * Records made before the rulings of 2026-12-01 (C10, C15): replayed under today's rulings, a
 * record that holds an action they now forbid (a second hacienda on one chain) or a scoring they
 * no longer hold (a stalled game scored twice) is refused at that action in one line; all others
 * replay as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classicBoard } from '../../../src/games/classic/boards/index.js';
import { replayRecord } from '../../../src/records/replay.js';
import { expectRefusedAt, recordOf as recordGame, withOldAction } from '../record-support.js';
import { classic } from './fixtures.js';

const MAP = classicBoard('symmetric');
const OPTIONS = { seed: 'old-c10/0', startPlayer: 0 };
const PLAYERS = ['Ana', 'Bo'];
const dir = mkdtempSync(join(tmpdir(), 'hacienda-rulings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Ana's first hacienda goes on E4; the chain E4-E5-D5 then carries it. */
const BEFORE_SECOND = [
  'play land forest E4',
  'harvest E4',
  'play land meadow E5',
  'end',
  'hacienda E4',
  'play land meadow D5',
  'play land meadow D6',
  'end',
  'play land rock A4',
  'harvest A4',
];

const recordOf = (moves: readonly string[]) => recordGame('classic', classic.newGame({ ...OPTIONS, players: PLAYERS, map: MAP }), OPTIONS, PLAYERS, moves);

describe('C10 haciendas in records made before 2026-12-01', () => {
  it('C10 hacienda - a record with a second hacienda bought on a chain that carries one is refused by validate at that action', () => {
    const old = withOldAction(recordOf(BEFORE_SECOND), 0, 'hacienda D5');
    expectRefusedAt(old, dir, 11, 'the land chain at D5 already carries a hacienda');
  });

  it('C10 hacienda - a record made before then without such an action replays as before', () => {
    expect(replayRecord(recordOf(BEFORE_SECOND)).ok).toBe(true);
  });
});

describe('C15 stalled games in records made before 2026-12-01', () => {
  it('C15 stall - a record of a game stalled before the intermediate scoring and scored twice is refused at the stalling action', () => {
    const now = recordOf(['end', 'end']);
    const last = now.actions[1]!;
    const final = (last.events as { scoring?: string }[]).find((e) => e.scoring === 'final')!;
    // As an earlier version wrote it: the intermediate scoring first, the same scores, counted twice.
    const old = {
      ...now,
      actions: [now.actions[0]!, { ...last, events: [...last.events.filter((e) => e !== final), { ...final, scoring: 'intermediate' }, final] }],
      result: { ...now.result!, totals: now.result!.totals.map((t) => 2 * t) },
    };
    expectRefusedAt(old, dir, 2, /^the record says it led to .*intermediate.*, but under the rules it leads to/);
  });
});
