/**
 * Move notation for Hacienda 2026, both ways: every kind of action prints and parses back.
 */
import { describe, expect, it } from 'vitest';
import type { H2026Action } from '../../../src/games/h2026/rules/state.js';
import { at, blankGame, board, h2026, SEATS } from './fixtures.js';

const MAP = board(['f b h m g p', 'p p p p p p', 'p p C p p p']);

describe('notation', () => {
  const s = blankGame(MAP);
  const cases: [H2026Action, string][] = [
    [{ type: 'end' }, 'end'],
    [{ type: 'skip' }, 'skip'],
    [{ type: 'take', card: -1 }, 'take deck'],
    [{ type: 'take', card: 0 }, 'take anteater-forest'],
    [{ type: 'take', card: 24 }, 'take wild-terrain'],
    [{ type: 'pair', cards: [0, 24], land: at(s, 'A1') }, 'pair anteater-forest wild-terrain land A1'],
    [{ type: 'pair', cards: [19, 25], animal: 'jaguar', animalAt: at(s, 'B2') }, 'pair jaguar-marsh wild-animal animal jaguar B2'],
    [
      { type: 'pair', cards: [5, 5], land: at(s, 'A2'), animal: 'anteater', animalAt: at(s, 'B2') },
      'pair anteater-pampas anteater-pampas land A2 animal anteater B2',
    ],
    [{ type: 'reserve', space: at(s, 'F3') }, 'reserve F3'],
    [{ type: 'water', cards: [0, 7, 14, 25] }, 'water anteater-forest capybara-marsh guanaco-hill wild-animal'],
    [{ type: 'platform', cards: [0, 7, 14, 21, 22, 24] }, 'platform anteater-forest capybara-marsh guanaco-hill jaguar-mountain jaguar-meadow wild-terrain'],
    [{ type: 'place-water', shape: 'triangle', spaces: [at(s, 'A2'), at(s, 'B2'), at(s, 'A3')] }, 'place water triangle A2 B2 A3'],
    [{ type: 'place-platform', space: at(s, 'D2') }, 'place platform D2'],
    [{ type: 'tile', tile: 4, at: [2, -1], rot: 3 }, 'tile 4 at 2,-1 rot 3'],
  ];

  it.each(cases)('notation - %j prints as %j and parses back', (action, text) => {
    expect(h2026.formatAction(s, action)).toBe(text);
    expect(h2026.parseAction(s, text)).toEqual(action);
  });

  it('notation - input is case-insensitive, cards in any order, spaces in any order', () => {
    expect(h2026.parseAction(s, '  PAIR Wild-Terrain anteater-FOREST land a1 ')).toEqual({ type: 'pair', cards: [0, 24], land: at(s, 'A1') });
    expect(h2026.parseAction(s, 'water wild-animal guanaco-hill capybara-marsh anteater-forest')).toEqual(cases[9]![0]);
    expect(h2026.parseAction(s, 'place water pair B2 A2')).toEqual({ type: 'place-water', shape: 'pair', spaces: [at(s, 'A2'), at(s, 'B2')] });
  });

  it('notation - what is not a move is a rejection that says why', () => {
    const bad = (text: string) => {
      const r = h2026.parseAction(s, text);
      if (!('ok' in r)) throw new Error(`'${text}' parsed`);
      return r;
    };
    expect(bad('fly').code).toBe('malformed');
    expect(bad('take lion-forest').message).toMatch(/'lion-forest' is not a card/);
    expect(bad('pair anteater-forest').code).toBe('malformed');
    expect(bad('pair anteater-forest anteater-forest').code).toBe('malformed');
    expect(bad('pair anteater-forest anteater-forest land Z9').code).toBe('unknown-space');
    expect(bad('pair anteater-forest anteater-forest animal lion A1').message).toMatch(/expected an animal/);
    expect(bad('water anteater-forest').message).toMatch(/expected 'water' and 4 cards/);
    expect(bad('place water hexagon A1').code).toBe('malformed');
    expect(bad('tile 4 at north').code).toBe('malformed');
    expect(bad('end now').code).toBe('malformed');
  });

  it('notation - every legal action of real games prints and parses back to itself', () => {
    for (const layout of ['standard', 'custom'] as const) {
      let g = h2026.newGame({ players: SEATS.slice(0, 3), seed: `notation/${layout}`, layout, mode: 'hacienda' });
      for (let i = 0; i < 40 && !g.over; i++) {
        const legal = h2026.legalActions(g);
        for (const a of legal) expect(h2026.parseAction(g, h2026.formatAction(g, a))).toEqual({ ...a });
        const r = h2026.apply(g, legal[(i * 7) % legal.length]!);
        if (!r.ok) throw new Error(r.message);
        g = r.state;
      }
    }
  });
});
