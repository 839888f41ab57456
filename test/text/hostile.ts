/**
 * Hostile text for property tests: random strings weighted toward what a terminal obeys or hides
 * (controls, escape sequences, bidi and zero-width characters, stacks of combining marks), and
 * the check that output shows none of it raw.
 */
import fc from 'fast-check';

/** Single characters a terminal must never receive from outside text. */
export const DANGEROUS = [
  '\x00',
  '\x07',
  '\x08',
  '\t',
  '\n',
  '\r',
  '\x1b',
  '\x7f',
  '\x85',
  '\x9b',
  '\x9c',
  '\x9d',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u2028',
  '\u2029',
  '\u00ad',
  '\u180e',
  '\u3164',
  '\u{e0041}',
  '\u{1d173}',
  '\u0600',
  '\ufff9',
  '\ud800',
  '\udfff',
];

/** Escape sequences: clipboard write (OSC 52, ESC and C1 forms), clear screen, C1 CSI, hyperlink, title, DCS, reset. */
export const SEQUENCES = [
  '\x1b]52;c;aGFjaWVuZGE=\x07',
  '\x1b]52;c;aGFjaWVuZGE=\x1b\\',
  '\x9d52;c;aGFjaWVuZGE=\x9c',
  '\x1b[2J',
  '\x1b[H\x1b[2J\x1b[3J',
  '\x9b2J',
  '\x1b[31;1m',
  '\x1b]8;;https://example.com\x1b\\link\x1b]8;;\x1b\\',
  '\x1b]0;title\x07',
  '\x1bP+q544e\x1b\\',
  '\x1bc',
  '\x1b[6n',
];

/** Combining marks: accents, enclosing, a variation selector, Thai, Hebrew, Devanagari. */
const MARKS = ['\u0300', '\u0301', '\u0308', '\u0327', '\u0336', '\u0489', '\u20dd', '\ufe0f', '\u0e49', '\u05b8', '\u093f', '\u034f'];

/** Harmless text, some of it looking like an escape. */
const WORDS = ['a', 'Ana', ' ', '\\', '\\x1b', '\\u{202e}', 'José', 'Jose\u0301', 'Nguyễn', 'น้ำ', '日本', '👩‍💻', '❤️', '🇪🇸', 'ﬁ', '\uf900', '%', '"', '/'];

const piece: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...DANGEROUS), weight: 4 },
  { arbitrary: fc.constantFrom(...SEQUENCES), weight: 3 },
  { arbitrary: fc.array(fc.constantFrom(...MARKS), { minLength: 1, maxLength: 8 }).map((m) => m.join('')), weight: 2 },
  { arbitrary: fc.constantFrom(...WORDS), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 3 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 4 }), weight: 1 },
);

/** A random string of dangerous pieces, escape sequences, marks and ordinary text. */
export function hostileText(maxPieces = 10): fc.Arbitrary<string> {
  return fc.array(piece, { maxLength: maxPieces }).map((p) => p.join(''));
}

/** Like hostileText, but never empty and never only blanks (names, which loaders trim). */
export function hostileName(maxPieces = 6): fc.Arbitrary<string> {
  return hostileText(maxPieces).filter((s) => s.trim().length > 0);
}

/** Printable ASCII only. */
export const asciiText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) });

const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;
const MARK = /\p{M}/u;

/**
 * What in `text` would reach a terminal raw although it must not: hidden characters (but the
 * newlines in `allow`), marks with no base, more than three marks on one base. Empty when safe.
 */
export function unsafeParts(text: string, allow: readonly string[] = []): string[] {
  const found: string[] = [];
  let marks = 0;
  let base = false;
  for (const ch of text) {
    const at = () =>
      `U+${ch.codePointAt(0)!.toString(16).padStart(4, '0')} at …${JSON.stringify(text.slice(Math.max(0, text.indexOf(ch) - 20), text.indexOf(ch) + 5))}`;
    if (allow.includes(ch)) {
      base = false;
    } else if (MARK.test(ch)) {
      if (!base) found.push(`mark with no base ${at()}`);
      else if (++marks > 3) found.push(`mark ${marks} on one base ${at()}`);
    } else if (HIDDEN.test(ch)) {
      found.push(`hidden ${at()}`);
      base = false;
    } else {
      base = true;
      marks = 0;
    }
  }
  return found;
}
