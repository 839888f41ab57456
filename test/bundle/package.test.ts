/**
 * The package as published (npm pack's file list of the built tree): it holds only what runs and
 * the docs, depends on nothing, and its files alone run the program, worker threads included,
 * with no other package installed. (CI's package check, scripts/pack-check.js, goes further: a real
 * registry and npx.)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NEEDED, packageProblems, packedFiles } from '../../scripts/package-contents.js';

const ROOT = resolve(import.meta.dirname, '../..');
const MANIFEST = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string; dependencies?: Record<string, string> };
const built = existsSync(join(ROOT, 'dist', 'app', 'program.js'));

/** Whether a node_modules folder is in `dir` or above it (where Node would look for packages). */
function nodeModulesAbove(dir: string): string | undefined {
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, 'node_modules'))) return join(d, 'node_modules');
    if (dirname(d) === d) return undefined;
  }
}

describe.skipIf(!built)('package', () => {
  const files = packedFiles(ROOT);
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('package - holds only what runs and the docs a user reads, and depends on nothing', () => {
    expect(packageProblems(MANIFEST, files)).toEqual([]);
    // The check sees what it is for: a runtime dependency, a compiled module outside the bundles, a missing bundle.
    const wrong = packageProblems({ dependencies: { ink: '6.8.0' } }, [...files.filter((f) => f !== 'dist/app/bot-worker.js'), 'dist/cli/main.js']);
    expect(wrong).toEqual(['it has runtime dependencies: ink', 'it lacks dist/app/bot-worker.js', 'it should not ship dist/cli/main.js']);
    expect(NEEDED.every((f) => files.includes(f))).toBe(true);
  });

  /** The package's files copied into a new temporary folder: the folder and the package's copy in it. */
  const copy = () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-package-'));
    made.push(dir);
    const above = nodeModulesAbove(dir);
    if (above) throw new Error(`${above} is in reach of ${dir}: this test needs a temporary folder without one above it`);
    const pkg = join(dir, 'node_modules', 'hacienda');
    for (const f of files) {
      mkdirSync(dirname(join(pkg, f)), { recursive: true });
      cpSync(join(ROOT, f), join(pkg, f));
    }
    return { dir, pkg };
  };

  it('package - runs from its own files alone, worker threads included, with no other package installed', () => {
    // Run from a folder of its own beside node_modules/hacienda: nothing else is installed there.
    const { dir: top, pkg } = copy();
    const dir = join(top, 'user');
    mkdirSync(dir);
    const env = { ...process.env, NO_COLOR: '1', HACIENDA_HOME: join(dir, 'home') };
    const hacienda = (...args: string[]) => {
      const r = spawnSync(process.execPath, [join(pkg, 'bin', 'hacienda.js'), ...args], { cwd: dir, encoding: 'utf8', env });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      return r.stdout;
    };
    expect(hacienda('--version').trim()).toBe(MANIFEST.version);
    expect(hacienda('--help')).toMatch(/^Usage: hacienda/);
    // A strong bot thinks in the bot thread (dist/app/bot-worker.js).
    const records = join(dir, 'records');
    expect(hacienda('simulate', '--games', '1', '--seed', 'package', '--bots', 'strong,greedy', '--think', '10', '--records', records)).toMatch(/^game 1: /m);
    // The arena's games are played on worker threads (dist/app/arena-worker.js).
    expect(hacienda('arena', '--bots', 'strong,greedy', '--games', '2', '--think', '10', '--workers', '2', '--seed', 'package')).toMatch(
      /^results over 2 finished games/m,
    );
    // Classic's boards and Hacienda 2026's tiles are read beside the bundle.
    expect(hacienda('replay', '--text', join(records, 'game-1.json'))).toMatch(/^game over: /m);
    expect(hacienda('replay', '--text', join(ROOT, 'test', 'fixtures', 'records', 'h2026-strong-2p.json'))).toMatch(/^game over: /m);
  });

  it('package - exports nothing to import: it is a program, not a library (README)', () => {
    const { dir } = copy();
    const tryImport = (what: string) =>
      spawnSync(
        process.execPath,
        ['--input-type=module', '-e', `import(${JSON.stringify(what)}).then(() => console.log('imported'), (e) => console.log(e.code))`],
        {
          cwd: dir,
          encoding: 'utf8',
        },
      ).stdout.trim();
    expect(tryImport('hacienda')).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
    expect(tryImport('hacienda/dist/app/program.js')).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });
});
