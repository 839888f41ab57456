/**
 * Fixtures for the Hacienda 2026 rules tests: small boards from grid strings, and positions set up
 * directly on the plain-data state of a real new game.
 *
 * A position starts as `h2026.newGame(...)` on a small board and is then changed field by field,
 * keeping the data honest: a card given to a player comes from the deck (or the removed pile), a
 * piece put on the board is counted in its owner's supply, a water tile leaves the supply. `act`
 * runs the conformance invariants after every action, so an engine that loses or duplicates a card
 * fails the test that did it.
 */
import { acting, at, board, topo } from '../acting-support.js';
import type { MapData } from '../../../src/engine/board.js';
import type { GameEvent } from '../../../src/engine/ruleset.js';
import {
  ANIMALS,
  kindByName,
  kindName,
  kindOf,
  LAND_PIECE,
  NO_PIECE,
  waterTileShape,
  type Animal,
  type WaterShape,
} from '../../../src/games/h2026/rules/components.js';
import { h2026 } from '../../../src/games/h2026/rules/index.js';
import type { H2026State } from '../../../src/games/h2026/rules/state.js';
import { h2026Invariants } from '../../conformance/h2026-support.js';

export { h2026 };
export type { H2026State };

export const SEATS = ['Red', 'Blue', 'Green', 'Yellow', 'White'] as const;
export const RED = 0;
export const BLUE = 1;
export const GREEN = 2;

/*
 * Test boards (board, from acting-support.ts) are rows of codes: p pampas, f forest, b marsh,
 * h hill, m mountain, g meadow, W water icon, C visitor center, D S H E L T the special ones,
 * - off the board.
 */
export { at, board, topo };

export interface GameOptions {
  players?: number;
  seed?: string | number;
  startPlayer?: number;
}

/** A real new game on `map`: Red, Blue, ... with start player 0 unless told otherwise. */
export function newGame(map: MapData, options: GameOptions = {}): H2026State {
  return h2026.newGame({ players: SEATS.slice(0, options.players ?? 2), seed: options.seed ?? 'fixture', map, startPlayer: options.startPlayer ?? 0 });
}

/** A new game whose players hold no cards (the dealt hands go back under the deck). */
export function blankGame(map: MapData, options: GameOptions = {}): H2026State {
  const s = newGame(map, options);
  for (const p of s.players) {
    s.deck.unshift(...p.hand);
    p.hand = [];
  }
  return s;
}

const list = (where: string | readonly string[]): readonly string[] => (typeof where === 'string' ? where.split(/\s+/).filter(Boolean) : where);

/** Puts `seat`'s land markers or animals on each space, counted in the player's supply. */
export function put(state: H2026State, where: string | readonly string[], seat: number, what: 'land' | Animal): H2026State {
  for (const label of list(where)) {
    const s = at(state, label);
    const terrain = topo(state).terrain[s]!;
    if (state.piece[s] !== NO_PIECE || state.water[s] !== -1 || terrain === 'water' || terrain.startsWith('center')) {
      throw new Error(`fixture: ${label} is not an empty land space`);
    }
    if (what !== 'land' && terrain !== 'pampas') throw new Error(`fixture: animals go on pampas, ${label} is ${terrain}`);
    state.owner[s] = seat;
    const p = state.players[seat]!;
    if (what === 'land') {
      state.piece[s] = LAND_PIECE;
      p.land++;
    } else {
      const a = ANIMALS.indexOf(what);
      state.piece[s] = 2 + a;
      p.animals[a]!++;
    }
  }
  return state;
}

/** Takes a card of kind `name` out of the deck, the removed pile, other hands... or fails. */
function takeCard(state: H2026State, name: string): number {
  const k = kindByName(name);
  if (k < 0) throw new Error(`fixture: no card kind ${name}`);
  for (const pile of [state.deck, state.removed, state.discard]) {
    const i = pile.findIndex((c) => kindOf(c) === k);
    if (i >= 0) return pile.splice(i, 1)[0]!;
  }
  throw new Error(`fixture: no ${name} card left in the deck, the removed cards or the discard pile`);
}

/** Gives `seat` one card of each named kind (`anteater-forest`, `wild-terrain`...), from the deck. */
export function give(state: H2026State, seat: number, ...names: string[]): H2026State {
  for (const name of names.flatMap((n) => n.split(/\s+/))) state.players[seat]!.hand.push(takeCard(state, name));
  return state;
}

/** Puts the current queue back under the deck and shows these kinds instead. */
export function setQueue(state: H2026State, ...names: string[]): H2026State {
  state.deck.unshift(...state.queue);
  state.queue = [];
  for (const name of names) state.queue.push(takeCard(state, name));
  return state;
}

/** Puts cards of these kinds on top of the deck, the last named on top (drawn first). */
export function stackDeck(state: H2026State, ...names: string[]): H2026State {
  const cards = names.map((n) => takeCard(state, n));
  state.deck.push(...cards);
  return state;
}

/** Leaves `keep` cards in the deck: the rest go to the discard pile (or the removed cards). */
export function drainDeck(state: H2026State, keep: number, to: 'discard' | 'removed' = 'discard'): H2026State {
  while (state.deck.length > keep) state[to].push(state.deck.shift()!);
  return state;
}

/** Lays a water tile from the supply (its shape follows from the count) on empty land spaces. */
export function putWater(state: H2026State, where: string | readonly string[]): H2026State {
  const spaces = list(where).map((l) => at(state, l));
  const shape = (['single', 'pair', 'triangle', 'rhombus'] as WaterShape[])[spaces.length - 1]!;
  const id = state.waterSupply.find((w) => waterTileShape(w) === shape);
  if (id === undefined) throw new Error(`fixture: no ${shape} water tile left`);
  state.waterSupply = state.waterSupply.filter((w) => w !== id);
  for (const s of spaces) state.water[s] = id;
  return state;
}

/** The kinds in a hand, by name, sorted. */
export function hand(state: H2026State, seat: number): string[] {
  return state.players[seat]!.hand.map((c) => kindName(kindOf(c))).sort();
}

export function queueNames(state: H2026State): string[] {
  return state.queue.map((c) => kindName(kindOf(c)));
}

export const { parse, actWith, act, play, reject, legalTexts, legalStarting } = acting(h2026, (state) => h2026Invariants(state, []));

/** Events of a type. */
export function eventsOf(events: readonly GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}

/**
 * Takes every water tile of the supply but `keep` out of play: each goes on one empty land space
 * at the end of the board (only the tile counts matter to the tests that use this).
 */
export function waterAway(state: H2026State, keep: (id: number) => boolean): H2026State {
  let s = state.owner.length - 1;
  for (const id of state.waterSupply.filter((w) => !keep(w))) {
    while (s >= 0 && (state.piece[s] !== NO_PIECE || state.water[s] !== -1 || topo(state).terrain[s] !== 'pampas')) s--;
    if (s < 0) throw new Error('fixture: no room for the water tiles');
    state.water[s] = id;
  }
  state.waterSupply = state.waterSupply.filter(keep);
  return state;
}
