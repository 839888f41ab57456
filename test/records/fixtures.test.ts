/**
 * Records written before the games moved into src/games (issue 12) replay to the very same
 * states, action by action, in memory and through the built program (test/fixtures/README.md).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, ruleset, type BaseState } from '../../src/api.js';
import { loadRecord } from '../../src/records/read.js';
import { replayRecord } from '../../src/records/replay.js';
import { runBin } from '../cli/in-process.js';

const DIR = resolve(import.meta.dirname, '../fixtures');
const NAMES = readdirSync(join(DIR, 'records'))
  .filter((f) => f.endsWith('.json'))
  .sort();

interface Expected {
  actions: number;
  finished: boolean;
  hashes: string[];
  final: unknown;
}

const expected = (name: string): Expected => JSON.parse(readFileSync(join(DIR, 'replays', name), 'utf8')) as Expected;
const hash = (x: unknown) => createHash('sha256').update(canonicalJson(x)).digest('hex').slice(0, 16);

describe('record fixtures', () => {
  it('record fixtures - cover both games, every mode and layout, bots and people, finished and not', () => {
    expect(NAMES.filter((n) => n.startsWith('classic-')).length).toBeGreaterThanOrEqual(5);
    expect(NAMES.filter((n) => n.startsWith('h2026-')).length).toBeGreaterThanOrEqual(5);
    for (const part of ['symmetric', 'asymmetric', 'basic', 'hacienda', 'standard', 'random', 'custom', 'people', 'unfinished'])
      expect(
        NAMES.some((n) => n.includes(part)),
        part,
      ).toBe(true);
  });

  for (const name of NAMES) {
    it(`record fixtures - ${name} replays to the same state after every action`, () => {
      const want = expected(name);
      const record = loadRecord(join(DIR, 'records', name));
      expect(record.actions.length).toBe(want.actions);
      expect(Boolean(record.result)).toBe(want.finished);
      const r = replayRecord(record);
      if (!r.ok) throw new Error(`${name}: ${JSON.stringify(r.problem)}`);
      const rules = ruleset(record.ruleset);
      const pub = (state: BaseState, n: number) => ({ ...(rules.toPublicJson(state) as object), actions: n, seats: record.seats });
      const states = [r.initial, ...r.steps.map((s) => s.after)];
      const hashes = states.map((s, i) => hash(pub(s, i)));
      const first = hashes.findIndex((h, i) => h !== want.hashes[i]);
      expect(first, `${name}: the state after action ${first} differs`).toBe(-1);
      expect(hashes.length).toBe(want.hashes.length);
      expect(pub(r.state, record.actions.length)).toEqual(want.final);
    });
  }

  it('record fixtures - the built program replays each as before (replay --json and --text)', () => {
    for (const name of NAMES) {
      const file = join(DIR, 'records', name);
      const json = runBin(['replay', '--json', file]);
      expect(json.code, `${name}: ${json.err}`).toBe(0);
      expect(JSON.parse(json.out)).toEqual(expected(name).final);
      const text = runBin(['replay', '--text', file], { env: { NO_COLOR: '1' } });
      expect(text.out, name).toBe(readFileSync(join(DIR, 'replays', name.replace(/\.json$/, '.txt')), 'utf8'));
      expect(runBin(['validate', file]).code, name).toBe(0);
    }
  }, 120_000);
});
