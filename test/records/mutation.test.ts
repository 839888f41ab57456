/**
 * Real records mutated at random (cut, swap, delete, flip): reading and validating never crashes,
 * and a record that validation accepts really is a legal game.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, isRejection, parseAction, type BaseState } from '../../src/api.js';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng.js';
import { classicBoard } from '../../src/games/classic/boards/index.js';
import { RecordError, type GameRecord } from '../../src/records/format.js';
import { initialState, replayRecord } from '../../src/records/replay.js';
import { parseRecordText } from '../../src/records/read.js';
import { playOn, startSession } from './support.js';

const records = [2, 3, 4].map((n) => playOn(startSession(classicBoard(n === 3 ? 'asymmetric' : 'symmetric'), n, `mut/${n}`), `b${n}`).record);

type Mutation = (text: string, record: GameRecord, rng: RngState) => string;

const MUTATIONS: Record<string, Mutation> = {
  cut: (t, _r, rng) => t.slice(0, nextInt(rng, t.length)),
  flip: (t, _r, rng) => {
    const i = nextInt(rng, t.length);
    return t.slice(0, i) + String.fromCharCode(32 + nextInt(rng, 95)) + t.slice(i + 1);
  },
  swap: (_t, r, rng) => {
    const a = structuredClone(r);
    const i = nextInt(rng, a.actions.length);
    const j = nextInt(rng, a.actions.length);
    [a.actions[i]!.move, a.actions[j]!.move] = [a.actions[j]!.move, a.actions[i]!.move];
    return JSON.stringify(a);
  },
  delete: (_t, r, rng) => {
    const a = structuredClone(r);
    a.actions.splice(nextInt(rng, a.actions.length), 1);
    a.actions.forEach((e, k) => (e.index = k + 1));
    return JSON.stringify(a);
  },
  moveSpace: (_t, r, rng) => {
    const a = structuredClone(r);
    const e = a.actions[nextInt(rng, a.actions.length)]!;
    e.move = e.move.replace(
      /([A-R])(\d+)$/,
      (_m, c: string, n: string) => `${String.fromCharCode(65 + nextInt(rng, 18))}${1 + ((Number(n) + nextInt(rng, 3)) % 13)}`,
    );
    return JSON.stringify(a);
  },
  player: (_t, r, rng) => {
    const a = structuredClone(r);
    a.actions[nextInt(rng, a.actions.length)]!.player = nextInt(rng, a.seats.length);
    return JSON.stringify(a);
  },
};

/** Applies the record's moves with the engine alone: true when every one is legal in turn. */
function allLegal(record: GameRecord): boolean {
  let state: BaseState = initialState(record);
  for (const e of record.actions) {
    const action = parseAction(state, e.move);
    if (isRejection(action)) return false;
    const r = applyAction(state, action);
    if (!r.ok) return false;
    state = r.state;
  }
  return true;
}

describe('records - mutations', () => {
  it.each(Object.keys(MUTATIONS))('records - a record mutated by %s is never accepted unless its game is legal', (name) => {
    const rng = seedRng(`mutations/${name}`);
    let accepted = 0;
    let refused = 0;
    for (let k = 0; k < 60; k++) {
      const record = records[k % records.length]!;
      const text = MUTATIONS[name]!(JSON.stringify(record), record, rng);
      let parsed: GameRecord;
      try {
        parsed = parseRecordText(text, 'mutant.json');
      } catch (err) {
        expect(err).toBeInstanceOf(RecordError);
        refused++;
        continue;
      }
      const r = replayRecord(parsed);
      if (r.ok) {
        expect(allLegal(parsed)).toBe(true);
        accepted++;
      } else {
        expect(r.problem.reason.length).toBeGreaterThan(0);
        refused++;
      }
    }
    expect(accepted + refused).toBe(60);
    if (name !== 'flip') expect(refused).toBeGreaterThan(0);
  });
});
