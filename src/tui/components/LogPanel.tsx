/**
 * The latest events, newest last; in the replay viewer with an analysis, each marked action's mark
 * (?! ? ??) beside its move.
 */
import type { ActionAnalysis } from '../../coach/analysis.js';
import { entryText, logWindow, type LogEntry } from '../game/log.js';
import type { PanelTheme } from '../game/panels.js';
import { entryMark, markedText } from '../ui/review.js';
import { Lines } from './Lines.js';
import { wrapLines } from '../game/help.js';

/** A wrapped entry goes on under its text: past `12. Blue: ` or the 3 spaces of an event's line. */
function hangingIndent(line: string): string {
  const head = /^(\d+\. [^:]{1,16}: | {3})/.exec(line);
  return ' '.repeat(Math.min(head ? head[0].length : 3, 20));
}

export function LogPanel(p: {
  log: readonly LogEntry[];
  viewer: number;
  lines: number;
  width: number;
  theme: PanelTheme;
  marks?: ReadonlyMap<number, ActionAnalysis>;
}) {
  // A long entry wraps (its lines go on under its text) rather than being cut: the newest entries
  // whose lines fit are shown, and the viewer's own last turn in one line when it is out of them.
  // Each entry wrapped once per frame: the window counts its lines, then they are drawn.
  const wrapped = new Map<LogEntry, string[]>();
  const wrap = (e: LogEntry) => {
    let lines = wrapped.get(e);
    if (!lines) wrapped.set(e, (lines = wrapLines([entryText(e, p.viewer)], Math.max(20, p.width - 1), hangingIndent)));
    return lines;
  };
  const { entries, ownTurn } = logWindow(p.log, p.viewer, p.lines, (e) => wrap(e).length);
  const shown = entries.flatMap((e) => {
    const mark = p.marks ? entryMark(p.marks, e) : undefined;
    const lines = wrap(e);
    return lines.map((line, i) => {
      const text = mark && i === 0 ? markedText(line, mark, p.theme.painter) : line;
      if (e.kind === 'money') return p.theme.painter.paint(text, { fg: 'brightGreen' });
      if (e.kind === 'game') return p.theme.painter.paint(text, { dim: true });
      return e.kind === 'chat' ? p.theme.painter.paint(text, { fg: 'cyan' }) : text;
    });
  });
  const last = shown.slice(-(ownTurn ? p.lines - 1 : p.lines));
  if (ownTurn) last.unshift(p.theme.painter.paint(ownTurn, { dim: true }));
  while (last.length < p.lines) last.unshift('');
  return <Lines lines={last} width={p.width} height={p.lines} />;
}
