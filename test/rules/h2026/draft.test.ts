/**
 * Applying an action copies the state field by field (apply.ts draft, for speed): the copy must
 * have every field of the state, in the same order, with the same values, and a turn of its own.
 */
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../src/engine/rng.js';
import { copyOf, draft } from '../../../src/games/h2026/rules/apply.js';
import { h2026Determinize } from '../../../src/games/h2026/rules/determinize.js';
import { h2026View } from '../../../src/games/h2026/rules/view.js';
import { randomPositionsFrom } from '../../bots/support.js';
import { expectDraftOf, expectPlayerFields, expectWholeState } from '../draft-support.js';
import { h2026, type H2026State } from './fixtures.js';

const start = h2026.newGame({ players: ['Red', 'Blue', 'Green'], seed: 'draft', mode: 'hacienda' });
// Positions through a whole game, scorings included.
const positions = randomPositionsFrom(start, 'draft', 30) as H2026State[];

describe('2026 draft', () => {
  it('draft 2026 - a copy of the state has every field, in order, with the same values and a turn of its own', () => {
    expect(positions.length).toBeGreaterThan(4);
    const mid = positions[3]!;
    // And a seat's view, which says it is one.
    for (const s of [...positions, h2026View(mid, 2)]) {
      expectDraftOf(s, draft(s));
    }
  });

  it('draft 2026 - dealing the hidden cards gives a whole state: the fields of a new game, in order, no view mark', () => {
    const view = h2026View(positions[3]!, 1);
    expectWholeState(h2026Determinize(view, 1, seedRng('deal')), copyOf(view), start);
  });

  it('draft 2026 - players changed by actions keep every field, in order', () => {
    expect(positions.at(-1)!.scorings).toBeGreaterThan(0);
    expectPlayerFields(positions, start.players[0]!);
  });
});
