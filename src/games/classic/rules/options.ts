/** Classic Hacienda's options: the board (its built-in ones by name, or any board as a MapData). */
import type { MapData } from '../../../engine/board.js';
import type { OptionSpec } from '../../../engine/options.js';
import { SetupError } from '../../../engine/ruleset.js';
import { BOARDS, builtinBoard } from '../boards/index.js';

export const OPTIONS: readonly OptionSpec[] = [
  { name: 'map', kind: 'board', choices: BOARDS, default: 'symmetric', placeholder: 'name|file', help: 'the board', question: 'Which board?' },
];

/** The board of the options: a MapData as given, a built-in board by name, or the default board. */
export function boardOf(map: MapData | string | undefined): MapData {
  if (map === undefined || typeof map === 'string') {
    const name = map ?? OPTIONS[0]!.default;
    const board = builtinBoard(name);
    if (!board) throw new SetupError(`unknown board '${name}' (built-in boards: ${BOARDS.map((b) => b.value).join(', ')})`);
    return board;
  }
  return map;
}
