/**
 * Hacienda 2026 on the screen: its presenter (src/tui/game/presenter.ts).
 */
import type { Applied, BaseAction, BaseState, GameEvent } from '../../../engine/ruleset.js';
import { foreseeH2026 } from '../rules/apply.js';
import type { H2026Event } from '../rules/events.js';
import type { H2026Action, H2026State } from '../rules/state.js';
import type { Presenter } from '../../../tui/game/presenter.js';
import { cellLook, describeSpace, terrainKeys } from './cells.js';
import { counting } from './counting.js';
import { legendLines, RULES, RULINGS, sideLegend } from './help.js';
import { actionSpaces, actionWords, logEntries } from './log.js';
import { buildMenu, targetsFor } from './menu.js';
import { finalLines, handLines, playerLines, scoringLines, supplyLines, topLine } from './panels.js';
import { layoutAt, layoutMove, layoutPreview } from './tiles.js';

/** What an action gains that a scoring now does not count yet, besides cards: something to play later. */
const GAINS: Partial<Record<H2026Action['type'], string>> = { water: 'a water tile to lay', platform: 'a platform to place' };

/**
 * What an action gained, from what applying it did: the cards the mover took or drew (a card
 * taken, a visitor center's 2, a reserve token's), an extra action (a visitor center's), and what
 * it paid for.
 */
function gains(before: BaseState, action: BaseAction, events: readonly GameEvent[]): string | null {
  const seat = (before as H2026State).turn.player;
  let cards = 0;
  let extra = 0;
  for (const e of events as readonly H2026Event[]) {
    if (e.type === 'took' && e.player === seat) cards++;
    else if (e.type === 'drew' && e.player === seat) cards += e.cards.length;
    else if (e.type === 'extra-action' && e.player === seat) extra++;
  }
  const parts: string[] = [];
  if (cards > 0) parts.push(cards === 1 ? 'a card' : `${cards} cards`);
  if (extra > 0) parts.push(extra === 1 ? 'an extra action' : `${extra} extra actions`);
  const paidFor = GAINS[(action as H2026Action).type];
  if (paidFor) parts.push(paidFor);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * A move that a visitor center makes draw from the deck, foreseen with its cards drawn unseen
 * (rules foreseeH2026): what it is worth does not depend on which. Other draws from the hidden deck
 * (the deck's top card, a reserve token's cards) are not foreseen: their menu notes say them.
 */
function foresee(view: BaseState, action: BaseAction): Applied<BaseState> | null {
  const r = foreseeH2026(view as H2026State, action as H2026Action);
  return r.ok && r.events.some((e) => e.type === 'center') ? r : null;
}

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
    const s = state as H2026State;
    const left = s.turn.allowed - s.turn.actions;
    return `End your turn${left > 0 ? ` with ${left} action${left === 1 ? '' : 's'} left (nothing else can be done)` : ''}?`;
  },
  buildMenu,
  targetsFor,
  logEntries,
  actionWords,
  actionSpaces,
  gains,
  foresee,
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
  layoutNote: 'your map tile: the arrows move it to where it fits, r turns it, tab the next place, enter lays it',
  layoutPreview,
  layoutMove,
  layoutAt,
};
