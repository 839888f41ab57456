/**
 * The complete list of the current player's legal actions, in canonical form (apply.ts checks the
 * same rules one action at a time; the conformance suite checks that both agree). Cards of one
 * kind are interchangeable, so there is one action per kind of card, not per card.
 *
 * Bots and the coach list actions millions of times, so what a listing needs of the board is kept
 * in an index as pieces are placed (board-index.ts) instead of surveyed at every listing.
 */
import { topology } from '../../../engine/board.js';
import { ANIMALS, LAND_KINDS, WATER_SHAPES } from './components.js';
import { animalsToPlay, landKindsToPlay, mayBuyFromDeck, mayBuyFromDisplay, mayBuyHacienda, mayHarvest, waterShapesToBuy } from './allowed.js';
import { actionCache, BUY_ACTIONS, END_ACTION } from './action-cache.js';
import { boardIndex, pushOpenWater, NEAR_LAND, nearAnimal, type SeatIndex } from './board-index.js';
import { carries } from './groups.js';
import { Scratch } from '../../../engine/scratch.js';
import type { ClassicAction, ClassicPlayer, ClassicState } from './state.js';

export function classicLegalActions(state: ClassicState): ClassicAction[] {
  if (state.over) return [];
  const p = state.turn.player;
  const me = state.players[p]!;
  const topo = topology(state.map);
  const cache = actionCache(topo);
  const out: ClassicAction[] = [END_ACTION];

  // Buying cards (C1): the top of a deck for 2, a face-up card for 3.
  pushBuys(out, 'land', state.landDeck, state.landDisplay, me);
  pushBuys(out, 'animal', state.animalDeck, state.animalDisplay, me);

  const index = boardIndex(state);
  const seat = index.seats[p]!;
  const { near, flags } = seat;

  // A hacienda on an own tile in a chain or herd without one (C10), once per turn.
  if (mayBuyHacienda(state, me)) for (const s of haciendaSpaces(state, seat)) out.push(cache.hacienda[s]!);

  // A water tile of each shape still in the supply, anywhere it fits (C11), once per turn.
  const shapes = waterShapesToBuy(state, me);
  for (let k = 0; k < WATER_SHAPES.length; k++) if (shapes & (1 << k)) pushOpenWater(topo, index, k, out);

  // Land cards (C5): a terrain's own empty spaces, or pampas next to own land.
  const landKinds = landKindsToPlay(me);
  if (landKinds !== 0) {
    for (let k = 0; k < LAND_KINDS.length; k++) {
      if (!(landKinds & (1 << k))) continue;
      const onTerrain = index.terrainLand[k]!;
      if (onTerrain.length === 0) {
        const actions = cache.land[k]!;
        for (let i = 0; i < near.length; i++) if (flags[i]! & NEAR_LAND) out.push(actions[near[i]!]!);
      } else {
        for (let i = 0; i < onTerrain.length; i++) out.push(onTerrain[i]!);
      }
    }
  }

  // Animal cards (C6): empty pampas next to own land or own tiles of that animal.
  const animals = animalsToPlay(me);
  if (animals !== 0) {
    for (let k = 0; k < ANIMALS.length; k++) {
      if (!(animals & (1 << k))) continue;
      const touching = NEAR_LAND | nearAnimal(k);
      for (let i = 0; i < near.length; i++) if (flags[i]! & touching) out.push(cache.animal[k]![near[i]!]!);
    }
  }

  // Harvest (C9), once per turn: a chain without a token, named by its first space.
  if (mayHarvest(state)) {
    const free = untokenedChains(state, seat);
    if (free.length > 0) {
      if (state.harvestTokens > 0) {
        for (const first of free) out.push(cache.harvest[first]!);
      } else {
        for (const from of othersTokens(state, p, index.seats)) for (const first of free) out.push({ type: 'harvest', space: first, from });
      }
    }
  }
  return out;
}

/** C1: the top of `pile` for 2 pesos, a card of `display` for 3. */
function pushBuys(out: ClassicAction[], deck: 'land' | 'animal', pile: readonly number[], display: readonly number[], me: ClassicPlayer): void {
  const actions = BUY_ACTIONS[deck];
  if (mayBuyFromDeck(pile, me)) out.push(actions[0]!);
  if (mayBuyFromDisplay(me)) {
    for (let slot = 0; slot < display.length; slot++) out.push(actions[slot + 1] ?? { type: 'buy', deck, slot });
  }
}

const carrying = new Scratch();

/** C10: the seat's pieces, ascending, whose land chain or herd carries no hacienda. */
function haciendaSpaces(state: ClassicState, seat: SeatIndex): readonly number[] {
  // Mostly none carries one: then every piece, with nothing to filter.
  if (!carries(state.hacienda, seat.own)) return seat.own;
  // Else the pieces of the groups that carry one marked, and the rest of the pieces kept in their order.
  const marks = carrying.zeroed(state.piece.length);
  markCarrying(marks, state.hacienda, seat.lands);
  markCarrying(marks, state.hacienda, seat.herds);
  const out: number[] = [];
  for (const s of seat.own) if (marks[s] === 0) out.push(s);
  return out;
}

/** Marks with 1 the spaces of the `groups` that carry what `marks` (the board's hacienda list) marks. */
function markCarrying(marked: Uint8Array, marks: readonly number[], groups: readonly (readonly number[])[]): void {
  for (const group of groups) if (carries(marks, group)) for (const s of group) marked[s] = 1;
}

/** First spaces of the seat's land chains that carry no harvest token, ascending. */
function untokenedChains(state: ClassicState, seat: SeatIndex): number[] {
  const firsts: number[] = [];
  const { harvest } = state;
  const { chained } = seat;
  let first = -1;
  let free = false;
  for (let i = 0; i < chained.length; i++) {
    const x = chained[i]!;
    if (x < 0) {
      if (free) firsts.push(first);
      first = ~x;
      free = harvest[first] !== 1;
    } else if (harvest[x] === 1) free = false;
  }
  if (free) firsts.push(first);
  return firsts;
}

/**
 * C9: the spaces of the land tiles holding another player's harvest token, ascending: each put in
 * its place as it is found (there are a few; sorting them cost more than listing the rest).
 */
function othersTokens(state: ClassicState, p: number, seats: readonly SeatIndex[]): number[] {
  const from: number[] = [];
  for (let q = 0; q < seats.length; q++) {
    if (q === p) continue;
    const { chained } = seats[q]!;
    for (let i = 0; i < chained.length; i++) {
      const s = chained[i]! < 0 ? ~chained[i]! : chained[i]!;
      if (!state.harvest[s]) continue;
      let at = from.length;
      from.push(s);
      for (; at > 0 && from[at - 1]! > s; at--) from[at] = from[at - 1]!;
      from[at] = s;
    }
  }
  return from;
}
