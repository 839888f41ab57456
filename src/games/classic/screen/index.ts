/**
 * Classic Hacienda on the screen: its presenter (src/tui/game/presenter.ts).
 */
import type { BaseAction, BaseState } from '../../../engine/ruleset.js';
import type { ClassicAction, ClassicState } from '../rules/state.js';
import { ACTIONS_PER_TURN } from '../rules/components.js';
import type { Presenter } from '../../../tui/game/presenter.js';
import { cellLook, describeSpace, terrainKeys } from './cells.js';
import { counting } from './counting.js';
import { legendLines, RULES, RULINGS, sideLegend } from './help.js';
import { actionSpaces, actionWords, logEntries } from './log.js';
import { buildMenu } from './menu.js';
import { finalLines, handLines, playerLines, scoringLines, supplyLines, topLine } from './panels.js';
import { targetsFor } from './targets.js';

const C = (s: BaseState) => s as ClassicState;
const A = (a: BaseAction) => a as ClassicAction;

export const classicPresenter: Presenter = {
  ruleset: 'classic',
  cellLook: (state, topo, s, hl, glyphs) => cellLook(C(state), topo, s, hl, glyphs),
  describeSpace: (state, topo, s, names) => describeSpace(C(state), topo, s, names),
  terrainKeys,
  counting: (state, names) => counting(C(state), names),
  topLine: (state, names, viewer, theme, extra) => topLine(C(state), names, viewer, 0, theme, extra),
  playerLines,
  handLines: (state, viewer, names, width, theme) => handLines(C(state), viewer, names, width, theme),
  supplyLines: (state, width, theme) => supplyLines(C(state), width, theme),
  sideLines: 9,
  scoringLines,
  finalLines: (state, names, winners, theme) => finalLines(C(state), names, winners, theme),
  endQuestion: (state) => {
    const left = ACTIONS_PER_TURN - C(state).turn.actions;
    return `End your turn${left > 0 ? ` with ${left} action${left === 1 ? '' : 's'} left` : ''}?`;
  },
  buildMenu: (view, legal) => buildMenu(C(view), legal),
  targetsFor: (state, topo, item, cursor, step) => targetsFor(C(state), topo, item, cursor, step),
  logEntries: (before, action, events, index) => logEntries(C(before), A(action), events, index),
  actionWords: (before, action) => actionWords(C(before), A(action)),
  actionSpaces: (_before, action) => actionSpaces(A(action)),
  money: (state, seat) => C(state).players[seat]?.money ?? 0,
  moneyCategory: 'money',
  gains: (_before, action) => (A(action).type === 'buy' ? 'a card' : null),
  legendLines,
  sideLegend,
  actionKeys: [
    { key: 'b', help: 'buy a card' },
    { key: 'p', help: 'play a card' },
    { key: 'c', help: 'buy a hacienda (casa)' },
    { key: 'w', help: 'buy a water tile' },
    { key: 't', help: 'harvest (a token)' },
    { key: 'e', help: 'end the turn' },
  ],
  rulesTitle: 'RULES (Classic)',
  rules: RULES,
  rulings: RULINGS,
};
