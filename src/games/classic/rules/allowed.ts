/**
 * What the current player may do this turn, kind of action by kind of action, before where:
 * listing the legal actions (legal.ts) and the bots' fast policy (bots/policy.ts) both ask here,
 * so that a ruling changes in one place. Where a piece may then go is placement.ts's and the
 * board index's (board-index.ts).
 */
import { HIDDEN_CARD } from '../../../engine/ruleset.js';
import {
  ANIMAL_TILES,
  ANIMAL_TILES_PER_KIND,
  ANIMALS,
  animalIndex,
  LAND_PIECE,
  LAND_TILES,
  landKindIndex,
  PRICE,
  WATER_SHAPES,
  waterTileShapeIndex,
} from './components.js';
import type { ClassicPlayer, ClassicState } from './state.js';

/** C1: whether the player may buy the top card of `pile`, a deck, for 2 pesos. */
export function mayBuyFromDeck(pile: readonly number[], me: ClassicPlayer): boolean {
  return pile.length > 0 && me.money >= PRICE.deckCard;
}

/** C1: whether the player may buy a face-up card (of either display) for 3 pesos. */
export function mayBuyFromDisplay(me: ClassicPlayer): boolean {
  return me.money >= PRICE.displayCard;
}

/** C5: the kinds of land card the player may play, as bits of LAND_KINDS (0: none). */
export function landKindsToPlay(me: ClassicPlayer): number {
  if (me.landTiles >= LAND_TILES) return 0;
  let kinds = 0;
  for (const card of me.landHand) if (card !== HIDDEN_CARD) kinds |= 1 << landKindIndex(card);
  return kinds;
}

/** C6: the animals the player may play, as bits of ANIMALS (0: none): a card in hand and a tile left. */
export function animalsToPlay(me: ClassicPlayer): number {
  let onBoard = 0;
  for (let k = 0; k < ANIMALS.length; k++) onBoard += me.animalTiles[k]!;
  if (onBoard >= ANIMAL_TILES) return 0;
  let kinds = 0;
  for (const card of me.animalHand) if (card !== HIDDEN_CARD) kinds |= 1 << animalIndex(card);
  for (let k = 0; k < ANIMALS.length; k++) if (me.animalTiles[k]! >= ANIMAL_TILES_PER_KIND) kinds &= ~(1 << k);
  return kinds;
}

/** C10, C1: whether the player may buy a hacienda now, once per turn. */
export function mayBuyHacienda(state: ClassicState, me: ClassicPlayer): boolean {
  return !state.turn.boughtHacienda && state.haciendas > 0 && me.money >= PRICE.hacienda;
}

/** Bits of every shape of WATER_SHAPES. */
const ALL_SHAPES = (1 << WATER_SHAPES.length) - 1;

/** C11, C1: the shapes of water tile the player may buy and lay now, as bits of WATER_SHAPES (0: none). */
export function waterShapesToBuy(state: ClassicState, me: ClassicPlayer): number {
  if (state.turn.boughtWater || me.money < PRICE.water) return 0;
  let shapes = 0;
  // (Every shape found, the rest of the supply adds none.)
  for (let i = 0; i < state.waterSupply.length && shapes !== ALL_SHAPES; i++) shapes |= 1 << waterTileShapeIndex(state.waterSupply[i]!);
  return shapes;
}

/** C9: whether the player may still harvest this turn (once per turn). */
export function mayHarvest(state: ClassicState): boolean {
  return !state.turn.harvested;
}

/**
 * C9: with the supply of harvest tokens empty, a harvest takes its token from another player's
 * chain: the first space, in board order, holding one (-1 when none does). Listing offers every
 * such space (legal.ts, othersTokens); the bots' policy takes this one.
 */
export function firstOthersToken(state: ClassicState, player: number): number {
  const { harvest, owner, piece } = state;
  for (let s = 0; s < harvest.length; s++) if (harvest[s] && owner[s] !== player && piece[s] === LAND_PIECE) return s;
  return -1;
}
