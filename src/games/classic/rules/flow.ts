/**
 * The flow of play: drawing animal cards through the two stacks (C4), turns passing, rounds
 * ending, and scorings held at a round's end (C4, C13, C15). Effects on a draft (draft.ts); the
 * events go to `events` when the caller wants them (a playout does not).
 */
import type { Draft } from './draft.js';
import type { ClassicEvent } from './events.js';
import { scoreNow } from './scoring.js';

/**
 * Takes the top animal card, or undefined when none is left. When the first stack runs out the
 * second becomes the deck and the intermediate scoring falls due; when the second runs out, the
 * final scoring.
 */
export function drawAnimalCard(draft: Draft, events?: ClassicEvent[]): number | undefined {
  if (draft.state.animalDeck.length === 0) return undefined;
  const deck = draft.list('animalDeck');
  const card = deck.pop()!;
  if (deck.length === 0) exhaustStack(draft, events);
  return card;
}

function exhaustStack(draft: Draft, events?: ClassicEvent[]): void {
  const d = draft.state;
  if (d.stack === 1) {
    d.stack = 2;
    // The reserve becomes the deck; it may be the array of the state the draft came from, so
    // the deck is copied again before its next card is taken.
    draft.replaceList('animalDeck', d.animalReserve, false);
    draft.replaceList('animalReserve', [], true);
    d.intermediateDue = true;
    events?.push({ type: 'stack', stack: 2, cards: d.animalDeck.length });
    if (d.animalDeck.length === 0) exhaustStack(draft, events);
  } else if (!d.finalDue) {
    d.finalDue = true;
    events?.push({ type: 'last-animal-card' });
  }
}

export function drawLandCard(draft: Draft): number | undefined {
  if (draft.state.landDeck.length === 0) return undefined;
  return draft.list('landDeck').pop();
}

/** Counts one action; the turn passes after the third (C1). */
export function countAction(draft: Draft, actionsPerTurn: number, events?: ClassicEvent[]): void {
  const d = draft.state;
  d.turn.actions++;
  d.roundActions++;
  if (d.turn.actions >= actionsPerTurn) endTurn(draft, events);
}

/** Passes the turn to the next seat; at the end of a round, holds the scorings due. */
export function endTurn(draft: Draft, events?: ClassicEvent[]): void {
  const d = draft.state;
  const n = d.players.length;
  const next = (d.turn.player + 1) % n;
  if (next === d.startPlayer) {
    endRound(draft, events);
    if (d.over) return;
  }
  d.turn = { player: next, actions: 0, boughtHacienda: false, boughtWater: false, harvested: false };
  events?.push({ type: 'turn', player: next });
}

function endRound(draft: Draft, events?: ClassicEvent[]): void {
  const d = draft.state;
  if (d.roundActions === 0) {
    // C15: a whole round without an action ends the game with the final scoring alone: an
    // intermediate scoring not yet held is not held (changed 2026-12-01; R1). None can be due
    // here anyway: a stack runs out only in an action.
    d.finalDue = true;
    d.endReason = 'stalled';
  }
  if (d.intermediateDue) {
    d.intermediateDue = false;
    holdScoring(draft, 'intermediate', events);
  }
  if (d.finalDue) {
    d.finalDue = false;
    d.endReason ??= 'stacks';
    holdScoring(draft, 'final', events);
    d.over = true;
    d.turn = { player: -1, actions: 0, boughtHacienda: false, boughtWater: false, harvested: false };
    events?.push({ type: 'game-over', reason: d.endReason });
    return;
  }
  d.round++;
  d.roundActions = 0;
  events?.push({ type: 'round', round: d.round });
}

function holdScoring(draft: Draft, kind: 'intermediate' | 'final', events?: ClassicEvent[]): void {
  const scores = scoreNow(draft.state);
  scores.forEach((score, p) => draft.scorings(p).push(score));
  draft.state.scorings++;
  events?.push({ type: 'scoring', kind, scores });
}
