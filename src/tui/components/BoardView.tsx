/**
 * The board, drawn as strings (board-render.ts): one Text, not one component per hex. A board
 * taller or wider than the room for it shows `rows` rows and `cols` columns of hexes around the
 * cursor (or, when no cursor is shown, around the tile being laid or the first highlighted space).
 */
import { Box, Text } from 'ink';
import { useMemo, useRef } from 'react';
import type { BaseState, Topology } from '../../api.js';
import type { Presenter } from '../game/presenter.js';
import { newBoardMemo, renderBoard, type Zoom } from '../game/board-render.js';
import type { PanelTheme } from '../game/panels.js';
import { windowStart } from '../ui/layout.js';

export interface BoardViewProps {
  state: BaseState;
  topo: Topology;
  presenter: Presenter;
  zoom: Zoom;
  cursor: number;
  targets: ReadonlySet<number>;
  preview: ReadonlySet<number>;
  recent: ReadonlySet<number>;
  /** Changed since the viewer last acted: marked until they act. */
  changed?: ReadonlySet<number>;
  /** Only these spaces are asked about (the markets that count); the rest faded. */
  focus?: ReadonlySet<number> | null;
  theme: PanelTheme;
  width: number;
  /** Rows of hexes there is room for (all of them when the board fits). */
  rows: number;
  /** Columns of hexes there is room for (all of them when the board fits). */
  cols: number;
}

const NONE: ReadonlySet<number> = new Set();

/** The space the window keeps in view, or -1. */
function focus(p: Pick<BoardViewProps, 'cursor' | 'preview' | 'targets'>): number {
  return p.cursor >= 0 ? p.cursor : (p.preview.values().next().value ?? p.targets.values().next().value ?? -1);
}

/** The first row and column shown when the board is cut to a window around the space in focus. */
export function boardWindow(p: Pick<BoardViewProps, 'topo' | 'rows' | 'cols' | 'cursor' | 'preview' | 'targets'>): { row: number; col: number } {
  const space = focus(p);
  return {
    row: p.rows < p.topo.rows ? windowStart(p.topo.rows, p.rows, space >= 0 ? p.topo.row[space]! : 0) : 0,
    col: p.cols < p.topo.cols ? windowStart(p.topo.cols, p.cols, space >= 0 ? p.topo.col[space]! : 0) : 0,
  };
}

export function BoardView(p: BoardViewProps) {
  const { row: first, col: firstCol } = boardWindow(p);
  // The last drawing, so that a frame draws again only the lines that changed (board-render.ts).
  const memo = useRef(newBoardMemo()).current;
  const text = useMemo(
    () =>
      renderBoard(
        {
          state: p.state,
          topo: p.topo,
          presenter: p.presenter,
          zoom: p.zoom,
          cursor: p.cursor,
          targets: p.targets,
          preview: p.preview,
          recent: p.recent,
          changed: p.changed ?? NONE,
          focus: p.focus ?? null,
          glyphs: p.theme.glyphs,
          painter: p.theme.painter,
          ...(p.rows < p.topo.rows ? { rows: { first, count: p.rows } } : {}),
          ...(p.cols < p.topo.cols ? { cols: { first: firstCol, count: p.cols } } : {}),
        },
        memo,
      ).join('\n'),
    [p.state, p.topo, p.presenter, p.zoom, p.cursor, p.targets, p.preview, p.recent, p.changed, p.focus, p.theme, p.rows, first, p.cols, firstCol, memo],
  );
  return (
    <Box width={p.width} flexShrink={0}>
      <Text>{text}</Text>
    </Box>
  );
}
