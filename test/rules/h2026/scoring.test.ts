/**
 * Scoring objectives and the winner: rulebook "Scoring Objectives" and the tie-breaks, ruling N10.
 */
import { describe, expect, it } from 'vitest';
import { centerPoints } from '../../../src/games/h2026/rules/components.js';
import { scoreNow } from '../../../src/games/h2026/rules/scoring.js';
import { at, blankGame, board, BLUE, h2026, put, putWater, RED } from './fixtures.js';

describe('N10 scoring', () => {
  it('N10 scoring - different visitor centers: 1, 3, 6, 10, 15, 21, 28, 36, 45, then 3 more each', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(centerPoints)).toEqual([0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 48, 51, 54]);
  });

  it("N10 scoring - centers touched by the player's animals, each once; land markers do not count", () => {
    const s = blankGame(board(['p C p C p', 'p p p p p', 'C p p p p']));
    put(s, 'C1', RED, 'anteater');
    put(s, 'A2', RED, 'jaguar');
    put(s, 'B2', RED, 'land');
    put(s, 'E1', BLUE, 'land');
    // C1 touches B1 and D1, A2 touches B1 and A3: three different centers.
    expect(scoreNow(s).map((x) => x.centers)).toEqual([6, 0]);
  });

  it('N10 scoring - land chains of 3 or more markers, 2 VP per marker; animals do not join land chains', () => {
    const s = blankGame(board(['f f f p p p', 'p p p p p p', 'p p p p p p']));
    put(s, 'A1 B1 C1 D1', RED, 'land');
    put(s, 'A3 B3', RED, 'land');
    put(s, 'D3', RED, 'anteater');
    put(s, 'E3', RED, 'land');
    expect(scoreNow(s)[RED]!.chains).toBe(8);
  });

  it('N10 scoring - water: 1 VP per piece next to at least one water space, however many', () => {
    const s = blankGame(board(['p W p p p', 'p p p p p', 'p p p p p']));
    putWater(s, 'C3');
    put(s, 'A1 C1', RED, 'land');
    put(s, 'B2', RED, 'anteater');
    put(s, 'E1', BLUE, 'land');
    // B2 touches the printed icon B1 and the tile C3; A1 and C1 touch B1.
    expect(scoreNow(s).map((x) => x.water)).toEqual([3, 0]);
  });

  it('N10 scoring - platforms: a chain with a platform scores 1 per piece, land and animals', () => {
    const s = blankGame(board(['p p p p p', 'p p p p p']));
    put(s, 'A1 B1', RED, 'land');
    put(s, 'C1', RED, 'capybara');
    put(s, 'E2', RED, 'land');
    s.platform[at(s, 'B1')] = 1;
    s.platforms--;
    expect(scoreNow(s)[RED]).toEqual({ centers: 0, chains: 0, water: 0, platforms: 3, bonus: 0, total: 3 });
  });

  it('N10 ties - most VP wins; then most unplayed reserve tokens; then most cards in hand; then shared', () => {
    const s = blankGame(board(['p p p']), { players: 3 });
    s.over = true;
    s.players.forEach((p) => (p.vp = 10));
    s.players[2]!.vp = 9;
    s.players[2]!.reserves = 5;
    expect(h2026.winners(s)).toEqual([0, 1]);
    s.players[1]!.reserves = 1;
    expect(h2026.winners(s)).toEqual([1]);
    s.players[0]!.reserves = 1;
    s.players[0]!.hand = [1, 2];
    s.players[1]!.hand = [3];
    expect(h2026.winners(s)).toEqual([0]);
    s.players[1]!.hand = [3, 4];
    expect(h2026.winners(s)).toEqual([0, 1]);
    expect(h2026.totals(s)).toEqual([10, 10, 9]);
  });
});
