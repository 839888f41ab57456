/**
 * Which product rulings a game follows (docs/rulings.md, "Rulings by date"; rulings B2).
 *
 * The rulings of 2026-12-01 changed three rules: C10 (a hacienda goes in a land chain or herd that
 * carries none yet), C15 (a stalled game has the final scoring alone; R2026-9 follows it) and N2
 * (19 of the 20 land markers go on the map). A record must replay the same on every later version,
 * so a new game says which rulings it follows, in its `rulings` option (the record's `options`),
 * and a game without it (a record saved before 2026-12-01) follows the earlier ones. The earlier
 * readings are kept behind `earlierRulings` alone, so they can be found, and one day retired.
 */
import { SetupError } from '../engine/ruleset.js';

/** The rulings a new game follows: the `rulings` option that newGame sets by default. */
export const CURRENT_RULINGS = '2026-12-01';

/** The values of the `rulings` option this version knows, oldest first. */
const KNOWN_RULINGS: readonly string[] = [CURRENT_RULINGS];

/**
 * The rulings named by a game's options: a known date, or null for a game made before the option
 * existed (it follows the earlier rulings). Throws SetupError for anything else, such as a record
 * from a newer version of the program, which may follow rulings this one does not know.
 */
export function rulingsOption(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value === 'string' && KNOWN_RULINGS.includes(value)) return value;
  const shown = typeof value === 'string' ? `'${value.slice(0, 40)}'` : `a ${typeof value}`;
  throw new SetupError(`the game follows rulings ${shown}, which this version does not know (it knows ${KNOWN_RULINGS.join(', ')}); update hacienda`);
}

/** Options as newGame takes them, with the current rulings unless they name others. */
export function withCurrentRulings<O extends { rulings?: string }>(options: O): O {
  return options.rulings === undefined ? { ...options, rulings: CURRENT_RULINGS } : options;
}

/**
 * Whether the game follows the rulings as they were before 2026-12-01: a game saved before then,
 * whose options name no rulings. Only the rules that changed that day ask.
 */
export function earlierRulings(state: { rulings: string | null }): boolean {
  return state.rulings === null;
}
