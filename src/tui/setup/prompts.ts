/**
 * Questions before the board opens (@inquirer/prompts), for what the command line left open: the
 * game (Classic or Hacienda 2026), its board (Classic: the map; 2026: the tile sides and the
 * layout), the number of players, and each seat: a person or a bot, and a name.
 */
import { input as inquirerInput, select as inquirerSelect } from '@inquirer/prompts';
import { catchSignals, type StopSignal } from '../../cli/signals.js';
import type { Seat } from '../../records/format.js';
import type { Layout, Mode } from '../../games/h2026/rules/state.js';
import { sanitize } from '../../text/sanitize.js';
import { checkName, checkUnique, defaultName, DEFAULT_BOT, SeatError } from './options.js';

export interface Asked {
  rules: string;
  /** Classic's board. */
  map: string;
  /** Hacienda 2026's tile sides and layout. */
  mode?: Mode;
  layout?: Layout;
  seats: Seat[];
}

export interface AskInput {
  /** --rules, when given (or implied). */
  rules?: string;
  /** --mode and --layout (Hacienda 2026), when given. */
  mode?: Mode;
  layout?: Layout;
  modes: readonly Mode[];
  layouts: readonly Layout[];
  /** --map, when given. */
  map?: string;
  /** --players, when given. */
  players?: number;
  /** --seat, as given. */
  seats: Seat[];
  minPlayers: number;
  maxPlayers: number;
  levels: readonly string[];
  you: string;
  builtinMaps: readonly string[];
  /** Checks a map file; returns an error message or null. */
  checkMap: (path: string) => string | null;
}

const MODE_WORDS: Record<string, string> = {
  basic: 'the A sides: plain visitor centers (draw 2 cards)',
  hacienda: 'the B sides: six special visitor centers (double, spring, hacienda, extra, lake, twin)',
};
const LAYOUT_WORDS: Record<string, string> = {
  standard: 'the printed layout for the number of players',
  custom: 'the players lay the map: each draws a tile and places it',
  random: 'the seed lays a custom map',
};

/** The questions were stopped by a signal: the prompt is closed, the terminal as it was. */
export class QuestionsStopped extends Error {
  constructor(readonly signal: StopSignal) {
    super(`the questions were stopped by ${signal}`);
    this.name = 'QuestionsStopped';
  }
}

/**
 * Asks what the options left open. A signal (SIGINT, SIGTERM, SIGHUP) aborts the question on the
 * screen, which puts the terminal back (raw mode off, the cursor shown), and rejects with
 * QuestionsStopped. Ctrl+c, a key to the prompt, rejects with inquirer's ExitPromptError.
 */
export async function ask(a: AskInput): Promise<Asked> {
  const abort = new AbortController();
  let stoppedBy: StopSignal | null = null;
  const release = catchSignals((signal) => {
    stoppedBy = signal;
    abort.abort(signal);
  });
  try {
    return await questions(a, abort.signal);
  } catch (err) {
    if (stoppedBy) throw new QuestionsStopped(stoppedBy);
    throw err;
  } finally {
    release();
  }
}

async function questions(a: AskInput, signal: AbortSignal): Promise<Asked> {
  const select: typeof inquirerSelect = (config) => inquirerSelect(config, { signal });
  const input: typeof inquirerInput = (config) => inquirerInput(config, { signal });
  const rules =
    a.rules ??
    (await select({
      message: 'Which game?',
      choices: [
        { value: 'classic', name: 'Classic Hacienda', description: 'land and animal cards, markets, haciendas, pesos' },
        { value: '2026', name: 'Hacienda 2026', description: 'animal-terrain card pairs, visitor centers, a map of tiles' },
      ],
      default: 'classic',
    }));
  let mode = a.mode;
  let layout = a.layout;
  if (rules === '2026') {
    mode ??= await select({ message: 'Which side of the tiles?', choices: a.modes.map((m) => ({ value: m, name: m, description: MODE_WORDS[m] ?? '' })), default: a.modes[0] });
    layout ??= await select({ message: 'Which map layout?', choices: a.layouts.map((l) => ({ value: l, name: l, description: LAYOUT_WORDS[l] ?? '' })), default: a.layouts[0] });
  }
  let map: string | undefined = a.map;
  if (map === undefined && rules !== '2026') {
    const choice = await select({
      message: 'Which board?',
      choices: [
        ...a.builtinMaps.map((m) => ({ value: m, name: m, description: m === 'symmetric' ? 'the printed board, symmetric side (10 markets): best for a first game' : 'the printed board, asymmetric side (11 markets)' })),
        { value: '<file>', name: 'a board file...', description: 'a .map file (docs/maps.md) or a .haz file of the board generator' },
      ],
      default: 'symmetric',
    });
    map = choice === '<file>' ? await input({ message: 'Board file:', validate: (p) => shownError(a.checkMap(p.trim())) ?? true }).then((p) => p.trim()) : choice;
  }
  let players = a.players ?? (a.seats.length >= 2 ? a.seats.length : undefined);
  if (players === undefined) {
    const counts = Array.from({ length: a.maxPlayers - a.minPlayers + 1 }, (_, i) => a.minPlayers + i).filter((n) => n >= a.seats.length);
    players = await select({ message: 'How many players?', choices: counts.map((n) => ({ value: n, name: String(n) })), default: Math.max(2, a.seats.length) });
  }
  const seats = [...a.seats];
  for (let i = seats.length; i < players; i++) {
    const kind = await select({
      message: `Seat ${i + 1}: who plays?`,
      choices: [
        { value: 'human', name: 'a person at this keyboard' },
        ...a.levels.map((l) => ({ value: `bot:${l}`, name: `a bot: ${l}`, description: BOT_WORDS[l] ?? '' })),
      ],
      default: i === 0 ? 'human' : `bot:${a.levels.includes(DEFAULT_BOT) ? DEFAULT_BOT : a.levels[0]}`,
    });
    const player = kind === 'human' ? 'human' : 'bot';
    const taken = seats.map((s) => s.name);
    const name = await input({
      message: `Seat ${i + 1}: name?`,
      default: defaultName(i, player, taken, a.you),
      validate: (text) => {
        try {
          const n = checkName(text, 'name');
          return taken.some((t) => t.toLowerCase() === n.toLowerCase()) ? sanitize(`${n} is taken`) : true;
        } catch (err) {
          return sanitize(err instanceof SeatError ? err.message.replace(/^name: /, '') : String(err));
        }
      },
    });
    const clean = checkName(name, 'name');
    seats.push(player === 'human' ? { name: clean, player } : { name: clean, player, bot: kind.slice(4) });
  }
  checkUnique(seats);
  return { rules, map: map ?? 'symmetric', ...(mode ? { mode } : {}), ...(layout ? { layout } : {}), seats };
}

/** A map file's error (it names the path, which the player typed or pasted), safe to show; null when none. */
const shownError = (message: string | null) => (message === null ? null : sanitize(message));

const BOT_WORDS: Record<string, string> = {
  random: 'plays any legal move: for learning the controls',
  greedy: 'takes the move that looks best now: a fair game',
  strong: 'searches ahead (about a second a move): a hard game',
};
