/**
 * The effects of the actions, once: what a legal action changes, on a draft (draft.ts). The
 * engine's apply checks an action first (apply.ts) and then performs it on a draft of its own; the
 * bots' playouts perform the actions their policy proposes (all legal) on one draft for the whole
 * playout, unchecked. Nothing here checks: an illegal action is a programmer's error here.
 */
import { topology } from '../../../engine/board.js';
import { HIDDEN_CARD } from '../../../engine/ruleset.js';
import { forgottenAt } from '../../../engine/view.js';
import {
  ACTIONS_PER_TURN,
  ANIMALS,
  animalOf,
  animalPiece,
  HARVEST_PAY_PER_TILE,
  LAND_PIECE,
  landKindOf,
  PRICE,
  waterTileShape,
  type Animal,
  type LandKind,
  type WaterShape,
} from './components.js';
import type { Draft } from './draft.js';
import type { ClassicEvent } from './events.js';
import { countAction, drawAnimalCard, drawLandCard, endTurn } from './flow.js';
import { groupAt, landTouching } from './groups.js';
import type { ClassicAction } from './state.js';

/**
 * Performs a legal action of the current player on `d`; its events go to `events` if given. A
 * harvest's `chain` (groupAt at its space) may be given by a caller that found it already.
 */
export function performClassic(d: Draft, action: ClassicAction, events?: ClassicEvent[], chain?: readonly number[]): void {
  switch (action.type) {
    case 'end':
      endTurn(d, events);
      return;
    case 'buy':
      buyCard(d, action.deck, action.slot, events);
      break;
    case 'hacienda':
      buyHacienda(d, action.space, events);
      break;
    case 'water':
      buyWater(d, action.shape, action.spaces, events);
      break;
    case 'land':
      placeLand(d, action.kind, action.space);
      break;
    case 'animal':
      placeAnimal(d, action.animal, action.space, events);
      break;
    case 'harvest':
      harvest(d, chain ?? groupAt(d.state, action.space), action.from, events);
      break;
  }
  countAction(d, ACTIONS_PER_TURN, events);
}

/** Where in `hand` the first card of land `kind` is, or -1 (hidden cards are no card). */
export function landCardAt(hand: readonly number[], kind: LandKind): number {
  return hand.findIndex((card) => card !== HIDDEN_CARD && landKindOf(card) === kind);
}

/** Where in `hand` the first card of `animal` is, or -1. */
export function animalCardAt(hand: readonly number[], animal: Animal): number {
  return hand.findIndex((card) => card !== HIDDEN_CARD && animalOf(card) === animal);
}

/** `card` played from player `p`'s hand: what the table knew of it is forgotten (R10, forgottenAt). */
function forgetShown(d: Draft, p: number, name: 'shownLand' | 'shownAnimals', card: number, kindOf: (card: number) => string): void {
  const known = d.state.players[p]![name];
  if (known.length === 0) return; // most often: nothing shown to forget
  const i = forgottenAt(known, card, kindOf);
  if (i >= 0) d.hand(p, name).splice(i, 1);
}

/** The first water tile of `shape` left in the supply, or undefined. */
export function waterTileFor(supply: readonly number[], shape: WaterShape): number | undefined {
  return supply.find((id) => waterTileShape(id) === shape);
}

/** C1: a card from the top of a deck (slot -1) or from its display, which the deck refills. */
function buyCard(d: Draft, deck: 'land' | 'animal', slot: number, events?: ClassicEvent[]): void {
  const p = d.state.turn.player;
  const price = slot < 0 ? PRICE.deckCard : PRICE.displayCard;
  d.player(p).money -= price;
  const draw = () => (deck === 'land' ? drawLandCard(d) : drawAnimalCard(d, events));
  let card: number;
  if (slot < 0) {
    card = draw()!;
    events?.push({ type: 'drew', player: p, deck, card, private: true });
  } else {
    const shown = d.list(deck === 'land' ? 'landDisplay' : 'animalDisplay');
    card = shown[slot]!;
    const replacement = draw();
    if (replacement === undefined) shown.splice(slot, 1);
    else {
      shown[slot] = replacement;
      events?.push({ type: 'revealed', deck, slot, card: replacement });
    }
  }
  d.hand(p, deck === 'land' ? 'landHand' : 'animalHand').push(card);
  // Every player saw the display card taken (docs/rulings.md, "What the table saw").
  if (slot >= 0) d.hand(p, deck === 'land' ? 'shownLand' : 'shownAnimals').push(card);
  events?.push({ type: 'paid-bank', player: p, amount: price });
}

/** C10: a hacienda on one of the player's pieces, once a turn. */
function buyHacienda(d: Draft, s: number, events?: ClassicEvent[]): void {
  const p = d.state.turn.player;
  d.player(p).money -= PRICE.hacienda;
  d.state.haciendas--;
  d.list('hacienda')[s] = 1;
  d.state.turn.boughtHacienda = true;
  events?.push({ type: 'paid-bank', player: p, amount: PRICE.hacienda });
}

/** C11: a water tile of `shape` from the supply on `spaces`, once a turn. */
function buyWater(d: Draft, shape: WaterShape, spaces: readonly number[], events?: ClassicEvent[]): void {
  const p = d.state.turn.player;
  const tile = waterTileFor(d.state.waterSupply, shape)!;
  d.player(p).money -= PRICE.water;
  const supply = d.list('waterSupply');
  supply.splice(supply.indexOf(tile), 1);
  const water = d.list('water');
  for (const s of spaces) water[s] = tile;
  d.state.turn.boughtWater = true;
  events?.push({ type: 'paid-bank', player: p, amount: PRICE.water });
}

/** C5: a land card of `kind` played, and a land tile on `s`. */
function placeLand(d: Draft, kind: LandKind, s: number): void {
  const p = d.state.turn.player;
  const hand = d.hand(p, 'landHand');
  const [card] = hand.splice(landCardAt(hand, kind), 1);
  forgetShown(d, p, 'shownLand', card!, landKindOf);
  d.player(p).landTiles++;
  d.list('playedLand').push(card!);
  place(d, s, p, LAND_PIECE);
}

/** C6, C7: an animal card played, an animal tile on `s`, and the markets next to it pay. */
function placeAnimal(d: Draft, animal: Animal, s: number, events?: ClassicEvent[]): void {
  const p = d.state.turn.player;
  const hand = d.hand(p, 'animalHand');
  const [card] = hand.splice(animalCardAt(hand, animal), 1);
  forgetShown(d, p, 'shownAnimals', card!, animalOf);
  d.hand(p, 'animalTiles')[ANIMALS.indexOf(animal)]!++;
  d.list('playedAnimals').push(card!);
  place(d, s, p, animalPiece(animal));
  payMarkets(d, s, p, events);
}

function place(d: Draft, s: number, p: number, piece: number): void {
  d.list('owner')[s] = p;
  d.list('piece')[s] = piece;
}

/** C7: an animal placed next to markets pays, per market, its herd plus the land touching it. */
function payMarkets(d: Draft, s: number, p: number, events?: ClassicEvent[]): void {
  const topo = topology(d.state.map);
  const around = topo.neighbours[s]!;
  if (!around.some((n) => topo.terrain[n] === 'market')) return;
  const herd = groupAt(d.state, s);
  const each = herd.length + landTouching(d.state, herd, p);
  const pd = d.player(p);
  for (const m of around) {
    if (topo.terrain[m] !== 'market') continue;
    pd.money += each;
    events?.push({ type: 'paid', player: p, amount: each, reason: 'market', space: s, market: m, herd: herd.length, land: each - herd.length });
  }
}

/**
 * C9: the land chain `chain` (groupAt its space) harvested: a token on its first space, from the supply, or when the
 * supply is empty from another player's chain at `from`; 3 pesos per tile of the chain.
 */
function harvest(d: Draft, chain: readonly number[], from: number | undefined, events?: ClassicEvent[]): void {
  const p = d.state.turn.player;
  const harvest = d.list('harvest');
  if (from === undefined) d.state.harvestTokens--;
  else {
    harvest[from] = 0;
    events?.push({ type: 'token-moved', player: p, from, owner: d.state.owner[from]! });
  }
  let first = chain[0]!;
  for (const x of chain) if (x < first) first = x;
  harvest[first] = 1;
  const pay = HARVEST_PAY_PER_TILE * chain.length;
  d.player(p).money += pay;
  d.state.turn.harvested = true;
  events?.push({ type: 'paid', player: p, amount: pay, reason: 'harvest', space: first });
}
