/** Records are untrusted: every bad input gets a clear one-line RecordError with its exit code. */
import { mkdtempSync, mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classicBoard } from '../../src/games/classic/boards/index.js';
import { RECORD_EXIT } from '../../src/records/format.js';
import { replayRecord } from '../../src/records/replay.js';
import { jsonDepth, MAX_RECORD_BYTES } from '../../src/records/store.js';
import { loadError, playOn, startSession } from './support.js';

const dir = mkdtempSync(join(tmpdir(), 'hacienda-bad-'));
const good = playOn(startSession(classicBoard('symmetric'), 2, 'bad-input'), 'b');
const goodText = JSON.stringify(good.record);

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

function fails(file: string, code: number, pattern: RegExp): void {
  const e = loadError(file);
  expect(e.exitCode).toBe(code);
  expect(e.message).toMatch(pattern);
  expect(e.message).not.toContain('\n');
}

function unsound(record: unknown, pattern: RegExp): void {
  const r = replayRecord(record as never);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(`${r.problem.index} ${r.problem.reason}`).toMatch(pattern);
}

describe('records - bad input', () => {
  it('records - a missing file', () => fails(join(dir, 'nope.json'), RECORD_EXIT.unreadable, /cannot read record .*no such file/));
  it('records - a folder instead of a file', () => {
    mkdirSync(join(dir, 'folder.json'), { recursive: true });
    fails(join(dir, 'folder.json'), RECORD_EXIT.unreadable, /folder/);
  });
  it('records - not JSON', () => fails(write('garbage.json', 'hello, world'), RECORD_EXIT.invalid, /not valid JSON/));
  it('records - an empty file', () => fails(write('empty.json', ''), RECORD_EXIT.invalid, /empty or cut short/));
  it('records - a truncated file', () => fails(write('cut.json', goodText.slice(0, goodText.length / 2)), RECORD_EXIT.invalid, /cut short/));
  it('records - another format', () =>
    fails(write('other.json', '{"format":"chess-pgn","version":1}'), RECORD_EXIT.invalid, /not a hacienda record.*chess-pgn/));
  it('records - a JSON array', () => fails(write('array.json', '[1,2,3]'), RECORD_EXIT.invalid, /expected a JSON object/));
  it('records - a newer version', () => fails(write('newer.json', goodText.replace('"version":1', '"version":7')), RECORD_EXIT.invalid, /version 7 is newer/));
  it('records - a field of the wrong kind', () =>
    fails(
      write('kind.json', goodText.replace('"actions":[', '"actions":{"x":[').replace(/\]([^\]]*)$/, ']}$1')),
      RECORD_EXIT.invalid,
      /bad record|not valid JSON/,
    ));
  it('records - an unknown key', () => fails(write('extra.json', goodText.replace('{"format"', '{"surprise":1,"format"')), RECORD_EXIT.invalid, /surprise/));
  it('records - a __proto__ key', () =>
    fails(write('proto.json', goodText.replace('{"format"', '{"__proto__":{"polluted":true},"format"')), RECORD_EXIT.invalid, /__proto__/));
  it('records - deeply nested JSON', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(jsonDepth(deep, 40)).toBeGreaterThan(32);
    fails(write('deep.json', deep), RECORD_EXIT.invalid, /nested deeper/);
  });
  it('records - a huge file is refused unread', () => {
    const file = write('huge.json', '');
    truncateSync(file, MAX_RECORD_BYTES + 1);
    fails(file, RECORD_EXIT.unreadable, /too large/);
  });
  it('records - a tampered action is named with its index, player and why', () => {
    const record = JSON.parse(goodText);
    const i = record.actions.findIndex((e: { move: string }) => e.move.startsWith('play animal'));
    record.actions[i].move = record.actions[i].move.replace(/[A-Z]\d+$/, 'A1');
    const r = replayRecord(record);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.index).toBe(i + 1);
      expect(r.problem.player).toBe(good.record.seats[record.actions[i].player]!.name);
      expect(r.problem.move).toMatch(/A1$/);
    }
  });
  it('records - a move that is not notation', () => {
    const record = JSON.parse(goodText);
    record.actions[3].move = 'teleport to Z99';
    unsound(record, /^4 .*not a move/);
  });
  it('records - an action by the wrong player', () => {
    const record = JSON.parse(goodText);
    record.actions[0].player = 1 - record.actions[0].player;
    unsound(record, /^1 it is .*'s turn/);
  });
  it('records - a card drawn that the deck did not hold', () => {
    const record = JSON.parse(goodText);
    const e = record.actions.find((a: { events: { drew?: string }[] }) => a.events.some((x) => x.drew));
    const ev = e.events.find((x: { drew?: string }) => x.drew);
    ev.drew = ev.deck === 'land' ? (ev.drew === 'rock' ? 'forest' : 'rock') : ev.drew === 'pig' ? 'horse' : 'pig';
    unsound(record, /record says it led to/);
  });
  it('records - stored scoring results that disagree with the replay', () => {
    const record = JSON.parse(goodText);
    const e = record.actions.find((a: { events: { scoring?: string }[] }) => a.events.some((x) => x.scoring));
    e.events.find((x: { scoring?: string }) => x.scoring).scores[0].total += 5;
    unsound(record, /record says it led to/);
  });
  it('records - a stored result that disagrees', () => {
    const record = JSON.parse(goodText);
    record.result.totals[0] += 1;
    unsound(record, /result .* disagrees/);
  });
  it('records - a setup with a card too many', () => {
    const record = JSON.parse(goodText);
    record.setup.land.deck[0] = record.setup.land.deck[0] === 'rock' ? 'forest' : 'rock';
    unsound(record, /^0 setup: /);
  });
  it('records - an unknown ruleset', () => {
    const record = JSON.parse(goodText);
    record.ruleset = 'chess';
    unsound(record, /^0 unknown rules 'chess'/);
  });
});
