/**
 * `hacienda tutorial [--rules <game>] [--restart]`: a guided game, lesson by lesson (the lessons
 * are each game's data: src/games/<game>/tutorial.ts; the tutor is src/tutorial/tutor.ts). The
 * game is saved after every move, like any game, in the data folder's `tutorial/` (not among the
 * saved games: `hacienda resume` never picks it up), and the next `hacienda tutorial` offers to
 * continue at the lesson where the player left.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { formatAction, isOver } from '../api.js';
import { GAMES, type Game } from '../games/index.js';
import { loadRecord } from '../records/read.js';
import { GameSession } from '../records/session.js';
import { dataDir, makeFolder } from '../records/store.js';
import { checkScript, type TutorialScript } from '../tutorial/lessons.js';
import { placeOf, Tutor } from '../tutorial/tutor.js';
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

const taught = (): Game[] => GAMES.filter((g) => g.tutorial);

/** Where a game's tutorial is kept. */
export function tutorialFile(rules: string, env: NodeJS.ProcessEnv = process.env): string {
  return join(dataDir(env), 'tutorial', `${rules}.json`);
}

export async function tutorial(opts: TutorialOptions, out: Out): Promise<void> {
  const games = taught();
  const named = opts.rules === undefined ? undefined : GAMES.find((g) => g.rules.name === opts.rules);
  if (opts.rules !== undefined && !named) throw new UserError(`--rules ${opts.rules}: no such game (${GAMES.map((g) => g.rules.name).join(', ')})`);
  if (named && !named.tutorial) throw new UserError(`${named.rules.title} has no tutorial yet; the help (? in a game) explains its rules`);
  const botDelay = parseBotDelay(opts.botDelay);
  requireTerminal('hacienda tutorial', process, process.env, 'the lessons are played on the screen, by keys');
  const { askStoppably, QuestionsStopped } = await import('../tui/setup/prompts.js');
  const { select } = await import('@inquirer/prompts');
  const asked = async <T>(question: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    try {
      return await askStoppably(question);
    } catch (err) {
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
          select({ message: 'Which game to learn?', choices: games.map((g) => ({ value: g, name: g.rules.title, description: g.rules.blurb })) }, { signal }),
        ));
  const script = checkScript(game.tutorial!);
  const file = tutorialFile(game.rules.name);
  makeFolder(join(file, '..'));

  let session = opts.restart ? null : keptGame(file, script, out);
  if (session) {
    const at = placeOf(script, movesOf(session))!;
    const where =
      at.lesson >= script.lessons.length
        ? 'the game after the lessons'
        : `lesson ${at.lesson + 1}/${script.lessons.length} (${script.lessons[at.lesson]!.title})`;
    const going = await asked((signal) =>
      select(
        {
          message: `Continue the tutorial at ${where}?`,
          choices: [
            { value: true, name: 'continue there' },
            { value: false, name: 'start again' },
          ],
        },
        { signal },
      ),
    ).catch((err: unknown) => {
      session!.close();
      throw err;
    });
    if (!going) {
      session.close();
      session = null;
    }
  }
  if (!session) {
    if (existsSync(file)) rmSync(file, { force: true });
    session = GameSession.start({
      rules: script.rules,
      options: { ...script.options },
      ...(script.map ? { map: script.map } : {}),
      seats: [
        { name: script.seats[0], player: 'human' },
        { name: script.seats[1], player: 'bot', bot: 'random' },
      ],
      file,
      program: programVersion(),
      holder: 'hacienda tutorial',
    });
  }
  const tutor = new Tutor(session, script, placeOf(script, movesOf(session))!, TUTOR_PACE_MS);
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
  const shown = tutor.shown();
  if (isOver(session.state)) out('the tutorial game is over; hacienda tutorial --restart takes the lessons again, hacienda play starts a game');
  else if (tutor.done) out('the lessons are done; hacienda tutorial continues the game, hacienda play starts a new one');
  else out(`your place is kept: lesson ${shown.number}/${shown.count} (${shown.title}); hacienda tutorial continues there`);
  if (end.signal) throw new Interrupted(end.signal);
}

/** The moves of a session, as the engine writes them. */
function movesOf(session: GameSession): string[] {
  return session.played.map((p) => formatAction(p.before, p.action));
}

/**
 * The tutorial kept in `file`, when it can go on: a record that loads, replays, is not over and
 * whose moves are the script's; else null (and a line saying it starts again, unless there was none).
 */
function keptGame(file: string, script: TutorialScript, out: Out): GameSession | null {
  if (!existsSync(file)) return null;
  let session: GameSession;
  try {
    session = GameSession.resume(loadRecord(file), file, undefined, 'hacienda tutorial');
  } catch (err) {
    out(`the tutorial kept in ${file} cannot be read (${err instanceof Error ? err.message : String(err)}); it starts again`);
    return null;
  }
  if (isOver(session.state) || placeOf(script, movesOf(session)) === null) {
    session.close();
    out(isOver(session.state) ? 'the last tutorial game is over; the tutorial starts again' : 'the tutorial kept is not of these lessons; it starts again');
    return null;
  }
  return session;
}
