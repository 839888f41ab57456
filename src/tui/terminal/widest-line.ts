/**
 * The widest-line Ink's bundled screen uses when it lays text out (scripts/bundle.js swaps
 * it in for Ink's import), and our frame composer when it clips: the same answer, remembered. Ink
 * measures every text of the screen on every frame, and measuring a coloured board of a few
 * thousand characters again after each key took as long as everything else in the frame together.
 */
import widestLine from 'widest-line';
import { remember } from './remember.js';

const rememberedWidestLine: (text: string) => number = remember(2_000, widestLine);
export default rememberedWidestLine;
