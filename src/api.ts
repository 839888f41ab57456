/**
 * The public API of the game engine: what the CLI, the TUI, the bots and the records call.
 * Every function dispatches to the ruleset named in the state (`state.ruleset`), one of the games
 * of src/games/index.ts.
 */
import type { ApplyResult, BaseAction, BaseOptions, BaseState, ChanceInput, Rejection, Ruleset, ScoreBreakdown } from './engine/ruleset.js';
import { SetupError } from './engine/ruleset.js';
import type { MapData } from './engine/board.js';
import { findGame, GAMES } from './games/index.js';

export { stableHash, canonicalJson } from './engine/hash.js';
export { topology, type MapData, type Topology } from './engine/board.js';
export { HIDDEN_CARD, scoringIn, SetupError } from './engine/ruleset.js';
export type {
  Applied,
  ApplyResult,
  BaseAction,
  BaseOptions,
  BaseState,
  ChanceInput,
  CoreEvent,
  GameEvent,
  Rejection,
  Ruleset,
  ScoreBreakdown,
  ScoringEvent,
} from './engine/ruleset.js';

/** Names of the rulesets that can be played. */
export function rulesets(): string[] {
  return GAMES.map((g) => g.rules.about.name);
}

/** The ruleset with this name; throws SetupError naming the known ones. */
export function ruleset(name: string): Ruleset {
  const r = findGame(name)?.rules;
  if (!r) throw new SetupError(`unknown rules '${name}' (known: ${rulesets().join(', ')})`);
  return r;
}

// Bots call these millions of times, nearly always for one ruleset: remember the last one.
let last: Ruleset | undefined;

function rulesOf(state: BaseState): Ruleset {
  if (last?.about.name === state.ruleset) return last;
  return (last = ruleset(state.ruleset));
}

/**
 * A new game of ruleset `rules`: the players, the seed, and the game's own options (its
 * `options` specification), a board among them by a built-in board's name or as a MapData.
 */
export function newGame(rules: string, options: BaseOptions & Readonly<Record<string, unknown>>): BaseState {
  return ruleset(rules).newGame(options);
}

export const currentPlayer = (state: BaseState): number => rulesOf(state).currentPlayer(state);
/** How many players the game has. */
export const playerCount = (state: BaseState): number => rulesOf(state).playerCount(state);
/** The board the game is played on, as it stands. */
export const boardOf = (state: BaseState): MapData => rulesOf(state).board(state);
export const legalActions = (state: BaseState): BaseAction[] => rulesOf(state).legalActions(state);
/** The next state or a rejection; `chance` says where the outcomes of chance come from (default: the state's generator). */
export const applyAction = (state: BaseState, action: BaseAction, chance?: ChanceInput): ApplyResult<BaseState> => rulesOf(state).apply(state, action, chance);
export const playerView = (state: BaseState, seat: number): BaseState => rulesOf(state).view(state, seat);
export const projectedScores = (state: BaseState): ScoreBreakdown[] => rulesOf(state).projectedScores(state);
export const totals = (state: BaseState): number[] => rulesOf(state).totals(state);
export const isOver = (state: BaseState): boolean => rulesOf(state).isOver(state);
export const winners = (state: BaseState): number[] => rulesOf(state).winners(state);
export const formatAction = (state: BaseState, action: BaseAction): string => rulesOf(state).formatAction(state, action);
export const parseAction = (state: BaseState, text: string): BaseAction | Rejection => rulesOf(state).parseAction(state, text);

export function isRejection(x: unknown): x is Rejection {
  return typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false;
}
