/**
 * What one seat may see: its own hand, the board, the displays, every player's money and pieces,
 * and how many cards each deck and hand holds, but not which: other hands, the decks, the second
 * animal stack and the removed cards are HIDDEN_CARD, and the generator is blanked.
 */
import { HIDDEN_CARD } from '../../../engine/ruleset.js';
import type { ClassicState } from './state.js';

const hide = (cards: readonly number[]) => cards.map(() => HIDDEN_CARD);

export function classicView(state: ClassicState, seat: number): ClassicState {
  return {
    ...state,
    hidden: true,
    rng: [0, 0, 0, 0],
    players: state.players.map((p, i) => (i === seat ? p : { ...p, landHand: hide(p.landHand), animalHand: hide(p.animalHand) })),
    landDeck: hide(state.landDeck),
    animalDeck: hide(state.animalDeck),
    animalReserve: hide(state.animalReserve),
    removedAnimals: hide(state.removedAnimals),
  };
}
