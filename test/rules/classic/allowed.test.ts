/**
 * What a player may do this turn, kind by kind (rules/allowed.ts): the gates that listing and the
 * bots' policy share. Each is checked against the legal actions of positions met in random games:
 * an action of a kind is listed only when its gate opens, and an open gate lists one.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/api.js';
import {
  animalsToPlay,
  firstOthersToken,
  landKindsToPlay,
  mayBuyFromDeck,
  mayBuyFromDisplay,
  mayBuyHacienda,
  mayHarvest,
  waterShapesToBuy,
} from '../../../src/games/classic/rules/allowed.js';
import { ANIMALS, LAND_KINDS, WATER_SHAPES } from '../../../src/games/classic/rules/components.js';
import type { ClassicAction, ClassicState } from '../../../src/games/classic/rules/state.js';
import { randomPositions } from '../../bots/support.js';

const positions = [...randomPositions('symmetric', 2, 'allowed/2', 3), ...randomPositions('asymmetric', 5, 'allowed/5', 3)].filter(
  (s) => !(s as ClassicState).over,
) as ClassicState[];

const bitsOf = (names: readonly string[], listed: readonly string[]) => names.reduce((bits, name, k) => (listed.includes(name) ? bits | (1 << k) : bits), 0);

describe('classic rules - what a player may do this turn', () => {
  it('C1 buying cards - a deck card is listed when mayBuyFromDeck allows it, a face-up card when mayBuyFromDisplay does', () => {
    for (const s of positions) {
      const me = s.players[s.turn.player]!;
      const buys = (legalActions(s) as ClassicAction[]).filter((a) => a.type === 'buy');
      for (const deck of ['land', 'animal'] as const) {
        const pile = deck === 'land' ? s.landDeck : s.animalDeck;
        expect(buys.some((a) => a.deck === deck && a.slot < 0)).toBe(mayBuyFromDeck(pile, me));
        const display = deck === 'land' ? s.landDisplay : s.animalDisplay;
        expect(buys.some((a) => a.deck === deck && a.slot >= 0)).toBe(mayBuyFromDisplay(me) && display.length > 0);
      }
    }
  });

  it('C5 land and C6 animals - the kinds listed are those the gates allow (each has somewhere to go in these games, or none listed)', () => {
    let lands = 0;
    let animals = 0;
    for (const s of positions) {
      const me = s.players[s.turn.player]!;
      const legal = legalActions(s) as ClassicAction[];
      const landListed = bitsOf(
        LAND_KINDS,
        legal.flatMap((a) => (a.type === 'land' ? [a.kind] : [])),
      );
      const animalListed = bitsOf(
        ANIMALS,
        legal.flatMap((a) => (a.type === 'animal' ? [a.animal] : [])),
      );
      // Listed kinds are always allowed; an allowed kind may have no space to go.
      expect(landListed & ~landKindsToPlay(me)).toBe(0);
      expect(animalListed & ~animalsToPlay(me)).toBe(0);
      lands += landListed === 0 ? 0 : 1;
      animals += animalListed === 0 ? 0 : 1;
    }
    expect(lands).toBeGreaterThan(20);
    expect(animals).toBeGreaterThan(20);
  });

  it('C10 haciendas, C11 water - listed only when the gates allow, in the shapes the supply holds', () => {
    for (const s of positions) {
      const me = s.players[s.turn.player]!;
      const legal = legalActions(s) as ClassicAction[];
      if (!mayBuyHacienda(s, me)) expect(legal.some((a) => a.type === 'hacienda')).toBe(false);
      const shapes = bitsOf(
        WATER_SHAPES,
        legal.flatMap((a) => (a.type === 'water' ? [a.shape] : [])),
      );
      expect(shapes & ~waterShapesToBuy(s, me)).toBe(0);
    }
  });

  it('C9 harvest - once per turn; with the supply empty the token comes from another chain, firstOthersToken the first of them', () => {
    let moved = 0;
    for (const s of positions) {
      const harvests = (legalActions(s) as ClassicAction[]).filter((a) => a.type === 'harvest');
      if (!mayHarvest(s)) expect(harvests).toEqual([]);
      if (s.harvestTokens > 0 || harvests.length === 0) continue;
      const from = harvests.map((a) => a.from!);
      expect(firstOthersToken(s, s.turn.player)).toBe(Math.min(...from));
      moved++;
    }
    // Random games of 5 players run the supply dry.
    expect(moved).toBeGreaterThan(0);
  });
});
