/**
 * The complete list of the current player's legal actions, in canonical form (apply.ts checks the
 * same rules one action at a time; the conformance suite checks that both agree). Cards of one
 * kind are interchangeable, so there is one action per kind of card, not per card.
 *
 * Bots list actions millions of times, so the player's surroundings are surveyed in one pass
 * over the board (`survey`) instead of once per card kind.
 */
import { topology } from '../../engine/board.js';
import { HIDDEN_CARD } from '../../engine/ruleset.js';
import { scratch } from '../../engine/scratch.js';
import {
  ANIMAL_TILES,
  ANIMAL_TILES_PER_KIND,
  ANIMALS,
  animalOf,
  LAND_PIECE,
  LAND_TILES,
  landKindOf,
  NO_PIECE,
  PRICE,
  WATER_SHAPES,
  waterTileShape,
  type LandKind,
} from './components.js';
import { emptyOfTerrain, landGoesOnPampas, pampasMask, waterPlacements } from './placement.js';
import type { ClassicAction, ClassicState } from './state.js';

/** Bit flags of an empty pampas space: next to own land (1), next to own animal k (2 << k). */
const NEAR_LAND = 1;
const nearAnimal = (k: number) => 2 << k;

export function classicLegalActions(state: ClassicState): ClassicAction[] {
  if (state.over) return [];
  const p = state.turn.player;
  const me = state.players[p]!;
  const out: ClassicAction[] = [{ type: 'end' }];

  // Buying cards (C1): the top of a deck for 2, a face-up card for 3.
  for (const deck of ['land', 'animal'] as const) {
    const pile = deck === 'land' ? state.landDeck : state.animalDeck;
    const display = deck === 'land' ? state.landDisplay : state.animalDisplay;
    if (pile.length > 0 && me.money >= PRICE.deckCard) out.push({ type: 'buy', deck, slot: -1 });
    if (me.money >= PRICE.displayCard) for (let slot = 0; slot < display.length; slot++) out.push({ type: 'buy', deck, slot });
  }

  const hacienda = !state.turn.boughtHacienda && state.haciendas > 0 && me.money >= PRICE.hacienda;
  const { near, spaces: nearSpaces, own } = survey(state, p);

  // A hacienda on any own tile without one (C10), once per turn.
  if (hacienda) for (const s of own) if (!state.hacienda[s]) out.push({ type: 'hacienda', space: s });

  // A water tile of each shape still in the supply, anywhere it fits (C11), once per turn.
  if (!state.turn.boughtWater && me.money >= PRICE.water) {
    for (const shape of WATER_SHAPES) {
      if (!state.waterSupply.some((id) => waterTileShape(id) === shape)) continue;
      for (const spaces of waterPlacements(state, shape)) out.push({ type: 'water', shape, spaces });
    }
  }

  // Land cards (C5): a terrain's own empty spaces, or pampas next to own land.
  if (me.landTiles < LAND_TILES && me.landHand.length > 0) {
    const kinds = new Set<LandKind>();
    for (const card of me.landHand) if (card !== HIDDEN_CARD) kinds.add(landKindOf(card));
    for (const kind of kinds) {
      if (landGoesOnPampas(state, kind)) {
        for (const s of nearSpaces) if (near[s]! & NEAR_LAND) out.push({ type: 'land', kind, space: s });
      } else {
        for (const s of emptyOfTerrain(state, kind)) out.push({ type: 'land', kind, space: s });
      }
    }
  }

  // Animal cards (C6): empty pampas next to own land or own tiles of that animal.
  const onBoard = me.animalTiles.reduce((a, b) => a + b, 0);
  if (onBoard < ANIMAL_TILES && me.animalHand.length > 0) {
    let kinds = 0;
    for (const card of me.animalHand) if (card !== HIDDEN_CARD) kinds |= 1 << ANIMALS.indexOf(animalOf(card));
    for (let k = 0; k < ANIMALS.length; k++) {
      if (!(kinds & (1 << k)) || me.animalTiles[k]! >= ANIMAL_TILES_PER_KIND) continue;
      const animal = ANIMALS[k]!;
      const flags = NEAR_LAND | nearAnimal(k);
      for (const s of nearSpaces) if (near[s]! & flags) out.push({ type: 'animal', animal, space: s });
    }
  }

  // Harvest (C9), once per turn: a chain without a token, named by its first space.
  if (!state.turn.harvested) {
    const free = untokenedChains(state, p, own);
    if (free.length > 0) {
      if (state.harvestTokens > 0) {
        for (const first of free) out.push({ type: 'harvest', space: first });
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
 * One pass over the player's pieces: `own` lists them (ascending); `near` flags each empty pampas
 * space by what of the player's it touches; `spaces` lists the flagged spaces, ascending.
 */
function survey(state: ClassicState, p: number): { near: Uint8Array; spaces: number[]; own: number[] } {
  const topo = topology(state.map);
  const near = scratch('legal.near', topo.size);
  const spaces: number[] = [];
  const own: number[] = [];
  const { owner, piece, water } = state;
  const pampas = pampasMask(topo);
  const size = topo.size;
  for (let s = 0; s < size; s++) {
    if (owner[s] !== p) continue;
    own.push(s);
    const flag = piece[s] === LAND_PIECE ? NEAR_LAND : nearAnimal(piece[s]! - 2);
    const ns = topo.neighbours[s]!;
    for (let i = 0; i < ns.length; i++) {
      const n = ns[i]!;
      if (piece[n] !== NO_PIECE || pampas[n] === 0 || water[n] !== -1) continue;
      if (near[n] === 0) spaces.push(n);
      near[n]! |= flag;
    }
  }
  spaces.sort((a, b) => a - b);
  return { near, spaces, own };
}

/** First spaces of the player's land chains that carry no harvest token. */
function untokenedChains(state: ClassicState, p: number, own: readonly number[]): number[] {
  const topo = topology(state.map);
  const seen = scratch('legal.chains', topo.size);
  const firsts: number[] = [];
  const stack: number[] = [];
  for (const start of own) {
    if (seen[start] || state.piece[start] !== LAND_PIECE) continue;
    // `own` is ascending, so the first tile met of a chain is its first space.
    let tokened = false;
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const s = stack.pop()!;
      if (state.harvest[s]) tokened = true;
      for (const n of topo.neighbours[s]!) {
        if (!seen[n] && state.owner[n] === p && state.piece[n] === LAND_PIECE) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    if (!tokened) firsts.push(start);
  }
  return firsts;
}
