/**
 * Setting up a game: the rulebook's "Preparation" and its table, rulings C4, C9, C10, C11, C14,
 * R7, R9.
 */
import { describe, expect, it } from 'vitest';
import { SetupError } from '../../../src/engine/ruleset.js';
import { waterTileShape } from '../../../src/games/classic/rules/components.js';
import {
  BLUE,
  blankGame,
  board,
  checkInvariants,
  classic,
  drainLandDeck,
  drainLandDisplay,
  giveAnimal,
  giveLand,
  labelsOf,
  newGame,
  put,
  putHacienda,
  putToken,
  putWater,
  RED,
  SEATS,
  setAnimalStacks,
} from './fixtures.js';

/** A small board with every terrain, two markets and four printed water fields. */
const MAP = board([
  'm f g r s p', //
  'p W p M p W',
  'p p p p p p',
  'W p M p W p',
]);

const COUNTS = [2, 3, 4, 5] as const;

function shapesOf(ids: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of ids) {
    const shape = waterTileShape(id) ?? 'none';
    out[shape] = (out[shape] ?? 0) + 1;
  }
  return out;
}

describe('setup', () => {
  for (const n of COUNTS) {
    it(`setup - with ${n} players each player has 8 land cards, 4 animal cards and 20 pesos`, () => {
      const s = newGame(MAP, { players: n, seed: `hands-${n}` });
      expect(s.players).toHaveLength(n);
      for (const p of s.players) {
        expect(p.landHand).toHaveLength(8);
        expect(p.animalHand).toHaveLength(4);
        expect(p.money).toBe(20);
        expect(p.landTiles).toBe(0);
        expect(p.animalTiles).toEqual([0, 0, 0, 0]);
        expect(p.scorings).toEqual([]);
      }
      expect(s.players.map((p) => p.name)).toEqual(SEATS.slice(0, n));
    });
  }

  it('setup - 4 face-up land cards and 4 face-up animal cards; the rest of the land cards are the face-down deck', () => {
    for (const n of COUNTS) {
      const s = newGame(MAP, { players: n });
      expect(s.landDisplay).toHaveLength(4);
      expect(s.animalDisplay).toHaveLength(4);
      expect(s.landDeck).toHaveLength(80 - 8 * n - 4);
      expect(s.playedLand).toEqual([]);
      expect(s.playedAnimals).toEqual([]);
    }
  });

  it('C14 setup - animal cards removed unseen: 30, 20, 10 and 0 for 2, 3, 4 and 5 players', () => {
    const removed = COUNTS.map((n) => newGame(MAP, { players: n }).removedAnimals.length);
    expect(removed).toEqual([30, 20, 10, 0]);
  });

  it('C4 setup - the animal cards left after dealing form two stacks, the first (the deck) with the odd card if any', () => {
    for (const n of COUNTS) {
      const s = newGame(MAP, { players: n });
      const left = 72 - [30, 20, 10, 0][n - 2]! - 4 * n - 4;
      expect(s.animalDeck.length + s.animalReserve.length).toBe(left);
      expect(s.animalDeck).toHaveLength(Math.ceil(left / 2));
      expect(s.animalReserve).toHaveLength(Math.floor(left / 2));
      expect(s.stack).toBe(1);
    }
    // With the rulebook's numbers the count is always even: 15/15, 18/18, 21/21, 24/24.
    expect(COUNTS.map((n) => newGame(MAP, { players: n }).animalDeck.length)).toEqual([15, 18, 21, 24]);
  });

  it('C10 setup - 5, 7, 8 and 9 neutral haciendas for 2, 3, 4 and 5 players; R7 - none is on the board', () => {
    expect(COUNTS.map((n) => newGame(MAP, { players: n }).haciendas)).toEqual([5, 7, 8, 9]);
    expect(newGame(MAP).hacienda.every((h) => h === 0)).toBe(true);
  });

  it('C9 setup - all 8 harvest tokens are in the supply', () => {
    for (const n of COUNTS) {
      const s = newGame(MAP, { players: n });
      expect(s.harvestTokens).toBe(8);
      expect(s.harvest.every((h) => h === 0)).toBe(true);
    }
  });

  it('C11 setup - each printed water field is covered by its own one-space tile; the other 14 tiles are next to the board', () => {
    const s = newGame(MAP);
    const covered = s.water.map((id, i) => [i, id] as const).filter(([, id]) => id >= 0);
    expect(
      labelsOf(
        s,
        covered.map(([i]) => i),
      ),
    ).toEqual(['B2', 'F2', 'A4', 'E4']);
    const ids = covered.map(([, id]) => id);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(waterTileShape(id)).toBe('single');
    expect(shapesOf(s.waterSupply)).toEqual({ single: 5, pair: 4, triangle: 3, rhombus: 2 });
    for (const id of ids) expect(s.waterSupply).not.toContain(id);
  });

  it('C11 setup - a board without water fields keeps all 18 tiles in the supply: 9 single, 4 pair, 3 triangle, 2 rhombus', () => {
    const s = newGame(board(['ppM', 'ppp']));
    expect(s.waterSupply).toHaveLength(18);
    expect(shapesOf(s.waterSupply)).toEqual({ single: 9, pair: 4, triangle: 3, rhombus: 2 });
  });

  it('setup - the board starts with no pieces, and every card is in exactly one place', () => {
    for (const n of COUNTS) {
      const s = newGame(MAP, { players: n });
      expect(s.owner.every((o) => o === -1)).toBe(true);
      expect(s.piece.every((p) => p === 0)).toBe(true);
      checkInvariants(s);
    }
  });

  it("setup - each new game's board lists are its own: a game changed in place leaves the next one as it was", () => {
    const clean = JSON.stringify(newGame(MAP));
    const first = newGame(MAP);
    for (const list of [first.owner, first.piece, first.water, first.hacienda, first.harvest]) list.fill(1);
    expect(JSON.stringify(newGame(MAP))).toBe(clean);
  });

  it('setup - round 1, first animal stack, no scoring due, game not over', () => {
    const s = newGame(MAP);
    expect(s.round).toBe(1);
    expect(s.stack).toBe(1);
    expect(s.scorings).toBe(0);
    expect(s.intermediateDue).toBe(false);
    expect(s.finalDue).toBe(false);
    expect(s.over).toBe(false);
    expect(s.endReason).toBeNull();
    expect(s.turn).toEqual({ player: 0, actions: 0, boughtHacienda: false, boughtWater: false, harvested: false });
  });

  it('C14 setup - the start player is drawn from the seed: the same seed gives the same start player, and every seat gets drawn', () => {
    for (const n of COUNTS) {
      const seen = new Set<number>();
      for (let seed = 0; seed < 60; seed++) {
        const options = { players: SEATS.slice(0, n), seed, map: MAP };
        const a = classic.newGame(options);
        const b = classic.newGame(options);
        expect(a.startPlayer).toBe(b.startPlayer);
        expect(a.turn.player).toBe(a.startPlayer);
        expect(classic.currentPlayer(a)).toBe(a.startPlayer);
        expect(a.startPlayer).toBeGreaterThanOrEqual(0);
        expect(a.startPlayer).toBeLessThan(n);
        seen.add(a.startPlayer);
      }
      expect([...seen].sort()).toEqual(Array.from({ length: n }, (_, i) => i));
    }
  });

  it('C14 setup - a chosen start player starts', () => {
    for (const start of [0, 1, 2]) {
      const s = classic.newGame({ players: ['Red', 'Blue', 'Green'], seed: 'chosen', map: MAP, startPlayer: start });
      expect(s.startPlayer).toBe(start);
      expect(s.turn.player).toBe(start);
    }
  });

  it('B2 setup - the same seed and options give the same game; another seed deals differently', () => {
    const a = newGame(MAP, { players: 3, seed: 'same' });
    const b = newGame(MAP, { players: 3, seed: 'same' });
    const c = newGame(MAP, { players: 3, seed: 'other' });
    expect(b).toEqual(a);
    expect(c.landDeck).not.toEqual(a.landDeck);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('setup - fewer than 2 or more than 5 players, or a start player who is not a seat, is a SetupError', () => {
    const bad = [
      { players: ['Red'], seed: 1, map: MAP },
      { players: [...SEATS, 'Sixth'], seed: 1, map: MAP },
      { players: ['Red', 'Blue'], seed: 1, map: MAP, startPlayer: 2 },
      { players: ['Red', 'Blue'], seed: 1, map: MAP, startPlayer: -1 },
      { players: ['Red', 'Blue'], seed: 1, map: board(['pXp']) },
    ];
    for (const options of bad) expect(() => classic.newGame(options)).toThrow(SetupError);
  });

  it('setup - the game keeps its own copy of the board', () => {
    const map = board(['ppM', 'ppp']);
    const s = newGame(map);
    map.grid[0] = 'MMM';
    expect(s.map.grid[0]).toBe('ppM');
  });
});

describe('fixtures', () => {
  it('fixtures - positions built by the helpers keep every card, piece, token, hacienda and water tile in one place', () => {
    const s = blankGame(MAP, { players: 3 });
    checkInvariants(s);
    expect(s.players.every((p) => p.landHand.length === 0 && p.animalHand.length === 0)).toBe(true);
    giveLand(s, RED, 'mountain', 3);
    giveLand(s, BLUE, 'pampas', 10); // more than the deck holds after the first ones: the display gives too
    giveAnimal(s, RED, 'sheep', 18);
    put(s, ['A1', 'B1'], RED, 'land');
    put(s, 'A3', BLUE, 'pig');
    putToken(s, 'A1');
    putHacienda(s, 'A3');
    putWater(s, ['B3', 'C3']);
    setAnimalStacks(s, 3, 2);
    drainLandDeck(s, 5, BLUE);
    drainLandDisplay(s, RED);
    checkInvariants(s);
    expect(s.players[RED]!.animalHand).toHaveLength(18);
    expect(s.animalDeck).toHaveLength(3);
    expect(s.animalReserve).toHaveLength(2);
    expect(s.landDeck).toHaveLength(5);
    expect(s.landDisplay).toEqual([]);
    expect(() => put(s, 'A1', BLUE, 'land')).toThrow();
    expect(() => put(s, 'D2', BLUE, 'land')).toThrow(); // a market
    expect(() => put(s, 'A1', BLUE, 'pig')).toThrow();
    expect(() => put(s, 'B1', RED, 'cattle')).toThrow();
  });
});
