/**
 * Signals (issue 11, class 10), in tmux: SIGINT, SIGTERM and SIGHUP during the questions, during
 * play, and while the strong bot thinks (`--think 30000`). Each time the terminal is left as it
 * was (`stty -a` in the same terminal: icanon and echo on; the cursor shown), the notice is
 * printed, the exit code is 128 + the signal's number, the record is sound, and a search stops at
 * once (the notice shows well within 2 s of the signal, while the bot had 30 s to think). Then a
 * terminal that really goes away, and the bots-only commands (simulate, resume) on ctrl+c.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { constants as osConstants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, cleanEnv, haveTmux, sleep, Term } from './tmux.js';

const SIGNALS = [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const;

// The terminal's modes, printed in the same terminal once the program has ended.
const STTY = `stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' ' | sed 's/^/[stty /; s/ *$/]\\n/'`;

const tmux = haveTmux();
if (!tmux) console.log('signals e2e: skipped, tmux is not installed');

let terms: Term[] = [];
afterEach(() => {
  for (const t of terms) t.kill();
  terms = [];
});

function start(args: string[], home: string): Term {
  const t = Term.start(args, { cols: 100, rows: 30, env: { HACIENDA_HOME: home }, after: STTY });
  terms.push(t);
  return t;
}

/** The program's process: the child of the pane's shell. */
function programPid(t: Term): number {
  const shell = t.info('#{pane_pid}');
  const r = spawnSync('ps', ['-o', 'pid=', '--ppid', shell], { encoding: 'utf8' });
  const pid = Number(r.stdout.trim().split('\n')[0]);
  if (!pid) throw new Error(`no program under the pane's shell ${shell}`);
  return pid;
}

/** Sends `signal` to the program; resolves with how long it took to end, and the screen then. */
async function signalAndWait(t: Term, signal: string): Promise<{ ms: number; screen: string }> {
  const pid = programPid(t);
  const sent = Date.now();
  process.kill(pid, signal);
  await t.waitUntil(() => t.dead(), 'the program to end', 10_000);
  const ms = Date.now() - sent;
  return { ms, screen: await t.waitFor(/\[stty [^\]]*\]/) };
}

/** The terminal as the program left it: canonical mode, echo, and the cursor shown. */
function expectTerminalRestored(t: Term, screen: string): void {
  const modes = /\[stty ([^\]]*)\]/.exec(screen)![1]!.split(' ');
  expect(modes).toEqual(expect.arrayContaining(['icanon', 'echo']));
  expect(modes).not.toContain('-icanon');
  expect(modes).not.toContain('-echo');
  expect(t.info('#{cursor_flag}')).toBe('1');
}

function validate(file: string): string {
  return spawnSync(process.execPath, [BIN, 'validate', file], { encoding: 'utf8', env: cleanEnv() }).stdout;
}

/** What bash makes of a word pasted from the screen. */
function bashReads(word: string): string {
  return spawnSync('bash', ['-c', `printf %s ${word}`], { encoding: 'utf8' }).stdout;
}

/** A new game's folder and record, with a space and a quote in its path (the hint quotes it). */
function newGame(): { home: string; file: string } {
  const home = mkdtempSync(join(tmpdir(), 'hacienda-signals-'));
  return { home, file: join(home, "Ana's game.json") };
}

/** The lines a quit prints, and the record they name sound, with `actions` actions. */
function expectSavedNotice(screen: string, file: string, actions: number): void {
  expect(screen).toContain(`game saved after ${actions} actions: ${file}`);
  const hint = /continue it with: hacienda resume (.+)$/m.exec(screen);
  expect(hint, screen).not.toBeNull();
  expect(bashReads(hint![1]!.trim())).toBe(file);
  expect(validate(file)).toContain(`sound (${actions} actions, unfinished)`);
}

describe.skipIf(!tmux)('signals', () => {
  for (const [signal, code] of SIGNALS) {
    it(`signals - ${signal} during the questions: the terminal restored, one line, exit code ${code}`, async () => {
      const { home, file } = newGame();
      const t = start(['--save', file], home);
      await t.waitFor(/Which game\?/);
      expect(t.info('#{cursor_flag}')).toBe('0');
      const { screen } = await signalAndWait(t, signal);
      expect(screen).toContain(`hacienda: no game: the questions were stopped by ${signal}`);
      expect(screen).toContain(`[exited ${code}]`);
      expect(screen).not.toMatch(/Error|\n\s+at /);
      expectTerminalRestored(t, screen);
      expect(existsSync(file)).toBe(false);
    });

    it(`signals - ${signal} during play: the screen closes, the terminal restored, the game saved and said so, exit code ${code}`, async () => {
      const { home, file } = newGame();
      const t = start(
        ['--rules', 'classic', '--map', 'symmetric', '--seat', 'Ana:human', '--seat', 'Bot:bot:greedy', '--seed', '3', '--bot-delay', '60000', '--save', file],
        home,
      );
      await t.waitFor(/your turn/);
      t.send('e');
      await t.waitFor(/End your turn/);
      t.send('y');
      await t.waitFor(/Bot \(greedy bot\) is to move/);
      const { screen } = await signalAndWait(t, signal);
      expect(screen).toContain(`[exited ${code}]`);
      expectTerminalRestored(t, screen);
      expectSavedNotice(screen, file, 1);
    });

    it(`signals - ${signal} while the strong bot thinks (--think 30000): the search stops at once, exit code ${code}`, async () => {
      const { home, file } = newGame();
      const t = start(
        [
          '--rules',
          'classic',
          '--map',
          'symmetric',
          '--seat',
          'Ana:human',
          '--seat',
          'Bot:bot:strong',
          '--seed',
          '3',
          '--think',
          '30000',
          '--bot-delay',
          '0',
          '--save',
          file,
        ],
        home,
      );
      await t.waitFor(/your turn/);
      t.send('e');
      await t.waitFor(/End your turn/);
      t.send('y');
      await t.waitFor(/Bot \(strong bot\) is thinking/);
      // The screen still answers keys while the bot thinks: help opens.
      t.send('?');
      await t.waitFor(/KEYS HERE: While a bot plays/);
      t.send('Escape');
      await t.waitFor(/is thinking/);
      const { ms, screen } = await signalAndWait(t, signal);
      expect(ms).toBeLessThan(2000);
      expect(screen).toContain(`[exited ${code}]`);
      expectTerminalRestored(t, screen);
      expectSavedNotice(screen, file, 1);
    });
  }

  it('signals - a terminal that goes away while the strong bot thinks: the program ends at once by SIGHUP, the record sound', async () => {
    const { home, file } = newGame();
    const status = join(home, 'status');
    const errors = join(home, 'stderr');
    // A shell-like parent (as bash passes a hang-up on to its jobs) that says how the program ended.
    const parent = `const c = require('node:child_process').spawn(process.execPath, ${JSON.stringify([BIN, '--rules', 'classic', '--map', 'symmetric', '--seed', '3', '--seat', 'Ana:human', '--seat', 'Bot:bot:strong', '--think', '30000', '--bot-delay', '0', '--save', file])}, { stdio: ['inherit', 'inherit', require('node:fs').openSync(${JSON.stringify(errors)}, 'w')] }); process.on('SIGHUP', () => c.kill('SIGHUP')); c.on('exit', (code, signal) => require('node:fs').writeFileSync(${JSON.stringify(status)}, code + ' ' + signal + ' ' + Date.now()));`;
    const t = Term.run([process.execPath, '-e', parent], { cols: 100, rows: 30, env: { HACIENDA_HOME: home } });
    terms.push(t);
    await t.waitFor(/your turn/);
    t.send('e');
    await t.waitFor(/End your turn/);
    t.send('y');
    await t.waitFor(/is thinking/);
    const gone = Date.now();
    t.kill();
    for (let i = 0; i < 100 && !existsSync(status); i++) await sleep(50);
    const [exitCode, by, at] = readFileSync(status, 'utf8').split(' ');
    expect({ exitCode, by }).toEqual({ exitCode: 'null', by: 'SIGHUP' });
    expect(Number(at) - gone).toBeLessThan(2000);
    expect(readFileSync(errors, 'utf8')).toBe('');
    expect(validate(file)).toContain('sound (1 actions, unfinished)');
  });
});

/** Starts `hacienda <args>` without a terminal; resolves once `ready()` holds, and a moment more. */
async function startHeadless(args: string[], home: string, ready: (out: string) => boolean) {
  const child = spawn(process.execPath, [BIN, ...args], { env: cleanEnv({ HACIENDA_HOME: home }), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  // How it ended as a shell reports it: the exit code, or 128 + the signal that ended it.
  const ended = new Promise<number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ? 128 + osConstants.signals[signal] : code)));
  for (let i = 0; i < 200 && !ready(out); i++) await sleep(50);
  // Past the quick bot's turn, into the strong bot's search.
  await sleep(1000);
  return { child, ended, output: () => ({ out, err }) };
}

const actionsIn = (file: string): number => (JSON.parse(readFileSync(file, 'utf8')) as { actions: unknown[] }).actions.length;

describe('signals without a screen', () => {
  // A game of bots, greedy then strong, stopped while strong thinks: resumed below.
  const home = mkdtempSync(join(tmpdir(), 'hacienda-signals-bots-'));
  const records = join(home, 'runs');
  const record = join(records, 'game-1.json');

  it('signals - ctrl+c (SIGINT) in simulate stops the strong bot at once: one line, exit code 130, the record sound', async () => {
    const run = await startHeadless(['simulate', '--bots', 'greedy,strong', '--think', '30000', '--records', records], home, () => existsSync(record));
    const sent = Date.now();
    run.child.kill('SIGINT');
    const code = await run.ended;
    expect(Date.now() - sent).toBeLessThan(2000);
    expect(code).toBe(130);
    const n = actionsIn(record);
    expect(n).toBeGreaterThan(0);
    expect(run.output().err).toBe(`hacienda: stopped by SIGINT in game 1 after ${n} actions; its record: ${record}\n`);
    expect(validate(record)).toContain(`sound (${n} actions, unfinished)`);
  });

  it('signals - ctrl+c (SIGINT) in arena ends its workers at once: one line, exit code 130, every record kept sound', async () => {
    const dir = join(home, 'arena');
    const run = await startHeadless(['arena', '--bots', 'strong,greedy', '--think', '30000', '--games', '4', '--workers', '2', '--records', dir], home, (out) =>
      /^arena: /.test(out),
    );
    const sent = Date.now();
    run.child.kill('SIGINT');
    expect(await run.ended).toBe(130);
    expect(Date.now() - sent).toBeLessThan(2000);
    expect(run.output().err).toBe(`hacienda: arena stopped by SIGINT after 0 of 4 games; their records are in ${dir}\n`);
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) expect(validate(join(dir, name))).toMatch(/sound \(\d+ actions, unfinished\)/);
  });

  for (const [signal, code] of SIGNALS) {
    it(`signals - ${signal} in resume of a game of bots stops the search at once: one line, exit code ${code}, every action saved`, async () => {
      const file = join(home, `bots game ${signal}.json`);
      copyFileSync(record, file);
      const n = actionsIn(file);
      const run = await startHeadless(['resume', file, '--think', '30000'], home, (out) => /resuming/.test(out));
      const sent = Date.now();
      run.child.kill(signal);
      expect(await run.ended).toBe(code);
      expect(Date.now() - sent).toBeLessThan(2000);
      const saved = actionsIn(file);
      expect(saved).toBeGreaterThanOrEqual(n);
      expect(run.output().err).toBe(
        `hacienda: stopped by ${signal} after ${saved} actions, all saved in ${file}; continue it with: hacienda resume '${file}'\n`,
      );
      expect(validate(file)).toContain(`sound (${saved} actions, unfinished)`);
    });
  }
});
