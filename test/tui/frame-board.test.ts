// The board's lines are drawn again only where a space changed (BoardMemo, board-render.ts), and
// the detailed zoom a line at a time: the frames must be byte for byte what they were. Held here
// (1) against the drawing as it was before (the whole detailed canvas at once: the reference
// below), and (2) a board drawn with its memo through a game's frames (cursor moves, moves
// played, targets, marks, the markets that count, windows) against the same frame drawn anew;
// on the printed boards, a 2026 map and the largest community boards, at every colour level.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardOf, applyAction, legalActions, newGame, topology, type BaseAction, type BaseState, type Topology } from '../../src/api.js';
import { columnLetters } from '../../src/engine/hex.js';
import { classicBoard } from '../../src/games/classic/boards/index.js';
import { parseHaz } from '../../src/maps/haz.js';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng.js';
import { highlightOf, newBoardMemo, renderBoard, spaceAt, type BoardInput, type Zoom } from '../../src/tui/game/board-render.js';
import { presenterOf } from '../../src/tui/game/rulesets.js';
import { ASCII_GLYPHS, UNICODE_GLYPHS } from '../../src/tui/terminal/glyphs.js';
import { makePainter, styleKey, type Painter, type Style } from '../../src/tui/terminal/style.js';
import { hazDir, hazExists } from '../maps/paths.js';

/** The detailed board as it was drawn before the lines were kept: the whole canvas, then its lines. */
function referenceDetailed(input: BoardInput): string[] {
  const { topo, state, painter, glyphs, presenter } = input;
  const lw = String(topo.rows).length + 1;
  const shifted = (row: number) => (topo.map.shift === 'odd' ? row % 2 === 1 : row % 2 === 0);
  const width = 4 * topo.cols + 3;
  const height = 2 * topo.rows + 1;
  const chars: string[][] = Array.from({ length: height }, () => new Array<string>(width).fill(' '));
  const styles: (Style | null)[][] = Array.from({ length: height }, () => new Array<Style | null>(width).fill(null));
  const outline: Style = { dim: true };
  const cursorOutline: Style = { bold: true, fg: 'brightWhite' };
  const changedOutline: Style = { bold: true, fg: 'brightYellow' };
  const put = (y: number, x: number, ch: string, style: Style | null) => {
    const was = styles[y]![x];
    if ((was === cursorOutline || was === changedOutline) && style === outline) return;
    if (was === cursorOutline && style === changedOutline) return;
    chars[y]![x] = ch;
    styles[y]![x] = style;
  };
  for (let s = 0; s < topo.size; s++) {
    const row = topo.row[s]!;
    const x0 = 4 * topo.col[s]! + (shifted(row) ? 2 : 0);
    const y0 = 2 * row;
    const edge = s === input.cursor ? cursorOutline : input.changed?.has(s) ? changedOutline : outline;
    put(y0, x0 + 1, '/', edge);
    put(y0, x0 + 3, '\\', edge);
    put(y0 + 1, x0, '|', edge);
    put(y0 + 1, x0 + 4, '|', edge);
    put(y0 + 2, x0 + 1, '\\', edge);
    put(y0 + 2, x0 + 3, '/', edge);
    const hl = highlightOf(input, s);
    const look = presenter.cellLook(state, topo, s, hl, glyphs);
    for (let k = 0; k < 3; k++) put(y0 + 1, x0 + 1 + k, look.detailed[k]!, look.style);
  }
  let header = ' '.repeat(lw + 2);
  for (let c = 0; c < topo.cols; c++) header += columnLetters(c).padEnd(4);
  const lines = [painter.paint(header.trimEnd(), { dim: true })];
  for (let y = 0; y < height; y++) {
    const label = y % 2 === 1 ? String((y - 1) / 2 + 1).padStart(lw - 1) + ' ' : ' '.repeat(lw);
    lines.push(
      paintRuns(painter, [
        [label, { dim: true }],
        ...chars[y]!.map((ch, x): [string, Style | null] => [ch, ch === ' ' && styles[y]![x] === null ? null : styles[y]![x]!]),
      ]).replace(/ +$/, ''),
    );
  }
  return lines;
}

/** Pieces of a line painted as runs of the pieces that look the same. */
function paintRuns(painter: Painter, pieces: [string, Style | null][]): string {
  let line = '';
  let run = '';
  let key: string | null = null;
  let style: Style | null = null;
  for (const [text, st] of pieces) {
    const k = st ? styleKey(st) : '';
    if (k !== key) {
      if (run) line += style ? painter.paint(run, style) : run;
      run = '';
      key = k;
      style = st;
    }
    run += text;
  }
  if (run) line += style ? painter.paint(run, style) : run;
  return line;
}

interface Board {
  name: string;
  state: BaseState;
}

function classicOn(name: string, map: ReturnType<typeof classicBoard>): Board {
  return { name, state: newGame('classic', { players: ['Ana', 'Blue', 'Cy'], seed: name, map, startPlayer: 0 }) };
}

const BOARDS: Board[] = [
  classicOn('symmetric', classicBoard('symmetric')),
  classicOn('asymmetric', classicBoard('asymmetric')),
  { name: '2026 standard', state: newGame('2026', { players: ['A', 'B'], seed: 'frames', mode: 'basic', layout: 'standard' } as never) },
  ...(hazExists ? ['Citrus.haz', 'Ararat.haz', '123.haz'].map((f) => classicOn(f, parseHaz(readFileSync(join(hazDir, f), 'utf8'), f))) : []),
];
if (!hazExists) console.warn(`frame-board tests: the community boards are left out, folder not found: ${hazDir}`);

const PAINTERS = [0, 1, 2, 3].map((level) => makePainter(level as 0 | 1 | 2 | 3));

/** A few spaces of the board, at random. */
function someSpaces(rng: RngState, topo: Topology, most: number): Set<number> {
  const out = new Set<number>();
  for (let i = 0, n = nextInt(rng, most + 1); i < n; i++) out.add(nextInt(rng, topo.size));
  return out;
}

/**
 * A game's frames, as a screen meets them: mostly the cursor moving, now and then a move played
 * (random legal actions), targets shown, spaces marked, the markets that count, the window moved.
 */
function* frames(board: Board, zoom: Zoom, painter: Painter, seed: string): Generator<BoardInput> {
  const rng = seedRng(seed);
  let state = board.state;
  const topo = topology(boardOf(state));
  const presenter = presenterOf(state);
  const none: ReadonlySet<number> = new Set();
  let targets = none;
  let preview = none;
  let recent = none;
  let changed = none;
  let focus: ReadonlySet<number> | null = null;
  let cursor = Math.floor(topo.size / 2);
  let windowed = false;
  const glyphs = nextInt(rng, 2) ? UNICODE_GLYPHS : ASCII_GLYPHS;
  for (let f = 0; f < 60; f++) {
    const r = nextInt(rng, 20);
    if (r === 0) {
      const actions = legalActions(state);
      if (actions.length > 0) {
        const played = applyAction(state, actions[nextInt(rng, actions.length)] as BaseAction);
        if (played.ok) state = played.state;
      }
      recent = someSpaces(rng, topo, 3);
    } else if (r === 1) targets = someSpaces(rng, topo, 12);
    else if (r === 2) preview = someSpaces(rng, topo, 3);
    else if (r === 3) changed = someSpaces(rng, topo, 6);
    else if (r === 4) focus = focus ? null : someSpaces(rng, topo, 20);
    else if (r === 5) windowed = !windowed;
    else if (r === 6) targets = preview = changed = none;
    else if (r === 7) cursor = -1;
    else {
      // The cursor to a neighbouring space (or anywhere, off the board's edge).
      const row = (cursor >= 0 ? topo.row[cursor]! : 0) + nextInt(rng, 3) - 1;
      const col = (cursor >= 0 ? topo.col[cursor]! : 0) + nextInt(rng, 3) - 1;
      const s = spaceAt(topo, col, row);
      cursor = s >= 0 ? s : nextInt(rng, topo.size);
    }
    const window =
      windowed && zoom === 'compact'
        ? { rows: { first: nextInt(rng, Math.max(1, topo.rows - 8)), count: 8 }, cols: { first: nextInt(rng, Math.max(1, topo.cols - 6)), count: 6 } }
        : {};
    yield { state, topo, presenter, zoom, cursor, targets, preview, recent, changed, focus, glyphs, painter, ...window };
  }
}

describe('frame board', () => {
  it.each(BOARDS.map((b) => [b.name, b] as const))(
    'frame board - the detailed zoom, drawn a line at a time, is the whole canvas drawn at once (%s)',
    (_name, board) => {
      for (const painter of PAINTERS) {
        for (const input of frames(board, 'detailed', painter, `reference-${board.name}-${painter.level}`)) {
          expect(renderBoard(input)).toEqual(referenceDetailed(input));
        }
      }
    },
  );

  it.each(BOARDS.map((b) => [b.name, b] as const))('frame board - a board drawn again from its last drawing is the board drawn anew (%s)', (_name, board) => {
    for (const zoom of ['compact', 'detailed'] as const) {
      for (const painter of PAINTERS) {
        const memo = newBoardMemo();
        let frame = 0;
        for (const input of frames(board, zoom, painter, `memo-${board.name}-${zoom}-${painter.level}`)) {
          expect(renderBoard(input, memo), `${zoom}, level ${painter.level}, frame ${frame++}`).toEqual(renderBoard(input));
        }
      }
    }
  });

  it('frame board - a memo follows a change of zoom, colours or glyphs (no line of the other drawing kept)', () => {
    const board = BOARDS[0]!;
    const memo = newBoardMemo();
    const first = (n: number, it: Iterable<BoardInput>) => [...it].slice(0, n);
    const inputs = [...first(3, frames(board, 'compact', PAINTERS[3]!, 'switch')), ...first(3, frames(board, 'detailed', PAINTERS[0]!, 'switch'))];
    const more = first(2, frames(board, 'compact', PAINTERS[1]!, 'switch')).map((i) => ({
      ...i,
      glyphs: i.glyphs === ASCII_GLYPHS ? UNICODE_GLYPHS : ASCII_GLYPHS,
    }));
    for (const input of [...inputs, ...more]) expect(renderBoard(input, memo)).toEqual(renderBoard(input));
  });
});
