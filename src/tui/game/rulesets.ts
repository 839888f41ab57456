/**
 * The presenter of each ruleset the screen can show, by the state's ruleset name.
 */
import type { BaseState } from '../../api.js';
import { classicPresenter } from './classic/index.js';
import { h2026Presenter } from './h2026/index.js';
import type { Presenter } from './presenter.js';

const PRESENTERS: Readonly<Record<string, Presenter>> = { classic: classicPresenter, '2026': h2026Presenter };

/** Whether the screen can show games of `ruleset`. */
export function canShow(ruleset: string): boolean {
  return ruleset in PRESENTERS;
}

/** The presenter of a state's ruleset. */
export function presenterOf(state: BaseState): Presenter {
  const p = PRESENTERS[state.ruleset];
  if (!p) throw new Error(`the screen cannot show ruleset '${state.ruleset}'`);
  return p;
}
