/**
 * Running the command line in this process (src/cli/main.ts's main), with stdout and stderr
 * caught, stdin not a terminal, and the data folder a fresh temporary one: fast enough for
 * hundreds of command lines. The built binary is for what only a process shows (tests beside).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { main } from '../../src/cli/main.js';

export const BIN = resolve(import.meta.dirname, '../../bin/hacienda.js');

export interface Ran {
  code: number | null;
  out: string;
  err: string;
}

/** The data folder ($HACIENDA_HOME) of every command line run here. */
export const home = mkdtempSync(join(tmpdir(), 'hacienda-in-process-'));

/** `hacienda <args>` through main(), in this process. */
export async function runMain(args: string[]): Promise<Ran> {
  let out = '';
  let err = '';
  const stdout = process.stdout.write;
  const stderr = process.stderr.write;
  const env = process.env.HACIENDA_HOME;
  const tty = Object.getOwnPropertyDescriptor(process.stdin, 'isTTY');
  process.stdout.write = ((chunk: string | Uint8Array) => ((out += String(chunk)), true)) as typeof stdout;
  process.stderr.write = ((chunk: string | Uint8Array) => ((err += String(chunk)), true)) as typeof stderr;
  process.env.HACIENDA_HOME = home;
  Object.defineProperty(process.stdin, 'isTTY', { value: false, configurable: true });
  try {
    const code = await main(['node', 'hacienda', ...args]);
    return { code, out, err };
  } finally {
    process.stdout.write = stdout;
    process.stderr.write = stderr;
    if (env === undefined) delete process.env.HACIENDA_HOME;
    else process.env.HACIENDA_HOME = env;
    if (tty) Object.defineProperty(process.stdin, 'isTTY', tty);
    else delete (process.stdin as { isTTY?: boolean }).isTTY;
  }
}

/** `hacienda <args>` as a process of the built binary, in the temporary folder (what it makes stays there). */
export function runBin(args: string[], opts: { timeoutMs?: number; env?: Record<string, string>; cwd?: string } = {}): Ran & { timedOut: boolean } {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    input: '',
    cwd: opts.cwd ?? home,
    timeout: opts.timeoutMs ?? 20_000,
    killSignal: 'SIGKILL',
    env: { ...process.env, NO_COLOR: '1', HACIENDA_HOME: home, ...opts.env },
  });
  return { code: r.status, out: r.stdout, err: r.stderr, timedOut: r.error !== undefined && (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT' };
}

/** What bash makes of `words` (each as the shell would read it, unquoted by bash itself). */
export function bashReads(words: string[]): string[] {
  const r = spawnSync('bash', ['-c', `printf '%s\\0' ${words.join(' ')}`], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`bash failed: ${r.stderr}`);
  return r.stdout.split('\0').slice(0, -1);
}
