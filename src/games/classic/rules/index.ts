/**
 * Classic Hacienda (rulebook 000, with 004 as a second translation, and rulings C1-C15, B1-B2).
 */
import type { MapData } from '../../../engine/board.js';
import { classicAbout } from '../about.js';
import type { Ruleset } from '../../../engine/ruleset.js';
import { applyClassic } from './apply.js';
import { classicLegalActions } from './legal.js';
import { formatClassicAction, parseClassicAction } from './notation.js';
import { SCORE_CATEGORIES, scoreNow, totalPoints, winningSeats } from './scoring.js';
import { classicPublicJson } from './public-json.js';
import { classicRecordedEvents } from './record-events.js';
import { classicFromSetup, classicSetupOf, newClassicGame, type ClassicSetup } from './setup.js';
import type { ClassicAction, ClassicOptions, ClassicState } from './state.js';
import type { ClassicEvent } from './events.js';
import { classicView } from './view.js';
import { classicDeterminize } from './determinize.js';

export const classic: Ruleset<ClassicState, ClassicAction, ClassicOptions, ClassicEvent> = {
  about: classicAbout,
  scoreCategories: SCORE_CATEGORIES,
  newGame: newClassicGame,
  currentPlayer: (state) => (state.over ? -1 : state.turn.player),
  playerCount: (state) => state.players.length,
  board: (state) => state.map,
  // A built-in board goes by its name, and a board from a file carries one: no board is read for a heading.
  boardName: ({ map }) => `map ${typeof map === 'string' ? map : ((map as MapData | undefined)?.name ?? classicAbout.options[0]!.default)}`,
  legalActions: classicLegalActions,
  apply: applyClassic,
  view: classicView,
  projectedScores: scoreNow,
  totals: totalPoints,
  isOver: (state) => state.over,
  winners: winningSeats,
  formatAction: formatClassicAction,
  parseAction: parseClassicAction,
  determinize: classicDeterminize,
  setupOf: classicSetupOf,
  fromSetup: (options, setup) => classicFromSetup(options, setup as ClassicSetup),
  recordedEvents: classicRecordedEvents,
  toPublicJson: classicPublicJson,
};

export type { ClassicAction, ClassicOptions, ClassicState } from './state.js';
export type { ClassicEvent } from './events.js';
