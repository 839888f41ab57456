/**
 * `hacienda arena`: bots play a match of many games, seats rotated, on all cores (worker
 * threads), and the command prints each game, then per bot level: win rate with a 95% confidence
 * interval, mean score by category, and mean and longest time per decision (docs/bots.md).
 *
 * Game k of a match is deal ceil(k / players) with the seats rotated k - 1 places, so every deal
 * is played once from every seat and luck of the cards and of the start evens out.
 */
import { newGame } from '../api.js';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { WriteError } from '../files/errors.js';
import { makeFolder } from '../records/store.js';
import { isBotSpec, MAX_THINK_MS, thinksTooLong, unknownBot } from '../bots/index.js';
import { playArenaGame, type ArenaGameResult, type ArenaJob } from './arena-game.js';
import { UserError } from './exit-codes.js';
import { catchSignals, Interrupted } from '../host/signals.js';
import { parseCount, rulesOption, seedOption } from './simulate.js';
import { gameOptions, withDefaults, type GivenOptions } from './game-options.js';
import { sanitize } from '../text/sanitize.js';
import { stdoutChalk } from '../text/colour.js';
import type { ChalkInstance } from 'chalk';

/** The options of `hacienda arena`, and the game's own (`--map`, `--mode`...: game-options.ts). */
export interface ArenaOptions extends GivenOptions {
  rules: string;
  players: string;
  bots: string;
  games: string;
  seed: string;
  think: string;
  iterations?: string;
  workers?: string;
  records?: string;
  quiet?: boolean;
  /** The results as one table wider than 80 columns, instead of three that fit. */
  wide?: boolean;
  /** false with --no-color. */
  color?: boolean;
}

/** Games still going after this many actions are given up (no game of Classic comes near it). */
const MAX_ACTIONS = 20_000;

/** The jobs of a match: deal by deal, each deal once per rotation of the seats. */
export function arenaJobs(o: {
  rules: string;
  options: ArenaJob['options'];
  lineup: string[];
  games: number;
  seed: string;
  thinkMs: number;
  iterations: number | null;
  records: string | null;
}): ArenaJob[] {
  const n = o.lineup.length;
  return Array.from({ length: o.games }, (_, g) => {
    const rotation = g % n;
    return {
      index: g,
      rules: o.rules,
      options: o.options,
      seats: o.lineup.map((_, i) => o.lineup[(i + rotation) % n]!),
      seed: `${o.seed}/${Math.floor(g / n) + 1}`,
      thinkMs: o.thinkMs,
      iterations: o.iterations,
      records: o.records,
      maxActions: MAX_ACTIONS,
    };
  });
}

/** Wilson score interval of a proportion (95%: z = 1.96). */
export function wilson(successes: number, trials: number, z = 1.96): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface LevelSummary {
  level: string;
  /** Seat-games played by this level. */
  seats: number;
  /** Games won (a shared win counts as a share). */
  wins: number;
  winRate: number;
  low: number;
  high: number;
  meanTotal: number;
  meanByCategory: Record<string, number>;
  decisions: number;
  meanMs: number;
  maxMs: number;
  /** Decisions longer than the budget + 10% + 50 ms (timed search bots only). */
  late: number;
  iterationsPerDecision: number;
}

/** Per level, over the finished games. */
export function summarise(results: readonly ArenaGameResult[], categories: readonly string[]): LevelSummary[] {
  const levels = [...new Set(results.flatMap((r) => r.seats))];
  return levels.map((level) => {
    let seats = 0;
    let wins = 0;
    let total = 0;
    let decisions = 0;
    let ms = 0;
    let maxMs = 0;
    let iterations = 0;
    let late = 0;
    const byCategory = Object.fromEntries(categories.map((c) => [c, 0])) as Record<string, number>;
    for (const r of results) {
      if (r.unfinished) continue;
      r.seats.forEach((l, i) => {
        if (l !== level) return;
        seats++;
        if (r.winners.includes(i)) wins += 1 / r.winners.length;
        total += r.totals[i]!;
        for (const c of categories) byCategory[c]! += r.categories[i]![c] ?? 0;
        const t = r.times[i]!;
        decisions += t.decisions;
        ms += t.totalMs;
        maxMs = Math.max(maxMs, t.maxMs);
        iterations += t.iterations;
        late += t.late;
      });
    }
    const { low, high } = wilson(wins, seats);
    for (const c of categories) byCategory[c] = seats ? byCategory[c]! / seats : 0;
    return {
      level,
      seats,
      wins,
      winRate: seats ? wins / seats : 0,
      low,
      high,
      meanTotal: seats ? total / seats : 0,
      meanByCategory: byCategory,
      decisions,
      meanMs: decisions ? ms / decisions : 0,
      maxMs,
      late,
      iterationsPerDecision: decisions ? iterations / decisions : 0,
    };
  });
}

/** What a worker posts when a game failed; `write` when its record could not be written. */
export interface ArenaFailure {
  error: string;
  index: number;
  write?: { path: string; cause: string; code?: string };
}

/**
 * Plays the jobs on `workers` threads (0: in this thread), reporting each result as it comes.
 * `stopper` is given a function that stops the match at once (its workers ended) with an error.
 */
export async function runJobs(
  jobs: ArenaJob[],
  workers: number,
  onResult: (r: ArenaGameResult) => void,
  stopper?: (stop: (reason: Error) => void) => void,
): Promise<void> {
  if (workers === 0) {
    for (const job of jobs) onResult(playArenaGame(job));
    return;
  }
  const url = new URL('./arena-worker.js', import.meta.url);
  let next = 0;
  await new Promise<void>((resolve, reject) => {
    let running = 0;
    let failed = false;
    const pool: Worker[] = [];
    const stopAll = () => pool.forEach((w) => void w.terminate());
    stopper?.((reason) => {
      failed = true;
      stopAll();
      reject(reason);
    });
    for (let i = 0; i < Math.min(workers, jobs.length); i++) {
      const worker = new Worker(url);
      pool.push(worker);
      running++;
      const feed = () => worker.postMessage(next < jobs.length ? jobs[next++]! : null);
      worker.on('message', (msg: ArenaGameResult | ArenaFailure) => {
        if ('error' in msg) {
          failed = true;
          stopAll();
          // A record that could not be written is the user's disk, not a bug: said as such.
          reject(msg.write ? new WriteError(msg.write.path, msg.write.cause, msg.write.code) : new Error(`game ${msg.index + 1}: ${msg.error}`));
          return;
        }
        onResult(msg);
        feed();
      });
      worker.on('error', (err) => {
        failed = true;
        stopAll();
        reject(err);
      });
      worker.on('exit', () => {
        running--;
        if (running === 0 && !failed) resolve();
      });
      feed();
    }
  });
}

export async function arena(opts: ArenaOptions, out: (line: string) => void): Promise<void> {
  const rules = rulesOption(opts.rules);
  const players = parseCount(opts.players, '--players', rules.about.minPlayers, rules.about.maxPlayers);
  const games = parseCount(opts.games, '--games', 1, 1_000_000);
  seedOption(opts.seed);
  const thinkMs = parseCount(opts.think, '--think', 1, MAX_THINK_MS);
  const iterations = opts.iterations === undefined ? null : parseCount(opts.iterations, '--iterations', 1, 100_000_000);
  const workers = opts.workers === undefined ? availableParallelism() : parseCount(opts.workers, '--workers', 0, 256);
  const given = opts.bots.split(',').map((b) => b.trim());
  for (const b of given) if (!isBotSpec(b)) throw new UserError(unknownBot(b));
  for (const b of given) if (thinksTooLong(b)) throw new UserError(`--bots: ${thinksTooLong(b)}`);
  const lineup = Array.from({ length: players }, (_, i) => given[i % given.length]!);
  const options = gameOptions(rules.about, opts);
  if (opts.records) makeFolder(opts.records);
  // Checks the options once here, so a bad board is a user's error, not a worker's crash.
  try {
    newGame(rules.about.name, { ...options, players: lineup, seed: opts.seed });
  } catch (err) {
    throw new UserError(err instanceof Error ? err.message : String(err));
  }
  // The winners and the results table stand out in colour (on a terminal, or with FORCE_COLOR).
  const c = stdoutChalk(opts.color === false);
  const jobs = arenaJobs({ rules: rules.about.name, options, lineup, games, seed: opts.seed, thinkMs, iterations, records: opts.records ?? null });
  const budget = iterations !== null ? `${iterations} iterations` : `${thinkMs} ms`;
  const threads = Math.min(workers, games);
  out(
    `arena: ${rules.about.name} on ${sanitize(rules.boardName(withDefaults(rules.about, options)))}, ${players} players, ${games} game${games === 1 ? '' : 's'}, seed ${sanitize(opts.seed)}; ` +
      `bots ${lineup.join(', ')}; strong thinks ${budget} per decision; ${threads === 0 ? 'no worker threads' : `${threads} worker thread${threads === 1 ? '' : 's'}`}`,
  );
  const started = process.hrtime.bigint();
  const results: ArenaGameResult[] = [];
  // Games finish in any order; print them in order.
  const done = new Map<number, ArenaGameResult>();
  let printed = 0;
  // A signal (ctrl+c) ends the workers at once: every game finished is printed, every record
  // kept is whole (saved after each action). Without workers the games run in this thread, and a
  // signal ends the program as it would any other.
  let release = () => {};
  const stopper = (stop: (reason: Error) => void) => {
    release = catchSignals((signal) =>
      stop(
        new Interrupted(
          signal,
          `arena stopped by ${signal} after ${results.length} of ${games} games${opts.records ? `; their records are in ${sanitize(opts.records)}` : ''}`,
        ),
      ),
    );
  };
  try {
    await runJobs(
      jobs,
      threads,
      (r) => {
        done.set(r.index, r);
        results.push(r);
        while (done.has(printed)) {
          if (!opts.quiet) out(gameLine(done.get(printed)!, c));
          done.delete(printed);
          printed++;
        }
      },
      threads > 0 ? stopper : undefined,
    );
  } finally {
    release();
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  results.sort((a, b) => a.index - b.index);
  printSummary(results, rules.scoreCategories, players, seconds, { c, wide: opts.wide === true }, out);
}

function gameLine(r: ArenaGameResult, c: ChalkInstance): string {
  const seats = r.seats.map((l, i) => `${l} ${r.totals[i]}`).join(', ');
  if (r.unfinished) return `game ${r.index + 1}: ${seats}; ${c.yellow(`unfinished after ${r.actions} actions`)}`;
  const who = r.winners.map((w) => `${r.seats[w]} (seat ${w + 1})`).join(' and ');
  return `game ${r.index + 1}: ${seats}; ${r.winners.length > 1 ? 'tie' : 'winner'}: ${c.bold.green(who)} (${r.actions} actions)${r.record ? `; record ${sanitize(r.record)}` : ''}`;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function printSummary(
  results: ArenaGameResult[],
  categories: readonly string[],
  players: number,
  seconds: number,
  how: { c: ChalkInstance; wide: boolean },
  out: (line: string) => void,
): void {
  const { c, wide } = how;
  const finished = results.filter((r) => !r.unfinished).length;
  out(c.bold(`results over ${finished} finished game${finished === 1 ? '' : 's'}, ${players} games per deal (seats rotated), ${seconds.toFixed(1)} s:`));
  const rows = summarise(results, categories);
  const columns: Record<'wins' | 'score' | 'time', [string, (s: LevelSummary) => string][]> = {
    wins: [
      ['seats', (s) => String(s.seats)],
      ['wins', (s) => (Number.isInteger(s.wins) ? String(s.wins) : s.wins.toFixed(2))],
      ['win rate (95% CI)', (s) => `${pct(s.winRate)} (${pct(s.low)}-${pct(s.high)})`],
      ['mean score', (s) => s.meanTotal.toFixed(1)],
    ],
    score: categories.map((name): [string, (s: LevelSummary) => string] => [name, (s) => s.meanByCategory[name]!.toFixed(1)]),
    time: [
      ['decisions', (s) => String(s.decisions)],
      ['ms/decision', (s) => s.meanMs.toFixed(1)],
      ['max ms', (s) => s.maxMs.toFixed(1)],
      ['late', (s) => String(s.late)],
      ['iterations/decision', (s) => (s.iterationsPerDecision > 0 ? s.iterationsPerDecision.toFixed(0) : '-')],
    ],
  };
  // The level that won most (when one did) in green: its win rate says so in the words too.
  const best = Math.max(...rows.map((s) => s.winRate));
  const leader = rows.length > 1 && rows.filter((s) => s.winRate === best).length === 1 ? rows.findIndex((s) => s.winRate === best) : -1;
  const table = (cells: [string, (s: LevelSummary) => string][], green: boolean) => {
    const header = ['level', ...cells.map(([h]) => h)];
    const body = rows.map((s) => [s.level, ...cells.map(([, cell]) => cell(s))]);
    const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
    const line = (row: string[]) => '  ' + row.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
    out(c.bold(line(header)));
    body.forEach((row, i) => out(green && i === leader ? c.green(line(row)) : line(row)));
  };
  // Three tables that fit 80 columns; --wide puts them side by side.
  if (wide) table([...columns.wins, ...columns.score, ...columns.time], true);
  else {
    table(columns.wins, true);
    out(c.bold('mean score by category:'));
    table(columns.score, false);
    out(c.bold('time per decision:'));
    table(columns.time, false);
  }
  const unfinished = results.length - finished;
  if (unfinished > 0) out(c.yellow(`  ${unfinished} game${unfinished === 1 ? '' : 's'} unfinished after ${MAX_ACTIONS} actions (not counted)`));
  out(c.dim('  scores are sums over both scorings; a level in several seats counts each seat;'));
  out(c.dim('  late: decisions over the budget + 10% + 50 ms'));
}
