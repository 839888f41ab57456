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
