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
    `${glyphs.target} or a cyan background: where the chosen pair or tile may go. Underlined: the last move; underlined and bold (in the detailed board, a bold outline, yellow in colour): changed since your last turn (d steps through them).`,
    "In colour, each terrain has a ground of its own and the pieces stand on their owner's colour.",
    'Hand: cards that make a matching pair with another card in hand are bold (green).',
  ];
}

/**
 * A short legend for the side of the board, after the players' letters and the terrains on their
 * tints (cells.ts's terrainKeys), which the legend draws itself.
 */
export function sideLegend(_glyphs: Glyphs): string[] {
  return [
    'C D S H E L T visitor centers (? help)',
    'R B G Y W owner, then # land or an animal:',
    'a anteater c capybara g guanaco j jaguar',
    '^ platform, * reserve token, & both',
  ];
}

/**
 * The rules for players, in plain words, one paragraph a line (the help wraps them to the
 * terminal). The numbers in brackets are the rulings behind each rule (docs/rulings.md).
 */
export const RULES = [
  'Your turn: three actions, one more for each extra-action center you trigger (even with the last action). You end a turn early only when no action is possible: while a card can be taken, you act. Each action is one of these: (R2026-8, R2026-20)',
  "- Take a card: the top of the deck, or any face-up card of the queue. Taking the queue's last card refills it to 3 from the deck. Once the deck has run out for the second time, draws give nothing and taking from it is no action. (N3, R2026-11)",
  '- Play a matching pair: two cards that share a terrain put one of your land markers on an empty space of that terrain (pampas: next to one of your markers); when that terrain has no empty space, the pair cannot be played. Two cards that share an animal put that animal on empty pampas next to your animals of that kind, or next to one of your land markers when none of them has room or you have none on the map. A pair that shares both may place both for 2 actions: the marker first, then the animal, which may use it. (N4, N5, R2026-4, R2026-19)',
  '- A reserve token on one of your land chains that has none: draw a card for each marker of the chain. Reserve tokens come only with water tiles.',
  '- A water tile: pay 4 cards of 4 different animals, then lay a tile of any size, any way round, on empty spaces of any terrain (never a visitor center); the spaces it covers are water. You gain a reserve token if one is left, and the 4 cards go into the queue, which can then hold more than 3. (N7, N3, R2026-10, R2026-17)',
  '- A viewing platform: pay 6 cards of 6 different terrains, then put the platform on a chain of your pieces (land markers and animals together) that has none. The 6 cards go into the queue. (N8, R2026-10)',
  'Wild cards: a wild terrain card stands for any terrain and a wild animal card for any animal, in a pair and in a set (four wild animals are four different animals, six wild terrains six terrains); a wild terrain card and a wild animal card make no pair. (N4, R2026-21)',
  'Visitor centers: each animal you put next to one triggers it: a plain center gives you 2 cards from the deck, a special one does what the legend says. An animal next to two triggers both, in reading order, each finished before the next. VP gained this way count at once. (N6, R2026-5, R2026-18)',
  'Your pieces: 19 land markers for the map (the 20th marks your VP) and 12 of each animal. The deck: 120 cards, each animal-terrain pair 4 times, 12 wild terrains and 12 wild animals; 50, 30, 15 or 5 are removed unseen with 2 to 5 players. (N1, N2)',
  'When the scorings come: the first time the deck runs out, the discard pile is shuffled into a new deck at once, the round is finished, then the first scoring. The second time, nothing is reshuffled, the round is finished, and the final scoring ends the game. When the last water tile or the last platform is used, the game ends at once with the final scoring (after the first scoring, if it was due and not yet held). A round ends after the player seated before the start player; an empty discard pile at the first run-out means both scorings follow that round. (N9, R2026-6, R2026-7)',
  'No stalling: a whole round in which nobody takes an action ends the game with the final scoring alone; it cannot happen before the deck has run out twice. (R2026-9)',
  'Points at each scoring: the different visitor centers your animals touch (1, 3, 6, 10, 15, 21, 28, 36, 45, then 3 more for each beyond the 9th); each chain of 3 or more land markers, 2 per marker; water: 1 per piece of yours next to water (the spring center counts as water); each chain of your pieces with a platform, or touching the hacienda center, 1 per piece, once; and the VP gained in play since the last scoring (bonus). Platforms score at both scorings. (N10, R2026-12, R2026-15, R2026-16, R2026-18)',
  'The most VP wins; a tie goes to the most reserve tokens left, then the most cards in hand, and then is shared. (N10)',
];

/** The rulings that the rules above do not say, in plain words; the numbers are docs/rulings.md's. */
export const RULINGS = [
  'With nothing legal left to do, a player may only end the turn. (B1)',
  "Whatever is random (the shuffles, the start player, the map tiles drawn) comes from the game's seed and is written into the game's record, so a saved game replays the same on any later version. The start player comes from the seed unless chosen; the map is laid first, then the cards are shuffled and dealt. (B2, R2026-22)",
  'The map tiles are our own, after the rulebook: a central tile, large tiles 1 to 5 with an A side (plain centers) and a B side (the six special centers), and small tiles 6 to 8, laid as printed for each number of players; no space next to a visitor center is other than pampas. (N11)',
  'The custom layout: the central tile and two large and one small tile drawn at random start the map; then, from the start player, each player draws a tile that everybody sees and lays it anywhere legal, any way round: on no other tile, a large tile with its marked edge against the map, a small one touching it, and no visitor center next to a space that is neither pampas nor a center. A tile that fits nowhere goes back to the box and another is drawn; when none fits, the map is done. The random layout lays every tile by the seed. (R2026-1, R2026-2, R2026-3)',
  'Paying for a water tile needs a tile that fits somewhere, and paying for a platform a chain without one; the tile or platform paid for is then your only choice until it is placed. (R2026-10)',
  "A center's take from the queue is skipped when the queue is empty and the deck cannot refill it. The deck runs out whenever its last card is drawn, by any draw: taking, refilling the queue, a center, a reserve token. (R2026-11)",
  "A reserve token or a platform is drawn on its chain's first space in reading order; a chain that grows or merges keeps them; a chain with a reserve token takes no other, a chain with a platform no other platform, and two platforms on one merged chain score once. (R2026-13)",
  "The lake center's water tile goes on any empty space of any terrain, and you may decline it; with no single tile left, any tile of the supply. It counts toward the supply running out, so it can end the game. (R2026-14)",
  'Changed on 2026-12-01: 19 land markers go on the map, not 20 (N2), and a stalled game has the final scoring alone (R2026-9). A record saved before then with a 20th marker on the map is refused at that action (hacienda validate); all others replay as before.',
];
