/**
 * Dealing what a seat cannot see (the engine contract's `determinize`): for a search bot that
 * samples the hidden cards. Every card the seat has not seen (other players' hands, the decks, the
 * second animal stack, the removed animals) is dealt at random into those places, keeping how many
 * cards each of them holds. What the seat has seen stays: its own hand, the displays, the cards
 * played, and the cards of other hands that the table saw taken from a display. The given state
 * may be a view or a whole state: the hidden places' contents are never read, only their sizes,
 * so the result depends on nothing the seat cannot see.
 */
import { nextUint32, shuffled, type RngState } from '../../../engine/rng.js';
import { dealHand } from '../../../engine/view.js';
import { ANIMAL_CARD_COUNT, LAND_CARD_COUNT } from './components.js';
import { copyOf } from './draft.js';
import type { ClassicState } from './state.js';

export function classicDeterminize(state: ClassicState, seat: number, rng: RngState): ClassicState {
  const unseenCards = unseenBy(state, seat);
  const land = shuffled(rng, unseenCards.land);
  const animals = shuffled(rng, unseenCards.animals);

  let li = 0;
  let ai = 0;
  const takeLand = (n: number) => land.slice(li, (li += n));
  const takeAnimals = (n: number) => animals.slice(ai, (ai += n));
  // Another player's hand keeps the cards the table saw taken, in their places; the rest are dealt.
  const players = state.players.map((p, i) =>
    i === seat ? p : { ...p, landHand: dealHand(p.landHand, p.shownLand, takeLand), animalHand: dealHand(p.animalHand, p.shownAnimals, takeAnimals) },
  );
  // A whole state again (no view's mark): a copy with the dealt places put in. Neither a spread
  // nor `delete`, which would leave V8 a slow object for every search iteration to read.
  const out = copyOf(state);
  out.rng = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng) | 1];
  out.players = players;
  out.landDeck = takeLand(state.landDeck.length);
  out.animalDeck = takeAnimals(state.animalDeck.length);
  out.animalReserve = takeAnimals(state.animalReserve.length);
  out.removedAnimals = takeAnimals(state.removedAnimals.length);
  if (li !== land.length || ai !== animals.length) {
    throw new Error(`classicDeterminize: ${land.length - li} land and ${animals.length - ai} animal cards left over; the state is not a possible one`);
  }
  return out;
}

/**
 * The cards `seat` has not seen in `state`, ascending: land, then animals. Kept for each state
 * and seat: a search deals the same view thousands of times, and states never change.
 */
const unseenOf = new WeakMap<ClassicState, { seat: number; land: number[]; animals: number[] }>();

function unseenBy(state: ClassicState, seat: number): { land: number[]; animals: number[] } {
  const kept = unseenOf.get(state);
  if (kept !== undefined && kept.seat === seat) return kept;
  const me = state.players[seat]!;

  // Land: every card is in a hand, the display, the played cards or the deck.
  const landSeen = new Uint8Array(LAND_CARD_COUNT);
  for (const c of me.landHand) landSeen[c] = 1;
  for (const c of state.landDisplay) landSeen[c] = 1;
  for (const c of state.playedLand) landSeen[c] = 1;
  for (const p of state.players) for (const c of p.shownLand) landSeen[c] = 1;

  // Animals: hands, the display, the played cards, the two stacks and the removed cards.
  const animalSeen = new Uint8Array(ANIMAL_CARD_COUNT);
  for (const c of me.animalHand) animalSeen[c] = 1;
  for (const c of state.animalDisplay) animalSeen[c] = 1;
  for (const c of state.playedAnimals) animalSeen[c] = 1;
  for (const p of state.players) for (const c of p.shownAnimals) animalSeen[c] = 1;

  const made = { seat, land: notSeen(landSeen), animals: notSeen(animalSeen) };
  unseenOf.set(state, made);
  return made;
}

/** The card ids not marked as seen, ascending. */
function notSeen(seen: Uint8Array): number[] {
  const out: number[] = [];
  for (let c = 0; c < seen.length; c++) if (!seen[c]) out.push(c);
  return out;
}
