/**
 * The rulebook's worked examples (000, with 004), played on small test boards that reproduce
 * them: every number the rulebook prints is checked.
 */
import { describe, expect, it } from 'vitest';
import { topology } from '../../../src/engine/board.js';
import { LAND_PIECE } from '../../../src/games/classic/rules/components.js';
import {
  act,
  actWith,
  adjacent,
  at,
  BLUE,
  blankGame,
  board,
  checkInvariants,
  classic,
  giveAnimal,
  giveLand,
  money,
  payments,
  picture,
  put,
  putHacienda,
  putWater,
  RED,
  setMoney,
  setTurn,
  type ClassicState,
} from './fixtures.js';

const scores = (s: ClassicState) => classic.projectedScores(s);
const OPEN = board(Array(8).fill('pppppppppp'));

describe('rulebook examples', () => {
  it('rulebook market example - Blue, with a chain of 3, plays 3 pigs: nothing, then 5 pesos, then 6 for another side of the market', () => {
    let s = blankGame(board(['ppppppp', 'ppppppp', 'pppppMp', 'ppppppp']));
    put(s, ['A2', 'B2', 'C2'], BLUE, 'land');
    giveAnimal(s, BLUE, 'pig', 3);
    setTurn(s, BLUE);
    expect(adjacent(s, 'D2', 'F3')).toBe(false);
    expect(adjacent(s, 'E2', 'F3') && adjacent(s, 'E3', 'F3') && adjacent(s, 'E3', 'E2')).toBe(true);

    const first = actWith(s, 'play animal pig D2'); // next to Blue's land
    expect(payments(first.events)).toEqual([]);
    const second = actWith(first.state, 'play animal pig E2'); // reaches the market
    expect(payments(second.events, 'market')).toEqual([5]);
    const third = actWith(second.state, 'play animal pig E3'); // another side of the same market
    expect(payments(third.events, 'market')).toEqual([6]);
    s = third.state;
    expect(money(s, BLUE)).toBe(20 + 5 + 6);
    expect(s.turn.player).toBe(RED); // three actions: the turn has passed
    // Reaching a market, even with one tile, connects it for scoring.
    expect(scores(s)[BLUE]!.markets).toBe(1);
  });

  it('rulebook market example - Red’s pig joins a herd of 2 and a herd of 3 at a market: 6 pigs and 5 land tiles (2 above, 3 below) pay 11 pesos', () => {
    const s = blankGame(board(['pppppppp', 'pppppppp', 'pppppppp', 'ppMppppp', 'pppppppp']));
    put(s, ['B1', 'C1'], RED, 'land'); // 2 above
    put(s, ['B2', 'C2'], RED, 'pig');
    put(s, ['E3', 'F3', 'F2'], RED, 'pig');
    put(s, ['E4', 'F4', 'G4'], RED, 'land'); // 3 below
    giveAnimal(s, RED, 'pig');
    // Only the new tile touches the market; it touches both herds.
    for (const herd of ['B2', 'C2', 'E3', 'F3', 'F2']) expect(adjacent(s, herd, 'C4'), herd).toBe(false);
    expect(adjacent(s, 'D3', 'C4') && adjacent(s, 'D3', 'C2') && adjacent(s, 'D3', 'E3')).toBe(true);
    const { state, events } = actWith(s, 'play animal pig D3');
    expect(payments(events, 'market')).toEqual([11]);
    expect(money(state, RED)).toBe(31);
  });

  it('rulebook example - herds of different players, and of different animals, may be adjacent and stay apart', () => {
    const s = blankGame(board(['ppppppp', 'ppMpppp', 'ppppppp', 'ppppppp', 'ppppppp']));
    put(s, ['A4', 'A5'], BLUE, 'land');
    put(s, 'B4', BLUE, 'pig'); // the Blue pig herd ...
    put(s, ['A3', 'B3'], BLUE, 'horse'); // ... next to the Blue horse herd ...
    put(s, ['C4', 'D4'], RED, 'pig'); // ... and the Red pig herd
    put(s, 'D5', RED, 'land');
    giveAnimal(s, BLUE, 'pig');
    setTurn(s, BLUE);
    for (const other of ['B3', 'C4']) expect(adjacent(s, 'C3', other) && adjacent(s, 'B4', other), other).toBe(true);
    // Blue's new pig at C3 touches the market: the herd is Blue's 2 pigs, the land Blue's 2 tiles.
    const { state, events } = actWith(s, 'play animal pig C3');
    expect(payments(events, 'market')).toEqual([2 + 2]);
    putHacienda(state, 'B4');
    expect(scores(state)[BLUE]!.haciendas).toBe(2);
  });

  it('rulebook land examples - a mountain card puts a land tile on any empty mountain; a pampas card on pampas next to own land', () => {
    let s = blankGame(board(['ppppmp', 'pppppp', 'mppppp']));
    giveLand(s, RED, 'mountain');
    giveLand(s, RED, 'pampas');
    s = act(s, 'play land mountain A3');
    s = act(s, 'play land pampas B3');
    expect([s.owner[at(s, 'A3')], s.owner[at(s, 'B3')]]).toEqual([RED, RED]);
  });

  it('rulebook harvest example - a chain of 7 land tiles harvests 21 pesos', () => {
    const s = blankGame(OPEN);
    put(s, ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1'], RED, 'land');
    expect(money(act(s, 'harvest D1'), RED)).toBe(41);
  });

  it('rulebook land chain example - chains of 7, 3 and 3 score 26; a 2-chain and 3 single tiles score nothing', () => {
    const s = blankGame(OPEN);
    put(s, ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1'], RED, 'land');
    put(s, ['A3', 'B3', 'C3'], RED, 'land');
    put(s, ['E3', 'F3', 'G3'], RED, 'land');
    put(s, ['A5', 'B5'], RED, 'land');
    put(s, ['D5', 'F5', 'H5'], RED, 'land');
    expect(scores(s)[RED]!.chains).toBe(26);
  });

  it('rulebook hacienda example - haciendas on a 7-tile chain and a 6-sheep herd score 7 + 6 = 13', () => {
    const s = blankGame(OPEN);
    put(s, ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1'], RED, 'land');
    put(s, ['A4', 'B4', 'C4', 'D4', 'E4', 'F4'], RED, 'sheep');
    putHacienda(s, ['D1', 'C4']);
    expect(scores(s)[RED]!.haciendas).toBe(13);
  });

  it('rulebook market points example - herds at 7 different markets score 28, the markets need not be connected', () => {
    const s = blankGame(board(['MpMpMpMpMpMpMpMp', 'pppppppppppppppp']));
    put(s, ['A2', 'C2', 'E2', 'G2'], RED, 'cattle');
    put(s, ['I2', 'K2', 'M2'], RED, 'horse');
    expect(scores(s)[RED]!.markets).toBe(28);
  });

  it('rulebook money example - 28 pesos score 2 points (and 12 pesos 1, 8 pesos 0)', () => {
    const s = blankGame(OPEN);
    setMoney(s, RED, 28);
    setMoney(s, BLUE, 12);
    expect(scores(s).map((x) => x.money)).toEqual([2, 1]);
    setMoney(s, BLUE, 8);
    expect(scores(s)[BLUE]!.money).toBe(0);
  });

  it('rulebook water example - animals next to two water tiles score for both: two pigs add 4 points', () => {
    const s = blankGame(OPEN);
    putWater(s, ['C3']); // the one-space tile
    putWater(s, ['C5', 'D5']); // the two-space tile beneath
    put(s, ['B4', 'C4'], RED, 'pig');
    expect(adjacent(s, 'C4', 'C5') && adjacent(s, 'C4', 'D5')).toBe(true); // C4 touches the pair twice: once
    expect(scores(s)[RED]!.water).toBe(4);
  });

  describe('the scoring example: Red 53, Blue 52', () => {
    /**
     * One position with every number of the rulebook's scoring example. Six markets (J1 at the top
     * in the middle is the one Red misses); water: printed fields C3 (the one-space tile on the
     * left) and O3 (the one on the upper right), a pair C5-D5 beneath C3, a triangle J7-K7-J8 in
     * the middle, and Blue's one-space tile Q10.
     */
    function position(): ClassicState {
      const s = blankGame(
        board([
          'pppppppppMpppppppppp', // 1: market J1
          'pppppppppppppppppppp', // 2
          'ppWpppppppppMpWppppp', // 3: water C3, market M3, water O3
          'Mppppppppppppppppppp', // 4: market A4
          'pppppppppppppppppppp', // 5
          'pppppppppppppppppppp', // 6
          'pppppppppppppppppppp', // 7
          'pppMpppppppppppppppp', // 8: market D8
          'ppppppppMppppppppppp', // 9: market I9
          'ppppppMppppppppppppp', // 10: market G10
          'pppppppppppppppppppp', // 11
          'pppppppppppppppppppp', // 12
        ]),
      );
      putWater(s, ['C5', 'D5']);
      putWater(s, ['J7', 'K7', 'J8']);
      putWater(s, ['Q10']);
      // Red: the 6-pig herd with a hacienda around the water on the left, reaching market A4.
      put(s, ['B3', 'B4', 'C4', 'D3', 'B5', 'D4'], RED, 'pig');
      put(s, ['B6', 'C6'], RED, 'land'); // the 2-chain, not scored
      // Red: the 4-chain upper right around the water at O3, with 2 cattle reaching market M3.
      put(s, ['N2', 'O2', 'P3', 'O4'], RED, 'land');
      put(s, ['N3', 'N4'], RED, 'cattle');
      // Red: the 3-chain, a horse at the triangle and market I9, a sheep at D8, cattle at G10.
      put(s, ['F8', 'G8', 'H8'], RED, 'land');
      put(s, 'I8', RED, 'horse');
      put(s, 'E8', RED, 'sheep');
      put(s, 'G9', RED, 'cattle');
      // Blue: the 7-chain around the triangle, the 3-chain, a 4-sheep herd around Q10.
      put(s, ['I6', 'J6', 'K6', 'L7', 'K8', 'K9', 'J9'], BLUE, 'land');
      put(s, ['S11', 'S12', 'T12'], BLUE, 'land');
      put(s, ['P10', 'Q9', 'R9', 'R10'], BLUE, 'sheep');
      // Blue: horses up to markets J1 and M3, pigs at markets I9 and G10.
      put(s, ['J5', 'J4', 'J3', 'J2', 'K3', 'L3'], BLUE, 'horse');
      put(s, ['I10', 'H10'], BLUE, 'pig');
      putHacienda(s, ['B4', 'I6', 'Q9']);
      setMoney(s, RED, 12);
      setMoney(s, BLUE, 8);
      checkInvariants(s);
      return s;
    }

    /** Each player's water points from the one water body covering `label`. */
    function waterOf(s: ClassicState, label: string): number[] {
      const only = structuredClone(s);
      const id = s.water[at(s, label)]!;
      only.water = s.water.map((w) => (w === id ? w : -1));
      return scores(only).map((x) => x.water!);
    }

    /** Sizes of a player's land chains, largest first (a flood fill of its own, not the engine's). */
    function chainSizes(s: ClassicState, seat: number): number[] {
      const t = topology(s.map);
      const seen = new Set<number>();
      const sizes: number[] = [];
      for (let start = 0; start < t.size; start++) {
        if (seen.has(start) || s.owner[start] !== seat || s.piece[start] !== LAND_PIECE) continue;
        const todo = [start];
        seen.add(start);
        let n = 0;
        while (todo.length > 0) {
          const x = todo.pop()!;
          n++;
          for (const y of t.neighbours[x]!) {
            if (!seen.has(y) && s.owner[y] === seat && s.piece[y] === LAND_PIECE) {
              seen.add(y);
              todo.push(y);
            }
          }
        }
        sizes.push(n);
      }
      return sizes.sort((a, b) => b - a);
    }

    /** Each player's hacienda points with only the hacienda at `label` on the board. */
    function haciendaOf(s: ClassicState, label: string): number[] {
      const only = structuredClone(s);
      only.hacienda = s.hacienda.map((h, i) => (i === at(s, label) ? h : 0));
      return scores(only).map((x) => x.haciendas!);
    }

    /** Markets touched by the player's animal tiles, counted on the board. */
    function marketsOf(s: ClassicState, seat: number): string[] {
      const t = topology(s.map);
      return (t.byTerrain.get('market') ?? [])
        .filter((m) => t.neighbours[m]!.some((n) => s.owner[n] === seat && s.piece[n]! > LAND_PIECE))
        .map((m) => t.label[m]!)
        .sort();
    }

    it('scoring example - the position is the rulebook’s: Red reaches every market but the top middle one, chains and haciendas as described', () => {
      const s = position();
      expect(marketsOf(s, RED)).toEqual(['A4', 'D8', 'G10', 'I9', 'M3']);
      expect(marketsOf(s, BLUE)).toEqual(['G10', 'I9', 'J1', 'M3']);
      expect(chainSizes(s, RED)).toEqual([4, 3, 2]);
      expect(chainSizes(s, BLUE)).toEqual([7, 3]);
      expect(haciendaOf(s, 'B4')).toEqual([6, 0]); // Red's 6-pig herd
      expect(haciendaOf(s, 'I6')).toEqual([0, 7]); // Blue's 7-chain
      expect(haciendaOf(s, 'Q9')).toEqual([0, 4]); // Blue's 4-sheep herd
    });

    it('scoring example - Red: markets 5 -> 15, chains 4 + 3 -> 14, hacienda 6, water 4 + 6 + 1 + 6 -> 17, 12 pesos -> 1: 53', () => {
      const s = position();
      expect(scores(s)[RED], picture(s)).toEqual({ markets: 15, chains: 14, haciendas: 6, water: 17, money: 1, total: 53 });
      expect([waterOf(s, 'C3')[RED], waterOf(s, 'C5')[RED], waterOf(s, 'J7')[RED], waterOf(s, 'O3')[RED]]).toEqual([4, 6, 1, 6]);
      // The pigs between the two water tiles on the left add a point to each: 4 in all.
      for (const pig of ['B4', 'C4']) expect(adjacent(s, pig, 'C3') && (adjacent(s, pig, 'C5') || adjacent(s, pig, 'D5'))).toBe(true);
    });

    it('scoring example - Blue: markets 4 -> 10, chains 7 + 3 -> 20, haciendas 7 + 4 -> 11, water 7 + 4 -> 11, 8 pesos -> 0: 52', () => {
      const s = position();
      expect(scores(s)[BLUE], picture(s)).toEqual({ markets: 10, chains: 20, haciendas: 11, water: 11, money: 0, total: 52 });
      expect([waterOf(s, 'J7')[BLUE], waterOf(s, 'Q10')[BLUE]]).toEqual([7, 4]);
      expect([waterOf(s, 'C3')[BLUE], waterOf(s, 'C5')[BLUE], waterOf(s, 'O3')[BLUE]]).toEqual([0, 0, 0]);
    });

    it('scoring example - a scoring held at the round’s end records these numbers, and Red leads by 53 to 52', () => {
      let s = position();
      s = act(s, 'end');
      s = act(s, 'end'); // a round without an action: the final scoring alone (C15)
      expect(s.players.map((p) => p.scorings.map((x) => x.total))).toEqual([[53], [52]]);
      expect(classic.totals(s)).toEqual([53, 52]);
      expect(classic.winners(s)).toEqual([RED]);
    });
  });
});
