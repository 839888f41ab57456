/**
 * Text that came from outside (file names, map names, player names) is shown harmlessly: control
 * characters and terminal escape sequences are replaced, never sent to the terminal raw.
 */
export function sanitize(text: string): string {
  // C0 and C1 controls (ESC included) and DEL become a visible escape; newlines too (one line).
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
