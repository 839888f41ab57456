/**
 * Ink's sanitizeAnsi (build/sanitize-ansi.js), remembered, and told without tokenizing when it
 * would give a text back unchanged. bundle.js wraps Ink's own in keptSanitized: a text seen
 * recently gets its answer again, a text onlySgr passes is used as it is, any other goes
 * through Ink's.
 *
 * Checked against: ink 6.8.0 (build/sanitize-ansi.js and build/ansi-tokenizer.js).
 *
 * Why: Ink sanitizes the text of every <Text> twice a frame (squashTextNodes, once to lay it out
 * and once to draw it), by splitting it into tokens and joining the tokens it keeps. The board is
 * a few thousand characters with a colour code every few of them (48 KB a frame in the detailed
 * zoom), and that tokenizing was the largest part of the time from a key to its frame. The
 * screen's text is characters and SGR codes only, which Ink keeps as they are: a text that is
 * nothing else (no other escape sequence, no C1 control, every ESC starting an `ESC [ digits : ;
 * m` code) comes back unchanged, and this says so in one pass over its characters. And the same
 * texts come back frame after frame (and twice in a frame): their answers are remembered.
 */
import { rememberRecent } from './remember.js';

/** How many characters of recent texts are remembered, in each of two generations. */
const KEPT_CHARS = 2_000_000;

/** Ink's `sanitize`, remembered, with onlySgr's texts kept as they are. */
export function keptSanitized(sanitize: (text: string) => string): (text: string) => string {
  return rememberRecent(KEPT_CHARS, (text) => (onlySgr(text) ? text : sanitize(text)));
}

/** Whether `text` is characters and SGR codes only (Ink keeps such a text as it is). */
export function onlySgr(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // C1 controls (U+0080-009F): Ink strips them or reads a control string from them.
    if (c >= 0x80 && c <= 0x9f) return false;
    if (c !== 0x1b) continue;
    if (text.charCodeAt(i + 1) !== 0x5b) return false;
    let j = i + 2;
    for (let p = text.charCodeAt(j); (p >= 0x30 && p <= 0x39) || p === 0x3a || p === 0x3b; p = text.charCodeAt(++j));
    // The parameters end at the first character that is none of 0-9 : ; and it must end the code
    // as an SGR (m); anything else (<=>? parameters, intermediates, another final) is Ink's to judge.
    if (text.charCodeAt(j) !== 0x6d) return false;
    i = j;
  }
  return true;
}
