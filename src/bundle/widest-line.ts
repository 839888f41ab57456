/**
 * The widest-line Ink's bundled screen uses when it lays text out (bundle.js swaps
 * it in for Ink's import), and our frame composer when it clips: the same answer, remembered. Ink
 * measures every text of the screen on every frame, and measuring a coloured board of a few
 * thousand characters again after each key took as long as everything else in the frame together.
 * A text's lines are remembered too: the board is a new text after every key, but most of its
 * lines are those of the frame before.
 *
 * Checked against: ink 6.8.0 (which imports widest-line from its build folder), widest-line 6.0.0
 * (the widest of its lines, each measured by string-width, which the bundle swaps for ours).
 */
import stringWidth from 'string-width';
import { remember, rememberRecent } from './remember.js';

const lineWidth = remember(20_000, (line) => stringWidth(line));

const rememberedWidestLine: (text: string) => number = rememberRecent(1_000_000, (text) => {
  let widest = 0;
  for (const line of text.split('\n')) widest = Math.max(widest, lineWidth(line));
  return widest;
});
export default rememberedWidestLine;
