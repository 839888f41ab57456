/**
 * Ink's measureText (build/measure-text.js: a text's width and height, for the layout), with a
 * bounded memory. The bundled screen uses it in place of Ink's (bundle.js swaps it in).
 *
 * Checked against: ink 6.8.0 (build/measure-text.js, which measures with widest-line).
 *
 * Why: Ink's remembers the size of every text it ever measured, and never lets one go. The board
 * is a new text after each key (the cursor moved), of 10 to 50 KB in colour: over a long game, or
 * a server's many games, that is hundreds of megabytes held for nothing. Here the recent texts
 * are remembered (rememberRecent), which is all a frame needs.
 */
import { rememberRecent } from './remember.js';
import widestLine from './widest-line.js';

const EMPTY = { width: 0, height: 0 };

const measured = rememberRecent(1_000_000, (text) => ({ width: widestLine(text), height: text.split('\n').length }));

export default function measureText(text: string): { width: number; height: number } {
  return text.length === 0 ? EMPTY : measured(text);
}
