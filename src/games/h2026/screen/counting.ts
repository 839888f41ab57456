/**
 * What counts at a scoring in Hacienda 2026, on request: the visitor centers each player's animals
 * touch and the animals touching them, from the rules' scoring (rules/scoring.ts): the screen
 * counts nothing itself.
 */
import type { BaseState } from '../../../engine/ruleset.js';
import { topology } from '../../../engine/board.js';
import type { Counting } from '../../../tui/game/presenter.js';
import { plural } from '../../../tui/game/cells.js';
import { ANIMALS, centerKindOf, centerPoints, LAND_PIECE } from '../rules/components.js';
import { centersTouchedSpaces } from '../rules/scoring.js';
import type { H2026State } from '../rules/state.js';

export function counting(base: BaseState, names: readonly string[]): Counting {
  const state = base as H2026State;
  const topo = topology(state.map);
  const spaces = new Set<number>();
  const seats = state.players.map((_, seat) => {
    const centers = centersTouchedSpaces(state, seat);
    const lines = centers.map((c) => {
      spaces.add(c);
      const animals = topo.neighbours[c]!.filter((n) => state.owner[n] === seat && state.piece[n]! > LAND_PIECE);
      for (const a of animals) spaces.add(a);
      const kind = centerKindOf(topo.terrain[c]!);
      const name = kind && kind !== 'plain' ? ` (${kind})` : '';
      return `  ${topo.label[c]}${name}: ${animals.map((a) => `${ANIMALS[state.piece[a]! - 2]} ${topo.label[a]}`).join(', ')}`;
    });
    const n = centers.length;
    const heading = `${names[seat] ?? `seat ${seat + 1}`}: ${plural(n, 'visitor center')}, ${plural(centerPoints(n), 'VP', 'VP')}`;
    return { seat, heading, lines };
  });
  return { what: 'visitor centers', spaces, seats };
}
