/**
 * Placing a viewing platform: rulebook "Place a Viewing Platform", rulings N2, N8, N10, R2026-12,
 * R2026-13, and the immediate end when the platforms run out (N9).
 */
import { describe, expect, it } from 'vitest';
import { kindByName } from '../../../src/games/h2026/rules/components.js';
import { isPlatformSet } from '../../../src/games/h2026/rules/cards.js';
import { scoreNow } from '../../../src/games/h2026/rules/scoring.js';
import { act, actWith, at, blankGame, board, BLUE, give, hand, legalTexts, put, queueNames, RED, reject } from './fixtures.js';

const MAP = board(['p p p p p p', 'p p p p p p', 'p p p p p p', 'p p p p p p']);
const SIX = 'anteater-forest capybara-marsh guanaco-hill jaguar-mountain anteater-meadow capybara-pampas';
const kinds = (...names: string[]) => names.map(kindByName).sort((a, b) => a - b);
const sorted = (text: string) =>
  kinds(...text.split(' '))
    .map((k) => SIX.split(' ').find((n) => kindByName(n) === k))
    .join(' ');

describe('N8 platforms', () => {
  it('N8 platforms - six cards of six different terrains; a wild terrain stands for a missing one, never a wild animal', () => {
    expect(isPlatformSet(kinds(...SIX.split(' ')))).toBe(true);
    expect(isPlatformSet(kinds('anteater-forest', 'capybara-marsh', 'guanaco-hill', 'jaguar-mountain', 'anteater-meadow', 'wild-terrain'))).toBe(true);
    expect(isPlatformSet(kinds('wild-terrain', 'wild-terrain', 'wild-terrain', 'wild-terrain', 'wild-terrain', 'wild-terrain'))).toBe(true);
    expect(isPlatformSet(kinds('anteater-forest', 'capybara-forest', 'guanaco-hill', 'jaguar-mountain', 'anteater-meadow', 'capybara-pampas'))).toBe(false);
    expect(isPlatformSet(kinds('anteater-forest', 'capybara-marsh', 'guanaco-hill', 'jaguar-mountain', 'anteater-meadow', 'wild-animal'))).toBe(false);
  });

  it("N8 platforms - paid for, then placed on a chain of the player's pieces, land and animals together", () => {
    let s = blankGame(MAP);
    put(s, 'A1 B1', RED, 'land');
    put(s, 'C1', RED, 'jaguar');
    put(s, 'F4', RED, 'land');
    give(s, RED, SIX);
    s = act(s, `platform ${sorted(SIX)}`);
    expect(hand(s, RED)).toEqual([]);
    expect(legalTexts(s)).toEqual(['place platform A1', 'place platform F4']);
    const { state } = actWith(s, 'place platform C1');
    expect(state.platform[at(state, 'A1')]).toBe(1);
    expect(state.platforms).toBe(8);
    expect(queueNames(state)).toHaveLength(9);
    expect(scoreNow(state)[RED]!.platforms).toBe(3);
  });

  it('N8 platforms - a chain with a platform cannot have another; with none left without one, no platform action', () => {
    const s = blankGame(MAP);
    put(s, 'A1 B1', RED, 'land');
    s.platform[at(s, 'B1')] = 1;
    s.platforms--;
    give(s, RED, SIX);
    expect(legalTexts(s).some((t) => t.startsWith('platform'))).toBe(false);
    expect(reject(s, `platform ${sorted(SIX)}`).reason).toBe("every chain of Red's already has a platform");
  });

  it('R2026-13 - chains that merge keep their platforms; the chain scores once', () => {
    const s = blankGame(MAP);
    put(s, 'A1 C1', RED, 'land');
    s.platform[at(s, 'A1')] = 1;
    s.platform[at(s, 'C1')] = 1;
    s.platforms -= 2;
    put(s, 'B1', RED, 'anteater');
    expect(scoreNow(s)[RED]!.platforms).toBe(3);
  });

  it("N8 platforms - only the player's own pieces", () => {
    let s = blankGame(MAP);
    put(s, 'A1', RED, 'land');
    put(s, 'D4', BLUE, 'land');
    give(s, RED, SIX);
    s = act(s, `platform ${sorted(SIX)}`);
    expect(reject(s, 'place platform D4').reason).toBe("D4 holds none of Red's pieces");
  });

  it('N9 immediate end - placing the last platform ends the game at once with the final scoring', () => {
    let s = blankGame(MAP);
    put(s, 'A1', RED, 'land');
    give(s, RED, SIX);
    s.platforms = 1;
    // Eight platforms already stand on Blue's pieces.
    put(s, 'A4 C4 E4 B3 D3 F3 F1 D1', BLUE, 'land');
    for (const l of ['A4', 'C4', 'E4', 'B3', 'D3', 'F3', 'F1', 'D1']) s.platform[at(s, l)] = 1;
    s = act(s, `platform ${sorted(SIX)}`);
    const { state } = actWith(s, 'place platform A1');
    expect(state.over).toBe(true);
    expect(state.endReason).toBe('platforms');
    expect(state.players[RED]!.scorings).toHaveLength(1);
  });
});
