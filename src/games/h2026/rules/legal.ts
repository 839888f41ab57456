/**
 * The complete list of the current player's legal actions, in canonical form (apply.ts checks the
 * same rules one action at a time; the conformance suite checks that both agree). Cards of one
 * kind are interchangeable, so actions name kinds, not cards.
 *
 * Order: take (deck, then the queue's kinds), pairs (by their two kinds: land markers, then
 * animals, then both), reserves, water tiles, platforms; `end` only when none of them is legal. While a step is pending (a visitor
 * center's choice, or where a bought water tile or platform goes) only its choices are legal;
 * during the custom setup, only the drawn tile's placements.
 */
import { Scratch } from '../../../engine/scratch.js';
import { topology } from '../../../engine/board.js';
import { animalPiece, ANIMALS_PER_KIND, KIND_COUNT, LAND_MARKERS_ON_MAP, LAND_PIECE, WATER_SHAPES, kindOf } from './components.js';
import { actionCache, END_ACTION, SKIP_ACTION, TAKE_ACTIONS } from './action-cache.js';
import { kindCounts, pairAnimals, pairTerrains, paySets } from './cards.js';
import { legalPlacements, spreadOf } from './layout.js';
import {
  animalSpaces,
  boardInfo,
  chainsOf,
  emptyPampasByPiece,
  type PampasSurvey,
  freeLand,
  isEmptyPampas,
  lakeShapes,
  landSpaces,
  supplyShapes,
  waterFits,
  waterLayouts,
} from './placement.js';
import type { H2026Action, H2026State } from './state.js';
import type { WaterShape } from './components.js';

/** The free land the water placements are listed over (not freeLand's own: placement helpers use that). */
const legalFree = new Scratch();

export function h2026LegalActions(state: H2026State): H2026Action[] {
  if (state.over) return [];
  if (state.laying) {
    return legalPlacements(spreadOf(state.tiles, state.mode), state.laying.drawn, state.mode).map((p) => ({
      type: 'tile',
      tile: p.tile,
      at: p.at,
      rot: p.rot,
    }));
  }
  if (state.pending.length > 0) return pendingChoices(state);
  const p = state.turn.player;
  const me = state.players[p]!;
  const topo = topology(state.map);
  const cache = actionCache(topo);
  const out: H2026Action[] = [];

  // Take a card: the top of the deck, or any kind shown in the queue.
  if (state.deck.length > 0) out.push(TAKE_ACTIONS[0]!);
  pushQueueTakes(state, out);

  // Matching pairs (N4).
  const counts = kindCounts(me.hand);
  const left = state.turn.allowed - state.turn.actions;
  const landOk = me.land < LAND_MARKERS_ON_MAP;
  const lands: (readonly number[] | undefined)[] = [];
  // Empty pampas beside each kind of the player's pieces: one survey for every pair, made when first needed.
  let near: PampasSurvey | undefined;
  const survey = () => (near ??= emptyPampasByPiece(state, p));
  const landAt = (t: number) => (lands[t] ??= landSpaces(state, p, t, survey));
  const herdAt = (a: number) => animalSpaces(state, p, a, survey());
  for (let k1 = 0; k1 < KIND_COUNT; k1++) {
    if (counts[k1] === 0) continue;
    for (let k2 = k1; k2 < KIND_COUNT; k2++) {
      if (counts[k2]! < (k1 === k2 ? 2 : 1)) continue;
      const terrains = pairTerrains(k1, k2);
      const animals = pairAnimals(k1, k2);
      if (landOk) for (const t of terrains) for (const s of landAt(t)) out.push(cache.land(k1, k2, s));
      for (const a of animals) {
        if (me.animals[a]! >= ANIMALS_PER_KIND) continue;
        for (const s of herdAt(a)) out.push(cache.animal(k1, k2, a, s));
      }
      if (terrains.length === 1 && animals.length === 1 && left >= 2 && landOk && me.animals[animals[0]!]! < ANIMALS_PER_KIND) {
        pushDoubles(state, k1, animals[0]!, landAt(terrains[0]!), survey(), out);
      }
    }
  }

  // A wildlife reserve on a land chain without one.
  if (me.reserves > 0) {
    for (const chain of chainsOf(state, p, true)) if (!chain.some((s) => state.reserve[s] === 1)) out.push(cache.reserve[chain[0]!]!);
  }

  // A water tile (N7): four different animals, and a tile that fits somewhere.
  if (state.waterSupply.length > 0) {
    const sets = paySets(counts, 'water');
    if (sets.length > 0 && supplyShapes(state).some((shape) => waterFits(state, shape))) for (const cards of sets) out.push({ type: 'water', cards });
  }

  // A viewing platform (N8): six different terrains, and a chain without one.
  if (state.platforms > 0) {
    const sets = paySets(counts, 'platform');
    if (sets.length > 0 && chainsOf(state, p, false).some((chain) => !chain.some((s) => state.platform[s] === 1))) {
      for (const cards of sets) out.push({ type: 'platform', cards });
    }
  }
  // R2026-8, B1: a turn is three actions; only a player with nothing left to do ends it early.
  if (out.length === 0) out.push(END_ACTION);
  return out;
}

function pushQueueTakes(state: H2026State, out: H2026Action[]): void {
  let kinds = 0;
  for (const card of state.queue) kinds |= 1 << kindOf(card);
  for (let k = 0; k < KIND_COUNT; k++) if (kinds & (1 << k)) out.push(TAKE_ACTIONS[k + 1]!);
}

/**
 * A pair matching both terrain and animal, placing both (R2026-4: the land marker first, then the
 * animal, which may use the new marker): every land space, with every animal space after it.
 */
function pushDoubles(state: H2026State, kind: number, a: number, landList: readonly number[], near: PampasSurvey, out: H2026Action[]): void {
  if (landList.length === 0) return;
  const topo = topology(state.map);
  const info = boardInfo(topo);
  const pack = near[animalPiece(a)]!;
  const nearLand = near[LAND_PIECE]!;
  const cache = actionCache(topo);
  for (const land of landList) {
    let spaces = pack.filter((s) => s !== land);
    if (spaces.length === 0) {
      // N5: no pack space left, so next to the player's land, the new marker included.
      const set = new Set(nearLand.filter((s) => s !== land));
      for (const n of topo.neighbours[land]!) {
        if (isEmptyPampas(state, info, n)) set.add(n);
      }
      spaces = [...set].sort((x, y) => x - y);
    }
    for (const s of spaces) out.push(cache.double(kind, a, land, s));
  }
}

/** The choices of the first pending step. */
function pendingChoices(state: H2026State): H2026Action[] {
  const step = state.pending[0]!;
  const topo = topology(state.map);
  const cache = actionCache(topo);
  const out: H2026Action[] = [];
  switch (step.step) {
    case 'queue':
      pushQueueTakes(state, out);
      break;
    case 'lake':
      out.push(SKIP_ACTION);
      pushWater(state, lakeShapes(state), out);
      break;
    case 'water':
      pushWater(state, supplyShapes(state), out);
      break;
    case 'platform': {
      const p = state.turn.player;
      for (const chain of chainsOf(state, p, false)) if (!chain.some((s) => state.platform[s] === 1)) out.push(cache.platform[chain[0]!]!);
      break;
    }
    default:
      throw new Error(`pending step ${step.step} needs no choice`);
  }
  return out;
}

/** Every placement of a water tile of each of `shapes` on empty land (N7). */
function pushWater(state: H2026State, shapes: readonly WaterShape[], out: H2026Action[]): void {
  const topo = topology(state.map);
  const layouts = waterLayouts(topo);
  const cache = actionCache(topo);
  const free = freeLand(state, legalFree);
  for (const shape of WATER_SHAPES) {
    if (!shapes.includes(shape)) continue;
    const flat = layouts[shape];
    const actions = cache.water[shape];
    for (let i = 0, k = 0; i < actions.length; i++, k += 4) {
      if (free[flat[k]!]! & free[flat[k + 1]!]! & free[flat[k + 2]!]! & free[flat[k + 3]!]!) out.push(actions[i]!);
    }
  }
}
