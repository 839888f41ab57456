// The package as `npx hacienda` gets it: packs it (npm pack), installs the tarball into an empty
// temporary folder, and runs the installed command: --version, a short simulate, and replay --text
// of a record it wrote. Run by .ci/run after the tests. Exits non-zero on the first failure.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const work = mkdtempSync(join(tmpdir(), 'hacienda-pack-'));
const env = { ...process.env, HACIENDA_HOME: join(work, 'home'), NO_COLOR: '1' };

function run(cmd, args, cwd) {
  console.log(`pack-check: ${cmd === process.execPath ? 'node' : cmd} ${args.join(' ')}`);
  return execFileSync(cmd, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

try {
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  const packed = JSON.parse(run(npm, ['pack', '--json', '--pack-destination', work], root));
  const tarball = join(work, packed[0].filename);
  const files = packed[0].files.map((f) => f.path);
  for (const needed of [
    'bin/hacienda.js',
    'bin/package.json',
    'dist/app/program.js',
    'dist/app/launch.cjs',
    'dist/app/help.cjs',
    'dist/cli/main.js',
    'dist/games/classic/boards/symmetric.map',
    'docs/rulings.md',
    'README.md',
  ]) {
    if (!files.includes(needed)) throw new Error(`the package lacks ${needed}`);
  }
  for (const f of files) if (/^(test|src|bench)\//.test(f)) throw new Error(`the package should not ship ${f}`);

  const app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'pack-check', private: true }));
  run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], app);
  const bin = join(app, 'node_modules', '.bin', 'hacienda');

  const shown = run(bin, ['--version'], app).trim();
  if (shown !== version) throw new Error(`hacienda --version printed '${shown}', expected '${version}'`);
  const sim = run(bin, ['simulate', '--games', '1', '--seed', 'pack', '--records', join(work, 'records')], app);
  if (!/^game 1: /m.test(sim)) throw new Error(`simulate printed no game:\n${sim}`);
  const text = run(bin, ['replay', '--text', join(work, 'records', 'game-1.json')], app);
  if (!/^game over: /m.test(text)) throw new Error(`replay --text did not reach the end:\n${text}`);
  console.log(`pack-check: ${packed[0].filename} (${files.length} files, ${Math.round(packed[0].size / 1024)} kB) installs and runs`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
