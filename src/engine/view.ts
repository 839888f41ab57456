/**
 * A seat's view, as both games make it: the state with the generator blanked and the cards that
 * seat may not see (others' hands, decks, removed cards) replaced by HIDDEN_CARD, each pile keeping
 * its size, and the mark that it is a view (`hidden`).
 */
import { HIDDEN_CARD, type BaseState } from './ruleset.js';

/**
 * The same number of cards, in their places, none of them known but those in `known` (the cards
 * of a hand the table saw taken face up: docs/rulings.md R10).
 */
export function hideCards(cards: readonly number[], known: readonly number[] = []): number[] {
  return known.length === 0 ? cards.map(() => HIDDEN_CARD) : cards.map((c) => (known.includes(c) ? c : HIDDEN_CARD));
}

/**
 * The inverse, for dealing what a seat cannot see: another player's hand with its `known` cards
 * kept in their places and the rest taken from the unseen cards by `take(n)`.
 */
export function dealHand(hand: readonly number[], known: readonly number[], take: (n: number) => number[]): number[] {
  return known.length === 0 ? take(hand.length) : hand.map((c) => (known.includes(c) ? c : take(1)[0]!));
}

/**
 * R10: `card` left a hand whose `known` cards the table saw taken. Cards of a kind look alike, so
 * the others cannot tell which of that kind went: the card itself is known no more if it was
 * known, else the first known card of its kind. The index in `known` to forget, or -1.
 */
export function forgottenAt(known: readonly number[], card: number, kindOf: (card: number) => unknown): number {
  const i = known.indexOf(card);
  return i >= 0 ? i : known.findIndex((c) => kindOf(c) === kindOf(card));
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
