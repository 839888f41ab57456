/**
 * Finding a key given twice in one JSON object, which JSON.parse silently resolves by keeping the
 * last: a record could then show one thing to a reader of the file and another to the program.
 * A scan of the text before parsing, with the line and column of both keys.
 */

/** A key given twice in one object; lines and columns are 1-based. */
export interface DuplicateKey {
  key: string;
  line: number;
  column: number;
  firstLine: number;
  firstColumn: number;
}

interface OpenObject {
  /** Each key given so far, with the offset of its opening quote. */
  keys: Map<string, number>;
  /** Whether the next string is a key (after `{` or `,`), not a value. */
  expectKey: boolean;
}

/**
 * The first key given twice in one object of `text`, or null. Keys are compared as JSON.parse
 * reads them, escapes decoded (`"a"` and `"\u0061"` are one key). Meant for text that is JSON:
 * on text that is not, it stops at the first thing it cannot read and leaves the verdict to
 * JSON.parse.
 */
export function findDuplicateKey(text: string): DuplicateKey | null {
  // One entry per open bracket: an object's keys, or null for an array.
  const open: (OpenObject | null)[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      const start = i;
      let escaped = false;
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92 /* \ */) {
          escaped = true;
          i++;
        } else if (d === 34) break;
      }
      if (i >= text.length) return null; // an unterminated string: JSON.parse will say so
      const top = open[open.length - 1];
      if (!top || !top.expectKey) continue;
      top.expectKey = false;
      let key = text.slice(start + 1, i);
      if (escaped) {
        try {
          key = JSON.parse(text.slice(start, i + 1)) as string;
        } catch {
          return null;
        }
      }
      const first = top.keys.get(key);
      if (first !== undefined) {
        const at = position(text, start);
        const was = position(text, first);
        return { key, line: at.line, column: at.column, firstLine: was.line, firstColumn: was.column };
      }
      top.keys.set(key, start);
    } else if (c === 123 /* { */) open.push({ keys: new Map(), expectKey: true });
    else if (c === 91 /* [ */) open.push(null);
    else if (c === 125 /* } */ || c === 93 /* ] */) open.pop();
    else if (c === 44 /* , */) {
      const top = open[open.length - 1];
      if (top) top.expectKey = true;
    }
  }
  return null;
}

/** The 1-based line and column (in UTF-16 units, as editors count for most text) of an offset. */
function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
