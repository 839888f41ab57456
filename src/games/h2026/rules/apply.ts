/**
 * Applying an action: first every check (an illegal action is answered with a rejection that
 * says why), then the effects on a private draft, so the given state is never changed.
 */
import { rejection } from '../../../engine/rejection.js';
import { topology } from '../../../engine/board.js';
import type { ApplyResult, ChanceInput, Rejection, RejectionCode } from '../../../engine/ruleset.js';
import { tileSet } from '../tiles/index.js';
import {
  ANIMALS,
  ANIMALS_PER_KIND,
  animalPiece,
  kindName,
  kindOf,
  LAND_PIECE,
  NO_PIECE,
  TERRAINS,
  WATER_SHAPES,
  waterShapeSize,
  waterTileShape,
  type Animal,
  LAND_MARKERS_ON_MAP,
} from './components.js';
import { forgetShown, holds, isKind, isPlatformSet, isWaterSet, kindCounts, pairAnimals, pairTerrains, takeKinds } from './cards.js';
import { countActions, drawToHand, endNow, playerDraft, type Effects, refillQueue, resolve, triggerCenters } from './flow.js';
import { placementProblem, spreadOf } from './layout.js';
import { h2026LegalActions } from './legal.js';
import { formatH2026Action } from './notation.js';
import { animalSpaces, boardInfo, chainAt, chainsOf, hasWaterShape, isEmptyLand, isLandSpace, lakeShapes, supplyShapes, waterFits } from './placement.js';
import { placeTile } from './setup.js';
import { Chance } from './chance.js';
import type { H2026Action, H2026State } from './state.js';
import type { H2026Event } from './events.js';

/** Builds rejections in the house style: who could not do what (in notation), and why. */
class Checker {
  constructor(
    readonly state: H2026State,
    readonly action: H2026Action,
  ) {}
  reject(code: RejectionCode, reason: string): Rejection {
    return rejection(code, reason, this.action, this.state.over ? null : this.state.players[this.state.turn.player]!.name, () =>
      formatH2026Action(this.state, this.action),
    );
  }
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isKindList = (x: unknown, n: number): x is number[] => Array.isArray(x) && x.length === n && x.every(isKind);

/**
 * The engine's `apply`: the action's effects on a draft, with the chance it meets taken from
 * `input` (chance.ts); a hidden draw or an impossible recorded outcome is a rejection.
 */
export function applyH2026(state: H2026State, action: H2026Action, input?: ChanceInput): ApplyResult<H2026State, H2026Event> {
  return applyWith(state, action, new Chance(input));
}

/**
 * For a preview only (the screen's worth of a move, src/tui/game/worth.ts): `action` applied on
 * a seat's view as far as the view tells it. Where play would draw a card the view hides (a
 * visitor center's, the deck's top card), the card is drawn hidden (HIDDEN_CARD in the hand or
 * the queue) instead of the action being refused. What a scoring now gives and how many cards
 * were drawn are then known; which cards are not, so nothing may play on from the state it gives.
 */
export function foreseeH2026(view: H2026State, action: H2026Action): ApplyResult<H2026State, H2026Event> {
  return applyWith(view, action, new Chance(undefined, true));
}

function applyWith(state: H2026State, action: H2026Action, chance: Chance): ApplyResult<H2026State, H2026Event> {
  const c = new Checker(state, action);
  if (state.over) return c.reject('game-over', 'the game is over');
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return c.reject('malformed', 'an action must be an object');
  const fx: Effects = { events: [], chance };
  const r = applyChecked(state, action, c, fx);
  const problem = fx.chance.problem;
  return r.ok && problem ? c.reject(problem.code, problem.reason) : r;
}

function applyChecked(state: H2026State, action: H2026Action, c: Checker, fx: Effects): ApplyResult<H2026State, H2026Event> {
  const malformed = shapeProblem(state, action);
  if (malformed) return c.reject(malformed.code, malformed.reason);
  const p = state.turn.player;
  const me = state.players[p]!;
  const topo = topology(state.map);
  const label = (s: number) => topo.label[s]!;
  const events = fx.events;
  const step = state.pending[0];

  // What the phase allows.
  if (state.laying) {
    if (action.type !== 'tile') return c.reject('not-allowed', `the map is being laid: ${me.name} must place tile ${state.laying.drawn}`);
  } else if (action.type === 'tile') {
    return c.reject('not-allowed', 'the map is complete');
  } else if (step) {
    const allowed =
      step.step === 'queue' ? ['take'] : step.step === 'lake' ? ['place-water', 'skip'] : step.step === 'water' ? ['place-water'] : ['place-platform'];
    if (!allowed.includes(action.type)) return c.reject('not-allowed', `${me.name} must first ${PENDING_WORDS[step.step]}`);
  } else if (action.type === 'place-water' || action.type === 'place-platform' || action.type === 'skip') {
    return c.reject('not-allowed', action.type === 'skip' ? 'there is nothing to skip' : 'there is nothing to place: pay for it first');
  }

  switch (action.type) {
    case 'end': {
      if (h2026LegalActions(state).some((a) => a.type !== 'end')) {
        return c.reject(
          'not-allowed',
          `a turn has ${state.turn.allowed} actions and ${me.name} can still act: ending early is only for a player with nothing left to do`,
        );
      }
      const d = draft(state);
      endTurnNow(d, fx);
      return { ok: true, state: d, events };
    }

    case 'take': {
      const fromDeck = action.card < 0;
      if (fromDeck && step) return c.reject('not-allowed', 'the visitor center gives a card from the queue, not the deck');
      if (fromDeck && state.deck.length === 0) return c.reject('sold-out', 'the deck is empty');
      const at = state.queue.findIndex((card) => kindOf(card) === action.card);
      if (!fromDeck && at < 0) return c.reject('sold-out', `the queue shows no ${kindName(action.card)} card`);
      const d = draft(state);
      if (fromDeck) drawToHand(d, 1, fx);
      else {
        const card = state.queue[at]!;
        d.queue = state.queue.filter((_, i) => i !== at);
        const pd = playerDraft(d, p);
        pd.hand = [...pd.hand, card];
        // Every player saw the queue's card taken (docs/rulings.md R10).
        pd.shown = [...pd.shown, card];
        events.push({ type: 'took', player: p, card });
        refillQueue(d, fx);
      }
      if (step) d.pending = d.pending.slice(1);
      else countActions(d, 1);
      resolve(d, fx);
      return { ok: true, state: d, events };
    }

    case 'pair': {
      const [k1, k2] = action.cards as [number, number];
      if (!holds(kindCounts(me.hand), action.cards)) return c.reject('no-card', `${me.name} does not hold ${action.cards.map(kindName).join(' and ')}`);
      const info = boardInfo(topo);
      const both = action.land !== undefined && action.animal !== undefined;
      if (both && state.turn.allowed - state.turn.actions < 2) {
        return c.reject('not-allowed', `placing both a land marker and an animal takes 2 actions, and ${me.name} has 1 left`);
      }
      if (action.land !== undefined) {
        const s = action.land;
        const t = info.terrain[s]!;
        if (t < 0) return c.reject('not-allowed', `${label(s)} is ${topo.terrain[s]}, not land`);
        if (!pairTerrains(k1, k2).includes(t)) return c.reject('not-allowed', `the cards do not match ${TERRAINS[t]} (${label(s)})`);
        const markers = LAND_MARKERS_ON_MAP;
        if (me.land >= markers) return c.reject('sold-out', `${me.name} has placed all ${markers} land markers that go on the map`);
        if (!isLandSpace(state, p, t, s)) {
          if (!isEmptyLand(state, info, s)) return c.reject('not-allowed', `${label(s)} is taken`);
          return c.reject('not-allowed', `a land marker on pampas goes next to one of ${me.name}'s land markers, and ${label(s)} is not`);
        }
      }
      let a = -1;
      if (action.animal !== undefined) {
        a = ANIMALS.indexOf(action.animal);
        if (!pairAnimals(k1, k2).includes(a)) return c.reject('not-allowed', `the cards do not match ${action.animal}`);
        if (me.animals[a]! >= ANIMALS_PER_KIND) return c.reject('sold-out', `${me.name} has placed all ${ANIMALS_PER_KIND} ${plural(action.animal)}`);
      }
      const d = draft(state);
      const { rest, taken } = takeKinds(me.hand, action.cards);
      const pd = playerDraft(d, p);
      pd.hand = rest;
      if (me.shown.length > 0) pd.shown = forgetShown(me.shown, taken);
      d.discard = [...state.discard, ...taken];
      if (action.land !== undefined) {
        place(d, state, action.land, p, LAND_PIECE);
        pd.land++;
      }
      if (a >= 0) {
        const s = action.animalAt!;
        // N5, checked after the land marker of a double pair is down (R2026-4).
        if (!animalSpaces(d, p, a).includes(s)) return c.reject('not-allowed', animalReason(d, p, action.animal!, s));
        place(d, state, s, p, animalPiece(a));
        pd.animals = pd.animals.slice();
        pd.animals[a]!++;
        triggerCenters(d, s, fx);
      }
      events.push({ type: 'pair', player: p, cards: taken });
      countActions(d, both ? 2 : 1);
      resolve(d, fx);
      return { ok: true, state: d, events };
    }

    case 'reserve': {
      const s = action.space;
      if (me.reserves <= 0) return c.reject('sold-out', `${me.name} has no reserve token`);
      if (state.owner[s] !== p || state.piece[s] !== LAND_PIECE) return c.reject('not-allowed', `${label(s)} holds none of ${me.name}'s land markers`);
      const chain = chainAt(state, s, true);
      if (chain.some((x) => state.reserve[x] === 1)) return c.reject('not-allowed', `the land chain at ${label(s)} already has a reserve token`);
      const d = draft(state);
      const first = Math.min(...chain);
      d.reserve = state.reserve.slice();
      d.reserve[first] = 1;
      playerDraft(d, p).reserves--;
      events.push({ type: 'reserve', player: p, space: first, markers: chain.length });
      drawToHand(d, chain.length, fx);
      countActions(d, 1);
      resolve(d, fx);
      return { ok: true, state: d, events };
    }

    case 'water':
    case 'platform': {
      const water = action.type === 'water';
      if (water ? !isWaterSet(action.cards) : !isPlatformSet(action.cards)) {
        return c.reject(
          'not-allowed',
          water
            ? 'a water tile takes four cards of four different animals (wild animals fill in)'
            : 'a platform takes six cards of six different terrains (wild terrains fill in)',
        );
      }
      if (!holds(kindCounts(me.hand), action.cards)) return c.reject('no-card', `${me.name} does not hold ${action.cards.map(kindName).join(', ')}`);
      if (water) {
        if (state.waterSupply.length === 0) return c.reject('sold-out', 'no water tile is left');
        if (!supplyShapes(state).some((shape) => waterFits(state, shape))) return c.reject('not-allowed', 'no water tile left in the supply fits on the map');
      } else {
        if (state.platforms <= 0) return c.reject('sold-out', 'no viewing platform is left');
        if (!hasChainWithout(state, p)) return c.reject('not-allowed', `every chain of ${me.name}'s already has a platform`);
      }
      const d = draft(state);
      const { rest, taken } = takeKinds(me.hand, action.cards);
      const pd = playerDraft(d, p);
      pd.hand = rest;
      if (me.shown.length > 0) pd.shown = forgetShown(me.shown, taken);
      d.pending = [water ? { step: 'water', cards: taken } : { step: 'platform', cards: taken }];
      events.push({ type: water ? 'paid-water' : 'paid-platform', player: p, cards: taken });
      countActions(d, 1);
      resolve(d, fx);
      return { ok: true, state: d, events };
    }

    case 'place-water': {
      const { shape } = action;
      const lake = step!.step === 'lake';
      if (lake && !lakeShapes(state).includes(shape)) return c.reject('not-allowed', 'the lake center gives a single water tile while the supply has one');
      const tile = state.waterSupply.find((id) => waterTileShape(id) === shape);
      if (tile === undefined) return c.reject('sold-out', `no ${shape} water tile is left`);
      const sorted = [...new Set(action.spaces)].sort((x, y) => x - y);
      if (sorted.length !== action.spaces.length) return c.reject('malformed', 'a space is named twice');
      if (sorted.length !== waterShapeSize(shape) || !hasWaterShape(topo, shape, sorted))
        return c.reject('not-allowed', `those spaces are not the shape of a ${shape} tile`);
      const info = boardInfo(topo);
      const blocked = sorted.find((s) => !isEmptyLand(state, info, s));
      if (blocked !== undefined) return c.reject('not-allowed', `${label(blocked)} is not an empty space`);
      const d = draft(state);
      d.waterSupply = state.waterSupply.filter((id) => id !== tile);
      d.water = state.water.slice();
      for (const s of sorted) d.water[s] = tile;
      events.push({ type: 'water', player: p, tile, shape, spaces: sorted });
      if (!lake) {
        const cards = (step as { cards: number[] }).cards;
        if (d.reserveSupply > 0) {
          d.reserveSupply--;
          playerDraft(d, p).reserves++;
          events.push({ type: 'reserve-gained', player: p });
        }
        d.queue = [...state.queue, ...cards];
        events.push({ type: 'queued', player: p, cards });
      }
      d.pending = d.pending.slice(1);
      if (d.waterSupply.length === 0) endNow(d, 'water', fx);
      else resolve(d, fx);
      return { ok: true, state: d, events };
    }

    case 'place-platform': {
      const s = action.space;
      if (state.owner[s] !== p) return c.reject('not-allowed', `${label(s)} holds none of ${me.name}'s pieces`);
      const chain = chainAt(state, s, false);
      if (chain.some((x) => state.platform[x] === 1)) return c.reject('not-allowed', `the chain at ${label(s)} already has a platform`);
      const d = draft(state);
      const first = Math.min(...chain);
      d.platform = state.platform.slice();
      d.platform[first] = 1;
      d.platforms--;
      const cards = (step as { cards: number[] }).cards;
      d.queue = [...state.queue, ...cards];
      events.push({ type: 'platform', player: p, space: first, pieces: chain.length });
      events.push({ type: 'queued', player: p, cards });
      d.pending = d.pending.slice(1);
      if (d.platforms === 0) endNow(d, 'platforms', fx);
      else resolve(d, fx);
      return { ok: true, state: d, events };
    }

    case 'skip': {
      const d = draft(state);
      d.pending = d.pending.slice(1);
      resolve(d, fx);
      return { ok: true, state: d, events };
    }

    case 'tile': {
      const setup = state.laying!;
      if (action.tile !== setup.drawn) return c.reject('not-allowed', `${me.name} drew tile ${setup.drawn}, not tile ${action.tile}`);
      const why = placementProblem(spreadOf(state.tiles, state.mode), action, state.mode);
      if (why) return c.reject('not-allowed', why);
      const d = draft(state);
      placeTile(d, action, fx);
      return { ok: true, state: d, events };
    }
  }
}

const PENDING_WORDS: Record<string, string> = {
  queue: 'take a card from the queue (a visitor center)',
  lake: "place the lake center's free water tile or skip",
  water: 'place the water tile paid for',
  platform: 'place the viewing platform paid for',
};

/** Whether an action is one of this ruleset's, with fields of the right kinds; else why not. */
function shapeProblem(state: H2026State, action: H2026Action): { code: RejectionCode; reason: string } | null {
  const a = action as unknown as Record<string, unknown>;
  const size = state.owner.length;
  const space = (x: unknown) => isInt(x) && x >= 0 && x < size;
  const bad = (reason: string) => ({ code: 'malformed' as const, reason });
  const unknownSpace = { code: 'unknown-space' as const, reason: 'no such space' };
  switch (a.type) {
    case 'end':
    case 'skip':
      return null;
    case 'take':
      return isInt(a.card) && a.card >= -1 && a.card < 26 ? null : bad('expected a card kind or the deck');
    case 'pair': {
      if (!isKindList(a.cards, 2)) return bad('expected two cards');
      if (a.land === undefined && a.animal === undefined) return bad('a pair places a land marker, an animal, or both');
      if (a.land !== undefined && !isInt(a.land)) return bad('expected a space for the land marker');
      if (a.animal !== undefined && !ANIMALS.includes(a.animal as Animal)) return bad('no such animal');
      if ((a.animal === undefined) !== (a.animalAt === undefined) || (a.animalAt !== undefined && !isInt(a.animalAt))) return bad('an animal needs a space');
      if ((a.land !== undefined && !space(a.land)) || (a.animalAt !== undefined && !space(a.animalAt))) return unknownSpace;
      return null;
    }
    case 'reserve':
    case 'place-platform':
      if (!isInt(a.space)) return bad('expected a space');
      return space(a.space) ? null : unknownSpace;
    case 'water':
      return isKindList(a.cards, 4) ? null : bad('expected four cards');
    case 'platform':
      return isKindList(a.cards, 6) ? null : bad('expected six cards');
    case 'place-water':
      if (!WATER_SHAPES.includes(a.shape as never) || !Array.isArray(a.spaces) || a.spaces.length === 0 || !a.spaces.every(isInt)) {
        return bad('expected a water shape and its spaces');
      }
      return a.spaces.every(space) ? null : unknownSpace;
    case 'tile': {
      const at = a.at as unknown;
      if (!isInt(a.tile) || !Array.isArray(at) || at.length !== 2 || !at.every(isInt) || !isInt(a.rot) || a.rot < 0 || a.rot > 5) {
        return bad('expected a tile, a macro cell [a, b] and a rotation 0-5');
      }
      return a.tile >= 0 && a.tile < tileSet().tiles.length ? null : bad('no such tile');
    }
    default:
      return bad(`unknown action type ${JSON.stringify(a.type)}`);
  }
}

/**
 * A shallow copy that the effects may change: arrays and players are replaced when touched.
 *
 * Written out field by field rather than spread, as Classic's is: a spread of the 31-field state
 * cost about a microsecond an action and left states of several shapes, which slowed every rule
 * that reads them. The fields keep the order a new game gives them; a test checks that none is
 * left out.
 */
export function draft(s: H2026State): H2026State {
  const d = copyOf(s);
  // A seat's view says it is one: that goes last, where the view puts it.
  if (s.hidden !== undefined) d.hidden = s.hidden;
  return d;
}

/** The copy draft makes, without a view's mark: what dealing the hidden cards starts from. */
export function copyOf(s: H2026State): H2026State {
  const t = s.turn;
  return {
    ruleset: s.ruleset,
    rng: s.rng,
    mode: s.mode,
    layout: s.layout,
    tiles: s.tiles,
    laying: s.laying,
    map: s.map,
    players: s.players,
    owner: s.owner,
    piece: s.piece,
    water: s.water,
    platform: s.platform,
    reserve: s.reserve,
    deck: s.deck,
    queue: s.queue,
    discard: s.discard,
    removed: s.removed,
    waterSupply: s.waterSupply,
    reserveSupply: s.reserveSupply,
    platforms: s.platforms,
    startPlayer: s.startPlayer,
    round: s.round,
    turn: { player: t.player, actions: t.actions, allowed: t.allowed },
    roundActions: s.roundActions,
    exhausted: s.exhausted,
    pending: s.pending,
    firstDue: s.firstDue,
    finalDue: s.finalDue,
    scorings: s.scorings,
    over: s.over,
    endReason: s.endReason,
  };
}

/**
 * Puts a piece on the draft `d` of `before`, copying the board first while it is still `before`'s
 * (a double pair places two pieces and copies once).
 */
function place(d: H2026State, before: H2026State, s: number, p: number, piece: number): void {
  if (d.piece[s] !== NO_PIECE) throw new Error(`space ${s} is taken`);
  if (d.piece === before.piece) {
    d.owner = d.owner.slice();
    d.piece = d.piece.slice();
  }
  d.owner[s] = p;
  d.piece[s] = piece;
}

function endTurnNow(d: H2026State, fx: Effects): void {
  d.turn = { ...d.turn, allowed: d.turn.actions };
  resolve(d, fx);
}

function hasChainWithout(state: H2026State, p: number): boolean {
  return chainsOf(state, p, false).some((chain) => !chain.some((x) => state.platform[x] === 1));
}

function animalReason(d: H2026State, p: number, animal: Animal, s: number): string {
  const topo = topology(d.map);
  const name = d.players[p]!.name;
  const where = topo.label[s]!;
  const a = ANIMALS.indexOf(animal);
  if (boardInfo(topo).terrain[s] !== TERRAINS.indexOf('pampas') || d.piece[s] !== NO_PIECE || d.water[s] !== -1) return `${where} is not empty pampas`;
  const packs = d.players[p]!.animals[a]! > 0;
  return packs
    ? `${where} is not next to ${name}'s ${plural(animal)} (the land markers count only when no ${animal} has an empty pampas neighbour)`
    : `a first ${animal} goes next to one of ${name}'s land markers, and ${where} is not`;
}

function plural(animal: string): string {
  return animal + 's';
}
