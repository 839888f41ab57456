import { describe, expect, it } from 'vitest';
import type { ClassicState } from '../../src/games/classic/rules/state.js';
import { gamesPerCase, playConformanceGame } from './harness.js';
import { classicConformance, expectedScorings, hasHaz, hazFiles, hazMap } from './classic-support.js';

// 48 seeded random games (72 with npm run test:conformance) on six community .haz boards, 2 to 5
// players, with every check; then
// one lighter game on each of the 64 boards.
const BOARDS = ['Ararat.haz', 'Everest.haz', 'Zion.haz', 'GingerChew.haz', 'Socket.haz', 'Parallax.haz'];

describe.skipIf(!hasHaz)('conformance - classic on .haz boards (skipped when ../shared/maps/haz is absent)', () => {
  it.each(BOARDS)('conformance - random games on %s keep every promise of the engine', (file) => {
    const map = hazMap(file);
    for (let g = 0; g < gamesPerCase(8, 12); g++) {
      const players = 2 + (g % 4);
      const { state } = playConformanceGame(classicConformance(map, players, `${file}/${g}`));
      expect((state as ClassicState).scorings).toBe(expectedScorings(state));
    }
  });

  // Every board of the folder, more lightly: play, keep the invariants, replay the record.
  it.each(hazFiles().map((file, i) => [file, 2 + (i % 4)] as const))('conformance - %s loads and plays a whole %i-player game', (file, players) => {
    const { state } = playConformanceGame({ ...classicConformance(hazMap(file), players, `all/${file}`), light: true });
    expect((state as ClassicState).over).toBe(true);
  });
});
