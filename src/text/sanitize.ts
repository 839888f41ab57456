/**
 * Text that came from outside (player and board names, file names and paths, a record's fields,
 * options, later chat), made safe to show on a terminal. Every output path passes such text
 * through `sanitize` before it is printed or drawn; `replay --json` uses `safeJson`.
 *
 * A terminal obeys what it is sent: a name carrying ESC can clear the screen, move the cursor or
 * write the clipboard (OSC 52); a bidi override turns the rest of the line around; zero-width and
 * other invisible characters make two names look alike; a pile of combining marks (Zalgo) spills
 * over the lines above and below. So:
 *
 * - **Hidden characters are shown escaped**: controls (C0, DEL, C1: every \p{Cc}), format
 *   characters (every \p{Cf}: bidi controls U+202A-U+202E, U+2066-U+2069, U+200E, U+200F,
 *   U+061C; zero-width U+200B-U+200D, U+2060; the BOM U+FEFF; soft hyphen, tags...), line and
 *   paragraph separators (U+2028, U+2029), other default-ignorable characters (Hangul fillers),
 *   and lone surrogates. The form is JavaScript's: `\x1b` below U+0100, `\u{202e}` above.
 * - **Combining marks** (\p{M}) stay where a careful terminal program keeps them: the text is
 *   NFC-normalised first (so "José" written decomposed becomes the one character é), then a mark
 *   is shown raw only on a base character shown raw, at most MAX_MARKS of them on one base. A
 *   mark with no base (at the start, after an escape or a space) and the marks beyond are shown
 *   escaped.
 * - A backslash stays a backslash. The escaped form is for reading, never parsed back, and this
 *   keeps `sanitize` idempotent: text built from sanitized pieces (a name inside an error
 *   message) can be sanitized again as a whole and shows the same. The price: a name that
 *   spells `\x1b` with four characters looks like one that carries ESC; the record keeps which.
 *
 * Printable ASCII, nearly all the text there is, is returned as it is (the screen calls this on
 * every frame).
 */

/** Combining marks shown on one base character; Vietnamese, Thai and Hebrew need up to three. */
export const MAX_MARKS = 3;

const PLAIN = /^[\x20-\x7e]*$/;
const MARK = /^\p{M}$/u;
/** Never shown raw (combining marks are tested first: variation selectors are default-ignorable marks). */
const HIDDEN = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]$/u;
/** Anything the walk below might change: with none, the text is shown as it is. */
const RISKY = /[\p{M}\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;

/** `\x1b`, `\u{202e}`: a code point as JavaScript writes it in a string. */
export function escapeCodePoint(cp: number): string {
  return cp < 0x100 ? `\\x${cp.toString(16).padStart(2, '0')}` : `\\u{${cp.toString(16)}}`;
}

/** `\u202e`, `\ud83d\ude00`: a code point as JSON writes it (UTF-16 units). */
function jsonEscape(cp: number): string {
  let out = '';
  const s = String.fromCodePoint(cp);
  for (let i = 0; i < s.length; i++) out += `\\u${s.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/**
 * The one walk over the text: each character shown raw or through `escape`, by the rules above.
 * Escapes are ASCII, so a mark after one has no base and is escaped too.
 */
function shown(text: string, escape: (cp: number) => string): string {
  let out = '';
  let marks = 0;
  let base = false;
  for (const ch of text) {
    if (MARK.test(ch)) {
      if (base && marks < MAX_MARKS) {
        out += ch;
        marks++;
      } else {
        out += escape(ch.codePointAt(0)!);
        base = false;
      }
    } else if (HIDDEN.test(ch)) {
      out += escape(ch.codePointAt(0)!);
      base = false;
    } else {
      out += ch;
      // A space is no base: text is wrapped at spaces, and a mark carried to the start of a line
      // would stand alone there (or join whatever the terminal drew before it).
      base = ch !== ' ';
      marks = 0;
    }
  }
  return out;
}

/** Text from outside, safe to print or draw: one line, nothing hidden, no stacks of marks. */
export function sanitize(text: string): string {
  if (PLAIN.test(text)) return text;
  const nfc = text.normalize('NFC');
  return RISKY.test(nfc) ? shown(nfc, escapeCodePoint) : nfc;
}

/**
 * JSON text for the terminal: JSON.stringify, with what it leaves raw and `sanitize` would escape
 * (DEL, C1 controls, format characters, U+2028/2029, marks beyond a base's few) written as
 * `\uXXXX` escapes. The text is still valid JSON and decodes to the very same strings (no
 * normalisation: a program reading it gets the record's text).
 */
export function safeJson(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return PLAIN.test(json) || !RISKY.test(json) ? json : shown(json, jsonEscape);
}
