/**
 * Who sits at a game's table: `--seat <name:human|bot[:level]>` and `--players` as the command
 * line takes them, the names a seat may have (records are held to the same), and the names seats
 * get by default. Pure; the setup questions (src/tui/setup/prompts.ts) ask for what is left open.
 */

import type { OptionSpec } from '../engine/options.js';

/** A seat at the table: a person or a bot (with its level: `random`, `greedy`, `strong:<ms>`...). */
export interface Seat {
  name: string;
  player: 'human' | 'bot';
  bot?: string;
}

export class SeatError extends Error {}

/** The default names of seats: their colours, in the order the screen colours them (src/tui/game/seats.ts). */
export const SEAT_COLOUR_NAMES = ['Red', 'Blue', 'Green', 'Yellow', 'White'];

/** The level a bot seat gets when none is named. */
export const DEFAULT_BOT = 'hard';
/** The longest player's name; records are held to it too (src/records/format.ts). */
export const MAX_NAME = 20;

/**
 * `Ana:human`, `Blue:bot`, `Blue:bot:strong`; or without a name, `human`, `bot`, `bot:strong`: such
 * a seat's name is left empty for `nameSeats` to give (`bot:human` is a human named bot).
 */
export function parseSeat(spec: string, levels: readonly string[]): Seat {
  const named = /^(.*):(human|bot)(?::([^:]*))?$/i.exec(spec.trim());
  const m = named ?? /^()(human|bot)(?::([^:]*))?$/i.exec(spec.trim());
  if (!m) throw new SeatError(`--seat '${spec}': expected name:human, name:bot, name:bot:level, or bot:level`);
  const name = named ? checkName(m[1]!, `--seat '${spec}'`) : '';
  const kind = m[2]!.toLowerCase() as 'human' | 'bot';
  if (kind === 'human') {
    if (m[3] !== undefined) throw new SeatError(`--seat '${spec}': a human seat takes no level`);
    return { name, player: 'human' };
  }
  const level = (m[3] ?? DEFAULT_BOT).toLowerCase();
  if (!levels.includes(level)) throw new SeatError(`--seat '${spec}': unknown bot level '${level}' (known: ${levels.join(', ')})`);
  return { name, player: 'bot', bot: level };
}

/** A player's name: 1 to 20 printable characters. */
export function checkName(raw: string, where: string): string {
  const name = raw.trim();
  if (name.length === 0) throw new SeatError(`${where}: the name is empty`);
  if (name.length > MAX_NAME) throw new SeatError(`${where}: the name is longer than ${MAX_NAME} characters`);
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) throw new SeatError(`${where}: the name has control characters`);
  return name;
}

/** The default name of seat `i` (0-based): the first human is `you`, the others their colours. */
export function defaultName(i: number, player: 'human' | 'bot', taken: readonly string[], you: string): string {
  const candidates = player === 'human' && !taken.includes(you) ? [you] : [];
  candidates.push(SEAT_COLOUR_NAMES[i] ?? `Player ${i + 1}`, ...SEAT_COLOUR_NAMES, ...Array.from({ length: 9 }, (_, k) => `Player ${k + 1}`));
  return candidates.find((c) => !taken.some((t) => t.toLowerCase() === c.toLowerCase()))!;
}

/** The seats with a name each: a seat given without one gets its default name (`defaultName`). */
export function nameSeats(seats: readonly Seat[], you: string): Seat[] {
  const named: Seat[] = [];
  seats.forEach((s, i) => {
    const taken = [...named, ...seats.slice(i + 1)].map((t) => t.name).filter((n) => n !== '');
    named.push(s.name === '' ? { ...s, name: defaultName(i, s.player, taken, you) } : s);
  });
  return named;
}

/** Checks that names are different (case aside). */
export function checkUnique(seats: readonly Seat[]): void {
  const seen = new Set<string>();
  for (const s of seats) {
    const key = s.name.toLowerCase();
    if (seen.has(key)) throw new SeatError(`two seats are named '${s.name}': each player needs a name of their own`);
    seen.add(key);
  }
}

/** The seats of the default game for `players` players: you, then bots. */
export function defaultSeats(players: number, given: readonly Seat[], you: string, level = DEFAULT_BOT): Seat[] {
  const seats = [...given];
  for (let i = seats.length; i < players; i++) {
    const player = i === 0 ? 'human' : 'bot';
    const name = defaultName(
      i,
      player,
      seats.map((s) => s.name),
      you,
    );
    seats.push(player === 'human' ? { name, player } : { name, player, bot: level });
  }
  return seats;
}

/** The name to call the person at the keyboard by default. */
export function userName(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.USER || env.USERNAME || env.LOGNAME || '';
  const clean = raw.replace(/[^\p{L}\p{N} ._-]/gu, '').slice(0, MAX_NAME);
  if (!clean || clean === 'root') return 'You';
  return clean[0]!.toUpperCase() + clean.slice(1);
}

/**
 * Whether the options leave anything to ask: the game, one of its own options (its board, a
 * mode: `options` holds those given), the number of players, a seat.
 */
export function somethingToAsk(a: {
  game?: { options: readonly OptionSpec[] };
  options: Readonly<Record<string, unknown>>;
  players?: number;
  seats: readonly Seat[];
}): boolean {
  const players = a.players ?? (a.seats.length >= 2 ? a.seats.length : undefined);
  const open = !a.game || a.game.options.some((o) => a.options[o.name] === undefined);
  return open || players === undefined || a.seats.length < players;
}

/** `--start`'s word for a start player drawn at random (the default: the game's seed draws it). */
export const RANDOM_START = 'random';

/**
 * `--start <seat|random>` read against the seats at the table: the start player (0-based), or null
 * for one drawn at random. A seat is its number, counted from 1 as the setup questions count
 * them, or its name (case aside); a number is read first, so a player named `2` is seat 2's.
 */
export function startPlayer(text: string, seats: readonly Seat[]): number | null {
  checkStartWord(text, seats.length);
  const word = text.trim();
  if (word.toLowerCase() === RANDOM_START) return null;
  if (/^\d+$/.test(word)) return Number(word) - 1;
  const i = seats.findIndex((s) => s.name.toLowerCase() === word.toLowerCase());
  if (i < 0)
    throw new SeatError(
      `--start '${text}': no seat is named so (the seats: ${seats.map((s) => s.name).join(', ')}); give a seat's number from 1, its name, or ${RANDOM_START}`,
    );
  return i;
}

/**
 * `--start` checked before the seats are all known (before the setup questions): `random`, a
 * number from 1 to the most seats the game can have, or a name (checked once the seats are known).
 */
export function checkStartWord(text: string, maxSeats: number): void {
  const word = text.trim();
  if (word === '') throw new SeatError(`--start is empty: give a seat's number from 1, its name, or ${RANDOM_START}`);
  if (/^\d+$/.test(word) && (Number(word) < 1 || Number(word) > maxSeats)) throw new SeatError(`--start ${word}: the seats are numbered 1 to ${maxSeats}`);
}
