/**
 * Applying an action: first every check (an illegal action is answered with a rejection that
 * says why), then its effects (effects.ts) on a draft of its own, so the given state is never
 * changed.
 */
import { rejection } from '../../../engine/rejection.js';
import { topology, type Topology } from '../../../engine/board.js';
import { HIDDEN_CARD, type ApplyResult, type Rejection, type RejectionCode } from '../../../engine/ruleset.js';
import {
  ANIMAL_TILES,
  ANIMAL_TILES_PER_KIND,
  ANIMALS,
  LAND_KINDS,
  LAND_PIECE,
  LAND_TILES,
  PRICE,
  WATER_SHAPES,
  WATER_TILES,
  waterShapeSize,
  type Animal,
  type LandKind,
} from './components.js';
import { passIndex } from './board-index.js';
import { Draft, draft } from './draft.js';
import { animalCardAt, landCardAt, performClassic, waterTileFor } from './effects.js';
import { groupAt, takesHacienda } from './groups.js';
import { emptyPampasNextTo, hasWaterShape, isAnimalSpace, isEmptyPampas, isLandSpace, landGoesOnPampas } from './placement.js';
import { formatClassicAction } from './notation.js';
import type { ClassicAction, ClassicState } from './state.js';
import type { ClassicEvent } from './events.js';

export { copyOf, draft } from './draft.js';

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
    return rejection(code, reason, this.action, this.state.over ? null : this.state.players[this.player]!.name, () =>
      formatClassicAction(this.state, this.action),
    );
  }
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isSpace = (topo: Topology, s: unknown): s is number => isInt(s) && s >= 0 && s < topo.size;
const byNumber = (a: number, b: number): number => a - b;
const LARGEST_TILE = Math.max(...WATER_TILES.map((t) => t.size));

/**
 * Whether a space is in `spaces` twice. A water tile's few spaces pair by pair (sorting a copy was
 * a seventh of applyClassic's own time); a longer list, which no tile fits, sorted.
 */
function namesTwice(spaces: readonly number[]): boolean {
  if (spaces.length > LARGEST_TILE) {
    const sorted = spaces.slice().sort(byNumber);
    return sorted.some((s, i) => s === sorted[i - 1]);
  }
  for (let i = 1; i < spaces.length; i++) for (let j = 0; j < i; j++) if (spaces[i] === spaces[j]) return true;
  return false;
}

export function applyClassic(state: ClassicState, action: ClassicAction): ApplyResult<ClassicState, ClassicEvent> {
  const c = new Checker(state, action);
  if (state.over) return c.reject('game-over', 'the game is over');
  if (action === null || typeof action !== 'object') return c.reject('malformed', 'an action must be an object');
  const topo = topology(state.map);
  const p = state.turn.player;
  const me = state.players[p]!;
  const events: ClassicEvent[] = [];
  // A harvest's chain, which its check finds and its effect pays for.
  let chain: number[] | undefined;

  switch (action.type) {
    case 'end':
      break;

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
      break;
    }

    case 'hacienda': {
      const s = action.space;
      if (!isSpace(topo, s)) return c.reject('unknown-space', 'no such space');
      if (state.turn.boughtHacienda) return c.reject('not-allowed', 'a hacienda may be bought once per turn');
      if (state.haciendas <= 0) return c.reject('sold-out', 'no haciendas are left');
      if (me.money < PRICE.hacienda) return c.reject('cannot-afford', `a hacienda costs ${PRICE.hacienda} pesos and ${me.name} has ${me.money}`);
      if (state.owner[s] !== p) return c.reject('not-allowed', `${topo.label[s]} holds none of ${me.name}'s tiles`);
      if (state.hacienda[s]) return c.reject('not-allowed', `${topo.label[s]} already has a hacienda`);
      if (!takesHacienda(state, s)) {
        return c.reject('not-allowed', `the ${state.piece[s] === LAND_PIECE ? 'land chain' : 'herd'} at ${topo.label[s]} already carries a hacienda`);
      }
      break;
    }

    case 'water': {
      const { shape, spaces } = action;
      if (!WATER_SHAPES.includes(shape) || !Array.isArray(spaces)) return c.reject('malformed', 'expected a water shape and its spaces');
      if (!spaces.every((s) => isSpace(topo, s))) return c.reject('unknown-space', 'no such space');
      if (state.turn.boughtWater) return c.reject('not-allowed', 'a water tile may be bought once per turn');
      const tile = waterTileFor(state.waterSupply, shape);
      if (tile === undefined) return c.reject('sold-out', `no ${shape} water tile is left`);
      if (me.money < PRICE.water) return c.reject('cannot-afford', `a water tile costs ${PRICE.water} pesos and ${me.name} has ${me.money}`);
      if (namesTwice(spaces)) return c.reject('malformed', 'a space is named twice');
      if (spaces.length !== waterShapeSize(shape) || !hasWaterShape(topo, shape, spaces)) {
        return c.reject('not-allowed', `those spaces are not the shape of a ${shape} tile`);
      }
      // The lowest space that is not empty pampas, as the rejection names it.
      let blocked = -1;
      for (const s of spaces) if (!isEmptyPampas(state, topo, s) && (blocked < 0 || s < blocked)) blocked = s;
      if (blocked >= 0) return c.reject('not-allowed', `${topo.label[blocked]} is not empty pampas`);
      break;
    }

    case 'land': {
      const { kind, space: s } = action;
      if (!LAND_KINDS.includes(kind)) return c.reject('malformed', 'no such land card');
      if (!isSpace(topo, s)) return c.reject('unknown-space', 'no such space');
      const cardAt = landCardAt(me.landHand, kind);
      if (cardAt < 0) return c.reject('no-card', `${me.name} holds no ${kind} land card`);
      if (me.landTiles >= LAND_TILES) return c.reject('sold-out', `${me.name} has placed all ${LAND_TILES} land tiles`);
      if (!isLandSpace(state, p, kind, s)) return c.reject('not-allowed', landReason(state, p, kind, s));
      break;
    }

    case 'animal': {
      const { animal, space: s } = action;
      if (!ANIMALS.includes(animal)) return c.reject('malformed', 'no such animal');
      if (!isSpace(topo, s)) return c.reject('unknown-space', 'no such space');
      const cardAt = animalCardAt(me.animalHand, animal);
      if (cardAt < 0) return c.reject('no-card', `${me.name} holds no ${animal} card`);
      const kindIndex = ANIMALS.indexOf(animal);
      const onBoard = me.animalTiles.reduce((a, b) => a + b, 0);
      if (onBoard >= ANIMAL_TILES) return c.reject('sold-out', `${me.name} has placed all ${ANIMAL_TILES} animal tiles`);
      if (me.animalTiles[kindIndex]! >= ANIMAL_TILES_PER_KIND)
        return c.reject('sold-out', `${me.name} has ${ANIMAL_TILES_PER_KIND} ${animal} tiles on the board already`);
      if (!isEmptyPampas(state, topo, s)) return c.reject('not-allowed', `${topo.label[s]} is not empty pampas`);
      if (!isAnimalSpace(state, p, animal, s)) {
        return c.reject('not-allowed', `${topo.label[s]} is not next to ${me.name}'s land or ${plural(animal)}`);
      }
      break;
    }

    case 'harvest': {
      const { space: s, from } = action;
      if (!isSpace(topo, s) || (from !== undefined && !isSpace(topo, from))) return c.reject('unknown-space', 'no such space');
      if (state.turn.harvested) return c.reject('not-allowed', 'harvest is once per turn');
      if (state.owner[s] !== p || state.piece[s] !== LAND_PIECE) return c.reject('not-allowed', `${topo.label[s]} is not ${me.name}'s land`);
      chain = groupAt(state, s);
      if (chain.some((x) => state.harvest[x])) return c.reject('not-allowed', `the chain at ${topo.label[s]} already carries a harvest token`);
      if (state.harvestTokens > 0 && from !== undefined) return c.reject('not-allowed', 'harvest tokens are left in the supply: take one from there');
      if (state.harvestTokens === 0) {
        if (from === undefined) return c.reject('sold-out', "no harvest token is left in the supply: say which token to move ('from <space>')");
        if (!state.harvest[from] || state.owner[from] === p) return c.reject('not-allowed', `${topo.label[from]} holds no harvest token of another player`);
      }
      break;
    }

    default:
      return c.reject('malformed', `unknown action type ${JSON.stringify((action as { type?: unknown }).type)}`);
  }
  const d = new Draft(draft(state));
  performClassic(d, action, events, chain);
  passIndex(state, d.state, action);
  return { ok: true, state: d.state, events };
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
