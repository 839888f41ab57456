/**
 * The widest-line Ink's bundled screen uses when it lays text out (scripts/bundle.js swaps
 * it in for Ink's import), and our frame composer when it clips: the same answer, remembered. Ink measures every text of the screen on
 * every frame, and measuring a coloured board of a few thousand characters again after each key
 * took as long as everything else in the frame together.
 */
import widestLine from 'widest-line';

const known = new Map<string, number>();

export default function rememberedWidestLine(text: string): number {
  let width = known.get(text);
  if (width === undefined) {
    // Texts change over a game (the log, the cursor's line); forget them now and then.
    if (known.size > 2_000) known.clear();
    width = widestLine(text);
    known.set(text, width);
  }
  return width;
}
