/** Hacienda 2026's options: which side of the tiles, and how the map is laid from them. */
import type { OptionSpec } from '../../../engine/options.js';

export const OPTIONS: readonly OptionSpec[] = [
  {
    name: 'mode',
    kind: 'choice',
    choices: [
      { value: 'basic', label: 'basic', help: 'the A sides: plain visitor centers (draw 2 cards)' },
      { value: 'hacienda', label: 'hacienda', help: 'the B sides: six special visitor centers (double, spring, hacienda, extra, lake, twin)' },
    ],
    default: 'basic',
    placeholder: 'mode',
    help: 'the side of the tiles',
    question: 'Which side of the tiles?',
  },
  {
    name: 'layout',
    kind: 'choice',
    choices: [
      { value: 'standard', label: 'standard', help: 'the printed layout for the number of players' },
      { value: 'custom', label: 'custom', help: 'the players lay the map: each draws a tile and places it' },
      { value: 'random', label: 'random', help: 'the seed lays a custom map' },
    ],
    default: 'standard',
    placeholder: 'layout',
    help: 'the map from the tiles',
    question: 'Which map layout?',
  },
];
