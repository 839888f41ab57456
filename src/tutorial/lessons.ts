/**
 * A tutorial: one guided game of one ruleset, lesson by lesson. The lessons are data (each game's
 * folder holds its own: classic/tutorial.ts, h2026/tutorial.ts); this module checks them and
 * plays them through the engine's public API, so that a lesson is known to be playable before
 * anyone meets it.
 *
 * A lesson's position is where the one before left the game, after the moves it lists in `setup`
 * (the tutor's turn, or the player's moves that only set the stage). The lesson asks for one move,
 * `play` (in notation); `accept` may allow others that teach the same (`water *`: any water
 * tile), as long as no later lesson depends on where they went.
 */
import { applyAction, boardOf, formatAction, isRejection, legalActions, newGame, parseAction, type BaseAction, type BaseState } from '../api.js';
import { topology } from '../engine/board.js';
import type { Lesson, TutorialScript } from './script.js';

export type { Lesson, TutorialScript } from './script.js';

/** A lesson that cannot be played as written: the script is wrong, not the player. */
export class LessonError extends Error {}

/** The game a tutorial starts from. */
export function startOf(script: TutorialScript): BaseState {
  const map = script.map; // read once: a script may read its board from a file when asked
  return newGame(script.rules, { ...script.options, ...(map ? { map } : {}), players: [...script.seats] });
}

/** A move in notation, played; a LessonError naming the lesson when it cannot be. */
export function playMove(state: BaseState, move: string, where: string): { state: BaseState; action: BaseAction } {
  const action = parseAction(state, move);
  if (isRejection(action)) throw new LessonError(`${where}: "${move}" is not a move here: ${action.message}`);
  const r = applyAction(state, action);
  if (!r.ok) throw new LessonError(`${where}: "${move}" is refused: ${r.message}`);
  return { state: r.state, action };
}

/**
 * Whether a move in notation is what `pattern` says: the same move, or one it begins (`water *`).
 * The lessons write their moves as the engine prints them (a test checks it), so text compares.
 */
export function matchesNotation(pattern: string, notation: string): boolean {
  return pattern.endsWith(' *') ? notation.startsWith(pattern.slice(0, -1)) : pattern === notation;
}

/** Whether `action` is one the lesson asks for or accepts. */
export function meetsLesson(lesson: Lesson, state: BaseState, action: BaseAction): boolean {
  const notation = formatAction(state, action);
  return [lesson.play, ...(lesson.accept ?? [])].some((p) => matchesNotation(p, notation));
}

/** Each lesson's position (after its setup); LessonError when one does not play. */
export function lessonPositions(script: TutorialScript): { at: BaseState }[] {
  let state = startOf(script);
  const out: { at: BaseState }[] = [];
  script.lessons.forEach((lesson, i) => {
    const where = `lesson ${i + 1} (${lesson.title})`;
    for (const move of lesson.setup ?? []) state = playMove(state, move, where).state;
    const at = state;
    const played = playMove(state, lesson.play, where);
    const written = formatAction(at, played.action);
    if (written !== lesson.play) throw new LessonError(`${where}: write "${lesson.play}" as the engine does: "${written}"`);
    const topo = topology(boardOf(at));
    for (const label of lesson.spaces ?? []) if (!topo.label.includes(label)) throw new LessonError(`${where}: no space ${label} on the board`);
    const legal = lesson.accept ? legalActions(at).map((x) => formatAction(at, x)) : [];
    for (const a of lesson.accept ?? []) if (!legal.some((n) => matchesNotation(a, n))) throw new LessonError(`${where}: nothing legal is accepted as "${a}"`);
    out.push({ at });
    state = played.state;
  });
  return out;
}

/**
 * Checks a script's shape (a file of lessons is data, and data is checked when it loads): the
 * texts say something and are not too long for the lesson panel, the moves are notations.
 */
export function checkScript(script: TutorialScript): TutorialScript {
  if (script.lessons.length === 0) throw new LessonError('a tutorial needs lessons');
  script.lessons.forEach((l, i) => {
    const where = `lesson ${i + 1}`;
    if (!l.title.trim() || l.title.length > 40) throw new LessonError(`${where}: a title of 1 to 40 characters`);
    if (!l.text.trim() || l.text.length > 400) throw new LessonError(`${where}: a text of 1 to 400 characters`);
    if (!l.play.trim()) throw new LessonError(`${where}: no move to play`);
  });
  return script;
}
