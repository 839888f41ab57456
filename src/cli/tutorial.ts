/**
 * `hacienda tutorial [--rules <game>] [--restart]`: a guided game, lesson by lesson (the lessons
 * are each game's data: src/games/<game>/tutorial.ts; the tutor is src/tutorial/tutor.ts). The
 * game is saved after every move, like any game, in the data folder's `tutorial/` (not among the
 * saved games: `hacienda resume` never picks it up), and the next `hacienda tutorial` offers to
 * continue at the lesson where the player left.
 */
import { join } from 'node:path';
import { isOver } from '../api.js';
import { GAMES, type Game } from '../games/index.js';
import type { GameSession } from '../records/session.js';
import { dataDir, makeFolder } from '../records/store.js';
import { checkScript } from '../tutorial/lessons.js';
import { keptTutorial, placeWords, startTutorial, tutorOf } from '../tutorial/session.js';
import { Interrupted } from '../host/signals.js';
import { EXIT, UserError } from './exit-codes.js';
import { parseBotDelay, requireTerminal } from './screen-flags.js';
import { programVersion } from './version.js';

type Out = (line: string) => void;

export interface TutorialOptions {
  rules?: string;
  restart?: boolean;
  color?: boolean;
  ascii?: boolean;
  mouse?: boolean;
  botDelay?: string;
}

/** The tutor's moves come at this pace, slow enough to follow. */
const TUTOR_PACE_MS = 600;
const HOLDER = 'hacienda tutorial';

const taught = (): Game[] => GAMES.filter((g) => g.tutorial);

/** Where a game's tutorial is kept. */
export function tutorialFile(rules: string, env: NodeJS.ProcessEnv = process.env): string {
  return join(dataDir(env), 'tutorial', `${rules}.json`);
}

export async function tutorial(opts: TutorialOptions, out: Out): Promise<void> {
  const games = taught();
  const named = opts.rules === undefined ? undefined : GAMES.find((g) => g.rules.about.name === opts.rules);
  if (opts.rules !== undefined && !named) throw new UserError(`--rules ${opts.rules}: no such game (${GAMES.map((g) => g.rules.about.name).join(', ')})`);
  if (named && !named.tutorial) throw new UserError(`${named.rules.about.title} has no tutorial yet; the help (? in a game) explains its rules`);
  const botDelay = parseBotDelay(opts.botDelay);
  requireTerminal('hacienda tutorial', process, process.env, 'the lessons are played on the screen, by keys');
  const { askStoppably, chooseOne, QuestionsStopped } = await import('../tui/setup/prompts.js');
  const asked = async <T>(question: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    try {
      return await askStoppably(question);
    } catch (err) {
      if (err instanceof Error && err.name === 'QuestionsLeft') throw new UserError('no tutorial: the question was left', EXIT.ok);
      if (err instanceof Error && err.name === 'ExitPromptError') throw new UserError('no tutorial: the question was cancelled', EXIT.cancelled);
      if (err instanceof QuestionsStopped) throw new Interrupted(err.signal, `no tutorial: the question was stopped by ${err.signal}`);
      throw err;
    }
  };
  const game =
    named ??
    (games.length === 1
      ? games[0]!
      : await asked((signal) =>
          chooseOne(
            { message: 'Which game to learn?', choices: games.map((g) => ({ value: g, name: g.rules.about.title, description: g.rules.about.blurb })) },
            signal,
          ),
        ));
  const script = checkScript(game.tutorial!);
  const file = tutorialFile(game.rules.about.name);
  makeFolder(join(file, '..'));

  let session: GameSession | null = null;
  if (!opts.restart) {
    const kept = keptTutorial(script, file, HOLDER);
    if (kept.problem) out(kept.problem);
    session = kept.session;
  }
  let tutor = session ? tutorOf(session, script, TUTOR_PACE_MS) : null;
  if (session && tutor) {
    const where = placeWords(tutor);
    const going = await asked((signal) =>
      chooseOne(
        {
          message: `Continue the tutorial at ${where}?`,
          choices: [
            { value: true, name: 'continue there' },
            { value: false, name: 'start again' },
          ],
        },
        signal,
      ),
    ).catch((err: unknown) => {
      session!.close();
      throw err;
    });
    if (!going) {
      session.close();
      session = null;
      tutor = null;
    }
  }
  session ??= startTutorial(script, file, programVersion(), HOLDER);
  tutor ??= tutorOf(session, script, TUTOR_PACE_MS);
  const { tutorialOnScreen } = await import('../tui/index.js');
  let end;
  try {
    end = await tutorialOnScreen(session, tutor, {
      noColor: opts.color === false,
      ascii: opts.ascii,
      mouse: opts.mouse !== false,
      botDelay,
      seed: script.options.seed,
    });
  } finally {
    session.close();
  }
  if (isOver(session.state)) out('the tutorial game is over; hacienda tutorial --restart takes the lessons again, hacienda play starts a game');
  else if (tutor.done) out('the lessons are done; hacienda tutorial continues the game, hacienda play starts a new one');
  else out(`your place is kept: ${placeWords(tutor)}; hacienda tutorial continues there`);
  if (end.signal) throw new Interrupted(end.signal);
}
