/**
 * A path (or any word) as a POSIX shell reads it back: the hints the program prints ("continue it
 * with: hacienda resume <file>") are meant to be pasted, and a path with a space, a quote or a `$`
 * pasted bare is a different command.
 */

/** Characters no shell (POSIX sh, bash, zsh) treats specially, anywhere in a word. */
const SAFE = /^[A-Za-z0-9_+:,./-]+$/;

/**
 * `word` bare when every character is safe, else in single quotes, where the shell takes every
 * character literally except the quote itself, written `'\''` (close, an escaped quote, reopen).
 */
export function shellQuote(word: string): string {
  if (SAFE.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}
