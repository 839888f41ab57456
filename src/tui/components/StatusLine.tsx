/**
 * The keys that work now, on the last line.
 */
import type { PanelTheme } from '../game/panels.js';
import { Lines } from './Lines.js';

const ASCII_ARROWS: Record<string, string> = { '←': '<', '↑': '^', '↓': 'v', '→': '>' };

export function statusText(keys: readonly string[], unicode: boolean): string {
  const text = keys.join('  ');
  return unicode ? text : text.replace(/[←↑↓→]/g, (c) => ASCII_ARROWS[c]!);
}

export function StatusLine(p: { keys: readonly string[]; width: number; theme: PanelTheme; prompt?: string }) {
  const text = p.prompt ? p.theme.painter.paint(p.prompt, { bold: true, inverse: true }) + '  ' + statusText(p.keys, p.theme.glyphs.unicode) : statusText(p.keys, p.theme.glyphs.unicode);
  return <Lines lines={[p.theme.painter.paint(text, { dim: !p.prompt })]} width={p.width} />;
}
