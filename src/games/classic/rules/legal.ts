/**
 * The complete list of the current player's legal actions, in canonical form (apply.ts checks the
 * same rules one action at a time; the conformance suite checks that both agree). Cards of one
 * kind are interchangeable, so there is one action per kind of card, not per card.
 *
 * Bots list actions millions of times, so the player's surroundings are surveyed in one pass
 * over the board (`survey`) instead of once per card kind.
 */
import { topology } from '../../../engine/board.js';
import { HIDDEN_CARD } from '../../../engine/ruleset.js';
import { Scratch } from '../../../engine/scratch.js';
import {
  ANIMAL_TILES,
  ANIMAL_TILES_PER_KIND,
  ANIMALS,
  animalIndex,
  LAND_KINDS,
  LAND_PIECE,
  LAND_TILES,
  landKindIndex,
  NO_PIECE,
  PRICE,
  WATER_SHAPES,
  waterTileShapeIndex,
} from './components.js';
import { actionCache, BUY_ACTIONS, END_ACTION } from './action-cache.js';
import { groupAt } from './groups.js';
import { emptyOfTerrain, landGoesOnPampas, pampasOf } from './placement.js';
import type { ClassicAction, ClassicState } from './state.js';

/** Bit flags of an empty pampas space: next to own land (1), next to own animal k (2 << k). */
const NEAR_LAND = 1;
const nearAnimal = (k: number) => 2 << k;

const waterMarks = new Scratch();
const nearMarks = new Scratch();
const chainMarks = new Scratch();
const groupMarks = new Scratch();

export function classicLegalActions(state: ClassicState): ClassicAction[] {
  if (state.over) return [];
  const p = state.turn.player;
  const me = state.players[p]!;
  const topo = topology(state.map);
  const cache = actionCache(topo);
  const out: ClassicAction[] = [END_ACTION];

  // Buying cards (C1): the top of a deck for 2, a face-up card for 3.
  for (const deck of ['land', 'animal'] as const) {
    const pile = deck === 'land' ? state.landDeck : state.animalDeck;
    const display = deck === 'land' ? state.landDisplay : state.animalDisplay;
    if (pile.length > 0 && me.money >= PRICE.deckCard) out.push(BUY_ACTIONS[deck][0]!);
    if (me.money >= PRICE.displayCard) {
      for (let slot = 0; slot < display.length; slot++) out.push(BUY_ACTIONS[deck][slot + 1] ?? { type: 'buy', deck, slot });
    }
  }

  const hacienda = !state.turn.boughtHacienda && state.haciendas > 0 && me.money >= PRICE.hacienda;
  const water = !state.turn.boughtWater && me.money >= PRICE.water;
  const { near, spaces: nearSpaces, own, freePampas } = survey(state, p, water);

  // A hacienda on an own tile in a chain or herd without one (C10), once per turn.
  if (hacienda) haciendaSpaces(state, own, (s) => out.push(cache.hacienda[s]!));

  // A water tile of each shape still in the supply, anywhere it fits (C11), once per turn.
  if (water) {
    let shapes = 0;
    for (const id of state.waterSupply) shapes |= 1 << waterTileShapeIndex(id);
    for (let k = 0; k < WATER_SHAPES.length; k++) {
      if (!(shapes & (1 << k))) continue;
      const shape = WATER_SHAPES[k]!;
      const { spaces, actions } = cache.water[shape];
      for (let i = 0, k = 0; i < actions.length; i++, k += 4) {
        if (freePampas[spaces[k]!]! & freePampas[spaces[k + 1]!]! & freePampas[spaces[k + 2]!]! & freePampas[spaces[k + 3]!]!) out.push(actions[i]!);
      }
    }
  }

  // Land cards (C5): a terrain's own empty spaces, or pampas next to own land.
  if (me.landTiles < LAND_TILES && me.landHand.length > 0) {
    let kinds = 0;
    for (const card of me.landHand) if (card !== HIDDEN_CARD) kinds |= 1 << landKindIndex(card);
    for (let k = 0; k < LAND_KINDS.length; k++) {
      if (!(kinds & (1 << k))) continue;
      const kind = LAND_KINDS[k]!;
      if (landGoesOnPampas(state, kind)) {
        for (const s of nearSpaces) if (near[s]! & NEAR_LAND) out.push(cache.land[k]![s]!);
      } else {
        for (const s of emptyOfTerrain(state, kind)) out.push(cache.land[k]![s]!);
      }
    }
  }

  // Animal cards (C6): empty pampas next to own land or own tiles of that animal.
  const onBoard = me.animalTiles[0]! + me.animalTiles[1]! + me.animalTiles[2]! + me.animalTiles[3]!;
  if (onBoard < ANIMAL_TILES && me.animalHand.length > 0) {
    let kinds = 0;
    for (const card of me.animalHand) if (card !== HIDDEN_CARD) kinds |= 1 << animalIndex(card);
    for (let k = 0; k < ANIMALS.length; k++) {
      if (!(kinds & (1 << k)) || me.animalTiles[k]! >= ANIMAL_TILES_PER_KIND) continue;
      const flags = NEAR_LAND | nearAnimal(k);
      for (const s of nearSpaces) if (near[s]! & flags) out.push(cache.animal[k]![s]!);
    }
  }

  // Harvest (C9), once per turn: a chain without a token, named by its first space.
  if (!state.turn.harvested) {
    const free = untokenedChains(state, p, own);
    if (free.length > 0) {
      if (state.harvestTokens > 0) {
        for (const first of free) out.push(cache.harvest[first]!);
      } else {
        for (let from = 0; from < state.harvest.length; from++) {
          if (!state.harvest[from] || state.owner[from] === p || state.piece[from] !== LAND_PIECE) continue;
          for (const first of free) out.push({ type: 'harvest', space: first, from });
        }
      }
    }
  }
  return out;
}

/**
 * One pass over the board: `own` lists the player's pieces (ascending); `near` flags each empty
 * pampas space by what of the player's it touches; `spaces` lists the flagged spaces, ascending;
 * with `withFree`, `freePampas` marks every empty pampas space (where water may go, C11), found
 * in the same pass rather than a second one.
 */
function survey(state: ClassicState, p: number, withFree: boolean): { near: Uint8Array; spaces: number[]; own: number[]; freePampas: Uint8Array } {
  const topo = topology(state.map);
  const near = nearMarks.zeroed(topo.size);
  const freePampas = withFree ? waterMarks.zeroed(topo.size) : near;
  const spaces: number[] = [];
  const own: number[] = [];
  const { owner, piece, water } = state;
  const { mask: pampas, adjacency } = pampasOf(topo);
  const size = topo.size;
  let found = 0;
  let first = size;
  // Tiles never leave the board, so the player's tile counts say how many pieces to find: without
  // the free pampas to mark, the pass stops at the last of them.
  const me = state.players[p]!;
  const pieces = me.landTiles + me.animalTiles[0]! + me.animalTiles[1]! + me.animalTiles[2]! + me.animalTiles[3]!;
  const end = withFree ? size : pieces === 0 ? 0 : size;
  for (let s = 0; s < end; s++) {
    if (withFree && pampas[s] === 1 && piece[s] === NO_PIECE && water[s] === -1) freePampas[s] = 1;
    if (owner[s] !== p) continue;
    own.push(s);
    const flag = piece[s] === LAND_PIECE ? NEAR_LAND : nearAnimal(piece[s]! - 2);
    for (let i = s * 6, stop = i + 6; i < stop; i++) {
      const n = adjacency[i]!;
      if (n < 0) break;
      if (piece[n] !== NO_PIECE || water[n] !== -1) continue;
      if (near[n] === 0) {
        found++;
        if (n < first) first = n;
      }
      near[n]! |= flag;
    }
    if (!withFree && own.length === pieces) break;
  }
  // Collect in board order (cheaper than sorting as we go), from the first flagged space.
  for (let s = first; found > 0; s++) {
    if (near[s] !== 0) {
      spaces.push(s);
      found--;
    }
  }
  return { near, spaces, own, freePampas };
}

/**
 * C10: calls `take` for each of the player's pieces (`own`, ascending) whose land chain or herd
 * carries no hacienda. Each group is walked once (not once per piece, as `takesHacienda` would).
 */
function haciendaSpaces(state: ClassicState, own: readonly number[], take: (s: number) => void): void {
  const seen = groupMarks.zeroed(state.owner.length);
  // A group's verdict, kept in `seen`: 1 walked and free, 2 walked and carrying a hacienda.
  for (const s of own) {
    if (seen[s] === 0) {
      const group = groupAt(state, s, seen);
      let mark = 1;
      for (const x of group) if (state.hacienda[x] === 1) mark = 2;
      for (const x of group) seen[x] = mark;
    }
    if (seen[s] === 1) take(s);
  }
}

/** First spaces of the player's land chains that carry no harvest token. */
function untokenedChains(state: ClassicState, p: number, own: readonly number[]): number[] {
  const topo = topology(state.map);
  const seen = chainMarks.zeroed(topo.size);
  const { adjacency } = topo;
  const { owner, piece } = state;
  const firsts: number[] = [];
  const stack: number[] = [];
  for (const start of own) {
    if (seen[start] || piece[start] !== LAND_PIECE) continue;
    // `own` is ascending, so the first tile met of a chain is its first space.
    let tokened = false;
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const s = stack.pop()!;
      if (state.harvest[s]) tokened = true;
      for (let i = s * 6, end = i + 6; i < end; i++) {
        const n = adjacency[i]!;
        if (n < 0) break;
        if (!seen[n] && owner[n] === p && piece[n] === LAND_PIECE) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    if (!tokened) firsts.push(start);
  }
  return firsts;
}
