/**
 * The flow of play: drawing animal cards through the two stacks (C4), turns passing, rounds
 * ending, and scorings held at a round's end (C4, C13, C15).
 */
import type { ClassicEvent } from './events.js';
import { scoreNow } from './scoring.js';
import type { ClassicState } from './state.js';

/**
 * Takes the top animal card, or undefined when none is left. When the first stack runs out the
 * second becomes the deck and the intermediate scoring falls due; when the second runs out, the
 * final scoring. Mutates `d`, a private draft.
 */
export function drawAnimalCard(d: ClassicState, events: ClassicEvent[]): number | undefined {
  if (d.animalDeck.length === 0) return undefined;
  d.animalDeck = d.animalDeck.slice();
  const card = d.animalDeck.pop()!;
  if (d.animalDeck.length === 0) exhaustStack(d, events);
  return card;
}

function exhaustStack(d: ClassicState, events: ClassicEvent[]): void {
  if (d.stack === 1) {
    d.stack = 2;
    d.animalDeck = d.animalReserve;
    d.animalReserve = [];
    d.intermediateDue = true;
    events.push({ type: 'stack', stack: 2, cards: d.animalDeck.length });
    if (d.animalDeck.length === 0) exhaustStack(d, events);
  } else if (!d.finalDue) {
    d.finalDue = true;
    events.push({ type: 'last-animal-card' });
  }
}

export function drawLandCard(d: ClassicState): number | undefined {
  if (d.landDeck.length === 0) return undefined;
  d.landDeck = d.landDeck.slice();
  return d.landDeck.pop();
}

/** Counts one action; the turn passes after the third (C1). */
export function countAction(d: ClassicState, actionsPerTurn: number, events: ClassicEvent[]): void {
  d.turn.actions++;
  d.roundActions++;
  if (d.turn.actions >= actionsPerTurn) endTurn(d, events);
}

/** Passes the turn to the next seat; at the end of a round, holds the scorings due. */
export function endTurn(d: ClassicState, events: ClassicEvent[]): void {
  const n = d.players.length;
  const next = (d.turn.player + 1) % n;
  if (next === d.startPlayer) {
    endRound(d, events);
    if (d.over) return;
  }
  d.turn = { player: next, actions: 0, boughtHacienda: false, boughtWater: false, harvested: false };
  events.push({ type: 'turn', player: next });
}

function endRound(d: ClassicState, events: ClassicEvent[]): void {
  if (d.roundActions === 0) {
    // C15: a whole round without an action ends the game with the final scoring alone: an
    // intermediate scoring not yet held is not held (changed 2026-12-01; R1). None can be due
    // here anyway: a stack runs out only in an action.
    d.finalDue = true;
    d.endReason = 'stalled';
  }
  if (d.intermediateDue) {
    d.intermediateDue = false;
    holdScoring(d, 'intermediate', events);
  }
  if (d.finalDue) {
    d.finalDue = false;
    d.endReason ??= 'stacks';
    holdScoring(d, 'final', events);
    d.over = true;
    d.turn = { player: -1, actions: 0, boughtHacienda: false, boughtWater: false, harvested: false };
    events.push({ type: 'game-over', reason: d.endReason });
    return;
  }
  d.round++;
  d.roundActions = 0;
  events.push({ type: 'round', round: d.round });
}

function holdScoring(d: ClassicState, kind: 'intermediate' | 'final', events: ClassicEvent[]): void {
  const scores = scoreNow(d);
  d.players = d.players.map((p, i) => ({ ...p, scorings: [...p.scorings, scores[i]!] }));
  d.scorings++;
  events.push({ type: 'scoring', kind, scores });
}
