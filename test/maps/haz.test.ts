import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { topology, type MapData } from '../../src/engine/board.js';
import { checkClassicBoard } from '../../src/games/classic/rules/board-check.js';
import { MapFormatError } from '../../src/maps/errors.js';
import { formatMapText, parseMapFile } from '../../src/maps/format.js';
import { parseHaz } from '../../src/maps/haz.js';
import { hazDir, hazExists, noteIfHazMissing } from './paths.js';

/** What a .haz code means in our terrain names; read straight from the format notes. */
const HAZ_TERRAIN: Record<number, string> = {
  2: 'pampas',
  3: 'meadow',
  4: 'forest',
  5: 'moorland',
  6: 'rock',
  7: 'mountain',
  9: 'market',
  10: 'water',
};

/** On-board cells of a .haz text by "X,Y", read independently of the importer. */
function rawCells(text: string): Map<string, number> {
  const cells = new Map<string, number>();
  const hex = text.split(/\[Hex\]/)[1] ?? '';
  for (const m of hex.matchAll(/^\s*(\d+)\s*=\s*(\d+)\s*$/gm)) {
    const key = Number(m[1]);
    const code = Number(m[2]);
    if (code !== 1) cells.set(`${Math.floor(key / 100)},${key % 100}`, code);
  }
  return cells;
}

/**
 * Checks that the imported board is the .haz board: one space per on-board cell, same terrain,
 * and the neighbours of the doubled coordinates, (X,Y±2) and (X±1,Y±1), exactly.
 */
function expectSameBoard(map: MapData, text: string): void {
  const cells = rawCells(text);
  const topo = topology(map);
  expect(topo.size).toBe(cells.size);
  const xs = [...cells.keys()].map((k) => Number(k.split(',')[0]));
  const ys = [...cells.keys()].map((k) => Number(k.split(',')[1]));
  const xMin = Math.min(...xs);
  const yMax = Math.max(...ys);
  // The inverse of the importer's layout: row = X - xMin, 2*col + (shifted row) = yMax - Y.
  const cellOf = (i: number): string => {
    const row = topo.row[i]!;
    const shifted = (row & 1) === (map.shift === 'odd' ? 1 : 0);
    return `${row + xMin},${yMax - (2 * topo.col[i]! + (shifted ? 1 : 0))}`;
  };
  const spaceOf = new Map<string, number>();
  for (let i = 0; i < topo.size; i++) {
    const cell = cellOf(i);
    expect(cells.has(cell), `${topo.label[i]} -> ${cell}`).toBe(true);
    expect(topo.terrain[i], topo.label[i]).toBe(HAZ_TERRAIN[cells.get(cell)!]);
    spaceOf.set(cell, i);
  }
  expect(spaceOf.size).toBe(cells.size);
  for (const [cell, i] of spaceOf) {
    const [x, y] = cell.split(',').map(Number) as [number, number];
    const expected = [
      [x, y - 2],
      [x, y + 2],
      [x - 1, y - 1],
      [x - 1, y + 1],
      [x + 1, y - 1],
      [x + 1, y + 1],
    ]
      .map(([a, b]) => spaceOf.get(`${a},${b}`))
      .filter((n): n is number => n !== undefined)
      .sort((a, b) => a - b);
    expect(topo.neighbours[i], `neighbours of ${topo.label[i]} (${cell})`).toEqual(expected);
  }
}

function terrainAt(map: MapData, labels: string[]): string[] {
  const topo = topology(map);
  return labels.map((l) => topo.terrain[topo.indexOf(l)] ?? `no space ${l}`);
}

/** The MapFormatError that importing `text` throws. */
function errorOf(text: string, file = 'bad.haz'): MapFormatError {
  try {
    parseHaz(text, file);
  } catch (err) {
    expect(err).toBeInstanceOf(MapFormatError);
    return err as MapFormatError;
  }
  throw new Error('expected a MapFormatError');
}

const HEAD = '[Control]\nVersion=GRHIG0101\nColCount=4\nRowCount=5\nMapName=Tiny\n[Hex]\n';

describe('haz import (synthetic files)', () => {
  it('haz import - maps doubled coordinates onto an offset grid, mirroring Y and trimming the edges', () => {
    // Cells (1,2) (1,4) (2,1) (2,3) (3,2): rows 1..3 of the file, Y 1..4.
    const text = HEAD + '102=2\r\n104=9\r\n201=4\r\n203=10\r\n302=7\r\n100=1\r\n';
    const map = parseHaz(text, 'tiny.haz');
    // d = 4 - Y from the left: row X=1 has d = 0, 2 (unshifted, so odd rows are the shifted
    // ones), row X=2 has d = 1, 3 (shifted), row X=3 has d = 2 (second column).
    expect(map).toEqual({ name: 'Tiny', shift: 'odd', grid: ['Mp', 'Wf', '-m'] });
    expectSameBoard(map, text);
  });

  it('haz import - picks the shift from the parity of the top row', () => {
    const text = HEAD + '201=2\n203=2\n302=2\n304=2\n';
    const map = parseHaz(text, 'p.haz');
    // The top row X=2 has d = 4 - Y = 1, 3: odd, so the top row is shifted.
    expect(map).toEqual({ name: 'Tiny', shift: 'even', grid: ['pp', 'pp'] });
    expectSameBoard(map, text);
  });

  it('haz import - names the board after the file when MapName is None or missing', () => {
    expect(parseHaz(HEAD.replace('MapName=Tiny', 'MapName=None') + '102=2\n', 'dir/Four Worlds.haz').name).toBe('Four Worlds');
    expect(parseHaz(HEAD.replace('MapName=Tiny\n', '') + '102=2\n', 'C:\\maps\\x.HAZ').name).toBe('x');
  });

  it('haz import - rejects a file without [Hex]', () => {
    expect(errorOf('[Control]\nVersion=GRHIG0101\n').message).toBe('bad.haz:3:1: no [Hex] section');
  });

  it('haz import - rejects a bad key with line and column', () => {
    expect(errorOf(HEAD + '102=2\n  1a2=2\n').message).toBe("bad.haz:8:3: bad hex key '1a2' (expected X*100+Y, digits only)");
  });

  it('haz import - rejects a key whose X+Y is even', () => {
    expect(errorOf(HEAD + '101=2\n').message).toBe('bad.haz:7:1: hex 101 is not a cell: X+Y must be odd (X=1, Y=1)');
  });

  it('haz import - rejects a key outside ColCount and RowCount', () => {
    expect(errorOf(HEAD + '500=2\n').reason).toBe('hex 500 lies outside ColCount=4 by RowCount=5');
  });

  it('haz import - rejects an unknown code, pointing at the value', () => {
    expect(errorOf(HEAD + '102 = 8\n').message).toBe(
      "bad.haz:7:7: unknown hex code '8' (expected 1 off board, 2 pampas, 3 meadow, 4 forest, 5 moorland, " + '6 rock, 7 mountain, 9 market, 10 water field)',
    );
  });

  it('haz import - rejects a bad or missing Version', () => {
    expect(errorOf(HEAD.replace('GRHIG0101', 'GRHIG0202') + '102=2\n').message).toBe("bad.haz:2:9: unsupported Version 'GRHIG0202' (expected GRHIG0101)");
    expect(errorOf('[Hex]\n102=2\n').message).toBe('bad.haz:1:1: not a board generator file: no Version=GRHIG0101 in a [Control] section');
  });

  it('haz import - rejects a board without spaces', () => {
    expect(errorOf(HEAD + '102=1\n201=1\n').message).toBe('bad.haz:6:1: no spaces: every hex is off the board');
    expect(errorOf(HEAD).reason).toBe('no spaces: every hex is off the board');
  });

  it('haz import - rejects garbage, duplicates and lines without =', () => {
    expect(errorOf('hello world\n').message).toBe('bad.haz:1:1: expected a [Control] or [Hex] section heading');
    expect(errorOf('\u0000\u0001binary').reason).toBe('expected a [Control] or [Hex] section heading');
    expect(errorOf(HEAD + '102=2\nrubbish\n').message).toBe('bad.haz:8:1: expected KEY=VALUE in [Hex]');
    expect(errorOf(HEAD + '102=2\n102=3\n').message).toBe('bad.haz:8:1: duplicate hex 102 (first on line 7)');
    expect(errorOf(HEAD + '[Hex]\n').reason).toBe('second [Hex] section (the first is on line 6)');
    expect(errorOf(HEAD.replace('ColCount=4', 'ColCount=four')).reason).toBe("bad ColCount 'four' (expected a positive whole number)");
  });
});

noteIfHazMissing();

describe.skipIf(!hazExists)('haz import (shared example files)', () => {
  const files = hazExists
    ? readdirSync(hazDir)
        .filter((f) => f.endsWith('.haz'))
        .sort()
    : [];
  const read = (f: string) => readFileSync(path.join(hazDir, f), 'utf8');

  it('haz import - finds the example files', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
  });

  it.each(files)('haz import - %s loads, keeps every neighbour and passes the Classic check', (f) => {
    const text = read(f);
    const map = parseHaz(text, f);
    expectSameBoard(map, text);
    expect(checkClassicBoard(map)).toEqual([]);
    // Nothing is left over at the edges: the first and last rows and columns hold spaces.
    expect(map.grid[0]).toMatch(/[^-]/);
    expect(map.grid[map.grid.length - 1]).toMatch(/[^-]/);
    expect(map.grid.some((row) => row[0] !== '-')).toBe(true);
    expect(map.grid.some((row) => row[row.length - 1] !== '-')).toBe(true);
    expect(new Set(map.grid.map((row) => row.length)).size).toBe(1);
  });

  it('haz import - Ararat matches its picture: markets in the top row, water and forest along row 14', () => {
    const map = parseHaz(read('Ararat.haz'), 'Ararat.haz');
    expect(map.name).toBe('Ararat');
    expect(map.shift).toBe('even');
    expect([map.grid.length, map.grid[0]!.length]).toEqual([16, 24]);
    // The top row of the picture: two markets at the left, two at the right, nothing else.
    expect(map.grid[0]).toBe('----MM-----------MM-----');
    // The water field at the top of the central triangle, and the row of water fields near the bottom.
    expect(terrainAt(map, ['L11', 'D14', 'H14', 'K14', 'N14', 'Q14', 'U14'])).toEqual(Array(7).fill('water'));
    // Row 14 runs from edge to edge: forest at both ends, mountain third from the left.
    expect(terrainAt(map, ['A14', 'B14', 'C14', 'X14'])).toEqual(['forest', 'rock', 'mountain', 'forest']);
    // Near the right edge of row 10: a market, then pampas to the edge.
    expect(terrainAt(map, ['U10', 'X10'])).toEqual(['market', 'pampas']);
  });

  it('haz import - Elemental matches its picture: one terrain per corner, mountains in the middle', () => {
    const map = parseHaz(read('Elemental.haz'), 'Elemental.haz');
    expect(terrainAt(map, ['D4', 'G4', 'E5'])).toEqual(['rock', 'rock', 'rock']); // top left
    expect(terrainAt(map, ['O4', 'R4', 'P5'])).toEqual(['forest', 'forest', 'forest']); // top right
    expect(terrainAt(map, ['D16', 'E14'])).toEqual(['moorland', 'moorland']); // bottom left
    expect(terrainAt(map, ['O16', 'R16', 'P14'])).toEqual(['meadow', 'meadow', 'meadow']); // bottom right
    expect(terrainAt(map, ['K10', 'I10', 'M10', 'K4'])).toEqual(['mountain', 'mountain', 'mountain', 'market']);
    expect(terrainAt(map, ['B2', 'I2', 'M2', 'T2'])).toEqual(['market', 'water', 'water', 'market']);
  });

  it('haz import - uses the file name for boards whose MapName is None', () => {
    expect(parseHaz(read('FourWorlds.haz'), path.join(hazDir, 'FourWorlds.haz')).name).toBe('FourWorlds');
  });

  it('haz import - imported connected boards survive the text format', () => {
    for (const f of ['Ararat.haz', 'Elemental.haz', 'Socket.haz']) {
      const map = parseHaz(read(f), f);
      expect(parseMapFile(formatMapText(map, { author: 'M. Lanza' }), f)).toEqual({ map, author: 'M. Lanza' });
    }
  });
});
