/**
 * The latest events, newest last.
 */
import { entryText, logWindow, type LogEntry } from '../game/log.js';
import type { PanelTheme } from '../game/panels.js';
import { Lines } from './Lines.js';

export function LogPanel(p: { log: readonly LogEntry[]; viewer: number; lines: number; width: number; theme: PanelTheme }) {
  const { entries, ownTurn } = logWindow(p.log, p.viewer, p.lines);
  const shown = entries.map((e) => {
    const text = entryText(e, p.viewer);
    if (e.kind === 'money') return p.theme.painter.paint(text, { fg: 'brightGreen' });
    if (e.kind === 'game') return p.theme.painter.paint(text, { dim: true });
    return e.kind === 'chat' ? p.theme.painter.paint(text, { fg: 'cyan' }) : text;
  });
  if (ownTurn) shown.unshift(p.theme.painter.paint(ownTurn, { dim: true }));
  while (shown.length < p.lines) shown.unshift('');
  return <Lines lines={shown} width={p.width} height={p.lines} />;
}
