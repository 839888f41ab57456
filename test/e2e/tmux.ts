/**
 * Driving the built binary in a real pseudo-terminal: a private tmux server per test run, keys
 * sent with send-keys, the screen read with capture-pane.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';

export const BIN = resolve(import.meta.dirname, '../../bin/hacienda.js');

export function haveTmux(): boolean {
  return spawnSync('tmux', ['-V'], { encoding: 'utf8' }).status === 0;
}

/** The environment of the program under test: no CI markers (Ink draws nothing in CI), UTF-8. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (k === 'CI' || k === 'CONTINUOUS_INTEGRATION' || k.startsWith('CI_') || k === 'TMUX' || k === 'NO_COLOR' || k === 'FORCE_COLOR') continue;
    if (k.startsWith('VITEST') || k === 'NODE_ENV' || k === 'TEST') continue;
    env[k] = v;
  }
  return { ...env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', ...extra };
}

let count = 0;
const TARGET = 'main:0';

export class Term {
  readonly socket: string;

  private constructor(socket: string) {
    this.socket = socket;
  }

  /**
   * Starts `hacienda <args>` in a terminal of the given size; `after` is shell code run in the
   * same terminal once the program has ended (e.g. `stty -a`, to see the terminal it left).
   */
  static start(args: string[], opts: { cols?: number; rows?: number; env?: Record<string, string>; after?: string } = {}): Term {
    const t = new Term(`hacienda-e2e-${process.pid}-${++count}`);
    // A shell runs the program, then says how it ended and stays, so the screen can be read
    // afterwards as a person would see it.
    const command = [process.execPath, BIN, ...args].map(shellQuote).join(' ');
    const script = `${command}; echo "[exited $?]"; ${opts.after ? `${opts.after}; ` : ''}exec sleep 3600`;
    t.tmux(
      ['-f', '/dev/null', '-u', 'new-session', '-d', '-s', 'main', '-x', String(opts.cols ?? 80), '-y', String(opts.rows ?? 24), 'sh', '-c', script],
      cleanEnv(opts.env),
    );
    return t;
  }

  /** Runs `command` itself as the terminal's first process (no shell around it). */
  static run(command: string[], opts: { cols?: number; rows?: number; env?: Record<string, string> } = {}): Term {
    const t = new Term(`hacienda-e2e-${process.pid}-${++count}`);
    t.tmux(
      ['-f', '/dev/null', '-u', 'new-session', '-d', '-s', 'main', '-x', String(opts.cols ?? 80), '-y', String(opts.rows ?? 24), ...command],
      cleanEnv(opts.env),
    );
    return t;
  }

  tmux(args: string[], env: NodeJS.ProcessEnv = cleanEnv()): string {
    return execFileSync('tmux', ['-L', this.socket, ...args], { encoding: 'utf8', env });
  }

  /** Keys by tmux name (`Enter`, `Escape`, `Up`, `C-c`) or literal text (`{text: 'F7'}`). */
  send(...keys: (string | { text: string })[]): void {
    for (const k of keys) {
      if (typeof k === 'string') this.tmux(['send-keys', '-t', TARGET, k]);
      else this.tmux(['send-keys', '-t', TARGET, '-l', k.text]);
    }
  }

  screen(): string {
    return this.tmux(['capture-pane', '-p', '-J', '-t', TARGET]);
  }

  /** The screen with its escape codes (colours, attributes). */
  screenWithStyles(): string {
    return this.tmux(['capture-pane', '-p', '-e', '-t', TARGET]);
  }

  info(format: string): string {
    return this.tmux(['display-message', '-p', '-t', TARGET, format]).trim();
  }

  resize(cols: number, rows: number): void {
    this.tmux(['resize-window', '-t', TARGET, '-x', String(cols), '-y', String(rows)]);
  }

  /** The program's process id (the child of the pane's shell), to send it a signal. */
  pid(): number {
    const r = spawnSync('ps', ['-o', 'pid=', '--ppid', this.info('#{pane_pid}')], { encoding: 'utf8' });
    const pid = Number(r.stdout.trim().split('\n')[0]);
    if (!pid) throw new Error("no program under the pane's shell");
    return pid;
  }

  /** Whether the program has ended. */
  dead(): boolean {
    return /\[exited \d+\]/.test(this.screen());
  }

  exitStatus(): number | null {
    const m = /\[exited (\d+)\]/.exec(this.screen());
    return m ? Number(m[1]) : null;
  }

  /**
   * Waits until the screen matches and has stopped changing; returns the screen. A frame reaches
   * the terminal in pieces, so a screen read mid-frame can match the pattern and still lack the
   * rest of the frame: it counts once a second read, a moment later, is the same.
   */
  async waitFor(pattern: RegExp, timeoutMs = 15_000): Promise<string> {
    const until = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < until) {
      last = this.screen();
      if (pattern.test(last)) {
        await sleep(30);
        const again = this.screen();
        if (again === last) return last;
        continue;
      }
      await sleep(50);
    }
    throw new Error(`timed out waiting for ${pattern}; the screen was:\n${last}`);
  }

  async waitUntil(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (check()) return;
      await sleep(50);
    }
    throw new Error(`timed out waiting for ${what}; the screen was:\n${this.screen()}`);
  }

  kill(): void {
    try {
      this.tmux(['kill-server']);
    } catch {
      // already gone
    }
  }
}

/** In the replay viewer of a game of `n` actions: End jumps to the end, then q leaves (a replay asks nothing). */
export async function viewerEndAndQuit(t: Term, n: number): Promise<{ end: string; status: number | null }> {
  t.send('End');
  const end = await t.waitFor(new RegExp(`replay ${n}/${n}`));
  t.send('q');
  await t.waitUntil(() => t.dead(), 'the viewer to end');
  return { end, status: t.exitStatus() };
}

/**
 * Plays a game by keys to its final screen: enter after each scoring, y to each "end your turn?",
 * and `yourTurn(screen)` when the screen says it is the person's turn (`turn` matches). Returns
 * how many scorings were shown.
 */
export async function playToEnd(t: Term, turn: RegExp, yourTurn: (screen: string) => Promise<void>, timeoutMs = 150_000): Promise<number> {
  let scorings = 0;
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (Date.now() > until) throw new Error(`the game did not end; the screen was:\n${t.screen()}`);
    const screen = t.screen();
    // Act on a settled screen only: a bot's turn (thought in the bot thread) is several frames.
    await sleep(40);
    if (t.screen() !== screen) continue;
    if (/Game over: /.test(screen) && !/press enter to continue/.test(screen)) return scorings;
    if (/press enter to continue/.test(screen)) {
      scorings++;
      t.send('Enter');
      await t.waitUntil(() => t.screen() !== screen, 'the scoring to go');
    } else if (/End your turn/.test(screen)) {
      t.send('y');
      await t.waitUntil(() => !/End your turn/.test(t.screen()), 'the turn to end');
    } else if (turn.test(screen)) {
      await yourTurn(screen);
    } else {
      await sleep(30);
    }
  }
}

/**
 * From a game's final screen: q leaves, the program prints the result and where the record is,
 * and `hacienda validate` finds that record sound and finished. Returns the record's file.
 */
export async function quitAndValidate(t: Term): Promise<string> {
  t.send('q');
  await t.waitUntil(() => t.dead(), 'the program to end');
  const out = t.screen();
  const file = /record: (\S+\.json)/.exec(out)![1]!;
  expect(out).toMatch(/game over: Ana \d+, Bot \d+; (winner|shared win): /);
  const v = spawnSync(process.execPath, [BIN, 'validate', file], { encoding: 'utf8', env: cleanEnv() });
  expect(v.stdout).toMatch(/sound \(\d+ actions, finished\)/);
  return file;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

function shellQuote(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * The compact board in the games of data folder `home`, as a player who chose it with `z` would
 * have it (settings.json): tests that read the panels beside the board were written for the width
 * they have beside it, which the detailed board (the default where it fits) makes narrower.
 */
export function compactBoard(home: string): void {
  writeFileSync(join(home, 'settings.json'), '{"zoom":"compact"}\n');
}

/**
 * A new game by keys for each test of a file: `hacienda play --yes --seed <seed> --bot-delay 0
 * --ascii` in a terminal of its own, with its own data folder; every terminal is killed after
 * its test.
 */
export function gameTerminals(size: { cols: number; rows: number } = { cols: 120, rows: 40 }): (seed: string, more?: string[]) => Term {
  const terms: Term[] = [];
  afterEach(() => {
    while (terms.length) terms.pop()!.kill();
  });
  return (seed, more = []) => {
    const home = mkdtempSync(join(tmpdir(), 'hacienda-e2e-'));
    compactBoard(home);
    const t = Term.start(['--yes', '--seed', seed, '--bot-delay', '0', '--ascii', ...more], { ...size, env: { HACIENDA_HOME: home } });
    terms.push(t);
    return t;
  };
}
