/**
 * The keys that work now, on the last line.
 */
import type { PanelTheme } from '../game/panels.js';
import { arrowsFor } from '../terminal/glyphs.js';
import { Lines } from './Lines.js';

export function statusText(keys: readonly string[], unicode: boolean): string {
  return arrowsFor(keys.join('  '), { unicode });
}

export function StatusLine(p: { keys: readonly string[]; width: number; theme: PanelTheme; prompt?: string }) {
  const text = p.prompt
    ? p.theme.painter.paint(p.prompt, { bold: true, inverse: true }) + '  ' + statusText(p.keys, p.theme.glyphs.unicode)
    : statusText(p.keys, p.theme.glyphs.unicode);
  return <Lines lines={[p.theme.painter.paint(text, { dim: !p.prompt })]} width={p.width} />;
}
