/**
 * Hacienda 2026 (rulebook 001, rulings N1-N11, B1-B2, and ours R2026-1 onwards in
 * docs/rulings.md), registered as `2026`.
 */
import { h2026About } from '../about.js';
import type { Ruleset } from '../../../engine/ruleset.js';
import { applyH26 } from './apply.js';
import { h26LegalActions } from './legal.js';
import { formatH26Action, parseH26Action } from './notation.js';
import { SCORE_CATEGORIES, scoreNow, totalPoints, winningSeats } from './scoring.js';
import { newH26Game } from './setup.js';
import type { H26Action, H26Options, H26State } from './state.js';
import type { H26Event } from './events.js';
import { h26View } from './view.js';
import { h26Determinize } from './determinize.js';
import { h26PublicJson } from './public-json.js';
import { h26RecordedEvents } from './record-events.js';
import { h26FromSetup, h26SetupOf, type H26Setup } from './setup.js';

export const h2026: Ruleset<H26State, H26Action, H26Options, H26Event> = {
  about: h2026About,
  scoreCategories: SCORE_CATEGORIES,
  newGame: newH26Game,
  currentPlayer: (state) => (state.over ? -1 : state.turn.player),
  playerCount: (state) => state.players.length,
  board: (state) => state.map,
  boardName: (options) => `${String(options.mode ?? 'basic')} mode, ${String(options.layout ?? 'standard')} layout`,
  legalActions: h26LegalActions,
  apply: applyH26,
  view: h26View,
  projectedScores: scoreNow,
  totals: totalPoints,
  isOver: (state) => state.over,
  winners: winningSeats,
  formatAction: formatH26Action,
  parseAction: parseH26Action,
  determinize: h26Determinize,
  setupOf: h26SetupOf,
  fromSetup: (options, setup) => h26FromSetup(options, setup as H26Setup),
  recordedEvents: h26RecordedEvents,
  toPublicJson: h26PublicJson,
};

export type { H26Action, H26Options, H26State } from './state.js';
export type { H26Event } from './events.js';
