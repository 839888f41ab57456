/**
 * One line for what just happened or went wrong, or what the screen waits for.
 */
import { sanitize } from '../../text/sanitize.js';
import type { PanelTheme } from '../game/panels.js';
import { Lines } from './Lines.js';

export function MessageLine(p: { text: string; error: boolean; width: number; theme: PanelTheme }) {
  // Messages quote the engine, names and paths: shown safely (idempotent, so names already shown stay as they are).
  const said = sanitize(p.text);
  const text = p.error ? p.theme.painter.paint(`${p.theme.glyphs.disabled} ${said}`, { fg: 'brightRed', bold: true }) : said;
  return <Lines lines={[text]} width={p.width} />;
}
