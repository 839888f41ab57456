import { describe, expect, it } from 'vitest';
import type { ClassicState } from '../../src/rules/classic/state.js';
import { playConformanceGame } from './harness.js';
import { classicConformance, hasHaz, hazFiles, hazMap } from './classic-support.js';

// 90 seeded random games on community .haz boards: six boards, 2 to 5 players.
const BOARDS = ['Ararat.haz', 'Everest.haz', 'Zion.haz', 'GingerChew.haz', 'Socket.haz', 'Parallax.haz'];

describe.skipIf(!hasHaz)('conformance - classic on .haz boards (skipped when ../shared/maps/haz is absent)', () => {
  it.each(BOARDS)('conformance - random games on %s keep every promise of the engine', (file) => {
    const map = hazMap(file);
    for (let g = 0; g < 15; g++) {
      const players = 2 + (g % 4);
      const { state } = playConformanceGame(classicConformance(map, players, `${file}/${g}`));
      expect((state as ClassicState).scorings).toBe(2);
    }
  });

  it('conformance - every .haz board loads and plays a whole game', () => {
    const files = hazFiles();
    expect(files.length).toBeGreaterThan(0);
    files.forEach((file, i) => {
      const { state } = playConformanceGame(classicConformance(hazMap(file), 2 + (i % 4), `all/${file}`));
      expect((state as ClassicState).over).toBe(true);
    });
  });
});
