/**
 * Scoring (ruling C13, rulebook "Scoring"): the categories, their order and their tables. The
 * worked examples are in rulebook-examples.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { marketPoints } from '../../../src/games/classic/rules/components.js';
import { BLUE, blankGame, board, classic, put, putHacienda, putWater, RED, setMoney, type ClassicState } from './fixtures.js';

const scores = (s: ClassicState) => classic.projectedScores(s);

describe('C13 scoring', () => {
  it('C13 scoring - categories in the rulebook’s order: markets, land chains, haciendas, water, money', () => {
    expect(classic.scoreCategories).toEqual(['markets', 'chains', 'haciendas', 'water', 'money']);
  });

  it('C13 markets - 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66 points for 1 to 11 markets, and the 12th worth 12 more', () => {
    // Twelve markets along row 1; a tile at A2, C2, ... touches exactly one of them.
    const s = blankGame(board(['MpMpMpMpMpMpMpMpMpMpMpMp', 'pppppppppppppppppppppppp']));
    const points: number[] = [scores(s)[RED]!.markets!];
    for (let i = 0; i < 12; i++) {
      const label = String.fromCharCode(65 + 2 * i) + '2';
      put(s, label, RED, i % 2 ? 'pig' : 'cattle');
      points.push(scores(s)[RED]!.markets!);
    }
    expect(points).toEqual([0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78]);
    expect([13, 14].map(marketPoints)).toEqual([91, 105]);
  });

  it('C13 chains - 2 points per tile of every chain of 3 or more; singles and pairs score nothing', () => {
    const s = blankGame(board(['pppppppppp', 'pppppppppp', 'pppppppppp', 'pppppppppp']));
    put(s, 'A1', RED, 'land');
    expect(scores(s)[RED]!.chains).toBe(0);
    put(s, 'B1', RED, 'land');
    expect(scores(s)[RED]!.chains).toBe(0);
    put(s, 'C1', RED, 'land');
    expect(scores(s)[RED]!.chains).toBe(6);
    put(s, ['F3', 'G3', 'H3', 'I3'], RED, 'land');
    expect(scores(s)[RED]!.chains).toBe(14);
    // Another player's land next to a chain neither joins nor scores for it.
    put(s, ['D1', 'E1'], BLUE, 'land');
    expect(scores(s).map((x) => x.chains)).toEqual([14, 0]);
    // Animals between land tiles do not join chains.
    put(s, ['A4', 'C4'], RED, 'land');
    put(s, 'B4', RED, 'pig');
    expect(scores(s)[RED]!.chains).toBe(14);
  });

  it('C13 money - 1 point per full 10 pesos', () => {
    const s = blankGame(board(['ppM']));
    const pointsFor = (pesos: number) => {
      setMoney(s, RED, pesos);
      return scores(s)[RED]!.money;
    };
    expect([0, 9, 10, 19, 20, 28, 99, 100].map(pointsFor)).toEqual([0, 0, 1, 1, 2, 2, 9, 10]);
  });

  it('C13 scoring - the total is the sum of the categories, for each player', () => {
    const s = blankGame(board(['pppMppp', 'ppppppp', 'ppppppp']));
    put(s, ['A2', 'B2', 'C2'], RED, 'land');
    put(s, 'D2', RED, 'pig');
    putHacienda(s, 'D2');
    putWater(s, ['E2']);
    setMoney(s, RED, 34);
    const red = scores(s)[RED]!;
    expect(red).toEqual({ markets: 1, chains: 6, haciendas: 1, water: 1, money: 3, total: 12 });
    expect(scores(s)[BLUE]).toEqual({ markets: 0, chains: 0, haciendas: 0, water: 0, money: 2, total: 2 });
  });

  it('C13 scoring - a projected score changes nothing in the game', () => {
    const s = blankGame(board(['pppMppp', 'ppppppp']));
    put(s, ['A2', 'B2', 'C2'], RED, 'land');
    const before = structuredClone(s);
    scores(s);
    expect(s).toEqual(before);
  });
});
