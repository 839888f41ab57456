/**
 * What the Classic bots need to know about a board beyond what the rules keep, computed once per
 * board (cached with its topology): the markets and the pampas that touch them, and each space's
 * distance to the nearest market over pampas. The terrains and the pampas are the rules' own
 * (the topology's spaces by terrain, placement.ts's pampas mask).
 */
import { topology, type MapData, type Topology } from '../../../engine/board.js';
import { TERRAINS } from '../rules/components.js';
import { pampasOf } from '../rules/placement.js';

export interface BoardInfo {
  topo: Topology;
  size: number;
  /** Neighbours of s at [s * 6, s * 6 + 6), padded with -1 (the topology's adjacency). */
  adj: Int32Array;
  /** 1 for every pampas space (the rules' mask, placement.ts). */
  isPampas: Uint8Array;
  /** The market spaces; `marketOf[s]` is the index of market s in this list, or -1. */
  markets: readonly number[];
  marketOf: Int32Array;
  /** Markets next to each space, as indices into `markets`, at [s * 6, s * 6 + 6), padded with -1. */
  marketsNear: Int32Array;
  /** 1 where a pampas space touches a market (a herd placed there reaches it). */
  rim: Uint8Array;
  /**
   * Animal tiles needed to reach a market from a tile placed on s, over pampas, ignoring pieces:
   * 0 on the rim, 1 next to the rim, ... (255 when no pampas path leads to a market).
   */
  marketDist: Uint8Array;
  /** Spaces of each land terrain, in TERRAINS order. */
  byTerrain: readonly (readonly number[])[];
  /** The pampas spaces, ascending. */
  pampas: readonly number[];
}

const cache = new WeakMap<Topology, BoardInfo>();

export function boardInfo(map: MapData): BoardInfo {
  const topo = topology(map);
  let info = cache.get(topo);
  if (info) return info;
  const size = topo.size;
  const adj = topo.adjacency;
  const isPampas = pampasOf(topo).mask;
  const markets = topo.byTerrain.get('market') ?? [];
  const marketOf = new Int32Array(size).fill(-1);
  markets.forEach((s, m) => (marketOf[s] = m));
  const marketsNear = new Int32Array(size * 6).fill(-1);
  const rim = new Uint8Array(size);
  for (let s = 0; s < size; s++) {
    let k = 0;
    for (let i = s * 6; i < s * 6 + 6; i++) {
      const n = adj[i]!;
      if (n < 0) break;
      if (marketOf[n]! >= 0) {
        marketsNear[s * 6 + k++] = marketOf[n]!;
        if (isPampas[s]) rim[s] = 1;
      }
    }
  }
  const marketDist = new Uint8Array(size).fill(255);
  const queue: number[] = [];
  for (let s = 0; s < size; s++) {
    if (!rim[s]) continue;
    marketDist[s] = 0;
    queue.push(s);
  }
  for (let qi = 0; qi < queue.length; qi++) {
    const s = queue[qi]!;
    for (let i = s * 6; i < s * 6 + 6; i++) {
      const n = adj[i]!;
      if (n < 0) break;
      if (isPampas[n] && marketDist[n] === 255) {
        marketDist[n] = marketDist[s]! + 1;
        queue.push(n);
      }
    }
  }
  const byTerrain = TERRAINS.map((t) => topo.byTerrain.get(t) ?? []);
  // Terrain spaces: one more than their nearest pampas (a land tile there lets a herd start).
  for (const spaces of byTerrain) {
    for (const s of spaces) {
      let best = 255;
      for (let i = s * 6; i < s * 6 + 6; i++) {
        const n = adj[i]!;
        if (n < 0) break;
        if (isPampas[n] && marketDist[n]! + 1 < best) best = marketDist[n]! + 1;
      }
      marketDist[s] = best;
    }
  }
  info = { topo, size, adj, isPampas, markets, marketOf, marketsNear, rim, marketDist, byTerrain, pampas: topo.byTerrain.get('pampas') ?? [] };
  cache.set(topo, info);
  return info;
}
