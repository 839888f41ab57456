// The bundle gives Ink's text packages a LazySegmenter in place of the Intl.Segmenter they make
// when they load (src/bundle/bundle.js): it must split text as the real one does, and make the real
// one only when first asked to. Both the module in src/bundle/ and the one the built program has
// (dist/app/program.js, the code that ships).
import { afterEach, describe, expect, it } from 'vitest';
import { LazySegmenter as SrcLazySegmenter } from '../../src/bundle/lazy-segmenter.js';
import { shipped } from './shipped.js';

const split = (s: { segment(t: string): Iterable<{ segment: string; index: number }> }, text: string) =>
  [...s.segment(text)].map(({ segment, index }) => [segment, index]);

const SEGMENTERS = [
  { where: 'src/bundle', LazySegmenter: SrcLazySegmenter },
  { where: 'as it ships in dist/app/program.js', LazySegmenter: (await shipped())['lazy-segmenter'].LazySegmenter },
];

describe.each(SEGMENTERS)('lazy segmenter, $where', ({ where, LazySegmenter }) => {
  const Real = Intl.Segmenter;
  const intl = Intl as { Segmenter: typeof Intl.Segmenter };
  afterEach(() => {
    intl.Segmenter = Real;
  });

  it(`lazy segmenter (${where}) - splits text as Intl.Segmenter does, with the same options`, () => {
    const text = 'e\u0301 👍🏽 漢字 ─┼─ 👨\u200d👩\u200d👧 word, two';
    for (const options of [undefined, { granularity: 'grapheme' as const }, { granularity: 'word' as const }]) {
      expect(split(new LazySegmenter(undefined, options), text)).toEqual(split(new Intl.Segmenter(undefined, options), text));
      expect(new LazySegmenter(undefined, options).resolvedOptions()).toEqual(new Intl.Segmenter(undefined, options).resolvedOptions());
    }
  });

  it(`lazy segmenter (${where}) - makes the real segmenter on first use, once`, () => {
    let made = 0;
    intl.Segmenter = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    };
    const lazy = new LazySegmenter(undefined, { granularity: 'grapheme' });
    expect(made).toBe(0);
    expect(split(lazy, 'ab')).toEqual([
      ['a', 0],
      ['b', 1],
    ]);
    split(lazy, 'cd');
    expect(made).toBe(1);
  });
});
