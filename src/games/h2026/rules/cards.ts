/**
 * What a hand of action cards can pay for (rulings N4, N7, N8): matching pairs, four different
 * animals for a water tile, six different terrains for a viewing platform. Cards of one kind are
 * interchangeable, so everything here works on kinds (components.ts).
 */
import { HIDDEN_CARD } from '../../../engine/ruleset.js';
import { forgottenAt } from '../../../engine/view.js';
import {
  ANIMALS,
  animalOfKind,
  KIND_COUNT,
  kindOf,
  pairKind,
  PLATFORM_CARDS,
  TERRAINS,
  terrainOfKind,
  WATER_CARDS,
  WILD_ANIMAL,
  WILD_TERRAIN,
} from './components.js';

const ALL_TERRAINS = TERRAINS.map((_, t) => t);
const ALL_ANIMALS = ANIMALS.map((_, a) => a);
const NONE: readonly number[] = [];

/** How many cards of each kind a hand holds (hidden cards are not counted). */
export function kindCounts(hand: readonly number[]): number[] {
  const counts = new Array<number>(KIND_COUNT).fill(0);
  for (const card of hand) if (card !== HIDDEN_CARD) counts[kindOf(card)]!++;
  return counts;
}

/**
 * N4: the terrains (indices in TERRAINS) that two cards match: the terrain both show, the one a
 * wild terrain card joins, any with two wild terrain cards; none with a wild animal card.
 */
export function pairTerrains(k1: number, k2: number): readonly number[] {
  if (k1 === WILD_ANIMAL || k2 === WILD_ANIMAL) return NONE;
  if (k1 === WILD_TERRAIN && k2 === WILD_TERRAIN) return ALL_TERRAINS;
  if (k1 === WILD_TERRAIN) return [terrainOfKind(k2)];
  if (k2 === WILD_TERRAIN) return [terrainOfKind(k1)];
  return terrainOfKind(k1) === terrainOfKind(k2) ? [terrainOfKind(k1)] : NONE;
}

/** N4: the animals (indices in ANIMALS) that two cards match, as pairTerrains with wild animals. */
export function pairAnimals(k1: number, k2: number): readonly number[] {
  if (k1 === WILD_TERRAIN || k2 === WILD_TERRAIN) return NONE;
  if (k1 === WILD_ANIMAL && k2 === WILD_ANIMAL) return ALL_ANIMALS;
  if (k1 === WILD_ANIMAL) return [animalOfKind(k2)];
  if (k2 === WILD_ANIMAL) return [animalOfKind(k1)];
  return animalOfKind(k1) === animalOfKind(k2) ? [animalOfKind(k1)] : NONE;
}

/** N7: four cards showing four different animals, a wild animal card standing for a missing one. */
export function isWaterSet(kinds: readonly number[]): boolean {
  if (kinds.length !== WATER_CARDS) return false;
  let seen = 0;
  for (const k of kinds) {
    if (k === WILD_ANIMAL) continue;
    if (k === WILD_TERRAIN || !isKind(k)) return false;
    const bit = 1 << animalOfKind(k);
    if (seen & bit) return false;
    seen |= bit;
  }
  return true;
}

/** N8: six cards showing six different terrains, a wild terrain card standing for a missing one. */
export function isPlatformSet(kinds: readonly number[]): boolean {
  if (kinds.length !== PLATFORM_CARDS) return false;
  let seen = 0;
  for (const k of kinds) {
    if (k === WILD_TERRAIN) continue;
    if (k === WILD_ANIMAL || !isKind(k)) return false;
    const bit = 1 << terrainOfKind(k);
    if (seen & bit) return false;
    seen |= bit;
  }
  return true;
}

export function isKind(k: unknown): k is number {
  return typeof k === 'number' && Number.isInteger(k) && k >= 0 && k < KIND_COUNT;
}

/** Whether the counts hold every kind of `kinds` (a kind listed twice needs two cards). */
export function holds(counts: readonly number[], kinds: readonly number[]): boolean {
  const need = new Array<number>(KIND_COUNT).fill(0);
  for (const k of kinds) if (++need[k]! > counts[k]!) return false;
  return true;
}

/** A payment's slots (one card per animal for water, per terrain for a platform), the other feature's count, and its wild card. */
const PAYMENTS = {
  water: { slots: ANIMALS.length, others: TERRAINS.length, wild: WILD_ANIMAL },
  platform: { slots: TERRAINS.length, others: ANIMALS.length, wild: WILD_TERRAIN },
} as const;

/** The kind of card that fills payment slot `slot` with the other feature `o`. */
const slotKind = (what: 'water' | 'platform', slot: number, o: number): number => (what === 'water' ? pairKind(slot, o) : pairKind(o, slot));

/**
 * Whether a hand of these counts pays for a water tile (`water`) or a platform at all: the slots
 * (animals, or terrains) with no real card are no more than its wild cards of the other feature.
 * Most hands cannot, and seeing that needs no lists.
 */
function canPay(counts: readonly number[], what: 'water' | 'platform'): boolean {
  const { slots, others, wild } = PAYMENTS[what];
  let missing = 0;
  for (let slot = 0; slot < slots; slot++) {
    let any = false;
    for (let o = 0; o < others && !any; o++) any = counts[slotKind(what, slot, o)]! > 0;
    if (!any) missing++;
  }
  return missing <= counts[wild]!;
}

/**
 * Every distinct set of cards (kinds, ascending) that pays for a water tile (`water`) or a
 * platform: one card per animal (terrain), a wild card of the other feature standing for any
 * missing ones.
 */
export function paySets(counts: readonly number[], what: 'water' | 'platform'): number[][] {
  if (!canPay(counts, what)) return [];
  const { slots, others, wild } = PAYMENTS[what];
  const wilds = counts[wild]!;
  const options: number[][] = [];
  for (let slot = 0; slot < slots; slot++) {
    const list: number[] = [];
    for (let o = 0; o < others; o++) {
      const k = slotKind(what, slot, o);
      if (counts[k]! > 0) list.push(k);
    }
    options.push(list);
  }
  const out: number[][] = [];
  const chosen: number[] = [];
  const walk = (slot: number, wildsUsed: number): void => {
    if (slot === slots) {
      // Sorted in place by insertion: a few cards, and Array.prototype.sort allocates for each set.
      const set = chosen.slice();
      for (let i = 1; i < set.length; i++) {
        const k = set[i]!;
        let j = i;
        for (; j > 0 && set[j - 1]! > k; j--) set[j] = set[j - 1]!;
        set[j] = k;
      }
      for (let i = 0; i < wildsUsed; i++) set.push(wild);
      out.push(set);
      return;
    }
    for (const k of options[slot]!) {
      chosen.push(k);
      walk(slot + 1, wildsUsed);
      chosen.pop();
    }
    if (wildsUsed < wilds) walk(slot + 1, wildsUsed + 1);
  };
  walk(0, 0);
  return out;
}

/** Takes one card of each of `kinds` from `hand`: the rest and the cards taken. */
export function takeKinds(hand: readonly number[], kinds: readonly number[]): { rest: number[]; taken: number[] } {
  const rest = hand.slice();
  const taken: number[] = [];
  for (const k of kinds) {
    const i = rest.findIndex((card) => card !== HIDDEN_CARD && kindOf(card) === k);
    if (i < 0) throw new Error(`hand holds no card of kind ${k}`);
    taken.push(rest[i]!);
    rest.splice(i, 1);
  }
  return { rest, taken };
}

/**
 * R10 (docs/rulings.md, "What the table saw"): the cards of a hand the table still knows after
 * `taken` left it, one forgotten for each card taken (forgottenAt; wild cards are kinds of their
 * own). `shown` keeps only cards still held.
 */
export function forgetShown(shown: readonly number[], taken: readonly number[]): number[] {
  const rest = shown.slice();
  for (const card of taken) {
    const i = forgottenAt(rest, card, kindOf);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}
