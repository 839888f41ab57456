/**
 * How the screen is divided for a terminal size: the board on the left, the panels on the right,
 * the log below; the smallest size that works, and whether the detailed zoom fits. Pure.
 */
import type { Topology } from '../../api.js';
import { boardSize, compactWidth, type Zoom } from '../game/board-render.js';

/** The narrowest the side panels may be. */
export const SIDE_MIN = 36;
const SIDE_MAX = 64;
/** Lines besides the board: the top bar, the cursor line, the message, the status line. */
const CHROME = 4;
const LOG_MIN = 2;
/**
 * The log's lines beside a board that shows a window of its rows anyway: a few rows fewer there
 * let the bots' moves be followed without the history (m).
 */
const LOG_WINDOWED = 4;
/**
 * The fewest rows of hexes the compact board may show. A board taller than the terminal allows
 * (Hacienda 2026's maps) shows a window of its rows that follows the cursor, with the row numbers
 * on its edge, so an 80x24 terminal still plays it.
 */
const BOARD_ROWS_MIN = 9;
/** The fewest columns of hexes the compact board may show; a wider board shows a window of them. */
const BOARD_COLS_MIN = 12;
/** Lines the side panels need with five players: players 6, hand 3, supply 5. */
const SIDE_LINES = 14;

/**
 * The zoom asked for: one of the two, or `auto`, the detailed board when the terminal has room for
 * it and the panels, else the compact one (without a word: nothing was asked that does not fit).
 */
export type ZoomChoice = Zoom | 'auto';

export interface Layout {
  zoom: Zoom;
  /** The zoom asked for does not fit: the compact one is shown instead. */
  zoomFallback: boolean;
  boardWidth: number;
  boardHeight: number;
  /** Rows of hexes shown: all of them, or (compact, a tall board) a window that follows the cursor. */
  boardRows: number;
  /** Columns of hexes shown: all of them, or (compact, a wide board) a window that follows the cursor. */
  boardCols: number;
  sideWidth: number;
  middleHeight: number;
  logLines: number;
  /** The terminal is too small for even the compact board. */
  small: boolean;
  need: { columns: number; rows: number };
}

/** The size a zoom needs. */
export function needed(topo: Topology, zoom: Zoom): { columns: number; rows: number } {
  const b = boardSize(topo, zoom);
  // The compact board may show a window of its rows (and its column letters above them).
  const height = zoom === 'compact' ? Math.min(b.height, BOARD_ROWS_MIN + 1) : b.height;
  const width = zoom === 'compact' ? compactWidth(topo, Math.min(topo.cols, BOARD_COLS_MIN)) : b.width;
  // One line is kept free below the screen, so that the terminal never scrolls.
  return { columns: width + 1 + SIDE_MIN, rows: CHROME + Math.max(height, SIDE_LINES) + LOG_MIN + 1 };
}

/** The first row of a window of `count` rows that keeps row `focus` in its middle, on the board. */
export function windowStart(rows: number, count: number, focus: number): number {
  return Math.max(0, Math.min(rows - count, focus - Math.floor(count / 2)));
}

export function layout(topo: Topology, zoom: ZoomChoice, size: { columns: number; rows: number }): Layout {
  const fits = (z: Zoom) => {
    const n = needed(topo, z);
    return size.columns >= n.columns && size.rows >= n.rows;
  };
  const shown: Zoom = zoom === 'compact' || !fits('detailed') ? 'compact' : 'detailed';
  const need = needed(topo, 'compact');
  const full = boardSize(topo, shown);
  // Lines for the board: what is left after the chrome, the shortest log and the free line.
  const room = size.rows - 1 - CHROME - LOG_MIN;
  const boardRows = shown === 'compact' && full.height > room ? Math.max(BOARD_ROWS_MIN, size.rows - 1 - CHROME - LOG_WINDOWED - 1) : topo.rows;
  // Columns for the board: what the narrowest side panels leave.
  const across = size.columns - 1 - SIDE_MIN;
  let boardCols = topo.cols;
  if (shown === 'compact' && full.width > across) {
    boardCols = BOARD_COLS_MIN;
    while (boardCols < topo.cols && compactWidth(topo, boardCols + 1) <= across) boardCols++;
  }
  const b = { width: shown === 'compact' ? compactWidth(topo, boardCols) : full.width, height: shown === 'compact' ? boardRows + 1 : full.height };
  const middleHeight = Math.max(b.height, SIDE_LINES);
  return {
    zoom: shown,
    zoomFallback: zoom === 'detailed' && shown !== zoom,
    boardWidth: b.width,
    boardHeight: b.height,
    boardRows,
    boardCols,
    sideWidth: Math.max(SIDE_MIN, Math.min(SIDE_MAX, size.columns - b.width - 1)),
    middleHeight,
    logLines: Math.max(LOG_MIN, size.rows - 1 - CHROME - middleHeight),
    small: size.columns < need.columns || size.rows < need.rows,
    need,
  };
}
