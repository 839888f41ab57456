/**
 * Hacienda 2026's part of the help: the board's legend (with each special visitor center's
 * effect), a summary of the rules, and the rulings of 2026 (docs/rulings.md).
 */
import { CENTER_KINDS } from '../rules/components.js';
import type { Glyphs } from '../../../tui/terminal/glyphs.js';
import { CENTER_EFFECT, CENTER_LETTER } from './cells.js';

export function legendLines(glyphs: Glyphs): string[] {
  return [
    `Terrain: ${glyphs.pampas} pampas  f forest  b marsh (bañado)  h hill  m mountain  g meadow  ${glyphs.water} water`,
    'Visitor centers (an upper-case letter on yellow; [C] in the detailed board):',
    ...CENTER_KINDS.map((k) => `  ${CENTER_LETTER[k]} ${k === 'plain' ? 'plain' : k}: ${CENTER_EFFECT[k]}`),
    "Pieces: the owner's letter (R B G Y W, also its colour), then # a land marker or the animal: a anteater, c capybara, g guanaco, j jaguar.",
    'Compact board: an upper-case animal or ^ on land is a viewing platform; * is land with a reserve token, & both.',
    'Detailed board: a third character shows ^ a platform, * a reserve token, & both.',
    `${glyphs.target} or a cyan background: where the chosen pair or tile may go. Underlined: the last move.`,
    'Hand: cards that make a matching pair with another card in hand are bold (green).',
  ];
}

export function sideLegend(glyphs: Glyphs): string[] {
  return [
    `${glyphs.pampas} pampas f forest b marsh h hill`,
    `m mountain g meadow ${glyphs.water} water`,
    'C D S H E L T visitor centers (? help)',
    'R B G Y W owner, then # land or an animal:',
    'a anteater c capybara g guanaco j jaguar',
    '^ platform, * reserve token, & both',
  ];
}

export const RULES = [
  'Your turn: three actions (one more for each extra-action center); each is one of:',
  '- take a card: the top of the deck, or any card of the face-up queue (the last one refills it to 3);',
  '- play a matching pair: two cards of one terrain put a land marker on an empty space of it (pampas:',
  '  next to your markers); two of one animal put the animal on empty pampas next to your animals of',
  '  that kind (or, when none has room, next to your land); a pair matching both may place both (2 actions);',
  '- a reserve token on a land chain of yours without one: draw a card per marker;',
  '- a water tile: pay 4 cards of 4 different animals, lay a tile on empty land, gain a reserve token;',
  '- a viewing platform: pay 6 cards of 6 different terrains, put it on a chain of your pieces.',
  'Wild terrain and wild animal cards stand for any terrain or animal. You end a turn early only when',
  'nothing else is possible. An animal next to a visitor center triggers it (see the legend).',
  'You have 19 land markers for the map (the 20th marks your VP) and 12 of each animal.',
  'Scorings: the first when the deck runs out the first time (the discard pile becomes the deck), after',
  'the round; the final when it runs out again, or at once when the last water tile or platform is used.',
  'Points: different visitor centers touched by your animals (1, 3, 6, 10, ...), land chains of 3 or more',
  '(2 per marker), pieces next to water (1 each), chains with a platform or touching the hacienda',
  'center (1 per piece), and VP gained in play. Most VP wins; then most reserve tokens, then most cards.',
];
