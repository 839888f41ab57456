/**
 * What the side panels of every ruleset share: the theme, a seat's tag, words that fit a width.
 * The panels' text itself comes from the ruleset's presenter (classic/panels.ts, h2026/panels.ts).
 */
import type { BaseState } from '../../engine/ruleset.js';
import type { Glyphs } from '../terminal/glyphs.js';
import type { Painter } from '../terminal/style.js';
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

/** Whole words if they fit in `width`, else the short forms (`short`: word to short word). */
export function fit(words: string[], width: number, short: Readonly<Record<string, string>>, sep = ' '): string {
  const long = words.join(sep);
  if (long.length <= width) return long;
  const shorter = words.map((w) => w.replace(/[a-z]+/g, (x) => short[x] ?? x));
  const text = shorter.join(sep);
  if (text.length <= width) return text;
  const tight = shorter.map((w) => w.replace(/ (\d+)$/, '$1')).join(sep);
  return tight.length <= width ? tight : tight.slice(0, Math.max(0, width - 1)) + '~';
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
