/**
 * The frame composer the bundled screen gives Ink in place of its own `build/output.js`
 * (scripts/bundle.js swaps it in; tests and `tsx` runs use Ink's own).
 *
 * Ink draws every frame by writing each text node into a grid of styled characters and turning
 * the grid back into a string. Its composer parses every line's colour codes and measures every
 * character again on each frame, with caches that last one frame. Our board is a few thousand
 * coloured characters, and a key usually changes two of its lines, so that parsing was most of
 * the time from a key to its frame. This composer produces the same output (a test compares the
 * two on random frames), but:
 * - parsed lines are kept from one frame to the next (only the lines of the last two frames, so
 *   the memory stays bounded over a long game);
 * - a grid row made of the same characters as in the last frame reuses that row's string;
 * - empty cells share one object instead of one new object per cell.
 */
import { styledCharsFromTokens, styledCharsToString, tokenize, type StyledChar } from '@alcalzone/ansi-tokenize';
import sliceAnsi from 'slice-ansi';
import stringWidth from 'string-width';
import widestLine from './widest-line.js';

type Transformer = (line: string, index: number) => string;
interface Clip {
  x1?: number;
  x2?: number;
  y1?: number;
  y2?: number;
}
type Operation = { type: 'write'; x: number; y: number; text: string; transformers: Transformer[] } | { type: 'clip'; clip: Clip } | { type: 'unclip' };

const BLANK: StyledChar = Object.freeze({ type: 'char', value: ' ', fullWidth: false, styles: [] as StyledChar['styles'] }) as StyledChar;

/** A parsed line; `narrow` when every character is one cell wide (most lines). */
interface Parsed {
  chars: StyledChar[];
  narrow: boolean;
}

/** Parsed lines of this frame and of the one before; older ones are dropped. */
let parsedNow = new Map<string, Parsed>();
let parsedBefore = new Map<string, Parsed>();
const widths = new Map<string, number>();
/** Each row of the last frame: its characters and its string. */
let lastRows: { cells: (StyledChar | undefined)[]; text: string }[] = [];

function parsed(line: string): Parsed {
  let p = parsedNow.get(line);
  if (p === undefined) {
    p = parsedBefore.get(line);
    if (p === undefined) {
      const chars = styledCharsFromTokens(tokenize(line));
      p = { chars, narrow: chars.every((ch) => width(ch.value) <= 1) };
    }
    parsedNow.set(line, p);
  }
  return p;
}

function width(text: string): number {
  let w = widths.get(text);
  if (w === undefined) {
    // Character values are few; a long game of changing log lines would grow this without end.
    if (widths.size > 20_000) widths.clear();
    w = stringWidth(text);
    widths.set(text, w);
  }
  return w;
}

function rowText(y: number, cells: (StyledChar | undefined)[]): string {
  const last = lastRows[y];
  if (last && last.cells.length === cells.length && last.cells.every((c, i) => c === cells[i])) return last.text;
  const text = styledCharsToString(cells.filter((c): c is StyledChar => c !== undefined)).trimEnd();
  lastRows[y] = { cells, text };
  return text;
}

export default class Output {
  readonly width: number;
  readonly height: number;
  private readonly operations: Operation[] = [];

  constructor(options: { width: number; height: number }) {
    this.width = options.width;
    this.height = options.height;
  }

  write(x: number, y: number, text: string, options: { transformers: Transformer[] }): void {
    if (!text) return;
    this.operations.push({ type: 'write', x, y, text, transformers: options.transformers });
  }

  clip(clip: Clip): void {
    this.operations.push({ type: 'clip', clip });
  }

  unclip(): void {
    this.operations.push({ type: 'unclip' });
  }

  get(): { output: string; height: number } {
    const grid: (StyledChar | undefined)[][] = [];
    for (let y = 0; y < this.height; y++) grid.push(new Array<StyledChar>(this.width).fill(BLANK));
    const clips: Clip[] = [];
    for (const op of this.operations) {
      if (op.type === 'clip') clips.push(op.clip);
      else if (op.type === 'unclip') clips.pop();
      else this.draw(grid, op, clips.at(-1));
    }
    const output = grid.map((cells, y) => rowText(y, cells)).join('\n');
    lastRows.length = grid.length;
    parsedBefore = parsedNow;
    parsedNow = new Map();
    return { output, height: grid.length };
  }

  private draw(grid: (StyledChar | undefined)[][], op: Extract<Operation, { type: 'write' }>, clip: Clip | undefined): void {
    let { x, y } = op;
    let lines = op.text.split('\n');
    if (clip) {
      const horizontal = typeof clip.x1 === 'number' && typeof clip.x2 === 'number';
      const vertical = typeof clip.y1 === 'number' && typeof clip.y2 === 'number';
      if (horizontal && (x + widestLine(op.text) < clip.x1! || x > clip.x2!)) return;
      if (vertical && (y + lines.length < clip.y1! || y > clip.y2!)) return;
      if (horizontal) {
        const x1 = clip.x1!;
        const x2 = clip.x2!;
        lines = lines.map((line) => {
          const w = width(line);
          return sliceAnsi(line, x < x1 ? x1 - x : 0, x + w > x2 ? x2 - x : w);
        });
        if (x < x1) x = x1;
      }
      if (vertical) {
        const y1 = clip.y1!;
        const y2 = clip.y2!;
        const from = y < y1 ? y1 - y : 0;
        const to = y + lines.length > y2 ? y2 - y : lines.length;
        lines = lines.slice(from, to);
        if (y < y1) y = y1;
      }
    }
    let row = y;
    for (let [index, line] of lines.entries()) {
      const cells = grid[row];
      if (!cells) continue;
      for (const transform of op.transformers) line = transform(line, index);
      const { chars, narrow } = parsed(line);
      if (narrow) {
        for (let i = 0; i < chars.length; i++) cells[x + i] = chars[i];
        row++;
        continue;
      }
      let col = x;
      for (const ch of chars) {
        cells[col] = ch;
        const w = Math.max(1, width(ch.value));
        // A wide character covers the next cells; they print nothing.
        for (let k = 1; k < w; k++) cells[col + k] = { type: 'char', value: '', fullWidth: false, styles: ch.styles };
        col += w;
      }
      row++;
    }
  }
}
