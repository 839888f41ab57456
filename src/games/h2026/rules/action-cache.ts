/**
 * Shared, frozen action objects for one board: listing legal actions hands these out instead of
 * allocating hundreds of fresh objects per call. Actions are data; a frozen one cannot be changed
 * by mistake by whoever receives it. Pair actions are made on first use and kept.
 */
import type { Topology } from '../../../engine/board.js';
import { ANIMALS, KIND_COUNT, WATER_SHAPES, type WaterShape } from './components.js';
import { waterLayouts } from './placement.js';
import type { H2026Action } from './state.js';

export interface ActionCache {
  reserve: H2026Action[];
  platform: H2026Action[];
  /** Per water shape, the action of each placement of waterLayouts (same order). */
  water: Record<WaterShape, H2026Action[]>;
  /** A pair placing a land marker: by pair index (k1 * KIND_COUNT + k2), then space. */
  land(k1: number, k2: number, space: number): H2026Action;
  /** A pair placing an animal: by pair index and animal, then space. */
  animal(k1: number, k2: number, animal: number, space: number): H2026Action;
  /** A matching pair of `kind` placing both (R2026-4): its land marker on `land`, then animal `a` on `at`. */
  double(kind: number, a: number, land: number, at: number): H2026Action;
}

const caches = new WeakMap<Topology, ActionCache>();

export function freeze<T extends object>(action: T): T {
  for (const v of Object.values(action)) if (Array.isArray(v)) Object.freeze(v);
  return Object.freeze(action);
}

export function actionCache(topo: Topology): ActionCache {
  let cache = caches.get(topo);
  if (cache) return cache;
  const spaces = Array.from({ length: topo.size }, (_, s) => s);
  // Water placements are many and needed only when a tile is placed: made on first use.
  const water = {} as Record<WaterShape, H2026Action[]>;
  for (const shape of WATER_SHAPES) {
    let list: H2026Action[] | undefined;
    Object.defineProperty(water, shape, {
      enumerable: true,
      get(): H2026Action[] {
        if (list) return list;
        const flat = waterLayouts(topo)[shape];
        list = [];
        for (let k = 0; k < flat.length; k += 4) {
          const cells = [...new Set([flat[k]!, flat[k + 1]!, flat[k + 2]!, flat[k + 3]!])].sort((a, b) => a - b);
          list.push(freeze({ type: 'place-water', shape, spaces: cells }));
        }
        return list;
      },
    });
  }
  const land = new Map<number, H2026Action[]>();
  const animal = new Map<number, H2026Action[]>();
  const doubles = new Map<number, H2026Action>();
  cache = {
    reserve: spaces.map((space) => freeze({ type: 'reserve', space })),
    platform: spaces.map((space) => freeze({ type: 'place-platform', space })),
    water,
    land(k1, k2, space) {
      const key = k1 * KIND_COUNT + k2;
      let list = land.get(key);
      if (!list) land.set(key, (list = new Array<H2026Action>(topo.size)));
      return (list[space] ??= freeze({ type: 'pair', cards: [k1, k2], land: space }));
    },
    animal(k1, k2, a, space) {
      const key = (k1 * KIND_COUNT + k2) * ANIMALS.length + a;
      let list = animal.get(key);
      if (!list) animal.set(key, (list = new Array<H2026Action>(topo.size)));
      return (list[space] ??= freeze({ type: 'pair', cards: [k1, k2], animal: ANIMALS[a]!, animalAt: space }));
    },
    double(kind, a, landAt, at) {
      const key = ((kind * ANIMALS.length + a) * topo.size + landAt) * topo.size + at;
      let action = doubles.get(key);
      if (action === undefined) {
        action = freeze<H2026Action>({ type: 'pair', cards: [kind, kind], land: landAt, animal: ANIMALS[a]!, animalAt: at });
        doubles.set(key, action);
      }
      return action;
    },
  };
  caches.set(topo, cache);
  return cache;
}

export const END_ACTION: H2026Action = freeze({ type: 'end' });
export const SKIP_ACTION: H2026Action = freeze({ type: 'skip' });
/** Taking a card: index 0 the deck, then kind k at k + 1. */
export const TAKE_ACTIONS: readonly H2026Action[] = Array.from({ length: KIND_COUNT + 1 }, (_, i) => freeze({ type: 'take', card: i - 1 }));
