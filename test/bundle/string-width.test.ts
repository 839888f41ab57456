// The bundled screen measures text with our string-width in place of the package's (the package
// builds its Unicode patterns when it loads, slow on a cold start). It must give the package's
// answers everywhere: every character of the plain ranges, every character of the BMP, and
// random strings of plain text, colour codes, emoji, CJK, jamo and combining marks. Both the module
// in src/bundle/ and the one the built program has (dist/app/program.js, the code that ships).
import { describe, expect, it } from 'vitest';
import packageWidth from 'string-width';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng.js';
import { PLAIN, PLAIN_STYLED } from '../../src/bundle/plain-text.js';
import srcWidth from '../../src/bundle/string-width.js';
import { shipped } from './shipped.js';

const OPTIONS = [{}, { ambiguousIsNarrow: false }, { countAnsiEscapeCodes: true }];

/** Every BMP character that is no lone surrogate. */
const bmp = Array.from({ length: 0x10000 }, (_, c) => c).filter((c) => c < 0xd800 || c > 0xdfff);
const plainChars = bmp.map((c) => String.fromCharCode(c)).filter((ch) => PLAIN.test(ch));

const HARD = [
  '漢',
  '字',
  'ｱ',
  'ﾞ',
  'ｰ',
  '、',
  '한',
  '\u1100\u1161',
  '\u1100\u1161\u11a8',
  '\u1100\u1100\u1161',
  '\ua960\ud7b0', // CJK, halfwidth, Hangul and jamo
  'e\u0301',
  '\u0301',
  'a\u20dd',
  '\u200b',
  '\u200d',
  '\u00ad',
  '\ufe0f',
  '\ufe0e',
  '\u2060', // combining, enclosing, zero-width, format
  '😀',
  '👍🏽',
  '👨\u200d👩\u200d👧',
  '🇫🇷',
  '1\ufe0f\u20e3',
  '#\u20e3',
  '❤',
  '❤\ufe0f',
  '☔',
  '⌚',
  '✅',
  '⭐',
  '🏳\u200d🌈',
  '🧑\u200d💻', // emoji
  'क',
  'ि',
  'क्षि',
  'ൎക',
  '\u0600', // Indic, prepend
  '\t',
  '\n',
  '\r\n',
  '\x07',
  '\x7f',
  '\x85',
  '\ud83d',
  '\udc00', // controls and lone surrogates
  '\x1b[31m',
  '\x1b[39m',
  '\x1b[1;38;5;208m',
  '\x1b]8;;https://x\x07',
  '\x9b31m',
  '\x1b[',
  '\x1bX', // escape codes, some broken
];

function randomString(rng: RngState, pools: string[][]): string {
  let s = '';
  for (let k = 0, n = nextInt(rng, 14); k < n; k++) {
    const pool = pools[nextInt(rng, pools.length)]!;
    s += pool[nextInt(rng, pool.length)];
  }
  return s;
}

const MEASURES = [
  { where: 'src/bundle', ourWidth: srcWidth },
  { where: 'as it ships in dist/app/program.js', ourWidth: (await shipped())['string-width'].default },
];

describe.each(MEASURES)('string width, $where', ({ where, ourWidth }) => {
  it(`string width (${where}) - every plain character measures as the string-width package measures it`, () => {
    expect(plainChars.length).toBeGreaterThan(4000);
    for (const options of OPTIONS) {
      const wrong = plainChars.filter((ch) => ourWidth(ch, options) !== packageWidth(ch, options));
      expect(
        wrong.map((ch) => ch.codePointAt(0)!.toString(16)),
        JSON.stringify(options),
      ).toEqual([]);
    }
  });

  it(`string width (${where}) - every BMP character measures as the package measures it`, () => {
    for (const options of OPTIONS) {
      const wrong = bmp.filter((c) => ourWidth(String.fromCharCode(c), options) !== packageWidth(String.fromCharCode(c), options));
      expect(
        wrong.map((c) => c.toString(16)),
        JSON.stringify(options),
      ).toEqual([]);
    }
  });

  it(`string width (${where}) - random plain text with colour codes measures as the package measures it`, () => {
    const rng = seedRng('plain widths');
    const sgr = ['\x1b[31m', '\x1b[39m', '\x1b[1;7m', '\x1b[0m', '\x1b[38;5;208m'];
    for (let i = 0; i < 6_000; i++) {
      const s = randomString(rng, [plainChars, plainChars, sgr]);
      expect(PLAIN_STYLED.test(s)).toBe(true);
      for (const options of OPTIONS) expect(ourWidth(s, options), JSON.stringify([s, options])).toBe(packageWidth(s, options));
    }
  });

  it(`string width (${where}) - emoji, CJK, jamo, marks, controls and broken codes measure as the package measures them`, () => {
    const rng = seedRng('hard widths');
    for (const s of HARD) for (const options of OPTIONS) expect(ourWidth(s, options), JSON.stringify([s, options])).toBe(packageWidth(s, options));
    for (let i = 0; i < 6_000; i++) {
      const s = randomString(rng, [HARD, plainChars, ['a', ' ', '─']]);
      for (const options of OPTIONS) expect(ourWidth(s, options), JSON.stringify([s, options])).toBe(packageWidth(s, options));
    }
  });

  it(`string width (${where}) - measures nothing for no text`, () => {
    expect(ourWidth('')).toBe(0);
    expect(ourWidth('\x1b[31m\x1b[39m')).toBe(0);
    expect(ourWidth(undefined as unknown as string)).toBe(0);
  });
});
