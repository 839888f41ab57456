// The package as `npx hacienda` gets it, through a real registry: packs it (npm pack, which builds),
// checks what it holds, publishes it to a registry of our own on 127.0.0.1 (verdaccio, installed
// in a temporary folder: scripts/local-registry.js) that serves nothing else, and then, with an
// empty npm cache and npm pointed at that registry, runs `npx hacienda`: --version, a short
// simulate with a strong bot (its bot thread), a short arena on two worker threads, replay --text
// of the record simulate wrote and of a Hacienda 2026 record, and `play --yes` in tmux to its first
// frame and out with q. What the package holds is checked first (scripts/package-contents.js).
// Run by .ci/run after the tests. Exits non-zero on the first failure, and
// stops the registry and the terminal whatever happens (a signal too; .ci/run also ends its
// process group). HACIENDA_VERDACCIO=<folder> keeps verdaccio there between runs (CI installs it
// anew each time).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installVerdaccio, startRegistry } from './local-registry.js';
import { packageProblems } from './package-contents.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const work = mkdtempSync(join(tmpdir(), 'hacienda-pack-'));
const socket = `hacienda-pack-${process.pid}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** A step that takes longer than this has hung. */
const STEP_MS = 180_000;

/** What a user's machine has: no CI markers (the screen would draw nothing), an empty npm cache, our registry. */
function userEnv(registry) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(CI|CONTINUOUS_INTEGRATION|CI_.*|TMUX|NO_COLOR|FORCE_COLOR|npm_.*)$/.test(k)) env[k] = v;
  return {
    ...env,
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    HACIENDA_HOME: join(work, 'home'),
    npm_config_registry: registry.url,
    npm_config_userconfig: registry.npmrc,
    npm_config_cache: join(work, 'npm-cache'),
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}

function run(cmd, args, opts = {}) {
  console.log(`pack-check: ${cmd} ${args.join(' ')}`);
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: STEP_MS, ...opts });
}

let registry;
let tmuxStarted = false;
const tmux = (env, ...args) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8', env, timeout: 10_000 });
function cleanUp() {
  if (tmuxStarted) {
    try {
      execFileSync('tmux', ['-L', socket, 'kill-server'], { stdio: 'ignore' });
    } catch {
      // already gone
    }
  }
  registry?.stop();
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.once(signal, () => {
    cleanUp();
    process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal] ?? 0));
  });

/** `play --yes` in a terminal (tmux) to its first frame, then q and y: it must end with 0. */
async function playInTmux(env, cwd, version) {
  const screen = () => tmux(env, 'capture-pane', '-p', '-t', 'main:0');
  const script = `${npx} --yes hacienda@${version} play --yes --seed pack; echo "[exited $?]"; exec sleep 600`;
  console.log(`pack-check: (tmux) ${npx} --yes hacienda@${version} play --yes --seed pack`);
  tmuxStarted = true;
  // In the user's empty folder: in this repository npx would take the project itself for hacienda.
  tmux(env, '-f', '/dev/null', '-u', 'new-session', '-d', '-s', 'main', '-c', cwd, '-x', '100', '-y', '30', 'sh', '-c', script);
  const until = Date.now() + STEP_MS;
  const waitFor = async (pattern, what) => {
    while (!pattern.test(screen())) {
      if (Date.now() > until || /\[exited \d+\]/.test(screen())) throw new Error(`play --yes: no ${what}; the screen was:\n${screen()}`);
      await sleep(50);
    }
    return screen();
  };
  const first = await waitFor(/your turn|'s turn/, 'first frame');
  if (!/HACIENDA.*round 1/.test(first)) throw new Error(`play --yes: the first frame is not the game's:\n${first}`);
  // A key in the first moments after the first frame can be lost (raw mode comes after it): ask again.
  for (let tries = 0; !/Quit\?/.test(screen()); tries++) {
    if (Date.now() > until) throw new Error(`play --yes: q asked nothing; the screen was:\n${screen()}`);
    if (tries % 20 === 0) tmux(env, 'send-keys', '-t', 'main:0', 'q');
    await sleep(50);
  }
  tmux(env, 'send-keys', '-t', 'main:0', 'y');
  const end = await waitFor(/\[exited \d+\]/, 'end after q');
  if (!/\[exited 0\]/.test(end)) throw new Error(`play --yes did not end well after q:\n${end}`);
}

try {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const version = manifest.version;
  const [packed] = JSON.parse(run(npm, ['pack', '--json', '--pack-destination', work], { cwd: root }));
  const tarball = join(work, packed.filename);
  const problems = packageProblems(
    manifest,
    packed.files.map((f) => f.path),
  );
  if (problems.length > 0) throw new Error(`the package is not as it should be:\n  ${problems.join('\n  ')}`);

  const verdaccioDir = process.env.HACIENDA_VERDACCIO || join(work, 'verdaccio');
  installVerdaccio(verdaccioDir);
  // No uplink: the registry serves hacienda and nothing else, so an install that needs more fails.
  registry = await startRegistry({ dir: join(work, 'registry'), verdaccioDir });
  registry.publish(tarball);

  const env = userEnv(registry);
  const cwd = join(work, 'user');
  mkdirSync(cwd);
  const hacienda = (...args) => run(npx, ['--yes', `hacienda@${version}`, ...args], { cwd, env });

  const started = Date.now();
  const shown = hacienda('--version').trim();
  const coldMs = Date.now() - started;
  if (shown !== version) throw new Error(`npx hacienda --version printed '${shown}', expected '${version}'`);
  const npxDir = join(work, 'npm-cache', '_npx');
  const installed = readdirSync(join(npxDir, readdirSync(npxDir)[0], 'node_modules')).filter((n) => !n.startsWith('.'));
  if (installed.join() !== 'hacienda') throw new Error(`npx installed more than hacienda: ${installed.join(', ')}`);

  const records = join(work, 'records');
  const sim = hacienda('simulate', '--games', '1', '--seed', 'pack', '--bots', 'strong,greedy', '--think', '20', '--records', records);
  if (!/^game 1: /m.test(sim)) throw new Error(`simulate printed no game:\n${sim}`);
  const match = hacienda('arena', '--bots', 'strong,greedy', '--games', '2', '--think', '20', '--workers', '2', '--seed', 'pack');
  if (!/^results over 2 finished games/m.test(match)) throw new Error(`arena printed no results:\n${match}`);
  for (const record of [join(records, 'game-1.json'), join(root, 'test', 'fixtures', 'records', 'h2026-strong-2p.json')]) {
    const text = hacienda('replay', '--text', record);
    if (!/^game over: /m.test(text)) throw new Error(`replay --text ${record} did not reach the end:\n${text}`);
  }
  await playInTmux(env, cwd, version);
  console.log(
    `pack-check: ${packed.filename} (${packed.entryCount} files, ${Math.round(packed.size / 1024)} kB packed, ${Math.round(packed.unpackedSize / 1024)} kB unpacked) ` +
      `installs from a registry alone and runs; cold npx --version ${coldMs} ms`,
  );
} finally {
  cleanUp();
}
