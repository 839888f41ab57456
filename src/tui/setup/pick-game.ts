/**
 * The saved-games picker (`hacienda games` on a terminal): the list as a question; a finished
 * game is replayed, an unfinished one resumed or replayed, as the player says.
 */
import { askStoppably, chooseOne } from './prompts.js';

export interface PickChoice {
  file: string;
  /** The game's line, safe to show. */
  text: string;
  /** Why it cannot be opened (unreadable, not replayable), or null. */
  problem: string | null;
  finished: boolean;
  /** What holds it open (then it can be watched, not resumed), or null. */
  openIn: string | null;
}

export interface Picked {
  file: string;
  open: 'resume' | 'replay';
}

/** The game chosen and how to open it; null when the player leaves. Signals stop it as they stop `ask`. */
export function pickGame(games: readonly PickChoice[]): Promise<Picked | null> {
  return askStoppably(async (signal) => {
    const leave = '';
    const file = await chooseOne(
      {
        message: 'Which game?',
        choices: [
          ...games.map((g) => ({ value: g.file, name: g.text, disabled: g.problem === null ? false : `(${g.problem})` })),
          { value: leave, name: 'leave' },
        ],
        pageSize: 12,
        loop: false,
      },
      signal,
    );
    const game = games.find((g) => g.file === file);
    if (!game) return null;
    if (game.finished) return { file, open: 'replay' };
    const open = await chooseOne<Picked['open'] | null>(
      {
        message: 'This game is unfinished:',
        choices: [
          { value: 'resume', name: 'resume it', disabled: game.openIn ? `(open in ${game.openIn})` : false },
          { value: 'replay', name: 'watch its replay' },
          { value: null, name: 'leave' },
        ],
        default: game.openIn ? 'replay' : 'resume',
      },
      signal,
    );
    return open ? { file, open } : null;
  });
}
