/**
 * Questions before the board opens (@inquirer/prompts), for what the command line left open: the
 * game, its own options (from its option specification: Classic's board, 2026's tile sides and
 * layout), the number of players, and each seat: a person or a bot, and a name.
 */
import { input as inquirerInput, select as inquirerSelect } from '@inquirer/prompts';
import { catchSignals, type StopSignal } from '../../host/signals.js';
import type { Seat } from '../../records/format.js';
import type { OptionSpec } from '../../engine/options.js';
import { findGame, GAMES } from '../../games/index.js';
import { sanitize } from '../../text/sanitize.js';
import { checkName, checkUnique, defaultName, SeatError } from '../../table/seats.js';

export interface Asked {
  rules: string;
  /** The game's own options as chosen (a board file by its path, as typed). */
  options: Record<string, string>;
  seats: Seat[];
  /** The start player chosen (0-based), or null: drawn at random. */
  startPlayer: number | null;
  /** The tutorial of `rules` was chosen instead of a game. */
  tutorial?: boolean;
}

/** The value of a tutorial's choice among the games. */
const TUTORIAL = 'tutorial:';

export interface AskInput {
  /** --rules, when given (or implied). */
  rules?: string;
  /** The game's own options given on the command line (--map, --mode...). */
  options: Readonly<Record<string, unknown>>;
  /** --players, when given. */
  players?: number;
  /** --seat, as given. */
  seats: Seat[];
  levels: readonly string[];
  you: string;
  /** Whether to ask who starts (not when --start was given). */
  askStart?: boolean;
  /** Checks a board file for an option of kind `board`; returns an error message or null. */
  checkBoard: (spec: OptionSpec, path: string) => string | null;
}

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
export function ask(a: AskInput): Promise<Asked> {
  return askStoppably((signal) => questions(a, signal));
}

/** Questions that a signal stops as `ask`'s are (the saved-games picker's too). */
export async function askStoppably<T>(questions: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const abort = new AbortController();
  let stoppedBy: StopSignal | null = null;
  const release = catchSignals((signal) => {
    stoppedBy = signal;
    abort.abort(signal);
  });
  try {
    return await questions(abort.signal);
  } catch (err) {
    if (stoppedBy) throw new QuestionsStopped(stoppedBy);
    throw err;
  } finally {
    release();
  }
}

/** Esc on a question: the one before it is asked again. */
class Back extends Error {}

/** q on a list (esc on a question on its own): the player leaves the questions; no game, exit code 0. */
export class QuestionsLeft extends Error {
  override name = 'QuestionsLeft';
}

/** The screen's keys in a question: j/k (the lists' vim keys), esc back, q (in a list) leave. */
async function withKeys<T>(signal: AbortSignal, list: boolean, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const local = new AbortController();
  const stop = () => local.abort(signal.reason);
  signal.addEventListener('abort', stop);
  let why: 'back' | 'leave' | null = null;
  // The prompt's readline makes the input emit keypress events; these come beside its own.
  const onKey = (_text: string | undefined, key: { name?: string; ctrl?: boolean; meta?: boolean } | undefined) => {
    if (key?.name === 'escape') why = 'back';
    else if (list && key?.name === 'q' && !key.ctrl && !key.meta) why = 'leave';
    else return;
    local.abort(why);
  };
  process.stdin.on('keypress', onKey);
  try {
    return await run(local.signal);
  } catch (err) {
    if (why === 'back') throw new Back();
    if (why === 'leave') throw new QuestionsLeft('the questions were left');
    throw err;
  } finally {
    process.stdin.off('keypress', onKey);
    signal.removeEventListener('abort', stop);
  }
}

/** The lists' keys: the arrows, and j/k as on the board (the lists then have no type-to-search). */
const LIST_THEME = { keybindings: ['vim'] as const };

/**
 * A question on its own (the tutorial's, the saved-games picker's): a list with the screen's keys;
 * esc and q leave it, as ctrl+c does.
 */
export async function chooseOne<V>(config: Parameters<typeof inquirerSelect<V>>[0], signal: AbortSignal): Promise<V> {
  try {
    return await withKeys(signal, true, (s) => inquirerSelect<V>({ ...config, theme: LIST_THEME }, { signal: s }));
  } catch (err) {
    throw err instanceof Back ? new QuestionsLeft('the question was left') : err;
  }
}

/**
 * Runs `questions` so that esc goes back: the answers so far are kept, the questions are gone
 * through again from the start with them (each answer given again without asking), and the
 * question before the one where esc was pressed is asked anew, its answer as the default.
 */
async function goingBack<T>(questions: (select: typeof inquirerSelect, input: typeof inquirerInput) => Promise<T>, signal: AbortSignal): Promise<T> {
  const answers: unknown[] = [];
  let earlier: unknown[] = [];
  for (;;) {
    let asked = 0;
    const answer = async <A>(list: boolean, prompt: (signal: AbortSignal, before: A | undefined) => Promise<A>): Promise<A> => {
      const i = asked++;
      if (i < answers.length) return answers[i] as A;
      const value = await withKeys(signal, list, (s) => prompt(s, earlier[i] as A | undefined));
      answers.push(value);
      return value;
    };
    const select = (<V>(config: Parameters<typeof inquirerSelect<V>>[0]) =>
      answer<V>(true, (s, before) =>
        inquirerSelect<V>({ ...config, theme: LIST_THEME, ...(before !== undefined ? { default: before } : {}) }, { signal: s }),
      )) as typeof inquirerSelect;
    const input = ((config: Parameters<typeof inquirerInput>[0]) =>
      answer(false, (s, before: string | undefined) =>
        inquirerInput({ ...config, ...(before !== undefined ? { default: before } : {}) }, { signal: s }),
      )) as typeof inquirerInput;
    try {
      return await questions(select, input);
    } catch (err) {
      if (!(err instanceof Back)) throw err;
      earlier = [...answers, ...earlier.slice(answers.length)];
      answers.length = Math.max(0, answers.length - 1);
    }
  }
}

async function questions(a: AskInput, signal: AbortSignal): Promise<Asked> {
  return goingBack((select, input) => asking(a, select, input), signal);
}

async function asking(a: AskInput, select: typeof inquirerSelect, input: typeof inquirerInput): Promise<Asked> {
  const rules =
    a.rules ??
    (await select({
      message: 'Which game?',
      choices: [
        ...GAMES.map((g) => ({ value: g.rules.about.name, name: g.rules.about.title, description: g.rules.about.blurb })),
        // A newcomer's way in: the tutorials, beside the games they teach.
        ...GAMES.filter((g) => g.tutorial).map((g) => ({
          value: `${TUTORIAL}${g.rules.about.name}`,
          name: `Learn ${g.rules.about.title}: the tutorial`,
          description: 'a guided game on the board, lesson by lesson (hacienda tutorial)',
        })),
      ],
      default: GAMES[0]!.rules.about.name,
    }));
  if (rules.startsWith(TUTORIAL)) return { rules: rules.slice(TUTORIAL.length), options: {}, seats: [], startPlayer: null, tutorial: true };
  const game = findGame(rules)!.rules;
  const options: Record<string, string> = {};
  for (const spec of game.about.options) {
    const given = a.options[spec.name];
    if (typeof given === 'string') {
      options[spec.name] = given;
      continue;
    }
    const choices = spec.choices.map((c) => ({ value: c.value, name: c.label, description: c.help }));
    if (spec.kind === 'board')
      choices.push({ value: FILE, name: 'a board file...', description: 'a .map file (docs/maps.md) or a .haz file of the board generator' });
    const choice = await select({ message: spec.question, choices, default: spec.default });
    options[spec.name] =
      choice === FILE ? (await input({ message: 'Board file:', validate: (p) => shownError(a.checkBoard(spec, p.trim())) ?? true })).trim() : choice;
  }
  let players = a.players ?? (a.seats.length >= 2 ? a.seats.length : undefined);
  if (players === undefined) {
    const counts = Array.from({ length: game.about.maxPlayers - game.about.minPlayers + 1 }, (_, i) => game.about.minPlayers + i).filter(
      (n) => n >= a.seats.length,
    );
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
      // A newcomer's first opponent: the medium bot (a fair game), not the hard one that --yes seats.
      default: i === 0 ? 'human' : `bot:${a.levels.includes(NEWCOMER_BOT) ? NEWCOMER_BOT : a.levels[0]}`,
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
  const startPlayer = a.askStart ? await askStart(select, seats) : null;
  return { rules, options, seats, startPlayer };
}

/** Who starts: at random (the default, the game's seed draws it), or a seat by its name. */
async function askStart(select: typeof inquirerSelect, seats: readonly Seat[]): Promise<number | null> {
  const random = -1;
  const choice = await select({
    message: 'Who starts?',
    choices: [{ value: random, name: 'at random' }, ...seats.map((s, i) => ({ value: i, name: `${sanitize(s.name)} (seat ${i + 1})` }))],
    default: random,
  });
  return choice === random ? null : choice;
}

/** A map file's error (it names the path, which the player typed or pasted), safe to show; null when none. */
/** The level the seat question offers first. */
const NEWCOMER_BOT = 'medium';

/** The choice that asks for a board file instead of a built-in board. */
const FILE = '<file>';

const shownError = (message: string | null) => (message === null ? null : sanitize(message));

const BOT_WORDS: Record<string, string> = {
  easy: 'takes the move that looks best now: one a beginner can beat',
  medium: 'plans its whole turn (a move in a blink): a fair game',
  hard: 'searches ahead (about a second a move): for players who know the game',
  random: 'plays any legal move: for learning the controls',
  greedy: 'the easy bot by its name',
  planner: 'the medium bot by its name',
  strong: 'the hard bot by its name',
};
