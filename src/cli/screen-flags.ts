/**
 * What every command that opens the screen checks first (play, resume, replay, tutorial): a
 * terminal that can draw it, and the bots' pace.
 */
import { EXIT, UserError } from './exit-codes.js';
import { parseCount } from './simulate.js';

const DEFAULT_BOT_DELAY = 700;

/**
 * The screen needs a terminal on both ends, and one that can draw it: `TERM=dumb` says the
 * terminal moves no cursor and clears nothing (an editor's shell, a plain console). Otherwise one
 * line that points to the commands without a screen, and exit code 2.
 */
export function requireTerminal(
  what: string,
  streams: { stdin: { isTTY?: boolean }; stdout: { isTTY?: boolean } } = process,
  env: NodeJS.ProcessEnv = process.env,
  instead = "without a screen, try 'hacienda simulate' (bots play) or 'hacienda replay --text <file>'",
): void {
  if (!streams.stdin.isTTY || !streams.stdout.isTTY)
    throw new UserError(`${what} needs a terminal, and ${streams.stdin.isTTY ? 'stdout' : 'stdin'} is not one; ${instead}`, EXIT.usage);
  if (env.TERM === 'dumb') throw new UserError(`${what} needs a terminal that can draw a screen, and TERM=dumb cannot; ${instead}`, EXIT.usage);
}

export function parseBotDelay(text: string | undefined): number {
  return text === undefined ? DEFAULT_BOT_DELAY : parseCount(text, '--bot-delay', 0, 60_000);
}
