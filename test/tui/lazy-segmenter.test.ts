// The bundle gives Ink's text packages a LazySegmenter in place of the Intl.Segmenter they make
// when they load (scripts/bundle.js): it must split text as the real one does, and make the real
// one only when first asked to.
import { afterEach, describe, expect, it } from 'vitest';
import { LazySegmenter } from '../../src/tui/terminal/lazy-segmenter.js';

const split = (s: { segment(t: string): Iterable<{ segment: string; index: number }> }, text: string) => [...s.segment(text)].map(({ segment, index }) => [segment, index]);

describe('lazy segmenter', () => {
  const Real = Intl.Segmenter;
  const intl = Intl as { Segmenter: typeof Intl.Segmenter };
  afterEach(() => {
    intl.Segmenter = Real;
  });

  it('lazy segmenter - splits text as Intl.Segmenter does, with the same options', () => {
    const text = 'e\u0301 👍🏽 漢字 ─┼─ 👨\u200d👩\u200d👧 word, two';
    for (const options of [undefined, { granularity: 'grapheme' as const }, { granularity: 'word' as const }]) {
      expect(split(new LazySegmenter(undefined, options), text)).toEqual(split(new Intl.Segmenter(undefined, options), text));
      expect(new LazySegmenter(undefined, options).resolvedOptions()).toEqual(new Intl.Segmenter(undefined, options).resolvedOptions());
    }
  });

  it('lazy segmenter - makes the real segmenter on first use, once', () => {
    let made = 0;
    intl.Segmenter = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    };
    const lazy = new LazySegmenter(undefined, { granularity: 'grapheme' });
    expect(made).toBe(0);
    expect(split(lazy, 'ab')).toEqual([['a', 0], ['b', 1]]);
    split(lazy, 'cd');
    expect(made).toBe(1);
  });
});
