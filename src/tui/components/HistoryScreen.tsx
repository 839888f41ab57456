/**
 * The history of the whole game over the whole screen, scrollable, with where in it the view is.
 */
import type { PanelTheme } from '../game/panels.js';
import { Lines } from './Lines.js';

export function HistoryScreen(p: { lines: readonly string[]; scroll: number; width: number; height: number; theme: PanelTheme }) {
  const rows = Math.max(1, p.height - 1);
  const first = Math.min(p.scroll, Math.max(0, p.lines.length - rows));
  const last = Math.min(p.lines.length, first + rows);
  const where = p.lines.length === 0 ? 'nothing yet' : `lines ${first + 1}-${last} of ${p.lines.length}`;
  const title = p.theme.painter.paint(`HISTORY  ${where}  (up/down scroll, space pages, home/end, esc closes)`, { bold: true });
  return <Lines lines={[title, ...p.lines.slice(first, last)]} width={p.width} height={p.height} />;
}
