// What the published package may hold, checked by scripts/pack-check.js (CI) and
// test/bundle/package.test.ts: what runs (bin/, the bundles in dist/app/, the boards and tiles
// they read beside their dist/ modules) and the docs a user reads, and no runtime dependency
// (everything the program runs is in its bundles: a dependency would be a second copy of it).
import { execFileSync } from 'node:child_process';

/** Files the package cannot do without. */
export const NEEDED = [
  'bin/hacienda.js',
  'bin/package.json',
  'dist/app/program.js',
  'dist/app/launch.cjs',
  'dist/app/help.cjs',
  'dist/app/bot-worker.js',
  'dist/app/arena-worker.js',
  'dist/games/classic/boards/symmetric.map',
  'dist/games/h2026/tiles/tiles.json',
  'docs/rulings.md',
  'README.md',
  'CHANGELOG.md',
  'package.json',
];

/** Every file the package holds is one of these: code only in bin/ and dist/app/. */
const ALLOWED = /^(bin\/[\w-]+\.js(on)?|dist\/app\/[\w-]+\.c?js|dist\/.+\.(map|json)|docs\/[\w-]+\.md|README\.md|CHANGELOG\.md|package\.json)$/;

/** What is wrong with a package of this manifest (package.json) and these files: nothing, or a line each. */
export function packageProblems(manifest, files) {
  const problems = [];
  const dependencies = Object.keys(manifest.dependencies ?? {});
  if (dependencies.length > 0) problems.push(`it has runtime dependencies: ${dependencies.join(', ')}`);
  for (const needed of NEEDED) if (!files.includes(needed)) problems.push(`it lacks ${needed}`);
  for (const f of files) if (!ALLOWED.test(f) || f.endsWith('.js.map')) problems.push(`it should not ship ${f}`);
  return problems;
}

/** The files `npm pack` would put in the package of the tree at `root`, as it is built now (nothing is built). */
export function packedFiles(root) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const out = execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return JSON.parse(out)[0].files.map((f) => f.path);
}
