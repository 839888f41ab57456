/**
 * Applying an action: first every check (an illegal action is answered with a rejection that
 * says why), then the effects on a private draft, so the given state is never changed.
 */
import { topology } from '../../../engine/board.js';
import { HIDDEN_CARD, type ApplyResult, type Rejection, type RejectionCode } from '../../../engine/ruleset.js';
import {
  ACTIONS_PER_TURN,
  ANIMAL_TILES,
  ANIMAL_TILES_PER_KIND,
  ANIMALS,
  animalOf,
  animalPiece,
  HARVEST_PAY_PER_TILE,
  LAND_KINDS,
  LAND_PIECE,
  LAND_TILES,
  landKindOf,
  PRICE,
  WATER_SHAPES,
  waterShapeSize,
  waterTileShape,
  type Animal,
  type LandKind,
} from './components.js';
import { countAction, drawAnimalCard, drawLandCard, endTurn } from './flow.js';
import { groupAt, landTouching, takesHacienda } from './groups.js';
import { emptyPampasNextTo, hasWaterShape, isAnimalSpace, isEmptyPampas, isLandSpace, landGoesOnPampas } from './placement.js';
import { formatClassicAction } from './notation.js';
import type { ClassicAction, ClassicPlayer, ClassicState } from './state.js';
import type { ClassicEvent } from './events.js';

/** The pesos and names the checks need, with the rejection built in the house style. */
class Checker {
  constructor(
    readonly state: ClassicState,
    readonly action: ClassicAction,
  ) {}
  get player(): number {
    return this.state.turn.player;
  }
  reject(code: RejectionCode, reason: string): Rejection {
    const shown = this.shown(code);
    if (this.state.over) return { ok: false, code, message: `${shown}: ${reason}`, reason };
    const name = this.state.players[this.player]!.name;
    return { ok: false, code, message: `${name} cannot ${shown}: ${reason}`, reason };
  }
  /** The action in notation; a malformed one as its JSON, since notation would garble it. */
  private shown(code: RejectionCode): string {
    if (code !== 'malformed') {
      try {
        return formatClassicAction(this.state, this.action);
      } catch {
        // fall through to JSON
      }
    }
    return JSON.stringify(this.action) ?? String(this.action);
  }
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

export function applyClassic(state: ClassicState, action: ClassicAction): ApplyResult<ClassicState, ClassicEvent> {
  const c = new Checker(state, action);
  if (state.over) return c.reject('game-over', 'the game is over');
  if (action === null || typeof action !== 'object') return c.reject('malformed', 'an action must be an object');
  const topo = topology(state.map);
  const p = state.turn.player;
  const me = state.players[p]!;
  const validSpace = (s: unknown): s is number => isInt(s) && s >= 0 && s < topo.size;
  const label = (s: number) => topo.label[s]!;
  const events: ClassicEvent[] = [];

  switch (action.type) {
    case 'end': {
      const d = draft(state);
      endTurn(d, events);
      return { ok: true, state: d, events };
    }

    case 'buy': {
      const { deck, slot } = action;
      if ((deck !== 'land' && deck !== 'animal') || !isInt(slot)) return c.reject('malformed', 'expected a deck and a slot');
      if (slot < -1) return c.reject('malformed', 'no such card slot');
      const display = deck === 'land' ? state.landDisplay : state.animalDisplay;
      const pile = deck === 'land' ? state.landDeck : state.animalDeck;
      const price = slot < 0 ? PRICE.deckCard : PRICE.displayCard;
      if (slot >= display.length) return c.reject('sold-out', `the ${deck} display has no card ${slot + 1}`);
      if (slot === -1 && pile.length === 0) return c.reject('sold-out', `the ${deck} deck is empty`);
      if (me.money < price) return c.reject('cannot-afford', `it costs ${price} pesos and ${me.name} has ${me.money}`);
      if (slot === -1 && pile[pile.length - 1] === HIDDEN_CARD) return c.reject('hidden', 'the deck is hidden in this view');
      const d = draft(state);
      const pd = player(d, p);
      pd.money -= price;
      const draw = () => (deck === 'land' ? drawLandCard(d) : drawAnimalCard(d, events));
      let card: number;
      if (slot === -1) {
        card = draw()!;
        events.push({ type: 'drew', player: p, deck, card, private: true });
      } else {
        const shown = display.slice();
        card = shown[slot]!;
        const replacement = draw();
        if (replacement === undefined) shown.splice(slot, 1);
        else {
          shown[slot] = replacement;
          events.push({ type: 'revealed', deck, slot, card: replacement });
        }
        if (deck === 'land') d.landDisplay = shown;
        else d.animalDisplay = shown;
      }
      if (deck === 'land') pd.landHand = [...pd.landHand, card];
      else pd.animalHand = [...pd.animalHand, card];
      events.push({ type: 'paid-bank', player: p, amount: price });
      countAction(d, ACTIONS_PER_TURN, events);
      return { ok: true, state: d, events };
    }

    case 'hacienda': {
      const s = action.space;
      if (!validSpace(s)) return c.reject('unknown-space', 'no such space');
      if (state.turn.boughtHacienda) return c.reject('not-allowed', 'a hacienda may be bought once per turn');
      if (state.haciendas <= 0) return c.reject('sold-out', 'no haciendas are left');
      if (me.money < PRICE.hacienda) return c.reject('cannot-afford', `a hacienda costs ${PRICE.hacienda} pesos and ${me.name} has ${me.money}`);
      if (state.owner[s] !== p) return c.reject('not-allowed', `${label(s)} holds none of ${me.name}'s tiles`);
      if (state.hacienda[s]) return c.reject('not-allowed', `${label(s)} already has a hacienda`);
      if (!takesHacienda(state, s)) {
        return c.reject('not-allowed', `the ${state.piece[s] === LAND_PIECE ? 'land chain' : 'herd'} at ${label(s)} already carries a hacienda`);
      }
      const d = draft(state);
      player(d, p).money -= PRICE.hacienda;
      d.haciendas--;
      d.hacienda = d.hacienda.slice();
      d.hacienda[s] = 1;
      d.turn.boughtHacienda = true;
      events.push({ type: 'paid-bank', player: p, amount: PRICE.hacienda });
      countAction(d, ACTIONS_PER_TURN, events);
      return { ok: true, state: d, events };
    }

    case 'water': {
      const { shape, spaces } = action;
      if (!WATER_SHAPES.includes(shape) || !Array.isArray(spaces)) return c.reject('malformed', 'expected a water shape and its spaces');
      if (!spaces.every(validSpace)) return c.reject('unknown-space', 'no such space');
      if (state.turn.boughtWater) return c.reject('not-allowed', 'a water tile may be bought once per turn');
      const tile = state.waterSupply.find((id) => waterTileShape(id) === shape);
      if (tile === undefined) return c.reject('sold-out', `no ${shape} water tile is left`);
      if (me.money < PRICE.water) return c.reject('cannot-afford', `a water tile costs ${PRICE.water} pesos and ${me.name} has ${me.money}`);
      const sorted = [...new Set(spaces)].sort((a, b) => a - b);
      if (sorted.length !== spaces.length) return c.reject('malformed', 'a space is named twice');
      if (sorted.length !== waterShapeSize(shape) || !hasWaterShape(topo, shape, sorted)) {
        return c.reject('not-allowed', `those spaces are not the shape of a ${shape} tile`);
      }
      const blocked = sorted.find((s) => !isEmptyPampas(state, topo, s));
      if (blocked !== undefined) return c.reject('not-allowed', `${label(blocked)} is not empty pampas`);
      const d = draft(state);
      player(d, p).money -= PRICE.water;
      d.waterSupply = state.waterSupply.filter((id) => id !== tile);
      d.water = d.water.slice();
      for (const s of sorted) d.water[s] = tile;
      d.turn.boughtWater = true;
      events.push({ type: 'paid-bank', player: p, amount: PRICE.water });
      countAction(d, ACTIONS_PER_TURN, events);
      return { ok: true, state: d, events };
    }

    case 'land': {
      const { kind, space: s } = action;
      if (!LAND_KINDS.includes(kind)) return c.reject('malformed', 'no such land card');
      if (!validSpace(s)) return c.reject('unknown-space', 'no such space');
      const cardAt = me.landHand.findIndex((card) => card !== HIDDEN_CARD && landKindOf(card) === kind);
      if (cardAt < 0) return c.reject('no-card', `${me.name} holds no ${kind} land card`);
      if (me.landTiles >= LAND_TILES) return c.reject('sold-out', `${me.name} has placed all ${LAND_TILES} land tiles`);
      if (!isLandSpace(state, p, kind, s)) return c.reject('not-allowed', landReason(state, p, kind, s));
      const d = draft(state);
      const pd = player(d, p);
      pd.landHand = me.landHand.filter((_, i) => i !== cardAt);
      pd.landTiles++;
      d.playedLand = [...state.playedLand, me.landHand[cardAt]!];
      place(d, s, p, LAND_PIECE);
      countAction(d, ACTIONS_PER_TURN, events);
      return { ok: true, state: d, events };
    }

    case 'animal': {
      const { animal, space: s } = action;
      if (!ANIMALS.includes(animal)) return c.reject('malformed', 'no such animal');
      if (!validSpace(s)) return c.reject('unknown-space', 'no such space');
      const cardAt = me.animalHand.findIndex((card) => card !== HIDDEN_CARD && animalOf(card) === animal);
      if (cardAt < 0) return c.reject('no-card', `${me.name} holds no ${animal} card`);
      const kindIndex = ANIMALS.indexOf(animal);
      const onBoard = me.animalTiles.reduce((a, b) => a + b, 0);
      if (onBoard >= ANIMAL_TILES) return c.reject('sold-out', `${me.name} has placed all ${ANIMAL_TILES} animal tiles`);
      if (me.animalTiles[kindIndex]! >= ANIMAL_TILES_PER_KIND) return c.reject('sold-out', `${me.name} has ${ANIMAL_TILES_PER_KIND} ${animal} tiles on the board already`);
      if (!isEmptyPampas(state, topo, s)) return c.reject('not-allowed', `${label(s)} is not empty pampas`);
      if (!isAnimalSpace(state, p, animal, s)) {
        return c.reject('not-allowed', `${label(s)} is not next to ${me.name}'s land or ${plural(animal)}`);
      }
      const d = draft(state);
      const pd = player(d, p);
      pd.animalHand = me.animalHand.filter((_, i) => i !== cardAt);
      pd.animalTiles = me.animalTiles.slice();
      pd.animalTiles[kindIndex]!++;
      d.playedAnimals = [...state.playedAnimals, me.animalHand[cardAt]!];
      place(d, s, p, animalPiece(animal));
      payMarkets(d, s, p, events);
      countAction(d, ACTIONS_PER_TURN, events);
      return { ok: true, state: d, events };
    }

    case 'harvest': {
      const { space: s, from } = action;
      if (!validSpace(s) || (from !== undefined && !validSpace(from))) return c.reject('unknown-space', 'no such space');
      if (state.turn.harvested) return c.reject('not-allowed', 'harvest is once per turn');
      if (state.owner[s] !== p || state.piece[s] !== LAND_PIECE) return c.reject('not-allowed', `${label(s)} is not ${me.name}'s land`);
      const chain = groupAt(state, s);
      if (chain.some((x) => state.harvest[x])) return c.reject('not-allowed', `the chain at ${label(s)} already carries a harvest token`);
      if (state.harvestTokens > 0 && from !== undefined) return c.reject('not-allowed', 'harvest tokens are left in the supply: take one from there');
      if (state.harvestTokens === 0) {
        if (from === undefined) return c.reject('sold-out', "no harvest token is left in the supply: say which token to move ('from <space>')");
        if (!state.harvest[from] || state.owner[from] === p) return c.reject('not-allowed', `${label(from)} holds no harvest token of another player`);
      }
      const d = draft(state);
      d.harvest = d.harvest.slice();
      if (from === undefined) d.harvestTokens--;
      else {
        d.harvest[from] = 0;
        events.push({ type: 'token-moved', player: p, from, owner: state.owner[from] });
      }
      d.harvest[Math.min(...chain)] = 1;
      const pay = HARVEST_PAY_PER_TILE * chain.length;
      player(d, p).money += pay;
      d.turn.harvested = true;
      events.push({ type: 'paid', player: p, amount: pay, reason: 'harvest', space: Math.min(...chain) });
      countAction(d, ACTIONS_PER_TURN, events);
      return { ok: true, state: d, events };
    }

    default:
      return c.reject('malformed', `unknown action type ${JSON.stringify((action as { type?: unknown }).type)}`);
  }
}

/**
 * A shallow copy that the effects may change: arrays and players are copied when touched.
 *
 * Written out field by field rather than spread: every action makes one, and V8 copied the spread
 * of a 30-field state in about 1 us, the largest single cost of applying an action (bots apply
 * millions). The fields keep the order a new game gives them; a test checks that none is left out.
 */
export function draft(s: ClassicState): ClassicState {
  const d = copyOf(s);
  // A seat's view says it is one; it goes last, where the view put it.
  if (s.hidden !== undefined) d.hidden = s.hidden;
  return d;
}

/** The copy draft makes, without a view's mark: what dealing the hidden cards starts from. */
export function copyOf(s: ClassicState): ClassicState {
  const t = s.turn;
  return {
    ruleset: s.ruleset,
    rng: s.rng,
    map: s.map,
    players: s.players,
    owner: s.owner,
    piece: s.piece,
    water: s.water,
    hacienda: s.hacienda,
    harvest: s.harvest,
    landDeck: s.landDeck,
    landDisplay: s.landDisplay,
    animalDeck: s.animalDeck,
    animalReserve: s.animalReserve,
    animalDisplay: s.animalDisplay,
    removedAnimals: s.removedAnimals,
    playedLand: s.playedLand,
    playedAnimals: s.playedAnimals,
    waterSupply: s.waterSupply,
    haciendas: s.haciendas,
    harvestTokens: s.harvestTokens,
    startPlayer: s.startPlayer,
    round: s.round,
    turn: { player: t.player, actions: t.actions, boughtHacienda: t.boughtHacienda, boughtWater: t.boughtWater, harvested: t.harvested },
    roundActions: s.roundActions,
    stack: s.stack,
    intermediateDue: s.intermediateDue,
    finalDue: s.finalDue,
    scorings: s.scorings,
    over: s.over,
    endReason: s.endReason,
  };
}

function player(d: ClassicState, p: number) {
  if (d.players === undefined) throw new Error('no players');
  d.players = d.players.slice();
  const o = d.players[p]!;
  // Field by field, as in draft.
  const copy: ClassicPlayer = { name: o.name, money: o.money, landHand: o.landHand, animalHand: o.animalHand, landTiles: o.landTiles, animalTiles: o.animalTiles, scorings: o.scorings };
  d.players[p] = copy;
  return copy;
}

function place(d: ClassicState, s: number, p: number, piece: number): void {
  d.owner = d.owner.slice();
  d.piece = d.piece.slice();
  d.owner[s] = p;
  d.piece[s] = piece;
}

/** C7: an animal placed next to markets pays, per market, its herd plus the land touching it. */
function payMarkets(d: ClassicState, s: number, p: number, events: ClassicEvent[]): void {
  const topo = topology(d.map);
  const markets = topo.neighbours[s]!.filter((n) => topo.terrain[n] === 'market');
  if (markets.length === 0) return;
  const herd = groupAt(d, s);
  const each = herd.length + landTouching(d, herd, p);
  const pd = player(d, p);
  for (const m of markets) {
    pd.money += each;
    events.push({ type: 'paid', player: p, amount: each, reason: 'market', space: s, market: m, herd: herd.length, land: each - herd.length });
  }
}

function landReason(state: ClassicState, p: number, kind: LandKind, s: number): string {
  const topo = topology(state.map);
  const where = topo.label[s]!;
  const name = state.players[p]!.name;
  if (!landGoesOnPampas(state, kind)) {
    return topo.terrain[s] !== kind ? `${where} is ${topo.terrain[s]}, not ${kind}` : `${where} is taken`;
  }
  const why = kind === 'pampas' ? 'a pampas card' : `no ${kind} space is left, so the card`;
  if (emptyPampasNextTo(state, p, LAND_PIECE).length === 0) return `${why} needs empty pampas next to ${name}'s land, and there is none`;
  return `${why} goes on empty pampas next to ${name}'s land, and ${where} is not`;
}

function plural(animal: Animal): string {
  return animal === 'sheep' || animal === 'cattle' ? animal : animal + 's';
}
