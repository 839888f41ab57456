/**
 * The width of a string in terminal cells, as the string-width package measures it (version 8,
 * Ink's). The bundled screen uses this in place of that package, both copies of it (Ink's and
 * wrap-ansi's; bundle.js swaps it in), and our frame composer measures with it. wrap-ansi's own
 * copy is string-width 7, which measures some characters otherwise (©, ®, many combining marks):
 * in the bundle, Ink's text wrapping measures as Ink's layout does.
 *
 * Checked against: ink 6.8.0, string-width 8.3.0 (the copy Ink imports).
 *
 * Why our own: string-width builds an Intl.Segmenter and Unicode property patterns, the emoji one
 * above all, when it is loaded. On a cold start that is about 30 ms before the first frame, and
 * the screen's text almost never needs them. Here plain text (see plain-text.ts) is measured a
 * character at a time by East Asian Width, and the segmenter and patterns are built the first time
 * a string needs them. Either way the rules are string-width's; a test compares the answers (this
 * module's and the built program's) with the package's over every plain character, random
 * strings, emoji, CJK and combining marks.
 */
import { eastAsianWidth } from 'get-east-asian-width';
import stripAnsi from 'strip-ansi';
import { PLAIN, PRINTABLE_ASCII } from './plain-text.js';

export interface WidthOptions {
  /** Ambiguous characters count one cell (the default) or two. */
  ambiguousIsNarrow?: boolean;
  /** Count escape codes as text instead of removing them first. */
  countAnsiEscapeCodes?: boolean;
}

interface Unicode {
  graphemes: Intl.Segmenter;
  /** A printing character: not ignorable, control, format, non-spacing or enclosing mark, nor a lone surrogate. */
  visible: RegExp;
  spacingMark: RegExp;
  rgiEmoji: RegExp;
  keycap: RegExp;
  pictographic: RegExp;
}

let unicode: Unicode | undefined;

/** Built on first need: slow to build, and plain text never needs them. */
function tables(): Unicode {
  unicode ??= {
    graphemes: new Intl.Segmenter(),
    // One negated class without a quantifier: a repeated pattern backtracks badly on long runs of marks.
    visible: new RegExp('[^\\p{Default_Ignorable_Code_Point}\\p{Control}\\p{Format}\\p{Nonspacing_Mark}\\p{Enclosing_Mark}\\p{Surrogate}]', 'v'),
    spacingMark: new RegExp('\\p{Spacing_Mark}', 'v'),
    rgiEmoji: new RegExp('^\\p{RGI_Emoji}$', 'v'),
    keycap: /^[\d#*]\u20E3$/,
    pictographic: /\p{Extended_Pictographic}/gu,
  };
  return unicode;
}

type Eaw = { ambiguousAsWide: boolean };

export default function stringWidth(input: string, options: WidthOptions = {}): number {
  if (typeof input !== 'string' || input.length === 0) return 0;
  const { ambiguousIsNarrow = true, countAnsiEscapeCodes = false } = options;
  let text = input;
  if (!countAnsiEscapeCodes && (text.includes('\u001B') || text.includes('\u009B'))) text = stripAnsi(text);
  if (text.length === 0) return 0;
  if (PRINTABLE_ASCII.test(text)) return text.length;
  const eaw: Eaw = { ambiguousAsWide: !ambiguousIsNarrow };
  if (PLAIN.test(text)) {
    // Each character is its own cluster, so the width is the sum of the characters' widths.
    let width = 0;
    for (let i = 0; i < text.length; i++) width += eastAsianWidth(text.charCodeAt(i), eaw);
    return width;
  }
  return clusterWidth(text, eaw);
}

/** String-width's rules, a grapheme cluster at a time. */
function clusterWidth(text: string, eaw: Eaw): number {
  const u = tables();
  let width = 0;
  for (const { segment } of u.graphemes.segment(text)) {
    // A cluster counts from its first printing character; one with none takes no cell.
    const start = segment.search(u.visible);
    if (start === -1) continue;
    const shown = segment.slice(start);
    if (u.rgiEmoji.test(segment) || isLooseEmoji(segment, u)) {
      width += 2;
      continue;
    }
    const hangul = hangulWidth(shown, eaw, u);
    if (hangul !== undefined) {
      width += hangul;
      continue;
    }
    width += eastAsianWidth(shown.codePointAt(0)!, eaw) + trailingWidth(shown, eaw, u);
  }
  return width;
}

/** Emoji sequences that are not fully qualified still show two cells wide: keycaps, and joined pictographs. */
function isLooseEmoji(segment: string, u: Unicode): boolean {
  if (segment.length > 50) return false;
  if (u.keycap.test(segment)) return true;
  if (!segment.includes('\u200D')) return false;
  const pictographs = segment.match(u.pictographic);
  return pictographs !== null && pictographs.length >= 2;
}

const isLeadingJamo = (c: number | undefined) => c !== undefined && ((c >= 0x1100 && c <= 0x115f) || (c >= 0xa960 && c <= 0xa97c));
const isVowelJamo = (c: number | undefined) => c !== undefined && ((c >= 0x1160 && c <= 0x11a7) || (c >= 0xd7b0 && c <= 0xd7c6));
const isTrailingJamo = (c: number | undefined) => c !== undefined && ((c >= 0x11a8 && c <= 0x11ff) || (c >= 0xd7cb && c <= 0xd7fb));
const isJamo = (c: number) => isLeadingJamo(c) || isVowelJamo(c) || isTrailingJamo(c);

/**
 * Hangul written as jamo: a leading consonant and a vowel (and a trailing consonant) make one
 * syllable, two cells; other jamo add up. Undefined when the cluster does not start with jamo.
 */
function hangulWidth(shown: string, eaw: Eaw, u: Unicode): number | undefined {
  const points: number[] = [];
  for (const ch of shown) if (u.visible.test(ch)) points.push(ch.codePointAt(0)!);
  let width = 0;
  for (let i = 0; i < points.length; i++) {
    const c = points[i]!;
    if (!isJamo(c)) {
      if (width === 0) return undefined;
      for (let k = i; k < points.length; k++) width += eastAsianWidth(points[k]!, eaw);
      return width;
    }
    if (isLeadingJamo(c) && isVowelJamo(points[i + 1])) {
      width += 2;
      i += isTrailingJamo(points[i + 2]) ? 2 : 1;
      continue;
    }
    width += eastAsianWidth(c, eaw);
  }
  return points.length === 0 ? undefined : width;
}

/** Spacing marks and halfwidth or fullwidth forms after a cluster's first character add their own width. */
function trailingWidth(shown: string, eaw: Eaw, u: Unicode): number {
  let extra = 0;
  let first = true;
  for (const ch of shown) {
    if (first) {
      first = false;
      continue;
    }
    if (u.spacingMark.test(ch) || (ch >= '\uFF00' && ch <= '\uFFEF')) extra += eastAsianWidth(ch.codePointAt(0)!, eaw);
  }
  return extra;
}
