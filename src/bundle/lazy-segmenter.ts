/**
 * An Intl.Segmenter made on its first use. The bundled screen gives the text packages Ink uses
 * (ansi-tokenize, slice-ansi) this in place of the segmenters they make when they load
 * (bundle.js rewrites `new Intl.Segmenter(`): a process's first segmenter loads ICU's
 * break rules, about 12 ms of a cold start, and the screen's plain text never needs one.
 *
 * Checked against: ink 6.8.0, @alcalzone/ansi-tokenize 0.2.5, slice-ansi 8.0.0 (the packages that
 * make a segmenter as they load, and use only segment() and resolvedOptions() of it).
 */
export class LazySegmenter {
  readonly #args: ConstructorParameters<typeof Intl.Segmenter>;
  #real: Intl.Segmenter | undefined;

  constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
    this.#args = args;
  }

  #segmenter(): Intl.Segmenter {
    this.#real ??= new Intl.Segmenter(...this.#args);
    return this.#real;
  }

  segment(text: string): Intl.Segments {
    return this.#segmenter().segment(text);
  }

  resolvedOptions(): Intl.ResolvedSegmenterOptions {
    return this.#segmenter().resolvedOptions();
  }
}
