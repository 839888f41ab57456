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
import type { Topology } from '../../api.js';
import type { ClassicAction, ClassicState } from '../../rules/classic/state.js';
import { groupOf } from './cells.js';
import type { MenuItem } from './menu.js';

export interface TargetStep {
  /** Harvest, second step: the first space of the chosen chain. */
  chain?: number;
  /** Water: which of the placements at the cursor. */
  rotation?: number;
}

export interface Targets {
  /** Spaces to highlight. */
  spaces: ReadonlySet<number>;
  /** Spaces the water tile would cover. */
  preview: ReadonlySet<number>;
  /** The action Enter takes at the cursor, if any. */
  chosen: ClassicAction | null;
  /** Enter at the cursor goes to a second step instead (harvest: which token to move). */
  advance: TargetStep | null;
  /** How many placements there are at the cursor (water). */
  choicesHere: number;
}

const EMPTY: ReadonlySet<number> = new Set();

export function targetsFor(state: ClassicState, topo: Topology, item: MenuItem, cursor: number, step: TargetStep = {}): Targets {
  if (item.needs === 'water') return waterTargets(item.actions, cursor, step.rotation ?? 0);
  if (item.id === 'harvest') return harvestTargets(state, topo, item.actions, cursor, step);
  const bySpace = new Map<number, ClassicAction>();
  for (const a of item.actions) if ('space' in a) bySpace.set(a.space, a);
  return { spaces: new Set(bySpace.keys()), preview: EMPTY, chosen: bySpace.get(cursor) ?? null, advance: null, choicesHere: bySpace.has(cursor) ? 1 : 0 };
}

function harvestTargets(state: ClassicState, topo: Topology, actions: readonly ClassicAction[], cursor: number, step: TargetStep): Targets {
  const harvests = actions.filter((a): a is Extract<ClassicAction, { type: 'harvest' }> => a.type === 'harvest');
  if (step.chain !== undefined) {
    const froms = new Map<number, ClassicAction>();
    for (const a of harvests) if (a.space === step.chain && a.from !== undefined) froms.set(a.from, a);
    return { spaces: new Set(froms.keys()), preview: EMPTY, chosen: froms.get(cursor) ?? null, advance: null, choicesHere: froms.has(cursor) ? 1 : 0 };
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
  if (first === undefined) return { spaces, preview: EMPTY, chosen: null, advance: null, choicesHere: 0 };
  const mine = harvests.filter((a) => a.space === first);
  if (mine.length === 1 && mine[0]!.from === undefined) return { spaces, preview: EMPTY, chosen: mine[0]!, advance: null, choicesHere: 1 };
  return { spaces, preview: EMPTY, chosen: null, advance: { chain: first }, choicesHere: 1 };
}

function waterTargets(actions: readonly ClassicAction[], cursor: number, rotation: number): Targets {
  const spaces = new Set<number>();
  const here: Extract<ClassicAction, { type: 'water' }>[] = [];
  for (const a of actions) {
    if (a.type !== 'water') continue;
    for (const s of a.spaces) spaces.add(s);
    if (a.spaces.includes(cursor)) here.push(a);
  }
  if (here.length === 0) return { spaces, preview: EMPTY, chosen: null, advance: null, choicesHere: 0 };
  const chosen = here[((rotation % here.length) + here.length) % here.length]!;
  return { spaces, preview: new Set(chosen.spaces), chosen, advance: null, choicesHere: here.length };
}

/** The next highlighted space after `cursor` in reading order (`dir` -1: before), wrapping. */
export function nextTarget(spaces: ReadonlySet<number>, cursor: number, dir: 1 | -1): number {
  if (spaces.size === 0) return cursor;
  const sorted = [...spaces].sort((a, b) => a - b);
  if (dir === 1) return sorted.find((s) => s > cursor) ?? sorted[0]!;
  return [...sorted].reverse().find((s) => s < cursor) ?? sorted[sorted.length - 1]!;
}
