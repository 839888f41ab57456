/**
 * What one seat may see: its own hand, the board, the queue and the discard pile, every player's
 * VP, reserves and pieces, and how many cards each hand and the deck hold, but not which: other
 * hands (but for the cards the table saw taken from the queue, docs/rulings.md R10), the deck and
 * the removed cards are hidden (the core's view, src/engine/view.ts).
 */
import { hideCards, viewFor } from '../../../engine/view.js';
import type { H2026State } from './state.js';

export function h2026View(state: H2026State, seat: number): H2026State {
  return viewFor(state, seat, (p) => ({ ...p, hand: hideCards(p.hand, p.shown) }), ['deck', 'removed']);
}
