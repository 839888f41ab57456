/**
 * The log of recent events: every action in notation and in words, every payment, the cards
 * turned up, the scorings. A card drawn from a deck is named only to the player who drew it
 * (`secret`). Pure.
 */
import { topology } from '../../../engine/board.js';
import type { GameEvent } from '../../../engine/ruleset.js';
import { formatClassicAction } from '../rules/notation.js';
import { commonEventText, type LogEntry } from '../../../tui/game/log.js';
import { animalOf, landKindOf } from '../rules/components.js';
import type { ClassicAction, ClassicState } from '../rules/state.js';
import { sanitize } from '../../../text/sanitize.js';

const pesos = (n: number) => `${n} peso${n === 1 ? '' : 's'}`;

/** What the action did, in words, as the rest of the table sees it (`drawn`: the card drawn). */
export function actionWords(before: ClassicState, action: ClassicAction, drawn?: string): string {
  const topo = topology(before.map);
  const at = (s: number) => topo.label[s] ?? '?';
  switch (action.type) {
    case 'end':
      return 'ended the turn';
    case 'buy': {
      if (action.slot < 0) return `bought the top ${action.deck} card${drawn ? ` (${drawn})` : ''} for 2 pesos`;
      const card = (action.deck === 'land' ? before.landDisplay : before.animalDisplay)[action.slot]!;
      const kind = action.deck === 'land' ? landKindOf(card) : animalOf(card);
      return `bought the face-up ${kind} card for 3 pesos`;
    }
    case 'hacienda':
      return `built a hacienda on ${at(action.space)} for 12 pesos`;
    case 'water':
      return `laid a ${action.shape} water tile on ${action.spaces.map(at).join(' ')} for 12 pesos`;
    case 'land':
      return `laid land on ${topo.terrain[action.space]} ${at(action.space)} (${action.kind} card)`;
    case 'animal':
      return `put a ${action.animal} on ${at(action.space)}`;
    case 'harvest':
      return `harvested the chain at ${at(action.space)}${action.from === undefined ? '' : `, moving the token from ${at(action.from)}`}`;
  }
}

/** The log entries for one applied action. */
export function logEntries(before: ClassicState, action: ClassicAction, events: readonly GameEvent[], index: number): LogEntry[] {
  const topo = topology(before.map);
  const seat = before.turn.player;
  const names = before.players.map((p) => sanitize(p.name));
  const name = (p: unknown) => names[p as number] ?? '?';
  const notation = formatClassicAction(before, action);
  const drew = events.find((e) => e.type === 'drew');
  const drawn = drew ? (drew.deck === 'land' ? landKindOf(drew.card as number) : animalOf(drew.card as number)) : undefined;
  const head = `${index}. ${name(seat)}: ${notation} - `;
  const out: LogEntry[] = [
    {
      index,
      seat,
      kind: 'action',
      text: head + actionWords(before, action),
      ...(drawn ? { secret: { seat, text: head + actionWords(before, action, drawn) } } : {}),
    },
  ];
  const add = (text: string, kind: LogEntry['kind'] = 'game') => out.push({ index, seat, text: '   ' + text, kind });
  for (const e of events) {
    switch (e.type) {
      case 'paid':
        if (e.reason === 'market') {
          add(
            `${name(e.player)} +${pesos(e.amount as number)} at the market ${topo.label[e.market as number]} (herd ${e.herd} + ${e.land} land of the chains touching it)`,
            'money',
          );
        } else add(`${name(e.player)} +${pesos(e.amount as number)} from the harvest`, 'money');
        break;
      case 'token-moved':
        add(`${name(e.player)} took ${name(e.owner)}'s harvest token from ${topo.label[e.from as number]}`);
        break;
      case 'revealed':
        add(`${e.deck} display ${(e.slot as number) + 1}: ${e.deck === 'land' ? landKindOf(e.card as number) : animalOf(e.card as number)} turned up`);
        break;
      case 'stack':
        add(`the first animal stack is used up: the second (${e.cards} cards) comes in; intermediate scoring at the end of this round`);
        break;
      case 'last-animal-card':
        add('the last animal card is gone: final scoring at the end of this round');
        break;
      case 'game-over':
        add(e.reason === 'stalled' ? 'game over: a whole round passed without an action' : 'game over');
        break;
      default: {
        // Scorings and rounds read the same in both rulesets (../log.ts).
        const common = commonEventText(e, names);
        if (common !== null) add(common);
      }
    }
  }
  return out;
}

/** The spaces an action touches, to show where the last move went. */
export function actionSpaces(action: ClassicAction): number[] {
  switch (action.type) {
    case 'water':
      return [...action.spaces];
    case 'harvest':
      return action.from === undefined ? [action.space] : [action.space, action.from];
    case 'land':
    case 'animal':
    case 'hacienda':
      return [action.space];
    default:
      return [];
  }
}
