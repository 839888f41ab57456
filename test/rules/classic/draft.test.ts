/**
 * Applying an action copies the state field by field (apply.ts draft, for speed): the copy must
 * have every field of the state, in the same order, with the same values, and a turn of its own.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, isOver, legalActions } from '../../../src/api.js';
import { loadMap } from '../../../src/maps/load.js';
import { draft } from '../../../src/rules/classic/apply.js';
import { classicView } from '../../../src/rules/classic/view.js';
import { seedRng, nextInt } from '../../../src/engine/rng.js';
import { classic, type ClassicState } from './fixtures.js';

const map = loadMap('symmetric');

function playedGame(steps: number): ClassicState {
  let state = classic.newGame({ players: ['Red', 'Blue', 'Green'], seed: 'draft', map });
  const rng = seedRng('draft');
  for (let i = 0; i < steps && !isOver(state); i++) {
    const actions = legalActions(state);
    state = (applyAction(state, actions[nextInt(rng, actions.length)]!) as { state: ClassicState }).state;
  }
  return state;
}

describe('classic draft', () => {
  it('draft - a copy of the state has every field, in order, with the same values and a turn of its own', () => {
    const states = [classic.newGame({ players: ['Red', 'Blue'], seed: 'd', map }), playedGame(150)];
    states.push(classicView(states[1]!, 1));
    for (const s of states) {
      const d = draft(s);
      expect(Object.keys(d)).toEqual(Object.keys(s));
      for (const k of Object.keys(s) as (keyof ClassicState)[]) if (k !== 'turn') expect(d[k], k).toBe(s[k]);
      expect(d.turn).toEqual(s.turn);
      expect(Object.keys(d.turn)).toEqual(Object.keys(s.turn));
      expect(d.turn).not.toBe(s.turn);
    }
  });

  it('draft - players changed by an action keep every field, in order', () => {
    const before = playedGame(150);
    const after = playedGame(10_000);
    expect(isOver(after)).toBe(true);
    for (const s of [before, after]) for (const p of s.players) expect(Object.keys(p)).toEqual(Object.keys(before.players[0]!));
  });
});
