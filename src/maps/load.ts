/**
 * Finding a board by name or path: the only module of src/maps that touches the file system, and
 * only through src/files/read.ts, which reads nothing but regular files of at most MAX_MAP_BYTES
 * (a fifo or /dev/zero given as a map is refused at once, not waited on).
 *
 * A game's built-in boards are `.map` files beside its code (src/games/classic/boards); the build
 * copies them into dist/ next to the compiled code, so `import.meta.url` finds them from src/
 * (tests) and dist/ (the installed binary) alike.
 */
import type { MapData } from '../engine/board.js';
import { FileReadError, readRegularFile } from '../files/read.js';
import { MapLoadError } from './errors.js';
import { parseMapText } from './format.js';
import { parseHaz } from './haz.js';
import { MAX_MAP_BYTES } from './limits.js';

export { MapLoadError } from './errors.js';

/**
 * A game's built-in board, a `.map` file that the game keeps beside its code (`url`), named in
 * errors as `shown`. The build copies such files into dist/ next to the compiled code.
 */
export function readBuiltinBoard(url: URL, shown: string): MapData {
  return parseMapText(readText(url, shown), shown);
}

/**
 * A board file: `.haz` files go to the board generator importer, anything else is read as the
 * map text format. `builtins`, the names a game's boards go by, are named when a bare word is no
 * file (a misspelt built-in board, most likely).
 */
export function loadMap(path: string, builtins: readonly string[] = []): MapData {
  const looksLikePath = /[\\/.]/.test(path);
  const text = readText(path, path, looksLikePath || builtins.length === 0 ? null : builtins);
  return /\.haz$/i.test(path) ? parseHaz(text, path) : parseMapText(text, path);
}

/** A map file's text; `builtins` when it was given as a word, which may be a misspelt built-in board. */
function readText(path: string | URL, shown: string, builtins: readonly string[] | null = null): string {
  try {
    return decode(readRegularFile(path, MAX_MAP_BYTES));
  } catch (err) {
    if (!(err instanceof FileReadError)) throw err;
    if (builtins && err.problem === 'missing')
      throw new MapLoadError(shown, `unknown map '${shown}': no such file, and the built-in maps are ${builtins.join(', ')}`);
    throw new MapLoadError(shown, `cannot read map file '${shown}': ${err.reason}`);
  }
}

/** UTF-8 when the bytes are valid UTF-8; otherwise Latin-1, which older generator files may use. */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}
