/**
 * The Classic tutorial's lessons (`hacienda tutorial --rules classic`): one guided game on the
 * symmetric board, you against the tutor, whose cards the seed deals so that every lesson has
 * what it needs (your hand: two forests, meadows, a pampas card, two cattle; a cattle face up).
 * The tutor's own turns are only card buys, to keep the board yours to read. The texts name
 * the keys the screen has (b buy, p play, c hacienda, w water, t harvest, e end).
 *
 * The market payments are the rulebook's example: a chain of 3 land tiles touches a cattle; a
 * second cattle beside it reaches a market: 2 cattle + 3 land tiles = 5 pesos; a third on the
 * market's next side: 3 + 3 = 6.
 */
import type { TutorialScript } from '../../tutorial/script.js';
import { classicBoard } from './boards/index.js';

const TUTOR_BUYS = ['buy land deck', 'buy land deck', 'buy land deck'];

export const CLASSIC_TUTORIAL: TutorialScript = {
  rules: 'classic',
  options: { seed: 'tutorial-22', startPlayer: 0 },
  // Read from its file when a lesson starts (a few times a tutorial), not when the program loads:
  // every game loads this module.
  get map() {
    return classicBoard('symmetric');
  },
  seats: ['You', 'Tutor'],
  lessons: [
    {
      title: 'land on its terrain',
      text: 'Your turn is up to three actions. A land card puts one of your land tiles on an empty space of its terrain: type E4 (marked +), press enter and choose the forest card.',
      play: 'play land forest E4',
      spaces: ['E4'],
    },
    {
      title: 'a chain',
      text: 'Land tiles of yours that touch form a land chain, whatever their terrains. Big chains pay at harvests and score at the scorings. Type F4, enter, and play your other forest.',
      play: 'play land forest F4',
      spaces: ['F4'],
    },
    {
      title: 'a chain of three',
      text: 'A chain of 3 tiles or more scores 2 points a tile at each scoring. Play a meadow on E5 (type E5, enter, enter). This third action ends your turn.',
      play: 'play land meadow E5',
      spaces: ['E5'],
    },
    {
      title: 'buying a card',
      setup: TUTOR_BUYS,
      text: 'The tutor bought three cards. A card costs 2 pesos from the top of a deck (unseen) or 3 face up. Press b and buy the face-up cattle (7).',
      play: 'buy animal display 1',
    },
    {
      title: 'an animal next to your land',
      text: 'An animal goes on empty pampas next to your land, or next to your animals of its kind. Type F3, enter, and choose the cattle (2).',
      play: 'play animal cattle F3',
      spaces: ['F3'],
    },
    {
      title: 'a herd reaching a market',
      text: 'Touching animals of one kind form a herd. A cattle on E3 reaches the market at D3, which pays at once 1 peso per animal of the herd and 1 per tile of your chains touching it: 2 + 3 = 5.',
      play: 'play animal cattle E3',
      spaces: ['E3', 'D3'],
    },
    {
      title: 'another side of a market',
      setup: TUTOR_BUYS,
      text: 'Each space beside a market pays once. Put your third cattle on D4, another side of the market at D3: the herd is 3 now, so it pays 3 + 3 = 6 pesos.',
      play: 'play animal cattle D4',
      spaces: ['D4', 'D3'],
    },
    {
      title: 'harvest',
      text: 'Once a turn you may harvest a chain of yours that has no harvest token yet: 3 pesos a tile. Press t, then enter on E4: 3 tiles, 9 pesos.',
      play: 'harvest E4',
      spaces: ['E4', 'F4', 'E5'],
    },
    {
      title: 'a hacienda',
      text: 'A hacienda (12 pesos, once a turn) goes on a chain or herd that has none yet, and scores 1 point a tile of it at each scoring. Press c, type E4, enter.',
      play: 'hacienda E4',
      spaces: ['E4'],
    },
    {
      title: 'a card from the deck',
      setup: ['end'],
      text: 'The tutor ended its turn without acting. Buy the top card of the land deck (b, then 1): 2 pesos, and you see the card only once it is yours.',
      play: 'buy land deck',
    },
    {
      title: 'land on pampas',
      text: 'A pampas card (or one whose terrain has no empty space left) puts land on empty pampas next to yours. Type G4, enter, and play the pampas card.',
      play: 'play land pampas G4',
      accept: ['play land pampas *'],
      spaces: ['G4'],
    },
    {
      title: 'a water tile',
      text: 'A water tile (12 pesos, once a turn) lies on empty pampas and scores 1 point per tile of yours next to it. Press w, choose a shape, move it; r turns it, enter lays it.',
      play: 'water pair G5 H5',
      accept: ['water *'],
      spaces: ['G5', 'H5'],
    },
    {
      title: 'the scorings',
      setup: ['end'],
      text: 'Two scorings count markets reached, chains of 3+, haciendas, water and 1 point per 10 pesos; the panel counts down to the next. Press o to see your points if scored now, then e to end.',
      play: 'end',
    },
  ],
  finale:
    'You know the game. Play it on against the random bot: i shows a hint (what the strong bot would play, and what it gains), ? the help and the rules, q leaves (the tutorial keeps your place).',
};
