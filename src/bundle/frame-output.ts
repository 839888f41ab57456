/**
 * The frame composer the bundled screen gives Ink in place of its own `build/output.js`
 * (bundle.js swaps it in; tests and `tsx` runs use Ink's own). Why: the time from a key to its
 * frame (on the largest board, a median of about 12 ms with Ink's, about 3 ms with this one).
 *
 * Checked against: ink 6.8.0 (build/output.js, its composer), @alcalzone/ansi-tokenize 0.2.5 (how
 * it splits lines and ends colour codes, which tokens() and endCode() below do its way, and how it
 * writes characters back as a string, which charsToString() does its way).
 *
 * Ink draws every frame by writing each text node into a grid of styled characters and turning
 * the grid back into a string. Its composer parses every line's colour codes and measures every
 * character again on each frame, with caches that last one frame. Our board is a few thousand
 * coloured characters, and a key usually changes two of its lines, so that parsing was most of
 * the time from a key to its frame. This composer produces the same output (a test compares the
 * two on random frames, this module and the one in the built program), but:
 * - a row of the frame is a function of what was written on it (each line's text and column, in
 *   order) and of the frame's width: a row written as in a recent frame is that frame's string
 *   again, without a cell of it being made, so a frame costs in proportion to the rows that
 *   changed (a key usually changes a handful of a screen's 40 to 70). Rows are remembered by what
 *   was written on them, not by their place, so that the sessions of a server (one composer for
 *   all of them) find their own rows too; a bounded number of them, the most recent;
 * - parsed lines are kept from one frame to the next (only the lines of the last two frames, so
 *   the memory stays bounded over a long game);
 * - empty cells share one object instead of one new object per cell.
 */
import { ansiCodesToString, diffAnsiCodes, styledCharsFromTokens, tokenize, type AnsiCode, type StyledChar, type Token } from '@alcalzone/ansi-tokenize';
import ansiStyles from 'ansi-styles';
import { eastAsianWidth } from 'get-east-asian-width';
import sliceAnsi from 'slice-ansi';
import { PLAIN_STYLED } from './plain-text.js';
import { remember } from './remember.js';
import stringWidth from './string-width.js';
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

/** A line written on a row: the column it starts at and its text (clipped and transformed). */
interface Piece {
  x: number;
  line: string;
}

/**
 * Rows' strings by what was written on them (rowKey): those of the recent frames, in two
 * generations of at most ROWS_KEPT each; a row found in the older one moves to the newer one.
 */
const ROWS_KEPT = 3_000;
let rowsNow = new Map<string, string>();
let rowsBefore = new Map<string, string>();

/** What makes a row: the frame's width and each line written on it, in order (lengths keep it unambiguous). */
function rowKey(columns: number, pieces: readonly Piece[]): string {
  let key = String(columns);
  for (const p of pieces) key += `|${p.x}:${p.line.length}:${p.line}`;
  return key;
}

function parsed(line: string): Parsed {
  let p = parsedNow.get(line);
  if (p === undefined) {
    p = parsedBefore.get(line);
    if (p === undefined) {
      const chars = styledCharsFromTokens(tokens(line));
      p = { chars, narrow: chars.every((ch) => width(ch.value) <= 1) };
    }
    parsedNow.set(line, p);
  }
  return p;
}

/**
 * A line's tokens, as ansi-tokenize gives them. ansi-tokenize splits every line into grapheme
 * clusters with an Intl.Segmenter, and a process's first segmenter costs about 12 ms; the screen's
 * lines are plain characters and colour codes (plain-text.ts), where each character is a cluster,
 * so those are split here a character at a time. The random-frame test compares the frames.
 */
function tokens(line: string): Token[] {
  if (!PLAIN_STYLED.test(line)) return tokenize(line);
  const out: Token[] = [];
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 0x1b) {
      out.push({ type: 'char', value: line[i]!, fullWidth: eastAsianWidth(c) === 2 });
      continue;
    }
    const end = line.indexOf('m', i);
    out.push(...sgrCodes(line.slice(i, end + 1)));
    i = end;
  }
  return out;
}

/**
 * A colour code's tokens, remembered (the screen uses a few dozen codes): a compound code
 * (ESC[1;31m) is one token for each of its parts, as ansi-tokenize splits it.
 */
const sgrCodes = remember(1_000, (code): AnsiCode[] => {
  const parts: string[] = [];
  if (!code.includes(';')) parts.push(code);
  else {
    const fields = code.slice(2, -1).split(';');
    for (let i = 0; i < fields.length; i++) {
      const f = fields[i]!;
      // 256-colour and RGB colours keep their numbers with them.
      const take =
        (f === '38' || f === '48') && fields[i + 1] === '5' && i + 2 < fields.length
          ? 3
          : (f === '38' || f === '48') && fields[i + 1] === '2' && i + 4 < fields.length
            ? 5
            : 1;
      parts.push(`\x1b[${fields.slice(i, i + take).join(';')}m`);
      i += take - 1;
    }
  }
  return parts.map((c) => ({ type: 'ansi', code: c, endCode: endCode(c) }));
});

const closers = new Set<string>();
const closerOf = new Map<string, string>();
for (const [open, close] of ansiStyles.codes) {
  closers.add(ansiStyles.color.ansi(close));
  closerOf.set(ansiStyles.color.ansi(open), ansiStyles.color.ansi(close));
}

/** The code that ends a colour code's effect, as ansi-tokenize works it out. */
function endCode(code: string): string {
  if (closers.has(code)) return code;
  const close = closerOf.get(code);
  if (close !== undefined) return close;
  const body = code.slice(2);
  if (body.startsWith('38')) return ansiStyles.color.close;
  if (body.startsWith('48')) return ansiStyles.bgColor.close;
  const reset = ansiStyles.codes.get(Number.parseInt(body, 10));
  return reset === undefined ? ansiStyles.reset.open : ansiStyles.color.ansi(reset);
}

/** Widths of characters and lines, remembered. */
const width = remember(20_000, stringWidth);

/** A row's string: its cells made from the lines written on it, as Ink draws them, then joined. */
function rowText(columns: number, pieces: readonly Piece[]): string {
  const cells = new Array<StyledChar | undefined>(columns).fill(BLANK);
  for (const { x, line } of pieces) {
    const { chars, narrow } = parsed(line);
    if (narrow) {
      for (let i = 0; i < chars.length; i++) cells[x + i] = chars[i];
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
  }
  return charsToString(cells.filter((c): c is StyledChar => c !== undefined)).trimEnd();
}

/** Two characters' styles of the same codes: nothing to write between them. */
function sameCodes(a: readonly AnsiCode[], b: readonly AnsiCode[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.code !== b[i]!.code || a[i]!.endCode !== b[i]!.endCode) return false;
  return true;
}

/**
 * Characters as a string, as ansi-tokenize's styledCharsToString writes them: each character's
 * codes from the one before (diffAnsiCodes), and what is still on reset at the end. Between two
 * characters of the same codes that difference is nothing, and most neighbours are alike (a
 * board's run of one terrain), so it is worked out only where the codes change.
 */
function charsToString(chars: readonly StyledChar[]): string {
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (i === 0) out += ansiCodesToString(ch.styles);
    else if (!sameCodes(chars[i - 1]!.styles, ch.styles)) out += ansiCodesToString(diffAnsiCodes(chars[i - 1]!.styles, ch.styles));
    out += ch.value;
    if (i === chars.length - 1) out += ansiCodesToString(diffAnsiCodes(ch.styles, []));
  }
  return out;
}

/** A row's string, remembered by what was written on it. */
function rememberedRow(columns: number, pieces: readonly Piece[]): string {
  const key = rowKey(columns, pieces);
  let text = rowsNow.get(key);
  if (text === undefined) {
    text = rowsBefore.get(key) ?? rowText(columns, pieces);
    if (rowsNow.size >= ROWS_KEPT) {
      rowsBefore = rowsNow;
      rowsNow = new Map();
    }
    rowsNow.set(key, text);
  }
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
    const rows: Piece[][] = [];
    for (let y = 0; y < this.height; y++) rows.push([]);
    const clips: Clip[] = [];
    for (const op of this.operations) {
      if (op.type === 'clip') clips.push(op.clip);
      else if (op.type === 'unclip') clips.pop();
      else this.place(rows, op, clips.at(-1));
    }
    const output = rows.map((pieces) => rememberedRow(this.width, pieces)).join('\n');
    parsedBefore = parsedNow;
    parsedNow = new Map();
    return { output, height: rows.length };
  }

  /** The lines of a write, clipped and transformed, each on the row it is drawn on. */
  private place(rows: Piece[][], op: Extract<Operation, { type: 'write' }>, clip: Clip | undefined): void {
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
      const pieces = rows[row];
      // As Ink's composer: past the frame's last row (or above its first), no more lines are drawn.
      if (!pieces) continue;
      for (const transform of op.transformers) line = transform(line, index);
      pieces.push({ x, line });
      row++;
    }
  }
}
