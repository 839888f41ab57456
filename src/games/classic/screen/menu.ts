/**
 * The action menu: the current player's choices grouped as the rulebook lists them (buy a card,
 * play a card, buy a hacienda, buy a water tile, harvest, end the turn), each backed by the legal
 * actions it stands for. A choice with no legal action is still listed, disabled, with the reason
 * the engine gives for it. Pure.
 */
import { HIDDEN_CARD, type BaseAction } from '../../../engine/ruleset.js';
import { applyClassic } from '../rules/apply.js';
import { plural } from '../../../tui/game/cells.js';
import { menuGroup, menuItem, reasonOf, type ItemNeeds, type MenuGroup, type MenuItem } from '../../../tui/game/menu.js';
import { ANIMALS, LAND_KINDS, animalOf, landKindOf, PRICE, WATER_SHAPES, waterTileShape } from '../rules/components.js';
import type { ClassicAction, ClassicState } from '../rules/state.js';

const GROUP_KEYS: Readonly<Record<string, string>> = { buy: 'b', play: 'p', hacienda: 'c', water: 'w', harvest: 't', end: 'e' };

function whyNot(state: ClassicState, action: ClassicAction): string | null {
  return reasonOf(applyClassic(state, action));
}

function item(group: string, id: string, label: string, note: string, actions: ClassicAction[], needs: ItemNeeds, reason: () => string | null): MenuItem {
  return menuItem(group, id, label, note, actions as BaseAction[], needs, reason);
}

function group(id: string, label: string, items: MenuItem[]): MenuGroup {
  return menuGroup(id, GROUP_KEYS[id]!, label, items);
}

function countKinds<K extends string>(cards: readonly number[], kindOf: (c: number) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const c of cards) if (c !== HIDDEN_CARD) counts.set(kindOf(c), (counts.get(kindOf(c)) ?? 0) + 1);
  return counts;
}

export function buildMenu(state: ClassicState, legal: readonly BaseAction[]): MenuGroup[] {
  if (state.over) return [];
  const me = state.players[state.turn.player]!;
  const of = <T extends ClassicAction['type']>(type: T) => (legal as ClassicAction[]).filter((a): a is Extract<ClassicAction, { type: T }> => a.type === type);
  const buys = of('buy');
  const groups: MenuGroup[] = [];

  // Buy a card: each deck and each face-up card.
  const buyItems: MenuItem[] = [];
  for (const deck of ['land', 'animal'] as const) {
    const display = deck === 'land' ? state.landDisplay : state.animalDisplay;
    const pile = deck === 'land' ? state.landDeck : state.animalDeck;
    const deckAction: ClassicAction = { type: 'buy', deck, slot: -1 };
    buyItems.push(
      item(
        'buy',
        `buy:${deck}:-1`,
        `${deck} deck`,
        `${PRICE.deckCard}$, top card unseen, ${pile.length} left`,
        buys.filter((a) => a.deck === deck && a.slot === -1),
        'nothing',
        () => whyNot(state, deckAction),
      ),
    );
    display.forEach((card, slot) => {
      const kind = deck === 'land' ? landKindOf(card) : animalOf(card);
      const action: ClassicAction = { type: 'buy', deck, slot };
      buyItems.push(
        item(
          'buy',
          `buy:${deck}:${slot}`,
          `${deck}: ${kind}`,
          `${PRICE.displayCard}$, face up`,
          buys.filter((a) => a.deck === deck && a.slot === slot),
          'nothing',
          () => whyNot(state, action),
        ),
      );
    });
  }
  groups.push(group('buy', 'Buy a card', buyItems));

  // Play a card: each kind of card in hand.
  const playItems: MenuItem[] = [];
  const lands = of('land');
  for (const [kind, n] of [...countKinds(me.landHand, landKindOf)].sort((a, b) => LAND_KINDS.indexOf(a[0]) - LAND_KINDS.indexOf(b[0]))) {
    const actions = lands.filter((a) => a.kind === kind);
    playItems.push(
      item('play', `land:${kind}`, `land: ${kind}`, `${n} in hand`, actions, 'space', () =>
        placementReason(state, { type: 'land', kind, space: 0 }, 'no space where this land card can go'),
      ),
    );
  }
  const animals = of('animal');
  for (const [animal, n] of [...countKinds(me.animalHand, animalOf)].sort((a, b) => ANIMALS.indexOf(a[0]) - ANIMALS.indexOf(b[0]))) {
    const actions = animals.filter((a) => a.animal === animal);
    playItems.push(
      item('play', `animal:${animal}`, `animal: ${animal}`, `${n} in hand`, actions, 'space', () =>
        placementReason(
          state,
          { type: 'animal', animal, space: 0 },
          `no empty pampas next to your land or ${animal === 'sheep' || animal === 'cattle' ? animal : animal + 's'}`,
        ),
      ),
    );
  }
  const playGroup = group('play', 'Play a card', playItems);
  if (playItems.length === 0) playGroup.reason = 'you hold no cards';
  groups.push(playGroup);

  // A hacienda on one of your tiles, in a chain or herd without one (C10).
  const haciendas = of('hacienda');
  groups.push(
    group('hacienda', 'Buy a hacienda', [
      item('hacienda', 'hacienda', 'hacienda on one of your tiles', `${PRICE.hacienda}$, ${state.haciendas} left`, haciendas, 'space', () =>
        placementReason(
          state,
          { type: 'hacienda', space: firstOwn(state) },
          state.owner.includes(state.turn.player) ? 'each of your chains and herds has a hacienda already' : 'you have no tiles on the board yet',
        ),
      ),
    ]),
  );

  // A water tile of each shape.
  const waters = of('water');
  groups.push(
    group(
      'water',
      'Buy a water tile',
      WATER_SHAPES.map((shape) => {
        const left = state.waterSupply.filter((id) => waterTileShape(id) === shape).length;
        return item(
          'water',
          `water:${shape}`,
          `water: ${shape}`,
          `${PRICE.water}$, ${left} left`,
          waters.filter((a) => a.shape === shape),
          'shape',
          () => placementReason(state, { type: 'water', shape, spaces: [] }, 'no free pampas where it fits'),
        );
      }),
    ),
  );

  // Harvest a land chain.
  const harvests = of('harvest');
  groups.push(
    group('harvest', 'Harvest', [
      item('harvest', 'harvest', 'harvest a land chain', `3$ per tile, ${state.harvestTokens} tokens left`, harvests, 'space', () =>
        placementReason(state, { type: 'harvest', space: firstOwn(state) }, 'you have no land chain without a harvest token'),
      ),
    ]),
  );

  groups.push(
    group('end', 'End the turn', [item('end', 'end', 'end the turn', plural(3 - state.turn.actions, 'action') + ' left', of('end'), 'nothing', () => null)]),
  );
  return groups;
}

/**
 * The engine's reason when it is about the player (once per turn, money, supply, cards, tiles
 * placed); otherwise (the space named only to ask) the general reason given.
 */
function placementReason(state: ClassicState, probe: ClassicAction, general: string): string {
  const r = applyClassic(state, probe);
  if (r.ok) return general;
  if (r.code === 'cannot-afford' || r.code === 'sold-out' || r.code === 'no-card') return r.reason ?? r.message;
  if (r.code === 'not-allowed' && /once per turn/.test(r.reason ?? '')) return r.reason!;
  return general;
}

function firstOwn(state: ClassicState): number {
  const s = state.owner.indexOf(state.turn.player);
  return s < 0 ? 0 : s;
}
