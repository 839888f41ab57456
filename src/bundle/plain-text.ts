/**
 * Text that needs no Unicode segmentation to measure or to split into cells: every character is a
 * grapheme cluster of its own, visible, and not an emoji unless East Asian Width already says it
 * is wide. The screen's text is almost all of this kind (ASCII, Latin letters in names, box
 * drawing, arrows and symbols), so the width and the cells of such text are worked out character
 * by character, and the grapheme segmenter and the emoji patterns (slow to build on a cold start)
 * are left for the rare text that needs them.
 *
 * The ranges leave out, on purpose: controls, combining marks and the zero-width and format
 * characters (U+0300-036F, U+0483-0489, U+200B-200F, U+2028-202F, U+205F-206F, U+20D0-20FF),
 * variation selectors and everything past U+2BFF (CJK, Hangul jamo, emoji sequences, surrogate
 * pairs). The tests compare every character in these ranges, and random strings of them, with the
 * string-width package. Used by string-width.ts and frame-output.ts, Ink's replacements here.
 *
 * Checked against: ink 6.8.0, string-width 8.3.0.
 */
const RANGES = '\\u0020-\\u007E\\u00A0-\\u00AC\\u00AE-\\u02FF\\u0370-\\u0482\\u048A-\\u052F\\u2010-\\u2027\\u2030-\\u205E\\u2070-\\u20CF\\u2100-\\u2BFF';

/** A string of such characters only. */
export const PLAIN = new RegExp(`^[${RANGES}]*$`);

/** Such characters and SGR colour codes (ESC [ digits and semicolons m), as the screen writes them. */
export const PLAIN_STYLED = new RegExp(`^(?:[${RANGES}]|\\u001B\\[[0-9;]*m)*$`);

/** Printable ASCII: one cell a character. */
export const PRINTABLE_ASCII = /^[\u0020-\u007E]*$/;
