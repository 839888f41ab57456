/**
 * Turns and purchases: rulings C1, C2, C3, R3, B1 and the rulebook's "Structure of Play" and
 * "Buy an Item".
 */
import { describe, expect, it } from 'vitest';
import { landKindOf } from '../../../src/games/classic/rules/components.js';
import {
  act,
  BLUE,
  blankGame,
  board,
  classic,
  drainLandDeck,
  drainLandDisplay,
  GREEN,
  giveAnimal,
  giveLand,
  legalStarting,
  legalTexts,
  money,
  play,
  put,
  RED,
  reject,
  setAnimalStacks,
  setMoney,
} from './fixtures.js';

const MAP = board([
  'm f g r s p p', //
  'p p p p p p p',
  'p p p M p p p',
  'p p p p p p p',
]);

describe('C1 turn', () => {
  it('C1 turn - up to three actions, then the turn passes by itself to the next seat (R3)', () => {
    let s = blankGame(MAP);
    s = act(s, 'buy land deck');
    expect(s.turn).toMatchObject({ player: RED, actions: 1 });
    s = act(s, 'buy animal deck');
    expect(s.turn).toMatchObject({ player: RED, actions: 2 });
    s = act(s, 'buy land display 1');
    expect(s.turn).toEqual({ player: BLUE, actions: 0, boughtHacienda: false, boughtWater: false, harvested: false });
    expect(classic.currentPlayer(s)).toBe(BLUE);
    expect(s.players[RED]!.landHand).toHaveLength(2);
    expect(s.players[RED]!.animalHand).toHaveLength(1);
    expect(money(s, RED)).toBe(20 - 2 - 2 - 3);
    expect(s.roundActions).toBe(3);
  });

  it('C1 turn - a player may end the turn early; ending is not an action (R3)', () => {
    let s = blankGame(MAP);
    expect(legalTexts(s)).toContain('end');
    s = act(s, 'end');
    expect(s.turn.player).toBe(BLUE);
    expect(s.roundActions).toBe(0);
    s = act(s, 'buy land deck');
    s = act(s, 'end');
    expect(s.turn.player).toBe(RED);
    expect(s.round).toBe(2);
    expect(s.players[BLUE]!.landHand).toHaveLength(1);
  });

  it('C1 turn - the three actions may be of any kind, in any order', () => {
    let s = blankGame(MAP);
    giveLand(s, RED, 'mountain');
    giveAnimal(s, RED, 'pig');
    s = act(s, 'play land mountain A1');
    s = act(s, 'harvest A1');
    expect(s.turn.player).toBe(RED);
    s = act(s, 'play animal pig A2');
    expect(s.turn.player).toBe(BLUE);
    expect(money(s, RED)).toBe(23);
  });

  it('C1 turn - play goes round the seats in order from the start player, and a round ends after the seat before it', () => {
    let s = blankGame(MAP, { players: 3, startPlayer: 1 });
    const order: number[] = [];
    for (let i = 0; i < 7; i++) {
      order.push(s.turn.player);
      s = act(s, 'buy land deck');
      s = act(s, 'end');
    }
    expect(order).toEqual([BLUE, GREEN, RED, BLUE, GREEN, RED, BLUE]);
    expect(s.round).toBe(3);
  });

  it('C1 turn - several cards may be bought in one turn, each one an action', () => {
    let s = blankGame(MAP);
    s = act(s, 'buy land deck');
    s = act(s, 'buy land deck');
    s = act(s, 'buy land deck');
    expect(s.players[RED]!.landHand).toHaveLength(3);
    expect(money(s, RED)).toBe(14);
    expect(s.turn.player).toBe(BLUE);
  });

  it('C1 turn - a hacienda may be bought once per turn; the next turn again', () => {
    let s = blankGame(MAP);
    put(s, ['A2', 'C2'], RED, 'land'); // two chains of one tile
    setMoney(s, RED, 50);
    s = act(s, 'hacienda A2');
    expect(s.turn.boughtHacienda).toBe(true);
    const r = reject(s, 'hacienda C2');
    expect(r.code).toBe('not-allowed');
    expect(legalStarting(s, 'hacienda')).toEqual([]);
    s = act(s, 'end');
    s = act(s, 'buy land deck');
    s = act(s, 'end');
    s = act(s, 'hacienda C2');
    expect(s.hacienda.reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('C1 turn - a water tile may be bought once per turn', () => {
    let s = blankGame(MAP);
    setMoney(s, RED, 50);
    s = act(s, 'water single A4');
    expect(reject(s, 'water single G4').code).toBe('not-allowed');
    expect(reject(s, 'water pair F4 G4').code).toBe('not-allowed');
    expect(legalStarting(s, 'water')).toEqual([]);
    s = play(s, 'end', 'buy land deck', 'end');
    s = act(s, 'water single G4');
    expect(money(s, RED)).toBe(26);
  });

  it('C1 turn - harvest is once per turn', () => {
    let s = blankGame(MAP);
    put(s, ['A2', 'B2'], RED, 'land');
    put(s, ['F2', 'G2'], RED, 'land');
    s = act(s, 'harvest A2');
    expect(reject(s, 'harvest F2').code).toBe('not-allowed');
    expect(legalStarting(s, 'harvest')).toEqual([]);
    s = play(s, 'end', 'buy land deck', 'end');
    s = act(s, 'harvest F2');
    expect(money(s, RED)).toBe(32);
  });
});

describe('R3 turn passing', () => {
  it('R3 turn - the turn passes by itself after the third action: the player cannot take a fourth', () => {
    let s = blankGame(MAP);
    s = play(s, 'buy land deck', 'buy land deck', 'buy land deck');
    expect(classic.currentPlayer(s)).toBe(BLUE);
    expect(s.players[RED]!.landHand).toHaveLength(3);
    s = act(s, 'buy land deck');
    expect(s.players[RED]!.landHand).toHaveLength(3);
    expect(s.players[BLUE]!.landHand).toHaveLength(1);
  });

  it('R3 turn - ending the turn early is a choice, not an action: it is not counted', () => {
    let s = blankGame(MAP);
    s = act(s, 'buy land deck');
    expect(s.roundActions).toBe(1);
    s = act(s, 'end');
    expect(s.roundActions).toBe(1);
    expect(s.turn).toEqual({ player: BLUE, actions: 0, boughtHacienda: false, boughtWater: false, harvested: false });
  });
});

describe('C1 purchases', () => {
  it('C1 purchases - a face-down land card costs 2 pesos and is the top card of the deck', () => {
    const s0 = blankGame(MAP);
    const top = s0.landDeck[s0.landDeck.length - 1]!;
    const s = act(s0, 'buy land deck');
    expect(money(s, RED)).toBe(18);
    expect(s.players[RED]!.landHand).toEqual([top]);
    expect(s.landDeck).toEqual(s0.landDeck.slice(0, -1));
    expect(s.landDisplay).toEqual(s0.landDisplay);
  });

  it('C1 purchases - a face-up land card costs 3 pesos and is the card in that slot', () => {
    const s0 = blankGame(MAP);
    const s = act(s0, 'buy land display 3');
    expect(money(s, RED)).toBe(17);
    expect(s.players[RED]!.landHand).toEqual([s0.landDisplay[2]]);
  });

  it('C1 purchases - a face-down animal card costs 2 pesos and is the top card of the deck', () => {
    const s0 = blankGame(MAP);
    const top = s0.animalDeck[s0.animalDeck.length - 1]!;
    const s = act(s0, 'buy animal deck');
    expect(money(s, RED)).toBe(18);
    expect(s.players[RED]!.animalHand).toEqual([top]);
    expect(s.animalDeck).toEqual(s0.animalDeck.slice(0, -1));
  });

  it('C1 purchases - a face-up animal card costs 3 pesos and is the card in that slot', () => {
    const s0 = blankGame(MAP);
    const s = act(s0, 'buy animal display 4');
    expect(money(s, RED)).toBe(17);
    expect(s.players[RED]!.animalHand).toEqual([s0.animalDisplay[3]]);
  });

  it('C1 purchases - a bought card may be played at once, as a further action', () => {
    const s0 = blankGame(MAP);
    put(s0, 'A2', RED, 'land');
    const s1 = act(s0, 'buy land display 1');
    const kind = landKindOf(s0.landDisplay[0]!);
    const options = legalStarting(s1, `play land ${kind}`);
    expect(options.length).toBeGreaterThan(0);
    const s2 = act(s1, options[0]!);
    expect(s2.turn.actions).toBe(2);
    expect(s2.playedLand).toEqual([s0.landDisplay[0]]);
    expect(s2.players[RED]!.landTiles).toBe(2);
  });

  it('C1 purchases - the legal purchases with 20 pesos are both decks and every face-up card', () => {
    const s = blankGame(MAP);
    expect(legalStarting(s, 'buy')).toEqual([
      'buy animal deck',
      'buy animal display 1',
      'buy animal display 2',
      'buy animal display 3',
      'buy animal display 4',
      'buy land deck',
      'buy land display 1',
      'buy land display 2',
      'buy land display 3',
      'buy land display 4',
    ]);
  });
});

describe('C2 money', () => {
  it('C2 money - no credit: each purchase needs its full price', () => {
    const s = blankGame(MAP);
    put(s, 'A2', RED, 'land');
    setMoney(s, RED, 1);
    expect(reject(s, 'buy land deck').code).toBe('cannot-afford');
    expect(reject(s, 'buy animal deck').code).toBe('cannot-afford');
    setMoney(s, RED, 2);
    expect(reject(s, 'buy land display 1').code).toBe('cannot-afford');
    expect(reject(s, 'buy animal display 1').code).toBe('cannot-afford');
    expect(legalStarting(s, 'buy')).toEqual(['buy animal deck', 'buy land deck']);
    setMoney(s, RED, 11);
    expect(reject(s, 'hacienda A2').code).toBe('cannot-afford');
    expect(reject(s, 'water single G4').code).toBe('cannot-afford');
    expect(legalStarting(s, 'hacienda')).toEqual([]);
    expect(legalStarting(s, 'water')).toEqual([]);
  });

  it('C2 money - a purchase with exactly the price leaves 0 pesos', () => {
    for (const [text, price] of [
      ['buy land deck', 2],
      ['buy animal display 2', 3],
      ['hacienda A2', 12],
      ['water single G4', 12],
    ] as const) {
      const s = blankGame(MAP);
      put(s, 'A2', RED, 'land');
      setMoney(s, RED, price);
      expect(money(act(s, text), RED)).toBe(0);
    }
  });

  it('C2 money - there is no hand limit', () => {
    let s = blankGame(MAP);
    drainLandDeck(s, 10, RED);
    expect(s.players[RED]!.landHand.length).toBeGreaterThan(40);
    s = act(s, 'buy land deck');
    s = act(s, 'buy land display 1');
    expect(s.players[RED]!.landHand.length).toBeGreaterThan(42);
  });
});

describe('C3 displays', () => {
  it('C3 displays - a bought face-up land card is replaced at once by the top card of the land deck', () => {
    const s0 = blankGame(MAP);
    const top = s0.landDeck[s0.landDeck.length - 1]!;
    const s = act(s0, 'buy land display 2');
    expect(s.landDisplay).toEqual([s0.landDisplay[0], top, s0.landDisplay[2], s0.landDisplay[3]]);
    expect(s.landDeck).toHaveLength(s0.landDeck.length - 1);
  });

  it('C3 displays - a bought face-up animal card is replaced at once by the top card of the animal deck', () => {
    const s0 = blankGame(MAP);
    const top = s0.animalDeck[s0.animalDeck.length - 1]!;
    const s = act(s0, 'buy animal display 1');
    expect(s.animalDisplay).toEqual([top, ...s0.animalDisplay.slice(1)]);
  });

  it('C3 displays - the replacement can be bought in a further action', () => {
    const s0 = blankGame(MAP);
    const top = s0.landDeck[s0.landDeck.length - 1]!;
    const s = act(act(s0, 'buy land display 2'), 'buy land display 2');
    expect(s.players[RED]!.landHand).toEqual([s0.landDisplay[1], top]);
    expect(money(s, RED)).toBe(14);
  });

  it('C3 displays - with the land deck empty, a bought face-up card is not replaced and the display shrinks', () => {
    let s = blankGame(MAP);
    drainLandDeck(s, 0, BLUE);
    const shown = s.landDisplay.slice();
    s = act(s, 'buy land display 2');
    expect(s.landDisplay).toEqual([shown[0], shown[2], shown[3]]);
    s = act(s, 'buy land display 3');
    expect(s.landDisplay).toEqual([shown[0], shown[2]]);
    expect(legalStarting(s, 'buy land')).toEqual(['buy land display 1', 'buy land display 2']);
  });

  it('C3 displays - with both animal stacks used up, a bought face-up animal card is not replaced', () => {
    let s = blankGame(MAP);
    setAnimalStacks(s, 1, 0);
    s = act(s, 'buy animal deck');
    expect(s.animalDeck).toEqual([]);
    const shown = s.animalDisplay.slice();
    s = act(s, 'buy animal display 1');
    expect(s.animalDisplay).toEqual(shown.slice(1));
  });

  it('C3 displays - an empty deck cannot be bought from, nor a slot beyond the display', () => {
    const s = blankGame(MAP);
    drainLandDeck(s, 0, BLUE);
    expect(reject(s, 'buy land deck').code).toBe('sold-out');
    expect(reject(s, 'buy land display 5').code).toBe('sold-out');
    drainLandDisplay(s, BLUE);
    expect(reject(s, 'buy land display 1').code).toBe('sold-out');
    expect(legalStarting(s, 'buy land')).toEqual([]);
  });

  it('C3 displays - played cards leave the game and nothing is reshuffled into an empty deck', () => {
    let s = blankGame(MAP);
    const [card] = giveLand(s, RED, 'mountain');
    drainLandDeck(s, 0, BLUE);
    s = act(s, 'play land mountain A1');
    expect(s.playedLand).toEqual([card]);
    expect(s.players[RED]!.landHand).toEqual([]);
    expect(s.landDeck).toEqual([]);
    expect(s.landDisplay).not.toContain(card);
    expect(reject(s, 'buy land deck').code).toBe('sold-out');
  });
});

describe('B1 nothing legal', () => {
  it('B1 - a player with no legal action left may only end the turn', () => {
    let s = blankGame(MAP);
    setMoney(s, RED, 1);
    expect(classic.legalActions(s)).toEqual([{ type: 'end' }]);
    expect(reject(s, 'buy land deck').code).toBe('cannot-afford');
    s = act(s, 'end');
    expect(s.turn.player).toBe(BLUE);
  });

  it('B1 - cards in hand that cannot be played and a harvest-free board leave only end', () => {
    const s = blankGame(MAP);
    setMoney(s, RED, 0);
    giveLand(s, RED, 'pampas');
    giveAnimal(s, RED, 'pig');
    expect(classic.legalActions(s)).toEqual([{ type: 'end' }]);
    expect(reject(s, 'play land pampas A2').code).toBe('not-allowed');
    expect(reject(s, 'play animal pig A2').code).toBe('not-allowed');
  });
});
