/**
 * Where an animal goes: rulebook "Matching Animals" and ruling N5.
 */
import { describe, expect, it } from 'vitest';
import { act, blankGame, board, BLUE, give, legalStarting, put, RED, reject } from './fixtures.js';

const MAP = board([
  'p p p p p p p', //
  'p p p p f p p',
  'p p p p p p p',
  'p p p p p p p',
  'p p p p p p p',
]);

const spaces = (texts: string[]) => texts.map((t) => t.split(' ').at(-1)!).sort();

describe('N5 animals', () => {
  it('N5 animals - without land markers a player cannot place an animal at all', () => {
    const s = blankGame(MAP);
    give(s, RED, 'jaguar-forest', 'jaguar-marsh');
    expect(legalStarting(s, 'pair')).toEqual([]);
    expect(reject(s, 'pair jaguar-forest jaguar-marsh animal jaguar C3').reason).toBe("a first jaguar goes next to one of Red's land markers, and C3 is not");
  });

  it("N5 animals - the first animal of a kind goes on empty pampas next to one of the player's land markers", () => {
    const s = blankGame(MAP);
    put(s, 'C3', RED, 'land');
    put(s, 'D3', BLUE, 'land');
    put(s, 'D2', BLUE, 'anteater');
    give(s, RED, 'jaguar-forest', 'jaguar-marsh');
    // C3's neighbours: B2 C2 B3 D3 B4 C4; D3 is Blue's.
    expect(spaces(legalStarting(s, 'pair'))).toEqual(['B2', 'B3', 'B4', 'C2', 'C4']);
  });

  it('N5 animals - with animals of that kind on the map, the new one joins one of them, not the land', () => {
    let s = blankGame(MAP);
    put(s, 'A1', RED, 'land');
    put(s, 'F4', RED, 'capybara');
    put(s, 'G5', RED, 'jaguar');
    give(s, RED, 'capybara-forest', 'capybara-marsh');
    // F4's empty pampas neighbours only (row 4 is shifted): E4 G4 F3 G3 F5 G5 minus G5 (taken).
    expect(spaces(legalStarting(s, 'pair'))).toEqual(['E4', 'F3', 'F5', 'G3', 'G4']);
    expect(reject(s, 'pair capybara-forest capybara-marsh animal capybara B1').reason).toMatch(/not next to Red's capybaras/);
    s = act(s, 'pair capybara-forest capybara-marsh animal capybara G3');
    expect(s.players[RED]!.animals).toEqual([0, 2, 0, 1]);
  });

  it('N5 animals - when no animal of that kind has an empty pampas neighbour, next to land again', () => {
    const s = blankGame(MAP);
    put(s, 'G1', RED, 'land');
    put(s, 'A5', RED, 'guanaco');
    put(s, 'A4 B5', BLUE, 'land');
    // A5's only neighbours are A4 and B5, both taken.
    give(s, RED, 'guanaco-forest', 'guanaco-hill');
    expect(spaces(legalStarting(s, 'pair'))).toEqual(['F1', 'F2', 'G2']);
  });

  it('N5 animals - animals stand on pampas only, never on terrain or water', () => {
    const s = blankGame(MAP);
    put(s, 'D2', RED, 'land');
    give(s, RED, 'anteater-forest', 'anteater-hill');
    expect(spaces(legalStarting(s, 'pair'))).not.toContain('E2');
    expect(reject(s, 'pair anteater-forest anteater-hill animal anteater E2').reason).toBe('E2 is not empty pampas');
  });

  it('N2 supplies - a player has 12 animals of each kind', () => {
    const s = blankGame(MAP);
    put(s, 'A1 A3', RED, 'land');
    put(s, 'B1 C1 D1 E1 F1 G1 A2 B2 C2 D2 F2 G2', RED, 'anteater');
    give(s, RED, 'anteater-forest', 'anteater-hill', 'capybara-hill', 'capybara-forest');
    expect(legalStarting(s, 'pair anteater-forest anteater-hill')).toEqual([]);
    expect(reject(s, 'pair anteater-forest anteater-hill animal anteater A3').code).toBe('sold-out');
    expect(legalStarting(s, 'pair capybara-forest capybara-hill').length).toBeGreaterThan(0);
  });
});
