/**
 * A function's answers, remembered by text. The screen measures and parses the same strings on
 * every frame; the texts change over a game (the log, the cursor's line), so when a cache holds
 * more than `limit` of them it starts again, which keeps the memory bounded over a long game.
 * Kept here with Ink's replacements (frame-output.ts, widest-line.ts), its only users; it depends
 * on no version of Ink.
 */
export function remember<T>(limit: number, compute: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let answer = known.get(text);
    if (answer === undefined) {
      if (known.size > limit) known.clear();
      answer = compute(text);
      known.set(text, answer);
    }
    return answer;
  };
}

/**
 * A function's answers, remembered by text, for texts that may be long (a frame's board): the
 * texts of two generations, each of at most `maxChars` characters in all; when the newer one is
 * full it becomes the older one, and a text found in the older one moves to the newer one. So the
 * texts still in use stay, however many others came and went.
 */
export function rememberRecent<T>(maxChars: number, compute: (text: string) => T): (text: string) => T {
  let now = new Map<string, T>();
  let before = new Map<string, T>();
  let chars = 0;
  return (text) => {
    let answer = now.get(text);
    if (answer === undefined) {
      answer = before.has(text) ? before.get(text)! : compute(text);
      if (chars + text.length > maxChars) {
        before = now;
        now = new Map();
        chars = 0;
      }
      now.set(text, answer);
      chars += text.length;
    }
    return answer;
  };
}
