/**
 * Cutting text to a length without breaking a character in two: the screen's panels cut names to
 * their columns by UTF-16 length, and half of an emoji (a lone surrogate) would reach the terminal
 * as a replacement character, or as garbage in a terminal that does not check.
 */

/** The first `length` UTF-16 units of `text`, one fewer when the cut would split a surrogate pair. */
export function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  const end = Math.max(0, length);
  const last = text.charCodeAt(end - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}

/** The last `length` UTF-16 units of `text`, one fewer when the cut would split a surrogate pair. */
export function cutStart(text: string, length: number): string {
  if (text.length <= length) return text;
  const start = text.length - Math.max(0, length);
  const first = text.charCodeAt(start);
  return text.slice(first >= 0xdc00 && first <= 0xdfff ? start + 1 : start);
}
