/**
 * A tutorial's game as a recorded session: started afresh, or the one kept in its file taken up
 * again where it stood. Shared by `hacienda tutorial` and any other place that offers the
 * tutorial (the server's lobby), so that both keep the place the same way.
 */
import { existsSync, rmSync } from 'node:fs';
import { formatAction, isOver } from '../api.js';
import { loadRecord } from '../records/read.js';
import { GameSession } from '../records/session.js';
import type { TutorialScript } from './script.js';
import { placeOf, Tutor } from './tutor.js';

/** The moves of a session, as the engine writes them. */
function movesOf(session: GameSession): string[] {
  return session.played.map((p) => formatAction(p.before, p.action));
}

/** A new tutorial game, saved to `file` (null: kept in memory only); a file there is replaced. */
export function startTutorial(script: TutorialScript, file: string | null, program: string, holder: string): GameSession {
  if (file && existsSync(file)) rmSync(file, { force: true });
  const map = script.map; // read once: a script may read its board from a file when asked
  return GameSession.start({
    rules: script.rules,
    options: { ...script.options },
    ...(map ? { map } : {}),
    seats: [
      { name: script.seats[0], player: 'human' },
      { name: script.seats[1], player: 'bot', bot: 'random' },
    ],
    file,
    program,
    holder,
  });
}

/**
 * The tutorial kept in `file`, when it can go on: a record that loads, replays, is not over and
 * whose moves are the script's. Otherwise null, and why (null when there was none).
 */
export function keptTutorial(script: TutorialScript, file: string, holder: string): { session: GameSession | null; problem: string | null } {
  if (!existsSync(file)) return { session: null, problem: null };
  let session: GameSession;
  try {
    session = GameSession.resume(loadRecord(file), file, undefined, holder);
  } catch (err) {
    return { session: null, problem: `the tutorial kept in ${file} cannot be read (${err instanceof Error ? err.message : String(err)}); it starts again` };
  }
  const over = isOver(session.state);
  if (over || placeOf(script, movesOf(session)) === null) {
    session.close();
    return {
      session: null,
      problem: over ? 'the last tutorial game is over; the tutorial starts again' : 'the tutorial kept is not of these lessons; it starts again',
    };
  }
  return { session, problem: null };
}

/** The tutor of a tutorial game, where its moves stand; `pace`: milliseconds between the tutor's moves. */
export function tutorOf(session: GameSession, script: TutorialScript, pace: number): Tutor {
  return new Tutor(session, script, placeOf(script, movesOf(session)) ?? { lesson: 0, setupDone: 0 }, pace);
}

/** `lesson 4/13 (buying a card)`, or `the game after the lessons`: where a tutor stands, in words. */
export function placeWords(tutor: Tutor): string {
  const l = tutor.shown();
  return tutor.done ? 'the game after the lessons' : `lesson ${l.number}/${l.count} (${l.title})`;
}
