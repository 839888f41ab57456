/**
 * The flow of play: drawing animal cards through the two stacks (C4), turns passing, rounds
 * ending, and scorings held at a round's end (C4, C13, C15). Effects on a draft (draft.ts); the
 * events go to `events` when the caller wants them (a playout does not).
 */
import type { Draft } from './draft.js';
import type { ClassicEvent } from './events.js';
import { scoreNow } from './scoring.js';
import type { ClassicState } from './state.js';
import { NO_EVENTS, passTurn, type RoundRules } from '../../../engine/rounds.js';

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

/** Classic's turns and scorings for the core's turn-and-round machinery (src/engine/rounds.ts). */
/** Where the flow's events go: the action's list, or nowhere in a playout. */
type Events = { push(...events: ClassicEvent[]): number };

const ROUNDS: RoundRules<ClassicState, 'intermediate' | 'final', Events, Draft> = {
  newTurn: (_d, player) => ({ player, actions: 0, boughtHacienda: false, boughtWater: false, harvested: false }),
  takeDue(d) {
    const scorings: ('intermediate' | 'final')[] = [];
    if (d.intermediateDue) scorings.push('intermediate');
    const final = d.finalDue;
    if (final) {
      scorings.push('final');
      d.endReason ??= 'stacks';
    }
    d.intermediateDue = false;
    d.finalDue = false;
    return { scorings, final };
  },
  finalScoring: 'final',
  holdScoring(_d, kind, events, draft) {
    const scores = scoreNow(draft.state);
    scores.forEach((score, p) => draft.scorings(p).push(score));
    draft.state.scorings++;
    events.push({ type: 'scoring', kind, scores });
  },
};

/** Passes the turn to the next seat; at the end of a round, holds the scorings due (C13, C15 at a stall). */
export function endTurn(draft: Draft, events?: ClassicEvent[]): void {
  passTurn(draft.state, ROUNDS, events ?? NO_EVENTS, draft);
}
