/** src/games/index.ts: the games, and their names and options apart from their rules. */
import { describe, expect, it } from 'vitest';
import { ABOUT_GAMES, findGame, GAMES } from '../../src/games/index.js';

describe('games', () => {
  it('games - the about list is the about of each game, in the same order', () => {
    expect(ABOUT_GAMES).toEqual(GAMES.map((g) => g.rules.about));
    ABOUT_GAMES.forEach((about, i) => expect(GAMES[i]!.rules.about).toBe(about));
  });

  it('games - every game has its knowledge and its screen, and is found by name', () => {
    for (const g of GAMES) {
      expect(findGame(g.rules.about.name)).toBe(g);
      expect(g.knowledge).toBeDefined();
      expect(g.presenter).toBeDefined();
    }
    expect(findGame('chess')).toBeUndefined();
  });
});
