/**
 * For the server's end-to-end tests: `hacienda serve` (the built binary) on 127.0.0.1 with a
 * port of its choosing and a temporary data folder, and the real OpenSSH client with keys made
 * by ssh-keygen for the test; the screens run in tmux (test/e2e/tmux.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { BIN, cleanEnv, Term } from '../e2e/tmux.js';

export function haveSsh(): boolean {
  return spawnSync('ssh', ['-V'], { encoding: 'utf8' }).status === 0 && spawnSync('ssh-keygen', ['-?'], { encoding: 'utf8' }).error === undefined;
}

/** A new ed25519 key without a passphrase; its private key's file. */
export function newKey(dir: string, name: string): string {
  const file = join(dir, name);
  spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', file], { encoding: 'utf8' });
  return file;
}

export interface Served {
  proc: ChildProcess;
  port: number;
  /** The first line the server printed. */
  first: string;
  stderr: () => string;
}

/** Whether taskset(1) can hold a process to one core here. */
export function haveTaskset(): boolean {
  return spawnSync('taskset', ['-c', '0', 'true']).status === 0;
}

/**
 * Starts the server on `dir`; resolves once it says where it listens. `oneCore`: held to the
 * first core by taskset (haveTaskset), as a one-core machine would run it.
 */
export function serve(dir: string, more: string[] = [], opts: { oneCore?: boolean } = {}): Promise<Served> {
  const command = [process.execPath, BIN, 'serve', '--port', '0', '--data', dir, ...more];
  const [file, ...args] = opts.oneCore ? ['taskset', '-c', '0', ...command] : command;
  const proc = spawn(file!, args, { env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${err}`)), 15_000);
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /^listening on 127\.0\.0\.1:(\d+) .*\n/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      resolve({ proc, port: Number(m[1]), first: out.split('\n')[0]!, stderr: () => err });
    });
    proc.once('exit', (code) => reject(new Error(`the server ended (${code}): ${err}`)));
  });
}

/** Ends a server at once (SIGKILL, as a crash would), and waits until it is gone. */
export async function killServer(s: Served): Promise<void> {
  if (s.proc.exitCode !== null || s.proc.signalCode !== null) return;
  const gone = new Promise((r) => s.proc.once('exit', r));
  s.proc.kill('SIGKILL');
  await gone;
}

/** ssh's options for the test's server: no known hosts kept, this key only, never a question. */
export function sshOptions(port: number, key: string | null): string[] {
  return [
    '-p',
    String(port),
    '-o',
    'StrictHostKeyChecking=no',
    '-o',
    'UserKnownHostsFile=/dev/null',
    '-o',
    'GlobalKnownHostsFile=/dev/null',
    '-o',
    'LogLevel=ERROR',
    '-o',
    'BatchMode=yes',
    '-F',
    '/dev/null',
    ...(key ? ['-o', 'IdentitiesOnly=yes', '-i', key] : ['-o', 'PubkeyAuthentication=no']),
  ];
}

/** `ssh ... <user>@127.0.0.1 <command>` without a terminal: its status and output. */
export function sshRun(
  port: number,
  key: string | null,
  user: string,
  command: string[],
  more: string[] = [],
): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync('ssh', [...sshOptions(port, key), ...more, `${user}@127.0.0.1`, ...command], { encoding: 'utf8', env: cleanEnv(), timeout: 20_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * `ssh -t ... <user>@127.0.0.1 <command>` in a terminal of its own; every byte the session
 * receives is kept in `bytes` (tmux's pipe-pane), for the hidden-information checks.
 */
export function sshScreen(port: number, key: string, user: string, command: string[] = [], size = { cols: 120, rows: 40 }): { term: Term; bytes: string } {
  const bytes = join(mkdtempSync(join(tmpdir(), 'hacienda-bytes-')), `${user}.bytes`);
  const term = Term.run(['ssh', '-t', ...sshOptions(port, key), `${user}@127.0.0.1`, ...command], size);
  term.tmux(['pipe-pane', '-o', '-t', 'main:0', `cat >> ${bytes}`]);
  return { term, bytes };
}

/** The text a terminal was sent, its escape sequences taken out. */
export function plainText(bytes: string): string {
  return bytes.replace(/\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>78]/g, '');
}

/**
 * A server for one test file, with a key for each of `names`: started before its tests, ended
 * (and every screen opened through `screen`) after them. Nothing starts when `ready` is false.
 */
export function serverForTests<N extends string>(ready: boolean, prefix: string, names: readonly N[], opts: { oneCore?: boolean } = {}) {
  const home = mkdtempSync(join(tmpdir(), prefix));
  const keys = {} as Record<N, string>;
  const terms: Term[] = [];
  let server: Served | null = null;
  beforeAll(async () => {
    if (!ready) return;
    for (const name of names) keys[name] = newKey(home, name);
    server = await serve(join(home, 'server'), [], opts);
  });
  afterAll(async () => {
    for (const t of terms) t.kill();
    if (server) await killServer(server);
  });
  return {
    keys,
    get port(): number {
      return server!.port;
    },
    /** Stops the server as a service manager would (SIGTERM); what it wrote on stderr. */
    async stop(): Promise<string> {
      const s = server!;
      if (s.proc.exitCode === null && s.proc.signalCode === null) {
        const gone = new Promise((r) => s.proc.once('exit', r));
        s.proc.kill('SIGTERM');
        await gone;
      }
      return s.stderr();
    },
    /** How the server ended: its exit code, or null while it runs (or when a signal it did not catch ended it). */
    exitCode(): number | null {
      return server!.proc.exitCode;
    },
    /** `sshScreen` as `name`, closed after the file's tests. */
    screen(name: N, command: string[], size?: { cols: number; rows: number }) {
      const s = sshScreen(server!.port, keys[name], name, command, size);
      terms.push(s.term);
      return s;
    },
  };
}
