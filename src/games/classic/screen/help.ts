/**
 * Classic's part of the help: the board's legend and a summary of the rules.
 */
import type { Glyphs } from '../../../tui/terminal/glyphs.js';

export function legendLines(glyphs: Glyphs): string[] {
  return [
    `Terrain: ${glyphs.pampas} pampas  m mountain  f forest  g meadow  r rock  s moorland  $ market  ${glyphs.water} water`,
    "Pieces: the owner's letter (R B G Y W, also its colour), then # land or the animal: c cattle, h horse, p pig, s sheep.",
    'Compact board: an upper-case animal (C H P S) or ^ on land is a hacienda; * is land with a harvest token, & both.',
    'Detailed board: a third character shows ^ a hacienda, * a harvest token, & both.',
    `${glyphs.target} or a cyan background: where the chosen card or tile may go. Underlined: the last move.`,
  ];
}

/** A short legend for the side of the board, most useful lines first. */
export function sideLegend(glyphs: Glyphs): string[] {
  return [
    `${glyphs.pampas} pampas  m mountain  f forest  g meadow`,
    `r rock  s moorland  $ market  ${glyphs.water} water`,
    'R B G Y W owner, then # land or an animal:',
    'c cattle  h horse  p pig  s sheep',
    'C H P S, ^ (&) a hacienda; * (&) harvested',
    `${glyphs.target} / cyan: where it may go`,
  ];
}

export const RULES = [
  'Your turn: up to three actions, in any order; end it early with e. Each is one of:',
  '- buy a card: the top of a deck (2 pesos) or a face-up one (3); several per turn;',
  '- play a card: a land card puts your land tile on an empty space of its terrain (a pampas card, or a',
  '  terrain with no empty space left: on empty pampas next to your land); an animal card puts the animal',
  '  on empty pampas next to your land or to your animals of that kind;',
  '- buy a hacienda (12, once per turn) and put it on one of your tiles, in a chain or herd without one:',
  '  it scores that chain or herd;',
  '- buy a water tile (12, once per turn) and lay it on free pampas: each piece next to it scores 1;',
  '- harvest (once per turn): a token on one of your land chains without one pays 3 pesos per tile.',
  'A herd that reaches a side of a market pays at once: 1 peso per animal of the herd and per land tile',
  'of yours touching it, for each market side reached.',
  'Scorings: when the first animal stack runs out, the intermediate scoring follows the end of the round;',
  'when the second runs out, the final one. A whole round without an action ends the game with the final',
  'scoring alone. Points: markets connected (1, 3, 6, 10, ...), land chains of 3 or more (2 per tile),',
  'haciendas (the size of their chain or herd), water (1 per piece next to each tile), money (1 per 10',
  'pesos). Most points wins; money breaks ties.',
];
