/**
 * What one seat may see: its own hand, the board, the queue and the discard pile, every player's
 * VP, reserves and pieces, and how many cards each hand and the deck hold, but not which: other
 * hands (but for the cards the table saw taken from the queue, docs/rulings.md R10), the deck and
 * the removed cards are hidden (the core's view, src/engine/view.ts).
 */
import { HIDDEN_CARD } from '../../../engine/ruleset.js';
import { viewFor } from '../../../engine/view.js';
import type { H26State } from './state.js';

/** The hand as the others see it: the cards in `shown` by id, in their places; the rest hidden. */
const seenOf = (hand: readonly number[], shown: readonly number[]) => hand.map((c) => (shown.includes(c) ? c : HIDDEN_CARD));

export function h26View(state: H26State, seat: number): H26State {
  return viewFor(state, seat, (p) => ({ ...p, hand: seenOf(p.hand, p.shown) }), ['deck', 'removed']);
}
