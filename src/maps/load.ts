/**
 * Finding a board by name or path: the only module of src/maps that touches the file system, and
 * only through src/files/read.ts, which reads nothing but regular files of at most MAX_MAP_BYTES
 * (a fifo or /dev/zero given as a map is refused at once, not waited on).
 *
 * Built-in boards are `.map` files in ./boards beside this module; the build copies them into
 * dist/ next to the compiled code, so `import.meta.url` finds them from src/ (tests) and dist/
 * (the installed binary) alike.
 */
import type { MapData } from '../engine/board.js';
import { FileReadError, readRegularFile } from '../files/read.js';
import { MapLoadError } from './errors.js';
import { parseMapText } from './format.js';
import { parseHaz } from './haz.js';
import { MAX_MAP_BYTES } from './limits.js';

export { MapLoadError } from './errors.js';

export const BUILTIN_MAPS = ['symmetric', 'asymmetric'] as const;
export type BuiltinMapName = (typeof BUILTIN_MAPS)[number];

export function isBuiltinMap(name: string): name is BuiltinMapName {
  return (BUILTIN_MAPS as readonly string[]).includes(name);
}

/** A built-in board by name; its errors name the file as `boards/<name>.map`. */
export function readBuiltinMap(name: string): MapData {
  if (!isBuiltinMap(name)) throw new MapLoadError(name, `unknown built-in map '${name}' (built-in maps: ${builtinList()})`);
  const url = new URL(`./boards/${name}.map`, import.meta.url);
  return parseMapText(readText(url, `boards/${name}.map`), `boards/${name}.map`);
}

/**
 * A board from a built-in name (`symmetric`, `asymmetric`) or a file path: `.haz` files go to the
 * board generator importer, anything else is read as the map text format. A built-in name wins
 * over a file of the same name in the current folder; write `./symmetric` to mean the file.
 */
export function loadMap(nameOrPath: string): MapData {
  if (isBuiltinMap(nameOrPath)) return readBuiltinMap(nameOrPath);
  const looksLikePath = /[\\/.]/.test(nameOrPath);
  const text = readText(nameOrPath, nameOrPath, !looksLikePath);
  return /\.haz$/i.test(nameOrPath) ? parseHaz(text, nameOrPath) : parseMapText(text, nameOrPath);
}

/** A map file's text; `bareName` when it was given as a word, which may be a misspelt built-in board. */
function readText(path: string | URL, shown: string, bareName = false): string {
  try {
    return decode(readRegularFile(path, MAX_MAP_BYTES));
  } catch (err) {
    if (!(err instanceof FileReadError)) throw err;
    if (bareName && err.problem === 'missing') throw new MapLoadError(shown, `unknown map '${shown}': no such file, and the built-in maps are ${builtinList()}`);
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

function builtinList(): string {
  return BUILTIN_MAPS.join(', ');
}
