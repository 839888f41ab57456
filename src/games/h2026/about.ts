/** Hacienda 2026's name, players and options (src/games/game.ts GameAbout), without its rules. */
import type { GameAbout } from '../game.js';
import { OPTIONS } from './rules/options.js';

export const h2026About: GameAbout = {
  name: '2026',
  title: 'Hacienda 2026',
  blurb: 'animal-terrain card pairs, visitor centers, a map of tiles',
  options: OPTIONS,
  minPlayers: 2,
  maxPlayers: 5,
};
