/**
 * Market payment (ruling C7, rulebook "Market") and connected markets at scoring (C8).
 */
import { describe, expect, it } from 'vitest';
import { act, actWith, adjacent, BLUE, blankGame, board, classic, giveAnimal, giveLand, money, payments, put, RED, setTurn } from './fixtures.js';

/** Markets at D3, B4 and D5: C4 touches all three, E3 only D3. */
const MAP = board([
  'p p p p p p p p p', //
  'p p p p p p p p p',
  'p p p M p p p p p',
  'p M p p p p p p p',
  'p p p M p p p p p',
  'p p p p p p p p p',
]);

describe('C7 market payment', () => {
  it('C7 market payment - a tile placed next to a market pays its herd plus the land of the chains touching the herd', () => {
    const s = blankGame(MAP);
    put(s, ['E1', 'F1', 'G1'], RED, 'land');
    put(s, 'E2', RED, 'pig');
    giveAnimal(s, RED, 'pig');
    expect(adjacent(s, 'E3', 'D3') && adjacent(s, 'E3', 'E2') && adjacent(s, 'E2', 'E1')).toBe(true);
    const { state, events } = actWith(s, 'play animal pig E3');
    expect(money(state, RED)).toBe(20 + 2 + 3);
    expect(payments(events, 'market')).toEqual([5]);
  });

  it('C7 market payment - a space next to several markets pays once for each of them', () => {
    const s = blankGame(MAP);
    put(s, 'C5', RED, 'land');
    giveAnimal(s, RED, 'sheep');
    for (const m of ['B4', 'D3', 'D5']) expect(adjacent(s, 'C4', m), m).toBe(true);
    const { state, events } = actWith(s, 'play animal sheep C4');
    expect(payments(events, 'market')).toEqual([2, 2, 2]);
    expect(money(state, RED)).toBe(26);
  });

  it('C7 market payment - herds joined by the new tile pay as one herd', () => {
    const s = blankGame(MAP);
    put(s, 'F1', RED, 'land');
    put(s, ['E2', 'E4'], RED, 'horse');
    giveAnimal(s, RED, 'horse');
    expect(adjacent(s, 'E2', 'E4')).toBe(false);
    const { events } = actWith(s, 'play animal horse E3');
    expect(payments(events, 'market')).toEqual([3 + 1]);
  });

  it('C7 market payment - only the player’s own land chains touching the herd count, each once and in full', () => {
    const s = blankGame(MAP);
    put(s, ['E2', 'F2'], RED, 'pig');
    put(s, ['E1', 'F1', 'G1', 'H1'], RED, 'land'); // touches the herd at E2 and F2: counted once, all 4
    put(s, ['A6', 'B6'], RED, 'land'); // not touching the herd
    put(s, 'F3', BLUE, 'land'); // another player's land touching the herd
    put(s, 'D2', RED, 'sheep'); // own tile of another animal touching the new tile
    put(s, 'E4', BLUE, 'pig'); // another player's pig touching the new tile
    put(s, 'C1', RED, 'land'); // own land touching only the sheep
    giveAnimal(s, RED, 'pig');
    expect(adjacent(s, 'E3', 'D2') && adjacent(s, 'E3', 'E4') && adjacent(s, 'E3', 'F3')).toBe(true);
    const { events } = actWith(s, 'play animal pig E3');
    expect(payments(events, 'market')).toEqual([3 + 4]);
  });

  it('C7 market payment - growing a herd without reaching a new space next to a market pays nothing', () => {
    const s = blankGame(MAP);
    put(s, ['E1', 'F1', 'G1'], RED, 'land');
    put(s, 'E2', RED, 'pig');
    giveAnimal(s, RED, 'pig', 2);
    const first = act(s, 'play animal pig E3');
    const { state, events } = actWith(first, 'play animal pig F3');
    expect(adjacent(state, 'F3', 'D3')).toBe(false);
    expect(payments(events)).toEqual([]);
    expect(money(state, RED)).toBe(money(first, RED));
  });

  it('C7 market payment - a land tile placed next to a market pays nothing', () => {
    const s = blankGame(MAP);
    put(s, 'C2', RED, 'land');
    giveLand(s, RED, 'pampas');
    const { state, events } = actWith(s, 'play land pampas D2');
    expect(adjacent(state, 'D2', 'D3')).toBe(true);
    expect(payments(events)).toEqual([]);
    expect(money(state, RED)).toBe(20);
  });

  it('C7 market payment - herds of different players next to one market are paid each for their own herd', () => {
    let s = blankGame(MAP);
    put(s, ['E1', 'F1'], RED, 'land');
    put(s, 'E2', RED, 'pig');
    put(s, ['B2', 'C2'], BLUE, 'land');
    giveAnimal(s, RED, 'pig');
    giveAnimal(s, BLUE, 'pig');
    s = act(s, 'play animal pig E3');
    expect(money(s, RED)).toBe(20 + 2 + 2);
    setTurn(s, BLUE);
    const { state, events } = actWith(s, 'play animal pig D2');
    expect(adjacent(state, 'D2', 'E3')).toBe(true);
    expect(payments(events, 'market')).toEqual([1 + 2]);
    expect(money(state, BLUE)).toBe(23);
    expect(money(state, RED)).toBe(24);
  });
});

describe('C8 connected markets', () => {
  it('C8 connected markets - a market counts for a player when one of the player’s animal tiles is next to it', () => {
    const s = blankGame(MAP);
    put(s, 'E3', RED, 'pig');
    expect(classic.projectedScores(s)[RED]!.markets).toBe(1);
    // More tiles, herds or sides at the same market change nothing.
    put(s, 'D2', RED, 'cattle');
    put(s, 'E2', RED, 'pig');
    expect(classic.projectedScores(s)[RED]!.markets).toBe(1);
    // Land next to a market does not connect it.
    put(s, ['C5', 'E5'], RED, 'land');
    expect(classic.projectedScores(s)[RED]!.markets).toBe(1);
    // Another player's animal connects the market for that player only.
    put(s, 'C6', BLUE, 'horse');
    expect(classic.projectedScores(s).map((x) => x.markets)).toEqual([1, 1]);
    // A tile next to three markets connects all three: 3 markets score 6.
    put(s, 'C4', RED, 'sheep');
    expect(classic.projectedScores(s)[RED]!.markets).toBe(6);
  });
});
