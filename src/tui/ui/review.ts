/**
 * The replay viewer with an analysis (docs/analysis.md, "On the screen"), pure: the marks beside
 * the moves in the log, the marked actions to jump between, the better move at a marked action
 * (its spaces and what it would have gained, in words), and the charts' lines (the text report's
 * win chance and expected margin, src/coach/report.ts, drawn as wide as the panel they are in).
 */
import { formatAction, legalActions, type BaseState } from '../../api.js';
import type { ActionAnalysis, Analysis } from '../../coach/analysis.js';
import { chartLines } from '../../coach/report.js';
import { MARK_THRESHOLDS, pointsWords } from '../../coach/marks.js';
import { sanitize } from '../../text/sanitize.js';
import type { Presenter } from '../game/presenter.js';
import type { LogEntry } from '../game/log.js';
import type { Painter, Style } from '../terminal/style.js';
import { pieceStyle } from '../game/cells.js';

/** The judged actions that carry a mark, by their index (1-based, as in the record). */
export function marksOf(analysis: Analysis | null): ReadonlyMap<number, ActionAnalysis> {
  const out = new Map<number, ActionAnalysis>();
  for (const a of analysis?.actions ?? []) if (a.judged && a.mark !== null) out.set(a.index, a);
  return out;
}

/** The next (dir 1) or previous (dir -1) marked action from position `pos` (actions shown); undefined when none. */
export function nextMark(marks: ReadonlyMap<number, ActionAnalysis>, pos: number, dir: 1 | -1): number | undefined {
  const indices = [...marks.keys()].sort((a, b) => a - b);
  return dir > 0 ? indices.find((i) => i > pos) : indices.reverse().find((i) => i < pos);
}

const MARK_STYLES: Readonly<Record<string, Style>> = {
  '?!': { fg: 'cyan', bold: true },
  '?': { fg: 'yellow', bold: true },
  '??': { fg: 'brightRed', bold: true },
};

/**
 * A log line with its action's mark beside the move (`6. Red: buy land deck ?! - ...`): after the
 * move's notation where the line shows it, else at its end.
 */
export function markedText(text: string, a: ActionAnalysis, painter: Painter): string {
  const mark = painter.paint(a.mark!, MARK_STYLES[a.mark!] ?? { bold: true });
  const move = sanitize(a.move);
  const at = text.indexOf(`: ${move}`);
  if (at < 0) return `${text} ${mark}`;
  const after = at + 2 + move.length;
  return `${text.slice(0, after)} ${mark}${text.slice(after)}`;
}

/** The log's mark for an entry: the first line of a marked action (the move's line). */
export function entryMark(marks: ReadonlyMap<number, ActionAnalysis>, e: LogEntry): ActionAnalysis | undefined {
  return e.kind === 'action' ? marks.get(e.index) : undefined;
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

/**
 * What a marked action gave away, in words for the message line: "?! inaccuracy. Better: play
 * land pampas G9: +5.5% win chance, about 4 points".
 */
export function betterWords(a: ActionAnalysis): string {
  const word = MARK_THRESHOLDS.find((t) => t.mark === a.mark)?.word ?? 'marked';
  const more = pointsWords(a.pointsLoss);
  // Where the chance of winning hardly moves (a decided game), the points are what was lost: the
  // line names them alone, and fits 80 columns with a long move.
  const kept = a.loss < 0.001 && more ? more : `+${percent(a.loss)} win chance${more ? `, ${more}` : ''}`;
  return `${a.mark} ${word}. Better: ${sanitize(a.best)}: ${kept}`;
}

/** The better move's spaces on the board it was chosen on (`before`: the state before the action). */
export function betterSpaces(a: ActionAnalysis, before: BaseState, presenter: Presenter): number[] {
  // The analysis was checked when read (src/coach/check.ts): its better move is a legal one there.
  const action = legalActions(before).find((x) => formatAction(before, x) === a.best);
  return action ? presenter.actionSpaces(before, action) : [];
}

/** Rows of the chart's plot on the screen: 10 per 100%, like the report's, when the panel has room. */
const SCREEN_ROWS = 11;
/** The chart's own lines besides its plot rows: the heading, the axis, the action numbers. */
const CHART_CHROME = 3;
/** Columns of the labels left of the plot (`100% |`). */
const LABEL_COLUMNS = 7;

/**
 * The chart panel's lines: a heading that says which action is shown, and the chart, as wide and
 * tall as the panel allows, each seat's digit in its pieces' colours, the column of the action
 * shown marked.
 */
export function chanceLines(
  analysis: Analysis,
  series: 'chance' | 'margin',
  pos: number,
  names: readonly string[],
  width: number,
  height: number,
  painter: Painter,
): string[] {
  const rows = Math.max(3, Math.min(SCREEN_ROWS, height - CHART_CHROME));
  const seats = names.map((n, q) => `${painter.paint(String(q + 1), pieceStyle(q))} ${n}`).join(' ');
  const heading = `${series === 'margin' ? 'Margin' : 'Win chance'} at ${pos}/${analysis.actions.length}: ${seats}`;
  const chart = chartLines(analysis, { columns: width - LABEL_COLUMNS - 1, rows, series, at: pos, ink: (q, digit) => painter.paint(digit, pieceStyle(q)) });
  return [heading, ...chart];
}
