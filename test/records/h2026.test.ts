/**
 * Records of Hacienda 2026 and rulings B2: chance in the middle of a game (the reshuffle at the
 * first run-out, the custom setup's tile draws and deal) replays from the record, not from the
 * generator, and a recorded outcome that cannot happen is refused, naming the action.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, currentPlayer, isOver, newGame, stableHash, type BaseState, type MapData } from '../../src/api.js';
import { randomAction } from '../../src/bots/random.js';
import { seedRng } from '../../src/engine/rng.js';
import type { GameRecord } from '../../src/records/format.js';
import { replayRecord } from '../../src/records/replay.js';
import { GameSession } from '../../src/records/session.js';
import { parseRecordText } from '../../src/records/read.js';
import { h2026 } from '../../src/games/h2026/rules/index.js';
import { fakeNow } from './support.js';

const BIN = resolve(import.meta.dirname, '../../bin/hacienda.js');

type Layout = 'standard' | 'custom' | 'random';

/** Random bots play a recorded game of 2026 to its end (or `actions` actions); the record through its text form. */
function recordedGame(seed: string, layout: Layout, players = 2, actions = Infinity): { record: GameRecord; state: BaseState } {
  const options = { seed, mode: 'hacienda', layout };
  const names = ['Red', 'Blue', 'Green', 'Yellow', 'White'].slice(0, players);
  const map = (newGame('2026', { ...options, players: names }) as BaseState & { map: MapData }).map;
  const session = GameSession.start({
    rules: '2026',
    options,
    map,
    seats: names.map((name) => ({ name, player: 'bot' as const, bot: 'random' })),
    file: null,
    program: 'test',
    now: fakeNow,
  });
  const rng = seedRng(`${seed}/bots`);
  for (let i = 0; i < actions && !isOver(session.state); i++) {
    const r = session.apply(randomAction(session.state, currentPlayer(session.state), rng));
    if (!r.ok) throw new Error(r.message);
  }
  return { record: parseRecordText(JSON.stringify(session.record), 'mem.json'), state: session.state };
}

/** The record with another generator after the setup: what a later version's generator would draw. */
function perturbed(record: GameRecord): GameRecord {
  const copy = structuredClone(record);
  (copy.setup as { rng: number[] }).rng = [1, 2, 3, 4];
  return copy;
}

/** Index (0-based) of the first action whose recorded events hold `key`. */
const firstWith = (record: GameRecord, key: string) => record.actions.findIndex((a) => a.events.some((e) => key in (e as object)));

const publicJson = (s: BaseState) => canonicalJson(h2026.toPublicJson(s as never));

describe('records - Hacienda 2026 (B2)', () => {
  it('records - a 2026 game replays from its record to the identical final state', () => {
    for (const layout of ['standard', 'custom', 'random'] as const) {
      const { record, state } = recordedGame(`b2/${layout}`, layout);
      expect(isOver(state)).toBe(true);
      const replay = replayRecord(record);
      if (!replay.ok) throw new Error(replay.problem.reason);
      expect(stableHash(replay.state)).toBe(stableHash(state));
    }
  });

  it('records - the reshuffle replays from the record even when the generator draws otherwise', () => {
    const { record, state } = recordedGame('b2/reshuffle', 'standard');
    expect(firstWith(record, 'reshuffled')).toBeGreaterThan(0);
    // Without the record's order the generator's new deck would differ: the record is what counts.
    const replay = replayRecord(perturbed(record));
    if (!replay.ok) throw new Error(replay.problem.reason);
    expect(publicJson(replay.state)).toBe(publicJson(state));
    expect(replay.state).toMatchObject({ deck: (state as unknown as { deck: number[] }).deck, discard: (state as unknown as { discard: number[] }).discard });
    expect(h2026.totals(replay.state as never)).toEqual(h2026.totals(state as never));
  });

  it("records - the custom setup's tile draws and deal replay from the record", () => {
    for (const players of [3, 5]) {
      const { record, state } = recordedGame(`b2/custom/${players}`, 'custom', players);
      expect(firstWith(record, 'drewTile')).toBeGreaterThanOrEqual(0);
      expect(firstWith(record, 'dealt')).toBeGreaterThan(0);
      const replay = replayRecord(perturbed(record));
      if (!replay.ok) throw new Error(replay.problem.reason);
      expect(publicJson(replay.state)).toBe(publicJson(state));
      expect((replay.state as unknown as { tiles: unknown }).tiles).toEqual((state as unknown as { tiles: unknown }).tiles);
    }
  });

  it('records - the perturbed generator really draws otherwise (the test above has teeth)', () => {
    const { record } = recordedGame('b2/teeth', 'standard');
    const at = firstWith(record, 'reshuffled');
    // A replay that followed the generator would reshuffle differently: take the reshuffle out of
    // the record and the perturbed replay disagrees with the record at that action.
    const copy = perturbed(record);
    const entry = copy.actions[at]!;
    const said = entry.events.find((e) => 'reshuffled' in (e as object)) as { reshuffled: string[] };
    entry.events = entry.events.filter((e) => !('reshuffled' in (e as object)));
    const replay = replayRecord(copy);
    expect(replay.ok).toBe(false);
    if (!replay.ok) {
      expect(replay.problem.index).toBe(at + 1);
      expect(replay.problem.reason).toContain('"reshuffled"');
      expect(replay.problem.reason).not.toContain(JSON.stringify(said.reshuffled));
    }
  });

  it('records - a recorded reshuffle that is not the discard pile is refused at its action', () => {
    const { record } = recordedGame('b2/tamper', 'standard');
    const at = firstWith(record, 'reshuffled');
    const tamper = (change: (cards: string[]) => unknown) => {
      const copy = structuredClone(record);
      const e = copy.actions[at]!.events.find((x) => 'reshuffled' in (x as object)) as { reshuffled: unknown };
      e.reshuffled = change(e.reshuffled as string[]);
      return replayRecord(copy);
    };
    const cases: [(cards: string[]) => unknown, RegExp][] = [
      [(c) => c.slice(1), /the recorded reshuffle has \d+ cards, but the discard pile .* has \d+/],
      [
        (c) => [...c.slice(1), c[0] === 'wild-animal' ? 'wild-terrain' : 'wild-animal'],
        /not the cards of the discard pile: one wild-(animal|terrain) too many/,
      ],
      [(c) => [...c.slice(1), 'lion-forest'], /'lion-forest', which is not a card/],
      [() => 'shuffled', /not a list of cards/],
    ];
    for (const [change, reason] of cases) {
      const replay = tamper(change);
      expect(replay.ok).toBe(false);
      if (replay.ok) continue;
      expect(replay.problem.index).toBe(at + 1);
      expect(replay.problem.reason).toMatch(reason);
      expect(replay.problem.move).toBe(record.actions[at]!.move);
    }
  });

  it('records - a recorded tile draw or deal that cannot happen is refused at its action', () => {
    const { record } = recordedGame('b2/tiles', 'custom', 4, 12);
    const at = firstWith(record, 'drewTile');
    const laid = (record.setup as { tiles: { tile: number }[] }).tiles.map((t) => t.tile);
    const tamper = (change: (e: Record<string, unknown>) => void, key = 'drewTile', index = at) => {
      const copy = structuredClone(record);
      change(copy.actions[index]!.events.find((x) => key in (x as object)) as Record<string, unknown>);
      return replayRecord(copy);
    };
    for (const [change, reason] of [
      [(e: Record<string, unknown>) => (e.drewTile = laid[1]), /the recorded tile draw takes tile \d, which is not in the box/],
      [(e: Record<string, unknown>) => (e.drewTile = 42), /takes tile 42, which is not in the box/],
      [(e: Record<string, unknown>) => (e.drewTile = 'six'), /names no tile/],
      [(e: Record<string, unknown>) => (e.returned = [e.drewTile]), /returns tile \d to the box, but it fits/],
    ] as const) {
      const replay = tamper(change);
      expect(replay.ok).toBe(false);
      if (!replay.ok) {
        expect(replay.problem.index).toBe(at + 1);
        expect(replay.problem.reason).toMatch(reason);
      }
    }
    const dealtAt = firstWith(record, 'dealt');
    const replay = tamper((e) => ((e.dealt as { queue: string[] }).queue = ['jaguar-hill']), 'dealt', dealtAt);
    expect(replay.ok).toBe(false);
    if (!replay.ok) {
      expect(replay.problem.index).toBe(dealtAt + 1);
      expect(replay.problem.reason).toMatch(/the recorded deal is not a possible one: the queue starts with 3 cards/);
    }
  });

  it('records - replay --text tells what each 2026 action revealed: cards, the reshuffle, tiles, the deal, scorings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-b2-'));
    for (const layout of ['standard', 'custom'] as const) {
      const { record } = recordedGame(`b2/text/${layout}`, layout);
      const file = join(dir, `${layout}.json`);
      writeFileSync(file, JSON.stringify(record));
      const r = spawnSync(process.execPath, [BIN, 'replay', '--text', file], { encoding: 'utf8' });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/\[drew [a-z]+-[a-z]+/);
      expect(r.stdout).toMatch(/the discard pile shuffled into a new deck of \d+ cards/);
      expect(r.stdout).toMatch(/final scoring: Red \d+ \(centers \d+, chains \d+, water \d+, platforms \d+, bonus \d+\)/);
      if (layout === 'custom') expect(r.stdout).toMatch(/drew tile \d[\s\S]*the map is complete: the cards dealt/);
    }
  });

  it('records - validate names the action of an impossible reshuffle in one line, exit code 1', () => {
    const { record } = recordedGame('b2/cli', 'standard');
    const at = firstWith(record, 'reshuffled');
    const e = record.actions[at]!.events.find((x) => 'reshuffled' in (x as object)) as { reshuffled: string[] };
    e.reshuffled = e.reshuffled.slice(1);
    const file = join(mkdtempSync(join(tmpdir(), 'hacienda-b2-')), 'game.json');
    writeFileSync(file, JSON.stringify(record));
    const r = spawnSync(process.execPath, [BIN, 'validate', file], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`action ${at + 1} (${record.seats[record.actions[at]!.player]!.name}: ${record.actions[at]!.move}): `);
    expect(r.stderr).toMatch(/the recorded reshuffle has \d+ cards/);
  });
});
