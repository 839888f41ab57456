/**
 * Ink's replacements in src/bundle/ copy what Ink (and the text packages it uses) do, checked
 * against one version of each, which each module names in its header ("Checked against: ink
 * 6.8.0, ..."). Another version installed means they must be checked again: these tests say so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDER = join(ROOT, 'src', 'bundle');
const INK = join(ROOT, 'node_modules', 'ink');
/** The modules of the folder that copy nothing of Ink's: the launch, the start signal, a cache. */
const NOT_INK_PARTS = ['launch.ts', 'startup.ts', 'remember.ts'];

const version = (packageJson: string): string => (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;

/** The version installed of a package, as Ink finds it (its own node_modules first, then up). */
function installed(name: string): string | undefined {
  if (name === 'ink') return version(join(INK, 'package.json'));
  for (let dir = INK; dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return version(file);
  }
  return undefined;
}

/** The packages and versions a module's header says it was checked against. */
function checkedAgainst(source: string): [name: string, version: string][] {
  const lines = source.split('\n');
  const first = lines.findIndex((line) => line.includes('Checked against:'));
  if (first === -1) return [];
  // The sentence runs to the end of its paragraph of the comment (/** */ or //); what is in
  // brackets says why.
  const sentence: string[] = [];
  for (const line of [lines[first]!.slice(lines[first]!.indexOf('Checked against:') + 16), ...lines.slice(first + 1)]) {
    const text = line.replace(/^\s*(?:\/\/|\*\/|\*)?/, '').trim();
    if (text === '') break;
    sentence.push(text);
  }
  const text = sentence.join(' ').replace(/\([^)]*\)/g, '');
  return [...text.matchAll(/([@\w./-]+) (\d+\.\d+\.\d+)/g)].map((m) => [m[1]!, m[2]!]);
}

/** The modules of this folder, and the bundler that swaps them in. */
const parts = readdirSync(FOLDER).filter((f) => /\.(ts|js)$/.test(f) && !NOT_INK_PARTS.includes(f));

describe('ink parts', () => {
  it('ink parts - ink is pinned to the exact version installed', () => {
    // A devDependency: the package ships Ink inside its bundle, not as a dependency.
    const pinned = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies.ink;
    expect(pinned, 'package.json pins ink to one version').toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed('ink'), 'the ink installed is the one package.json pins (npm ci)').toBe(pinned);
  });

  it('ink parts - each replacement names the versions of Ink and its packages it was checked against', () => {
    expect(parts).toEqual(expect.arrayContaining(['bundle.js', 'frame-output.ts', 'string-width.ts', 'widest-line.ts', 'lazy-segmenter.ts', 'plain-text.ts']));
    for (const file of parts) {
      const names = checkedAgainst(readFileSync(join(FOLDER, file), 'utf8')).map(([name]) => name);
      expect(names, `src/bundle/${file}: its header says "Checked against: ink <version>, ..."`).toContain('ink');
    }
  });

  it('ink parts - the installed Ink and its packages are the versions the replacements were checked against', () => {
    const stale: string[] = [];
    for (const file of parts) {
      for (const [name, checked] of checkedAgainst(readFileSync(join(FOLDER, file), 'utf8'))) {
        const now = installed(name);
        if (now !== checked) {
          stale.push(
            `src/bundle/${file} was checked against ${name} ${checked}, but ${name} ${now ?? '(none)'} is installed: a new version of Ink or of its packages means re-checking Ink's replacements (src/bundle/README.md says how), then writing the new versions in their headers`,
          );
        }
      }
    }
    expect(stale).toEqual([]);
  });
});
