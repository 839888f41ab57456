/**
 * The open menu: its entries with their keys, disabled ones marked, and why the selected one
 * cannot be taken.
 */
import { sanitize } from '../../text/sanitize.js';
import type { PanelTheme } from '../game/panels.js';
import type { MenuView } from '../ui/menu-view.js';
import { Lines } from './Lines.js';

export function menuLines(view: MenuView, index: number, width: number, theme: PanelTheme): string[] {
  const { painter, glyphs } = theme;
  const lines = [painter.paint(view.title, { bold: true })];
  view.entries.forEach((e, i) => {
    const mark = i === index ? glyphs.selected : ' ';
    const flag = e.enabled ? ' ' : glyphs.disabled;
    const note = e.note ? painter.paint(` ${sanitize(e.note)}`, { dim: true }) : '';
    const text = `${mark}${flag}${e.key} ${sanitize(e.label)}`;
    const look = i === index ? { inverse: true } : !e.enabled ? { dim: true } : e.playable ? { fg: 'brightGreen' as const, bold: true } : null;
    lines.push((look ? painter.paint(text, look) : text) + note);
  });
  const sel = view.entries[index];
  // The engine's reasons name the player ("Ana holds no forest land card"): shown safely.
  if (sel && !sel.enabled && sel.reason) lines.push(painter.paint(`${glyphs.disabled} ${sanitize(sel.reason)}`, { fg: 'brightRed' }));
  if (view.entries.length === 0) lines.push('(nothing)');
  void width;
  return lines;
}

export function MenuPanel(p: { view: MenuView; index: number; width: number; height: number; theme: PanelTheme }) {
  const lines = menuLines(p.view, p.index, p.width, p.theme);
  // Keep the selected entry in sight on a short screen.
  const start = Math.max(0, Math.min(p.index + 2 - p.height + 1, lines.length - p.height));
  return <Lines lines={lines.slice(start)} width={p.width} height={p.height} />;
}
