/**
 * The presenter of each game the screen can show (src/games/index.ts lists the games).
 */
import type { BaseState } from '../../engine/ruleset.js';
import { findGame, gameOf } from '../../games/index.js';
import type { Presenter } from './presenter.js';

/** Whether the screen can show games of `ruleset`. */
export function canShow(ruleset: string): boolean {
  return findGame(ruleset)?.presenter !== undefined;
}

/** The presenter of a state's game. */
export function presenterOf(state: BaseState): Presenter {
  const p = gameOf(state).presenter;
  if (!p) throw new Error(`the screen cannot show ruleset '${state.ruleset}'`);
  return p;
}
