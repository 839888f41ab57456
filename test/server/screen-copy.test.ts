/**
 * The screen copy (src/server/screen-copy.ts) against a terminal: a small emulator here, written
 * apart from the copy (cells, colours, autowrap, scrolling, the codes Ink writes), plays both the
 * bytes Ink writes (made by Ink's own log-update, as Ink's renderer calls it) and the bytes the
 * copy sends instead; the client must end with the same screen and cursor either way.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PassThrough } from 'node:stream';
import logUpdate from '../../node_modules/ink/build/log-update.js';
import { ScreenCopy, play, blankScreen, unknownScreen } from '../../src/server/screen-copy.js';
import { channelTerminal, lineEnds } from '../../src/server/terminal.js';

/** What Ink writes to clear the terminal (ansi-escapes' clearTerminal, off old Windows). */
const CLEAR_TERMINAL = '\x1b[2J\x1b[3J\x1b[H';
const BSU = '\x1b[?2026h';
const ESU = '\x1b[?2026l';

/** A cell: its character ('' under the right half of a wide one) and the colours it was written in. */
interface Cell {
  ch: string;
  style: string;
}

/** A terminal as xterm behaves for what the server sends: autowrap, scrolling, erase in the current background. */
class Terminal {
  grid: Cell[][];
  row = 0;
  col = 0;
  wrapNext = false;
  hidden = false;
  private sgr = new Map<string, string>();

  constructor(
    public cols: number,
    public rows: number,
  ) {
    this.grid = Array.from({ length: rows }, () => this.blankRow());
  }

  private style(): string {
    return [...this.sgr]
      .sort()
      .map(([k, v]) => `${k}=${v}`)
      .join(',');
  }

  private blankRow(): Cell[] {
    const bg = this.sgr?.get('bg') ?? '';
    return Array.from({ length: this.cols }, () => ({ ch: ' ', style: bg ? `bg=${bg}` : '' }));
  }

  private down(): void {
    if (this.row === this.rows - 1) {
      this.grid.shift();
      this.grid.push(this.blankRow());
    } else this.row++;
  }

  private setSgr(params: string): void {
    const p = params === '' ? [0] : params.split(/[;:]/).map(Number);
    for (let i = 0; i < p.length; i++) {
      const n = p[i]!;
      if (n === 0) this.sgr.clear();
      else if (n === 1) this.sgr.set('bold', '1');
      else if (n === 2) this.sgr.set('dim', '1');
      else if (n === 22) for (const k of ['bold', 'dim']) this.sgr.delete(k);
      else if (n === 3 || n === 4 || n === 7 || n === 9) this.sgr.set(`a${n}`, '1');
      else if (n === 23 || n === 24 || n === 27 || n === 29) this.sgr.delete(`a${n - 20}`);
      else if ((n >= 30 && n <= 37) || (n >= 90 && n <= 97)) this.sgr.set('fg', String(n));
      else if ((n >= 40 && n <= 47) || (n >= 100 && n <= 107)) this.sgr.set('bg', String(n));
      else if (n === 39) this.sgr.delete('fg');
      else if (n === 49) this.sgr.delete('bg');
      else if (n === 38 || n === 48) {
        const key = n === 38 ? 'fg' : 'bg';
        const take = p[i + 1] === 5 ? 2 : 4;
        this.sgr.set(key, p.slice(i, i + 1 + take).join(';'));
        i += take;
      }
    }
  }

  private put(ch: string): void {
    const w = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/.test(ch) ? 2 : 1;
    if (this.wrapNext || this.col + w > this.cols) {
      this.col = 0;
      this.down();
      this.wrapNext = false;
    }
    const style = this.style();
    this.grid[this.row]![this.col] = { ch, style };
    if (w === 2) this.grid[this.row]![this.col + 1] = { ch: '', style };
    this.col += w;
    if (this.col >= this.cols) {
      this.col = this.cols - 1;
      this.wrapNext = true;
    }
  }

  write(bytes: string): void {
    for (let i = 0; i < bytes.length; i++) {
      const c = bytes[i]!;
      if (c === '\r') {
        this.col = 0;
        this.wrapNext = false;
      } else if (c === '\n') {
        this.down();
        this.wrapNext = false;
      } else if (c === '\x1b') {
        const m = /^\x1b\[(\??)([0-9;:]*)([@-~])/.exec(bytes.slice(i));
        if (!m) throw new Error(`the emulator does not know ${JSON.stringify(bytes.slice(i, i + 8))}`);
        i += m[0].length - 1;
        const [, priv, params, final] = m;
        const n = params === '' ? 1 : Number(params);
        if (priv === '?') {
          if (params === '25') this.hidden = final === 'l';
          continue;
        }
        this.wrapNext = false;
        if (final === 'm') this.setSgr(params!);
        else if (final === 'A') this.row = Math.max(0, this.row - n);
        else if (final === 'G') this.col = Math.min(this.cols - 1, n - 1);
        else if (final === 'H') {
          const [r, k] = params!.split(';');
          this.row = Math.min(this.rows, Number(r) || 1) - 1;
          this.col = Math.min(this.cols, Number(k) || 1) - 1;
        } else if (final === 'K' && params === '2') this.grid[this.row] = this.blankRow();
        else if (final === 'J' && params === '2') this.grid = Array.from({ length: this.rows }, () => this.blankRow());
        else if (final === 'J' && params === '3') continue;
        else throw new Error(`the emulator does not know ${m[0]}`);
      } else this.put(c);
    }
  }

  /** The screen, cell by cell with colours, and the cursor. */
  shown(): string {
    const cells = this.grid.map((r) => r.map((c) => (c.style ? `${c.ch}{${c.style}}` : c.ch)).join('')).join('\n');
    return `${cells}\n@${this.row},${this.col}${this.hidden ? ' hidden' : ''}`;
  }

  /** A fresh terminal of this size showing `text` drawn from the top of a cleared screen. */
  static showing(cols: number, rows: number, text: string, hidden: boolean): string {
    const t = new Terminal(cols, rows);
    t.hidden = hidden;
    t.write(lineEnds(text));
    return t.shown();
  }
}

/** What Ink writes for a session, as its renderer does (ink.js onRender and resized), with Ink's own log-update. */
class InkWrites {
  chunks: string[] = [];
  private stream = Object.assign(new PassThrough(), { write: (s: string) => (this.chunks.push(s), true) });
  private log = logUpdate.create(this.stream as never);
  private lastHeight = 0;
  private lastOutput = '';

  constructor(public rows: number) {}

  /** A frame of these lines (Ink's output: its rows joined, without a line end after the last). */
  frame(lines: string[]): void {
    const output = lines.join('\n');
    const height = lines.length;
    const toRender = height >= this.rows ? output : output + '\n';
    if (this.lastHeight >= this.rows) {
      this.chunks.push(BSU, CLEAR_TERMINAL + output);
      this.log.sync(toRender);
      this.chunks.push(ESU);
    } else if (output !== this.lastOutput) {
      const wrote = this.log.willRender(toRender);
      if (wrote) this.chunks.push(BSU);
      this.log(toRender);
      if (wrote) this.chunks.push(ESU);
    }
    this.lastOutput = output;
    this.lastHeight = height;
  }

  /** The window narrowed: Ink erases its frame before drawing the next. */
  narrowed(): void {
    this.log.clear();
    this.lastOutput = '';
  }
}

/** A row of a frame: words in colours, sometimes a wide character. */
const styled = fc
  .array(
    fc.tuple(
      fc.constantFrom('', '\x1b[1m', '\x1b[2m', '\x1b[38;5;221m', '\x1b[42m', '\x1b[1m\x1b[31m'),
      fc.constantFrom('a', 'bc', 'hex', '/ \\', '  ', '界', 'x y z'),
    ),
    { maxLength: 8 },
  )
  .map((parts) =>
    parts
      .map(([code, text]) => {
        if (code === '') return text;
        const close = code.includes('42m') ? '\x1b[49m' : code.includes('31m') ? '\x1b[39m\x1b[22m' : code.includes('38;5') ? '\x1b[39m' : '\x1b[22m';
        return code + text + close;
      })
      .join(''),
  );

/** The first frame of a screen: as the server's runScreen enters the alternate screen. */
const ENTER = '\x1b[?1049h\x1b[H\x1b[2J\x1b[?25l';

function sendAll(copy: ScreenCopy, chunks: string[]): string {
  let out = '';
  for (const c of chunks) if (copy.write(c)) out += copy.take();
  return out + copy.take();
}

describe('screen copy', () => {
  it('screen copy - a frame sends only the rows that changed, and the client ends as with the whole frame', () => {
    const ink = new InkWrites(10);
    const rows = Array.from({ length: 8 }, (_, i) => `\x1b[1mrow\x1b[22m ${i}`);
    ink.frame(rows);
    const copy = new ScreenCopy({ columns: 30, rows: 10 });
    const whole = new Terminal(30, 10);
    const ours = new Terminal(30, 10);
    whole.write(lineEnds(ENTER + ink.chunks.join('')));
    ours.write(lineEnds(sendAll(copy, [ENTER, ...ink.chunks])));
    expect(ours.shown()).toBe(whole.shown());
    ink.chunks = [];
    const next = [...rows];
    next[3] = 'row 3, the cursor here';
    ink.frame(next);
    const sent = sendAll(copy, ink.chunks);
    whole.write(lineEnds(ink.chunks.join('')));
    ours.write(lineEnds(sent));
    expect(ours.shown()).toBe(whole.shown());
    expect(sent).toContain('row 3, the cursor here');
    expect(sent).not.toContain('row 4');
    expect(sent.length).toBeLessThan(ink.chunks.join('').length / 3);
  });

  it('screen copy - the same frame again sends nothing', () => {
    const copy = new ScreenCopy({ columns: 30, rows: 10 });
    const ink = new InkWrites(10);
    ink.frame(['a', 'b']);
    sendAll(copy, [ENTER, ...ink.chunks]);
    ink.chunks = [];
    // Ink's fullscreen path writes every frame whole, changed or not.
    ink.frame(Array.from({ length: 10 }, (_, i) => `line ${i}`));
    ink.frame(Array.from({ length: 10 }, (_, i) => `line ${i}`));
    const first = sendAll(copy, ink.chunks.slice(0, 3));
    expect(first).toContain('line 9');
    expect(sendAll(copy, ink.chunks.slice(3))).toBe('');
  });

  it('screen copy - what the copy cannot follow goes as Ink wrote it: a row wider than the window, other codes', () => {
    const copy = new ScreenCopy({ columns: 10, rows: 5 });
    sendAll(copy, [ENTER]);
    const wide = 'x'.repeat(12) + '\n';
    expect(copy.write(wide)).toBe(true);
    expect(copy.take()).toBe(wide);
    // Unknown now, until the screen is cleared: frames go whole.
    expect(copy.write('\x1b[2K\x1b[1Aabc\n')).toBe(true);
    expect(copy.take()).toBe('\x1b[2K\x1b[1Aabc\n');
    expect(copy.write('\x1b]8;;https://example.com\x07link')).toBe(true);
    expect(copy.take()).toBe('\x1b]8;;https://example.com\x07link');
    expect(copy.write(CLEAR_TERMINAL + 'again')).toBe(true);
    expect(copy.take()).toBe(CLEAR_TERMINAL + 'again');
    // Known from that clear on: the next frame is a change.
    expect(copy.write(CLEAR_TERMINAL + 'again!')).toBe(false);
    expect(copy.take()).toBe(`${BSU}\x1b[1H\x1b[2Kagain!\x1b[1;7H${ESU}`);
  });

  it('screen copy - a line past the last row (a scroll) is not followed', () => {
    const before = play(blankScreen({ columns: 10, rows: 3 }), 'a\nb\nc', { columns: 10, rows: 3 });
    expect(before).toMatchObject({ exact: true, frame: true });
    expect(play(before.after, '\n', { columns: 10, rows: 3 }).exact).toBe(false);
    expect(play(unknownScreen(), 'a', { columns: 10, rows: 3 }).exact).toBe(false);
  });

  it('screen copy - after a resize the next frame is drawn whole on a cleared screen from the top', () => {
    const copy = new ScreenCopy({ columns: 20, rows: 6 });
    const ink = new InkWrites(6);
    ink.frame(['one', 'two', 'three']);
    sendAll(copy, [ENTER, ...ink.chunks]);
    ink.chunks = [];
    copy.resized({ columns: 15, rows: 5 });
    ink.rows = 5;
    ink.narrowed();
    ink.frame(['one', 'two!', 'three']);
    const sent = sendAll(copy, ink.chunks);
    // Whatever the terminal made of its screen on the resize (here: a mess), the frame is all there is.
    const client = new Terminal(15, 5);
    client.write('garbage\r\nleft\r\nby the resize');
    client.hidden = true;
    client.write(lineEnds(sent));
    expect(client.shown()).toBe(Terminal.showing(15, 5, 'one\ntwo!\nthree\n', true));
  });

  it("screen copy - random frames as Ink writes them, and resizes: the client's screen is the whole frame's", () => {
    const event = fc.oneof(
      { weight: 6, arbitrary: fc.record({ kind: fc.constant('frame' as const), lines: fc.array(styled, { minLength: 1, maxLength: 9 }) }) },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant('resize' as const), cols: fc.integer({ min: 8, max: 24 }), rows: fc.integer({ min: 3, max: 8 }) }),
      },
    );
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 25 }), (events) => {
        let size = { columns: 16, rows: 6 };
        const copy = new ScreenCopy(size);
        const ink = new InkWrites(size.rows);
        const whole = new Terminal(size.columns, size.rows);
        let ours = new Terminal(size.columns, size.rows);
        whole.write(lineEnds(ENTER));
        ours.write(lineEnds(sendAll(copy, [ENTER])));
        let resized = false;
        let overflowed = false;
        let last: string[] = [];
        for (const e of events) {
          if (e.kind === 'resize') {
            // The server tells Ink of a change of size only.
            if (e.cols === size.columns && e.rows === size.rows) continue;
            resized = true;
            const narrower = e.cols < size.columns;
            size = { columns: e.cols, rows: e.rows };
            copy.resized(size);
            // The client's terminal does with its screen what it will: here it starts blank.
            ours = new Terminal(size.columns, size.rows);
            ours.hidden = true;
            ink.rows = size.rows;
            if (narrower) ink.narrowed();
            // Ink draws at once on a resize, when its frame changed (here: when the window narrowed).
            last = (last.length ? last : ['x']).slice(0, size.rows).map((l) => cutTo(l, size.columns));
            ink.frame(last);
            const drew = ink.chunks.length > 0;
            ours.write(lineEnds(sendAll(copy, ink.chunks)));
            ink.chunks = [];
            copy.afterResize();
            // Ink drew nothing, and a frame before did not fit its window (the terminal wrapped or
            // scrolled it): nobody knows what the client's terminal shows until the next frame.
            if (!drew && overflowed) {
              ours.write(lineEnds(copy.take()));
              continue;
            }
          } else {
            // After a resize only frames that fit are compared with the whole frame drawn fresh.
            const lines = resized ? e.lines.slice(0, size.rows).map((l) => cutTo(l, size.columns)) : e.lines;
            ink.frame(lines);
            last = lines;
            if (!fits(lines, size)) overflowed = true;
          }
          const chunks = ink.chunks;
          ink.chunks = [];
          ours.write(lineEnds(sendAll(copy, chunks)));
          if (!resized) {
            whole.write(lineEnds(chunks.join('')));
            expect(ours.shown()).toBe(whole.shown());
          } else {
            const expected = Terminal.showing(size.columns, size.rows, last.join('\n') + (last.length >= size.rows ? '' : '\n'), true);
            expect(ours.shown().split('\n@')[0]).toBe(expected.split('\n@')[0]);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("screen copy - frames held while the client's window is full: the newest is sent when it drains", async () => {
    const written: string[] = [];
    let full = false;
    const channel = Object.assign(new PassThrough(), {
      write: (c: string) => {
        written.push(c);
        return !full;
      },
    });
    const term = channelTerminal(channel, 20, 6);
    term.stdout.write(ENTER);
    full = true;
    term.stdout.write('first\n');
    await Promise.resolve();
    expect(written.at(-1)).toContain('first');
    full = false;
    for (const text of ['second\n', 'third\n', 'fourth\n']) term.stdout.write(`\x1b[2K\x1b[1A\x1b[2K\x1b[G${text}`);
    await Promise.resolve();
    expect(written).toHaveLength(2);
    channel.emit('drain');
    expect(written).toHaveLength(3);
    expect(written[2]).toContain('fourth');
    expect(written[2]).not.toMatch(/second|third/);
  });
});

/** Whether a frame's lines fit a window: the emulator's width of each (its wide characters), and their number. */
function fits(lines: string[], size: { columns: number; rows: number }): boolean {
  return lines.length <= size.rows && lines.every((l) => [...l.replace(/\x1b\[[0-9;]*m/g, '')].reduce((n, ch) => n + (ch === '界' ? 2 : 1), 0) <= size.columns);
}

/** A styled line cut to `columns` cells (whole parts only), as a layout of that width gives. */
function cutTo(line: string, columns: number): string {
  const parts = line.split(/(?=\x1b\[(?:1|2|38;5;221|42)m)/);
  let out = '';
  let width = 0;
  for (const p of parts) {
    const plain = p.replace(/\x1b\[[0-9;]*m/g, '');
    const w = [...plain].reduce((n, ch) => n + (ch === '界' ? 2 : 1), 0);
    if (width + w > columns) break;
    out += p;
    width += w;
  }
  return out;
}
