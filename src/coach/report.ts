/**
 * The analysis as text (docs/analysis.md): a summary table per player, the marked actions in
 * notation with the better action and what it would have gained, in words, the actions a deeper
 * look found slightly worse (told, not marked), and two charts over the game: each seat's win
 * chance, and its expected final margin (which still moves where the win chance is flat). Every line fits 80 columns; colour comes from the chalk given
 * (the project's painter, src/text/colour.ts), and nothing depends on it: without colour each seat
 * is still told by its digit. Names come from a record: they are shown sanitised.
 */
import type { ChalkInstance } from 'chalk';
import { withInk, type Colour } from '../text/colour.js';
import { sanitize } from '../text/sanitize.js';
import type { ActionAnalysis, Analysis } from './analysis.js';
import type { TurnAnalysis } from './turn.js';
import { MARK_THRESHOLDS, pointsWords } from './marks.js';

export const REPORT_WIDTH = 80;
const CHART_ROWS = 11;
/** Columns of the chart's plot: the rest of the 80 go to the axis labels. */
const CHART_COLUMNS = REPORT_WIDTH - 8;
const SEAT_COLOURS: readonly Colour[] = ['red', 'blue', 'green', 'yellow', 'magenta', 'cyan'];

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const signed = (x: number) => `${x >= 0 ? '+' : '-'}${(Math.abs(x) * 100).toFixed(1)}%`;

/** A name, sanitised and cut to `width` columns (names are short ASCII mostly; wide ones are cut by length). */
function shortName(name: string, width: number): string {
  const clean = sanitize(name);
  return clean.length > width ? clean.slice(0, width - 1) + '…' : clean;
}

/** Words wrapped to `width`, continuation lines indented by `indent`. */
function wrap(text: string, width: number, indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l) => (l.length > width ? l.slice(0, width) : l));
}

function summaryTable(analysis: Analysis): string[] {
  const head = ['player', 'actions', '?!', '?', '??', 'mean loss', 'points', 'accuracy', 'luck'];
  const rows = analysis.players.map((p) => [
    `${p.seat + 1} ${shortName(p.name, 16)}`,
    String(p.actions),
    String(p.inaccuracies),
    String(p.mistakes),
    String(p.blunders),
    percent(p.meanLoss),
    p.meanPointsLoss.toFixed(1),
    p.accuracy.toFixed(1),
    signed(p.luck),
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(head), ...rows.map(line)];
}

/** What the better action would have kept, in words: "5.2% more chance of winning and about 4 points". */
export function keptWords(a: Pick<ActionAnalysis, 'loss' | 'pointsLoss'>): string {
  const points = pointsWords(a.pointsLoss);
  if (a.loss < 0.001) return points ? `${points} more (the chance of winning hardly moves)` : 'as much';
  return `${percent(a.loss)} more chance of winning${points ? ` and ${points}` : ''}`;
}

/** One marked action in words. */
function markedLine(a: ActionAnalysis): string[] {
  const word = MARK_THRESHOLDS.find((t) => t.mark === a.mark)!.word;
  const text = `${a.index}. ${sanitize(a.name)}: ${a.move} ${a.mark} (${word}). Better: ${a.best}, which would have kept ${keptWords(a)}.`;
  return wrap(text, REPORT_WIDTH - 2, '    ');
}

/** An action the deeper look found worse than another by less than a mistake: told, not marked. */
export const closeCall = (a: ActionAnalysis) => a.judged && a.deeper && a.mark === null && a.best !== a.move && (a.loss > 0 || a.pointsLoss >= 0.5);

function closeLine(a: ActionAnalysis): string[] {
  const text = `${a.index}. ${sanitize(a.name)}: ${a.move}: a deeper look prefers ${a.best}, by ${keptWords(a)}: less than a mistake.`;
  return wrap(text, REPORT_WIDTH - 2, '    ');
}

/** The shape of a chart: its plot's columns and rows, what it draws, and the action to mark (none: 0). */
export interface ChartShape {
  columns: number;
  rows: number;
  /** Each seat's win chance (the default), or its expected final margin over its best opponent. */
  series?: 'chance' | 'margin';
  /** The action (1-based) whose column is marked (`^` under it, `:` in its empty cells); 0 for none. */
  at?: number;
  /** A seat's digit as drawn (in the seat's colour when colour is on). */
  ink: (seat: number, digit: string) => string;
}

/** One marked turn in words: its actions, then the best turn the planner found. */
function markedTurn(t: TurnAnalysis): string[] {
  const word = MARK_THRESHOLDS.find((m) => m.mark === t.mark)!.word;
  const span = t.from === t.to ? `${t.from}` : `${t.from}-${t.to}`;
  const text = `${span}. ${sanitize(t.name)}: ${t.moves.join(', ')} ${t.mark} (${word}). Better: ${t.best.join(', ')}, which would have kept ${percent(t.loss)} more chance of winning.`;
  return wrap(text, REPORT_WIDTH - 2, '    ');
}

/** A turn the planner would have played otherwise, by a mistake's loss or more, though the search marked none of its actions so. */
function overruledTurn(t: TurnAnalysis): string[] {
  const span = t.from === t.to ? `${t.from}` : `${t.from}-${t.to}`;
  const text = `${span}. ${sanitize(t.name)}: ${t.moves.join(', ')}. The planner prefers ${t.best.join(', ')} (${percent(t.loss)} more chance of winning by its reckoning).`;
  return wrap(text, REPORT_WIDTH - 2, '    ');
}

/** Per seat: how many of its turns were judged, and marked. */
function turnCounts(analysis: Analysis): string[] {
  return analysis.players.map((p) => {
    const mine = analysis.turns.filter((t) => t.player === p.seat && t.judged);
    const n = (mark: string) => mine.filter((t) => t.mark === mark).length;
    return `${p.seat + 1} ${shortName(p.name, 16)}: ${mine.length} turns judged, ${n('?!')} ?!, ${n('?')} ?, ${n('??')} ??`;
  });
}

/** The margin chart's reach, in points either side of even: a round number at least the largest margin shown. */
export function marginReach(analysis: Analysis): number {
  let most = 0;
  for (const a of analysis.actions) for (const m of a.margin) most = Math.max(most, Math.abs(m));
  for (const step of [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000]) if (most <= step) return step;
  return Math.ceil(most / 1000) * 1000;
}

/**
 * A chart over the game: one column per stretch of actions (the figure after the stretch's last
 * action), each seat drawn by its digit (in its colour). Win chance: 0 to 100%, 10% a row in the
 * report. Margin: each seat's expected final points less its best opponent's, from -reach to
 * +reach (marginReach), even in the middle. Where two seats meet, the later seat's digit is shown.
 * The text report draws it 72 columns wide; the replay viewer (src/tui) as wide as its panel, with
 * the column of the action it shows marked.
 */
export function chartLines(analysis: Analysis, shape: ChartShape): string[] {
  const actions = analysis.actions;
  const seats = actions[0]?.winChance.length ?? 0;
  if (actions.length === 0 || seats === 0) return [];
  const margin = shape.series === 'margin';
  const reach = margin ? marginReach(analysis) : 1;
  // A seat's figure as a share of the chart's height, 0 (bottom) to 1 (top).
  const height = (a: ActionAnalysis, q: number) => (margin ? ((a.margin[q] ?? 0) + reach) / (2 * reach) : (a.winChance[q] ?? 0));
  const rows = Math.max(3, shape.rows);
  const columns = Math.max(1, Math.min(shape.columns, actions.length));
  // The stretch of column c ends with action end(c) (1-based).
  const end = (c: number) => Math.max(1, Math.floor(((c + 1) * actions.length) / columns));
  const grid: (number | null)[][] = Array.from({ length: rows }, () => new Array<number | null>(columns).fill(null));
  for (let c = 0; c < columns; c++) {
    const a = actions[Math.min(actions.length - 1, end(c) - 1)]!;
    for (let q = 0; q < seats; q++) {
      const row = rows - 1 - Math.round(Math.min(1, Math.max(0, height(a, q))) * (rows - 1));
      grid[row]![c] = q;
    }
  }
  const at = shape.at ?? 0;
  let marked = -1;
  if (at > 0) for (marked = 0; marked < columns - 1 && end(marked) < at;) marked++;
  const middle = (rows - 1) / 2;
  const label = (r: number) => {
    if (r !== 0 && r !== rows - 1 && r !== middle) return '     ';
    const share = (rows - 1 - r) / (rows - 1);
    if (!margin) return `${(share * 100).toFixed(0)}%`.padStart(5);
    const points = Math.round((share * 2 - 1) * reach);
    return (points > 0 ? `+${points}` : String(points)).padStart(5);
  };
  const lines = grid.map((cells, r) => {
    const plot = cells.map((q, c) => (q === null ? (c === marked ? ':' : r === middle ? '·' : ' ') : shape.ink(q, String(q + 1)))).join('');
    return `${label(r)} |${plot}`;
  });
  const first = String(actions[0]!.index);
  const last = String(actions[actions.length - 1]!.index);
  const axis = `      +${Array.from({ length: columns }, (_, c) => (c === marked ? '^' : '-')).join('')}`;
  const numbers = `       ${first}`.padEnd(Math.max(7 + first.length + 1, 7 + columns - last.length)) + last;
  return [...lines, axis, numbers];
}

/** The text report's charts: 72 columns, 11 rows (10% a row for win chance), in the seats' colours through `chalk`. */
export function winChart(analysis: Analysis, chalk: ChalkInstance, series: 'chance' | 'margin' = 'chance'): string[] {
  return chartLines(analysis, {
    columns: CHART_COLUMNS,
    rows: CHART_ROWS,
    series,
    ink: (q, digit) => withInk(chalk, SEAT_COLOURS[q % SEAT_COLOURS.length]!)(digit),
  });
}

export function analysisText(analysis: Analysis, chalk: ChalkInstance, heading: string): string[] {
  const out: string[] = [...wrap(heading, REPORT_WIDTH, '  '), ''];
  out.push(...summaryTable(analysis), '');
  const marked = analysis.actions.filter((a) => a.mark !== null && a.judged);
  const t = analysis.thresholds;
  const from = (x: number) => `${+(x * 100).toFixed(1)}%`;
  const pts = (x: number) => `${+x.toFixed(1)}`;
  out.push(
    ...wrap(
      marked.length
        ? `Marked actions (?! inaccuracy, ? mistake, ?? blunder: from ${from(t.inaccuracy)}, ${from(t.mistake)}, ${from(t.blunder)} of win chance lost, or ${pts(t.points.inaccuracy)}, ${pts(t.points.mistake)}, ${pts(t.points.blunder)} points):`
        : 'No action marked: no inaccuracy, mistake or blunder found.',
      REPORT_WIDTH,
      '    ',
    ),
  );
  for (const a of marked) out.push(...markedLine(a).map((l) => '  ' + l));
  const close = analysis.actions.filter(closeCall);
  if (close.length) {
    out.push('', ...wrap('Looked at as deeply as the hint, and not marked: another action was better by less than a mistake.', REPORT_WIDTH, '  '));
    for (const a of close) out.push(...closeLine(a).map((l) => '  ' + l));
  }
  const turns = analysis.turns.filter((t) => t.mark !== null && t.judged);
  out.push('', 'Turns, each judged as a whole against the best turn found:', ...turnCounts(analysis).map((l) => '  ' + l));
  if (turns.length) out.push('Marked turns:');
  for (const t of turns) out.push(...markedTurn(t).map((l) => '  ' + l));
  const overruled = analysis.turns.filter((t) => t.overruled);
  if (overruled.length) out.push(...wrap('Turns the planner would play otherwise, though the search found each of their actions sound:', REPORT_WIDTH, '  '));
  for (const t of overruled) out.push(...overruledTurn(t).map((l) => '  ' + l));
  const chart = winChart(analysis, chalk);
  if (chart.length) {
    const seats = analysis.actions[0]!.winChance.map((_, q) => `${q + 1} ${shortName(nameOf(analysis, q), 16)}`);
    out.push('', ...wrap(`Win chance after each action: ${seats.join(', ')}`, REPORT_WIDTH, '  '), ...chart);
    out.push('', ...wrap(`Expected final margin after each action (points): ${seats.join(', ')}`, REPORT_WIDTH, '  '), ...winChart(analysis, chalk, 'margin'));
  }
  return out;
}

function nameOf(analysis: Analysis, seat: number): string {
  return analysis.actions.find((a) => a.player === seat)?.name ?? analysis.players.find((p) => p.seat === seat)?.name ?? `seat ${seat + 1}`;
}
