/**
 * Hacienda 2026 (rulebook 001, rulings N1-N11, B1-B2, and ours R2026-1 onwards in
 * docs/rulings.md), registered as `2026`.
 */
import { h2026About } from '../about.js';
import type { Ruleset } from '../../../engine/ruleset.js';
import { applyH2026 } from './apply.js';
import { h2026LegalActions } from './legal.js';
import { formatH2026Action, parseH2026Action } from './notation.js';
import { SCORE_CATEGORIES, scoreNow, totalPoints, winningSeats } from './scoring.js';
import { newH2026Game } from './setup.js';
import type { H2026Action, H2026Options, H2026State } from './state.js';
import type { H2026Event } from './events.js';
import { h2026View } from './view.js';
import { h2026Determinize } from './determinize.js';
import { h2026PublicJson } from './public-json.js';
import { h2026RecordedEvents } from './record-events.js';
import { h2026FromSetup, h2026SetupOf, type H2026Setup } from './setup.js';

export const h2026: Ruleset<H2026State, H2026Action, H2026Options, H2026Event> = {
  about: h2026About,
  scoreCategories: SCORE_CATEGORIES,
  newGame: newH2026Game,
  currentPlayer: (state) => (state.over ? -1 : state.turn.player),
  playerCount: (state) => state.players.length,
  board: (state) => state.map,
  boardName: (options) => `${String(options.mode ?? 'basic')} mode, ${String(options.layout ?? 'standard')} layout`,
  legalActions: h2026LegalActions,
  apply: applyH2026,
  view: h2026View,
  projectedScores: scoreNow,
  totals: totalPoints,
  isOver: (state) => state.over,
  winners: winningSeats,
  formatAction: formatH2026Action,
  parseAction: parseH2026Action,
  determinize: h2026Determinize,
  setupOf: h2026SetupOf,
  fromSetup: (options, setup) => h2026FromSetup(options, setup as H2026Setup),
  recordedEvents: h2026RecordedEvents,
  toPublicJson: h2026PublicJson,
};

export type { H2026Action, H2026Options, H2026State } from './state.js';
export type { H2026Event } from './events.js';
