/**
 * What the side panels of every ruleset share: the theme, a seat's tag, words that fit a width.
 * The panels' text itself comes from the ruleset's presenter (classic/panels.ts, h2026/panels.ts).
 */
import type { BaseState } from '../../engine/ruleset.js';
import type { Glyphs } from '../terminal/glyphs.js';
import type { Painter } from '../terminal/style.js';
import { cut } from '../../text/cut.js';
import { sanitize } from '../../text/sanitize.js';
import { seatLook } from './seats.js';
import { pieceStyle } from './cells.js';

export interface PanelTheme {
  painter: Painter;
  glyphs: Glyphs;
}

export interface PlayersInput {
  state: BaseState;
  names: readonly string[];
  botLevels: readonly (string | null)[];
  /** The seat to act, -1 when over. */
  current: number;
  viewer: number;
}

/**
 * The one short form of a word, the same in every panel of every game: a word of more than four
 * letters is cut to its first three (`mountain` mou, `anteater` ant, `meadow` mea); shorter words
 * stay whole (`hill`, `wild`, `pig`). A rule rather than a table per game, so two panels (or two
 * games) can never shorten one word two ways.
 */
export function shortWord(word: string): string {
  return word.length > 4 ? word.slice(0, 3) : word;
}

/** Every word of `text` in its short form (numbers and separators kept). */
export function shortened(text: string): string {
  return text.replace(/[a-z]+/g, shortWord);
}

/** Whole words if they fit in `width`, else the short forms, else the short forms cut with `~`. */
export function fit(words: readonly string[], width: number, sep = ' '): string {
  const long = words.join(sep);
  if (long.length <= width) return long;
  const shorter = words.map(shortened);
  const text = shorter.join(sep);
  if (text.length <= width) return text;
  const tight = shorter.map((w) => w.replace(/ (\d+)$/, '$1')).join(sep);
  return tight.length <= width ? tight : tight.slice(0, Math.max(0, width - 1)) + '~';
}

/**
 * Words laid on `rows` lines of `width`, whole if they all fit so, else all in their short forms
 * (one form for the whole list, so a line never mixes `mountain` and `mea`); null when even the
 * short forms do not fit.
 */
export function wrapWords(words: readonly string[], width: number, rows: number, sep = '  '): { lines: number[][]; short: boolean } | null {
  for (const short of [false, true]) {
    const lines: number[][] = [[]];
    let used = 0;
    let fits = true;
    words.forEach((w, i) => {
      const len = (short ? shortened(w) : w).length;
      const extra = used === 0 ? len : sep.length + len;
      if (used + extra <= width) {
        lines[lines.length - 1]!.push(i);
        used += extra;
      } else if (lines.length < rows && len <= width) {
        lines.push([i]);
        used = len;
      } else fits = false;
    });
    if (fits) return { lines, short };
  }
  return null;
}

/**
 * Labelled figures on one line (`water 4/4/3/2  platforms 9/9`): two spaces between them where
 * they fit, else one, else the labels' short forms; the labels painted with `label`.
 */
export function figuresLine(figures: readonly (readonly [label: string, value: string | number])[], width: number, label: (text: string) => string): string {
  const plain = (sep: string, short: boolean) => figures.map(([l, v]) => `${short ? shortened(l) : l} ${v}`).join(sep);
  const [sep, short] = plain('  ', false).length <= width ? ['  ', false] : plain(' ', false).length <= width ? [' ', false] : [' ', true];
  return figures.map(([l, v]) => `${label(short ? shortened(l) : l)} ${v}`).join(sep);
}

/** A column of the players panel: its heading in full, a shorter one for narrow panels, each seat's value. */
export interface PlayerColumn {
  head: string;
  short?: string;
  value(seat: number): string;
}

/** A row's turn mark, space, seat tag and space before the name. */
const ROW_START = 4;
const NAME_MIN = 6;
const NAME_MAX = 14;
/** Names shorter than this take the columns' short headings instead. */
const NAME_COMFORT = 8;

/**
 * The players panel: a heading line, then per seat the turn mark, the seat's tag, its name (a `*`
 * for a bot) and the game's columns, the viewer's row in bold. Headings are in full where the
 * width leaves names room, else in their short forms; the names get what the columns leave.
 */
export function playersTable(p: PlayersInput, seats: readonly string[], columns: readonly PlayerColumn[], width: number, theme: PanelTheme): string[] {
  const values = columns.map((c) => seats.map((_, i) => c.value(i)));
  const layout = (short: boolean) => {
    const heads = columns.map((c) => (short ? (c.short ?? c.head) : c.head));
    const widths = heads.map((h, j) => Math.max(h.length, ...values[j]!.map((v) => v.length)));
    const taken = ROW_START + widths.reduce((sum, w) => sum + w + 1, 0);
    return { heads, widths, nameWidth: Math.max(NAME_MIN, Math.min(NAME_MAX, width - taken)) };
  };
  const long = layout(false);
  const { heads, widths, nameWidth } = long.nameWidth >= NAME_COMFORT ? long : layout(true);
  const cells = (texts: readonly string[]) => texts.map((t, j) => ' ' + t.padStart(widths[j]!)).join('');
  const lines = [theme.painter.paint(`${' '.repeat(ROW_START)}${'player'.padEnd(nameWidth)}${cells(heads)}`, { dim: true })];
  seats.forEach((seatName, i) => {
    const mark = i === p.current ? theme.glyphs.selected : ' ';
    const bot = p.botLevels[i] ? '*' : '';
    const name = cut(p.names[i] ?? sanitize(seatName), nameWidth - bot.length) + bot;
    const row = name.padEnd(nameWidth) + cells(values.map((v) => v[i]!));
    lines.push(`${mark} ${seatTag(i, theme)} ${i === p.viewer ? theme.painter.paint(row, { bold: true }) : row}`);
  });
  return lines;
}

/** A seat's letter as its pieces show it on the board (cells.ts's pieceStyle). */
export function seatTag(seat: number, theme: PanelTheme): string {
  return theme.painter.paint(seatLook(seat).letter, pieceStyle(seat, { bold: true }));
}

/**
 * A finished game's two scoring columns (1st, 2nd) from a player's scorings. A game may end with
 * the final scoring alone (a stalled game, C15 and R2026-9; water or platforms gone first, R2026-7):
 * it is shown as the second, the first as `-`.
 */
export function scoringColumns(scorings: readonly { total: number }[]): [string, string] {
  if (scorings.length === 1) return ['-', String(scorings[0]!.total)];
  return [String(scorings[0]?.total ?? 0), String(scorings[1]?.total ?? 0)];
}

/** `Ana's`, `Your` for the name You. */
export function possessive(name: string): string {
  return name === 'You' ? 'Your' : `${name}'s`;
}

/** The title at the start of the top line. */
export function title(theme: PanelTheme): string {
  return theme.painter.paint('HACIENDA', { bold: true, fg: 'brightYellow' });
}

/** A scoring's heading: `Intermediate scoring`, `Final scoring`; `now`: the points if a scoring came now. */
export function scoringTitle(kind: string): string {
  return kind === 'now' ? 'If scored now' : `${kind[0]!.toUpperCase()}${kind.slice(1)} scoring`;
}

/** `Game over: Ana wins`, `Game over: You win`, `Game over: Ana and Ben share the win`. */
export function gameOverLine(winnerNames: readonly string[]): string {
  if (winnerNames.length > 1) return `Game over: ${winnerNames.join(' and ')} share the win`;
  const name = winnerNames[0] ?? '?';
  return `Game over: ${name} ${name === 'You' ? 'win' : 'wins'}`;
}
