/**
 * Components and setup: rulebook "Components" and "Setup", rulings N1, N2, B2.
 */
import { describe, expect, it } from 'vitest';
import { SetupError } from '../../../src/engine/ruleset.js';
import { topology } from '../../../src/engine/board.js';
import { CARD_COUNT, KIND_COUNT, kindByName, kindName, kindOf, WATER_TILE_COUNT, waterTileShape } from '../../../src/games/h2026/rules/components.js';
import { h2026, SEATS } from './fixtures.js';

const game = (players: number, extra: object = {}) => h2026.newGame({ players: SEATS.slice(0, players), seed: 'setup', ...extra });

describe('N1 deck', () => {
  it('N1 deck - 120 cards: each animal and terrain pair 4 times, 12 wild terrain and 12 wild animal cards', () => {
    expect(CARD_COUNT).toBe(120);
    const counts = new Array(KIND_COUNT).fill(0);
    for (let c = 0; c < CARD_COUNT; c++) counts[kindOf(c)]++;
    expect(counts.slice(0, 24)).toEqual(new Array(24).fill(4));
    expect(counts.slice(24)).toEqual([12, 12]);
    for (let k = 0; k < KIND_COUNT; k++) expect(kindByName(kindName(k))).toBe(k);
    expect(kindName(0)).toBe('anteater-forest');
    expect(kindName(23)).toBe('jaguar-pampas');
  });

  it.each([
    [2, 50],
    [3, 30],
    [4, 15],
    [5, 5],
  ])('N1 deck - with %i players %i cards are removed unseen; 6 cards each, 3 in the queue', (players, removed) => {
    const s = game(players);
    expect(s.removed).toHaveLength(removed);
    expect(s.players.every((p) => p.hand.length === 6)).toBe(true);
    expect(s.queue).toHaveLength(3);
    expect(s.deck).toHaveLength(120 - removed - 6 * players - 3);
    expect(s.discard).toEqual([]);
  });
});

describe('N2 supplies', () => {
  it('N2 supplies - 18 water tiles (9, 4, 3, 2), the printed water icons covered by single tiles at setup', () => {
    expect(WATER_TILE_COUNT).toBe(18);
    const shapes = Array.from({ length: 18 }, (_, i) => waterTileShape(i));
    expect(shapes.filter((x) => x === 'single')).toHaveLength(9);
    expect(shapes.filter((x) => x === 'rhombus')).toHaveLength(2);
    const s = game(3);
    const icons = topology(s.map).byTerrain.get('water')!;
    expect(icons.length).toBeGreaterThan(0);
    for (const w of icons) expect(waterTileShape(s.water[w]!)).toBe('single');
    expect(s.waterSupply).toHaveLength(18 - icons.length);
  });

  it('N2 supplies - 10 reserve tokens and 9 viewing platforms; players start with no tokens and no VP', () => {
    const s = game(4);
    expect(s.reserveSupply).toBe(10);
    expect(s.platforms).toBe(9);
    expect(s.players.every((p) => p.reserves === 0 && p.vp === 0 && p.land === 0)).toBe(true);
  });
});

describe('setup', () => {
  it('setup - the same options and seed give the same game; the start player comes from the seed unless chosen', () => {
    expect(game(3)).toEqual(game(3));
    const starts = new Set(Array.from({ length: 20 }, (_, i) => h2026.newGame({ players: SEATS.slice(0, 3), seed: i }).startPlayer));
    expect(starts.size).toBe(3);
    expect(game(3, { startPlayer: 2 }).turn.player).toBe(2);
  });

  it('setup - bad options are a SetupError with a message for people', () => {
    expect(() => game(1)).toThrow(SetupError);
    expect(() => h2026.newGame({ players: ['a', 'b', 'c', 'd', 'e', 'f'], seed: 1 })).toThrow(/2 to 5 players, not 6/);
    expect(() => game(2, { mode: 'expert' })).toThrow(/mode must be basic or hacienda/);
    expect(() => game(2, { layout: 'square' })).toThrow(/layout must be standard, custom, random/);
    expect(() => game(2, { startPlayer: 2 })).toThrow(/start player/);
    expect(() => game(2, { map: { name: 'x', shift: 'odd', grid: ['pMp'] } })).toThrow(/B1 is market, which Hacienda 2026 does not use/);
  });
});
