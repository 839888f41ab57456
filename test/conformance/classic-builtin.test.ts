import { describe, expect, it } from 'vitest';
import { classicBoard } from '../../src/games/classic/boards/index.js';
import type { ClassicState } from '../../src/games/classic/rules/state.js';
import { gamesPerCase, playConformanceGame } from './harness.js';
import { classicConformance, expectedScorings } from './classic-support.js';

// Seeded random games on the built-in boards: 2 to 5 players, 8 games each per board (12 with
// npm run test:conformance); the first game of each applies every listed action at every step.
describe.each(['symmetric', 'asymmetric'])('conformance - classic on the %s board', (board) => {
  const map = classicBoard(board);
  it.each([2, 3, 4, 5])('conformance - %i-player random games keep every promise of the engine', (players) => {
    for (let g = 0; g < gamesPerCase(8, 12); g++) {
      const { state } = playConformanceGame(classicConformance(map, players, `${board}/${players}/${g}`, g === 0));
      expect((state as ClassicState).scorings).toBe(expectedScorings(state));
    }
  });
});
