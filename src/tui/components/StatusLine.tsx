/**
 * The keys that work now, on the last line.
 */
import type { PanelTheme } from '../game/panels.js';
import { arrowsFor } from '../terminal/glyphs.js';
import { Lines } from './Lines.js';

export function statusText(keys: readonly string[], unicode: boolean): string {
  return arrowsFor(keys.join('  '), { unicode });
}

/**
 * The keys that fit in `width`, whole: a key cut in half (`z~`) tells nothing, so the last ones
 * give way, except help, which lists them all.
 */
export function fittingKeys(keys: readonly string[], width: number, unicode: boolean): string[] {
  const shown = [...keys];
  while (shown.length > 1 && statusText(shown, unicode).length > width) {
    let drop = shown.length - 1;
    while (drop >= 0 && shown[drop]!.startsWith('? ')) drop--;
    if (drop < 0) break;
    shown.splice(drop, 1);
  }
  return shown;
}

export function StatusLine(p: { keys: readonly string[]; width: number; theme: PanelTheme; prompt?: string }) {
  const unicode = p.theme.glyphs.unicode;
  const room = p.width - (p.prompt ? p.prompt.length + 2 : 0);
  const keys = statusText(fittingKeys(p.keys, room, unicode), unicode);
  const text = p.prompt ? p.theme.painter.paint(p.prompt, { bold: true, inverse: true }) + '  ' + keys : keys;
  return <Lines lines={[p.theme.painter.paint(text, { dim: !p.prompt })]} width={p.width} />;
}
