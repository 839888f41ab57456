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
    `${glyphs.target} or a cyan background: where the chosen card or tile may go. Underlined: the last move; underlined and bold (in the detailed board, a bold outline, yellow in colour): changed since your last turn (d steps through them).`,
    "In colour, each terrain has a ground of its own and the pieces stand on their owner's colour.",
  ];
}

/**
 * A short legend for the side of the board, most useful lines first, after the players' letters
 * and the terrains on their tints (cells.ts's terrainKeys), which the legend draws itself.
 */
export function sideLegend(glyphs: Glyphs): string[] {
  return [
    'R B G Y W owner, then # land or an animal:',
    'c cattle  h horse  p pig  s sheep',
    'C H P S, ^ (&) a hacienda; * (&) harvested',
    `${glyphs.target} / cyan: where it may go`,
  ];
}

/**
 * The rules for players, in plain words, one paragraph a line (the help wraps them to the
 * terminal). The numbers in brackets are the rulings behind each rule (docs/rulings.md).
 */
export const RULES = [
  'Your turn: up to three actions, in any order; e ends the turn early (ending is not an action; the turn passes by itself after the third). Each action is one of these: (C1, R3)',
  '- Buy a card: the top card of the land or the animal deck for 2 pesos, or a face-up one for 3; as many as you like, one action each. A face-up card bought is replaced at once from its deck; when the deck is empty, fewer cards lie face up. Played cards leave the game; nothing is ever reshuffled. (C1, C3)',
  "- Play a land card: one of your land tiles goes on an empty space of the card's terrain. A pampas card, or a card whose terrain has no empty space left, puts it on empty pampas next to one of your land tiles. You have 16 land tiles. (C5)",
  '- Play an animal card: the animal goes on empty pampas next to one of your land tiles, or next to one of your animals of that kind. You have 30 animal tiles, at most 15 of one kind on the board. (C6)',
  '- Buy a hacienda (12 pesos, once per turn): it goes at once on one of your tiles, in a land chain or herd that has no hacienda yet. A chain or herd comes to hold two only by merging, and still scores once. 5, 7, 8 or 9 haciendas are for sale with 2, 3, 4 or 5 players; your own hacienda only marks your points. (C10, R7)',
  '- Buy a water tile (12 pesos, once per turn) and lay it, any way round, on empty pampas only: never on a market, a water field, another terrain or a piece. The shapes: 1 space, 2 spaces, a triangle of 3, a rhombus of 4. (C11, R4)',
  "- Harvest (once per turn): put a harvest token on one of your land chains that has none (a single tile is a chain of one) and take 3 pesos per tile of the chain. When all 8 tokens are out, move one from another player's chain instead (never from your own); that chain can be harvested again. A chain keeps its token when it grows or merges. (C9, R6)",
  'Chains and herds: land tiles of yours that touch form a land chain; animals of yours of one kind that touch form a herd. Herds of different players and kinds may touch. (C6)',
  'What a market pays: when you put an animal next to a market, you are paid at once, for each market that space touches: 1 peso per animal of the herd it belongs to (after it joined), plus 1 peso per land tile of every land chain of yours that touches that herd: the whole chains, not only the tiles next to the herd. Example: your chain of 3 land tiles touches a pig; a second pig beside it reaches a market: 2 pigs + 3 land tiles = 5 pesos. A herd that grows without reaching a new side of a market earns nothing more; each space beside a market holds one tile, so each side pays once. Land next to a market pays nothing. (C7)',
  'Connected markets: at a scoring, a market counts for you when at least one of your animals stands next to it, of any herd. It does not matter how many of your animals touch it, and markets need not be linked to each other. (C8)',
  'When the scorings come: the animal cards left after dealing form two stacks. When the last card of the first stack is bought or turned face up, the second stack becomes the deck, and the intermediate scoring follows at the end of that round. When the second stack runs out, the round is played to its end and the final scoring ends the game. A round ends after the player seated before the start player. A face-up animal card bought is replaced from whichever stack is the deck then. (C4, R8)',
  'No stalling: a whole round in which nobody takes an action ends the game with the final scoring alone; an intermediate scoring not yet held is not held. A turn ended without acting (by choice, or because nothing is possible) has no action. (C15, R1, R2)',
  'Points at each scoring, in this order: connected markets (1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66 for 1 to 11 markets; the n-th market worth n more); each land chain of 3 or more tiles, 2 points per tile; each land chain or herd that holds a hacienda, 1 point per tile, once; water: for each water tile and printed water field, 1 point per tile of yours next to it (next to two tiles: for each; next to two spaces of one tile: once); money: 1 point per full 10 pesos (you keep the money). The points of both scorings add up. (C12, C13)',
  'The most points wins; a tie goes to the most money, and then is shared. (C13)',
  'Money and hands: the bank never runs out; your money never goes below 0 (no credit); there is no hand limit. (C2)',
  "Setup: each player has 20 pesos, 8 land cards and 4 animal cards; 4 cards of each deck lie face up; 30, 20, 10 or 0 animal cards are removed unseen with 2 to 5 players; every printed water field is covered with a one-space tile. The start player is drawn from the game's seed unless chosen. (C14, C11)",
];

/** The rulings that the rules above do not say, in plain words; the numbers are docs/rulings.md's. */
export const RULINGS = [
  'With nothing legal left to do, a player may only end the turn. (B1)',
  "Whatever is random (the shuffles, the start player) comes from the game's seed and is written into the game's record, so a saved game replays the same on any later version. (B2)",
  "A harvest token is drawn on its chain's first space in reading order (top row first, then left to right); only the picture, and naming a token to move, depend on it. (R5)",
  'On a custom board with more than nine printed water fields, the fields beyond the ninth have no tile but score as water all the same. (R9)',
  "A card bought face up from a display was seen by everyone: the bots and the coach count it in its owner's hand, as a player who watched would, until a card of its kind is played; a card drawn from a deck stays its owner's secret. (R10)",
  'Changed on 2026-12-01: a hacienda goes only on a chain or herd that has none yet (C10), and a stalled game has the final scoring alone (C15, R1). A record saved before then that breaks these is refused at that action (hacienda validate); all others replay as before.',
];
