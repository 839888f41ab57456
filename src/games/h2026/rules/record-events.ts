/**
 * What a record keeps of an action's events (docs/records.md): the hidden information it revealed
 * and the results of scorings, as plain JSON, cards named by kind. For 2026: cards drawn from the
 * deck, cards turned face up into the queue from the deck, the new deck order when the discard
 * pile is shuffled (bottom first), the tile a seat draws during the custom setup (with any drawn before it that fit nowhere), the cards dealt
 * when the custom map is complete, and scorings.
 */
import type { H2026Event } from './events.js';
import { kindName, kindOf } from './components.js';
import type { H2026State } from './state.js';

const names = (cards: unknown) => (cards as number[]).map((c) => kindName(kindOf(c)));

export function h2026RecordedEvents(_state: H2026State, events: readonly H2026Event[]): unknown[] {
  const out: unknown[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'drew':
        out.push({ drew: names(e.cards), player: e.player });
        break;
      case 'revealed':
        if (e.from === 'deck') out.push({ revealed: names(e.cards) });
        break;
      case 'reshuffled':
        out.push({ reshuffled: names(e.deck) });
        break;
      case 'tile-drawn':
        // Tiles drawn before it that fit nowhere (R2026-2), when there were any.
        out.push(
          (e.returned as number[] | undefined)?.length ? { drewTile: e.tile, player: e.player, returned: e.returned } : { drewTile: e.tile, player: e.player },
        );
        break;
      case 'dealt':
        out.push({ dealt: e.deal });
        break;
      case 'scoring':
        out.push({ scoring: e.kind, scores: e.scores });
        break;
    }
  }
  return out;
}
