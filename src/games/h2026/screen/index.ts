/**
 * Hacienda 2026 on the screen: its presenter (src/tui/game/presenter.ts).
 */
import type { BaseState } from '../../../engine/ruleset.js';
import type { H26Action, H26State } from '../rules/state.js';
import type { Presenter } from '../../../tui/game/presenter.js';
import { cellLook, describeSpace, terrainKeys } from './cells.js';
import { counting } from './counting.js';
import { legendLines, RULES, RULINGS, sideLegend } from './help.js';
import { actionSpaces, actionWords, logEntries } from './log.js';
import { buildMenu, targetsFor } from './menu.js';
import { finalLines, handLines, playerLines, scoringLines, supplyLines, topLine } from './panels.js';
import { layoutAt, layoutMove, layoutPreview } from './tiles.js';

/** What an action gains that a scoring now does not count yet: something to play later. */
const GAINS: Partial<Record<H26Action['type'], string>> = { take: 'a card', water: 'a water tile to lay', platform: 'a platform to place' };

export const h2026Presenter: Presenter = {
  ruleset: '2026',
  cellLook,
  describeSpace,
  terrainKeys,
  counting,
  topLine,
  playerLines,
  handLines,
  supplyLines,
  sideLines: 8,
  scoringLines,
  finalLines,
  endQuestion: (state: BaseState) => {
    const s = state as H26State;
    const left = s.turn.allowed - s.turn.actions;
    return `End your turn${left > 0 ? ` with ${left} action${left === 1 ? '' : 's'} left (nothing else can be done)` : ''}?`;
  },
  buildMenu,
  targetsFor,
  logEntries,
  actionWords,
  actionSpaces,
  gains: (_before, action) => GAINS[(action as H26Action).type] ?? null,
  legendLines,
  sideLegend,
  actionKeys: [
    { key: 't', help: 'take a card (the deck or the queue)' },
    { key: 'p', help: 'play a matching pair' },
    { key: 'r', help: 'put a reserve token on a land chain' },
    { key: 'w', help: 'pay for a water tile (4 different animals)' },
    { key: 'v', help: 'pay for a viewing platform (6 different terrains)' },
    { key: 'n', help: "now: a visitor center's choice, or where the tile or platform paid for goes" },
    { key: 'e', help: 'end the turn (only with nothing left to do)' },
  ],
  rulesTitle: 'RULES (Hacienda 2026)',
  rules: RULES,
  rulings: RULINGS,
  layoutPreview,
  layoutMove,
  layoutAt,
};
