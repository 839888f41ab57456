/**
 * Shared, frozen action objects for one board: listing legal actions hands these out instead of
 * allocating hundreds of fresh objects per call (a water tile alone has hundreds of placements).
 * Actions are data; a frozen one cannot be changed by mistake by whoever receives it.
 */
import type { Topology } from '../../../engine/board.js';
import { ANIMALS, LAND_KINDS, WATER_SHAPES, type WaterShape } from './components.js';
import type { ClassicAction } from './state.js';

interface Cache {
  land: ClassicAction[][];
  animal: ClassicAction[][];
  hacienda: ClassicAction[];
  harvest: ClassicAction[];
  /**
   * Per water shape: every placement on the board's pampas, free or not. `spaces` holds four
   * spaces per placement (a smaller tile repeats its first space), `actions` the action of each.
   */
  water: Record<WaterShape, { spaces: Int32Array; actions: ClassicAction[] }>;
}

const caches = new WeakMap<Topology, Cache>();

function freeze<T extends object>(action: T): T {
  for (const v of Object.values(action)) if (Array.isArray(v)) Object.freeze(v);
  return Object.freeze(action);
}

export function actionCache(topo: Topology): Cache {
  let cache = caches.get(topo);
  if (cache) return cache;
  const spaces = Array.from({ length: topo.size }, (_, s) => s);
  const pampas = new Set(topo.byTerrain.get('pampas') ?? []);
  const onPampas = (list: readonly number[]) => list.every((s) => pampas.has(s));
  const placements: Record<WaterShape, readonly (readonly number[])[]> = {
    single: [...pampas].sort((a, b) => a - b).map((s) => [s]),
    pair: topo.edges.filter(onPampas),
    triangle: topo.triangles.filter(onPampas),
    rhombus: topo.rhombi.filter(onPampas),
  };
  const water = {} as Cache['water'];
  for (const shape of WATER_SHAPES) {
    const list = placements[shape];
    const spaces = new Int32Array(list.length * 4);
    list.forEach((p, i) => {
      for (let k = 0; k < 4; k++) spaces[i * 4 + k] = p[k] ?? p[0]!;
    });
    water[shape] = { spaces, actions: list.map((p) => freeze({ type: 'water', shape, spaces: [...p] })) };
  }
  cache = {
    land: LAND_KINDS.map((kind) => spaces.map((space) => freeze({ type: 'land', kind, space }))),
    animal: ANIMALS.map((animal) => spaces.map((space) => freeze({ type: 'animal', animal, space }))),
    hacienda: spaces.map((space) => freeze({ type: 'hacienda', space })),
    harvest: spaces.map((space) => freeze({ type: 'harvest', space })),
    water,
  };
  caches.set(topo, cache);
  return cache;
}

export const END_ACTION: ClassicAction = freeze({ type: 'end' });
export const BUY_ACTIONS: Record<'land' | 'animal', ClassicAction[]> = {
  land: [-1, 0, 1, 2, 3].map((slot) => freeze({ type: 'buy', deck: 'land', slot })),
  animal: [-1, 0, 1, 2, 3].map((slot) => freeze({ type: 'buy', deck: 'animal', slot })),
};
