/**
 * Dealing what a seat cannot see (the engine contract's `determinize`), for search bots: every card
 * the seat has not seen (other players' hands, the deck, the removed cards) is dealt at random into
 * those places, keeping how many cards each holds. What the seat has seen stays: its own hand, the
 * queue, the discard pile, the cards paid for a pending water tile or platform, and the cards of
 * other hands that the table saw taken from the queue (docs/rulings.md R10), which stay in their
 * places. Only the sizes of the hidden places are read, so `state` may be the seat's view.
 */
import { nextInt, nextUint32, type RngState } from '../../../engine/rng.js';
import { Scratch } from '../../../engine/scratch.js';
import { dealHand } from '../../../engine/view.js';
import { CARD_COUNT } from './components.js';
import { copyOf } from './apply.js';
import type { H2026State } from './state.js';

/** The cards seen, marked (a search deals thousands of times a second: no new typed array each time). */
const seenMarks = new Scratch();

export function h2026Determinize(state: H2026State, seat: number, rng: RngState): H2026State {
  const seen = seenMarks.zeroed(CARD_COUNT);
  const mark = (cards: readonly number[]) => {
    for (const c of cards) if (c >= 0) seen[c] = 1;
  };
  mark(state.players[seat]!.hand);
  mark(state.queue);
  mark(state.discard);
  for (const p of state.players) mark(p.shown);
  for (const step of state.pending) if (step.step === 'water' || step.step === 'platform') mark(step.cards);
  const unseen: number[] = [];
  for (let c = 0; c < CARD_COUNT; c++) if (!seen[c]) unseen.push(c);
  for (let i = unseen.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const card = unseen[i]!;
    unseen[i] = unseen[j]!;
    unseen[j] = card;
  }
  let next = 0;
  const deal = (n: number) => {
    const out = unseen.slice(next, next + n);
    next += n;
    return out;
  };
  // Another player's hand keeps the cards the table saw taken, in their places; the rest are dealt.
  const players = state.players.map((p, i) => (i === seat ? p : { ...p, hand: dealHand(p.hand, p.shown, deal) }));
  const deck = deal(state.deck.length);
  const removed = deal(state.removed.length);
  // A fresh generator for what the game draws later (the reshuffle, custom tile draws).
  const fresh: RngState = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
  // A whole state again (no view's mark), without a spread: see Classic's.
  const out = copyOf(state);
  out.rng = fresh;
  out.players = players;
  out.deck = deck;
  out.removed = removed;
  return out;
}
