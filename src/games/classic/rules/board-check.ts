/**
 * Whether a board can carry a game of Classic Hacienda.
 *
 * Any well-formed map loads; this says what Classic in particular needs of it, in words a player
 * can act on. Deliberately lenient about layout: published custom boards have markets side by
 * side, terrain next to markets, no water fields, even separate islands, and all of them play.
 */
import { OFF_BOARD, TERRAIN_CODES, type MapData } from '../../../engine/board.js';
import { offsetLabel } from '../../../engine/hex.js';

/** The codes Classic knows: pampas, its five terrains, markets, water fields, and off-board. */
const CLASSIC_CODES = ['p', 'm', 'f', 'g', 'r', 's', 'M', 'W'];

/** Human-readable problems that keep `map` from being a Classic board; empty when it is one. */
export function checkClassicBoard(map: MapData): string[] {
  const problems: string[] = [];
  const foreign = new Map<string, string[]>();
  const count = new Map<string, number>();
  map.grid.forEach((row, y) => {
    [...row].forEach((code, x) => {
      if (code === OFF_BOARD) return;
      count.set(code, (count.get(code) ?? 0) + 1);
      if (CLASSIC_CODES.includes(code)) return;
      const at = foreign.get(code) ?? [];
      at.push(offsetLabel(x, y));
      foreign.set(code, at);
    });
  });
  for (const [code, at] of foreign) {
    const what = TERRAIN_CODES[code] ? `'${code}' (${TERRAIN_CODES[code]})` : `'${code}'`;
    const where = at.length > 3 ? `${at.slice(0, 3).join(', ')} and ${at.length - 3} more` : at.join(', ');
    problems.push(`Classic has no spaces of code ${what}, found at ${where}`);
  }
  if (count.size === 0) {
    problems.push('the board has no spaces');
    return problems;
  }
  if (!count.get('M')) problems.push('the board has no markets: Classic scores herds that reach markets');
  if (!count.get('p')) problems.push('the board has no pampas: Classic places animals on pampas');
  return problems;
}
