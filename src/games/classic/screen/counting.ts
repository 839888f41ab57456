/**
 * What counts at a scoring in Classic, on request: each player's connected markets (C8) and the
 * herds that reach them, from the rules' scoring (rules/scoring.ts): the screen counts nothing
 * itself.
 */
import { topology } from '../../../engine/board.js';
import type { Counting } from '../../../tui/game/presenter.js';
import { plural } from '../../../tui/game/cells.js';
import { marketPoints, pieceAnimal } from '../rules/components.js';
import { groupAt } from '../rules/groups.js';
import { connectedMarketSpaces } from '../rules/scoring.js';
import type { ClassicState } from '../rules/state.js';

export function counting(state: ClassicState, names: readonly string[]): Counting {
  const topo = topology(state.map);
  const spaces = new Set<number>();
  const seats = state.players.map((_, seat) => {
    const markets = connectedMarketSpaces(state, seat);
    const lines = markets.map((m) => {
      spaces.add(m);
      // The player's herds beside the market: each named by its kind, its size and a space of it.
      const seen = new Set<number>();
      const herds: string[] = [];
      for (const n of topo.neighbours[m]!) {
        if (seen.has(n) || state.owner[n] !== seat || pieceAnimal(state.piece[n]!) === null) continue;
        const herd = groupAt(state, n);
        for (const h of herd) {
          seen.add(h);
          spaces.add(h);
        }
        herds.push(`${pieceAnimal(state.piece[n]!)} herd of ${herd.length} (${topo.label[n]})`);
      }
      return `  ${topo.label[m]}: ${herds.join(', ')}`;
    });
    const n = markets.length;
    const heading = `${names[seat] ?? `seat ${seat + 1}`}: ${plural(n, 'market')}, ${plural(marketPoints(n), 'pt')}`;
    return { seat, heading, lines };
  });
  return { what: 'markets', spaces, seats };
}
