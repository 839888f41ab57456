/**
 * A seat's view, as both games make it: the state with the generator blanked and the cards that
 * seat may not see (others' hands, decks, removed cards) replaced by HIDDEN_CARD, each pile keeping
 * its size, and the mark that it is a view (`hidden`).
 */
import { HIDDEN_CARD, type BaseState } from './ruleset.js';

/** The same number of cards, none of them known. */
export function hideCards(cards: readonly number[]): number[] {
  return cards.map(() => HIDDEN_CARD);
}

/**
 * The view of `seat`: `others(p)` hides what another player holds; `piles` are the state's card
 * lists no one sees.
 */
export function viewFor<S extends BaseState & { players: readonly object[] }>(
  state: S,
  seat: number,
  others: (p: S['players'][number]) => S['players'][number],
  piles: readonly (keyof S)[],
): S {
  const view: S = { ...state, hidden: true, rng: [0, 0, 0, 0], players: state.players.map((p, i) => (i === seat ? p : others(p))) };
  for (const pile of piles) (view as Record<keyof S, unknown>)[pile] = hideCards(state[pile] as readonly number[]);
  return view;
}
