/**
 * The complete list of the current player's legal actions, in canonical form (see apply.ts for
 * the same rules as checks). Cards of one kind are interchangeable, so one action per kind.
 */
import { HIDDEN_CARD } from '../../engine/ruleset.js';
import {
  ANIMAL_TILES,
  ANIMAL_TILES_PER_KIND,
  ANIMALS,
  animalOf,
  LAND_PIECE,
  LAND_TILES,
  landKindOf,
  PRICE,
  WATER_SHAPES,
  waterTileShape,
  type Animal,
  type LandKind,
} from './components.js';
import { landChains } from './groups.js';
import { animalSpaces, landSpaces, waterPlacements } from './placement.js';
import type { ClassicAction, ClassicState } from './state.js';

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

  // A hacienda on any own tile without one (C10), once per turn.
  if (!state.turn.boughtHacienda && state.haciendas > 0 && me.money >= PRICE.hacienda) {
    for (let s = 0; s < state.owner.length; s++) {
      if (state.owner[s] === p && !state.hacienda[s]) out.push({ type: 'hacienda', space: s });
    }
  }

  // A water tile of each shape still in the supply, anywhere it fits (C11), once per turn.
  if (!state.turn.boughtWater && me.money >= PRICE.water) {
    for (const shape of WATER_SHAPES) {
      if (!state.waterSupply.some((id) => waterTileShape(id) === shape)) continue;
      for (const spaces of waterPlacements(state, shape)) out.push({ type: 'water', shape, spaces });
    }
  }

  // Land cards (C5).
  if (me.landTiles < LAND_TILES) {
    const kinds = new Set<LandKind>();
    for (const card of me.landHand) if (card !== HIDDEN_CARD) kinds.add(landKindOf(card));
    for (const kind of kinds) for (const space of landSpaces(state, p, kind)) out.push({ type: 'land', kind, space });
  }

  // Animal cards (C6).
  const onBoard = me.animalTiles.reduce((a, b) => a + b, 0);
  if (onBoard < ANIMAL_TILES) {
    const animals = new Set<Animal>();
    for (const card of me.animalHand) if (card !== HIDDEN_CARD) animals.add(animalOf(card));
    for (const animal of animals) {
      if (me.animalTiles[ANIMALS.indexOf(animal)]! >= ANIMAL_TILES_PER_KIND) continue;
      for (const space of animalSpaces(state, p, animal)) out.push({ type: 'animal', animal, space });
    }
  }

  // Harvest (C9), once per turn: a chain without a token, named by its first space.
  if (!state.turn.harvested) {
    const free = landChains(state, p).filter((chain) => !chain.some((s) => state.harvest[s]));
    if (free.length > 0) {
      if (state.harvestTokens > 0) {
        for (const chain of free) out.push({ type: 'harvest', space: Math.min(...chain) });
      } else {
        for (let from = 0; from < state.harvest.length; from++) {
          if (!state.harvest[from] || state.owner[from] === p || state.piece[from] !== LAND_PIECE) continue;
          for (const chain of free) out.push({ type: 'harvest', space: Math.min(...chain), from });
        }
      }
    }
  }
  return out;
}
