/** src/games/index.ts: the games, and their names and options apart from their rules. */
import { describe, expect, it } from 'vitest';
import { ABOUT_GAMES, findGame, GAMES } from '../../src/games/index.js';

describe('games', () => {
  it('games - the about list names the same games, in the same order, with the same names, players and options as their rules', () => {
    expect(ABOUT_GAMES.map((a) => a.name)).toEqual(GAMES.map((g) => g.rules.name));
    ABOUT_GAMES.forEach((about, i) => {
      const rules = GAMES[i]!.rules;
      expect({ title: rules.title, blurb: rules.blurb, options: rules.options, minPlayers: rules.minPlayers, maxPlayers: rules.maxPlayers }).toEqual({
        title: about.title,
        blurb: about.blurb,
        options: about.options,
        minPlayers: about.minPlayers,
        maxPlayers: about.maxPlayers,
      });
    });
  });

  it('games - every game has its knowledge and its screen, and is found by name', () => {
    for (const g of GAMES) {
      expect(findGame(g.rules.name)).toBe(g);
      expect(g.knowledge).toBeDefined();
      expect(g.presenter).toBeDefined();
    }
    expect(findGame('chess')).toBeUndefined();
  });
});
