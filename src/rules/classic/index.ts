/**
 * Classic Hacienda (rulebook 000, with 004 as a second translation, and rulings C1-C15, B1-B2).
 */
import type { Ruleset } from '../../engine/ruleset.js';
import { applyClassic } from './apply.js';
import { classicLegalActions } from './legal.js';
import { formatClassicAction, parseClassicAction } from './notation.js';
import { SCORE_CATEGORIES, scoreNow, totalPoints, winningSeats } from './scoring.js';
import { MAX_PLAYERS, MIN_PLAYERS, newClassicGame } from './setup.js';
import type { ClassicAction, ClassicOptions, ClassicState } from './state.js';
import { classicView } from './view.js';

export const classic: Ruleset<ClassicState, ClassicAction, ClassicOptions> = {
  name: 'classic',
  scoreCategories: SCORE_CATEGORIES,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  newGame: newClassicGame,
  currentPlayer: (state) => (state.over ? -1 : state.turn.player),
  legalActions: classicLegalActions,
  apply: applyClassic,
  view: classicView,
  projectedScores: scoreNow,
  totals: totalPoints,
  isOver: (state) => state.over,
  winners: winningSeats,
  formatAction: formatClassicAction,
  parseAction: parseClassicAction,
};

export type { ClassicAction, ClassicOptions, ClassicState } from './state.js';
