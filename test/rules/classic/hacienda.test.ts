/**
 * Haciendas (ruling C10, rulebook "Buy a Hacienda" and "Hacienda Points"), with R7; and C10's
 * earlier reading, which records saved before 2026-12-01 still follow.
 */
import { describe, expect, it } from 'vitest';
import { act, at, BLUE, blankGame, board, classic, giveLand, legalStarting, money, play, put, putHacienda, RED, reject, setMoney } from './fixtures.js';

const MAP = board(['pppppppppp', 'pppppppppp', 'pppppppppp', 'pppppppppp', 'pppppppppp', 'pppppppppp']);

const haciendaPoints = (s: Parameters<typeof classic.projectedScores>[0]) => classic.projectedScores(s).map((x) => x.haciendas);

describe('C10 haciendas', () => {
  it('C10 hacienda - costs 12 pesos and goes at once on one of the player’s land tiles', () => {
    const s0 = blankGame(MAP);
    put(s0, ['A1', 'B1', 'C1'], RED, 'land');
    const s = act(s0, 'hacienda B1');
    expect(money(s, RED)).toBe(8);
    expect(s.haciendas).toBe(4);
    expect(s.hacienda[at(s, 'B1')]).toBe(1);
    expect(s.turn.boughtHacienda).toBe(true);
    expect(s.turn.actions).toBe(1);
  });

  it('C10 hacienda - or on one of the player’s animal tiles', () => {
    const s0 = blankGame(MAP);
    put(s0, 'A1', RED, 'land');
    put(s0, 'A2', RED, 'sheep');
    const s = act(s0, 'hacienda A2');
    expect(s.hacienda[at(s, 'A2')]).toBe(1);
  });

  it('C10 hacienda - the legal places are exactly the player’s tiles in a chain or herd without a hacienda', () => {
    const s = blankGame(MAP);
    put(s, ['A1', 'B1'], RED, 'land');
    put(s, 'C1', RED, 'pig');
    put(s, ['D1', 'E1'], RED, 'cattle');
    put(s, ['A3', 'B3'], RED, 'land');
    put(s, 'D3', BLUE, 'land');
    putHacienda(s, ['A1', 'E1']);
    expect(legalStarting(s, 'hacienda')).toEqual(['hacienda A3', 'hacienda B3', 'hacienda C1']);
  });

  it('C10 hacienda - not on another player’s tile, an empty space or a tile that has one', () => {
    const s = blankGame(MAP);
    put(s, 'A1', BLUE, 'land');
    put(s, ['C1', 'D1'], RED, 'land');
    putHacienda(s, 'C1');
    expect(reject(s, 'hacienda A1').code).toBe('not-allowed');
    expect(reject(s, 'hacienda F5').code).toBe('not-allowed');
    expect(reject(s, 'hacienda C1').code).toBe('not-allowed');
  });

  it('C10 hacienda - not on another tile of a land chain or herd that already carries one', () => {
    const s = blankGame(MAP);
    put(s, ['C1', 'D1'], RED, 'land');
    put(s, ['C3', 'D3'], RED, 'horse');
    putHacienda(s, ['C1', 'D3']);
    const chain = reject(s, 'hacienda D1');
    expect(chain.code).toBe('not-allowed');
    expect(chain.message).toBe('Red cannot hacienda D1: the land chain at D1 already carries a hacienda');
    expect(reject(s, 'hacienda C3').message).toMatch(/the herd at C3 already carries a hacienda/);
    expect(legalStarting(s, 'hacienda')).toEqual([]);
  });

  it('C10 hacienda - a chain comes to carry several only by merging, and still scores once', () => {
    let s = blankGame(MAP);
    put(s, ['A1', 'B1'], RED, 'land');
    put(s, ['D1', 'E1'], RED, 'land');
    putHacienda(s, 'A1');
    s = act(s, 'hacienda E1');
    giveLand(s, RED, 'pampas');
    s = act(s, 'play land pampas C1');
    expect(s.hacienda.reduce((a, b) => a + b, 0)).toBe(2);
    expect(haciendaPoints(s)[RED]).toBe(5);
    setMoney(s, RED, 50);
    s = play(s, 'end', 'end');
    expect(legalStarting(s, 'hacienda')).toEqual([]);
  });

  it('C10 hacienda - 5 haciendas with two players: when they are gone, none can be bought', () => {
    let s = blankGame(MAP);
    put(s, ['A1', 'C1', 'E1', 'G1', 'I1', 'A3'], RED, 'land');
    putHacienda(s, ['A1', 'C1', 'E1', 'G1']);
    s = act(s, 'hacienda I1');
    expect(s.haciendas).toBe(0);
    s = play(s, 'end', 'end');
    setMoney(s, RED, 50);
    expect(reject(s, 'hacienda A3').code).toBe('sold-out');
    expect(legalStarting(s, 'hacienda')).toEqual([]);
  });

  it('C10 scoring - a chain or herd carrying a hacienda scores its size, whatever the size', () => {
    const s = blankGame(MAP);
    put(s, 'A1', RED, 'land');
    put(s, ['A3', 'B3'], RED, 'land');
    put(s, ['A5', 'B5', 'C5', 'D5'], RED, 'land');
    put(s, ['H1', 'I1', 'J1'], RED, 'cattle');
    put(s, ['H5'], BLUE, 'land');
    putHacienda(s, ['A1', 'A3', 'C5', 'I1', 'H5']);
    expect(haciendaPoints(s)).toEqual([1 + 2 + 4 + 3, 1]);
  });

  it('C10 scoring - a chain with two haciendas scores once', () => {
    let s = blankGame(MAP);
    put(s, ['A1', 'B1'], RED, 'land');
    put(s, ['D1', 'E1', 'F1'], RED, 'land');
    putHacienda(s, ['A1', 'E1']);
    expect(haciendaPoints(s)[RED]).toBe(2 + 3);
    giveLand(s, RED, 'pampas');
    s = act(s, 'play land pampas C1');
    expect(haciendaPoints(s)[RED]).toBe(6);
  });

  it('C10 scoring - a herd is the player’s own connected tiles of one animal', () => {
    const s = blankGame(MAP);
    put(s, ['C2', 'D2', 'E2'], RED, 'pig');
    put(s, ['B2', 'F2'], RED, 'sheep');
    put(s, ['C1', 'D1'], RED, 'land');
    put(s, ['C3', 'D3'], BLUE, 'pig');
    putHacienda(s, 'D2');
    expect(haciendaPoints(s)).toEqual([3, 0]);
  });

  it('R7 hacienda - the players’ own haciendas are not on the board: only the neutral ones are bought', () => {
    const s = blankGame(MAP);
    expect(s.hacienda.every((h) => h === 0)).toBe(true);
    expect(haciendaPoints(s)).toEqual([0, 0]);
    expect(legalStarting(s, 'hacienda')).toEqual([]);
  });
});
