/**
 * Where pieces may go (rulings C5, C6, C11). Used both to list legal actions and to check one.
 */
import { topology, type Topology } from '../../engine/board.js';
import { animalPiece, LAND_PIECE, NO_PIECE, type Animal, type LandKind, type WaterShape } from './components.js';
import type { ClassicState } from './state.js';

/** A space with no piece and no water on it (markets and water fields are never empty). */
export function isEmptySpace(state: ClassicState, topo: Topology, s: number): boolean {
  const t = topo.terrain[s];
  return state.piece[s] === NO_PIECE && state.water[s] === -1 && t !== 'market' && t !== 'water';
}

export function isEmptyPampas(state: ClassicState, topo: Topology, s: number): boolean {
  return topo.terrain[s] === 'pampas' && state.piece[s] === NO_PIECE && state.water[s] === -1;
}

/** Empty pampas spaces next to any of the player's pieces of kind `piece`, ascending. */
export function emptyPampasNextTo(state: ClassicState, player: number, piece: number): number[] {
  const topo = topology(state.map);
  const mark = new Uint8Array(topo.size);
  const out: number[] = [];
  for (let s = 0; s < topo.size; s++) {
    if (state.owner[s] !== player || state.piece[s] !== piece) continue;
    for (const n of topo.neighbours[s]!) {
      if (!mark[n] && isEmptyPampas(state, topo, n)) {
        mark[n] = 1;
        out.push(n);
      }
    }
  }
  return out.sort((a, b) => a - b);
}

/** Empty spaces of one terrain. */
export function emptyOfTerrain(state: ClassicState, terrain: string): number[] {
  const topo = topology(state.map);
  return (topo.byTerrain.get(terrain) ?? []).filter((s) => state.piece[s] === NO_PIECE && state.water[s] === -1);
}

/**
 * C5: a terrain card goes on an empty space of its terrain; a pampas card, or a terrain card with
 * no empty space of its terrain left, goes on empty pampas next to the player's land.
 */
export function landSpaces(state: ClassicState, player: number, kind: LandKind): number[] {
  if (kind !== 'pampas') {
    const own = emptyOfTerrain(state, kind);
    if (own.length > 0) return own;
  }
  return emptyPampasNextTo(state, player, LAND_PIECE);
}

/** C6: empty pampas next to the player's land or the player's tiles of the same animal. */
export function animalSpaces(state: ClassicState, player: number, animal: Animal): number[] {
  const byLand = emptyPampasNextTo(state, player, LAND_PIECE);
  const byHerd = emptyPampasNextTo(state, player, animalPiece(animal));
  if (byHerd.length === 0) return byLand;
  return [...new Set([...byLand, ...byHerd])].sort((a, b) => a - b);
}

/** Whether `spaces` (ascending, distinct) have the shape of a water tile (C11). */
export function hasWaterShape(topo: Topology, shape: WaterShape, spaces: readonly number[]): boolean {
  const adj = (a: number, b: number) => topo.adjacent(spaces[a]!, spaces[b]!);
  switch (shape) {
    case 'single':
      return spaces.length === 1;
    case 'pair':
      return spaces.length === 2 && adj(0, 1);
    case 'triangle':
      return spaces.length === 3 && adj(0, 1) && adj(0, 2) && adj(1, 2);
    case 'rhombus': {
      if (spaces.length !== 4) return false;
      // Two triangles sharing an edge: five of the six pairs are adjacent, the tips are not.
      let pairs = 0;
      for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) if (adj(i, j)) pairs++;
      return pairs === 5;
    }
  }
}

/** Every placement of a water tile of `shape` on empty pampas, as ascending space lists. */
export function waterPlacements(state: ClassicState, shape: WaterShape): number[][] {
  const topo = topology(state.map);
  const free = (s: number) => isEmptyPampas(state, topo, s);
  switch (shape) {
    case 'single':
      return (topo.byTerrain.get('pampas') ?? []).filter(free).map((s) => [s]);
    case 'pair':
      return topo.edges.filter(([a, b]) => free(a) && free(b)).map((e) => [e[0], e[1]]);
    case 'triangle':
      return topo.triangles.filter(([a, b, c]) => free(a) && free(b) && free(c)).map((t) => [t[0], t[1], t[2]]);
    case 'rhombus':
      return topo.rhombi.filter((r) => r.every(free)).map((r) => r.slice());
  }
}
