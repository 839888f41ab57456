// A board taller or wider than the terminal allows (Hacienda 2026's maps on 80x24) shows a window
// of its rows and columns around the cursor, with the row numbers and column letters on its edges.
import { render } from 'ink-testing-library';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { newGame, topology, type BaseState, type MapData } from '../../src/api.js';
import { renderBoard } from '../../src/tui/game/board-render.js';
import { h2026Presenter } from '../../src/games/h2026/screen/index.js';
import { BoardView } from '../../src/tui/components/BoardView.js';
import { stripStyle } from '../../src/tui/terminal/style.js';
import { layout, needed, windowStart } from '../../src/tui/ui/layout.js';
import { PLAIN } from './support.js';

const none = new Set<number>();
const game2026 = (players: number, layout = 'standard', seed = 'window') =>
  newGame('2026', { players: ['Ana', 'Blue', 'Green', 'Yellow', 'White'].slice(0, players), seed, mode: 'basic', layout }) as BaseState & { map: MapData };

describe('board window', () => {
  it('board window - every standard Hacienda 2026 map plays on 80x24: a window of its rows', () => {
    for (const players of [2, 3, 4, 5]) {
      const topo = topology(game2026(players).map);
      const lay = layout(topo, 'compact', { columns: 80, rows: 24 });
      expect(lay.small, `${players} players`).toBe(false);
      expect(lay.boardRows).toBeLessThan(topo.rows);
      // The chrome (4 lines), the board with its letters, at least 2 log lines and a free line.
      expect(4 + lay.middleHeight + lay.logLines + 1).toBeLessThanOrEqual(24);
      expect(needed(topo, 'compact').rows).toBeLessThanOrEqual(24);
    }
  });

  it('board window - random Hacienda 2026 maps, wider than 80 columns allow, play on 80x24: a window of its columns too', () => {
    let wide = 0;
    for (const players of [2, 3, 4, 5]) {
      for (let k = 0; k < 5; k++) {
        const topo = topology(game2026(players, 'random', `wide${k}`).map);
        const lay = layout(topo, 'compact', { columns: 80, rows: 24 });
        expect(lay.small, `${players} players, map ${k}`).toBe(false);
        expect(lay.boardWidth + 1 + lay.sideWidth).toBeLessThanOrEqual(80);
        if (lay.boardCols < topo.cols) wide++;
      }
    }
    expect(wide).toBeGreaterThan(0);
  });

  it('board window - a board that fits is shown whole', () => {
    const topo = topology(game2026(2).map);
    expect(layout(topo, 'compact', { columns: 100, rows: 40 }).boardRows).toBe(topo.rows);
  });

  it('board window - the window keeps the focus row in its middle and stays on the board', () => {
    expect(windowStart(18, 10, 0)).toBe(0);
    expect(windowStart(18, 10, 9)).toBe(4);
    expect(windowStart(18, 10, 17)).toBe(8);
    expect(windowStart(18, 18, 12)).toBe(0);
  });

  it('board window - only the window rows are drawn, each with its own row number', () => {
    const state = game2026(2);
    const topo = topology(state.map);
    const lines = renderBoard({
      state,
      topo,
      presenter: h2026Presenter,
      zoom: 'compact',
      cursor: -1,
      targets: none,
      preview: none,
      glyphs: PLAIN.glyphs,
      painter: PLAIN.painter,
      rows: { first: 5, count: 8 },
    }).map(stripStyle);
    expect(lines).toHaveLength(9);
    expect(lines[0]).toMatch(/^ +A B C/);
    expect(lines[1]).toMatch(/^ 6 /);
    expect(lines[8]).toMatch(/^13 /);
  });

  it('board window - only the window columns are drawn, under their own letters', () => {
    const state = game2026(4, 'random', 'wide0');
    const topo = topology(state.map);
    const lines = renderBoard({
      state,
      topo,
      presenter: h2026Presenter,
      zoom: 'compact',
      cursor: -1,
      targets: none,
      preview: none,
      glyphs: PLAIN.glyphs,
      painter: PLAIN.painter,
      cols: { first: 3, count: 12 },
    }).map(stripStyle);
    expect(lines[0]!.trim()).toBe('D E F G H I J K L M N O');
    for (const l of lines) expect(l.trimEnd().length).toBeLessThanOrEqual(String(topo.rows).length + 1 + 2 * 12 + 1);
  });

  it('board window - the board on the screen follows the cursor', () => {
    const state = game2026(2);
    const topo = topology(state.map);
    const bottom = topo.row.findIndex((r) => r === topo.rows - 1);
    const top = topo.row.findIndex((r) => r === 0);
    const show = (cursor: number) =>
      stripStyle(
        render(
          createElement(BoardView, {
            state,
            topo,
            presenter: h2026Presenter,
            zoom: 'compact',
            cursor,
            targets: none,
            preview: none,
            recent: none,
            theme: PLAIN,
            width: 60,
            rows: 8,
            cols: topo.cols,
          }),
        ).lastFrame() ?? '',
      );
    const low = show(bottom).split('\n');
    expect(low).toHaveLength(9);
    expect(low.at(-1)).toMatch(new RegExp(`^${topo.rows} `));
    const high = show(top).split('\n');
    expect(high[1]).toMatch(/^ 1 /);
    // Sideways: a cursor on the last column brings the last letters into view.
    const right = topo.col.findIndex((c) => c === topo.cols - 1);
    const frame = stripStyle(
      render(
        createElement(BoardView, {
          state,
          topo,
          presenter: h2026Presenter,
          zoom: 'compact',
          cursor: right,
          targets: none,
          preview: none,
          recent: none,
          theme: PLAIN,
          width: 40,
          rows: topo.rows,
          cols: 8,
        }),
      ).lastFrame() ?? '',
    );
    expect(frame.split('\n')[0]!.trim().split(/ +/)).toHaveLength(8);
    expect(frame.split('\n')[0]!.trim().endsWith('P')).toBe(true);
  });
});
