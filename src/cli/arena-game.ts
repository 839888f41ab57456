/**
 * One game of the arena (src/cli/arena.ts): bots in the given seats play a seeded game to its
 * end, each decision timed on the system clock; the result carries the scores by category
 * (summed over the scorings held) and each seat's decision times. Runs in a worker thread, or in
 * the arena's own thread with `--workers 0`.
 */
import { join } from 'node:path';
import { isOver, newGame, ruleset, scoringIn, totals, winners, type MapData } from '../api.js';
import { playNow } from '../table/loop.js';
import { memoryGame, Table } from '../table/table.js';
import { botByName, parseBotSpec, type Budget } from '../bots/index.js';
import { seedRng } from '../engine/rng.js';
import { GameSession } from '../records/session.js';
import { systemClock } from './clock.js';
import { programVersion } from './version.js';

export interface ArenaJob {
  /** 0-based game number in the match. */
  index: number;
  rules: string;
  /** The game's own options (src/cli/game-options.ts): a board, a mode... */
  options: Record<string, string | MapData>;
  /** The bot level in each seat. */
  seats: string[];
  /** The game's seed (games of one deal share it, with the seats rotated). */
  seed: string;
  /** Strong's budget per decision: milliseconds, or a fixed number of iterations. */
  thinkMs: number;
  iterations: number | null;
  /** A folder to keep the game's record in, or null. */
  records: string | null;
  /** A game still going after this many actions is given up (reported as unfinished). */
  maxActions: number;
}

export interface SeatTimes {
  decisions: number;
  totalMs: number;
  maxMs: number;
  iterations: number;
  /** Decisions of a timed search bot that took longer than its budget + 10% + 50 ms. */
  late: number;
}

export interface ArenaGameResult {
  index: number;
  seats: string[];
  seed: string;
  totals: number[];
  winners: number[];
  /** Points by score category for each seat, summed over the scorings held. */
  categories: Record<string, number>[];
  actions: number;
  times: SeatTimes[];
  unfinished: boolean;
  record: string | null;
}

const SEAT_NAMES = ['Red', 'Blue', 'Green', 'Yellow', 'White', 'Purple', 'Orange', 'Black'];

export function playArenaGame(job: ArenaJob): ArenaGameResult {
  const budget: Budget = job.iterations !== null ? { iterations: job.iterations } : { ms: job.thinkMs, clock: systemClock };
  const bots = job.seats.map((level) => botByName(level, { budget }));
  const names = job.seats.map((_, i) => SEAT_NAMES[i] ?? `Seat${i + 1}`);
  const rules = ruleset(job.rules);
  const categories = job.seats.map(() => Object.fromEntries(rules.scoreCategories.map((c) => [c, 0])) as Record<string, number>);
  const times: SeatTimes[] = job.seats.map(() => ({ decisions: 0, totalMs: 0, maxMs: 0, iterations: 0, late: 0 }));
  // The time each seat may take: strong's budget (its own for `strong:<ms>`), when it is a time.
  const allowed = job.seats.map((spec) => {
    const s = parseBotSpec(spec);
    if (job.iterations !== null || s?.level !== 'strong') return Infinity;
    const ms = s.budget ?? job.thinkMs;
    return ms * 1.1 + 50;
  });
  const rngs = job.seats.map((_, i) => seedRng(`${job.seed}/arena/${job.index}/bot${i}`));
  const file = job.records ? join(job.records, `arena-${String(job.index + 1).padStart(4, '0')}.json`) : null;
  const session = file
    ? GameSession.start({
        rules: rules.about.name,
        options: { ...job.options, seed: job.seed },
        seats: names.map((name, i) => ({ name, player: 'bot', bot: job.seats[i]! })),
        file,
        program: programVersion(),
        holder: 'hacienda arena',
      })
    : null;
  const table = new Table(session ?? memoryGame(newGame(rules.about.name, { ...job.options, players: names, seed: job.seed })));
  table.subscribe((update) => {
    if (update.type !== 'action') return;
    const scoring = scoringIn(update.events);
    scoring?.scores.forEach((score, i) => {
      for (const c of rules.scoreCategories) categories[i]![c]! += score[c] ?? 0;
    });
  });
  const actions = playNow(
    table,
    ({ seat, view }) => {
      const t0 = systemClock();
      const report = bots[seat]!.report(view, seat, { rng: rngs[seat]! });
      const ms = systemClock() - t0;
      const t = times[seat]!;
      t.decisions++;
      t.totalMs += ms;
      t.maxMs = Math.max(t.maxMs, ms);
      t.iterations += report.iterations;
      if (ms > allowed[seat]!) t.late++;
      return report.action;
    },
    job.maxActions,
  );
  const state = table.state;
  session?.close();
  // A record that could not be written ends the match: the line says which and why (exit 5).
  session?.checkSaved();
  const over = isOver(state);
  return {
    index: job.index,
    seats: job.seats,
    seed: job.seed,
    totals: totals(state),
    winners: over ? winners(state) : [],
    categories,
    actions,
    times,
    unfinished: !over,
    record: file,
  };
}
