/**
 * Classic Hacienda's built-in boards: the two sides of the printed board, as `.map` files beside
 * this module (docs/maps.md). Any other board comes from a file the player names.
 */
import type { MapData } from '../../../engine/board.js';
import type { OptionChoice } from '../../../engine/options.js';
import { MapLoadError, readBuiltinBoard } from '../../../maps/load.js';

export const BOARDS: readonly OptionChoice[] = [
  { value: 'symmetric', label: 'symmetric', help: 'the printed board, symmetric side (10 markets): best for a first game' },
  { value: 'asymmetric', label: 'asymmetric', help: 'the printed board, asymmetric side (11 markets)' },
];

/** The built-in board named `name`, or undefined when there is none of that name. */
export function builtinBoard(name: string): MapData | undefined {
  if (!BOARDS.some((b) => b.value === name)) return undefined;
  return readBuiltinBoard(new URL(`./${name}.map`, import.meta.url), `boards/${name}.map`);
}

/** The names of the built-in boards. */
export const BOARD_NAMES: readonly string[] = BOARDS.map((b) => b.value);

/** The built-in board named `name`; throws MapLoadError naming the built-in boards for another name. */
export function classicBoard(name: string): MapData {
  const board = builtinBoard(name);
  if (!board) throw new MapLoadError(name, `unknown built-in map '${name}' (built-in maps: ${BOARD_NAMES.join(', ')})`);
  return board;
}
