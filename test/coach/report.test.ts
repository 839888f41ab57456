/**
 * The analysis as text (src/coach/report.ts): every line within 80 columns, colour only through
 * the painter given (none at level 0), names from the record shown safely.
 */
import { describe, expect, it } from 'vitest';
import { assemble, type ActionAnalysis } from '../../src/coach/analysis.js';
import { markOf, scalesOf } from '../../src/coach/marks.js';
import { analysisText, REPORT_WIDTH, winChart } from '../../src/coach/report.js';
import type { TurnAnalysis } from '../../src/coach/turn.js';
import { chalkAt } from '../../src/text/colour.js';

const NAMES = ['Red', 'A very long player name indeed, longer than any column', 'Gr\x1b[31meen'];

/** A game of `count` actions where seat 0's chance climbs, with a few marked actions. */
function analysis(count: number) {
  const actions: ActionAnalysis[] = Array.from({ length: count }, (_, i) => {
    const p = i % 3;
    const loss = i % 17 === 5 ? 0.22 : i % 11 === 3 ? 0.07 : i % 13 === 4 ? 0.11 : 0;
    const w0 = 0.2 + (0.6 * i) / count;
    return {
      index: i + 1,
      player: p,
      name: NAMES[p]!,
      move: 'play land mountain F7',
      best: 'buy land display 2',
      loss,
      pointsLoss: loss * 30,
      mark: markOf(loss),
      judged: true,
      deeper: false,
      winChance: [w0, (1 - w0) * 0.9, (1 - w0) * 0.1],
      margin: [-30 + (60 * i) / count, 10, -80],
      luck: [0.01, -0.01, 0],
    };
  });
  const turns: TurnAnalysis[] = actions.map((a) => ({
    player: a.player,
    name: a.name,
    from: a.index,
    to: a.index,
    moves: [a.move],
    best: [a.best, 'harvest F7'],
    loss: a.loss,
    mark: a.mark,
    judged: true,
    overruled: false,
  }));
  return assemble('classic', 'h', { seed: 's', iterations: 10, deepIterations: 0, seat: null }, NAMES, actions, turns, scalesOf({ ruleset: 'classic' }));
}

// Columns as a terminal shows them: escape sequences take none.
const visible = (line: string) => line.replace(/\x1b\[[0-9;]*m/g, '');

describe('coach report', () => {
  it('report - every line fits 80 columns, for short and long games and long names', () => {
    for (const count of [1, 7, 72, 73, 400]) {
      const lines = analysisText(
        analysis(count),
        chalkAt(1),
        'Analysis of a game with a heading long enough to need wrapping onto a second line of the report',
      );
      for (const line of lines) expect(visible(line).length).toBeLessThanOrEqual(REPORT_WIDTH);
    }
  });

  it('report - no colour codes at colour level 0 (NO_COLOR), colour through the painter otherwise', () => {
    const plain = analysisText(analysis(50), chalkAt(0), 'Analysis').join('\n');
    expect(plain).not.toMatch(/\x1b/);
    expect(plain).toContain('\\x1b'); // the name's escape is shown, not sent
    expect(analysisText(analysis(50), chalkAt(1), 'Analysis').join('\n')).toMatch(/\x1b\[3\dm/);
  });

  it('report - the summary table, the marked actions with the better one, in words', () => {
    const text = analysisText(analysis(40), chalkAt(0), 'Analysis')
      .join('\n')
      .replace(/\n {4,}/g, ' ');
    expect(text).toMatch(/^player\s+actions\s+\?!\s+\?\s+\?\?\s+mean loss\s+points\s+accuracy\s+luck$/m);
    expect(text).toMatch(/^1 Red\s+14\s+/m);
    expect(text).toContain(
      '40. Red: play land mountain F7 ?? (blunder). Better: buy land display 2, which would have kept 22.0% more chance of winning and about 7 points.',
    );
    expect(text).toContain('?! (inaccuracy)');
    expect(text).toContain('Marked actions (?! inaccuracy, ? mistake, ?? blunder: from 5%, 10%, 15% of win chance lost, or 2.8, 5.6, 8.3 points):');
  });

  it("report - each seat's turns judged and marked, and the marked turns with the better turn, in words", () => {
    const text = analysisText(analysis(40), chalkAt(0), 'Analysis')
      .join('\n')
      .replace(/\n {4,}/g, ' ');
    expect(text).toContain('Turns, each judged as a whole against the best turn found:');
    expect(text).toMatch(/^ {2}1 Red: 14 turns judged, \d+ \?!, \d+ \?, 1 \?\?$/m);
    expect(text).toContain(
      '40. Red: play land mountain F7 ?? (blunder). Better: buy land display 2, harvest F7, which would have kept 22.0% more chance of winning.',
    );
  });

  it('report - the chart draws each seat by its digit, 100% above 0%, first and last action below', () => {
    const chart = winChart(analysis(100), chalkAt(0));
    expect(chart[0]).toMatch(/^ 100% \|/);
    expect(chart[10]).toMatch(/^ {3}0% \|/);
    expect(chart.at(-1)).toMatch(/^ +1 +100$/);
    // Seat 1 starts low and ends high: its digit is in a lower row in the first column than in the last.
    const rowOf = (col: number) => chart.slice(0, 11).findIndex((l) => l[7 + col] === '1');
    expect(rowOf(0)).toBeGreaterThan(rowOf(71));
    expect(chart.join('')).toContain('3');
  });
  it('report - a second chart: the expected margin, even in the middle, each seat where its margin puts it', () => {
    const chart = winChart(analysis(100), chalkAt(0), 'margin');
    // The margins reach 80 points: the chart runs from -100 to +100.
    expect(chart[0]).toMatch(/^ \+100 \|/);
    expect(chart[5]).toMatch(/^ {4}0 \|/);
    expect(chart[10]).toMatch(/^ -100 \|/);
    // Seat 3 sits at -80 all game (row 9 of 0-10), seat 2 at +10 (row 4 or 5).
    expect(chart[9]!.slice(7)).toMatch(/^3+$/);
    const text = analysisText(analysis(100), chalkAt(0), 'Analysis').join('\n');
    expect(text).toContain('Expected final margin after each action (points)');
  });

  it("report - where the chance of winning hardly moves, a marked action is told in points; a deeper look's close call in words", () => {
    const a = analysis(40);
    a.actions[0] = { ...a.actions[0]!, loss: 0, pointsLoss: 9, mark: '??' };
    a.actions[1] = { ...a.actions[1]!, loss: 0.03, pointsLoss: 2, mark: null, deeper: true };
    const text = analysisText(a, chalkAt(0), 'Analysis')
      .join('\n')
      .replace(/\n {4,}/g, ' ');
    expect(text).toContain(
      '1. Red: play land mountain F7 ?? (blunder). Better: buy land display 2, which would have kept about 9 points more (the chance of winning hardly moves).',
    );
    expect(text).toContain('Looked at as deeply as the hint, and not marked');
    expect(text).toContain(
      '2. A very long player name indeed, longer than any column: play land mountain F7: a deeper look prefers buy land display 2, by 3.0% more chance of winning and about 2 points: less than a mistake.',
    );
  });
});
