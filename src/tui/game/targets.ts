/**
 * Where a chosen menu item may go, for any ruleset: the spaces to highlight and the action the
 * space under the cursor stands for. Each presenter computes them (classic/targets.ts,
 * h2026/targets.ts).
 */
import type { BaseAction } from '../../engine/ruleset.js';

export interface TargetStep {
  /** A second step on a chosen space (Classic's harvest: the chain; 2026's pair placing both: the land marker). */
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
  chosen: BaseAction | null;
  /** Enter at the cursor goes to a second step instead, with this message. */
  advance: TargetStep | null;
  advanceText?: string;
  /** How many placements there are at the cursor (water). */
  choicesHere: number;
}

export const NO_SPACES: ReadonlySet<number> = new Set();

/** Targets of actions that each name one space (`spaceOf`); the same space may stand for one action. */
export function spaceTargets<A extends BaseAction>(actions: readonly A[], cursor: number, spaceOf: (a: A) => number | undefined): Targets {
  const bySpace = new Map<number, A>();
  for (const a of actions) {
    const s = spaceOf(a);
    if (s !== undefined && !bySpace.has(s)) bySpace.set(s, a);
  }
  return { spaces: new Set(bySpace.keys()), preview: NO_SPACES, chosen: bySpace.get(cursor) ?? null, advance: null, choicesHere: bySpace.has(cursor) ? 1 : 0 };
}

/** Water tiles: every placement that covers the cursor, one at a time (`rotation` turns through them). */
export function waterTargets<A extends BaseAction>(
  actions: readonly A[],
  cursor: number,
  rotation: number,
  spacesOf: (a: A) => readonly number[] | null,
): Targets {
  const spaces = new Set<number>();
  const here: A[] = [];
  for (const a of actions) {
    const covered = spacesOf(a);
    if (!covered) continue;
    for (const s of covered) spaces.add(s);
    if (covered.includes(cursor)) here.push(a);
  }
  if (here.length === 0) return { spaces, preview: NO_SPACES, chosen: null, advance: null, choicesHere: 0 };
  const chosen = here[((rotation % here.length) + here.length) % here.length]!;
  return { spaces, preview: new Set(spacesOf(chosen)), chosen, advance: null, choicesHere: here.length };
}

/** The next highlighted space after `cursor` in reading order (`dir` -1: before), wrapping. */
export function nextTarget(spaces: ReadonlySet<number>, cursor: number, dir: 1 | -1): number {
  if (spaces.size === 0) return cursor;
  const sorted = [...spaces].sort((a, b) => a - b);
  if (dir === 1) return sorted.find((s) => s > cursor) ?? sorted[0]!;
  return [...sorted].reverse().find((s) => s < cursor) ?? sorted[sorted.length - 1]!;
}
