/**
 * `hacienda simulate`: bots play whole games headless; prints each game's scores and winner, then
 * totals. Thin: it checks options, then calls the engine and the bots.
 */
import { join } from 'node:path';
import { currentPlayer, isOver, newGame, ruleset, SetupError, totals, winners, type BaseState } from '../api.js';
import { BOTS, playMatch, type Bot, type MatchResult } from '../bots/match.js';
import { seedRng } from '../engine/rng.js';
import { loadMap } from '../maps/load.js';
import { GameSession } from '../records/session.js';
import { programVersion } from './version.js';
import { UserError } from './exit-codes.js';

export interface SimulateOptions {
  rules: string;
  map: string;
  players: string;
  games: string;
  seed: string;
  bots: string;
  /** A folder to write each game's record to (written after every action). */
  records?: string;
}

/**
 * Bots play the session's game to its end, each action recorded and saved. Seats whose bot level
 * is unknown play as `random`.
 */
export function playBotsInSession(session: GameSession, seed: string): void {
  const rngs = session.seats.map((_, i) => seedRng(`${seed}/bot${i}`));
  while (!isOver(session.state)) {
    const seat = currentPlayer(session.state);
    const bot = BOTS[session.seats[seat]?.bot ?? 'random'] ?? BOTS.random!;
    const result = session.apply(bot(session.state, seat, rngs[seat]!));
    if (!result.ok) throw new Error(`bot for seat ${seat + 1} chose an illegal action: ${result.message}`);
  }
}

const SEAT_NAMES = ['Red', 'Blue', 'Green', 'Yellow', 'White'];

export function parseCount(text: string, what: string, min: number, max: number): number {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new UserError(`${what} must be a whole number from ${min} to ${max}, not '${text}'`);
  }
  return n;
}

export function simulate(opts: SimulateOptions, out: (line: string) => void): void {
  let rules;
  try {
    rules = ruleset(opts.rules);
  } catch (err) {
    throw new UserError(err instanceof Error ? err.message : String(err));
  }
  const players = parseCount(opts.players, '--players', rules.minPlayers, rules.maxPlayers);
  const games = parseCount(opts.games, '--games', 1, 1_000_000);
  const map = loadMap(opts.map);
  const botNames = opts.bots.split(',').map((b) => b.trim());
  const bots: Bot[] = [];
  for (let i = 0; i < players; i++) {
    const name = botNames[i % botNames.length]!;
    const bot = BOTS[name];
    if (!bot) throw new UserError(`unknown bot '${name}' (known: ${Object.keys(BOTS).join(', ')})`);
    bots.push(bot);
  }
  const names = SEAT_NAMES.slice(0, players);
  const wins = names.map(() => 0);
  const points = names.map(() => 0);
  const started = process.hrtime.bigint();
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const seed = `${opts.seed}/${g + 1}`;
    let state: BaseState;
    try {
      state = newGame(rules.name, { players: names, seed, map });
    } catch (err) {
      if (err instanceof SetupError) throw new UserError(err.message);
      throw err;
    }
    let result: MatchResult;
    if (opts.records) {
      const session = GameSession.start({
        rules: rules.name,
        options: { seed },
        map,
        seats: names.map((name, i) => ({ name, player: 'bot', bot: botNames[i % botNames.length]! })),
        file: join(opts.records, `game-${g + 1}.json`),
        program: programVersion(),
      });
      playBotsInSession(session, seed);
      result = { state: session.state, totals: totals(session.state), winners: winners(session.state), actions: session.record.actions.length };
    } else {
      result = playMatch(state, bots, seed);
    }
    actions += result.actions;
    result.totals.forEach((t, i) => (points[i]! += t));
    for (const w of result.winners) wins[w]! += 1 / result.winners.length;
    const scores = names.map((n, i) => `${n} ${result.totals[i]}`).join(', ');
    const who = result.winners.map((w) => names[w]).join(' and ');
    out(`game ${g + 1}: ${scores}; ${result.winners.length > 1 ? 'tie' : 'winner'}: ${who} (${result.actions} actions)`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  out(`totals after ${games} game${games === 1 ? '' : 's'} (${opts.rules}, map ${map.name}, seed ${opts.seed}):`);
  names.forEach((n, i) => {
    out(`  ${n.padEnd(7)} wins ${fmt(wins[i]!)}  mean score ${(points[i]! / games).toFixed(1)}  (${bots.length ? botNames[i % botNames.length] : ''})`);
  });
  out(`  ${actions} actions in ${seconds.toFixed(2)} s`);
}

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}
