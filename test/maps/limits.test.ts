/**
 * The board limits (src/maps/limits.ts, docs/maps.md "Limits"), shared by the loaders and the
 * record reader: a board at each limit loads, starts a game, is saved, read back, resumed and
 * replayed; one past each limit is refused when it is loaded, with file:line:column; a huge file
 * is refused by its limit at once (no stack overflow); the real boards are all well inside.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyAction, currentPlayer, isOver, newGame, type BaseState, type MapData } from '../../src/api.js';
import { randomAction } from '../../src/bots/random.js';
import { seedRng } from '../../src/engine/rng.js';
import { MapFormatError } from '../../src/maps/errors.js';
import { parseMapText } from '../../src/maps/format.js';
import { parseHaz } from '../../src/maps/haz.js';
import { MAX_HAZ_HEXES, MAX_MAP_BYTES, MAX_MAP_COLUMNS, MAX_MAP_NAME, MAX_MAP_ROWS } from '../../src/maps/limits.js';
import { loadMap, MapLoadError } from '../../src/maps/load.js';
import { BOARD_NAMES, classicBoard } from '../../src/games/classic/boards/index.js';
import { MapSchema } from '../../src/records/format.js';
import { loadRecord } from '../../src/records/read.js';
import { replayRecord } from '../../src/records/replay.js';
import { GameSession } from '../../src/records/session.js';
import { makeFifo } from '../files/hostile-paths.js';
import { playOn, startSession } from '../records/support.js';
import { hazDir, hazExists, noteIfHazMissing, repoRoot } from './paths.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'hacienda-limits-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const BIN = path.join(repoRoot, 'bin/hacienda.js');

function write(name: string, text: string): string {
  const file = path.join(tmp, name);
  writeFileSync(file, text);
  return file;
}

/** A map text file of pampas with a market every few spaces: connected, and a Classic board. */
function mapText(rows: number, columns: number, name = 'limits', header = ''): string {
  const lines = Array.from({ length: rows }, (_, y) => Array.from({ length: columns }, (_, x) => ((x + 2 * y) % 5 === 2 ? 'M' : 'p')).join(' '));
  return `name: ${name}\nshift: odd\n${header}\n${lines.join('\n')}\n`;
}

/** A `.haz` file: `rows` rows of two pampas and a market each, then `offBoard` off-board hexes below. */
function hazText(rows: number, { name = 'Tall', offBoard = 0 } = {}): string {
  const hexes: string[] = [];
  for (let x = 0; x < rows; x++) {
    const y = x % 2 === 0 ? 1 : 0;
    hexes.push(`${x * 100 + y}=2`, `${x * 100 + y + 2}=9`, `${x * 100 + y + 4}=2`);
  }
  // Off-board hexes fill whole doubled rows from the first row below the board, 50 to a row.
  for (let k = 0, x = rows; k < offBoard; x++) {
    for (let y = x % 2 === 0 ? 1 : 0; y < 100 && k < offBoard; y += 2, k++) hexes.push(`${x * 100 + y}=1`);
  }
  return `[Control]\nVersion=GRHIG0101\nMapName=${name}\n[Hex]\n${hexes.join('\n')}\n`;
}

/** The MapFormatError that loading `file` throws. */
function formatError(load: () => unknown): MapFormatError {
  try {
    load();
  } catch (err) {
    expect(err).toBeInstanceOf(MapFormatError);
    expect((err as Error).message).not.toContain('\n');
    return err as MapFormatError;
  }
  throw new Error('the board was accepted');
}

function loadError(what: string): MapLoadError {
  try {
    loadMap(what);
  } catch (err) {
    expect(err).toBeInstanceOf(MapLoadError);
    expect((err as Error).message).not.toContain('\n');
    return err as MapLoadError;
  }
  throw new Error('the map was accepted');
}

/**
 * The whole life of a game on `map`: started with a file, a few actions, saved, read back,
 * resumed, played on, replayed. Returns the record's file.
 */
function roundTrip(map: MapData, name: string, actions = 3): string {
  expect(MapSchema.safeParse(map).success).toBe(true);
  const file = path.join(tmp, `${name}.json`);
  const session = playOn(startSession(map, 2, `limits/${name}`, file), `limits/${name}/bots`, actions);
  session.close();
  const record = loadRecord(file);
  expect(record.map).toEqual(map);
  const resumed = GameSession.resume(record, file);
  expect(resumed.record.actions.length).toBe(session.record.actions.length);
  const rng = seedRng(`limits/${name}/more`);
  const r = resumed.apply(randomAction(resumed.state, currentPlayer(resumed.state), rng));
  if (!r.ok) throw new Error(r.message);
  resumed.close();
  const replay = replayRecord(loadRecord(file));
  if (!replay.ok) throw new Error(replay.problem.reason);
  expect(replay.steps.length).toBe(actions + 1);
  return file;
}

const run = (args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

describe('map limits - boards at each limit play, save, resume and replay', () => {
  it('map limits - a board of the most rows loads and its game resumes and replays', () => {
    roundTrip(loadMap(write('rows.map', mapText(MAX_MAP_ROWS, 4))), 'rows');
  });

  it('map limits - a board of the most columns loads and its game resumes and replays', () => {
    roundTrip(loadMap(write('columns.map', mapText(4, MAX_MAP_COLUMNS))), 'columns');
  });

  it('map limits - a board with the longest name loads and its game resumes and replays', () => {
    const map = loadMap(write('name.map', mapText(4, 4, 'n'.repeat(MAX_MAP_NAME))));
    expect(map.name).toHaveLength(MAX_MAP_NAME);
    roundTrip(map, 'name');
  });

  it('map limits - a .haz board of the most rows and the longest MapName loads and its game resumes and replays', () => {
    const map = loadMap(write('tall.haz', hazText(MAX_MAP_ROWS, { name: 'h'.repeat(MAX_MAP_NAME) })));
    expect(map.grid).toHaveLength(MAX_MAP_ROWS);
    roundTrip(map, 'tall-haz');
  });

  it('map limits - a .haz file of the most hexes loads and its game resumes and replays', () => {
    const text = hazText(3, { offBoard: MAX_HAZ_HEXES - 9 });
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_MAP_BYTES);
    const map = loadMap(write('hexes.haz', text));
    expect(map.grid).toHaveLength(3);
    roundTrip(map, 'hexes');
  });

  it('map limits - a map file of exactly the byte limit loads and its game resumes and replays', () => {
    const board = mapText(4, 4);
    // A comment fills the file up to the limit, its own newline included.
    const text = `#${'x'.repeat(MAX_MAP_BYTES - Buffer.byteLength(board) - 2)}\n${board}`;
    expect(Buffer.byteLength(text)).toBe(MAX_MAP_BYTES);
    roundTrip(loadMap(write('bytes.map', text)), 'bytes');
  });

  it('map limits - a board at every limit at once: its game validates and replays through the command line', () => {
    const text = mapText(MAX_MAP_ROWS, MAX_MAP_COLUMNS, 'n'.repeat(MAX_MAP_NAME), `author: ${'a'.repeat(MAX_MAP_NAME)}\nnote: ${'z'.repeat(MAX_MAP_NAME)}\n`);
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_MAP_BYTES);
    const file = roundTrip(loadMap(write('all.map', text)), 'all', 2);
    const validate = run(['validate', file]);
    expect(validate.stderr).toBe('');
    expect(validate.stdout).toMatch(/sound \(3 actions, unfinished\)/);
    expect(validate.status).toBe(0);
    const replay = run(['replay', file, '--text']);
    expect(replay.status).toBe(0);
    expect(replay.stdout.split('\n')[0]).toContain('n'.repeat(MAX_MAP_NAME));
    expect(replay.stdout).toMatch(/after action 3 of 3/);
  });
});

describe('map limits - one past each limit is refused at load, with its position', () => {
  it('map limits - a row too many is refused at that row', () => {
    const file = write('rows-past.map', mapText(MAX_MAP_ROWS + 1, 4));
    const e = formatError(() => loadMap(file));
    // The header takes lines 1-3; rows start on line 4.
    expect(e.message).toBe(`${file}:${MAX_MAP_ROWS + 4}:1: the board has more than ${MAX_MAP_ROWS} rows`);
  });

  it('map limits - a column too many is refused at that code', () => {
    const file = write('columns-past.map', mapText(2, MAX_MAP_COLUMNS + 1));
    const e = formatError(() => loadMap(file));
    expect(e.message).toBe(`${file}:4:${2 * MAX_MAP_COLUMNS + 1}: row 1 has more than ${MAX_MAP_COLUMNS} codes`);
  });

  it('map limits - a name, author or note one character too long is refused at the character past the limit', () => {
    let e = formatError(() => parseMapText(mapText(2, 2, 'n'.repeat(MAX_MAP_NAME + 1)), 'long.map'));
    expect(e.message).toBe(`long.map:1:${7 + MAX_MAP_NAME}: header 'name' is longer than ${MAX_MAP_NAME} characters`);
    e = formatError(() => parseMapText(mapText(2, 2, 'ok', `note: ${'z'.repeat(MAX_MAP_NAME + 1)}`), 'long.map'));
    expect(e.message).toMatch(/^long\.map:3:\d+: header 'note' is longer than 200 characters$/);
  });

  it('map limits - a .haz board a row too tall is refused at the hex that makes it so', () => {
    const text = hazText(MAX_MAP_ROWS + 1);
    const e = formatError(() => parseHaz(text, 'tall.haz'));
    // The first hex of row 201 (X = 200, so Y = 1: X+Y is odd).
    const key = MAX_MAP_ROWS * 100 + 1;
    const line = text.split('\n').findIndex((l) => l.startsWith(`${key}=`)) + 1;
    expect(e.message).toBe(`tall.haz:${line}:1: hex ${key} makes the board more than ${MAX_MAP_ROWS} rows tall`);
  });

  it('map limits - a .haz MapName too long is refused at its line', () => {
    const e = formatError(() => parseHaz(hazText(2, { name: 'h'.repeat(MAX_MAP_NAME + 1) }), 'name.haz'));
    expect(e.message).toBe(`name.haz:3:9: MapName is longer than ${MAX_MAP_NAME} characters`);
  });

  it('map limits - a .haz file of a hex too many is refused at that hex', () => {
    const text = hazText(3, { offBoard: MAX_HAZ_HEXES - 8 });
    const e = formatError(() => parseHaz(text, 'hexes.haz'));
    expect(e.message).toBe(`hexes.haz:${MAX_HAZ_HEXES + 5}:1: more than ${MAX_HAZ_HEXES} hexes in [Hex]`);
  });

  it('map limits - a .haz file of 500,000 cells is one line with its position, not a stack overflow', () => {
    const hexes: string[] = [];
    for (let x = 0; hexes.length < 500_000; x++) for (let y = x % 2 === 0 ? 1 : 0; y < 100; y += 2) hexes.push(`${x * 100 + y}=2`);
    const text = `[Control]\nVersion=GRHIG0101\nMapName=Huge\n[Hex]\n${hexes.join('\n')}\n`;
    expect(formatError(() => parseHaz(text, 'huge.haz')).message).toMatch(/^huge\.haz:\d+:1: more than 40000 hexes in \[Hex\]$/);
    // As a file it is over the byte limit, so it is refused before it is read.
    const file = write('huge.haz', text);
    expect(loadError(file).message).toBe(`cannot read map file '${file}': too large (${Buffer.byteLength(text)} bytes; the limit is ${MAX_MAP_BYTES})`);
  });

  it('map limits - a map file over the byte limit is refused unread', () => {
    const file = write('big.map', '');
    truncateSync(file, MAX_MAP_BYTES + 1);
    expect(loadError(file).message).toBe(`cannot read map file '${file}': too large (${MAX_MAP_BYTES + 1} bytes; the limit is ${MAX_MAP_BYTES})`);
  });

  it('map limits - the record reader refuses what the loaders refuse', () => {
    const ok = { name: 'n'.repeat(MAX_MAP_NAME), shift: 'odd', grid: Array(MAX_MAP_ROWS).fill('p'.repeat(MAX_MAP_COLUMNS)) };
    expect(MapSchema.safeParse(ok).success).toBe(true);
    expect(MapSchema.safeParse({ ...ok, name: 'n'.repeat(MAX_MAP_NAME + 1) }).success).toBe(false);
    expect(MapSchema.safeParse({ ...ok, grid: [...ok.grid, 'p'] }).success).toBe(false);
    expect(MapSchema.safeParse({ ...ok, grid: ['p'.repeat(MAX_MAP_COLUMNS + 1)] }).success).toBe(false);
  });
});

describe('map limits - maps that are not files', () => {
  it('map limits - a fifo, a link to /dev/zero or /dev/urandom, and a folder as a map are refused at once', () => {
    const cases: [string, string][] = [];
    if (makeFifo(path.join(tmp, 'fifo.map'))) cases.push([path.join(tmp, 'fifo.map'), 'a fifo']);
    if (process.platform === 'linux') {
      for (const dev of ['zero', 'urandom']) {
        symlinkSync(`/dev/${dev}`, path.join(tmp, `${dev}.haz`));
        cases.push([path.join(tmp, `${dev}.haz`), 'a character device']);
      }
    }
    mkdirSync(path.join(tmp, 'folder.map'));
    cases.push([path.join(tmp, 'folder.map'), 'a folder']);
    for (const [file, kind] of cases) expect(loadError(file).message).toBe(`cannot read map file '${file}': not a regular file (${kind})`);
  });

  it('map limits - the command line refuses a fifo or a device as --map with exit code 2', () => {
    const fifo = path.join(tmp, 'cli-fifo.map');
    const maps = makeFifo(fifo) ? [fifo] : [];
    if (process.platform === 'linux') maps.push('/dev/zero');
    for (const map of maps) {
      for (const command of [
        ['simulate', '--games', '1'],
        ['arena', '--games', '1', '--workers', '0'],
        ['play', '--yes'],
      ]) {
        const r = run([...command, '--map', map]);
        expect(r.status).toBe(2);
        expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
        expect(r.stderr).toMatch(/^hacienda: cannot read map file '.*': not a regular file \(a (fifo|character device)\)\n$/);
      }
    }
  });
});

describe('map limits - every real board is well inside the limits', () => {
  noteIfHazMissing();
  const inside = (map: MapData) => {
    expect(map.grid.length).toBeLessThanOrEqual(MAX_MAP_ROWS / 2);
    expect(map.grid.every((row) => row.length <= MAX_MAP_COLUMNS / 2)).toBe(true);
    expect(MapSchema.safeParse(map).success).toBe(true);
  };

  it('map limits - the built-in boards', () => {
    for (const name of BOARD_NAMES) inside(classicBoard(name));
  });

  it.runIf(hazExists)('map limits - every shared .haz board, and its file size', () => {
    for (const f of readdirSync(hazDir).filter((n) => n.endsWith('.haz'))) {
      inside(loadMap(path.join(hazDir, f)));
      expect(statSync(path.join(hazDir, f)).size).toBeLessThan(MAX_MAP_BYTES / 100);
    }
  });

  it("map limits - Hacienda 2026's maps: the standard and random layouts, and custom maps as they are laid", () => {
    const names = ['Red', 'Blue', 'Green', 'Yellow', 'White'];
    for (const mode of ['basic', 'hacienda']) {
      for (let n = 2; n <= 5; n++) {
        for (const layout of ['standard', 'random', 'custom']) {
          for (let s = 0; s < (layout === 'standard' ? 1 : 5); s++) {
            let state = newGame('2026', { players: names.slice(0, n), seed: `limits/${s}`, mode, layout }) as BaseState & { map: MapData };
            inside(state.map);
            // The custom setup lays tiles in play: check the map after every action until it is laid.
            const rng = seedRng(`limits/${s}/lay`);
            for (let i = 0; layout === 'custom' && i < 40 && !isOver(state); i++) {
              const r = applyAction(state, randomAction(state, currentPlayer(state), rng));
              if (!r.ok) throw new Error(r.message);
              state = r.state as typeof state;
              inside(state.map);
            }
          }
        }
      }
    }
  });
});
