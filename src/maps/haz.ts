/**
 * Importer for the publisher's board generator files (`.haz`), as shared by players of Classic
 * Hacienda. Pure: text in, MapData out; every problem is a MapFormatError with file, line, column.
 *
 * The format (notes in docs/maps.md): INI-like sections. `[Control]` holds `Version=GRHIG0101`,
 * `ColCount` (rows of the picture), `RowCount` (doubled columns) and `MapName`; `[Hex]` holds
 * `KEY=CODE` lines with KEY = X*100 + Y in doubled coordinates: only cells with X+Y odd exist and
 * the neighbours of (X,Y) are (X,Y±2) and (X±1,Y±1). X is the picture's row from the top; Y runs
 * along the row from right to left (the generator's pictures show Y=0 at the right edge).
 *
 * Mapping onto our offset grid: row = X - (smallest X on the board); the position along the row,
 * counted from the picture's left, is d = (largest Y on the board) - Y, and col = floor(d / 2).
 * Cells with an odd d sit half a hex right of those with an even d, which is exactly an offset
 * row shift; since d's parity alternates with X, the whole board has one `shift`, picked from the
 * parity of the top row. Neighbours then match the doubled-coordinate ones exactly. Empty rows
 * and columns at the edges fall away because the origin is the board's own top and left.
 */
import type { MapData } from '../engine/board.js';
import { MapFormatError } from './errors.js';
import { MAX_HAZ_HEXES, MAX_MAP_COLUMNS, MAX_MAP_NAME, MAX_MAP_ROWS } from './limits.js';

/** Board generator hex codes → our terrain codes; 1 is "not on the board". */
const HAZ_CODES: Readonly<Record<string, string>> = {
  '2': 'p',
  '3': 'g',
  '4': 'f',
  '5': 's',
  '6': 'r',
  '7': 'm',
  '9': 'M',
  '10': 'W',
};
const HAZ_OFF_BOARD = '1';
const HAZ_CODE_LIST = '1 off board, 2 pampas, 3 meadow, 4 forest, 5 moorland, 6 rock, 7 mountain, 9 market, 10 water field';
const VERSION = 'GRHIG0101';

interface Entry {
  value: string;
  line: number;
  keyColumn: number;
  valueColumn: number;
}

interface Cell {
  x: number;
  y: number;
  code: string;
}

/** Parses a `.haz` file into a board; throws MapFormatError for any problem. */
export function parseHaz(text: string, file: string): MapData {
  const fail = (line: number, column: number, reason: string): never => {
    throw new MapFormatError(file, line, column, reason);
  };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const control = new Map<string, Entry>();
  const hexes = new Map<number, Entry>();
  let section: string | null = null;
  let hexLine = 0;

  lines.forEach((raw, index) => {
    const n = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith(';')) return;
    const indent = raw.length - raw.trimStart().length;
    const heading = /^\[(.*)\]$/.exec(trimmed);
    if (heading) {
      section = heading[1]!.trim();
      if (section === 'Hex') {
        if (hexLine) fail(n, indent + 1, `second [Hex] section (the first is on line ${hexLine})`);
        hexLine = n;
      }
      return;
    }
    if (section === null) fail(n, indent + 1, 'expected a [Control] or [Hex] section heading');
    const eq = raw.indexOf('=');
    if (eq < 0) fail(n, indent + 1, `expected KEY=VALUE in [${section}]`);
    const key = raw.slice(0, eq).trim();
    const value = raw.slice(eq + 1).trim();
    const valueColumn = eq + 2 + (raw.slice(eq + 1).length - raw.slice(eq + 1).trimStart().length);
    const entry: Entry = { value, line: n, keyColumn: indent + 1, valueColumn };
    if (section === 'Control') {
      const seen = control.get(key);
      if (seen) fail(n, indent + 1, `duplicate ${key} in [Control] (first on line ${seen.line})`);
      control.set(key, entry);
    } else if (section === 'Hex') {
      if (!/^\d{1,6}$/.test(key)) fail(n, indent + 1, `bad hex key '${key}' (expected X*100+Y, digits only)`);
      const seen = hexes.get(Number(key));
      if (seen) fail(n, indent + 1, `duplicate hex ${key} (first on line ${seen.line})`);
      if (hexes.size === MAX_HAZ_HEXES) fail(n, indent + 1, `more than ${MAX_HAZ_HEXES} hexes in [Hex]`);
      hexes.set(Number(key), entry);
    }
    // Other sections belong to the generator (none are known); their lines are ignored.
  });

  const version = control.get('Version');
  if (!version) fail(1, 1, `not a board generator file: no Version=${VERSION} in a [Control] section`);
  if (version!.value !== VERSION) {
    fail(version!.line, version!.valueColumn, `unsupported Version '${version!.value}' (expected ${VERSION})`);
  }
  if (!hexLine) fail(lines.length, 1, 'no [Hex] section');
  const xCount = dimension(control.get('ColCount'), 'ColCount', fail);
  const yCount = dimension(control.get('RowCount'), 'RowCount', fail);

  const cells: Cell[] = [];
  // The board's extent so far, so that one too large is refused at the hex that makes it so.
  let xMin = Infinity;
  let xMax = -Infinity;
  let yMin = Infinity;
  let yMax = -Infinity;
  for (const [key, entry] of hexes) {
    const x = Math.floor(key / 100);
    const y = key % 100;
    if ((x + y) % 2 === 0) {
      fail(entry.line, entry.keyColumn, `hex ${key} is not a cell: X+Y must be odd (X=${x}, Y=${y})`);
    }
    if ((xCount !== null && x >= xCount) || (yCount !== null && y >= yCount)) {
      fail(entry.line, entry.keyColumn, `hex ${key} lies outside ColCount=${xCount} by RowCount=${yCount}`);
    }
    const code = entry.value === HAZ_OFF_BOARD ? null : HAZ_CODES[entry.value];
    if (code === undefined) {
      fail(entry.line, entry.valueColumn, `unknown hex code '${entry.value}' (expected ${HAZ_CODE_LIST})`);
    }
    if (!code) continue;
    xMin = Math.min(xMin, x);
    xMax = Math.max(xMax, x);
    yMin = Math.min(yMin, y);
    yMax = Math.max(yMax, y);
    if (xMax - xMin + 1 > MAX_MAP_ROWS) fail(entry.line, entry.keyColumn, `hex ${key} makes the board more than ${MAX_MAP_ROWS} rows tall`);
    if (Math.floor((yMax - yMin) / 2) + 1 > MAX_MAP_COLUMNS)
      fail(entry.line, entry.keyColumn, `hex ${key} makes the board more than ${MAX_MAP_COLUMNS} columns wide`);
    cells.push({ x, y, code });
  }
  if (cells.length === 0) fail(hexLine, 1, 'no spaces: every hex is off the board');

  return {
    name: mapName(control.get('MapName'), file, fail),
    ...toOffsetGrid(cells, { xMin, xMax, yMin, yMax }),
  };
}

/**
 * Lays doubled-coordinate cells onto an offset grid, un-mirroring Y (see the module comment).
 * The extent comes from the caller's loop: Math.min(...cells) overflowed the stack on a large file.
 */
function toOffsetGrid(cells: readonly Cell[], extent: { xMin: number; xMax: number; yMin: number; yMax: number }): Pick<MapData, 'shift' | 'grid'> {
  const { xMin, xMax, yMin, yMax } = extent;
  const width = Math.floor((yMax - yMin) / 2) + 1;
  const rows = Array.from({ length: xMax - xMin + 1 }, () => Array<string>(width).fill('-'));
  for (const c of cells) rows[c.x - xMin]![Math.floor((yMax - c.y) / 2)] = c.code;
  // X+Y is odd, so in the top row d = yMax - Y has the parity of yMax - xMin - 1; odd d = shifted.
  const topShifted = (yMax - xMin - 1) % 2 !== 0;
  return { shift: topShifted ? 'even' : 'odd', grid: rows.map((r) => r.join('')) };
}

function dimension(entry: Entry | undefined, key: string, fail: (line: number, column: number, reason: string) => never): number | null {
  if (!entry) return null;
  if (!/^\d+$/.test(entry.value) || Number(entry.value) === 0) {
    fail(entry.line, entry.valueColumn, `bad ${key} '${entry.value}' (expected a positive whole number)`);
  }
  return Number(entry.value);
}

/**
 * The file's MapName; the generator writes `None` when none was given, so use the file name then
 * (cut to the limit: it is ours to choose, unlike a MapName, which is refused when too long).
 */
function mapName(entry: Entry | undefined, file: string, fail: (line: number, column: number, reason: string) => never): string {
  const name = entry?.value.replace(/#/g, '').trim() ?? '';
  if (name.length > MAX_MAP_NAME) fail(entry!.line, entry!.valueColumn, `MapName is longer than ${MAX_MAP_NAME} characters`);
  if (name !== '' && name !== 'None') return name;
  const base = file.split(/[\\/]/).pop() ?? file;
  return base.replace(/\.haz$/i, '').slice(0, MAX_MAP_NAME) || 'unnamed';
}
