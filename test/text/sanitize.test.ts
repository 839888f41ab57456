/**
 * The sanitizer of outside text (src/text/sanitize.ts): examples of each rule, and properties over
 * random hostile strings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MARKS, safeJson, sanitize } from '../../src/text/sanitize.js';
import { asciiText, DANGEROUS, hostileText, SEQUENCES, unsafeParts } from './hostile.js';

const RUNS = { numRuns: 2000 };

describe('sanitize', () => {
  it('sanitize - printable ASCII is returned as it is', () => {
    fc.assert(
      fc.property(asciiText, (s) => sanitize(s) === s),
      RUNS,
    );
    const s = 'Ana (bot strong) \\x1b';
    expect(sanitize(s)).toBe(s);
  });

  it('sanitize - controls, C1 and DEL are shown as \\xHH', () => {
    expect(sanitize('\x1b]52;c;aGk=\x07board\x1b[2J')).toBe('\\x1b]52;c;aGk=\\x07board\\x1b[2J');
    expect(sanitize('\x9b2J\x85\x7f\x00\t\n\r')).toBe('\\x9b2J\\x85\\x7f\\x00\\x09\\x0a\\x0d');
  });

  it('sanitize - bidi controls, zero-width characters, BOM and line separators are shown as \\u{...}', () => {
    expect(sanitize('a\u202eb\u2066c\u2069\u200e\u200f\u061c')).toBe('a\\u{202e}b\\u{2066}c\\u{2069}\\u{200e}\\u{200f}\\u{61c}');
    expect(sanitize('\ufeffA\u200bB\u200cC\u200dD\u2060E\u2028F\u2029')).toBe('\\u{feff}A\\u{200b}B\\u{200c}C\\u{200d}D\\u{2060}E\\u{2028}F\\u{2029}');
    // Every format character (soft hyphen, tags) and the invisible Hangul filler, and lone surrogates.
    expect(sanitize('x\u00ady\u{e0041}\u3164\ud800')).toBe('x\\xady\\u{e0041}\\u{3164}\\u{d800}');
  });

  it('sanitize - a mark on its base is kept, NFC-normalised', () => {
    expect(sanitize('Jose\u0301')).toBe('Jos\u00e9');
    expect(sanitize('Nguyễn')).toBe('Nguyễn');
    expect(sanitize('น้ำ')).toBe('น้ำ');
    expect(sanitize('❤️ 日本 🇪🇸')).toBe('❤️ 日本 🇪🇸');
  });

  it('sanitize - a mark with no base or beyond three on one base is shown escaped (no Zalgo)', () => {
    expect(sanitize('\u0301abc')).toBe('\\u{301}abc');
    expect(sanitize('a\u0316\u0317\u0318\u0319\u031a')).toBe('a\u0316\u0317\u0318\\u{319}\\u{31a}');
    // After an escape, a mark would sit on the escape's last character: escaped too.
    expect(sanitize('\x1b\u0301')).toBe('\\x1b\\u{301}');
  });

  it('sanitize - no hidden character, bare mark or stack of marks gets through', () => {
    fc.assert(
      fc.property(hostileText(), (s) => {
        expect(unsafeParts(sanitize(s))).toEqual([]);
      }),
      RUNS,
    );
    for (const s of [...DANGEROUS, ...SEQUENCES]) expect(unsafeParts(sanitize(s))).toEqual([]);
  });

  it('sanitize - idempotent: sanitizing shown text again changes nothing', () => {
    fc.assert(
      fc.property(hostileText(), (s) => sanitize(sanitize(s)) === sanitize(s)),
      RUNS,
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => sanitize(sanitize(s)) === sanitize(s)),
      RUNS,
    );
  });

  it('sanitize - text made of pieces is the pieces sanitized (an error line built from shown names)', () => {
    fc.assert(
      fc.property(hostileText(3), hostileText(3), (a, b) => sanitize(`${sanitize(a)}: ${sanitize(b)}`) === `${sanitize(a)}: ${sanitize(b)}`),
      RUNS,
    );
  });

  it('sanitize - at most MAX_MARKS marks in a row', () => {
    expect(MAX_MARKS).toBe(3);
    fc.assert(
      fc.property(hostileText(), (s) => !/\p{M}{4}/u.test(sanitize(s))),
      RUNS,
    );
  });
});

describe('safeJson', () => {
  it('safeJson - plain JSON is JSON.stringify', () => {
    const v = { name: 'Ana', seats: [1, 2], note: 'a\\b"c' };
    expect(safeJson(v)).toBe(JSON.stringify(v));
  });

  it('safeJson - C1 controls, bidi and zero-width characters are written as \\uXXXX', () => {
    expect(safeJson({ n: '\x9b2J\u202e\u200b\u2028\x7f' })).toBe('{"n":"\\u009b2J\\u202e\\u200b\\u2028\\u007f"}');
    expect(safeJson(['\u{e0041}'])).toBe('["\\udb40\\udc41"]');
  });

  it('safeJson - valid JSON of the very same strings, with nothing hidden raw', () => {
    fc.assert(
      fc.property(fc.dictionary(hostileText(4), fc.oneof(hostileText(), fc.array(hostileText(3), { maxLength: 3 }))), (v) => {
        const text = safeJson(v);
        expect(JSON.parse(text)).toEqual(v);
        expect(unsafeParts(text)).toEqual([]);
      }),
      RUNS,
    );
  });
});
