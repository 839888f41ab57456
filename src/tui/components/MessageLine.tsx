/**
 * One line for what just happened or went wrong, or what the screen waits for.
 */
import type { PanelTheme } from '../game/panels.js';
import { Lines } from './Lines.js';

export function MessageLine(p: { text: string; error: boolean; width: number; theme: PanelTheme }) {
  const text = p.error ? p.theme.painter.paint(`${p.theme.glyphs.disabled} ${p.text}`, { fg: 'brightRed', bold: true }) : p.text;
  return <Lines lines={[text]} width={p.width} />;
}
