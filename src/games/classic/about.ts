/** Classic Hacienda's name, players and options (src/games/game.ts GameAbout), without its rules. */
import type { GameAbout } from '../game.js';
import { OPTIONS } from './rules/options.js';

export const classicAbout: GameAbout = {
  name: 'classic',
  title: 'Classic Hacienda',
  blurb: 'land and animal cards, markets, haciendas, pesos',
  options: OPTIONS,
  minPlayers: 2,
  maxPlayers: 5,
};
