/**
 * Records and the rulings of 2026-12-01 (B2, src/rules/rulings.ts): a new game records the rulings
 * it follows in its options; a record without them (saved before 2026-12-01) replays and resumes
 * under the earlier readings of C10 and C15, while the same moves in a new game are refused or
 * scored once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { topology } from '../../../src/api.js';
import { loadMap } from '../../../src/maps/load.js';
import { replayRecord } from '../../../src/records/replay.js';
import { GameSession } from '../../../src/records/session.js';
import { CURRENT_RULINGS } from '../../../src/rules/rulings.js';
import { expectResumesUnderEarlierRulings, NOW, recordOf as recordGame, underCurrentRulings } from '../record-support.js';
import { classic, type ClassicState } from './fixtures.js';

const MAP = loadMap('symmetric');
const SEED = 'old-c10/0';
const OPTIONS = { seed: SEED, startPlayer: 0 };
const PLAYERS = ['Ana', 'Bo'];
const dir = mkdtempSync(join(tmpdir(), 'hacienda-rulings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Ana's second hacienda goes on the chain E4-E5-D5 that her first one (E4) already carries. */
const TWO_ON_ONE_CHAIN = [
  'play land forest E4', 'harvest E4', 'play land meadow E5', 'end',
  'hacienda E4', 'play land meadow D5', 'play land meadow D6', 'end',
  'play land rock A4', 'harvest A4', 'hacienda D5',
];

/** The deal of the game, under the current rulings or (as a record saved before 2026-12-01 gives it) the earlier ones. */
function start(earlier: boolean): ClassicState {
  const fresh = classic.newGame({ ...OPTIONS, players: PLAYERS, map: MAP });
  return earlier ? classic.fromSetup({ ...OPTIONS, players: PLAYERS, map: MAP }, classic.setupOf(fresh)) : fresh;
}

const recordOf = (state: ClassicState, moves: readonly string[]) => recordGame('classic', state, OPTIONS, PLAYERS, moves);

describe('rulings in records', () => {
  it('rulings - a new game follows the rulings of 2026-12-01, and its record says so in its options', () => {
    const session = GameSession.start({ rules: 'classic', options: OPTIONS, map: MAP, seats: PLAYERS.map((name) => ({ name, player: 'human' })), file: null, program: 'test', now: () => NOW });
    expect((session.state as ClassicState).rulings).toBe(CURRENT_RULINGS);
    expect(session.record.options).toEqual({ ...OPTIONS, rulings: '2026-12-01' });
    const replay = replayRecord(session.record);
    expect(replay.ok && (replay.state as ClassicState).rulings).toBe(CURRENT_RULINGS);
  });

  it('rulings - a record naming rulings this version does not know is refused at its setup', () => {
    const record = { ...recordOf(start(false), []), options: { ...OPTIONS, rulings: '2099-01-01' } };
    const replay = replayRecord(record);
    expect(replay.ok).toBe(false);
    if (!replay.ok) expect(replay.problem).toMatchObject({ index: 0, reason: expect.stringMatching(/rulings '2099-01-01', which this version does not know .*update hacienda/) });
  });
});

describe('C10 haciendas in records', () => {
  it('C10 hacienda - a record saved before 2026-12-01 with two haciendas bought on one chain still validates and resumes', () => {
    const record = recordOf(start(true), TWO_ON_ONE_CHAIN);
    expect(record.options).toEqual(OPTIONS);
    // It resumes and plays on under the earlier rulings.
    const state = expectResumesUnderEarlierRulings(record, join(dir, 'two-haciendas.json'), () => ({ type: 'end' })) as ClassicState;
    const topo = topology(state.map);
    expect(['E4', 'D5'].map((l) => state.hacienda[topo.indexOf(l)])).toEqual([1, 1]);
    expect(state.hacienda.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('C10 hacienda - the same moves in a new game are refused at the second hacienda on the chain', () => {
    expect(() => recordOf(start(false), TWO_ON_ONE_CHAIN)).toThrow('Ana cannot hacienda D5: the land chain at D5 already carries a hacienda');
    const replay = replayRecord(underCurrentRulings(recordOf(start(true), TWO_ON_ONE_CHAIN)));
    expect(replay.ok).toBe(false);
    if (!replay.ok) expect(replay.problem).toMatchObject({ index: 11, move: 'hacienda D5', reason: 'the land chain at D5 already carries a hacienda' });
  });
});

describe('C15 stalled games in records', () => {
  it('C15 stall - a record saved before 2026-12-01 of a game stalled before the intermediate scoring, scored twice, still validates', () => {
    const record = recordOf(start(true), ['end', 'end']);
    const scorings = (record.actions[1]!.events as { scoring?: string }[]).map((e) => e.scoring);
    expect(scorings).toEqual(['intermediate', 'final']);
    const replay = replayRecord(record);
    expect(replay.ok).toBe(true);
    if (replay.ok) expect((replay.state as ClassicState).scorings).toBe(2);
    expect(record.result!.totals).toEqual([4, 4]);
    expect(GameSession.resume(record, join(dir, 'stalled.json'), () => NOW).state.rulings).toBeNull();
  });

  it('C15 stall - the same moves in a new game are scored once, and the old record does not pass for a new one', () => {
    const record = recordOf(start(false), ['end', 'end']);
    expect((record.actions[1]!.events as { scoring?: string }[]).map((e) => e.scoring)).toEqual(['final']);
    expect(record.result!.totals).toEqual([2, 2]);
    const replay = replayRecord(underCurrentRulings(recordOf(start(true), ['end', 'end'])));
    expect(replay.ok).toBe(false);
    if (!replay.ok) expect(replay.problem).toMatchObject({ index: 2, reason: expect.stringMatching(/^the record says it led to .*intermediate.*, but under the rules it leads to/) });
  });
});
