/**
 * Fixtures for the Classic rules tests: small boards from grid strings, and positions set up
 * directly on the plain-data state of a real new game.
 *
 * A position starts as `classic.newGame(...)` and is then changed field by field, always keeping
 * the data honest: a card handed to a player is taken from a deck, a display or the removed pile,
 * a piece put on the board is counted in its owner's supply, a harvest token, hacienda or water
 * tile put on the board leaves its supply. `checkInvariants` checks exactly that, and `act` runs
 * it after every action, so an engine that loses or duplicates a card fails the test that did it.
 *
 * The helpers change the state they are given (it belongs to the test) and return it, for
 * chaining; `act` and friends go through `classic.apply`, which never changes its input.
 */
import { expect } from 'vitest';
import { acting, at, board, topo } from '../acting-support.js';
import { classic } from '../../../src/games/classic/rules/index.js';
import type { ClassicAction, ClassicState } from '../../../src/games/classic/rules/state.js';
import type { MapData } from '../../../src/engine/board.js';
import { offsetLabel } from '../../../src/engine/hex.js';
import type { GameEvent } from '../../../src/engine/ruleset.js';
import {
  ANIMAL_CARD_COUNT,
  ANIMALS,
  animalOf,
  animalPiece,
  HACIENDAS_AVAILABLE,
  HARVEST_TOKENS,
  LAND_CARD_COUNT,
  LAND_PIECE,
  landKindOf,
  NO_PIECE,
  WATER_TILE_COUNT,
  waterTileShape,
  type Animal,
  type LandKind,
  type WaterShape,
} from '../../../src/games/classic/rules/components.js';

export { classic };
export type { ClassicAction, ClassicState };

/** Seat names, in seat order: Red is seat 0, Blue seat 1, ... */
export const SEATS = ['Red', 'Blue', 'Green', 'Yellow', 'Purple'] as const;
export const RED = 0;
export const BLUE = 1;
export const GREEN = 2;

/** What `put` can place: a land tile or an animal tile. */
export type PieceName = 'land' | Animal;

// ---------------------------------------------------------------------------------------------
// Boards and games

/*
 * Test boards (board, from acting-support.ts) are rows of terrain codes, one per column: p pampas,
 * m mountain, f forest, g meadow, r rock, s moorland, M market, W water field, - off board; rows
 * may be written `'p p M p'` for readability.
 */
export { at, board, topo };

export interface GameOptions {
  players?: number;
  seed?: string | number;
  startPlayer?: number;
}

/** A real new game on `map`: Red, Blue, ... with start player 0 unless told otherwise. */
export function newGame(map: MapData, options: GameOptions = {}): ClassicState {
  const n = options.players ?? 2;
  return classic.newGame({
    players: SEATS.slice(0, n),
    seed: options.seed ?? 'fixture',
    map,
    startPlayer: options.startPlayer ?? 0,
  });
}

/** A new game whose players hold no cards (the dealt hands go back under the decks). */
export function blankGame(map: MapData, options: GameOptions = {}): ClassicState {
  const state = newGame(map, options);
  for (let seat = 0; seat < state.players.length; seat++) emptyHand(state, seat);
  return state;
}

// ---------------------------------------------------------------------------------------------
// Spaces

export function labelOf(state: ClassicState, space: number): string {
  return topo(state).label[space]!;
}

export function labelsOf(state: ClassicState, spaces: readonly number[]): string[] {
  return spaces.map((s) => labelOf(state, s));
}

/** Whether two labelled spaces are neighbours (for tests to state what their boards look like). */
export function adjacent(state: ClassicState, a: string, b: string): boolean {
  return topo(state).adjacent(at(state, a), at(state, b));
}

/** The labels next to a space, sorted. */
export function neighbours(state: ClassicState, label: string): string[] {
  return labelsOf(state, topo(state).neighbours[at(state, label)]!).sort();
}

const list = (where: string | readonly string[]): readonly string[] => (typeof where === 'string' ? [where] : where);

// ---------------------------------------------------------------------------------------------
// Pieces, tokens, haciendas, water

/**
 * Puts `seat`'s piece on each space: a land tile (any terrain or pampas) or an animal tile
 * (pampas only), counted in the player's supply. The spaces must be empty.
 */
export function put(state: ClassicState, where: string | readonly string[], seat: number, what: PieceName): ClassicState {
  const t = topo(state);
  for (const label of list(where)) {
    const s = at(state, label);
    const terrain = t.terrain[s];
    if (state.piece[s] !== NO_PIECE || state.water[s] !== -1 || terrain === 'market' || terrain === 'water') {
      throw new Error(`fixture: ${label} is not an empty space`);
    }
    if (what !== 'land' && terrain !== 'pampas') throw new Error(`fixture: animals go on pampas, ${label} is ${terrain}`);
    state.owner[s] = seat;
    const p = state.players[seat]!;
    if (what === 'land') {
      state.piece[s] = LAND_PIECE;
      p.landTiles++;
    } else {
      state.piece[s] = animalPiece(what);
      p.animalTiles[ANIMALS.indexOf(what)]!++;
    }
  }
  return state;
}

/** Puts a harvest token from the supply on each space (a land tile). */
export function putToken(state: ClassicState, where: string | readonly string[]): ClassicState {
  for (const label of list(where)) {
    const s = at(state, label);
    if (state.piece[s] !== LAND_PIECE || state.harvest[s]) throw new Error(`fixture: no token can go on ${label}`);
    if (state.harvestTokens <= 0) throw new Error('fixture: no harvest token left in the supply');
    state.harvest[s] = 1;
    state.harvestTokens--;
  }
  return state;
}

/** Puts a hacienda from the supply on each space (a piece without one). */
export function putHacienda(state: ClassicState, where: string | readonly string[]): ClassicState {
  for (const label of list(where)) {
    const s = at(state, label);
    if (state.piece[s] === NO_PIECE || state.hacienda[s]) throw new Error(`fixture: no hacienda can go on ${label}`);
    if (state.haciendas <= 0) throw new Error('fixture: no hacienda left in the supply');
    state.hacienda[s] = 1;
    state.haciendas--;
  }
  return state;
}

const SHAPE_OF_SIZE: Record<number, { shape: WaterShape; pairs: number }> = {
  1: { shape: 'single', pairs: 0 },
  2: { shape: 'pair', pairs: 1 },
  3: { shape: 'triangle', pairs: 3 },
  4: { shape: 'rhombus', pairs: 5 },
};

/** Lays a water tile from the supply on empty pampas spaces (its shape follows from the count). */
export function putWater(state: ClassicState, where: readonly string[]): ClassicState {
  const t = topo(state);
  const spaces = where.map((l) => at(state, l));
  const kind = SHAPE_OF_SIZE[spaces.length];
  if (!kind) throw new Error('fixture: a water tile covers 1 to 4 spaces');
  let pairs = 0;
  for (let i = 0; i < spaces.length; i++) for (let j = i + 1; j < spaces.length; j++) if (t.adjacent(spaces[i]!, spaces[j]!)) pairs++;
  if (pairs !== kind.pairs) throw new Error(`fixture: ${where.join(' ')} is not a ${kind.shape}`);
  for (const s of spaces) {
    if (t.terrain[s] !== 'pampas' || state.piece[s] !== NO_PIECE || state.water[s] !== -1) {
      throw new Error(`fixture: ${labelOf(state, s)} is not empty pampas`);
    }
  }
  const id = state.waterSupply.find((w) => waterTileShape(w) === kind.shape);
  if (id === undefined) throw new Error(`fixture: no ${kind.shape} water tile left`);
  state.waterSupply = state.waterSupply.filter((w) => w !== id);
  for (const s of spaces) state.water[s] = id;
  return state;
}

// ---------------------------------------------------------------------------------------------
// Cards and money

/** Gives `seat` land cards of `kind`, taken from the land deck (bottom first) or the display. */
export function giveLand(state: ClassicState, seat: number, kind: LandKind, count = 1): number[] {
  const given: number[] = [];
  for (let i = 0; i < count; i++) {
    let card: number | undefined;
    const inDeck = state.landDeck.findIndex((c) => landKindOf(c) === kind);
    if (inDeck >= 0) card = state.landDeck.splice(inDeck, 1)[0];
    else {
      const shown = state.landDisplay.findIndex((c) => landKindOf(c) === kind);
      if (shown < 0) throw new Error(`fixture: no ${kind} land card left in the deck or the display`);
      card = state.landDisplay[shown];
      const refill = state.landDeck.pop();
      if (refill === undefined) state.landDisplay.splice(shown, 1);
      else state.landDisplay[shown] = refill;
    }
    state.players[seat]!.landHand.push(card!);
    given.push(card!);
  }
  return given;
}

/**
 * Gives `seat` animal cards, taken from the deck (bottom first), then the removed cards, the
 * second stack, the display.
 */
export function giveAnimal(state: ClassicState, seat: number, animal: Animal, count = 1): number[] {
  const given: number[] = [];
  const take = (pile: number[]): number | undefined => {
    const i = pile.findIndex((c) => animalOf(c) === animal);
    return i < 0 ? undefined : pile.splice(i, 1)[0];
  };
  for (let i = 0; i < count; i++) {
    let card = take(state.animalDeck) ?? take(state.removedAnimals) ?? take(state.animalReserve);
    if (card === undefined) {
      const shown = state.animalDisplay.findIndex((c) => animalOf(c) === animal);
      if (shown < 0) throw new Error(`fixture: no ${animal} card left`);
      card = state.animalDisplay[shown]!;
      const refill = state.animalDeck.pop();
      if (refill === undefined) state.animalDisplay.splice(shown, 1);
      else state.animalDisplay[shown] = refill;
    }
    state.players[seat]!.animalHand.push(card);
    given.push(card);
  }
  return given;
}

/** Returns `seat`'s cards under the decks they came from. */
export function emptyHand(state: ClassicState, seat: number): ClassicState {
  const p = state.players[seat]!;
  state.landDeck.unshift(...p.landHand);
  state.animalDeck.unshift(...p.animalHand);
  p.landHand = [];
  p.animalHand = [];
  return state;
}

/**
 * Sets the sizes of the two animal stacks: extra cards go (unseen) to the removed pile, missing
 * ones come from it. The top cards of the deck stay on top.
 */
export function setAnimalStacks(state: ClassicState, deck: number, reserve: number): ClassicState {
  const fit = (pile: number[], n: number) => {
    while (pile.length > n) state.removedAnimals.push(pile.shift()!);
    while (pile.length < n) {
      const card = state.removedAnimals.pop();
      if (card === undefined) throw new Error('fixture: not enough animal cards to fill the stacks');
      pile.unshift(card);
    }
  };
  fit(state.animalDeck, deck);
  fit(state.animalReserve, reserve);
  return state;
}

/** Leaves `keep` cards in the land deck; the others go into `seat`'s hand (no hand limit, C2). */
export function drainLandDeck(state: ClassicState, keep: number, seat: number): ClassicState {
  while (state.landDeck.length > keep) state.players[seat]!.landHand.push(state.landDeck.shift()!);
  return state;
}

/** Empties the land display into `seat`'s hand. */
export function drainLandDisplay(state: ClassicState, seat: number): ClassicState {
  state.players[seat]!.landHand.push(...state.landDisplay.splice(0));
  return state;
}

export function setMoney(state: ClassicState, seat: number, pesos: number): ClassicState {
  state.players[seat]!.money = pesos;
  return state;
}

/** Makes it `seat`'s turn with no action taken yet. */
export function setTurn(state: ClassicState, seat: number): ClassicState {
  state.turn = { player: seat, actions: 0, boughtHacienda: false, boughtWater: false, harvested: false };
  return state;
}

export function money(state: ClassicState, seat: number): number {
  return state.players[seat]!.money;
}

// ---------------------------------------------------------------------------------------------
// Acting

export const { parse, actWith, act, play, reject, legalTexts, legalStarting } = acting(classic, checkInvariants);

/** Every payment event of a result, as amounts. */
export function payments(events: readonly GameEvent[], reason?: string): number[] {
  return events.filter((e) => e.type === 'paid' && (reason === undefined || e.reason === reason)).map((e) => e.amount as number);
}

// ---------------------------------------------------------------------------------------------
// Invariants

function expectEachOnce(places: Record<string, readonly number[]>, count: number, what: string): void {
  const where = new Map<number, string>();
  for (const [place, cards] of Object.entries(places)) {
    for (const card of cards) {
      if (card === -1) continue;
      if (where.has(card)) expect.fail(`${what} card ${card} is both in ${where.get(card)} and in ${place}`);
      where.set(card, place);
    }
  }
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !where.has(i));
  expect(missing, `${what} cards in no place`).toEqual([]);
  expect(where.size, `${what} cards`).toBe(count);
}

/**
 * Every card in exactly one place; every piece counted in its owner's supply; tokens, haciendas
 * and water tiles either on the board or in their supply.
 */
export function checkInvariants(state: ClassicState): void {
  const land: Record<string, number[]> = { landDeck: state.landDeck, landDisplay: state.landDisplay, playedLand: state.playedLand };
  const animal: Record<string, number[]> = {
    animalDeck: state.animalDeck,
    animalReserve: state.animalReserve,
    animalDisplay: state.animalDisplay,
    removedAnimals: state.removedAnimals,
    playedAnimals: state.playedAnimals,
  };
  state.players.forEach((p) => {
    land[`hand of ${p.name}`] = p.landHand;
    animal[`hand of ${p.name}`] = p.animalHand;
  });
  if (!state.hidden) {
    expectEachOnce(land, LAND_CARD_COUNT, 'land');
    expectEachOnce(animal, ANIMAL_CARD_COUNT, 'animal');
  }
  state.players.forEach((p, seat) => {
    let landTiles = 0;
    const animals = ANIMALS.map(() => 0);
    state.piece.forEach((piece, s) => {
      if (state.owner[s] !== seat) return;
      if (piece === LAND_PIECE) landTiles++;
      else if (piece > LAND_PIECE) animals[piece - 2]!++;
    });
    expect(p.landTiles, `${p.name}'s land tiles`).toBe(landTiles);
    expect(p.animalTiles, `${p.name}'s animal tiles`).toEqual(animals);
    expect(p.money, `${p.name}'s money`).toBeGreaterThanOrEqual(0);
  });
  state.piece.forEach((piece, s) => expect(piece === NO_PIECE, `owner of ${labelOf(state, s)}`).toBe(state.owner[s] === -1));
  const tokens = state.harvest.reduce((a, b) => a + b, 0);
  expect(tokens + state.harvestTokens, 'harvest tokens').toBe(HARVEST_TOKENS);
  const haciendas = state.hacienda.reduce((a, b) => a + b, 0);
  expect(haciendas + state.haciendas, 'haciendas').toBe(HACIENDAS_AVAILABLE[state.players.length]);
  const tilesOnBoard = new Set(state.water.filter((id) => id >= 0 && id < WATER_TILE_COUNT));
  for (const id of state.waterSupply) expect(tilesOnBoard.has(id), `water tile ${id} on the board and in the supply`).toBe(false);
  expect(tilesOnBoard.size + state.waterSupply.length, 'water tiles').toBe(WATER_TILE_COUNT);
}

// ---------------------------------------------------------------------------------------------
// Pictures, for messages

const PIECE_CODE = ['.', 'L', 'c', 'h', 'p', 's'];

/**
 * The board as text, one hex per three characters, shoved rows indented: the terrain code of an
 * empty space, `~` for water, else the owner's seat digit and L (land) or c, h, p, s (animals);
 * `*` marks a hacienda, `+` a harvest token.
 */
export function picture(state: ClassicState): string {
  const t = topo(state);
  const lines: string[] = [];
  const codeOf: Record<string, string> = { pampas: 'p', mountain: 'm', forest: 'f', meadow: 'g', rock: 'r', moorland: 's', market: 'M', water: 'W' };
  for (let row = 0; row < t.rows; row++) {
    const shoved = t.map.shift === 'odd' ? row % 2 === 1 : row % 2 === 0;
    let line = shoved ? '  ' : '';
    for (let col = 0; col < t.cols; col++) {
      const s = t.indexOf(offsetLabel(col, row));
      let cell = '   ';
      if (s >= 0) {
        if (state.piece[s] !== NO_PIECE) {
          cell = `${state.owner[s]}${PIECE_CODE[state.piece[s]!]}${state.hacienda[s] ? '*' : state.harvest[s] ? '+' : ' '}`;
        } else if (state.water[s]! >= 0) cell = '~~ ';
        else cell = ` ${codeOf[t.terrain[s]!]} `;
      }
      line += cell + ' ';
    }
    lines.push(`${String(row + 1).padStart(2)} ${line.trimEnd()}`);
  }
  return lines.join('\n');
}
