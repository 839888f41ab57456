/**
 * The map text format: boards as files a person can read and edit (see docs/maps.md).
 *
 *     # comments run from '#' to the end of the line
 *     name: symmetric
 *     shift: odd
 *     author: someone          (optional)
 *     note: anything           (optional)
 *
 *       M p p f f -
 *        p p p g g -
 *
 * A header of `key: value` lines, then the board: one line per row of hexes, top to bottom, one
 * code per space (TERRAIN_CODES of board.ts, `-` off the board), separated by spaces. Every row
 * has the same number of codes. Indentation is for the eye only: the `shift` header alone says
 * which rows sit half a hex to the right.
 *
 * Pure: text in, MapData out. Every problem is a MapFormatError naming file, line and column.
 */
import { OFF_BOARD, TERRAIN_CODES, topology, type MapData } from '../engine/board.js';
import { columnLetters, type RowShift } from '../engine/hex.js';
import { firstStrandedSpace } from './connected.js';
import { MapFormatError } from './errors.js';
import { MAX_MAP_COLUMNS, MAX_MAP_NAME, MAX_MAP_ROWS } from './limits.js';

export { MapFormatError } from './errors.js';

/** The optional header lines that a MapData has no room for. */
export interface MapMeta {
  author?: string;
  note?: string;
}

/** A parsed map file: the board plus its optional header lines. */
export interface MapFile extends MapMeta {
  map: MapData;
}

const HEADER_KEYS = ['name', 'shift', 'author', 'note'] as const;
type HeaderKey = (typeof HEADER_KEYS)[number];
const SHIFTS: readonly RowShift[] = ['odd', 'even'];
/** Every code a board may hold (TERRAIN_CODES), for printing. */
const CODES: readonly string[] = [...Object.keys(TERRAIN_CODES), OFF_BOARD];
/**
 * The terrain codes a map file may hold unless its reader names others, in the order error
 * messages list them (the Hacienda 2026 tiles pass their own, see src/games/h2026/tiles).
 */
export const MAP_CODES: readonly string[] = ['p', 'm', 'f', 'g', 'r', 's', 'M', 'W'];
// The value is trimmed apart: `(.*?)\s*$` took time quadratic in a line's inner spaces.
const HEADER_LINE = /^(\s*)([A-Za-z][\w-]*)(\s*:\s*)([\s\S]*)$/;

interface Header {
  value: string;
  line: number;
}

/** Parses a map file; throws MapFormatError for any problem. */
export function parseMapText(text: string, file: string): MapData {
  return parseMapFile(text, file).map;
}

/** Parses a map file, keeping the author and note lines too; `allowed` are the terrain codes it may hold. */
export function parseMapFile(text: string, file: string, allowed: readonly string[] = MAP_CODES): MapFile {
  const accepted = [...allowed, OFF_BOARD];
  const fail = (line: number, column: number, reason: string): never => {
    throw new MapFormatError(file, line, column, reason);
  };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const headers = new Map<HeaderKey, Header>();
  const grid: string[] = [];
  // Where each code of each row sits in the file, so later checks can point at a space.
  const rowLine: number[] = [];
  const codeColumn: number[][] = [];

  lines.forEach((raw, index) => {
    const n = index + 1;
    const hash = raw.indexOf('#');
    const body = hash >= 0 ? raw.slice(0, hash) : raw;
    if (body.trim() === '') return;

    const header = HEADER_LINE.exec(body);
    if (header) {
      // Every group of HEADER_LINE takes part in a match; the defaults only keep that checked.
      const [, indent = '', key = '', colon = '', rest = ''] = header;
      const value = rest.trimEnd();
      const keyColumn = indent.length + 1;
      const valueColumn = keyColumn + key.length + colon.length;
      if (grid.length > 0) fail(n, keyColumn, `header '${key}' after the board: headers go before the first row`);
      if (!(HEADER_KEYS as readonly string[]).includes(key)) {
        fail(n, keyColumn, `unknown header '${key}' (expected name, shift, author or note)`);
      }
      const seen = headers.get(key as HeaderKey);
      if (seen) fail(n, keyColumn, `duplicate header '${key}' (already given on line ${seen.line})`);
      if (value === '') fail(n, valueColumn, `header '${key}' has no value`);
      if (value.length > MAX_MAP_NAME) fail(n, valueColumn + MAX_MAP_NAME, `header '${key}' is longer than ${MAX_MAP_NAME} characters`);
      if (key === 'shift' && !(SHIFTS as readonly string[]).includes(value)) {
        fail(n, valueColumn, `bad shift '${value}' (expected odd or even)`);
      }
      headers.set(key as HeaderKey, { value, line: n });
      return;
    }

    if (grid.length === 0) requireHeaders(headers, n, fail);
    if (grid.length === MAX_MAP_ROWS) fail(n, body.search(/\S/) + 1, `the board has more than ${MAX_MAP_ROWS} rows`);
    const codes: string[] = [];
    const columns: number[] = [];
    for (const token of body.matchAll(/\S+/g)) {
      const at = token.index! + 1;
      if (codes.length === MAX_MAP_COLUMNS) fail(n, at, `row ${grid.length + 1} has more than ${MAX_MAP_COLUMNS} codes`);
      const bad = [...token[0]].findIndex((ch) => !accepted.includes(ch) || !(ch in TERRAIN_CODES || ch === OFF_BOARD));
      if (bad >= 0) {
        fail(n, at + bad, `unknown terrain code '${token[0][bad]}' (expected one of ${accepted.join(' ')})`);
      }
      if (token[0].length > 1) fail(n, at, `codes must be separated by spaces: '${token[0]}'`);
      codes.push(token[0]);
      columns.push(at);
    }
    const width = grid.length > 0 ? grid[0]!.length : codes.length;
    if (codes.length !== width) {
      const where = codes.length > width ? columns[width]! : body.trimEnd().length + 1;
      fail(
        n,
        where,
        `row ${grid.length + 1} has ${codes.length} codes, expected ${width} like the first row ` + `(line ${rowLine[0]}); use - for spaces off the board`,
      );
    }
    grid.push(codes.join(''));
    rowLine.push(n);
    codeColumn.push(columns);
  });

  if (grid.length === 0) {
    requireHeaders(headers, lines.length, fail);
    fail(lines.length, 1, 'empty board: expected rows of codes after the header');
  }
  const map: MapData = {
    name: headers.get('name')!.value,
    shift: headers.get('shift')!.value as RowShift,
    grid,
  };
  const topo = topology(map);
  if (topo.size === 0) fail(rowLine[0]!, codeColumn[0]![0]!, `no spaces on the board: every code is ${OFF_BOARD}`);
  const stranded = firstStrandedSpace(map);
  if (stranded >= 0) {
    const row = topo.row[stranded]!;
    fail(
      rowLine[row]!,
      codeColumn[row]![topo.col[stranded]!]!,
      `space ${topo.label[stranded]} is cut off: no path of neighbours leads from ${topo.label[0]} to it`,
    );
  }
  const out: MapFile = { map };
  const author = headers.get('author');
  const note = headers.get('note');
  if (author) out.author = author.value;
  if (note) out.note = note.value;
  return out;
}

function requireHeaders(headers: Map<HeaderKey, Header>, line: number, fail: (line: number, column: number, reason: string) => never): void {
  if (!headers.has('name')) fail(line, 1, "missing header 'name: ...' before the board");
  if (!headers.has('shift')) fail(line, 1, "missing header 'shift: odd' or 'shift: even' before the board");
}

/**
 * Prints a map in the text format; `parseMapText` reads it back to an equal MapData. Short rows
 * are padded with `-` so that every row has the same number of codes. A column-letter ruler
 * comment helps people find labels such as F7.
 */
export function formatMapText(map: MapData, meta: MapMeta = {}): string {
  // A loop, not Math.max(...rows): a spread of a huge grid overflows the stack.
  const width = map.grid.reduce((w, row) => Math.max(w, row.length), 0);
  const out = [`name: ${headerValue('name', map.name)}`, `shift: ${map.shift}`];
  if (meta.author !== undefined) out.push(`author: ${headerValue('author', meta.author)}`);
  if (meta.note !== undefined) out.push(`note: ${headerValue('note', meta.note)}`);
  out.push('');
  // Letters line up with the codes of unshifted rows; beyond Z they would take two characters.
  if (width <= 26) out.push('# ' + Array.from({ length: width }, (_, c) => columnLetters(c)).join(' '));
  map.grid.forEach((row, y) => {
    const codes = [...row.padEnd(width, OFF_BOARD)];
    const bad = codes.find((ch) => !CODES.includes(ch));
    if (bad !== undefined) throw new RangeError(`map ${map.name}: unknown terrain code '${bad}' in row ${y + 1}`);
    const shifted = (y & 1) === (map.shift === 'odd' ? 1 : 0);
    out.push((shifted ? '   ' : '  ') + codes.join(' '));
  });
  return out.join('\n') + '\n';
}

/** A header value must survive the trip back: one line, no comment mark, no outer spaces. */
function headerValue(key: string, value: string): string {
  if (value === '' || value !== value.trim() || /[#\r\n]/.test(value)) {
    throw new RangeError(`map ${key} ${JSON.stringify(value)} cannot be written as a header line`);
  }
  return value;
}
