// The server's benchmark (npm run bench:server): figures, not tests. The built server
// (bin/hacienda.js serve) on loopback, in a process of its own on a temporary folder; SESSIONS
// clients (ssh2's client, each with a key of its own) connect to the lobby, which gives the time
// from connecting to the first lobby frame; then they sit in rooms of two and each presses a key
// every 150 ms (the cursor moving on the board: every key is a new frame; the first WARM_S seconds
// reported apart, while V8 still compiles the drawing code), which gives the time
// from a key to the first bytes of its frame (p50, p99), how many keys had their frame begun
// before the session's next key, the bytes per frame, and the server's
// memory per session (its resident size with the sessions at the table, less before them).
// The server runs on one core: where the machine has two or more and taskset(1) is there, the
// server (all its threads) is held to the first core and these clients to the others, so the
// figures are those of one core serving, not of the clients' encryption competing with it.
// --shared: no taskset, the server and the clients share every core (V8's helper threads too).
// SERVE_NODE_FLAGS: options for the server's node (V8's, say), to try them.
// Usage: node bench/server.js [sessions] [seconds of keys] [--shared] [--profile <dir>]
// --profile: the server runs with V8's CPU profiler (node --cpu-prof), its profile written into
// <dir> when it ends; profile the benchmark's own process (its clients) with node --cpu-prof.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import ssh2 from 'ssh2';

const args = process.argv.slice(2);
const at = args.indexOf('--profile');
const profile = at >= 0 ? args.splice(at, 2)[1] : null;
const shared = args.includes('--shared');
if (shared) args.splice(args.indexOf('--shared'), 1);
const SESSIONS = Number(args[0] ?? 50);
const SECONDS = Number(args[1] ?? 20);
const KEY_MS = 150;
const WARM_S = 5;
const BIN = new URL('../bin/hacienda.js', import.meta.url).pathname;

const data = mkdtempSync(join(tmpdir(), 'hacienda-bench-server-'));
const pinned = !shared && availableParallelism() >= 2 && spawnSync('taskset', ['-p', String(process.pid)]).status === 0;
const serve = [
  process.execPath,
  ...(process.env.SERVE_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  ...(profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : []),
  BIN,
  'serve',
  '--port',
  '0',
  '--data',
  data,
  '--max-sessions',
  String(SESSIONS * 2 + 10),
];
if (pinned) spawnSync('taskset', ['-a', '-p', '-c', `1-${availableParallelism() - 1}`, String(process.pid)]);
const server = spawn(pinned ? 'taskset' : serve[0], pinned ? ['-c', '0', ...serve] : serve.slice(1), {
  stdio: ['ignore', 'pipe', 'inherit'],
});
// However the benchmark ends (a client's error too), the server ends with it.
process.on('exit', () => server.kill('SIGTERM'));
const port = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
    const m = /listening on [^:]+:(\d+)/.exec(out);
    if (m) resolve(Number(m[1]));
  });
  server.once('exit', () => reject(new Error('the server ended')));
});

const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) * 1024;
/** A key ssh2's client can read: now and then it makes one it cannot parse ("Malformed OpenSSH private key"). */
function newKey() {
  for (;;) {
    const key = ssh2.utils.generateKeyPairSync('ed25519').private;
    if (!(ssh2.utils.parseKey(key) instanceof Error)) return key;
  }
}
const keys = Array.from({ length: SESSIONS }, newKey);
/**
 * CPU time so far (user and system, in clock ticks of 1/100 s as Linux counts them), in ms: the
 * server's in all (its threads: GC's helpers too), and each of its threads' by id. Every screen is
 * drawn on one thread (the server's worker thread, src/cli/serve.ts): the busiest while keys come.
 */
const ticks = (file) => {
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const threads = () => {
  const byId = new Map();
  for (const id of readdirSync(`/proc/${server.pid}/task`)) {
    try {
      byId.set(id, ticks(`/proc/${server.pid}/task/${id}/stat`));
    } catch {
      // a thread that ended meanwhile
    }
  }
  return byId;
};
const cpu = () => ({ all: ticks(`/proc/${server.pid}/stat`), threads: threads() });
/** The CPU time between two readings: the server's in all, and its busiest thread's. */
const cpuBetween = (a, b) => ({
  all: b.all - a.all,
  drawing: Math.max(0, ...[...b.threads].map(([id, t]) => t - (a.threads.get(id) ?? 0))),
});
const base = rss();

/**
 * The ciphers and MACs in OpenSSH's client's order of preference (ssh -Q cipher, OpenSSH 9): the
 * clients people use choose among what the server offers by this order, not by ssh2's own.
 */
const OPENSSH = {
  cipher: ['chacha20-poly1305@openssh.com', 'aes128-ctr', 'aes192-ctr', 'aes256-ctr', 'aes128-gcm@openssh.com', 'aes256-gcm@openssh.com'],
  hmac: ['hmac-sha2-256-etm@openssh.com', 'hmac-sha2-512-etm@openssh.com', 'hmac-sha1-etm@openssh.com', 'hmac-sha2-256', 'hmac-sha2-512', 'hmac-sha1'],
};

/** A connection as player `i`. */
function connect(i) {
  return new Promise((resolve, reject) => {
    const c = new ssh2.Client();
    c.on('ready', () => resolve(c)).on('error', reject);
    // More connections from one address than the server's per-address cap: each its own source.
    c.connect({ host: '127.0.0.1', port, username: `p${i}`, privateKey: keys[i], localAddress: `127.0.0.${(i % 200) + 2}`, algorithms: OPENSSH });
  });
}

/** Runs `command` without a terminal; its output. */
function run(c, command) {
  return new Promise((resolve, reject) => {
    c.exec(command, (err, ch) => {
      if (err) return reject(err);
      let out = '';
      ch.on('data', (d) => (out += d)).on('close', () => resolve(out));
      ch.stderr.resume();
    });
  });
}

/** A terminal channel (a shell: the lobby; or a command), resolving once `ready` matches what it drew. */
function screen(c, command, ready) {
  return new Promise((resolve, reject) => {
    const opened = (err, ch) => {
      if (err) return reject(err);
      let text = '';
      const onData = (d) => {
        text += d;
        if (ready.test(text)) {
          ch.off('data', onData);
          resolve(ch);
        }
      };
      ch.on('data', onData);
    };
    const pty = { term: 'xterm-256color', cols: 120, rows: 40 };
    if (command) c.exec(command, { pty }, opened);
    else c.shell(pty, opened);
  });
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const ms = (x) => `${x.toFixed(1)} ms`;

// 1. Connect to the lobby, one after another: the time from connecting to the first lobby frame.
const lobby = [];
const conns = [];
for (let i = 0; i < SESSIONS; i++) {
  const t0 = performance.now();
  const c = await connect(i);
  const ch = await screen(c, null, /hacienda server: you are/);
  lobby.push(performance.now() - t0);
  ch.end();
  conns.push(c);
}
const inLobby = rss();

// 2. Rooms of two, every seat at the table.
const channels = [];
for (let i = 0; i < SESSIONS; i += 2) {
  const code = (await run(conns[i], `new --seed bench${i} --pace 0`)).trim();
  // The first to join waits for the second: both screens open together.
  channels.push(...(await Promise.all([i, i + 1].filter((k) => k < SESSIONS).map((j) => screen(conns[j], `join ${code}`, /HACIENDA/)))));
}
await new Promise((r) => setTimeout(r, 500));
const seated = rss();

// 3. Keys: each session moves its cursor right and left, a key every 150 ms, staggered. The first
// WARM_S seconds of them are reported apart: V8 is still compiling the code that draws (each key
// then costs several times what it costs after), which a server does once after it starts.
/**
 * Each session's keys keep their own times (a key every KEY_MS from the session's first), however
 * late a timer fires: timers re-armed from when they fired would drift into step with each other,
 * and the sessions would end up pressing together, which no group of people does.
 */
const later = (f, at) => setTimeout(f, Math.max(0, at - performance.now()));
const warmUntil = performance.now() + WARM_S * 1000;
let cpuBefore;
let clientsBefore;
let wallBefore;
const clientLag = monitorEventLoopDelay({ resolution: 1 });
later(() => {
  cpuBefore = cpu();
  clientsBefore = process.cpuUsage();
  clientLag.enable();
  wallBefore = performance.now();
}, warmUntil);
const warm = [];
const latency = [];
const frameBytes = [];
// A key whose frame had not begun when the session's next key was pressed.
let pressed = 0;
let unanswered = 0;
await Promise.all(
  channels.map(
    (ch, i) =>
      new Promise((resolve) => {
        let sentAt = 0;
        let bytes = 0;
        let n = 0;
        ch.on('data', (d) => {
          if (sentAt === 0) return;
          if (bytes === 0) (sentAt < warmUntil ? warm : latency).push(performance.now() - sentAt);
          bytes += d.length;
        });
        const press = () => {
          const measured = sentAt >= warmUntil;
          if (measured && bytes > 0) frameBytes.push(bytes);
          if (measured && bytes === 0) unanswered++;
          if (n++ >= ((WARM_S + SECONDS) * 1000) / KEY_MS) return resolve();
          bytes = 0;
          sentAt = performance.now();
          if (sentAt >= warmUntil) pressed++;
          ch.write(n % 2 ? '\x1b[C' : '\x1b[D');
          later(press, first + n * KEY_MS);
        };
        const first = performance.now() + (i * KEY_MS) / channels.length;
        later(press, first);
      }),
  ),
);
clientLag.disable();
const clientsCpu = process.cpuUsage(clientsBefore);
const after = rss();
const cpuAfter = cpu();
const { all: cpuKeys, drawing: drawingKeys } = cpuBetween(cpuBefore, cpuAfter);
const wallKeys = performance.now() - wallBefore;

for (const c of conns) c.end();
server.kill('SIGTERM');
if (profile) await new Promise((r) => server.once('exit', r));

console.log(
  `hacienda serve, ${SESSIONS} sessions on loopback, a key every ${KEY_MS} ms for ${SECONDS} s after ${WARM_S} s of warming up (${latency.length} keys); ` +
    (pinned ? 'the server on core 0 alone, the clients on the others' : 'the server and the clients sharing the cores (no taskset, or one core)'),
);
console.log(`connect to the first lobby frame: p50 ${ms(quantile(lobby, 0.5))}, p99 ${ms(quantile(lobby, 0.99))} (aim: 500 ms)`);
console.log(`keys answered with a frame before the next key: ${pressed - unanswered} of ${pressed}`);
console.log(`key to frame: p50 ${ms(quantile(latency, 0.5))}, p99 ${ms(quantile(latency, 0.99))}, max ${ms(Math.max(...latency))} (aim: p99 50 ms)`);
console.log(
  `the first ${WARM_S} s of keys (${warm.length}, not counted above: V8 still compiling): p50 ${ms(quantile(warm, 0.5))}, p99 ${ms(quantile(warm, 0.99))}, max ${ms(Math.max(...warm))}`,
);
console.log(
  `server CPU while the keys came: ${((cpuKeys / wallKeys) * 100).toFixed(0)}% of a core, ${(cpuKeys / pressed).toFixed(2)} ms a key ` +
    `(the thread that draws: ${((drawingKeys / wallKeys) * 100).toFixed(0)}%, ${(drawingKeys / pressed).toFixed(2)} ms a key); the machine's load: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
console.log(
  `the clients (this process): ${(((clientsCpu.user + clientsCpu.system) / 1000 / wallKeys) * 100).toFixed(0)}% of a core; their event loop's delay p50 ${ms(clientLag.percentile(50) / 1e6)}, p99 ${ms(clientLag.percentile(99) / 1e6)}, max ${ms(clientLag.max / 1e6)}`,
);
console.log(`bytes per frame: median ${quantile(frameBytes, 0.5)}, p99 ${quantile(frameBytes, 0.99)}`);
const mb = (x) => `${(x / 2 ** 20).toFixed(0)} MB`;
console.log(
  `server memory: ${mb(base)} alone, ${mb(inLobby)} with ${SESSIONS} connections, ${mb(seated)} seated in ${channels.length / 2} rooms, ${mb(after)} after the keys; ` +
    `${((Math.max(seated, after) - base) / SESSIONS / 2 ** 20).toFixed(2)} MB per session (aim: 20 MB)`,
);
