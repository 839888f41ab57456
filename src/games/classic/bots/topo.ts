/**
 * What the Classic bots need to know about a board, computed once per board (cached with its
 * topology): terrain codes, the markets and the pampas that touch them, and each space's distance
 * to the nearest market over pampas.
 */
import { topology, type MapData, type Topology } from '../../../engine/board.js';

/** Terrain codes: 0-4 the land terrains (in TERRAINS order), then pampas, market, water. */
export const PAMPAS = 5;
export const MARKET = 6;
export const WATER = 7;
const CODES: Record<string, number> = { mountain: 0, forest: 1, meadow: 2, rock: 3, moorland: 4, pampas: PAMPAS, market: MARKET, water: WATER };

export interface BoardInfo {
  topo: Topology;
  size: number;
  /** Neighbours of s at [s * 6, s * 6 + 6), padded with -1. */
  adj: Int32Array;
  /** Terrain code of each space. */
  code: Uint8Array;
  /** The market spaces; `marketOf[s]` is the index of market s in this list, or -1. */
  markets: number[];
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
  /** Spaces of each land terrain (0-4). */
  byTerrain: number[][];
  /** The pampas spaces. */
  pampas: number[];
}

const cache = new WeakMap<Topology, BoardInfo>();

export function boardInfo(map: MapData): BoardInfo {
  const topo = topology(map);
  let info = cache.get(topo);
  if (info) return info;
  const size = topo.size;
  const adj = topo.adjacency;
  const code = new Uint8Array(size);
  for (let s = 0; s < size; s++) code[s] = CODES[topo.terrain[s]!] ?? WATER;
  const markets: number[] = [];
  const marketOf = new Int32Array(size).fill(-1);
  for (let s = 0; s < size; s++) if (code[s] === MARKET) marketOf[s] = markets.push(s) - 1;
  const marketsNear = new Int32Array(size * 6).fill(-1);
  const rim = new Uint8Array(size);
  for (let s = 0; s < size; s++) {
    let k = 0;
    for (let i = s * 6; i < s * 6 + 6; i++) {
      const n = adj[i]!;
      if (n < 0) break;
      if (code[n] === MARKET) {
        marketsNear[s * 6 + k++] = marketOf[n]!;
        if (code[s] === PAMPAS) rim[s] = 1;
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
      if (code[n] === PAMPAS && marketDist[n] === 255) {
        marketDist[n] = marketDist[s]! + 1;
        queue.push(n);
      }
    }
  }
  // Terrain spaces: one more than their nearest pampas (a land tile there lets a herd start).
  for (let s = 0; s < size; s++) {
    if (code[s]! >= PAMPAS) continue;
    let best = 255;
    for (let i = s * 6; i < s * 6 + 6; i++) {
      const n = adj[i]!;
      if (n < 0) break;
      if (code[n] === PAMPAS && marketDist[n]! + 1 < best) best = marketDist[n]! + 1;
    }
    marketDist[s] = best;
  }
  const byTerrain: number[][] = [[], [], [], [], []];
  const pampas: number[] = [];
  for (let s = 0; s < size; s++) {
    if (code[s]! < PAMPAS) byTerrain[code[s]!]!.push(s);
    else if (code[s] === PAMPAS) pampas.push(s);
  }
  info = { topo, size, adj, code, markets, marketOf, marketsNear, rim, marketDist, byTerrain, pampas };
  cache.set(topo, info);
  return info;
}
