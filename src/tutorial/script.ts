/**
 * What a tutorial is, as data: each game's folder writes its lessons in this shape, and
 * lessons.ts checks and plays them. (Types only, so that a game's lessons depend on nothing of
 * the engine's public API.)
 */
import type { MapData } from '../engine/board.js';

export interface Lesson {
  /** A few words: the lesson's subject (`a chain`), also in "this lesson is about a chain". */
  readonly title: string;
  /** Two or three plain sentences. */
  readonly text: string;
  /** Moves played before the lesson shows, in order, by whoever is to act. */
  readonly setup?: readonly string[];
  /** The move the lesson asks for. */
  readonly play: string;
  /** Other moves that do as well: a notation, or a prefix ending in ` *`. */
  readonly accept?: readonly string[];
  /** Spaces to show on the board, by label. */
  readonly spaces?: readonly string[];
}

export interface TutorialScript {
  readonly rules: string;
  /** The game's options (its seed among them) besides the players. */
  readonly options: Readonly<{ seed: string } & Record<string, string | number>>;
  /** The board, for a game played on one. */
  readonly map?: MapData;
  /** The player's seat comes first; the tutor's second. */
  readonly seats: readonly [string, string];
  readonly lessons: readonly Lesson[];
  /** What the last screen says: the game goes on against the random bot. */
  readonly finale: string;
}
