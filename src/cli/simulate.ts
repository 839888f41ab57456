/**
 * `hacienda simulate`: bots play whole games headless; prints each game's scores and winner, then
 * totals. Thin: it checks options, then calls the engine and the bots.
 */
import { join } from 'node:path';
import { newGame, ruleset, SetupError, totals, winners, type Ruleset } from '../api.js';
import { botByName, DEFAULT_THINK_MS, isBotSpec, MAX_THINK_MS, thinksTooLong, type Bot, type Budget, unknownBot } from '../bots/index.js';
import type { MatchResult } from '../bots/match.js';
import { BotTable } from './bots-play.js';
import { memoryGame, type TableGame } from '../table/table.js';
import { systemClock } from './clock.js';
import { makeFolder } from '../records/store.js';
import { GameSession } from '../records/session.js';
import { programVersion } from './version.js';
import { sanitize } from '../text/sanitize.js';
import { stdoutChalk } from '../text/colour.js';
import { UserError } from './exit-codes.js';
import { MAX_SEED_LENGTH } from '../records/limits.js';
import { Interrupted } from '../host/signals.js';
import { gameOptions, withDefaults, type GivenOptions } from './game-options.js';
import { SeatError, startPlayer } from '../table/seats.js';

/** The options of `hacienda simulate`, and the game's own (`--map`, `--mode`...: game-options.ts). */
export interface SimulateOptions extends GivenOptions {
  rules: string;
  players: string;
  games: string;
  seed: string;
  bots: string;
  /** The start player of every game: a seat's number from 1, its name, or `random` (the default). */
  start?: string;
  /** A folder to write each game's record to (written after every action). */
  records?: string;
  /** Thinking time of `strong` per decision, in ms. */
  think?: string;
  /** false with --no-color. */
  color?: boolean;
}

/** The budget of a search bot's decision from `--think` (default 1 s), on the system clock. */
export function thinkBudget(think: string | undefined): Budget {
  const ms = think === undefined ? DEFAULT_THINK_MS : parseCount(think, '--think', 1, MAX_THINK_MS);
  return { ms, clock: systemClock };
}

/** The bots of a comma-separated list of levels, repeated to fill the seats. */
export function parseBots(list: string, players: number, budget: Budget): { names: string[]; bots: Bot[] } {
  const given = list.split(',').map((b) => b.trim());
  const names: string[] = [];
  const bots: Bot[] = [];
  for (let i = 0; i < players; i++) {
    const name = given[i % given.length]!;
    if (!isBotSpec(name)) throw new UserError(unknownBot(name));
    const tooLong = thinksTooLong(name);
    if (tooLong) throw new UserError(`--bots: ${tooLong}`);
    names.push(name);
    bots.push(botByName(name, { budget }));
  }
  return { names, bots };
}

/**
 * Bots play the session's game to its end (or until a signal stops `table`), each action recorded
 * and saved. Seats whose bot level is unknown play as `random`. Resolves with the actions played.
 */
export function playBotsInSession(table: BotTable, session: GameSession, seed: string, budget: Budget = thinkBudget(undefined)): Promise<number> {
  const levels = session.seats.map((s) => (s.bot && isBotSpec(s.bot) ? s.bot : 'random'));
  return table.play(session, levels, seed, budget);
}

const SEAT_NAMES = ['Red', 'Blue', 'Green', 'Yellow', 'White'];

export function parseCount(text: string, what: string, min: number, max: number): number {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new UserError(`${what} must be a whole number from ${min} to ${max}, not '${text}'`);
  }
  return n;
}

/** `--seed`: any text up to the length a record keeps (records.ts MAX_SEED_LENGTH). */
export function seedOption(text: string): string {
  if (text.length === 0 || text.length > MAX_SEED_LENGTH) throw new UserError(`--seed must be 1 to ${MAX_SEED_LENGTH} characters, not ${text.length}`);
  return text;
}

/** `--start` against the seats' names: the start player, or null (drawn at random: the default). */
function startOption(text: string | undefined, names: readonly string[]): number | null {
  if (text === undefined) return null;
  try {
    return startPlayer(
      text,
      names.map((name) => ({ name, player: 'bot' })),
    );
  } catch (err) {
    if (err instanceof SeatError) throw new UserError(err.message);
    throw err;
  }
}

/** The ruleset named by `--rules`, or a UserError listing the known ones. */
export function rulesOption(name: string): Ruleset {
  try {
    return ruleset(name);
  } catch (err) {
    throw new UserError(err instanceof Error ? err.message : String(err));
  }
}

/**
 * The games, one after another; a signal (ctrl+c) stops the one being played at once (its record,
 * with --records, holds every action played) and ends the command with one line and the signal's
 * exit code.
 */
export async function simulate(opts: SimulateOptions, out: (line: string) => void): Promise<void> {
  const rules = rulesOption(opts.rules);
  const players = parseCount(opts.players, '--players', rules.about.minPlayers, rules.about.maxPlayers);
  const games = parseCount(opts.games, '--games', 1, 1_000_000);
  seedOption(opts.seed);
  const board = gameOptions(rules.about, opts);
  const budget = thinkBudget(opts.think);
  // The winners and the totals' heading stand out in colour (on a terminal, or with FORCE_COLOR).
  const c = stdoutChalk(opts.color === false);
  const { names: botNames } = parseBots(opts.bots, players, budget);
  const names = SEAT_NAMES.slice(0, players);
  const first = startOption(opts.start, names);
  const starts: { startPlayer?: number } = first === null ? {} : { startPlayer: first };
  const wins = names.map(() => 0);
  const points = names.map(() => 0);
  if (opts.records) makeFolder(opts.records);
  const started = process.hrtime.bigint();
  let actions = 0;
  const table = new BotTable();
  try {
    for (let g = 0; g < games; g++) {
      const seed = `${opts.seed}/${g + 1}`;
      const file = opts.records ? join(opts.records, `game-${g + 1}.json`) : null;
      // With --records, the game is a session that saves every action; otherwise it is kept in memory.
      let session: GameSession | null = null;
      let game: TableGame;
      try {
        game = file
          ? (session = GameSession.start({
              rules: rules.about.name,
              options: { ...board, seed, ...starts },
              seats: names.map((name, i) => ({ name, player: 'bot', bot: botNames[i % botNames.length]! })),
              file,
              program: programVersion(),
              holder: 'hacienda simulate',
            }))
          : memoryGame(newGame(rules.about.name, { ...board, players: names, seed, ...starts }));
      } catch (err) {
        if (err instanceof SetupError) throw new UserError(err.message);
        throw err;
      }
      let played: number;
      try {
        played = await table.play(game, botNames, seed, budget);
      } finally {
        session?.close();
      }
      // A record that could not be written ends the run: the line says which and why (exit 5).
      session?.checkSaved();
      if (table.stopped)
        throw new Interrupted(
          table.stopped,
          `stopped by ${table.stopped} in game ${g + 1} after ${played} actions${file ? `; its record: ${sanitize(file)}` : ''}`,
        );
      const result: MatchResult = { state: game.state, totals: totals(game.state), winners: winners(game.state), actions: played };
      actions += result.actions;
      result.totals.forEach((t, i) => (points[i]! += t));
      for (const w of result.winners) wins[w]! += 1 / result.winners.length;
      const scores = names.map((n, i) => `${n} ${result.totals[i]}`).join(', ');
      const who = result.winners.map((w) => names[w]).join(' and ');
      out(`game ${g + 1}: ${scores}; ${result.winners.length > 1 ? 'tie' : 'winner'}: ${c.bold.green(who)} (${result.actions} actions)`);
    }
  } finally {
    await table.close();
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  out(
    c.bold(
      `totals after ${games} game${games === 1 ? '' : 's'} (${sanitize(opts.rules)}, ${sanitize(rules.boardName(withDefaults(rules.about, board)))}, seed ${sanitize(opts.seed)}):`,
    ),
  );
  names.forEach((n, i) => {
    out(`  ${n.padEnd(7)} wins ${fmt(wins[i]!)}  mean score ${(points[i]! / games).toFixed(1)}  (${botNames[i % botNames.length]})`);
  });
  out(`  ${actions} actions in ${seconds.toFixed(2)} s`);
}

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}
