/**
 * Help over the whole screen: keys, legend, rules summary, rulings; scrolls.
 */
import { Lines } from './Lines.js';

export function HelpScreen(p: { lines: readonly string[]; scroll: number; width: number; height: number }) {
  return <Lines lines={p.lines.slice(p.scroll, p.scroll + p.height)} width={p.width} height={p.height} />;
}
