/**
 * The latest events, newest last; in the replay viewer with an analysis, each marked action's mark
 * (?! ? ??) beside its move.
 */
import type { ActionAnalysis } from '../../coach/analysis.js';
import { entryText, logWindow, type LogEntry } from '../game/log.js';
import type { PanelTheme } from '../game/panels.js';
import { entryMark, markedText } from '../ui/review.js';
import { Lines } from './Lines.js';

export function LogPanel(p: {
  log: readonly LogEntry[];
  viewer: number;
  lines: number;
  width: number;
  theme: PanelTheme;
  marks?: ReadonlyMap<number, ActionAnalysis>;
}) {
  const { entries, ownTurn } = logWindow(p.log, p.viewer, p.lines);
  const shown = entries.map((e) => {
    const mark = p.marks ? entryMark(p.marks, e) : undefined;
    const text = mark ? markedText(entryText(e, p.viewer), mark, p.theme.painter) : entryText(e, p.viewer);
    if (e.kind === 'money') return p.theme.painter.paint(text, { fg: 'brightGreen' });
    if (e.kind === 'game') return p.theme.painter.paint(text, { dim: true });
    return e.kind === 'chat' ? p.theme.painter.paint(text, { fg: 'cyan' }) : text;
  });
  if (ownTurn) shown.unshift(p.theme.painter.paint(ownTurn, { dim: true }));
  while (shown.length < p.lines) shown.unshift('');
  return <Lines lines={shown} width={p.width} height={p.lines} />;
}
