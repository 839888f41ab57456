/**
 * Ink's replacements as the built program has them: the code that ships, taken from
 * dist/app/program.js (which `npm run build` makes, and `npm test` builds first), not from src/.
 * The program is run as src/bundle/launch.ts runs it, up to the point where it hands back its main
 * and its replacements; its main is never called.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

export const PROGRAM = resolve(import.meta.dirname, '../../dist/app/program.js');

/** The program hands back each replacement by its file name in src/bundle/, with that file's exports. */
export interface Replacements {
  'frame-output': typeof import('../../src/bundle/frame-output.js');
  'string-width': typeof import('../../src/bundle/string-width.js');
  'widest-line': typeof import('../../src/bundle/widest-line.js');
  'measure-text': typeof import('../../src/bundle/measure-text.js');
  'lazy-segmenter': typeof import('../../src/bundle/lazy-segmenter.js');
  'sanitize-ansi': typeof import('../../src/bundle/sanitize-ansi.js');
}

type Program = (
  require: NodeJS.Require,
  url: string,
  ready: (main: unknown, whenStarted: unknown, replacements?: () => Promise<unknown>) => void,
) => Promise<void>;

let loaded: Promise<Replacements> | undefined;

/** The built program's replacements (loaded once a test file). */
export function shipped(): Promise<Replacements> {
  loaded ??= load();
  return loaded;
}

async function load(): Promise<Replacements> {
  if (!existsSync(PROGRAM)) throw new Error(`${PROGRAM} is missing: run npm run build (npm test runs it first)`);
  const program = new Script(readFileSync(PROGRAM, 'latin1'), { filename: PROGRAM }).runInThisContext() as Program;
  let replacements: (() => Promise<unknown>) | undefined;
  await program(createRequire(PROGRAM), pathToFileURL(PROGRAM).href, (_main, _whenStarted, r) => {
    replacements = r;
  });
  if (replacements === undefined) throw new Error(`${PROGRAM} hands back no replacements: rebuild it (npm run build)`);
  return (await replacements()) as Replacements;
}
