/**
 * The games the product plays: the only list of them. A new game is a folder beside these and a
 * line in each list here (a module and its about part); nothing else in src/ names a game.
 */
import type { BaseState } from '../engine/ruleset.js';
import { classicAbout } from './classic/about.js';
import { classicGame } from './classic/index.js';
import type { Game, GameAbout } from './game.js';
import { h2026About } from './h2026/about.js';
import { h2026Game } from './h2026/index.js';

export type { Game, GameAbout } from './game.js';

/** Every game, the default (for the command line and the setup questions) first. */
export const GAMES: readonly Game[] = [classicGame, h2026Game];

/**
 * The same games by name and options only, in the same order: what the command line's flags and
 * help are made of. Kept apart from GAMES so that answering `--help` loads no game's rules.
 */
export const ABOUT_GAMES: readonly GameAbout[] = [classicAbout, h2026About];

/** The game whose ruleset is named `name` (as records and `--rules` name it), or undefined. */
export function findGame(name: string): Game | undefined {
  return GAMES.find((g) => g.rules.about.name === name);
}

/** The game a state is of; throws for a state of no known game (a programming error). */
export function gameOf(state: BaseState): Game {
  const game = findGame(state.ruleset);
  if (!game) throw new Error(`no game '${state.ruleset}'`);
  return game;
}
