/**
 * The board as lines of text, in two zoom levels. Pure: the same input gives the same lines.
 *
 * Compact: one line per row of hexes, two characters per hex, every other row half a hex (one
 * character) to the right, as the map's row shift says. Detailed: hex outlines, four characters
 * per hex and two lines per row. Column letters run along the top, row numbers down the left.
 */
import { columnLetters } from '../../engine/hex.js';
import type { BaseState } from '../../engine/ruleset.js';
import type { MapData, Topology } from '../../engine/board.js';
import type { Glyphs } from '../terminal/glyphs.js';
import { styleKey, type Painter, type Style } from '../terminal/style.js';
import type { Presenter } from './presenter.js';

export type Zoom = 'compact' | 'detailed';

/** The board a state is played on (every ruleset's state has one). */
export function mapOf(state: BaseState): MapData {
  return (state as BaseState & { map: MapData }).map;
}

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

export function renderBoard(input: BoardInput): string[] {
  return input.zoom === 'compact' ? renderCompact(input) : renderDetailed(input);
}

function highlight(input: BoardInput, s: number) {
  return {
    cursor: s === input.cursor,
    target: input.targets.has(s),
    preview: input.preview.has(s),
    recent: input.recent?.has(s) ?? false,
    changed: input.changed?.has(s) ?? false,
    faded: input.focus ? !input.focus.has(s) : false,
  };
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

function renderCompact(input: BoardInput): string[] {
  const { topo, state, painter, glyphs, presenter } = input;
  const lw = labelWidth(topo);
  const firstCol = input.cols?.first ?? 0;
  const lastCol = input.cols ? Math.min(topo.cols, firstCol + input.cols.count) : topo.cols;
  const lines = [columnHeader(topo, lw, 0, 2, painter, { from: firstCol, to: lastCol })];
  const dim: Style = { dim: true };
  const first = input.rows?.first ?? 0;
  const last = input.rows ? Math.min(topo.rows, first + input.rows.count) : topo.rows;
  for (let row = first; row < last; row++) {
    const line = new Runs(painter);
    line.add(String(row + 1).padStart(lw - 1) + ' ', dim);
    if (shifted(topo, row)) line.add(' ', null);
    for (let col = firstCol; col < lastCol; col++) {
      const s = spaceAt(topo, col, row);
      if (s < 0) {
        line.add('  ', null);
        continue;
      }
      const look = presenter.cellLook(state, topo, s, highlight(input, s), glyphs);
      // The space after a terrain letter takes the letter's style, so a row of pampas is one run.
      line.add(look.compact, look.style);
    }
    lines.push(line.done());
  }
  return lines;
}

/** One character of the detailed canvas: the character and an index into its style list. */
function renderDetailed(input: BoardInput): string[] {
  const { topo, state, painter, glyphs, presenter } = input;
  const lw = labelWidth(topo);
  const width = 4 * topo.cols + 3;
  const height = 2 * topo.rows + 1;
  const chars: string[][] = Array.from({ length: height }, () => new Array<string>(width).fill(' '));
  const styles: (Style | null)[][] = Array.from({ length: height }, () => new Array<Style | null>(width).fill(null));
  const outline: Style = { dim: true };
  const cursorOutline: Style = { bold: true, fg: 'brightWhite' };
  // A space changed since the viewer looked: its outline stands out too (bold without colour).
  const changedOutline: Style = { bold: true, fg: 'brightYellow' };
  const put = (y: number, x: number, ch: string, style: Style | null) => {
    // A cursor's or a change's outline wins over the plain outline of a neighbour drawn later.
    const was = styles[y]![x];
    if ((was === cursorOutline || was === changedOutline) && style === outline) return;
    if (was === cursorOutline && style === changedOutline) return;
    chars[y]![x] = ch;
    styles[y]![x] = style;
  };
  for (let s = 0; s < topo.size; s++) {
    const row = topo.row[s]!;
    const x0 = 4 * topo.col[s]! + (shifted(topo, row) ? 2 : 0);
    const y0 = 2 * row;
    const edge = s === input.cursor ? cursorOutline : input.changed?.has(s) ? changedOutline : outline;
    put(y0, x0 + 1, '/', edge);
    put(y0, x0 + 3, '\\', edge);
    put(y0 + 1, x0, '|', edge);
    put(y0 + 1, x0 + 4, '|', edge);
    put(y0 + 2, x0 + 1, '\\', edge);
    put(y0 + 2, x0 + 3, '/', edge);
    const look = presenter.cellLook(state, topo, s, highlight(input, s), glyphs);
    for (let k = 0; k < 3; k++) put(y0 + 1, x0 + 1 + k, look.detailed[k]!, look.style);
  }
  const lines = [columnHeader(topo, lw, 2, 4, painter)];
  for (let y = 0; y < height; y++) {
    const label = y % 2 === 1 ? String((y - 1) / 2 + 1).padStart(lw - 1) + ' ' : ' '.repeat(lw);
    const line = new Runs(painter);
    line.add(label, { dim: true });
    for (let x = 0; x < width; x++) line.add(chars[y]![x]!, chars[y]![x] === ' ' && styles[y]![x] === null ? null : styles[y]![x]!);
    lines.push(line.done().replace(/ +$/, ''));
  }
  return lines;
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
