// The package as `npx hacienda` meets it, next to a baseline: packed size, what an install puts on
// the disk (bytes, files, packages), and the time of a cold `npx hacienda --version` (an empty npm
// cache) from a registry on this machine (scripts/local-registry.js), median of alternating runs.
//
//   npm run bench:package                    this tree next to the last commit (HEAD)
//   npm run bench:package -- --base <ref>    next to another commit, e.g. one before a change
//   npm run bench:package -- --runs 9        more runs (default 5)
//
// The baseline is packed from `git archive <ref>` with this tree's node_modules, under the version
// <version>-base so that both are published side by side. The registry fetches the baseline's
// dependencies from the usual registry once (a warm-up run of each) and is then started again
// without it, so that every timed run reads everything from this machine. Verdaccio is kept, between runs of the bench, in
// a folder of the system's temporary folder (hacienda-verdaccio).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installVerdaccio, npmRegistry, startRegistry } from './local-registry.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const baseRef = option('--base', 'HEAD');
const runs = Number(option('--runs', '5'));
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');

const work = mkdtempSync(join(tmpdir(), 'hacienda-bench-package-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const now = () => Number(process.hrtime.bigint()) / 1e6;

/** `npm pack` in `dir` (its prepack builds it): the tarball and npm's figures for it. */
function pack(dir) {
  const [info] = JSON.parse(
    execFileSync(npm, ['pack', '--json', '--pack-destination', work], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  );
  return { tarball: join(work, info.filename), version: info.version, size: info.size, unpacked: info.unpackedSize, files: info.entryCount };
}

/** The baseline: `ref` as committed, built with this tree's node_modules, versioned apart. */
function packBase(ref) {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(work, 'base');
  mkdirSync(dir);
  execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: root });
  symlinkSync(realpathSync(join(root, 'node_modules')), join(dir, 'node_modules'));
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  manifest.version = `${manifest.version}-base`;
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  return { ...pack(dir), label: `base (${sha})` };
}

/** Bytes and files under `dir`, and the packages in it (folders with a package.json in node_modules). */
function measure(dir) {
  let bytes = 0;
  let files = 0;
  let packages = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) {
        if (/[\\/]node_modules$/.test(d) || /[\\/]node_modules[\\/]@[^\\/]+$/.test(d)) {
          try {
            if (statSync(join(p, 'package.json')).isFile() && !entry.name.startsWith('@') && entry.name !== '.bin') packages++;
          } catch {
            // a folder that is no package
          }
        }
        walk(p);
      } else if (entry.isFile()) {
        bytes += statSync(p).size;
        files++;
      }
    }
  };
  walk(dir);
  return { bytes, files, packages };
}

/** One cold `npx hacienda@<version> --version`: a new empty npm cache; the milliseconds and what it installed. */
function coldNpx(registry, version, name) {
  const cache = join(work, 'caches', name);
  const cwd = join(work, 'cwd');
  mkdirSync(cwd, { recursive: true });
  const env = {
    ...process.env,
    npm_config_registry: registry.url,
    npm_config_userconfig: registry.npmrc,
    npm_config_cache: cache,
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    HACIENDA_HOME: join(work, 'home'),
  };
  const t = now();
  const r = spawnSync(npx, ['--yes', `hacienda@${version}`, '--version'], { cwd, env, encoding: 'utf8' });
  const ms = now() - t;
  if (r.status !== 0 || r.stdout.trim() !== version) throw new Error(`npx hacienda@${version} --version failed (${r.status}): ${r.stdout}${r.stderr}`);
  const npxDir = join(cache, '_npx');
  const [installed] = readdirSync(npxDir);
  return { ms, installed: measure(join(npxDir, installed, 'node_modules')) };
}

const mb = (b) => `${(b / 1e6).toFixed(2)} MB`;
let registry;
try {
  console.log(`bench-package: packing this tree and ${baseRef}`);
  const current = { ...pack(root), label: 'this tree' };
  const base = packBase(baseRef);
  const verdaccioDir = join(tmpdir(), 'hacienda-verdaccio');
  installVerdaccio(verdaccioDir);
  const registryDir = join(work, 'registry');
  registry = await startRegistry({ dir: registryDir, verdaccioDir, uplink: npmRegistry() });
  registry.publish(current.tarball);
  registry.publish(base.tarball, 'base');
  const both = [base, current];
  // The warm-up: the baseline's dependencies come into the registry's storage once; then the
  // registry starts again without its uplink, so that the timed runs ask nothing of the network.
  for (const p of both) p.installed = coldNpx(registry, p.version, `warm-${p === base ? 'base' : 'current'}`).installed;
  await registry.stop();
  registry = await startRegistry({ dir: registryDir, verdaccioDir });
  for (const p of both) p.times = [];
  for (let i = 0; i < runs; i++)
    for (const p of i % 2 ? [...both].reverse() : both) p.times.push(coldNpx(registry, p.version, `${i}-${p === base ? 'base' : 'current'}`).ms);

  const rows = [
    ['', ...both.map((p) => p.label)],
    ['packed (tarball)', ...both.map((p) => mb(p.size))],
    ['package unpacked', ...both.map((p) => `${mb(p.unpacked)}, ${p.files} files`)],
    ['installed (npx folder)', ...both.map((p) => mb(p.installed.bytes))],
    ['files installed', ...both.map((p) => String(p.installed.files))],
    ['packages installed', ...both.map((p) => String(p.installed.packages))],
    [
      `cold npx --version, median of ${runs}`,
      ...both.map((p) => `${Math.round(median(p.times))} ms (${Math.round(Math.min(...p.times))}-${Math.round(Math.max(...p.times))})`),
    ],
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c])).join('   '));
  // Timings on a shared machine: how busy it was says how far to trust them.
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')} (1, 5, 15 minutes)`,
  );
} finally {
  registry?.stop();
  rmSync(work, { recursive: true, force: true });
}
