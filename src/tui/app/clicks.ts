/**
 * Where a mouse click lands on the game screen: a space of the board, or an entry of the open
 * menu, from the same layout the screen draws (GameScreen: the top line, then the board with the
 * panel beside it). Pure.
 */
import { boardWindow } from '../components/BoardView.js';
import { menuLines, menuScroll } from '../components/MenuPanel.js';
import { spaceAtPoint } from '../game/board-render.js';
import type { PanelTheme } from '../game/panels.js';
import type { Intent, Screen } from '../ui/keys.js';
import { layout } from '../ui/layout.js';
import { menuView } from '../ui/menu-view.js';
import { highlights, type ScreenModel } from '../ui/model.js';
import type { UiState } from '../ui/state.js';

export function clickIntent(
  x: number,
  y: number,
  ui: UiState,
  model: ScreenModel,
  screen: Screen,
  size: { columns: number; rows: number },
  theme: PanelTheme,
): Intent | null {
  const hl = highlights(ui, model);
  const topo = hl.layout?.topo ?? model.topo;
  const lay = layout(topo, ui.zoom, size);
  // The middle of the screen: the board from line 1, the panel beside it.
  if (y < 1 || y >= 1 + lay.middleHeight) return null;
  if (x <= lay.boardWidth) {
    if (hl.layout) return null;
    const first = boardWindow({ topo, rows: lay.boardRows, cols: lay.boardCols, cursor: ui.cursor, preview: hl.preview, targets: hl.targets });
    const s = spaceAtPoint(topo, lay.zoom, x, y - 1, first);
    return s >= 0 ? { type: 'click-space', space: s } : null;
  }
  if (screen !== 'menu' || ui.mode.kind !== 'menu') return null;
  const view = menuView(ui.mode.menu, model.menu, model.view, model.topo, ui.cursor, model.presenter);
  const start = menuScroll(ui.mode.index, lay.middleHeight, menuLines(view, ui.mode.index, lay.sideWidth, theme).length);
  // The menu's first line is its title.
  const entry = y - 1 + start - 1;
  return entry >= 0 && entry < view.entries.length ? { type: 'click-item', index: entry } : null;
}
