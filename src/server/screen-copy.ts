/**
 * What a client's terminal shows, kept on the server, so that a frame sends only the rows that
 * changed. Ink draws every frame whole: it erases the lines of the frame before (or clears the
 * screen) and writes all of them again, about 18 KB for a board of 120 columns and 40 rows, where
 * a cursor move changes a few rows. Over SSH each of those bytes is encrypted and sent; with 50
 * sessions that was most of the server's time after drawing.
 *
 * So a session's output plays what Ink writes onto a copy of the client's screen (each row's text,
 * with its colour codes, and the cursor), and sends what turns the screen the client has into the
 * one it should have: for each row that differs, the cursor moved there, the row erased and its
 * new text; then the cursor where Ink's own bytes would have left it. The client ends with exactly
 * what the whole frame would have given it, which rests on three facts, each checked or ensured:
 *
 * - Only what the copy can play is replaced: text (characters and colour codes), line ends, and
 *   the few codes Ink's log-update uses to erase and move (erase line, cursor up, column 1, home,
 *   erase screen), cursor shown or hidden, synchronized output. A write with any other code (the
 *   alternate screen, mouse modes, anything unknown) is sent as it is, and the copy is played as
 *   far as it can be (entering the alternate screen makes it unknown until a clear and a home).
 * - A write the copy cannot follow exactly (a row wider than the window, which the terminal would
 *   wrap; a line past the last row, which would scroll; text over a row not erased first) is sent
 *   as it is too, and the copy is unknown until the screen is cleared again.
 * - Each row Ink writes starts and ends in the default colours (its composer closes every code a
 *   row opens), so rows may be written in any order and erased in the default colours.
 *
 * After a resize the client's terminal has changed its screen on its own (reflowed, cut): the
 * copy is lost, and the next frame is drawn on a cleared screen from the top, where Ink's frames
 * start on our alternate screen, whatever Ink meant to erase first.
 */
import stringWidth from '../bundle/string-width.js';

/** The client's screen as the server knows it. */
export interface Shown {
  /** Each row's text (characters and colour codes) from its first column; null: not known. */
  rows: string[] | null;
  /** Each row's width in cells. */
  widths: number[];
  /** The cursor, from 0; -1 where not known. */
  row: number;
  col: number;
  hidden: boolean;
}

export interface Size {
  columns: number;
  rows: number;
}

const ESC = '\x1b';
const SYNC_ON = `${ESC}[?2026h`;
const SYNC_OFF = `${ESC}[?2026l`;

export function unknownScreen(): Shown {
  return { rows: null, widths: [], row: -1, col: -1, hidden: false };
}

export function blankScreen(size: Size): Shown {
  return { rows: new Array<string>(size.rows).fill(''), widths: new Array<number>(size.rows).fill(0), row: 0, col: 0, hidden: false };
}

/** A run of text: characters and colour (SGR) codes, up to a control character or another code. */
const TEXT = /(?:[^\x00-\x1f\x7f-\x9f]|\x1b\[[0-9;:]*m)+/y;
/** A control sequence (CSI): private marker, parameters, final byte. */
const CSI = /\x1b\[([?]?)([0-9;]*)([@-~])/y;

/**
 * `chunk` played on `shown`: the screen after it, and whether the copy could follow all of it
 * (`exact`) and it held only what a redraw can replace (`frame`). `shown` is not changed.
 */
export function play(shown: Shown, chunk: string, size: Size): { after: Shown; exact: boolean; frame: boolean } {
  let rows = shown.rows ? [...shown.rows] : null;
  let widths = [...shown.widths];
  let row = shown.row;
  let col = shown.col;
  let hidden = shown.hidden;
  let exact = shown.rows !== null && row >= 0;
  let frame = true;
  /** From here on the copy does not know the screen. */
  const lose = () => {
    rows = null;
    widths = [];
    row = -1;
    col = -1;
    exact = false;
  };
  let i = 0;
  while (i < chunk.length) {
    const c = chunk.charCodeAt(i);
    if (c === 0x0a) {
      // The client's terminal is raw: the line end is sent as \r\n (lineEnds), a new row's start.
      i++;
      if (row < 0) continue;
      if (row + 1 >= size.rows) lose();
      else {
        row++;
        col = 0;
      }
      continue;
    }
    if (c === 0x0d) {
      i++;
      if (row >= 0) col = 0;
      continue;
    }
    if (c === 0x1b) {
      CSI.lastIndex = i;
      const m = CSI.exec(chunk);
      if (m && !(m[1] === '' && m[3] === 'm')) {
        i = CSI.lastIndex;
        // Every group of CSI takes part in a match; the defaults only keep that checked.
        const [, priv = '', params = '', final = ''] = m;
        if (priv === '?') {
          if (params === '25') hidden = final === 'l';
          else if (params === '2026') {
            // synchronized output: no change to the screen
          } else {
            frame = false;
            if (params === '1049' || params === '47' || params === '1047') lose();
          }
          continue;
        }
        const n = params === '' ? 1 : Number(params);
        if (final === 'K' && params === '2') {
          if (rows && row >= 0) {
            rows[row] = '';
            widths[row] = 0;
          } else lose();
        } else if (final === 'A' && /^\d*$/.test(params)) {
          if (row >= 0) row = Math.max(0, row - n);
        } else if (final === 'G' && (params === '' || params === '1')) {
          if (row >= 0) col = 0;
        } else if (final === 'H' && /^(\d*)(;\d*)?$/.test(params)) {
          // Home, or a row and column (what redraw writes).
          const [r = '', k = ''] = params.split(';');
          row = Math.min(size.rows, Math.max(1, Number(r) || 1)) - 1;
          col = Math.min(size.columns, Math.max(1, Number(k) || 1)) - 1;
        } else if (final === 'J' && params === '2') {
          rows = new Array<string>(size.rows).fill('');
          widths = new Array<number>(size.rows).fill(0);
        } else if (final === 'J' && params === '3') {
          // the scrollback: nothing on the screen
        } else {
          frame = false;
          lose();
        }
        continue;
      }
    }
    // Most text is a whole row of the frame, and most rows are as they were before this write:
    // their width is known. A row that changed is measured.
    const end = chunk.indexOf('\n', i);
    const line = chunk.slice(i, end < 0 ? chunk.length : end);
    let text: string;
    let w: number;
    if (col === 0 && row >= 0 && shown.rows !== null && line !== '' && shown.rows[row] === line) {
      text = line;
      w = shown.widths[row]!;
      i += line.length;
    } else {
      TEXT.lastIndex = i;
      const t = TEXT.exec(chunk);
      if (!t) {
        // Another control character or escape: the copy cannot follow it.
        frame = false;
        lose();
        i++;
        continue;
      }
      i = TEXT.lastIndex;
      text = t[0];
      w = stringWidth(text);
    }
    if (!rows || row < 0) {
      lose();
      continue;
    }
    // Text on an erased row from its start, or going on where the row's text ends: anything else
    // (over a row's text, or wrapping past the window's edge) the copy does not follow.
    if ((col === 0 && rows[row] === '') || col === widths[row]) {
      if (col + w > size.columns) {
        lose();
        continue;
      }
      rows[row] += text;
      widths[row]! += w;
      col += w;
    } else lose();
  }
  return { after: { rows, widths, row, col, hidden }, exact, frame };
}

/**
 * The bytes that turn screen `from` into screen `to` (both known, of one size): each row that
 * differs moved to, erased and written; the cursor put where `to` has it, shown or hidden as
 * there. Nothing when they are the same. Wrapped in synchronized output, as Ink wraps its frames,
 * so that a terminal that knows it shows the change at once.
 */
export function redraw(from: Shown, to: Shown, size: Size): string {
  let out = '';
  const a = from.rows!;
  const b = to.rows!;
  for (let y = 0; y < b.length; y++) {
    if (a[y] === b[y]) continue;
    out += `${ESC}[${y + 1}H${a[y] === '' ? '' : `${ESC}[2K`}${b[y]}`;
  }
  if (out !== '' || from.row !== to.row || from.col !== to.col) {
    // A row as wide as the window leaves the cursor on its last column.
    out += `${ESC}[${to.row + 1};${Math.min(to.col, size.columns - 1) + 1}H`;
  }
  if (from.hidden !== to.hidden) out += `${ESC}[?25${to.hidden ? 'l' : 'h'}`;
  return out === '' ? '' : SYNC_ON + out + SYNC_OFF;
}

/** Home and erase the screen: where a frame after a resize starts. */
const CLEAR = `${ESC}[H${ESC}[2J`;

/**
 * A session's screen copy: what Ink writes goes in (`write`), what the client is sent comes out
 * (`take`). Frames are held and only the change from what the client has is sent, so of several
 * frames written before a send (a slow client's window full) only the newest is drawn. Anything
 * else is sent as it is, after what was held, so the order of everything else is kept. What comes
 * out has Ink's `\n` line ends.
 */
export class ScreenCopy {
  /** What the client has: every byte sent played on it. */
  private sent: Shown = unknownScreen();
  /** What it is to have: the frames held played on it too. */
  private now: Shown = this.sent;
  /** After a resize: the next frame is drawn on a cleared screen from the top. */
  private lost = false;
  private beforeResize: Shown | null = null;
  private out = '';

  constructor(private size: Size) {}

  /** A write of Ink's; true when it is to be sent at once (it is not a frame, or cannot be followed). */
  write(chunk: string): boolean {
    if (this.lost) {
      const fresh = play({ ...blankScreen(this.size), hidden: this.now.hidden }, chunk, this.size);
      if (fresh.frame && fresh.exact) {
        this.out += CLEAR;
        this.sent = { ...blankScreen(this.size), hidden: this.now.hidden };
        this.now = fresh.after;
        this.lost = false;
        return false;
      }
    }
    const { after, exact, frame } = play(this.now, chunk, this.size);
    if (frame && exact) {
      this.now = after;
      return false;
    }
    this.out += this.held() + chunk;
    this.sent = this.now = after;
    if (after.rows !== null && after.row >= 0) this.lost = false;
    return true;
  }

  /** Everything to send now. */
  take(): string {
    const out = this.out + this.held();
    this.out = '';
    return out;
  }

  /** The client's window changed: what was held is to be sent first; then the copy is lost. */
  resized(size: Size): void {
    this.out += this.held();
    this.beforeResize = this.now;
    this.size = size;
    this.sent = this.now = { ...unknownScreen(), hidden: this.now.hidden };
    this.lost = true;
  }

  /**
   * Ink has had the resize (it draws at once, if its frame changed): when it drew nothing, the
   * screen it believes the client has (its frame before) is drawn again, as it fits the new size.
   */
  afterResize(): void {
    const before = this.beforeResize;
    this.beforeResize = null;
    if (!this.lost || !before?.rows) return;
    const { rows, columns } = this.size;
    const used = before.rows.reduce((n, r, y) => (r === '' ? n : y + 1), 0);
    if (used > rows || before.row >= rows || before.widths.some((w) => w > columns)) return;
    this.out += CLEAR;
    this.sent = { ...blankScreen(this.size), hidden: before.hidden };
    const fit = (xs: readonly string[] | readonly number[], blank: string | number) => Array.from({ length: rows }, (_, y) => xs[y] ?? blank);
    this.now = {
      rows: fit(before.rows, '') as string[],
      widths: fit(before.widths, 0) as number[],
      row: before.row,
      col: Math.min(before.col, columns),
      hidden: before.hidden,
    };
    this.lost = false;
  }

  private held(): string {
    if (this.now === this.sent) return '';
    const out = redraw(this.sent, this.now, this.size);
    this.sent = this.now;
    return out;
  }
}
