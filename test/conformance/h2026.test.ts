import { describe, expect, it } from 'vitest';
import type { H2026State } from '../../src/games/h2026/rules/state.js';
import { gamesPerCase, playConformanceGame } from './harness.js';
import { h2026Conformance } from './h2026-support.js';

// Seeded random games of Hacienda 2026 in both modes, every layout, 2 to 5 players; the first game
// of each applies every listed action at every step.
describe.each(['basic', 'hacienda'] as const)('conformance - 2026 in %s mode', (mode) => {
  describe.each(['standard', 'random', 'custom'] as const)('conformance - 2026 %s layout', (layout) => {
    it.each([2, 3, 4, 5])('conformance - %i-player random games keep every promise of the engine', (players) => {
      for (let g = 0; g < gamesPerCase(2, 3); g++) {
        const { state } = playConformanceGame(h2026Conformance(mode, layout, players, `${mode}/${layout}/${players}/${g}`, g === 0));
        expect((state as H2026State).over).toBe(true);
      }
    });
  });
});
