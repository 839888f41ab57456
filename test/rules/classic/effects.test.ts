/**
 * The draft the effects change (draft.ts): each array and player is copied the first time an
 * effect writes to it and changed in place after, and the state a draft came from never changes.
 * What the effects do is the rules' (the other tests here, through apply); the playouts' use of one
 * draft for many actions is tested in test/bots/classic-playout.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { classicBoard } from '../../../src/games/classic/boards/index.js';
import { Draft, draft } from '../../../src/games/classic/rules/draft.js';
import { performClassic } from '../../../src/games/classic/rules/effects.js';
import type { ClassicEvent } from '../../../src/games/classic/rules/events.js';
import { classicLegalActions } from '../../../src/games/classic/rules/legal.js';
import { randomPositionsFrom } from '../../bots/support.js';
import { classic, type ClassicState } from './fixtures.js';

const start = classic.newGame({ players: ['Red', 'Blue', 'Green'], seed: 'effects', map: classicBoard('symmetric') });
const positions = randomPositionsFrom(start, 'effects', 9) as ClassicState[];

describe('classic draft', () => {
  it('draft - a list is copied the first time it is written, and written in place after', () => {
    const d = new Draft(draft(start));
    const owner = d.list('owner');
    expect(owner).not.toBe(start.owner);
    expect(owner).toEqual(start.owner);
    expect(d.list('owner')).toBe(owner);
    owner[0] = 1;
    expect(start.owner[0]).toBe(-1);
  });

  it("draft - a list put in from elsewhere is copied before it is written, unless it is the draft's own", () => {
    const d = new Draft(draft(start));
    d.replaceList('animalDeck', start.animalReserve, false);
    expect(d.list('animalDeck')).not.toBe(start.animalReserve);
    const fresh = [1, 2];
    d.replaceList('animalReserve', fresh, true);
    expect(d.list('animalReserve')).toBe(fresh);
  });

  it('draft - a player and its hands are copied once, with every field in order', () => {
    const d = new Draft(draft(start));
    const red = d.player(0);
    expect(red).not.toBe(start.players[0]);
    expect(Object.keys(red)).toEqual(Object.keys(start.players[0]!));
    expect(d.player(0)).toBe(red);
    expect(d.state.players[1]).toBe(start.players[1]);
    const hand = d.hand(0, 'landHand');
    expect(hand).not.toBe(start.players[0]!.landHand);
    expect(d.hand(0, 'landHand')).toBe(hand);
    hand.pop();
    d.scorings(0).push({ markets: 0, chains: 0, haciendas: 0, water: 0, money: 0, total: 0 });
    expect(start.players[0]!.landHand).toHaveLength(hand.length + 1);
    expect(start.players[0]!.scorings).toEqual([]);
  });

  it('effects - every legal action performed on a draft leaves its state unchanged, with or without events', () => {
    let performed = 0;
    let told = 0;
    for (const s of positions) {
      const snapshot = JSON.stringify(s);
      for (const action of classicLegalActions(s)) {
        const withEvents = new Draft(draft(s));
        const events: ClassicEvent[] = [];
        performClassic(withEvents, action, events);
        const silent = new Draft(draft(s));
        performClassic(silent, action);
        expect(silent.state).toEqual(withEvents.state);
        told += events.length;
        performed++;
      }
      expect(JSON.stringify(s)).toBe(snapshot);
    }
    expect(performed).toBeGreaterThan(1000);
    expect(told).toBeGreaterThan(performed);
  });
});
