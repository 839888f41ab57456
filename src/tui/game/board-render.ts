/**
 * The board as lines of text, in two zoom levels. Pure: the same input gives the same lines.
 *
 * Compact: one line per row of hexes, two characters per hex, every other row half a hex (one
 * character) to the right, as the map's row shift says. Detailed: hex outlines, four characters
 * per hex and two lines per row. Column letters run along the top, row numbers down the left.
 */
import { columnLetters } from '../../engine/hex.js';
import type { BaseState } from '../../engine/ruleset.js';
import type { Topology } from '../../engine/board.js';
import type { Glyphs } from '../terminal/glyphs.js';
import { styleKey, type Painter, type Style } from '../terminal/style.js';
import type { CellLook, Highlight } from './cells.js';
import type { Presenter } from './presenter.js';

export type Zoom = 'compact' | 'detailed';

export interface BoardInput {
  state: BaseState;
  topo: Topology;
  /** Says what each space shows. */
  presenter: Presenter;
  zoom: Zoom;
  cursor: number;
  /** Spaces highlighted as legal targets. */
  targets: ReadonlySet<number>;
  /** Spaces covered by the water tile being placed. */
  preview: ReadonlySet<number>;
  /** Spaces the last action touched. */
  recent?: ReadonlySet<number>;
  /** Spaces changed since the viewer last acted (other seats' turns): marked until they act. */
  changed?: ReadonlySet<number>;
  /** Only these spaces are asked about (the markets that count): the others are drawn faded. */
  focus?: ReadonlySet<number> | null;
  glyphs: Glyphs;
  painter: Painter;
  /** Compact zoom: only these rows of hexes (a tall board in a short terminal); all by default. */
  rows?: { first: number; count: number };
  /** Compact zoom: only these columns of hexes (a wide board in a narrow terminal); all by default. */
  cols?: { first: number; count: number };
}

/** Width of the row labels (`13 `). */
function labelWidth(topo: Topology): number {
  return String(topo.rows).length + 1;
}

/** Whether row `row` (0-based) sits half a hex to the right. */
function shifted(topo: Topology, row: number): boolean {
  return topo.map.shift === 'odd' ? row % 2 === 1 : row % 2 === 0;
}

export function boardSize(topo: Topology, zoom: Zoom): { width: number; height: number } {
  const lw = labelWidth(topo);
  if (zoom === 'compact') return { width: compactWidth(topo, topo.cols), height: topo.rows + 1 };
  return { width: lw + 4 * topo.cols + 3, height: 2 * topo.rows + 2 };
}

/** The width of the compact board showing `cols` columns of hexes (labels and the half-hex shift included). */
export function compactWidth(topo: Topology, cols: number): number {
  return labelWidth(topo) + 2 * cols + 1;
}

/** Spaces by [row][col], -1 off the board. */
const grids = new WeakMap<Topology, Int32Array>();
export function spaceGrid(topo: Topology): Int32Array {
  let grid = grids.get(topo);
  if (!grid) {
    grid = new Int32Array(topo.rows * topo.cols).fill(-1);
    for (let s = 0; s < topo.size; s++) grid[topo.row[s]! * topo.cols + topo.col[s]!] = s;
    grids.set(topo, grid);
  }
  return grid;
}

export function spaceAt(topo: Topology, col: number, row: number): number {
  if (col < 0 || row < 0 || col >= topo.cols || row >= topo.rows) return -1;
  return spaceGrid(topo)[row * topo.cols + col]!;
}

/**
 * The last drawing of a board, kept by the view that shows it (BoardView, one per screen): a frame
 * draws again only the lines whose spaces look otherwise than in the last one. Moving the cursor
 * changes two spaces of a board of hundreds, and painting every line again (a style switch every
 * few characters) was most of the time from a key to its frame on a large board. What is drawn
 * is the same either way: the lines are a function of the spaces' looks (a test compares).
 */
export interface BoardMemo {
  last: Drawing | null;
}

interface Drawing {
  input: BoardInput;
  /** Each drawn space's look, by space (the spaces outside a window are not looked at). */
  looks: (CellLook | undefined)[];
  /** Detailed zoom: each space's outline (OUTLINE, CHANGED_OUTLINE or CURSOR_OUTLINE). */
  edges: Uint8Array;
  lines: string[];
}

export function newBoardMemo(): BoardMemo {
  return { last: null };
}

export function renderBoard(input: BoardInput, memo?: BoardMemo): string[] {
  const before = memo?.last && sameBoard(memo.last.input, input) ? memo.last : null;
  const drawing = input.zoom === 'compact' ? renderCompact(input, before) : renderDetailed(input, before);
  if (memo) memo.last = drawing;
  return drawing.lines;
}

/** The same board drawn the same way (only what is on it may differ). */
function sameBoard(a: BoardInput, b: BoardInput): boolean {
  return (
    a.topo === b.topo &&
    a.zoom === b.zoom &&
    a.presenter === b.presenter &&
    a.glyphs === b.glyphs &&
    a.painter === b.painter &&
    a.rows?.first === b.rows?.first &&
    a.rows?.count === b.rows?.count &&
    a.cols?.first === b.cols?.first &&
    a.cols?.count === b.cols?.count
  );
}

/** Only the cursor moved since `before`: every other space looks as it did. */
function onlyCursorMoved(a: BoardInput, b: BoardInput): boolean {
  return a.state === b.state && a.targets === b.targets && a.preview === b.preview && a.recent === b.recent && a.changed === b.changed && a.focus === b.focus;
}

/** How space `s` is highlighted in `input`. */
export function highlightOf(input: BoardInput, s: number): Highlight {
  return {
    cursor: s === input.cursor,
    target: input.targets.has(s),
    preview: input.preview.has(s),
    recent: input.recent?.has(s) ?? false,
    changed: input.changed?.has(s) ?? false,
    faded: input.focus ? !input.focus.has(s) : false,
  };
}

/**
 * The looks of the spaces `drawn` holds: those of `before` where only the cursor moved (the
 * spaces it left and reached looked at again), else each space's anew.
 */
function looksOf(input: BoardInput, before: Drawing | null, drawn: (s: number) => boolean): (CellLook | undefined)[] {
  const { state, topo, presenter, glyphs } = input;
  const look = (s: number) => presenter.cellLook(state, topo, s, highlightOf(input, s), glyphs);
  if (before && onlyCursorMoved(before.input, input)) {
    const looks = before.looks.slice();
    for (const s of [before.input.cursor, input.cursor]) if (s >= 0 && s < topo.size && drawn(s)) looks[s] = look(s);
    return looks;
  }
  const looks = new Array<CellLook | undefined>(topo.size);
  for (let s = 0; s < topo.size; s++) if (drawn(s)) looks[s] = look(s);
  return looks;
}

/** Two looks that draw the same characters in the same style. */
function sameLook(a: CellLook | undefined, b: CellLook | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.compact === b.compact && a.detailed === b.detailed && (a.style === b.style || styleKey(a.style) === styleKey(b.style));
}

function columnHeader(topo: Topology, lw: number, first: number, step: number, painter: Painter, cols = { from: 0, to: topo.cols }): string {
  let line = ' '.repeat(lw + first);
  for (let c = cols.from; c < cols.to; c++) line += columnLetters(c).padEnd(step);
  return painter.paint(line.trimEnd(), { dim: true });
}

/**
 * A line built from pieces of text and their styles; neighbours that look the same are painted
 * as one run, which keeps the escape codes (and the terminal's work) down.
 */
class Runs {
  private line = '';
  private run = '';
  private style: Style | null = null;
  private key = '';
  constructor(private readonly painter: Painter) {}
  add(text: string, style: Style | null): void {
    // The same style as the run's (most characters of the detailed board): no key to compare.
    if (style === this.style) {
      this.run += text;
      return;
    }
    // Styles that look the same are one run.
    const key = style ? styleKey(style) : '';
    if (key !== this.key) {
      this.flush();
      this.key = key;
      this.style = style;
    }
    this.run += text;
  }
  private flush(): void {
    if (this.run) this.line += this.style ? this.painter.paint(this.run, this.style) : this.run;
    this.run = '';
  }
  done(): string {
    this.flush();
    return this.line;
  }
}

/** Whether any space of row `row` (columns `from` to `to`) looks otherwise than in `before`. */
function rowChanged(topo: Topology, row: number, from: number, to: number, looks: readonly (CellLook | undefined)[], before: Drawing): boolean {
  for (let col = from; col < to; col++) {
    const s = spaceAt(topo, col, row);
    if (s >= 0 && !sameLook(looks[s], before.looks[s])) return true;
  }
  return false;
}

function renderCompact(input: BoardInput, before: Drawing | null): Drawing {
  const { topo, painter } = input;
  const lw = labelWidth(topo);
  const firstCol = input.cols?.first ?? 0;
  const lastCol = input.cols ? Math.min(topo.cols, firstCol + input.cols.count) : topo.cols;
  const first = input.rows?.first ?? 0;
  const last = input.rows ? Math.min(topo.rows, first + input.rows.count) : topo.rows;
  const looks = looksOf(input, before, (s) => topo.row[s]! >= first && topo.row[s]! < last && topo.col[s]! >= firstCol && topo.col[s]! < lastCol);
  const lines = [before ? before.lines[0]! : columnHeader(topo, lw, 0, 2, painter, { from: firstCol, to: lastCol })];
  const dim: Style = { dim: true };
  for (let row = first; row < last; row++) {
    if (before && !rowChanged(topo, row, firstCol, lastCol, looks, before)) {
      lines.push(before.lines[lines.length]!);
      continue;
    }
    const line = new Runs(painter);
    line.add(String(row + 1).padStart(lw - 1) + ' ', dim);
    if (shifted(topo, row)) line.add(' ', null);
    for (let col = firstCol; col < lastCol; col++) {
      const s = spaceAt(topo, col, row);
      if (s < 0) {
        line.add('  ', null);
        continue;
      }
      const look = looks[s]!;
      // The space after a terrain letter takes the letter's style, so a row of pampas is one run.
      line.add(look.compact, look.style);
    }
    lines.push(line.done());
  }
  return { input, looks, edges: NO_EDGES, lines };
}

const NO_EDGES = new Uint8Array(0);
/** A space's outline in the detailed zoom, by how it stands out (a higher one wins where two meet). */
const OUTLINE = 0;
const CHANGED_OUTLINE = 1;
const CURSOR_OUTLINE = 2;
const OUTLINE_STYLES: readonly Style[] = [
  { dim: true },
  // A space changed since the viewer looked: its outline stands out too (bold without colour).
  { bold: true, fg: 'brightYellow' },
  { bold: true, fg: 'brightWhite' },
];

/**
 * The detailed zoom: each hex drawn as an outline (`/ \` above and below, `|` at the sides) around
 * three characters, four columns a hex and two lines a row, neighbours sharing their outlines.
 * Drawn a line at a time: line 2r holds the tops of row r's hexes and the bottoms of row r-1's,
 * line 2r+1 the middles of row r's. Where two outlines meet, the one that stands out more wins.
 */
function renderDetailed(input: BoardInput, before: Drawing | null): Drawing {
  const { topo, painter } = input;
  const lw = labelWidth(topo);
  const width = 4 * topo.cols + 3;
  const height = 2 * topo.rows + 1;
  const looks = looksOf(input, before, () => true);
  const edges = new Uint8Array(topo.size);
  for (let s = 0; s < topo.size; s++) edges[s] = s === input.cursor ? CURSOR_OUTLINE : input.changed?.has(s) ? CHANGED_OUTLINE : OUTLINE;
  // Which rows of hexes look otherwise than before: their outlines, their insides.
  const edgesChanged = new Array<boolean>(topo.rows).fill(!before);
  const insidesChanged = new Array<boolean>(topo.rows).fill(!before);
  if (before) {
    for (let s = 0; s < topo.size; s++) {
      const row = topo.row[s]!;
      if (edges[s] !== before.edges[s]) edgesChanged[row] = true;
      if (!sameLook(looks[s], before.looks[s])) insidesChanged[row] = true;
    }
  }
  const lines = [before ? before.lines[0]! : columnHeader(topo, lw, 2, 4, painter)];
  const chars = new Array<string>(width);
  const styles = new Array<Style | null>(width);
  const put = (x: number, ch: string, style: Style | null, rank: number, ranks: Int8Array) => {
    if (rank < ranks[x]!) return;
    chars[x] = ch;
    styles[x] = style;
    ranks[x] = rank;
  };
  // The rank of what is drawn at each column: -1 nothing, an outline's kind, 3 a hex's inside.
  const ranks = new Int8Array(width);
  for (let y = 0; y < height; y++) {
    const row = y >> 1;
    const middle = y % 2 === 1;
    const changed = middle ? edgesChanged[row]! || insidesChanged[row]! : (edgesChanged[row] ?? false) || (row > 0 && edgesChanged[row - 1]!);
    if (!changed) {
      lines.push(before!.lines[y + 1]!);
      continue;
    }
    chars.fill(' ');
    styles.fill(null);
    ranks.fill(-1);
    const hexes = (r: number, draw: (s: number, x0: number, edge: Style, rank: number) => void) => {
      if (r < 0 || r >= topo.rows) return;
      for (let col = 0; col < topo.cols; col++) {
        const s = spaceAt(topo, col, r);
        if (s >= 0) draw(s, 4 * col + (shifted(topo, r) ? 2 : 0), OUTLINE_STYLES[edges[s]!]!, edges[s]!);
      }
    };
    if (middle) {
      hexes(row, (s, x0, edge, rank) => {
        put(x0, '|', edge, rank, ranks);
        put(x0 + 4, '|', edge, rank, ranks);
        const look = looks[s]!;
        for (let k = 0; k < 3; k++) put(x0 + 1 + k, look.detailed[k]!, look.style, 3, ranks);
      });
    } else {
      hexes(row, (_s, x0, edge, rank) => {
        put(x0 + 1, '/', edge, rank, ranks);
        put(x0 + 3, '\\', edge, rank, ranks);
      });
      hexes(row - 1, (_s, x0, edge, rank) => {
        put(x0 + 1, '\\', edge, rank, ranks);
        put(x0 + 3, '/', edge, rank, ranks);
      });
    }
    const label = middle ? String(row + 1).padStart(lw - 1) + ' ' : ' '.repeat(lw);
    const line = new Runs(painter);
    line.add(label, { dim: true });
    for (let x = 0; x < width; x++) line.add(chars[x]!, chars[x] === ' ' && styles[x] === null ? null : styles[x]!);
    lines.push(line.done().replace(/ +$/, ''));
  }
  return { input, looks, edges, lines };
}

/**
 * The space drawn at column `x`, line `y` of the board's own lines (line 0: the column letters),
 * or -1: where a mouse click on the board lands. `first`: the first row and column shown when the
 * board is cut to a window (compact zoom on a small terminal).
 */
export function spaceAtPoint(topo: Topology, zoom: Zoom, x: number, y: number, first: { row: number; col: number } = { row: 0, col: 0 }): number {
  const lw = labelWidth(topo);
  if (zoom === 'compact') {
    const row = y - 1 + first.row;
    if (y < 1 || row >= topo.rows) return -1;
    const dx = x - lw - (shifted(topo, row) ? 1 : 0);
    if (dx < 0) return -1;
    return spaceAt(topo, Math.floor(dx / 2) + first.col, row);
  }
  // Detailed: the hex whose middle line holds the point, or whose outline is next to it.
  let best = -1;
  let bestDistance = Infinity;
  for (let s = 0; s < topo.size; s++) {
    const row = topo.row[s]!;
    const cx = lw + 4 * topo.col[s]! + (shifted(topo, row) ? 2 : 0) + 2;
    const cy = 1 + 2 * row + 1;
    const dx = Math.abs(x - cx);
    const dy = Math.abs(y - cy);
    if (dx > 2 || dy > 1) continue;
    const d = dx + 2 * dy;
    if (d < bestDistance) {
      bestDistance = d;
      best = s;
    }
  }
  return best;
}
