/**
 * What one seat may see: its own hand, the board, the queue and the discard pile, every player's
 * VP, reserves and pieces, and how many cards each hand and the deck hold, but not which: other
 * hands, the deck and the removed cards are HIDDEN_CARD, and the generator is blanked.
 */
import { HIDDEN_CARD } from '../../../engine/ruleset.js';
import type { H26State } from './state.js';

const hide = (cards: readonly number[]) => cards.map(() => HIDDEN_CARD);

export function h26View(state: H26State, seat: number): H26State {
  return {
    ...state,
    hidden: true,
    rng: [0, 0, 0, 0],
    players: state.players.map((p, i) => (i === seat ? p : { ...p, hand: hide(p.hand) })),
    deck: hide(state.deck),
    removed: hide(state.removed),
  };
}
