/**
 * The flow of a game: the two animal stacks and the scorings they trigger (ruling C4, R8), the game's
 * end, totals and ties (C13), and the end of a stalled game (C15, R2, B1; R1 withdrawn: the earlier rulings).
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  actWith,
  BLUE,
  blankGame,
  board,
  classic,
  drainLandDeck,
  GREEN,
  money,
  play,
  put,
  RED,
  reject,
  setAnimalStacks,
  setMoney,
  type ClassicState,
} from './fixtures.js';

const MAP = board(['p p p M p p', 'p p p p p p', 'p p p p p p']);

const totalsOf = (s: ClassicState) => classic.totals(s);

describe('C4 animal stacks', () => {
  it('C4 stacks - buying the last card of the first stack brings in the second stack, and the intermediate scoring falls due', () => {
    const s0 = blankGame(MAP);
    setAnimalStacks(s0, 1, 5);
    const reserve = s0.animalReserve.slice();
    const { state: s, events } = actWith(s0, 'buy animal deck');
    expect(s.stack).toBe(2);
    expect(s.animalDeck).toEqual(reserve);
    expect(s.animalReserve).toEqual([]);
    expect(s.intermediateDue).toBe(true);
    expect(s.scorings).toBe(0);
    expect(s.players.map((p) => p.scorings)).toEqual([[], []]);
    expect(events.some((e) => e.type === 'stack')).toBe(true);
  });

  it('C4 stacks - turning the last card of the first stack face-up also brings in the second stack (R8)', () => {
    const s0 = blankGame(MAP);
    setAnimalStacks(s0, 1, 5);
    const last = s0.animalDeck[0]!;
    const reserve = s0.animalReserve.slice();
    const s = act(s0, 'buy animal display 2');
    expect(s.animalDisplay[1]).toBe(last);
    expect(s.stack).toBe(2);
    expect(s.animalDeck).toEqual(reserve);
    expect(s.intermediateDue).toBe(true);
  });

  it('R8 stacks - a face-up animal card is replaced from whichever stack is the deck at that moment', () => {
    const s0 = blankGame(MAP);
    setAnimalStacks(s0, 1, 5);
    const reserve = s0.animalReserve.slice();
    let s = act(s0, 'buy animal display 1');
    s = act(s, 'buy animal display 3');
    expect(s.animalDisplay[2]).toBe(reserve[reserve.length - 1]);
    expect(s.animalDeck).toEqual(reserve.slice(0, -1));
  });

  it('C4 stacks - the land deck running out triggers nothing', () => {
    const s0 = blankGame(MAP);
    drainLandDeck(s0, 1, BLUE);
    const s = act(s0, 'buy land deck');
    expect(s.landDeck).toEqual([]);
    expect(s.intermediateDue).toBe(false);
    expect(s.finalDue).toBe(false);
  });
});

describe('C4 scorings', () => {
  it('C4 scoring - the intermediate scoring is held when the round ends, after the seat before the start player, on the position then', () => {
    let s = blankGame(MAP, { players: 3, startPlayer: 1 });
    setAnimalStacks(s, 1, 6);
    put(s, ['A2', 'B2', 'C2'], RED, 'land');
    s = play(s, 'buy animal deck', 'end'); // Blue empties the first stack
    expect(s.intermediateDue).toBe(true);
    s = act(s, 'end'); // Green
    expect(s.scorings).toBe(0);
    expect(s.turn.player).toBe(RED);
    s = act(s, 'harvest A2'); // still in the round: counts for the scoring
    expect(s.scorings).toBe(0);
    s = act(s, 'end');
    expect(s.scorings).toBe(1);
    expect(s.intermediateDue).toBe(false);
    expect(s.over).toBe(false);
    expect(s.round).toBe(2);
    expect(s.turn.player).toBe(BLUE);
    expect(s.players[RED]!.scorings).toEqual([{ markets: 0, chains: 6, haciendas: 0, water: 0, money: 2, total: 8 }]);
    expect(s.players[BLUE]!.scorings).toEqual([{ markets: 0, chains: 0, haciendas: 0, water: 0, money: 1, total: 1 }]);
    expect(s.players[GREEN]!.scorings[0]!.total).toBe(2);
    expect(totalsOf(s)).toEqual([8, 1, 2]);
    expect(classic.winners(s)).toEqual([]);
  });

  it('C4 scoring - the last card of the second stack: the round is finished, then the final scoring ends the game', () => {
    let s = blankGame(MAP);
    setAnimalStacks(s, 1, 1);
    s = play(s, 'buy animal deck', 'end', 'end'); // round 1: the first stack runs out
    expect(s.scorings).toBe(1);
    expect(s.stack).toBe(2);
    s = act(s, 'buy animal deck'); // round 2: Red takes the last card of the second stack
    expect(s.finalDue).toBe(true);
    expect(s.animalDeck).toEqual([]);
    s = act(s, 'end');
    expect(s.over).toBe(false);
    expect(classic.currentPlayer(s)).toBe(BLUE);
    s = act(s, 'buy land deck'); // Blue still plays the round out
    expect(s.over).toBe(false);
    s = act(s, 'end');
    expect(s.over).toBe(true);
    expect(classic.isOver(s)).toBe(true);
    expect(s.endReason).toBe('stacks');
    expect(s.scorings).toBe(2);
    expect(s.players.map((p) => p.scorings.length)).toEqual([2, 2]);
    expect(s.players[BLUE]!.scorings[1]!.money).toBe(1);
  });

  it('C4 scoring - when both stacks run out in one round, both scorings are held at its end', () => {
    let s = blankGame(MAP);
    setAnimalStacks(s, 1, 1);
    s = play(s, 'buy animal deck', 'buy animal deck', 'end');
    expect(s.intermediateDue && s.finalDue).toBe(true);
    expect(s.scorings).toBe(0);
    s = act(s, 'end');
    expect(s.over).toBe(true);
    expect(s.scorings).toBe(2);
    expect(s.players.map((p) => p.scorings.length)).toEqual([2, 2]);
  });

  it('game end - when the game is over there is no player to move, no legal action, and every action is refused', () => {
    let s = blankGame(MAP);
    s = play(s, 'end', 'end');
    expect(s.over).toBe(true);
    expect(classic.currentPlayer(s)).toBe(-1);
    expect(classic.legalActions(s)).toEqual([]);
    for (const text of ['end', 'buy land deck']) expect(reject(s, text).code).toBe('game-over');
    expect(classic.winners(s)).toEqual([RED, BLUE]);
  });
});

describe('C13 totals and ties', () => {
  it('C13 totals - points add up over both scorings, and money is kept', () => {
    let s = blankGame(MAP);
    setAnimalStacks(s, 1, 1);
    put(s, ['A2', 'B2', 'C2'], RED, 'land');
    s = play(s, 'buy animal deck', 'end', 'end'); // intermediate: Red 6 + 1 (18 pesos)
    s = play(s, 'harvest B2', 'buy animal deck', 'end', 'end'); // final: Red 6 + 2 (25 pesos)
    expect(s.over).toBe(true);
    expect(money(s, RED)).toBe(25);
    expect(s.players[RED]!.scorings.map((x) => x.total)).toEqual([7, 8]);
    expect(totalsOf(s)).toEqual([15, 4]);
    expect(classic.winners(s)).toEqual([RED]);
  });

  /** Ends a game at once by a stalled round (the final scoring alone, C15). */
  function finish(s: ClassicState): ClassicState {
    let t = s;
    while (!t.over) t = act(t, 'end');
    return t;
  }

  it('C13 ties - the highest total wins, whatever the money', () => {
    const s = blankGame(MAP);
    put(s, ['A2', 'B2', 'C2'], RED, 'land');
    setMoney(s, RED, 0);
    setMoney(s, BLUE, 39);
    const end = finish(s);
    expect(totalsOf(end)).toEqual([6, 3]);
    expect(classic.winners(end)).toEqual([RED]);
  });

  it('C13 ties - a tie on points goes to the player with the most money', () => {
    const a = blankGame(MAP);
    setMoney(a, RED, 29);
    setMoney(a, BLUE, 20);
    const endA = finish(a);
    expect(totalsOf(endA)).toEqual([2, 2]);
    expect(classic.winners(endA)).toEqual([RED]);
    const b = blankGame(MAP);
    setMoney(b, RED, 20);
    setMoney(b, BLUE, 21);
    expect(classic.winners(finish(b))).toEqual([BLUE]);
  });

  it('C13 ties - equal points and equal money share the win', () => {
    const s = blankGame(MAP, { players: 3 });
    setMoney(s, RED, 25);
    setMoney(s, BLUE, 19);
    setMoney(s, GREEN, 25);
    const end = finish(s);
    expect(totalsOf(end)).toEqual([2, 1, 2]);
    expect(classic.winners(end)).toEqual([RED, GREEN]);
  });
});

describe('C15 no stalling', () => {
  it('C15 stall - a whole round without an action ends the game with the final scoring', () => {
    let s = blankGame(MAP);
    setAnimalStacks(s, 1, 5);
    s = play(s, 'buy animal deck', 'end', 'end');
    expect(s.scorings).toBe(1);
    expect(s.over).toBe(false);
    s = act(s, 'end');
    expect(s.over).toBe(false);
    s = act(s, 'end');
    expect(s.over).toBe(true);
    expect(s.endReason).toBe('stalled');
    expect(s.scorings).toBe(2);
    expect(s.players.map((p) => p.scorings.length)).toEqual([2, 2]);
  });

  it('C15 stall - a game stalled before the intermediate scoring ends with the final scoring alone', () => {
    const s0 = blankGame(MAP);
    put(s0, ['A2', 'B2', 'C2', 'D2'], BLUE, 'land');
    const { state: s, events } = actWith(act(s0, 'end'), 'end');
    expect(s.over).toBe(true);
    expect(s.endReason).toBe('stalled');
    expect(s.scorings).toBe(1);
    expect(events.filter((e) => e.type === 'scoring').map((e) => e.kind)).toEqual(['final']);
    for (const p of s.players) expect(p.scorings).toHaveLength(1);
    expect(s.players[BLUE]!.scorings[0]!.total).toBe(8 + 2);
    expect(totalsOf(s)).toEqual([2, 10]);
  });

  it('C15 stall - a game stalled after the intermediate scoring ends with the final one', () => {
    let s = blankGame(MAP);
    setAnimalStacks(s, 1, 5);
    s = play(s, 'buy animal deck', 'end', 'end', 'end', 'end');
    expect(s.over).toBe(true);
    expect(s.players.map((p) => p.scorings.length)).toEqual([2, 2]);
  });

  it('R2 stall - a round runs from the start player; any action in it keeps the game going', () => {
    let s = blankGame(MAP, { startPlayer: BLUE });
    s = play(s, 'end', 'buy land deck', 'end'); // round 1: Blue passes, Red acts
    expect(s.over).toBe(false);
    expect(s.round).toBe(2);
    s = play(s, 'buy land deck', 'end', 'end'); // round 2: Blue acts, Red passes
    expect(s.over).toBe(false);
    s = act(s, 'end'); // round 3: Blue passes ...
    expect(s.over).toBe(false);
    s = act(s, 'end'); // ... and Red passes: a whole round without an action
    expect(s.over).toBe(true);
    expect(s.endReason).toBe('stalled');
  });

  it('R2 stall - ending a turn early after acting is not a stalled turn', () => {
    let s = blankGame(MAP);
    s = play(s, 'buy land deck', 'end', 'end');
    expect(s.over).toBe(false);
    expect(s.roundActions).toBe(0);
  });

  it('B1 stall - players with nothing legal end their turns, and a round of that ends the game (C15)', () => {
    let s = blankGame(MAP);
    setMoney(s, RED, 0);
    setMoney(s, BLUE, 1);
    expect(classic.legalActions(s)).toEqual([{ type: 'end' }]);
    s = act(s, 'end');
    expect(classic.legalActions(s)).toEqual([{ type: 'end' }]);
    s = act(s, 'end');
    expect(s.over).toBe(true);
  });
});
