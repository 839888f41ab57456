/**
 * The board, drawn as strings (board-render.ts): one Text, not one component per hex.
 */
import { Box, Text } from 'ink';
import { useMemo } from 'react';
import type { BaseState, Topology } from '../../api.js';
import type { Presenter } from '../game/presenter.js';
import { renderBoard, type Zoom } from '../game/board-render.js';
import type { PanelTheme } from '../game/panels.js';

export interface BoardViewProps {
  state: BaseState;
  topo: Topology;
  presenter: Presenter;
  zoom: Zoom;
  cursor: number;
  targets: ReadonlySet<number>;
  preview: ReadonlySet<number>;
  recent: ReadonlySet<number>;
  theme: PanelTheme;
  width: number;
}

export function BoardView(p: BoardViewProps) {
  const text = useMemo(
    () => renderBoard({ state: p.state, topo: p.topo, presenter: p.presenter, zoom: p.zoom, cursor: p.cursor, targets: p.targets, preview: p.preview, recent: p.recent, glyphs: p.theme.glyphs, painter: p.theme.painter }).join('\n'),
    [p.state, p.topo, p.presenter, p.zoom, p.cursor, p.targets, p.preview, p.recent, p.theme],
  );
  return (
    <Box width={p.width} flexShrink={0}>
      <Text>{text}</Text>
    </Box>
  );
}
