import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentPlayer, formatAction, isOver, legalActions, stableHash } from '../../src/api.js';
import { classicBoard } from '../../src/games/classic/boards/index.js';
import { parseRecordText, loadRecord } from '../../src/records/read.js';
import { newRecordPath, saveRecord } from '../../src/records/store.js';
import { replayRecord } from '../../src/records/replay.js';
import { GameSession } from '../../src/records/session.js';
import { classic } from '../../src/games/classic/rules/index.js';
import { playOn, startSession } from './support.js';

const symmetric = classicBoard('symmetric');
const asymmetric = classicBoard('asymmetric');

describe('records - replay', () => {
  it.each([
    [symmetric, 2],
    [symmetric, 3],
    [asymmetric, 4],
    [asymmetric, 5],
  ] as const)('records - every simulated game on %s with %i players validates and replays to the identical final state', (map, players) => {
    for (let g = 0; g < 3; g++) {
      const session = playOn(startSession(map, players, `rec/${players}/${g}`), `bots/${g}`);
      expect(isOver(session.state)).toBe(true);
      // Through the file format: text out, text in.
      const record = parseRecordText(JSON.stringify(session.record), 'mem.json');
      const replay = replayRecord(record);
      if (!replay.ok) throw new Error(replay.problem.reason);
      expect(stableHash(replay.state)).toBe(stableHash(session.state));
      expect(record.result).toEqual({ totals: classic.totals(session.state as never), winners: classic.winners(session.state as never) });
    }
  });

  it('records - the setup is explicit: replay does not use the seed', () => {
    const session = playOn(startSession(symmetric, 2, 'explicit'), 'b', 40);
    const record = { ...session.record, options: { ...session.record.options, seed: 'something else entirely' } };
    const replay = replayRecord(record);
    expect(replay.ok).toBe(true);
    if (replay.ok) expect(stableHash(replay.state)).toBe(stableHash(session.state));
  });

  it('records - each entry has its index, player, notation and what it revealed', () => {
    const session = playOn(startSession(symmetric, 2, 'entries'), 'b', 60);
    session.record.actions.forEach((e, i) => {
      expect(e.index).toBe(i + 1);
      expect(e.move).toMatch(/^(end|buy|hacienda|water|play|harvest)\b/);
    });
    const draws = session.record.actions.filter((e) => e.move.endsWith('deck'));
    for (const d of draws) expect(d.events).toEqual([expect.objectContaining({ drew: expect.any(String), deck: expect.any(String) })]);
  });

  it('records - scorings are recorded with every category', () => {
    const session = playOn(startSession(symmetric, 3, 'scorings'), 'b');
    const scorings = session.record.actions.flatMap((e) => e.events as { scoring?: string; scores?: unknown[] }[]).filter((e) => e.scoring);
    expect(scorings.map((s) => s.scoring)).toEqual(['intermediate', 'final']);
    for (const s of scorings) {
      expect(s.scores).toHaveLength(3);
      for (const score of s.scores as Record<string, number>[])
        expect(Object.keys(score).sort()).toEqual(['chains', 'haciendas', 'markets', 'money', 'total', 'water']);
    }
  });

  it('records - replay stops at a given action', () => {
    const session = playOn(startSession(symmetric, 2, 'upto'), 'b', 30);
    const r = replayRecord(session.record, 10);
    expect(r.ok && r.steps.length).toBe(10);
  });
});

describe('records - sessions', () => {
  it('records - a new game gets a file name of its own, never an existing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-rec-'));
    const at = new Date('2026-11-29T17:40:12.345Z');
    const first = newRecordPath(dir, at, 'classic', 'a b/c');
    expect(first).toBe(join(dir, '2026-11-29_17-40-12-classic-abc.json'));
    writeFileSync(first, '{}');
    const second = newRecordPath(dir, at, 'classic', 'a b/c');
    expect(second).toBe(join(dir, '2026-11-29_17-40-12-classic-abc-2.json'));
    writeFileSync(second, '{}');
    expect(newRecordPath(dir, at, 'classic', 'a b/c')).toBe(join(dir, '2026-11-29_17-40-12-classic-abc-3.json'));
    expect(newRecordPath(join(dir, 'not yet made'), at, '2026', '')).toBe(join(dir, 'not yet made', '2026-11-29_17-40-12-2026-game.json'));
  });

  it('records - a session saves the record after every action, atomically', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-rec-'));
    const file = join(dir, 'game.json');
    const session = startSession(symmetric, 2, 'save', file);
    expect(loadRecord(file).actions).toHaveLength(0);
    playOn(session, 'b', 5);
    expect(loadRecord(file).actions).toHaveLength(5);
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(session.record, null, 1) + '\n');
  });

  it('records - a resumed session continues where the game stood', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-rec-'));
    const file = join(dir, 'game.json');
    const session = playOn(startSession(symmetric, 2, 'resume', file), 'b', 37);
    session.close();
    const resumed = GameSession.resume(loadRecord(file), file);
    expect(stableHash(resumed.state)).toBe(stableHash(session.state));
    playOn(resumed, 'c');
    expect(isOver(resumed.state)).toBe(true);
    expect(replayRecord(loadRecord(file)).ok).toBe(true);
  });

  it('records - undo takes back own actions of this turn that revealed nothing', () => {
    const session = startSession(symmetric, 2, 'undo');
    const before = stableHash(session.state);
    const seat = currentPlayer(session.state);
    const play = legalActions(session.state).find((a) => a.type === 'land')!;
    expect(session.apply(play).ok).toBe(true);
    expect(session.canUndo()).toBe(true);
    expect(session.undo()).toBe(true);
    expect(stableHash(session.state)).toBe(before);
    expect(session.record.actions).toHaveLength(0);
    // Drawing a card reveals it: no undo.
    expect(session.apply({ type: 'buy', deck: 'land', slot: -1 } as never).ok).toBe(true);
    expect(session.canUndo()).toBe(false);
    expect(session.undo()).toBe(false);
    // Nor across the end of the turn.
    session.apply({ type: 'end' } as never);
    expect(currentPlayer(session.state)).not.toBe(seat);
    expect(session.undo()).toBe(false);
  });

  it('records - notation in the record is what the engine prints', () => {
    const session = playOn(startSession(symmetric, 2, 'nota'), 'b', 20);
    const replay = replayRecord(session.record);
    if (!replay.ok) throw new Error(replay.problem.reason);
    for (const step of replay.steps) expect(formatAction(step.before, step.action)).toBe(step.entry.move);
  });

  it('records - saving writes through a temporary file in the same folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-rec-'));
    const file = join(dir, 'g.json');
    const session = startSession(symmetric, 2, 'tmp', null);
    saveRecord(file, session.record);
    expect(loadRecord(file)).toEqual(session.record);
  });
});
