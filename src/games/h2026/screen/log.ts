/**
 * The log of Hacienda 2026: every action in notation and in words, and what followed (cards drawn,
 * named only to their owner; cards turned up; visitor centers; VP; scorings). Pure.
 */
import { topology } from '../../../engine/board.js';
import type { BaseAction, BaseState, GameEvent } from '../../../engine/ruleset.js';
import { formatH2026Action } from '../rules/notation.js';
import { sanitize } from '../../../text/sanitize.js';
import { kindName, kindOf } from '../rules/components.js';
import type { H2026Action, H2026State } from '../rules/state.js';
import { commonEventText, type LogEntry } from '../../../tui/game/log.js';
import { cardList } from './panels.js';
import { article } from './menu.js';
import { CENTER_EFFECT } from './cells.js';
import type { CenterKind } from '../rules/components.js';

const S = (state: BaseState) => state as H2026State;
const A = (a: BaseAction) => a as H2026Action;
/** `Ana draws`, `You draw`. */
const verb = (who: string, third: string) => (who === 'You' ? third.slice(0, -1) : third);
const kinds = (cards: readonly number[]) => cards.map(kindName).join(' + ');

/** What the action does, in words (`drawn`: the card drawn, for its owner's eyes). */
export function actionWords(base: BaseState, action: BaseAction, drawn?: string): string {
  const state = S(base);
  const a = A(action);
  const topo = topology(state.map);
  const at = (s: number) => topo.label[s] ?? '?';
  switch (a.type) {
    case 'end':
      return 'ended the turn (nothing left to do)';
    case 'take':
      return a.card < 0 ? `took the top card of the deck${drawn ? ` (${drawn})` : ''}` : `took ${kindName(a.card)} from the queue`;
    case 'pair': {
      const what = [
        a.land !== undefined ? `a land marker on ${topo.terrain[a.land]} ${at(a.land)}` : '',
        a.animal !== undefined ? `${article(a.animal)} ${a.animal} on ${at(a.animalAt!)}` : '',
      ].filter(Boolean);
      return `played ${kinds(a.cards)}: ${what.join(', then ')}`;
    }
    case 'reserve':
      return `put a reserve token on the land chain at ${at(a.space)} (a card per marker)`;
    case 'water':
      return `paid ${kinds(a.cards)} for a water tile`;
    case 'platform':
      return `paid ${kinds(a.cards)} for a viewing platform`;
    case 'place-water':
      return `laid a ${a.shape} water tile on ${a.spaces.map(at).join(' ')}`;
    case 'place-platform':
      return `put a viewing platform on the chain at ${at(a.space)}`;
    case 'skip':
      return "declined the lake center's water tile";
    case 'tile':
      return `laid map tile ${a.tile} with its anchor on ${a.at[0]},${a.at[1]}, turned ${a.rot} x 60 degrees`;
  }
}

export function logEntries(base: BaseState, action: BaseAction, events: readonly GameEvent[], index: number): LogEntry[] {
  const before = S(base);
  const a = A(action);
  const seat = before.turn.player;
  const names = before.players.map((p) => sanitize(p.name));
  const name = (p: unknown) => names[p as number] ?? '?';
  const notation = formatH2026Action(before as H2026State, action as H2026Action);
  const topo = topology(before.map);
  const took = a.type === 'take' && a.card < 0 ? events.find((e) => e.type === 'drew' && e.player === seat) : undefined;
  const drawn = took ? kinds((took.cards as number[]).slice(0, 1).map(kindOf)) : undefined;
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
  const add = (text: string, kind: LogEntry['kind'] = 'game', secret?: { seat: number; text: string }) =>
    out.push({ index, seat, text: '   ' + text, kind, ...(secret ? { secret: { seat: secret.seat, text: '   ' + secret.text } } : {}) });
  for (const e of events) {
    switch (e.type) {
      case 'drew': {
        if (e === took) break;
        const cards = e.cards as number[];
        const n = `${cards.length} card${cards.length === 1 ? '' : 's'}`;
        add(`${name(e.player)} ${verb(name(e.player), 'draws')} ${n}`, 'game', {
          seat: e.player as number,
          text: `${name(e.player)} ${verb(name(e.player), 'draws')} ${n}: ${cardList(cards).join(', ')}`,
        });
        break;
      }
      case 'revealed':
        add(`queue: ${cardList(e.cards as number[]).join(', ')} turned up`);
        break;
      case 'queued':
        add(`into the queue: ${cardList(e.cards as number[]).join(', ')}`);
        break;
      case 'center': {
        const kind = e.kind as CenterKind;
        add(`the ${kind === 'plain' ? '' : kind + ' '}visitor center at ${topo.label[e.space as number]}: ${CENTER_EFFECT[kind]}`);
        break;
      }
      case 'vp':
        add(`${name(e.player)} +${e.amount} VP`, 'money');
        break;
      case 'extra-action':
        add(`${name(e.player)} ${verb(name(e.player), 'gets')} an extra action`, 'money');
        break;
      case 'reserve-gained':
        add(`${name(e.player)} ${verb(name(e.player), 'gains')} a reserve token`, 'money');
        break;
      case 'reshuffled':
        add(`the deck ran out: the discard pile (${e.cards} cards) is the new deck; first scoring at the end of the round`);
        break;
      case 'deck-out':
        add('the deck ran out again: final scoring at the end of the round');
        break;
      case 'tile-drawn':
        add(`${name(e.player)} ${verb(name(e.player), 'draws')} map tile ${e.tile}`);
        break;
      case 'dealt':
        add('the map is laid: the cards are dealt');
        break;
      case 'game-over':
        add(
          `game over${e.reason === 'water' ? ': the last water tile is laid' : e.reason === 'platforms' ? ': the last platform is placed' : e.reason === 'stalled' ? ': a whole round passed without an action' : ''}`,
        );
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

/** The spaces an action touches. */
export function actionSpaces(_before: BaseState, action: BaseAction): number[] {
  const a = A(action);
  switch (a.type) {
    case 'pair':
      return [a.land, a.animalAt].filter((s): s is number => s !== undefined);
    case 'reserve':
    case 'place-platform':
      return [a.space];
    case 'place-water':
      return [...a.spaces];
    default:
      return [];
  }
}
