/**
 * What a record keeps of an action's events (docs/records.md): the hidden information it revealed
 * (a card drawn from a deck, a card turned face up) and the results of scorings. Cards are named
 * by kind, as people read them.
 */
import type { ClassicEvent } from './events.js';
import { animalOf, landKindOf } from './components.js';
import type { ClassicState } from './state.js';

const kind = (deck: unknown, card: unknown) => (deck === 'land' ? landKindOf(card as number) : animalOf(card as number));

export function classicRecordedEvents(_state: ClassicState, events: readonly ClassicEvent[]): unknown[] {
  const out: unknown[] = [];
  for (const e of events) {
    if (e.type === 'drew') out.push({ drew: kind(e.deck, e.card), deck: e.deck, player: e.player });
    else if (e.type === 'revealed') out.push({ revealed: kind(e.deck, e.card), deck: e.deck, slot: (e.slot as number) + 1 });
    else if (e.type === 'scoring') out.push({ scoring: e.kind, scores: e.scores });
  }
  return out;
}
