/**
 * Establishing a wildlife reserve: rulebook "Establish a Wildlife Reserve", rulings N2, R2026-13.
 */
import { describe, expect, it } from 'vitest';
import { act, at, blankGame, board, BLUE, hand, legalStarting, put, RED, reject, stackDeck } from './fixtures.js';

const MAP = board(['p p p p p p', 'p p p p p p', 'p p p p p p']);

describe('wildlife reserve', () => {
  it('wildlife reserve - needs a reserve token held; without one it is not an action', () => {
    const s = blankGame(MAP);
    put(s, 'A1 B1', RED, 'land');
    expect(legalStarting(s, 'reserve')).toEqual([]);
    expect(reject(s, 'reserve A1').reason).toBe('Red has no reserve token');
  });

  it('wildlife reserve - a token on a land chain without one draws a card per marker of the chain', () => {
    let s = blankGame(MAP);
    put(s, 'A1 B1 C1', RED, 'land');
    put(s, 'E3', RED, 'land');
    put(s, 'D1', RED, 'anteater');
    s.players[RED]!.reserves = 1;
    s.reserveSupply--;
    stackDeck(s, 'jaguar-hill', 'jaguar-marsh', 'jaguar-meadow', 'jaguar-forest');
    // One action per chain, named by its first space; any space of the chain names it.
    expect(legalStarting(s, 'reserve')).toEqual(['reserve A1', 'reserve E3']);
    s = act(s, 'reserve C1');
    expect(s.reserve[at(s, 'A1')]).toBe(1);
    expect(hand(s, RED)).toEqual(['jaguar-forest', 'jaguar-marsh', 'jaguar-meadow']);
    expect(s.players[RED]!.reserves).toBe(0);
    expect(s.turn.actions).toBe(1);
  });

  it('wildlife reserve - a chain with a token cannot have another, even after it grows', () => {
    const s = blankGame(MAP);
    put(s, 'A1 B1', RED, 'land');
    s.reserve[at(s, 'A1')] = 1;
    s.players[RED]!.reserves = 2;
    s.reserveSupply -= 3;
    put(s, 'C1', RED, 'land');
    expect(legalStarting(s, 'reserve')).toEqual([]);
    expect(reject(s, 'reserve C1').reason).toBe('the land chain at C1 already has a reserve token');
  });

  it("wildlife reserve - only on the player's own land markers", () => {
    const s = blankGame(MAP);
    put(s, 'A1', BLUE, 'land');
    put(s, 'C3', RED, 'anteater');
    s.players[RED]!.reserves = 1;
    s.reserveSupply--;
    expect(reject(s, 'reserve A1').reason).toBe("A1 holds none of Red's land markers");
    expect(reject(s, 'reserve C3').reason).toBe("C3 holds none of Red's land markers");
  });
});
