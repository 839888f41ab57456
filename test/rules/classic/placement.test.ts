/**
 * Playing cards: land (ruling C5, rulebook "Land Cards") and animals (ruling C6, rulebook
 * "Animal Cards"), with the piece limits.
 */
import { describe, expect, it } from 'vitest';
import { animalPiece, LAND_PIECE } from '../../../src/games/classic/rules/components.js';
import { act, adjacent, at, BLUE, blankGame, board, giveAnimal, giveLand, legalStarting, money, neighbours, put, putWater, RED, reject } from './fixtures.js';

/**
 * Mountains at A1, B1 and G5, one space of each other terrain in row 1, a market at D3 and a
 * printed water field at F4.
 */
const MAP = board([
  'm m f g r s p', //
  'p p p p p p p',
  'p p p M p p p',
  'p p p p p W p',
  'p p p p p p m',
]);

/** All pampas, for the piece limits. */
const WIDE = board(['pppppppppp', 'pppppppppp', 'pppppppppp', 'pppppppppp', 'pppppppppp', 'pppppppppp']);

describe('C5 land', () => {
  it('C5 land - a terrain card puts a land tile on an empty space of its terrain anywhere, without touching own land', () => {
    const s0 = blankGame(MAP);
    const [card] = giveLand(s0, RED, 'mountain');
    expect(legalStarting(s0, 'play land')).toEqual(['play land mountain A1', 'play land mountain B1', 'play land mountain G5']);
    const s = act(s0, 'play land mountain G5');
    const g5 = at(s, 'G5');
    expect(s.owner[g5]).toBe(RED);
    expect(s.piece[g5]).toBe(LAND_PIECE);
    expect(s.players[RED]!.landTiles).toBe(1);
    expect(s.players[RED]!.landHand).toEqual([]);
    expect(s.playedLand).toEqual([card]);
  });

  it('C5 land - each terrain card goes on its own terrain', () => {
    let s = blankGame(MAP);
    for (const kind of ['forest', 'meadow', 'rock', 'moorland'] as const) giveLand(s, RED, kind);
    s = act(s, 'play land forest C1');
    s = act(s, 'play land meadow D1');
    s = act(s, 'play land rock E1');
    s = act(s, 'buy land deck');
    s = act(s, 'end');
    expect(reject(s, 'play land moorland F2').code).toBe('not-allowed');
    s = act(s, 'play land moorland F1');
    expect(s.players[RED]!.landTiles).toBe(4);
  });

  it('C5 land - while its terrain has an empty space, a terrain card cannot go on another terrain, on pampas or on a taken space', () => {
    const s = blankGame(MAP);
    put(s, 'A1', BLUE, 'land');
    put(s, 'A2', RED, 'land');
    giveLand(s, RED, 'mountain');
    const wrongTerrain = reject(s, 'play land mountain C1');
    expect(wrongTerrain.code).toBe('not-allowed');
    expect(reject(s, 'play land mountain B2').code).toBe('not-allowed');
    expect(reject(s, 'play land mountain A1').code).toBe('not-allowed');
    expect(legalStarting(s, 'play land')).toEqual(['play land mountain B1', 'play land mountain G5']);
  });

  it('C5 land - a pampas card goes on an empty pampas space next to one of the player’s land tiles', () => {
    const s = blankGame(MAP);
    put(s, 'A2', RED, 'land');
    giveLand(s, RED, 'pampas');
    expect(neighbours(s, 'A2')).toEqual(['A1', 'A3', 'B1', 'B2', 'B3']);
    expect(legalStarting(s, 'play land')).toEqual(['play land pampas A3', 'play land pampas B2', 'play land pampas B3']);
    expect(reject(s, 'play land pampas D2').code).toBe('not-allowed');
    expect(reject(s, 'play land pampas B1').code).toBe('not-allowed');
    const after = act(s, 'play land pampas B3');
    expect(after.owner[at(after, 'B3')]).toBe(RED);
  });

  it('C5 land - another player’s land or the player’s own animals do not open pampas for a land tile', () => {
    const s = blankGame(MAP);
    put(s, 'B2', BLUE, 'land');
    put(s, 'E2', RED, 'pig');
    giveLand(s, RED, 'pampas');
    expect(legalStarting(s, 'play land')).toEqual([]);
    expect(reject(s, 'play land pampas C2').code).toBe('not-allowed');
    expect(reject(s, 'play land pampas F2').code).toBe('not-allowed');
  });

  it('C5 land - a terrain card with no empty space of its terrain goes on pampas next to own land', () => {
    const s = blankGame(MAP);
    put(s, ['A1', 'B1'], BLUE, 'land');
    put(s, 'G5', RED, 'land');
    giveLand(s, RED, 'mountain');
    giveLand(s, RED, 'forest');
    expect(legalStarting(s, 'play land mountain')).toEqual(['play land mountain F5', 'play land mountain G4']);
    expect(legalStarting(s, 'play land forest')).toEqual(['play land forest C1']);
    expect(reject(s, 'play land mountain A3').code).toBe('not-allowed');
    const after = act(s, 'play land mountain G4');
    expect(after.owner[at(after, 'G4')]).toBe(RED);
    expect(after.players[RED]!.landHand).toHaveLength(1);
  });

  it('C5 land - a player with no empty pampas next to own land cannot play a pampas card', () => {
    const s = blankGame(MAP);
    giveLand(s, RED, 'pampas');
    expect(legalStarting(s, 'play land')).toEqual([]);
    const none = reject(s, 'play land pampas A2');
    expect(none.code).toBe('not-allowed');
    // Own land hemmed in: A1 touches only B1 and A2.
    put(s, 'A1', RED, 'land');
    put(s, 'A2', BLUE, 'pig');
    put(s, 'B1', BLUE, 'land');
    expect(legalStarting(s, 'play land')).toEqual([]);
  });

  it('C5 land - nor a terrain card whose terrain is full, when no pampas next to own land is empty', () => {
    const s = blankGame(MAP);
    put(s, ['A1', 'B1', 'G5'], BLUE, 'land');
    giveLand(s, RED, 'mountain');
    expect(legalStarting(s, 'play land')).toEqual([]);
    expect(reject(s, 'play land mountain A2').code).toBe('not-allowed');
  });

  it('C5 land - never on a market, a printed water field or a water tile', () => {
    const s = blankGame(MAP);
    put(s, ['C3', 'E4'], RED, 'land');
    putWater(s, ['E5']);
    giveLand(s, RED, 'pampas');
    expect(adjacent(s, 'C3', 'D3') && adjacent(s, 'E4', 'F4') && adjacent(s, 'E4', 'E5')).toBe(true);
    expect(reject(s, 'play land pampas D3').code).toBe('not-allowed');
    expect(reject(s, 'play land pampas F4').code).toBe('not-allowed');
    expect(reject(s, 'play land pampas E5').code).toBe('not-allowed');
    const options = legalStarting(s, 'play land');
    for (const space of ['D3', 'F4', 'E5']) expect(options).not.toContain(`play land pampas ${space}`);
  });

  it('C5 land - a card the player does not hold cannot be played', () => {
    const s = blankGame(MAP);
    giveLand(s, RED, 'forest');
    expect(reject(s, 'play land mountain A1').code).toBe('no-card');
  });

  it('C5 land - each player has 16 land tiles', () => {
    const s = blankGame(WIDE);
    const sixteen = ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'A3', 'B3', 'C3', 'D3', 'E3', 'F3', 'G3', 'H3'];
    put(s, sixteen, RED, 'land');
    giveLand(s, RED, 'pampas');
    expect(s.players[RED]!.landTiles).toBe(16);
    const limit = reject(s, 'play land pampas A2');
    expect(limit.code).toBe('sold-out');
    expect(legalStarting(s, 'play land')).toEqual([]);
    // Fifteen are not the limit.
    const fifteen = blankGame(WIDE);
    put(fifteen, sixteen.slice(1), RED, 'land');
    giveLand(fifteen, RED, 'pampas');
    expect(act(fifteen, 'play land pampas A2').players[RED]!.landTiles).toBe(16);
  });
});

describe('C6 animals', () => {
  it('C6 animals - an animal tile goes on empty pampas next to one of the player’s land tiles', () => {
    const s0 = blankGame(MAP);
    put(s0, 'B2', RED, 'land');
    const [card] = giveAnimal(s0, RED, 'pig');
    expect(legalStarting(s0, 'play animal')).toEqual(['play animal pig A2', 'play animal pig B3', 'play animal pig C2', 'play animal pig C3']);
    const s = act(s0, 'play animal pig C2');
    const c2 = at(s, 'C2');
    expect(s.owner[c2]).toBe(RED);
    expect(s.piece[c2]).toBe(animalPiece('pig'));
    expect(s.players[RED]!.animalTiles).toEqual([0, 0, 1, 0]);
    expect(s.players[RED]!.animalHand).toEqual([]);
    expect(s.playedAnimals).toEqual([card]);
  });

  it('C6 animals - or next to one of the player’s tiles of the same animal, however far from land', () => {
    const s = blankGame(MAP);
    put(s, 'A2', RED, 'land');
    put(s, ['B2', 'C2'], RED, 'pig');
    giveAnimal(s, RED, 'pig');
    expect(adjacent(s, 'A2', 'D2')).toBe(false);
    const after = act(s, 'play animal pig D2');
    expect(after.players[RED]!.animalTiles).toEqual([0, 0, 3, 0]);
  });

  it('C6 animals - not next to the player’s tiles of another animal only', () => {
    const s = blankGame(MAP);
    put(s, 'A2', RED, 'land');
    put(s, ['B2', 'C2'], RED, 'pig');
    giveAnimal(s, RED, 'horse');
    expect(reject(s, 'play animal horse D2').code).toBe('not-allowed');
    expect(legalStarting(s, 'play animal')).toEqual(['play animal horse A3', 'play animal horse B3']);
  });

  it('C6 animals - not next to another player’s land or animals', () => {
    const s = blankGame(MAP);
    put(s, 'A2', RED, 'land');
    put(s, 'E2', BLUE, 'land');
    put(s, 'F2', BLUE, 'pig');
    giveAnimal(s, RED, 'pig');
    expect(reject(s, 'play animal pig E3').code).toBe('not-allowed');
    expect(reject(s, 'play animal pig G2').code).toBe('not-allowed');
  });

  it('C6 animals - only on an empty pampas space: never a terrain space, a market, water or a taken space', () => {
    const s = blankGame(MAP);
    put(s, ['C2', 'E4'], RED, 'land');
    put(s, 'D2', BLUE, 'land');
    putWater(s, ['E5']);
    giveAnimal(s, RED, 'sheep');
    for (const space of ['C1', 'D1', 'D3', 'F4', 'E5', 'D2', 'E4']) {
      expect(reject(s, `play animal sheep ${space}`).code, space).toBe('not-allowed');
    }
  });

  it('C6 animals - a card the player does not hold cannot be played', () => {
    const s = blankGame(MAP);
    put(s, 'A2', RED, 'land');
    giveAnimal(s, RED, 'pig');
    expect(reject(s, 'play animal cattle B2').code).toBe('no-card');
  });

  it('C6 animals - at most 15 tiles of one animal on the board', () => {
    const s = blankGame(WIDE);
    put(s, 'A6', RED, 'land');
    put(s, ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'I1', 'J1', 'A2', 'B2', 'C2', 'D2', 'E2'], RED, 'pig');
    giveAnimal(s, RED, 'pig');
    giveAnimal(s, RED, 'sheep');
    const limit = reject(s, 'play animal pig B6');
    expect(limit.code).toBe('sold-out');
    expect(legalStarting(s, 'play animal pig')).toEqual([]);
    expect(act(s, 'play animal sheep B6').players[RED]!.animalTiles).toEqual([0, 0, 15, 1]);
  });

  it('C6 animals - 30 animal tiles in all', () => {
    const s = blankGame(WIDE);
    put(s, 'A6', RED, 'land');
    put(s, ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'I1', 'J1', 'A2', 'B2', 'C2', 'D2', 'E2'], RED, 'pig');
    put(s, ['A3', 'B3', 'C3', 'D3', 'E3', 'F3', 'G3', 'H3', 'I3', 'J3', 'A4', 'B4', 'C4', 'D4', 'E4'], RED, 'cattle');
    giveAnimal(s, RED, 'sheep');
    expect(reject(s, 'play animal sheep B6').code).toBe('sold-out');
    expect(legalStarting(s, 'play animal')).toEqual([]);
  });

  it('C6 animals - an animal tile may go next to a market, and is paid for reaching it (C7)', () => {
    const s = blankGame(MAP);
    put(s, 'C2', RED, 'land');
    giveAnimal(s, RED, 'pig');
    expect(money(act(s, 'play animal pig C3'), RED)).toBeGreaterThan(20);
  });
});
