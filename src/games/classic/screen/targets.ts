/**
 * Where a chosen card or purchase may go: the spaces to highlight, and the action that the space
 * under the cursor stands for. Pure.
 *
 * - A land or animal card, a hacienda: one space per legal action.
 * - A harvest: any tile of a chain that may be harvested; when the supply of tokens is empty, a
 *   second step picks the other player's token to move (`chain` set).
 * - A water tile: every placement that covers the cursor's space, one at a time (`rotation`
 *   turns through them); all spaces where some placement fits are highlighted.
 */
import type { Topology } from '../../../engine/board.js';
import { NO_SPACES, spaceTargets, waterTargets, type Targets, type TargetStep } from '../../../tui/game/targets.js';
import type { ClassicAction, ClassicState } from '../rules/state.js';
import { groupOf } from './cells.js';
import type { MenuItem } from '../../../tui/game/menu.js';

export function targetsFor(state: ClassicState, topo: Topology, item: MenuItem, cursor: number, step: TargetStep = {}): Targets {
  if (item.needs === 'shape') return waterTargets(item.actions as ClassicAction[], cursor, step.rotation ?? 0, (a) => (a.type === 'water' ? a.spaces : null));
  if (item.id === 'harvest') return harvestTargets(state, topo, item.actions as ClassicAction[], cursor, step);
  return spaceTargets(item.actions as ClassicAction[], cursor, (a) => ('space' in a ? a.space : undefined));
}

function harvestTargets(state: ClassicState, topo: Topology, actions: readonly ClassicAction[], cursor: number, step: TargetStep): Targets {
  const harvests = actions.filter((a): a is Extract<ClassicAction, { type: 'harvest' }> => a.type === 'harvest');
  if (step.chain !== undefined) {
    const froms = new Map<number, ClassicAction>();
    for (const a of harvests) if (a.space === step.chain && a.from !== undefined) froms.set(a.from, a);
    return { spaces: new Set(froms.keys()), preview: NO_SPACES, chosen: froms.get(cursor) ?? null, advance: null, choicesHere: froms.has(cursor) ? 1 : 0 };
  }
  const chainOf = new Map<number, number>();
  const spaces = new Set<number>();
  for (const a of harvests) {
    if (chainOf.has(a.space)) continue;
    for (const s of groupOf(state, topo, a.space)) {
      chainOf.set(s, a.space);
      spaces.add(s);
    }
  }
  const first = chainOf.get(cursor);
  if (first === undefined) return { spaces, preview: NO_SPACES, chosen: null, advance: null, choicesHere: 0 };
  const mine = harvests.filter((a) => a.space === first);
  if (mine.length === 1 && mine[0]!.from === undefined) return { spaces, preview: NO_SPACES, chosen: mine[0]!, advance: null, choicesHere: 1 };
  return {
    spaces,
    preview: NO_SPACES,
    chosen: null,
    advance: { chain: first },
    advanceText: "no harvest token is left: pick another player's token to move",
    choicesHere: 1,
  };
}
