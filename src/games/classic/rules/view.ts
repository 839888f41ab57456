/**
 * What one seat may see: its own hand, the board, the displays, every player's money and pieces,
 * and how many cards each deck and hand holds, but not which: other hands (but for the cards the
 * table saw taken from a display), the decks, the second animal stack and the removed cards are
 * hidden (the core's view, src/engine/view.ts).
 */
import { hideCards, viewFor } from '../../../engine/view.js';
import type { ClassicState } from './state.js';

export function classicView(state: ClassicState, seat: number): ClassicState {
  return viewFor(state, seat, (p) => ({ ...p, landHand: hideCards(p.landHand, p.shownLand), animalHand: hideCards(p.animalHand, p.shownAnimals) }), [
    'landDeck',
    'animalDeck',
    'animalReserve',
    'removedAnimals',
  ]);
}
