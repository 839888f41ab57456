/**
 * Placing a water tile: rulebook "Place a Water Tile", rulings N2, N7, R2026-10, R2026-17, and the
 * immediate end when the tiles run out (N9).
 */
import { describe, expect, it } from 'vitest';
import { kindByName } from '../../../src/games/h2026/rules/components.js';
import { isWaterSet, paySets } from '../../../src/games/h2026/rules/cards.js';
import { kindCounts } from '../../../src/games/h2026/rules/cards.js';
import { act, actWith, at, blankGame, board, eventsOf, give, hand, legalStarting, legalTexts, put, queueNames, RED, reject, waterAway } from './fixtures.js';

const MAP = board(['f p p p p p C', 'p p p p p p p', 'p p p p p p p', 'p p p p p p p', 'p p p p p p p', 'p p p p p p p']);
const kinds = (...names: string[]) => names.map(kindByName).sort((a, b) => a - b);
const FOUR = 'anteater-forest capybara-hill guanaco-pampas jaguar-marsh';

describe('N7 water', () => {
  it('N7 water - four cards of four different animals; a wild animal stands for a missing one, never a wild terrain', () => {
    expect(isWaterSet(kinds(...FOUR.split(' ')))).toBe(true);
    expect(isWaterSet(kinds('anteater-forest', 'capybara-hill', 'guanaco-pampas', 'wild-animal'))).toBe(true);
    expect(isWaterSet(kinds('anteater-forest', 'wild-animal', 'wild-animal', 'wild-animal'))).toBe(true);
    expect(isWaterSet(kinds('wild-animal', 'wild-animal', 'wild-animal', 'wild-animal'))).toBe(true);
    expect(isWaterSet(kinds('anteater-forest', 'anteater-hill', 'guanaco-pampas', 'jaguar-marsh'))).toBe(false);
    expect(isWaterSet(kinds('anteater-forest', 'capybara-hill', 'guanaco-pampas', 'wild-terrain'))).toBe(false);
    expect(isWaterSet(kinds('anteater-forest', 'capybara-hill', 'guanaco-pampas'))).toBe(false);
  });

  it('N7 water - every distinct set of a hand is offered once, wild animals included', () => {
    const hand = ['anteater-forest', 'anteater-hill', 'capybara-hill', 'guanaco-pampas', 'wild-animal'].map(kindByName);
    const counts = kindCounts([]);
    for (const k of hand) counts[k]!++;
    // Anteater: forest or hill; capybara and guanaco fixed; jaguar only wild.
    expect(paySets(counts, 'water')).toHaveLength(2);
    counts[kindByName('wild-animal')]! += 1;
    // Now the capybara or the guanaco may be wild too, or the anteater.
    expect(paySets(counts, 'water')).toHaveLength(2 + 2 * 2 + 1);
  });

  it('N7 water - the cards are paid first, then the tile placed: the only choices are where it goes', () => {
    let s = blankGame(MAP);
    put(s, 'A2', RED, 'land');
    give(s, RED, FOUR, 'jaguar-forest');
    expect(legalStarting(s, 'water')).toEqual([`water ${FOUR}`, 'water anteater-forest capybara-hill guanaco-pampas jaguar-forest'].sort());
    s = act(s, `water ${FOUR}`);
    expect(hand(s, RED)).toEqual(['jaguar-forest']);
    expect(s.turn.actions).toBe(1);
    expect(s.pending).toMatchObject([{ step: 'water' }]);
    const choices = legalTexts(s);
    expect(choices.every((c) => c.startsWith('place water'))).toBe(true);
    expect(choices).toContain('place water rhombus C3 D3 C4 D4');
    expect(reject(s, 'take deck').reason).toBe('Red must first place the water tile paid for');
  });

  it('N7 water - the tile covers only empty spaces, any terrain, never a piece, water or a visitor center (R2026-17)', () => {
    let s = blankGame(MAP);
    put(s, 'B1', RED, 'land');
    give(s, RED, FOUR);
    s = act(s, `water ${FOUR}`);
    const choices = legalTexts(s);
    expect(choices).toContain('place water single A1');
    expect(choices).not.toContain('place water single B1');
    expect(choices).not.toContain('place water single G1');
    expect(reject(s, 'place water single G1').reason).toBe('G1 is not an empty space');
    expect(reject(s, 'place water pair A1 C1').reason).toBe('those spaces are not the shape of a pair tile');
  });

  it('N7 water - placing it gains a reserve token and puts the four cards into the queue', () => {
    let s = blankGame(MAP);
    give(s, RED, FOUR);
    s = act(s, `water ${FOUR}`);
    const { state, events } = actWith(s, 'place water triangle C3 D3 C4');
    expect(state.water[at(state, 'C3')]).toBe(state.water[at(state, 'C4')]);
    expect(state.players[RED]!.reserves).toBe(1);
    expect(state.reserveSupply).toBe(9);
    expect(queueNames(state).slice(-4)).toEqual(FOUR.split(' '));
    expect(eventsOf(events, 'reserve-gained')).toHaveLength(1);
  });

  it('N7 water - with no reserve token left in the supply, the tile is placed all the same', () => {
    let s = blankGame(MAP);
    give(s, RED, FOUR);
    s.reserveSupply = 0;
    s.players[1]!.reserves = 10;
    s = act(act(s, `water ${FOUR}`), 'place water single F6');
    expect(s.players[RED]!.reserves).toBe(0);
  });

  it('N7 water - only shapes left in the supply; with no tile left the action is gone', () => {
    let s = blankGame(MAP);
    give(s, RED, FOUR);
    waterAway(s, (id) => id === 16);
    s = act(s, `water ${FOUR}`);
    expect(legalTexts(s).every((c) => c.startsWith('place water rhombus'))).toBe(true);
    expect(reject(s, 'place water single F6').reason).toBe('no single water tile is left');
  });

  it('N9 immediate end - placing the last water tile ends the game at once with the final scoring', () => {
    let s = blankGame(MAP);
    give(s, RED, FOUR);
    waterAway(s, (id) => id === 0);
    s = act(s, `water ${FOUR}`);
    const { state, events } = actWith(s, 'place water single B2');
    expect(state.over).toBe(true);
    expect(state.endReason).toBe('water');
    expect(state.scorings).toBe(1);
    expect(eventsOf(events, 'game-over')).toHaveLength(1);
  });
});
