/**
 * The widest-line Ink's bundled screen uses when it lays text out (bundle.js swaps
 * it in for Ink's import), and our frame composer when it clips: the same answer, remembered. Ink
 * measures every text of the screen on every frame, and measuring a coloured board of a few
 * thousand characters again after each key took as long as everything else in the frame together.
 *
 * Checked against: ink 6.8.0 (which imports widest-line from its build folder), widest-line 6.0.0.
 */
import widestLine from 'widest-line';
import { remember } from './remember.js';

const rememberedWidestLine: (text: string) => number = remember(2_000, widestLine);
export default rememberedWidestLine;
