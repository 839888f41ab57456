/**
 * The open menu: its entries with their keys, disabled ones marked, and why the selected one
 * cannot be taken.
 */
import { sanitize } from '../../text/sanitize.js';
import type { PanelTheme } from '../game/panels.js';
import type { MenuView } from '../ui/menu-view.js';
import { Lines } from './Lines.js';
import { cut, cutStart } from '../../text/cut.js';
import { wrapLines } from '../game/help.js';

export function menuLines(view: MenuView, index: number, width: number, theme: PanelTheme): string[] {
  const { painter, glyphs } = theme;
  const lines = [painter.paint(view.title, { bold: true })];
  const labels = distinctLabels(
    view.entries.map((e) => `${e.key} ${sanitize(e.label)}`),
    width - 2,
  );
  view.entries.forEach((e, i) => {
    const mark = i === index ? glyphs.selected : ' ';
    const flag = e.enabled ? ' ' : glyphs.disabled;
    const note = e.note ? painter.paint(` ${sanitize(e.note)}`, { dim: true }) : '';
    const worth = e.worth ? painter.paint(`  ${e.worth.text}`, e.worth.warn ? { fg: 'yellow' } : { fg: 'brightGreen' }) : '';
    const text = `${mark}${flag}${labels[i]}`;
    const look = i === index ? { inverse: true } : !e.enabled ? { dim: true } : e.playable ? { fg: 'brightGreen' as const, bold: true } : null;
    lines.push((look ? painter.paint(text, look) : text) + note + worth);
  });
  if (view.entries.length === 0) lines.push('(nothing)');
  // The selected entry whole, wrapped, whatever the panel's width cut from its line: its label,
  // what it costs or holds, its worth, or why it cannot be taken.
  const sel = view.entries[index];
  if (sel) {
    const about = [sanitize(sel.label), sel.note ? sanitize(sel.note) : null, sel.worth && !sel.worth.warn ? sel.worth.text : null].filter((x) => x);
    for (const l of wrapLines([`${glyphs.selected} ${about.join(` ${glyphs.dash} `)}`], Math.max(10, width))) lines.push(painter.paint(l, { bold: true }));
    if (sel.worth?.warn) for (const l of wrapLines([`! ${sel.worth.text}`], Math.max(10, width))) lines.push(painter.paint(l, { fg: 'yellow' }));
    // The engine's reasons name the player ("Ana holds no forest land card"): shown safely.
    if (!sel.enabled && sel.reason)
      for (const l of wrapLines([`${glyphs.disabled} ${sanitize(sel.reason)}`], Math.max(10, width))) lines.push(painter.paint(l, { fg: 'brightRed' }));
  }
  return lines;
}

/**
 * The entries' labels cut to `width`: where two would look alike when cut at the end (two 2026
 * pairs that differ only in their last cards), they are cut in the middle instead, so that their
 * ends, where they differ, stay in sight.
 */
export function distinctLabels(labels: readonly string[], width: number): string[] {
  const w = Math.max(4, width);
  const atEnd = labels.map((l) => (l.length <= w ? l : `${cut(l, w - 1)}~`));
  const seen = new Map<string, number>();
  for (const l of atEnd) seen.set(l, (seen.get(l) ?? 0) + 1);
  return labels.map((l, i) => {
    if (l.length <= w || seen.get(atEnd[i]!) === 1) return atEnd[i]!;
    const head = Math.ceil((w - 1) / 2);
    return `${cut(l, head)}~${cutStart(l, w - 1 - head)}`;
  });
}

/** The first of the menu's lines shown: the selected entry kept in sight on a short screen. */
export function menuScroll(index: number, height: number, lines: number): number {
  return Math.max(0, Math.min(index + 2 - height + 1, lines - height));
}

export function MenuPanel(p: { view: MenuView; index: number; width: number; height: number; theme: PanelTheme }) {
  const lines = menuLines(p.view, p.index, p.width, p.theme);
  const start = menuScroll(p.index, p.height, lines.length);
  return <Lines lines={lines.slice(start)} width={p.width} height={p.height} />;
}
