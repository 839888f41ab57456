/**
 * Applying an action copies the state field by field (apply.ts draft, for speed): the copy must
 * have every field of the state, in the same order, with the same values, and a turn of its own.
 */
import { describe, expect, it } from 'vitest';
import { classicBoard } from '../../../src/games/classic/boards/index.js';
import { seedRng } from '../../../src/engine/rng.js';
import { copyOf, draft } from '../../../src/games/classic/rules/apply.js';
import { classicDeterminize } from '../../../src/games/classic/rules/determinize.js';
import { classicView } from '../../../src/games/classic/rules/view.js';
import { randomPositionsFrom } from '../../bots/support.js';
import { expectDraftOf, expectPlayerFields, expectWholeState } from '../draft-support.js';
import { classic, type ClassicState } from './fixtures.js';

const start = classic.newGame({ players: ['Red', 'Blue', 'Green'], seed: 'draft', map: classicBoard('symmetric') });
// Positions through a whole game, scorings included.
const positions = randomPositionsFrom(start, 'draft', 40) as ClassicState[];

describe('classic draft', () => {
  it('draft - a copy of the state has every field, in order, with the same values and a turn of its own', () => {
    expect(positions.length).toBeGreaterThan(4);
    for (const s of [...positions, classicView(positions[3]!, 1)]) {
      expectDraftOf(s, draft(s));
    }
  });

  it('draft - dealing the hidden cards gives a whole state: the fields of a new game, in order, no view mark', () => {
    const view = classicView(positions[3]!, 1);
    expectWholeState(classicDeterminize(view, 1, seedRng('deal')), copyOf(view), start);
  });

  it('draft - players changed by actions keep every field, in order', () => {
    expect(positions.at(-1)!.scorings).toBeGreaterThan(0);
    expectPlayerFields(positions, start.players[0]!);
  });
});
