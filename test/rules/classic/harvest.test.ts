/**
 * Harvest (ruling C9, rulebook "Play a Harvest Token"), with our rulings R5 and R6.
 */
import { describe, expect, it } from 'vitest';
import { act, actWith, at, BLUE, blankGame, board, giveLand, legalStarting, money, payments, play, put, putToken, RED, reject, setTurn } from './fixtures.js';

const MAP = board(['pppppppppp', 'pppppppppp', 'pppppppppp', 'pppppppppp', 'pppppppppp', 'pppppppppp']);

const tokensOnBoard = (s: { harvest: number[] }) => s.harvest.reduce((a, b) => a + b, 0);

describe('C9 harvest', () => {
  it('C9 harvest - a token on one of the player’s chains without one pays 3 pesos per tile of the chain', () => {
    const s = blankGame(MAP);
    put(s, ['A1', 'B1', 'C1', 'D1'], RED, 'land');
    const { state, events } = actWith(s, 'harvest C1');
    expect(money(state, RED)).toBe(20 + 12);
    expect(payments(events, 'harvest')).toEqual([12]);
    expect(state.harvestTokens).toBe(7);
    expect(tokensOnBoard(state)).toBe(1);
    expect(state.turn.harvested).toBe(true);
    expect(state.turn.actions).toBe(1);
  });

  it('C9 harvest - a single tile is a chain of one and pays 3 pesos', () => {
    const s = blankGame(MAP);
    put(s, 'E4', RED, 'land');
    expect(money(act(s, 'harvest E4'), RED)).toBe(23);
  });

  it('C9 harvest - the legal harvests are one per chain without a token, named by its first space', () => {
    const s = blankGame(MAP);
    put(s, ['C1', 'D1'], RED, 'land');
    put(s, ['A4', 'B4'], RED, 'land');
    put(s, ['H6'], RED, 'land');
    putToken(s, 'A4');
    put(s, 'J1', BLUE, 'land');
    expect(legalStarting(s, 'harvest')).toEqual(['harvest C1', 'harvest H6']);
  });

  it('C9 harvest - a chain that carries a token cannot be harvested again, from any of its tiles', () => {
    let s = blankGame(MAP);
    put(s, ['A1', 'B1', 'C1'], RED, 'land');
    s = play(s, 'harvest A1', 'end', 'end');
    expect(s.turn.player).toBe(RED);
    for (const tile of ['A1', 'B1', 'C1']) expect(reject(s, `harvest ${tile}`).code).toBe('not-allowed');
    expect(legalStarting(s, 'harvest')).toEqual([]);
  });

  it('C9 harvest - a chain that grows keeps its token', () => {
    let s = blankGame(MAP);
    put(s, ['A1', 'B1', 'C1'], RED, 'land');
    giveLand(s, RED, 'pampas');
    s = play(s, 'harvest A1', 'play land pampas D1');
    expect(reject(s, 'harvest D1').code).toBe('not-allowed');
    expect(tokensOnBoard(s)).toBe(1);
  });

  it('C9 harvest - chains that merge keep their tokens, and the merged chain cannot be harvested', () => {
    let s = blankGame(MAP);
    put(s, ['A1', 'B1'], RED, 'land');
    put(s, ['D1', 'E1'], RED, 'land');
    putToken(s, 'A1');
    giveLand(s, RED, 'pampas');
    expect(legalStarting(s, 'harvest')).toEqual(['harvest D1']);
    s = act(s, 'play land pampas C1');
    expect(legalStarting(s, 'harvest')).toEqual([]);
    expect(reject(s, 'harvest E1').code).toBe('not-allowed');
  });

  it('C9 harvest - a merged chain keeps both tokens', () => {
    let s = blankGame(MAP);
    put(s, ['A1', 'B1'], RED, 'land');
    put(s, ['D1', 'E1'], RED, 'land');
    putToken(s, ['A1', 'D1']);
    giveLand(s, RED, 'pampas');
    s = act(s, 'play land pampas C1');
    expect(tokensOnBoard(s)).toBe(2);
    expect(s.harvestTokens).toBe(6);
    expect(s.harvest[at(s, 'A1')]).toBe(1);
    expect(s.harvest[at(s, 'D1')]).toBe(1);
  });

  it('C9 harvest - only the player’s own land: not another player’s chain, an animal tile or an empty space', () => {
    const s = blankGame(MAP);
    put(s, 'A1', BLUE, 'land');
    put(s, 'C1', RED, 'land');
    put(s, 'D1', RED, 'pig');
    expect(reject(s, 'harvest A1').code).toBe('not-allowed');
    expect(reject(s, 'harvest D1').code).toBe('not-allowed');
    expect(reject(s, 'harvest F4').code).toBe('not-allowed');
  });

  it('C9 harvest - while tokens are left in the supply, none is moved from the board', () => {
    const s = blankGame(MAP);
    put(s, 'A1', BLUE, 'land');
    putToken(s, 'A1');
    put(s, 'C3', RED, 'land');
    expect(reject(s, 'harvest C3 from A1').code).toBe('not-allowed');
    expect(legalStarting(s, 'harvest')).toEqual(['harvest C3']);
  });

  it('C9 harvest - with the supply empty, a token is moved from another player’s chain, which may be harvested again later', () => {
    let s = blankGame(MAP);
    put(s, 'G1', BLUE, 'land');
    put(s, ['A6', 'B6', 'C6', 'D6', 'E6', 'F6', 'G6'], BLUE, 'land');
    putToken(s, ['G1', 'A6', 'B6', 'C6', 'D6', 'E6', 'F6', 'G6']);
    put(s, ['A3', 'B3', 'C3'], RED, 'land');
    expect(s.harvestTokens).toBe(0);
    expect(reject(s, 'harvest A3').code).toBe('sold-out');
    expect(legalStarting(s, 'harvest')).toHaveLength(8);
    expect(legalStarting(s, 'harvest')).toContain('harvest A3 from G1');

    s = act(s, 'harvest B3 from G1');
    expect(money(s, RED)).toBe(29);
    expect(s.harvest[at(s, 'G1')]).toBe(0);
    expect(s.harvest[at(s, 'A3')]).toBe(1);
    expect(s.harvestTokens).toBe(0);
    expect(tokensOnBoard(s)).toBe(8);

    // Blue's chain at G1 is free again; Blue takes a token back from Red.
    s = act(s, 'end');
    expect(s.turn.player).toBe(BLUE);
    expect(legalStarting(s, 'harvest')).toEqual(['harvest G1 from A3']);
    s = act(s, 'harvest G1 from A3');
    expect(money(s, BLUE)).toBe(23);
    expect(s.harvest[at(s, 'A3')]).toBe(0);
    expect(s.harvest[at(s, 'G1')]).toBe(1);
  });

  it('C9 harvest - the token moved must be another player’s: a space without one is refused', () => {
    const s = blankGame(MAP);
    put(s, ['A6', 'B6', 'C6', 'D6', 'E6', 'F6', 'G6', 'H6'], BLUE, 'land');
    putToken(s, ['A6', 'B6', 'C6', 'D6', 'E6', 'F6', 'G6', 'H6']);
    put(s, 'A3', RED, 'land');
    put(s, 'J1', BLUE, 'land');
    expect(reject(s, 'harvest A3 from E3').code).toBe('not-allowed');
    expect(reject(s, 'harvest A3 from J1').code).toBe('not-allowed');
  });
});

describe('R5 harvest token place', () => {
  it('R5 harvest - the token lies on the chain’s first space in reading order', () => {
    const s = blankGame(MAP);
    put(s, ['B2', 'B3', 'A3'], RED, 'land');
    const after = act(s, 'harvest A3');
    expect(after.harvest[at(after, 'B2')]).toBe(1);
    expect(tokensOnBoard(after)).toBe(1);
  });
});

describe('R6 moving a harvest token', () => {
  it('R6 harvest - a token is never moved from the player’s own chain', () => {
    const s = blankGame(MAP);
    put(s, ['A6', 'B6', 'C6', 'D6', 'E6', 'F6', 'G6'], BLUE, 'land');
    putToken(s, ['A6', 'B6', 'C6', 'D6', 'E6', 'F6', 'G6']);
    put(s, 'A1', RED, 'land');
    putToken(s, 'A1');
    put(s, 'D3', RED, 'land');
    expect(reject(s, 'harvest D3 from A1').code).toBe('not-allowed');
    const options = legalStarting(s, 'harvest');
    expect(options).toHaveLength(7);
    expect(options.every((o) => o.startsWith('harvest D3 from') && o.endsWith('6'))).toBe(true);
  });

  it('R6 harvest - when every token lies on the player’s own chains, the player cannot harvest', () => {
    const s = blankGame(MAP);
    put(s, ['A6', 'B6', 'C6', 'D6', 'E6', 'F6', 'G6', 'H6'], RED, 'land');
    putToken(s, ['A6', 'B6', 'C6', 'D6', 'E6', 'F6', 'G6', 'H6']);
    put(s, 'A1', RED, 'land');
    put(s, 'D1', BLUE, 'land');
    expect(legalStarting(s, 'harvest')).toEqual([]);
    expect(reject(s, 'harvest A1').code).toBe('sold-out');
    expect(reject(s, 'harvest A1 from A6').code).toBe('not-allowed');
    // Blue, whose chain is free, may take any of Red's tokens.
    setTurn(s, BLUE);
    expect(legalStarting(s, 'harvest')).toHaveLength(8);
  });
});
