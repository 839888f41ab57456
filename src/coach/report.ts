/**
 * The analysis as text (docs/analysis.md): a summary table per player, the marked actions in
 * notation with the better action and what it would have gained, in words, and a chart of each
 * seat's win chance over the game. Every line fits 80 columns; colour comes from the chalk given
 * (the project's painter, src/text/colour.ts), and nothing depends on it: without colour each seat
 * is still told by its digit. Names come from a record: they are shown sanitised.
 */
import type { ChalkInstance } from 'chalk';
import { withInk, type Colour } from '../text/colour.js';
import { sanitize } from '../text/sanitize.js';
import type { ActionAnalysis, Analysis } from './analysis.js';
import type { TurnAnalysis } from './turn.js';
import { MARK_THRESHOLDS } from './marks.js';

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
  const head = ['player', 'actions', '?!', '?', '??', 'mean loss', 'accuracy', 'luck'];
  const rows = analysis.players.map((p) => [
    `${p.seat + 1} ${shortName(p.name, 16)}`,
    String(p.actions),
    String(p.inaccuracies),
    String(p.mistakes),
    String(p.blunders),
    percent(p.meanLoss),
    p.accuracy.toFixed(1),
    signed(p.luck),
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(head), ...rows.map(line)];
}

/** One marked action in words. */
function markedLine(a: ActionAnalysis): string[] {
  const word = MARK_THRESHOLDS.find((t) => t.mark === a.mark)!.word;
  const points = a.pointsLoss >= 0.5 ? ` and about ${a.pointsLoss.toFixed(0)} point${a.pointsLoss.toFixed(0) === '1' ? '' : 's'}` : '';
  const text = `${a.index}. ${sanitize(a.name)}: ${a.move} ${a.mark} (${word}). Better: ${a.best}, which would have kept ${percent(a.loss)} more chance of winning${points}.`;
  return wrap(text, REPORT_WIDTH - 2, '    ');
}

/** The shape of a win-chance chart: its plot's columns and rows, and the action to mark (none: 0). */
export interface ChartShape {
  columns: number;
  rows: number;
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

/** Per seat: how many of its turns were judged, and marked. */
function turnCounts(analysis: Analysis): string[] {
  return analysis.players.map((p) => {
    const mine = analysis.turns.filter((t) => t.player === p.seat && t.judged);
    const n = (mark: string) => mine.filter((t) => t.mark === mark).length;
    return `${p.seat + 1} ${shortName(p.name, 16)}: ${mine.length} turns judged, ${n('?!')} ?!, ${n('?')} ?, ${n('??')} ??`;
  });
}

/**
 * Each seat's win chance over the game: one column per stretch of actions (the chance after the
 * stretch's last action), one row per 10% (in the report; `rows` in general), each seat drawn by
 * its digit (in its colour). Where two seats meet, the later seat's digit is shown. The text
 * report draws it 72 columns wide; the replay viewer (src/tui) as wide as its panel, with the
 * column of the action it shows marked.
 */
export function chartLines(analysis: Analysis, shape: ChartShape): string[] {
  const actions = analysis.actions;
  const seats = actions[0]?.winChance.length ?? 0;
  if (actions.length === 0 || seats === 0) return [];
  const rows = Math.max(3, shape.rows);
  const columns = Math.max(1, Math.min(shape.columns, actions.length));
  // The stretch of column c ends with action end(c) (1-based).
  const end = (c: number) => Math.max(1, Math.floor(((c + 1) * actions.length) / columns));
  const grid: (number | null)[][] = Array.from({ length: rows }, () => new Array<number | null>(columns).fill(null));
  for (let c = 0; c < columns; c++) {
    const a = actions[Math.min(actions.length - 1, end(c) - 1)]!;
    for (let q = 0; q < seats; q++) {
      const row = rows - 1 - Math.round((a.winChance[q] ?? 0) * (rows - 1));
      grid[row]![c] = q;
    }
  }
  const at = shape.at ?? 0;
  let marked = -1;
  if (at > 0) for (marked = 0; marked < columns - 1 && end(marked) < at;) marked++;
  const middle = (rows - 1) / 2;
  const lines = grid.map((cells, r) => {
    const value = ((rows - 1 - r) * 100) / (rows - 1);
    const label = r === 0 || r === rows - 1 || r === middle ? `${value.toFixed(0)}%`.padStart(5) : '     ';
    const plot = cells.map((q, c) => (q === null ? (c === marked ? ':' : r === middle ? '·' : ' ') : shape.ink(q, String(q + 1)))).join('');
    return `${label} |${plot}`;
  });
  const first = String(actions[0]!.index);
  const last = String(actions[actions.length - 1]!.index);
  const axis = `      +${Array.from({ length: columns }, (_, c) => (c === marked ? '^' : '-')).join('')}`;
  const numbers = `       ${first}`.padEnd(Math.max(7 + first.length + 1, 7 + columns - last.length)) + last;
  return [...lines, axis, numbers];
}

/** The text report's chart: 72 columns, 10% a row, in the seats' colours through `chalk`. */
export function winChart(analysis: Analysis, chalk: ChalkInstance): string[] {
  return chartLines(analysis, { columns: CHART_COLUMNS, rows: CHART_ROWS, ink: (q, digit) => withInk(chalk, SEAT_COLOURS[q % SEAT_COLOURS.length]!)(digit) });
}

export function analysisText(analysis: Analysis, chalk: ChalkInstance, heading: string): string[] {
  const out: string[] = [...wrap(heading, REPORT_WIDTH, '  '), ''];
  out.push(...summaryTable(analysis), '');
  const marked = analysis.actions.filter((a) => a.mark !== null && a.judged);
  const t = analysis.thresholds;
  const from = (x: number) => `${+(x * 100).toFixed(1)}%`;
  out.push(
    ...wrap(
      marked.length
        ? `Marked actions (?! inaccuracy, ? mistake, ?? blunder: from ${from(t.inaccuracy)}, ${from(t.mistake)}, ${from(t.blunder)} of win chance lost):`
        : 'No action marked: no inaccuracy, mistake or blunder found.',
      REPORT_WIDTH,
      '    ',
    ),
  );
  for (const a of marked) out.push(...markedLine(a).map((l) => '  ' + l));
  const turns = analysis.turns.filter((t) => t.mark !== null && t.judged);
  out.push('', 'Turns, each judged as a whole against the best turn found:', ...turnCounts(analysis).map((l) => '  ' + l));
  if (turns.length) out.push('Marked turns:');
  for (const t of turns) out.push(...markedTurn(t).map((l) => '  ' + l));
  const chart = winChart(analysis, chalk);
  if (chart.length) {
    const seats = analysis.actions[0]!.winChance.map((_, q) => `${q + 1} ${shortName(nameOf(analysis, q), 16)}`);
    out.push('', ...wrap(`Win chance after each action: ${seats.join(', ')}`, REPORT_WIDTH, '  '), ...chart);
  }
  return out;
}

function nameOf(analysis: Analysis, seat: number): string {
  return analysis.actions.find((a) => a.player === seat)?.name ?? analysis.players.find((p) => p.seat === seat)?.name ?? `seat ${seat + 1}`;
}
