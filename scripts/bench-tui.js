// Speed figures of the terminal screen, each next to `node -e 0` timed in the same run:
// `hacienda --help` and `--version`; `hacienda play --yes` to its first frame (in a pseudo-terminal,
// tmux, less the harness's own time: see harness()); and on the largest board, the time from a key to its frame (median and p95) and the bytes
// written per frame (HACIENDA_STATS). The first frame is also timed from inside the process, in wall
// and CPU time, which a loaded machine disturbs less. The key figures are taken as a player sees
// the board: with 16 colours (tmux's own terminal), 256 colours and true colour with the terrains'
// tints, without colour (NO_COLOR), in the detailed zoom, and with a bot's moves marked on the board
// (issue 18). Run after `npm run build`:
//
//   node scripts/bench-tui.js                   everything, this tree
//   node scripts/bench-tui.js --keys            the key figures only
//   node scripts/bench-tui.js --start           the start-up figures only
//   node scripts/bench-tui.js --base <ref>      the key figures of this tree next to another commit
//                                               (e.g. main): built in a temporary folder, the two
//                                               run in turn, each look --runs times (default 3)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, existsSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'hacienda.js');
const work = mkdtempSync(join(tmpdir(), 'hacienda-bench-'));
const env = { ...process.env, HACIENDA_HOME: join(work, 'home'), LANG: 'C.UTF-8' };
for (const k of Object.keys(env)) if (k === 'CI' || k === 'CONTINUOUS_INTEGRATION' || k === 'TMUX') delete env[k];

// Keys a look presses, and how many of the first are its warm-up: V8 compiles the frame's code as
// it runs, so the first few dozen frames of a game take two to three times as long as the rest
// (a player's game presses hundreds of keys). They are reported apart, not mixed into the median.
const KEYS = 200;
const WARM_UP = 40;
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const median = (xs) => quantile(xs, 0.5);
const now = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function timed(args, env, runs = 7) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = now();
    spawnSync(process.execPath, args, { env, stdio: 'ignore' });
    times.push(now() - t);
  }
  return median(times);
}

// A new tmux server for each run: reusing a socket right after kill-server races its shutdown.
let runs = 0;
let socket = '';
const fresh = () => (socket = `hacienda-bench-${process.pid}-${++runs}`);
// Each run's tmux server starts with the environment given, and its window inherits it.
let tmuxEnv = env;
const tmux = (...args) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8', env: tmuxEnv });
const screen = () => tmux('capture-pane', '-p', '-t', 'main:0');

/** A tmux session of `columns` x `rows` running `command` (no tmux configuration, UTF-8). */
function newSession(columns, rows, command) {
  tmux('-f', '/dev/null', '-u', 'new-session', '-d', '-s', 'main', '-x', String(columns), '-y', String(rows), command);
}

/**
 * `play --yes` to its first frame, 5 times. The program keeps its compiled code between runs
 * (src/bundle/launch.ts) in HACIENDA_HOME: `cold` gives each run a new home, as on a first run.
 */
async function firstFrame(vars, cold = false) {
  tmuxEnv = vars;
  const times = [];
  const inside = [];
  for (let i = 0; i < 5; i++) {
    fresh();
    // Named by the run: a second environment's runs must not read the first's figures.
    const stats = join(work, `first-${runs}.json`);
    if (cold) tmuxEnv = { ...vars, HACIENDA_HOME: join(work, `cold-${runs}`) };
    const t = now();
    newSession(80, 24, `HACIENDA_STATS=${stats} ${process.execPath} ${bin} play --yes --seed bench${i} --bot-delay 60000; sleep 60`);
    while (!/ your turn| Blue's turn/.test(screen())) await sleep(2);
    times.push(now() - t);
    // A key sent in the first moments after the first frame can be lost (raw mode comes after
    // it): ask again until the program has ended and written its figures.
    for (let tries = 0; !existsSync(stats); tries++) {
      if (tries % 50 === 0) {
        tmux('send-keys', '-t', 'main:0', 'q');
        await sleep(100);
        tmux('send-keys', '-t', 'main:0', 'y');
      }
      await sleep(20);
    }
    await sleep(50);
    inside.push(JSON.parse(readFileSync(stats, 'utf8')).firstFrame);
    tmux('kill-server');
  }
  tmuxEnv = env;
  return { wall: median(times), ms: median(inside.map((f) => f.ms)), cpuMs: median(inside.map((f) => f.cpuMs)) };
}

/**
 * The harness's own share of a first frame: the same tmux start and the same polling of the
 * screen, for a node that prints the line looked for and nothing else. Starting tmux and asking it
 * for the screen every 2 ms (a process each time, on the same cores) is time no player waits for:
 * less this figure (plus node -e 0's own time), the first frame is what a terminal shows.
 */
async function harness(vars) {
  tmuxEnv = vars;
  const times = [];
  for (let i = 0; i < 5; i++) {
    fresh();
    const t = now();
    newSession(80, 24, `${process.execPath} -e "process.stdout.write('your turn')"; sleep 60`);
    while (!/your turn/.test(screen())) await sleep(2);
    times.push(now() - t);
    tmux('kill-server');
  }
  tmuxEnv = env;
  return median(times);
}

/** How long node itself takes to start and run nothing, seen from inside (as the screen's figures are). */
function nodeInside(env) {
  const code = 'const c = process.cpuUsage(); console.log(JSON.stringify({ ms: performance.now(), cpuMs: (c.user + c.system) / 1000 }))';
  const runs = [];
  for (let i = 0; i < 7; i++) runs.push(JSON.parse(execFileSync(process.execPath, ['-e', code], { encoding: 'utf8', env })));
  return { ms: median(runs.map((r) => r.ms)), cpuMs: median(runs.map((r) => r.cpuMs)) };
}

/**
 * The key figures on `map` in one look: `vars` for the terminal's colours, the zoom (from the data
 * folder's settings, as a player's choice), the terminal's size, and `marked`: the bot plays first
 * (an easy bot, at once), so that its moves are marked on the board while the keys are pressed.
 */
async function keys(map, look = {}, program = bin) {
  const { vars = '', zoom = 'compact', cols = 110, rows = 40, marked = false } = look;
  const stats = join(work, `stats-${runs}.json`);
  const home = join(work, `home-${runs}`);
  mkdirSync(home, { recursive: true });
  writeFileSync(join(home, 'settings.json'), JSON.stringify({ zoom }));
  fresh();
  const seats = marked ? '--seat You:human --seat Bot:bot:easy --start Bot --bot-delay 0' : '--seat You:human --seat Bot:bot --bot-delay 60000';
  newSession(
    cols,
    rows,
    `env -u NO_COLOR -u COLORTERM -u FORCE_COLOR HACIENDA_HOME=${home} HACIENDA_STATS=${stats} ${vars} ${process.execPath} ${program} play --yes --map ${map} --seed keys ${seats}; sleep 60`,
  );
  while (!(marked ? /your turn/ : /your turn|Bot's turn/).test(screen())) await sleep(5);
  const height = screen().trimEnd().split('\n').length;
  const moves = ['Right', 'Right', 'Down', 'Left', 'Up', 'Down', 'Right', 'Down'];
  for (let i = 0; i < KEYS; i++) {
    tmux('send-keys', '-t', 'main:0', moves[i % moves.length]);
    await sleep(25);
  }
  tmux('send-keys', '-t', 'main:0', 'q');
  await sleep(200);
  tmux('send-keys', '-t', 'main:0', 'y');
  while (!existsSync(stats)) await sleep(20);
  await sleep(100);
  tmux('kill-server');
  const s = JSON.parse(readFileSync(stats, 'utf8'));
  return { height, keyToFrameMs: s.keyToFrameMs, frameBytes: s.frameBytes };
}

/** A look's figures from the frames of one or more runs; `warmUp`: the first keys of each run. */
function figures(runs) {
  const ms = runs.flatMap((r) => r.keyToFrameMs.slice(WARM_UP));
  const warmUp = runs.flatMap((r) => r.keyToFrameMs.slice(0, WARM_UP));
  const bytes = runs.flatMap((r) => r.frameBytes);
  return {
    keyMs: median(ms),
    keyP95: quantile(ms, 0.95),
    keyMax: Math.max(...ms),
    keys: ms.length,
    warmUpMs: median(warmUp),
    bytes: median(bytes),
    bytesMax: Math.max(...bytes),
    height: runs[0].height,
  };
}

/**
 * The baseline: `ref` as committed (git archive), with this tree's node_modules, built in a
 * temporary folder as `npm run build` builds it; its bin/hacienda.js.
 */
function buildBase(ref) {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(work, 'base');
  mkdirSync(dir);
  execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: root });
  symlinkSync(realpathSync(join(root, 'node_modules')), join(dir, 'node_modules'));
  execFileSync(process.execPath, [join(dir, 'scripts', 'build.js')], { cwd: dir, stdio: 'inherit' });
  execFileSync(process.execPath, [join(dir, 'src', 'bundle', 'bundle.js')], { cwd: dir, stdio: 'inherit' });
  return { sha, bin: join(dir, 'bin', 'hacienda.js') };
}

/** The start-up figures in one environment. */
async function startup(env) {
  const node0 = timed(['-e', '0'], env);
  const version = timed([bin, '--version'], env);
  const help = timed([bin, '--help'], env);
  const tmuxNode = await harness(env);
  const first = await firstFrame(env);
  const cold = await firstFrame(env, true);
  const node0again = timed(['-e', '0'], env);
  const base = (node0 + node0again) / 2;
  return { base, version, help, first, cold, harness: tmuxNode - base, n0: nodeInside(env) };
}

function report(title, r) {
  const fmt = (ms) => `${ms.toFixed(0)} ms (${(ms / r.base).toFixed(1)} x node -e 0)`;
  console.log(title);
  console.log(`node -e 0                    ${r.base.toFixed(0)} ms`);
  console.log(`hacienda --version           ${fmt(r.version)}`);
  console.log(`hacienda --help              ${fmt(r.help)}`);
  console.log(
    `play --yes to first frame    ${fmt(r.first.wall - r.harness)}, less the harness's ${r.harness.toFixed(0)} ms (${r.first.wall.toFixed(0)} ms in all)`,
  );
  console.log(`  on a first run (no cache)  ${fmt(r.cold.wall - r.harness)}, less the harness; first frame ${r.cold.ms.toFixed(0)} ms from inside`);
  console.log(
    `  seen from inside           first frame ${r.first.ms.toFixed(0)} ms after the process started, ${r.first.cpuMs.toFixed(0)} ms of CPU (node -e 0: ${r.n0.ms.toFixed(0)} ms, ${r.n0.cpuMs.toFixed(0)} ms of CPU; ${(r.first.cpuMs / r.n0.cpuMs).toFixed(1)} x in CPU time)`,
  );
}

function option(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const baseRef = option('--base');
const keysOnly = process.argv.includes('--keys') || baseRef !== undefined;
const repeats = Number(option('--runs') ?? (baseRef ? 3 : 1));
if (!Number.isInteger(repeats) || repeats < 1) throw new Error('--runs takes a whole number of at least 1');
if (!keysOnly) report('In this environment:', await startup(env));
// Node 20 reads the certificates NODE_EXTRA_CA_CERTS names when it starts, in every process: on
// some machines (this sandbox among them) that adds tens of milliseconds to `node -e 0` and to
// the program alike, which flatters the ratios. So the start-up is timed without it too.
if (env.NODE_EXTRA_CA_CERTS && !keysOnly) {
  const bare = { ...env };
  delete bare.NODE_EXTRA_CA_CERTS;
  report('Without NODE_EXTRA_CA_CERTS (set here, and read by every node process as it starts):', await startup(bare));
}
if (process.argv.includes('--start')) process.exit(0);

const largest = existsSync('/work/shared/maps/haz/Citrus.haz') ? '/work/shared/maps/haz/Citrus.haz' : 'symmetric';
const TRUE_COLOUR = 'COLORTERM=truecolor TERM=xterm-256color';
const LOOKS = [
  ['16 colours, compact', { vars: 'TERM=xterm' }],
  ['256 colours, compact', { vars: 'TERM=xterm-256color' }],
  ['true colour (tints), compact', { vars: TRUE_COLOUR }],
  ['true colour, a bot turn marked', { vars: TRUE_COLOUR, marked: true }],
  ['true colour, detailed 220x70', { vars: TRUE_COLOUR, zoom: 'detailed', cols: 220, rows: 70 }],
  ['NO_COLOR, compact', { vars: 'NO_COLOR=1' }],
];
const fmt = (k) =>
  `median ${k.keyMs.toFixed(1)} ms, p95 ${k.keyP95.toFixed(1)} ms, max ${k.keyMax.toFixed(1)} ms (${k.keys} keys; the first ${WARM_UP} ${k.warmUpMs.toFixed(1)} ms); bytes per frame median ${k.bytes}, max ${k.bytesMax}`;
const base = baseRef ? buildBase(baseRef) : null;
console.log(
  `key to frame on the largest board (${largest.split('/').pop()})${base ? `: this tree next to ${baseRef} (${base.sha}), ${repeats} runs of each, in turn` : ''}:`,
);
for (const [name, look] of LOOKS) {
  const programs = base
    ? [
        { label: 'this tree', bin },
        { label: `base ${base.sha}`, bin: base.bin },
      ]
    : [{ label: '', bin }];
  const runs = new Map(programs.map((p) => [p, []]));
  // In turn, the order swapped each round, so that a machine busier for a while weighs on both.
  for (let i = 0; i < repeats; i++) for (const p of i % 2 ? [...programs].reverse() : programs) runs.get(p).push(await keys(largest, look, p.bin));
  if (!base) {
    const k = figures(runs.get(programs[0]));
    console.log(`  ${name.padEnd(32)} ${fmt(k)}; live area ${k.height} lines of ${look.rows ?? 40}`);
    continue;
  }
  console.log(`  ${name}`);
  for (const p of programs) console.log(`    ${p.label.padEnd(14)} ${fmt(figures(runs.get(p)))}`);
}
// Timings on a shared machine: how busy it was says how far to trust them.
console.log(
  `load average at the end: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')} (1, 5, 15 minutes)`,
);
rmSync(work, { recursive: true, force: true });
