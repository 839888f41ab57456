/**
 * The action menu of Hacienda 2026 and where its choices go on the board.
 *
 * Groups: take a card (t), play a pair (p: every matching pair in hand, by what it places; the
 * ones that can be played now first), a reserve token (r), a water tile (w: the sets of four
 * animals in hand), a viewing platform (v: the sets of six terrains), end (e, only with nothing
 * left to do). While a visitor center's choice or a paid tile waits, one group (n, "now") holds
 * its choices; during the custom setup one item lays the drawn map tile.
 */
import { HIDDEN_CARD, type BaseAction, type BaseState } from '../../../engine/ruleset.js';
import { topology, type Topology } from '../../../engine/board.js';
import { kindCounts, pairAnimals, pairTerrains } from '../rules/cards.js';
import { ANIMALS, KIND_COUNT, kindName, TERRAINS, WATER_SHAPES, waterTileShape } from '../rules/components.js';
import { plural } from '../../../tui/game/cells.js';
import { chainAt } from '../rules/placement.js';
import type { H2026Action, H2026State } from '../rules/state.js';
import { menuGroup, menuItem, type ItemNeeds, type MenuGroup, type MenuItem } from '../../../tui/game/menu.js';
import { NO_SPACES, spaceTargets, waterTargets, type Targets, type TargetStep } from '../../../tui/game/targets.js';

const S = (state: BaseState) => state as H2026State;
type Of<T extends H2026Action['type']> = Extract<H2026Action, { type: T }>;

export const GROUP_KEYS: Readonly<Record<string, string>> = { now: 'n', take: 't', pair: 'p', reserve: 'r', water: 'w', platform: 'v', end: 'e', tile: 'l' };

function group(id: string, label: string, items: MenuItem[]): MenuGroup {
  return menuGroup(id, GROUP_KEYS[id]!, label, items);
}

function item(group: string, id: string, label: string, note: string, actions: H2026Action[], needs: ItemNeeds, reason: string): MenuItem {
  return menuItem(group, id, label, note, actions as BaseAction[], needs, () => reason);
}

export const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');
/** A set of cards in hand that can be played now, marked so in the menu. */
const playable = (it: MenuItem): MenuItem => ({ ...it, playable: true });
const cardsText = (kinds: readonly number[]) => kinds.map(kindName).join(' + ');

export function buildMenu(base: BaseState, legalBase: readonly BaseAction[]): MenuGroup[] {
  const state = S(base);
  if (state.over) return [];
  const legal = legalBase as H2026Action[];
  const of = <T extends H2026Action['type']>(type: T) => legal.filter((a): a is Of<T> => a.type === type);
  if (state.laying) {
    const tiles = of('tile');
    return [
      group('tile', `Lay tile ${state.laying.drawn}`, [
        item('tile', 'tile', `tile ${state.laying.drawn}`, plural(tiles.length, 'legal place'), tiles, 'layout', 'it fits nowhere'),
      ]),
    ];
  }
  const step = state.pending[0];
  if (step) return [group('now', nowTitle(step.step), nowItems(state, step.step, legal))];

  const me = state.players[state.turn.player]!;
  const groups: MenuGroup[] = [];

  // Take a card.
  const takes = of('take');
  const takeItems = [
    item(
      'take',
      'take:deck',
      'the top card of the deck',
      `${state.deck.length} left, unseen`,
      takes.filter((a) => a.card < 0),
      'nothing',
      'the deck is empty',
    ),
  ];
  for (const a of takes) if (a.card >= 0) takeItems.push(item('take', `take:${a.card}`, `from the queue: ${kindName(a.card)}`, 'face up', [a], 'nothing', ''));
  groups.push(group('take', 'Take a card', takeItems));

  // Pairs: every matching pair in hand, by what it places.
  groups.push(pairGroup(state, me.hand, of('pair')));

  // A reserve token.
  const reserves = of('reserve');
  groups.push(
    group('reserve', 'Reserve token', [
      item(
        'reserve',
        'reserve',
        'a reserve token on a land chain',
        `${plural(me.reserves, 'token')} held; draw 1 card per marker`,
        reserves,
        'space',
        me.reserves === 0 ? 'you hold no reserve token (a water tile gives one)' : 'every land chain of yours has one already',
      ),
    ]),
  );

  // Water tiles and platforms: the sets in hand.
  const waters = of('water');
  groups.push(
    group(
      'water',
      'Water tile',
      waters.length
        ? waters.map((a, i) => playable(item('water', `water:${i}`, cardsText(a.cards), 'then lay the tile; +1 reserve token', [a], 'nothing', '')))
        : [
            item(
              'water',
              'water',
              'pay 4 cards of 4 different animals',
              '',
              [],
              'nothing',
              state.waterSupply.length === 0 ? 'no water tile is left' : 'you need 4 cards of 4 different animals (and room for a tile)',
            ),
          ],
    ),
  );
  const platforms = of('platform');
  groups.push(
    group(
      'platform',
      'Viewing platform',
      platforms.length
        ? platforms.map((a, i) => playable(item('platform', `platform:${i}`, cardsText(a.cards), 'then put it on a chain', [a], 'nothing', '')))
        : [
            item(
              'platform',
              'platform',
              'pay 6 cards of 6 different terrains',
              '',
              [],
              'nothing',
              state.platforms === 0 ? 'no platform is left' : 'you need 6 cards of 6 different terrains (and a chain without a platform)',
            ),
          ],
    ),
  );

  const ends = of('end');
  groups.push(
    group('end', 'End the turn', [
      item('end', 'end', 'end the turn', 'only with nothing left to do', ends, 'nothing', 'you can still act: a turn is three actions (R2026-8)'),
    ]),
  );
  return groups;
}

function nowTitle(step: string): string {
  return step === 'queue'
    ? 'Now: take a card from the queue'
    : step === 'lake'
      ? "Now: the lake center's water tile"
      : step === 'water'
        ? 'Now: lay the water tile'
        : 'Now: place the platform';
}

function nowItems(state: H2026State, step: string, legal: H2026Action[]): MenuItem[] {
  if (step === 'queue')
    return legal
      .filter((a): a is Of<'take'> => a.type === 'take')
      .map((a) => item('now', `take:${a.card}`, `take ${kindName(a.card)}`, 'from the queue', [a], 'nothing', ''));
  if (step === 'platform')
    return [item('now', 'place-platform', 'put the platform on a chain', 'pick the chain', legal, 'space', 'no chain without a platform')];
  const waters = legal.filter((a): a is Of<'place-water'> => a.type === 'place-water');
  const items = WATER_SHAPES.filter((shape) => waters.some((a) => a.shape === shape)).map((shape) =>
    item(
      'now',
      `place-water:${shape}`,
      `water: ${shape}`,
      `${plural(state.waterSupply.filter((id) => waterTileShape(id) === shape).length, 'tile')} of this shape left`,
      waters.filter((a) => a.shape === shape),
      'shape',
      '',
    ),
  );
  const skip = legal.filter((a) => a.type === 'skip');
  if (skip.length) items.push(item('now', 'skip', 'skip: no water tile', 'then draw 1 card', skip, 'nothing', ''));
  return items;
}

/** One item per matching pair in hand and what it places: legal ones first. */
function pairGroup(state: H2026State, hand: readonly number[], pairs: Of<'pair'>[]): MenuGroup {
  const counts = kindCounts(hand.filter((c) => c !== HIDDEN_CARD));
  const ready: MenuItem[] = [];
  const blocked: MenuItem[] = [];
  const left = state.turn.allowed - state.turn.actions;
  for (let k1 = 0; k1 < KIND_COUNT; k1++) {
    if (!counts[k1]) continue;
    for (let k2 = k1; k2 < KIND_COUNT; k2++) {
      if (counts[k2]! < (k1 === k2 ? 2 : 1)) continue;
      const mine = pairs.filter((a) => a.cards[0] === k1 && a.cards[1] === k2);
      const name = cardsText([k1, k2]);
      const terrains = pairTerrains(k1, k2);
      const animals = pairAnimals(k1, k2);
      const add = (id: string, what: string, actions: Of<'pair'>[], reason: string) => {
        const it = item(
          'pair',
          `pair:${k1}:${k2}:${id}`,
          `${name}: ${what}`,
          actions.length ? plural(new Set(actions.map((a) => a.land ?? a.animalAt)).size, 'space') : '',
          actions,
          'space',
          reason,
        );
        it.playable = it.enabled;
        (it.enabled ? ready : blocked).push(it);
      };
      for (const t of terrains) {
        const terrain = TERRAINS[t]!;
        add(
          `land:${t}`,
          `land on ${terrain}`,
          mine.filter((a) => a.animal === undefined && a.land !== undefined && landTerrain(state, a.land) === terrain),
          terrain === 'pampas' ? 'no empty pampas next to your land markers' : `no empty ${terrain} space`,
        );
      }
      for (const a of animals) {
        const animal = ANIMALS[a]!;
        add(
          `animal:${a}`,
          `${article(animal)} ${animal}`,
          mine.filter((x) => x.land === undefined && x.animal === animal),
          `no empty pampas next to your ${animal}s or your land`,
        );
      }
      if (terrains.length === 1 && animals.length === 1) {
        add(
          'both',
          `land on ${TERRAINS[terrains[0]!]} + ${article(ANIMALS[animals[0]!]!)} ${ANIMALS[animals[0]!]} (2 actions)`,
          mine.filter((x) => x.land !== undefined && x.animal !== undefined),
          left < 2 ? 'it takes 2 actions' : 'no room for both',
        );
      }
    }
  }
  const g = group('pair', 'Play a pair', [...ready, ...blocked]);
  if (ready.length + blocked.length === 0) g.reason = 'no matching pair in hand';
  return g;
}

function landTerrain(state: H2026State, s: number): string {
  return topoOf(state).terrain[s] ?? '';
}

function topoOf(state: H2026State): Topology {
  return topology(state.map);
}

/**
 * Where an item may go: a pair's land marker or animal; a pair placing both picks the marker,
 * then the animal (`chain` holds the marker's space); a reserve token or a platform: any space of
 * a chain; a water tile: every placement over the cursor.
 */
export function targetsFor(base: BaseState, _topo: Topology, it: MenuItem, cursor: number, step: TargetStep = {}): Targets {
  const state = S(base);
  const actions = it.actions as H2026Action[];
  if (it.needs === 'shape') return waterTargets(actions, cursor, step.rotation ?? 0, (a) => (a.type === 'place-water' ? a.spaces : null));
  const first = actions[0];
  if (!first) return { spaces: NO_SPACES, preview: NO_SPACES, chosen: null, advance: null, choicesHere: 0 };
  if (first.type === 'reserve' || first.type === 'place-platform') {
    const bySpace = new Map<number, H2026Action>();
    for (const a of actions) if (a.type === first.type) for (const s of chainAt(state, a.space, a.type === 'reserve')) bySpace.set(s, a);
    return {
      spaces: new Set(bySpace.keys()),
      preview: NO_SPACES,
      chosen: bySpace.get(cursor) ?? null,
      advance: null,
      choicesHere: bySpace.has(cursor) ? 1 : 0,
    };
  }
  if (first.type !== 'pair') return { spaces: NO_SPACES, preview: NO_SPACES, chosen: null, advance: null, choicesHere: 0 };
  const pairs = actions as Of<'pair'>[];
  if (first.land === undefined) return spaceTargets(pairs, cursor, (a) => a.animalAt);
  if (first.animal === undefined) return spaceTargets(pairs, cursor, (a) => a.land);
  // Both: the land marker first, then the animal.
  if (step.chain !== undefined)
    return spaceTargets(
      pairs.filter((a) => a.land === step.chain),
      cursor,
      (a) => a.animalAt,
    );
  const lands = new Set(pairs.map((a) => a.land!));
  if (!lands.has(cursor)) return { spaces: lands, preview: NO_SPACES, chosen: null, advance: null, choicesHere: 0 };
  return {
    spaces: lands,
    preview: NO_SPACES,
    chosen: null,
    advance: { chain: cursor },
    advanceText: `the land marker goes on ${topoOf(state).label[cursor]}: now pick the animal's space`,
    choicesHere: 1,
  };
}
