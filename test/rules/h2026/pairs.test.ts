/**
 * Playing a matching pair: rulebook "Play a Matching Pair" and ruling N4, with wild cards in every
 * combination; R2026-4 (a pair placing both), R2026-19 (no fallback for a full terrain).
 */
import { describe, expect, it } from 'vitest';
import { ANIMALS, kindByName, TERRAINS } from '../../../src/games/h2026/rules/components.js';
import { pairAnimals, pairTerrains } from '../../../src/games/h2026/rules/cards.js';
import { act, at, blankGame, board, give, h2026, hand, legalStarting, put, RED, BLUE, reject, topo } from './fixtures.js';

// Every land terrain once in row 1, pampas around; a visitor center far off at F4.
const MAP = board([
  'f b h m g p', //
  'p p p p p p',
  'p p p p p p',
  'p p p p p C',
]);

const k = (name: string) => kindByName(name);
const names = (list: readonly number[], of: readonly string[]) => list.map((i) => of[i]).sort();

/** The terrains and animals a pair can place, read from the legal actions. */
function placements(cards: [string, string]) {
  const s = blankGame(MAP);
  put(s, 'A3', RED, 'land');
  give(s, RED, ...cards);
  const texts = legalStarting(s, 'pair');
  const terrains = new Set<string>();
  const animals = new Set<string>();
  let both = false;
  for (const t of texts) {
    const land = / land ([A-Z]\d+)/.exec(t);
    const animal = / animal (\w+) /.exec(t);
    if (land && animal) both = true;
    else if (land) terrains.add(topo(s).terrain[at(s, land[1]!)]!);
    else if (animal) animals.add(animal[1]!);
  }
  return { terrains: [...terrains].sort(), animals: [...animals].sort(), both };
}

describe('N4 pairs', () => {
  const ALL_TERRAINS = [...TERRAINS].sort();
  const ALL_ANIMALS = [...ANIMALS].sort();
  const table: [string, string, string[], string[], boolean][] = [
    ['anteater-forest', 'anteater-forest', ['forest'], ['anteater'], true],
    ['anteater-forest', 'capybara-forest', ['forest'], [], false],
    ['anteater-forest', 'anteater-marsh', [], ['anteater'], false],
    ['anteater-forest', 'capybara-marsh', [], [], false],
    ['anteater-forest', 'wild-terrain', ['forest'], [], false],
    ['anteater-forest', 'wild-animal', [], ['anteater'], false],
    ['guanaco-pampas', 'wild-terrain', ['pampas'], [], false],
    ['wild-terrain', 'wild-terrain', ALL_TERRAINS, [], false],
    ['wild-animal', 'wild-animal', [], ALL_ANIMALS, false],
    ['wild-terrain', 'wild-animal', [], [], false],
    ['jaguar-hill', 'jaguar-hill', ['hill'], ['jaguar'], true],
  ];

  it.each(table)('N4 pairs - %s and %s match terrains %j and animals %j (both: %s)', (a, b, terrains, animals, both) => {
    expect(names(pairTerrains(k(a), k(b)), TERRAINS)).toEqual(terrains);
    expect(names(pairAnimals(k(a), k(b)), ANIMALS)).toEqual(animals);
    // The same, in the other order.
    expect(names(pairTerrains(k(b), k(a)), TERRAINS)).toEqual(terrains);
    expect(names(pairAnimals(k(b), k(a)), ANIMALS)).toEqual(animals);
    // And as the legal actions offer them on a board.
    expect(placements([a, b])).toEqual({ terrains, animals, both });
  });

  it('N4 pairs - a terrain pair puts a land marker on an empty space of that terrain, and the cards go to the discard pile', () => {
    let s = blankGame(MAP);
    give(s, RED, 'anteater-forest', 'capybara-forest', 'jaguar-hill');
    s = act(s, 'pair anteater-forest capybara-forest land A1');
    expect(s.piece[at(s, 'A1')]).toBe(1);
    expect(s.owner[at(s, 'A1')]).toBe(RED);
    expect(s.players[RED]!.land).toBe(1);
    expect(hand(s, RED)).toEqual(['jaguar-hill']);
    expect(s.discard).toHaveLength(2);
    expect(s.turn.actions).toBe(1);
  });

  it('N4 pairs - a land marker goes on no space of another terrain, nor on a taken one', () => {
    const s = blankGame(MAP);
    give(s, RED, 'anteater-forest', 'capybara-forest');
    put(s, 'A1', BLUE, 'land');
    expect(reject(s, 'pair anteater-forest capybara-forest land B1').reason).toBe('the cards do not match marsh (B1)');
    expect(reject(s, 'pair anteater-forest capybara-forest land A1').reason).toBe('A1 is taken');
    expect(reject(s, 'pair anteater-forest capybara-forest land F4').reason).toBe('F4 is center, not land');
  });

  it("N4 pairs - pampas needs one of the player's land markers next to it; without any, no pampas marker", () => {
    let s = blankGame(MAP);
    give(s, RED, 'anteater-pampas', 'capybara-pampas');
    expect(legalStarting(s, 'pair')).toEqual([]);
    expect(reject(s, 'pair anteater-pampas capybara-pampas land C3').reason).toMatch(/next to one of Red's land markers/);
    put(s, 'C3', RED, 'land');
    expect(legalStarting(s, 'pair')).toEqual(['B2', 'B3', 'B4', 'C2', 'C4', 'D3'].map((l) => `pair anteater-pampas capybara-pampas land ${l}`).sort());
    s = act(s, 'pair anteater-pampas capybara-pampas land D3');
    expect(s.players[RED]!.land).toBe(2);
  });

  it('R2026-19 - a terrain pair has no fallback: with no empty space of its terrain it places nothing', () => {
    const s = blankGame(MAP);
    put(s, 'A1', BLUE, 'land');
    put(s, 'A2', RED, 'land');
    give(s, RED, 'anteater-forest', 'capybara-forest');
    expect(legalStarting(s, 'pair')).toEqual([]);
  });

  it('N4 pairs - an animal pair places an animal of that kind (N5 says where)', () => {
    let s = blankGame(MAP);
    put(s, 'A3', RED, 'land');
    give(s, RED, 'guanaco-forest', 'guanaco-marsh');
    s = act(s, 'pair guanaco-forest guanaco-marsh animal guanaco B3');
    expect(s.players[RED]!.animals).toEqual([0, 0, 1, 0]);
    expect(reject(blankGame(MAP), 'pair guanaco-forest guanaco-marsh animal jaguar B3').code).toBe('no-card');
  });

  it('N4 pairs - two wild animals place any animal, two wild terrains a marker on any terrain', () => {
    let s = blankGame(MAP);
    put(s, 'A3', RED, 'land');
    give(s, RED, 'wild-animal', 'wild-animal', 'wild-terrain', 'wild-terrain');
    s = act(s, 'pair wild-animal wild-animal animal jaguar B3');
    s = act(s, 'pair wild-terrain wild-terrain land D1');
    expect(s.piece[at(s, 'B3')]).toBe(2 + ANIMALS.indexOf('jaguar'));
    expect(topo(s).terrain[at(s, 'D1')]).toBe('mountain');
  });

  it('N4 pairs - a pair matching both places both for 2 actions, or one of them for 1', () => {
    let s = blankGame(MAP);
    put(s, 'A3', RED, 'land');
    give(s, RED, 'anteater-forest', 'anteater-forest', 'anteater-forest', 'anteater-forest');
    s = act(s, 'pair anteater-forest anteater-forest land A1 animal anteater B3');
    expect(s.turn.actions).toBe(2);
    expect(s.players[RED]!.land).toBe(2);
    expect(s.players[RED]!.animals[0]).toBe(1);
    // One action left: the same pair may place one piece, not both.
    expect(legalStarting(s, 'pair').some((t) => / land .* animal /.test(t))).toBe(false);
    expect(reject(s, 'pair anteater-forest anteater-forest land A2 animal anteater C3').reason).toMatch(/takes 2 actions/);
    s = act(s, 'pair anteater-forest anteater-forest animal anteater C3');
    expect(s.turn.player).toBe(BLUE);
  });

  it('R2026-4 - in a pair placing both, the land marker goes first and the animal may use it', () => {
    const s = blankGame(MAP);
    give(s, RED, 'capybara-pampas', 'capybara-pampas');
    put(s, 'A3', RED, 'land');
    // No capybara yet: the animal goes next to land, the new marker included.
    const both = legalStarting(s, 'pair capybara-pampas capybara-pampas land B3 animal');
    expect(legalStarting(s, 'pair capybara-pampas capybara-pampas animal')).not.toContain('pair capybara-pampas capybara-pampas animal capybara C3');
    expect(both).toContain('pair capybara-pampas capybara-pampas land B3 animal capybara C3');
    expect(both).not.toContain('pair capybara-pampas capybara-pampas land B3 animal capybara B3');
    const after = act(s, 'pair capybara-pampas capybara-pampas land B3 animal capybara C3');
    expect(after.owner[at(after, 'C3')]).toBe(RED);
  });

  it('N4 pairs - the player must hold both cards; a lone card or an unmatched pair places nothing', () => {
    const s = blankGame(MAP);
    put(s, 'A3', RED, 'land');
    give(s, RED, 'anteater-forest', 'capybara-marsh');
    expect(reject(s, 'pair anteater-forest anteater-forest land A1').code).toBe('no-card');
    expect(reject(s, 'pair anteater-forest capybara-marsh land A1').reason).toMatch(/do not match forest/);
    expect(reject(s, 'pair anteater-forest capybara-marsh animal anteater B3').reason).toBe('the cards do not match anteater');
    expect(h2026.legalActions(s).some((a) => a.type === 'pair')).toBe(false);
  });
});

describe('N2 supplies', () => {
  // Room for 20 land markers: the terrains in row 1, pampas below.
  const ROOMY = board(['f b h m g p', 'p p p p p p', 'p p p p p p', 'p p p p p p', 'p p p p p p']);
  const NINETEEN = 'B1 C1 D1 E1 F1 A2 B2 C2 D2 E2 F2 A3 B3 C3 D3 E3 F3 A4 B4';

  it("N2 supplies - 19 of a player's 20 land markers go on the map (the 20th stands on the VP track)", () => {
    const s = blankGame(ROOMY);
    put(s, NINETEEN.split(' ').slice(1), RED, 'land');
    give(s, RED, 'anteater-forest', 'capybara-forest', 'anteater-pampas', 'anteater-pampas');
    const nineteenth = act(s, 'pair anteater-forest capybara-forest land A1');
    expect(nineteenth.players[RED]!.land).toBe(19);
    expect(legalStarting(nineteenth, 'pair anteater-pampas anteater-pampas').filter((a) => a.includes(' land '))).toEqual([]);
    const r = reject(nineteenth, 'pair anteater-pampas anteater-pampas land C4');
    expect(r.code).toBe('sold-out');
    expect(r.reason).toBe('Red has placed all 19 land markers that go on the map');
    // The animal of a pair still goes down.
    expect(legalStarting(nineteenth, 'pair anteater-pampas anteater-pampas animal').length).toBeGreaterThan(0);
  });
});
