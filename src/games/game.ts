/**
 * What one game is, as the generic code meets it: its rules (the engine contract), what the bots
 * know of it, and how the screen shows it. Each game's folder fills this in once
 * (classic/index.ts, h2026/index.ts) and src/games/index.ts lists them. The interfaces belong to
 * the generic code that calls them; a game only implements them.
 */
import type { Knowledge } from '../bots/knowledge.js';
import type { BaseAction, BaseOptions, BaseState, Ruleset } from '../engine/ruleset.js';
import type { Presenter } from '../tui/game/presenter.js';
import type { TutorialScript } from '../tutorial/script.js';

// Each game has its own state, action and option types; generic code sees them as the base ones.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any>;

export type { GameAbout } from '../engine/ruleset.js';

export interface Game {
  readonly rules: Ruleset<BaseState, BaseAction, BaseOptions>;
  /**
   * Makes what the greedy and strong bots know of it: one for each user (a search, a decision, the
   * coach's judging of a game), since it owns what its evaluation and policy work in. Without it
   * the bots play on its projected scores.
   */
  readonly knowledge?: () => Knowledge;
  /** How the screen shows it; a game without one can be simulated and replayed as text only. */
  readonly presenter?: Presenter;
  /** Its tutorial's lessons (`hacienda tutorial`); a game without one has no tutorial yet. */
  readonly tutorial?: TutorialScript;
}

/** A game module from its typed parts (the one place where a game's own types meet the base ones). */
export function gameModule(parts: { rules: AnyRuleset; knowledge?: () => Knowledge; presenter?: Presenter; tutorial?: TutorialScript }): Game {
  return parts as Game;
}
