/**
 * The checks every game's setup makes before dealing: the players and start player that every
 * game takes (BaseOptions), and a board that can be played on at all. A game adds its own (the
 * terrains it knows, its options); each failure is a SetupError for people.
 */
import { topology, type MapData, type Topology } from './board.js';
import { SetupError, type BaseOptions } from './ruleset.js';

/** The number of players, checked against the game's counts; throws SetupError. */
export function checkPlayers(options: BaseOptions, game: { readonly title: string; readonly minPlayers: number; readonly maxPlayers: number }): number {
  const n = Array.isArray(options.players) ? options.players.length : NaN;
  if (!Number.isInteger(n) || n < game.minPlayers || n > game.maxPlayers) {
    throw new SetupError(`${game.title} is for ${game.minPlayers} to ${game.maxPlayers} players, not ${n}`);
  }
  if (options.players.some((p) => typeof p !== 'string')) throw new SetupError('player names must be text');
  if (options.startPlayer !== undefined && !(Number.isInteger(options.startPlayer) && options.startPlayer >= 0 && options.startPlayer < n)) {
    throw new SetupError(`start player must be a seat from 1 to ${n}`);
  }
  return n;
}

/** The board's topology, or SetupError for a board that cannot be read or has no spaces. */
export function boardTopology(map: MapData): Topology {
  let topo;
  try {
    topo = topology(map);
  } catch (err) {
    throw new SetupError(err instanceof Error ? err.message : String(err));
  }
  if (topo.size === 0) throw new SetupError(`map ${map.name}: the board has no spaces`);
  return topo;
}
