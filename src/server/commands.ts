/**
 * The server's commands (`ssh -p 2222 <host> <command>`), read from the one line a client sends.
 * Never a shell: the line is split into words (quotes group, nothing expands), and only these
 * commands with these options are known; anything else is refused in one line. Pure.
 */
import { choiceList, choiceOf } from '../engine/options.js';
import { ABOUT_GAMES, type GameAbout } from '../games/index.js';
import { BOT_NAMES } from '../bots/index.js';
import { sanitize } from '../text/sanitize.js';
import { readCode } from './codes.js';
import type { NewRoom } from './hub.js';

export type Command =
  | { kind: 'lobby' }
  | { kind: 'list' }
  | { kind: 'games' }
  | { kind: 'help' }
  | { kind: 'new'; room: NewRoom }
  | { kind: 'join'; code: string }
  | { kind: 'watch'; code: string };

/** A command refused: the line to say. */
export class CommandError extends Error {}

/** The default pace of a room's bots, in milliseconds. */
export const DEFAULT_PACE = 700;
const MAX_LINE = 1000;

export const HELP = [
  'hacienda server commands (ssh -p <port> <host> <command>):',
  '  (none)          the lobby: rooms, your games, make a room (needs a terminal)',
  '  list            the rooms, one a line: code, game, seats, state',
  '  new [options]   make a room and print its code (with ssh -t: open it)',
  '                  --rules classic|2026, --players <n>, --seat human|bot[:level] (repeat, in turn order),',
  '                  the game options (--map, --mode, --layout: the built-in choices), --pace <ms>, --private',
  '  join <code>     take a seat in a room, or your seat back (needs a terminal: ssh -t)',
  '  watch <code>    watch a room: the board, no hands (needs a terminal: ssh -t)',
  '  games           your unfinished games',
  '  help            this text',
];

/** The words of a line: split at spaces; '...' and "..." group words; no expansion of any kind. */
export function words(line: string): string[] {
  if (line.length > MAX_LINE) throw new CommandError(`the command is longer than ${MAX_LINE} characters`);
  if (/[\p{Cc}]/u.test(line.replace(/[\t\n\r]/g, ' '))) throw new CommandError('the command has control characters');
  const out: string[] = [];
  let word: string | null = null;
  let quote: string | null = null;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = null;
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      word ??= '';
    } else if (/\s/.test(ch)) {
      if (word !== null) out.push(word);
      word = null;
    } else word = (word ?? '') + ch;
  }
  if (quote) throw new CommandError('a quote is not closed');
  if (word !== null) out.push(word);
  return out;
}

/** The command a line asks for; CommandError saying why not. */
export function parseCommand(line: string): Command {
  const [name, ...args] = words(line);
  if (name === undefined) return { kind: 'lobby' };
  const none = () => {
    if (args.length > 0) throw new CommandError(`${name} takes no arguments`);
  };
  switch (name) {
    case 'list':
    case 'games':
    case 'help':
      none();
      return { kind: name };
    case 'join':
    case 'watch': {
      if (args.length !== 1) throw new CommandError(`${name} takes a room's code: ${name} <code>`);
      const code = readCode(args[0]!);
      if (!code) throw new CommandError(`'${sanitize(args[0]!)}' is not a room code (4 to 8 letters and digits)`);
      return { kind: name, code };
    }
    case 'new':
      return { kind: 'new', room: parseNewRoom(args) };
    default:
      throw new CommandError(`unknown command '${sanitize(name)}' (the commands: list, new, join, watch, games, help)`);
  }
}

/** `new`'s options: as `hacienda play` takes them, but a board is a built-in one and a seat has no name. */
export function parseNewRoom(args: readonly string[]): NewRoom {
  const given = new Map<string, string>();
  const seats: string[] = [];
  let listed = true;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new CommandError(`new: '${sanitize(arg)}' is not an option (see help)`);
    const flag = m[1]!;
    if (flag === 'private') {
      if (m[2] !== undefined) throw new CommandError('new: --private takes no value');
      listed = false;
      continue;
    }
    const value = m[2] ?? args[++i];
    if (value === undefined) throw new CommandError(`new: --${flag} needs a value`);
    if (flag === 'seat') seats.push(value);
    else if (given.has(flag)) throw new CommandError(`new: --${flag} is given twice`);
    else given.set(flag, value);
  }
  const game = gameNamed(given.get('rules'), given);
  const options: Record<string, string> = {};
  for (const [flag, value] of given) {
    if (flag === 'rules' || flag === 'players' || flag === 'pace' || flag === 'seed') continue;
    const spec = game.options.find((o) => o.name === flag);
    if (!spec) throw new CommandError(`new: unknown option --${sanitize(flag)} for ${game.title}`);
    if (!choiceOf(spec, value))
      throw new CommandError(`new: --${flag} must be ${choiceList(spec)}, not '${sanitize(value)}' (the server plays its built-in boards only)`);
    options[flag] = value;
  }
  const players = given.has('players') ? count(given.get('players')!, '--players', game.minPlayers, game.maxPlayers) : Math.max(game.minPlayers, seats.length);
  if (seats.length > players) throw new CommandError(`new: ${seats.length} seats given for --players ${players}`);
  const parsed = seats.map(parseRoomSeat);
  while (parsed.length < players) parsed.push({ kind: 'human' });
  const pace = given.has('pace') ? count(given.get('pace')!, '--pace', 0, 60_000) : DEFAULT_PACE;
  const seed = given.get('seed');
  if (seed !== undefined && !/^[A-Za-z0-9_-]{1,24}$/.test(seed)) throw new CommandError('new: --seed takes 1 to 24 letters, digits, _ or -');
  return { rules: game.name, options, seats: parsed, pace, listed, ...(seed ? { seed } : {}) };
}

function gameNamed(name: string | undefined, given: ReadonlyMap<string, string>): GameAbout {
  if (name === undefined) {
    // The game its options imply (--mode is Hacienda 2026's), else the first.
    const own = [...given.keys()].filter((f) => !['players', 'pace', 'seed'].includes(f));
    return ABOUT_GAMES.find((g) => own.every((f) => g.options.some((o) => o.name === f))) ?? ABOUT_GAMES[0]!;
  }
  const game = ABOUT_GAMES.find((g) => g.name === name.toLowerCase());
  if (!game) throw new CommandError(`new: unknown game '${sanitize(name)}' (the games: ${ABOUT_GAMES.map((g) => g.name).join(', ')})`);
  return game;
}

function parseRoomSeat(text: string): { kind: 'human' | 'bot'; bot?: string } {
  const m = /^(human|bot)(?::([a-z]+))?$/i.exec(text);
  if (!m) throw new CommandError(`new: --seat '${sanitize(text)}': expected human, bot or bot:<level>`);
  if (m[1]!.toLowerCase() === 'human') {
    if (m[2] !== undefined) throw new CommandError(`new: --seat '${sanitize(text)}': a person's seat takes no level`);
    return { kind: 'human' };
  }
  const level = (m[2] ?? 'hard').toLowerCase();
  if (!(BOT_NAMES as readonly string[]).includes(level)) throw new CommandError(`new: unknown bot level '${sanitize(level)}' (known: ${BOT_NAMES.join(', ')})`);
  return { kind: 'bot', bot: level };
}

function count(text: string, flag: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) throw new CommandError(`new: ${flag} must be a whole number from ${min} to ${max}`);
  return Number(text);
}
