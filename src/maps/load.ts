/**
 * Finding a board by name or path: the only module of src/maps that touches the file system.
 *
 * Built-in boards are `.map` files in ./boards beside this module; the build copies them into
 * dist/ next to the compiled code, so `import.meta.url` finds them from src/ (tests) and dist/
 * (the installed binary) alike.
 */
import { readFileSync } from 'node:fs';
import type { MapData } from '../engine/board.js';
import { MapLoadError } from './errors.js';
import { parseMapText } from './format.js';
import { parseHaz } from './haz.js';

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
  let bytes: Buffer;
  try {
    bytes = readFileSync(nameOrPath);
  } catch (err) {
    if (!looksLikePath && errorCode(err) === 'ENOENT') {
      throw new MapLoadError(nameOrPath, `unknown map '${nameOrPath}': no such file, and the built-in maps are ${builtinList()}`);
    }
    throw new MapLoadError(nameOrPath, `cannot read map file '${nameOrPath}': ${reason(err)}`);
  }
  const text = decode(bytes);
  return /\.haz$/i.test(nameOrPath) ? parseHaz(text, nameOrPath) : parseMapText(text, nameOrPath);
}

function readText(url: URL, shown: string): string {
  try {
    return decode(readFileSync(url));
  } catch (err) {
    throw new MapLoadError(shown, `cannot read map file '${shown}': ${reason(err)}`);
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

function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}

/** A short reason in words, without Node's syscall and path noise. */
function reason(err: unknown): string {
  switch (errorCode(err)) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a folder, not a file';
    default:
      return err instanceof Error ? err.message.split('\n')[0]! : String(err);
  }
}
