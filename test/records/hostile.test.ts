/**
 * Records that are not what they seem (issue 11, class 8) and record paths that are not files
 * (class 5): held to the command line's limits, keys given twice refused with their position,
 * fifos and devices refused at once, in loadRecord and in the list of saved games.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentPlayer, isOver, newGame, type BaseState, type MapData } from '../../src/api.js';
import { MAX_THINK_MS } from '../../src/bots/index.js';
import { randomAction } from '../../src/bots/random.js';
import { seedRng } from '../../src/engine/rng.js';
import { classicBoard } from '../../src/games/classic/boards/index.js';
import { MAX_RECORD_SEED_LENGTH, RECORD_EXIT, RecordError, type GameRecord } from '../../src/records/format.js';
import { listSavedGames, parseRecordText } from '../../src/records/read.js';
import { replayRecord } from '../../src/records/replay.js';
import { GameSession } from '../../src/records/session.js';
import { MAX_NAME } from '../../src/table/seats.js';
import { makeFifo } from '../files/hostile-paths.js';
import { fakeNow, loadError, playOn, startSession } from './support.js';

const dir = mkdtempSync(join(tmpdir(), 'hacienda-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const good = playOn(startSession(classicBoard('symmetric'), 3, 'hostile'), 'h', 40).record;
const goodText = JSON.stringify(good, null, 1);

/** A fresh copy of the good record, changed by `change`. */
function changed(change: (r: GameRecord) => void, base: GameRecord = good): GameRecord {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}

function errorOf(text: string): RecordError {
  try {
    parseRecordText(text, 'x.json');
  } catch (err) {
    expect(err).toBeInstanceOf(RecordError);
    return err as RecordError;
  }
  throw new Error('the record was accepted');
}

/** The record is refused as invalid (exit code 4), in one line matching `pattern`. */
function refused(record: GameRecord | string, pattern: RegExp): void {
  const e = errorOf(typeof record === 'string' ? record : JSON.stringify(record));
  expect(e.exitCode).toBe(RECORD_EXIT.invalid);
  expect(e.message).toMatch(pattern);
  expect(e.message).not.toContain('\n');
}

/** The record is read and its game replays. */
function accepted(record: GameRecord): void {
  const read = parseRecordText(JSON.stringify(record), 'x.json');
  const replay = replayRecord(read);
  if (!replay.ok) throw new Error(replay.problem.reason);
}

const seat = (i: number) => (r: GameRecord) => r.seats[i]!;
const bot = (level: string) => (r: GameRecord) => void (seat(1)(r).bot = level);

function game2026(layout: string): GameRecord {
  const options = { seed: 'hostile-2026', mode: 'hacienda', layout };
  const names = ['Red', 'Blue'];
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
  const rng = seedRng('hostile-2026/bots');
  for (let i = 0; i < 10 && !isOver(session.state); i++) session.apply(randomAction(session.state, currentPlayer(session.state), rng));
  return session.record;
}

describe('records - hostile records: the command line limits', () => {
  it('records - a strong bot that would think longer than --think allows is refused', () => {
    refused(changed(bot('strong:999999999')), /seats\.1\.bot: strong:999999999 thinks longer than the limit of 3600000 ms/);
    refused(changed(bot(`strong:${MAX_THINK_MS + 1}`)), /thinks longer than the limit/);
  });

  it('records - a strong bot at the --think limit is accepted', () => accepted(changed(bot(`strong:${MAX_THINK_MS}`))));

  it('records - bot levels the command line does not know are refused', () => {
    for (const level of ['Strong', 'bogus', 'strong:0', 'greedy:5', ' random', 'strong:1e9', '']) refused(changed(bot(level)), /seats\.1\.bot: /);
  });

  it('records - a human seat with a bot level is refused', () =>
    refused(
      changed((r) => void (seat(0)(r).bot = 'strong')),
      /seats\.0\.bot: a human seat takes no bot level/,
    ));

  it('records - two seats with one name, case aside, are refused', () => {
    refused(
      changed((r) => void (seat(1)(r).name = seat(0)(r).name)),
      /seats: two seats are named/,
    );
    refused(
      changed((r) => void (seat(2)(r).name = seat(0)(r).name.toUpperCase())),
      /seats: two seats are named/,
    );
  });

  it('records - a name longer than the setup allows, empty or padded is refused', () => {
    refused(
      changed((r) => void (seat(1)(r).name = 'n'.repeat(MAX_NAME + 1))),
      /seats\.1\.name: the name is longer than 20 characters/,
    );
    refused(
      changed((r) => void (seat(1)(r).name = '')),
      /seats\.1\.name: the name is empty/,
    );
    refused(
      changed((r) => void (seat(1)(r).name = ' Blue')),
      /seats\.1\.name: the name has spaces/,
    );
    refused(
      changed((r) => void (seat(1)(r).name = 'Blue ')),
      /seats\.1\.name: the name has spaces/,
    );
  });

  it('records - a name at the setup limit is accepted', () => accepted(changed((r) => void (seat(1)(r).name = 'n'.repeat(MAX_NAME)))));

  it('records - fewer or more seats than the ruleset plays are refused', () => {
    refused(
      changed((r) => void r.seats.splice(1)),
      /seats: 1 seats, but classic is for 2 to 5 players/,
    );
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name, player: 'bot' as const, bot: 'random' }));
    refused(
      changed((r) => void (r.seats = six)),
      /seats: 6 seats, but classic is for 2 to 5 players/,
    );
  });

  it('records - a seed longer than --seed takes with a game number is refused; one at the limit is accepted', () => {
    refused(
      changed((r) => void (r.options.seed = 's'.repeat(MAX_RECORD_SEED_LENGTH + 1))),
      /options\.seed: /,
    );
    accepted(changed((r) => void (r.options.seed = `${'s'.repeat(MAX_RECORD_SEED_LENGTH - 8)}/1000000`)));
  });

  it('records - options the ruleset does not take are refused', () => {
    refused(
      changed((r) => void (r.options.mode = 'hacienda')),
      /options\.mode: not an option of classic/,
    );
    refused(
      changed((r) => void (r.options.think = 999)),
      /options\.think: not an option of classic/,
    );
    refused(
      changed((r) => void (r.options.startPlayer = 'first')),
      /options\.startPlayer: /,
    );
  });

  it('records - a 2026 mode or layout not on the command line lists is refused', () => {
    const base = game2026('standard');
    accepted(base);
    refused(
      changed((r) => void (r.options.mode = 'expert'), base),
      /options\.mode: /,
    );
    refused(
      changed((r) => void (r.options.layout = 'spiral'), base),
      /options\.layout: /,
    );
    accepted(game2026('custom'));
    accepted(game2026('random'));
  });

  it('records - an unknown ruleset is refused at reading', () =>
    refused(
      changed((r) => void (r.ruleset = 'chess')),
      /ruleset: unknown rules 'chess' \(known: /,
    ));
});

describe('records - hostile records: keys given twice', () => {
  /** The good record's text with `extra` inserted right after the first occurrence of `after`. */
  const inserted = (after: string, extra: string) => goodText.replace(after, after + extra);
  const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

  it('records - a top-level key given twice is refused with both positions', () => {
    const text = inserted('\n "ruleset": "classic",', '\n "ruleset": "classic",');
    const first = lineOf(text, '"ruleset"');
    refused(text, new RegExp(`^x\\.json:${first + 1}:2: bad record: the key "ruleset" is given twice in one object \\(first at line ${first}, column 2\\)$`));
  });

  it('records - a key given twice deep inside is refused', () => {
    refused(goodText.replace('"player": "human"', '"player": "bot", "player": "human"'), /the key "player" is given twice/);
    refused(goodText.replace('"events": [', '"events": [{"drew": "rock", "drew": "pig"}, '), /the key "drew" is given twice/);
  });

  it('records - a key given twice through an escape is refused', () => {
    refused(goodText.replace('"seats": [', '"se\\u0061ts": [], "seats": ['), /the key "seats" is given twice/);
  });

  it('records - a key given twice with the same value is refused too', () =>
    refused(goodText.replace('"version": 1,', '"version": 1, "version": 1,'), /the key "version" is given twice/));

  it('records - the same key in different objects, and a key as a value, are fine', () => {
    // Every seat has "name", every action "index": one per object.
    accepted(parseRecordText(goodText, 'x.json'));
    accepted(changed((r) => void (seat(1)(r).name = 'name')));
  });
});

describe('records - hostile paths', () => {
  const fifo = join(dir, 'fifo.json');
  const hasFifo = makeFifo(fifo);
  const devices = ['/dev/zero', '/dev/urandom'].filter(() => process.platform === 'linux');

  function unreadable(file: string, pattern: RegExp): void {
    const error = loadError(file);
    expect(error.exitCode).toBe(RECORD_EXIT.unreadable);
    expect(error.message).toMatch(pattern);
  }

  it.runIf(hasFifo)('records - a fifo is refused at once as not a regular file', () =>
    unreadable(fifo, /^cannot read record '.*fifo\.json': not a regular file \(a fifo\)$/),
  );

  it.runIf(devices.length > 0)('records - links to /dev/zero and /dev/urandom are refused unread', () => {
    for (const dev of devices) {
      const link = join(dir, `${dev.slice(5)}.json`);
      symlinkSync(dev, link);
      unreadable(link, /not a regular file \(a character device\)$/);
    }
  });

  it('records - a folder is refused', () => {
    mkdirSync(join(dir, 'folder.json'));
    unreadable(join(dir, 'folder.json'), /not a regular file \(a folder\)$/);
  });

  it('records - a record over the size limit says so', () => {
    writeFileSync(join(dir, 'big.json'), ' '.repeat(8 * 1024 * 1024 + 1));
    unreadable(join(dir, 'big.json'), /too large for a record \(8388609 bytes; the limit is 8388608\)/);
  });

  it('records - the saved games list names fifos, devices and folders as unreadable, and lists the rest', () => {
    const games = join(dir, 'games');
    mkdirSync(games);
    writeFileSync(join(games, 'good.json'), goodText);
    mkdirSync(join(games, 'folder.json'));
    const expected = ['folder.json'];
    if (makeFifo(join(games, 'fifo.json'))) expected.push('fifo.json');
    for (const dev of devices) {
      symlinkSync(dev, join(games, `${dev.slice(5)}.json`));
      expected.push(`${dev.slice(5)}.json`);
    }
    const list = listSavedGames(games);
    expect(list.filter((g) => g.record).map((g) => g.file)).toEqual([join(games, 'good.json')]);
    const bad = list.filter((g) => !g.record);
    expect(bad.map((g) => g.file.slice(games.length + 1)).sort()).toEqual(expected.sort());
    for (const g of bad) expect(g.error).toMatch(/not a regular file \(a (folder|fifo|character device)\)$/);
  });
});
