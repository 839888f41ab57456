/**
 * Where pieces and tiles may go (rulings N4, N5, N7, N8), land chains and chains of pieces. Used
 * both to list legal actions and to check one, so both agree. These run in every search step,
 * hence typed arrays and scratch buffers rather than sets.
 */
import { hasTileShape } from '../../../engine/shapes.js';
import { topology, type Topology } from '../../../engine/board.js';
import { Scratch } from '../../../engine/scratch.js';

// Each marking helper's own buffer (src/engine/scratch.ts).
const chainMarks = new Scratch();
const chainsMarks = new Scratch();
const freeMarks = new Scratch();
const surveyMarks = new Scratch();
import {
  ANIMALS,
  CENTER_KINDS,
  centerKindOf,
  animalPiece,
  LAND_PIECE,
  NO_PIECE,
  TERRAINS,
  WATER_SHAPES,
  waterTileShape,
  type CenterKind,
  type WaterShape,
} from './components.js';
import type { H2026State } from './state.js';

/** What a 2026 board's spaces are, fixed for a board and cached with its topology. */
export interface BoardInfo {
  /** Index in TERRAINS of a land space (pampas is 5), or -1 (water icon, visitor center). */
  terrain: Int8Array;
  /** Index in CENTER_KINDS of a visitor center, or -1. */
  center: Int8Array;
  /** Every visitor center, ascending. */
  centers: readonly number[];
  /** Per space, the visitor centers next to it, ascending. */
  centersNear: readonly (readonly number[])[];
  /** 1 for a space that counts as water although no tile covers it (the spring center). */
  wetCenter: Uint8Array;
  /** 1 next to the center that acts as a platform (the hacienda center). */
  nearHacienda: Uint8Array;
  /** Spaces by land terrain index. */
  byTerrain: readonly (readonly number[])[];
}

const PAMPAS = TERRAINS.indexOf('pampas');
const infos = new WeakMap<Topology, BoardInfo>();

export function boardInfo(topo: Topology): BoardInfo {
  let info = infos.get(topo);
  if (info) return info;
  const terrain = new Int8Array(topo.size).fill(-1);
  const center = new Int8Array(topo.size).fill(-1);
  const wetCenter = new Uint8Array(topo.size);
  const nearHacienda = new Uint8Array(topo.size);
  const byTerrain: number[][] = TERRAINS.map(() => []);
  const centers: number[] = [];
  for (let s = 0; s < topo.size; s++) {
    const t = TERRAINS.indexOf(topo.terrain[s] as (typeof TERRAINS)[number]);
    if (t >= 0) {
      terrain[s] = t;
      byTerrain[t]!.push(s);
    }
    const kind = centerKindOf(topo.terrain[s]!);
    if (kind) {
      center[s] = CENTER_KINDS.indexOf(kind);
      centers.push(s);
      if (kind === 'spring') wetCenter[s] = 1;
      if (kind === 'hacienda') for (const n of topo.neighbours[s]!) nearHacienda[n] = 1;
    }
  }
  const centersNear = topo.neighbours.map((ns) => ns.filter((n) => center[n]! >= 0));
  info = { terrain, center, centers, centersNear, wetCenter, nearHacienda, byTerrain };
  infos.set(topo, info);
  return info;
}

export function centerKindAt(topo: Topology, s: number): CenterKind | null {
  const k = boardInfo(topo).center[s]!;
  return k < 0 ? null : CENTER_KINDS[k]!;
}

/** A land space with no piece and no water: where markers, animals and water tiles may go. */
export function isEmptyLand(state: H2026State, info: BoardInfo, s: number): boolean {
  return info.terrain[s]! >= 0 && state.piece[s] === NO_PIECE && state.water[s] === -1;
}

/** An empty land space of pampas: where animals go (N5) and herds grow. */
export function isEmptyPampas(state: H2026State, info: BoardInfo, s: number): boolean {
  return info.terrain[s] === PAMPAS && state.piece[s] === NO_PIECE && state.water[s] === -1;
}

/** Whether `s` touches one of the player's pieces of kind `piece`. */
export function touches(state: H2026State, topo: Topology, s: number, player: number, piece: number): boolean {
  const { adjacency } = topo;
  for (let i = s * 6, end = i + 6; i < end; i++) {
    const n = adjacency[i]!;
    if (n < 0) break;
    if (state.owner[n] === player && state.piece[n] === piece) return true;
  }
  return false;
}

/**
 * The empty pampas spaces next to the player's pieces, by piece (index LAND_PIECE for land
 * markers, animalPiece(a) for animal a), each ascending.
 */
export type PampasSurvey = readonly (readonly number[])[];

/** The player's PampasSurvey: every kind of piece in one pass over the board, since listing the legal actions asks for most of them. */
export function emptyPampasByPiece(state: H2026State, player: number): PampasSurvey {
  const topo = topology(state.map);
  const info = boardInfo(topo);
  const flags = surveyMarks.zeroed(topo.size);
  const { owner, piece: pieces } = state;
  const { adjacency } = topo;
  let found = 0;
  for (let s = 0; s < topo.size; s++) {
    if (owner[s] !== player || pieces[s] === NO_PIECE) continue;
    const bit = 1 << pieces[s]!;
    for (let i = s * 6, end = i + 6; i < end; i++) {
      const n = adjacency[i]!;
      if (n < 0) break;
      if ((flags[n]! & bit) === 0 && isEmptyPampas(state, info, n)) {
        if (flags[n] === 0) found++;
        flags[n]! |= bit;
      }
    }
  }
  const out: number[][] = [];
  for (let k = 0; k < animalPiece(ANIMALS.length); k++) out.push([]);
  for (let s = 0; found > 0; s++) {
    const f = flags[s]!;
    if (f === 0) continue;
    for (let k = LAND_PIECE; k < out.length; k++) if (f & (1 << k)) out[k]!.push(s);
    found--;
  }
  return out;
}

/**
 * N4: where a land marker of terrain `t` (index in TERRAINS) may go. Pampas asks `survey` for the
 * player's empty pampas (a caller that has surveyed already passes its own; asked only for pampas).
 */
export function landSpaces(state: H2026State, player: number, t: number, survey = () => emptyPampasByPiece(state, player)): readonly number[] {
  if (t === PAMPAS) return survey()[LAND_PIECE]!;
  const topo = topology(state.map);
  const info = boardInfo(topo);
  return info.byTerrain[t]!.filter((s) => state.piece[s] === NO_PIECE && state.water[s] === -1);
}

export function isLandSpace(state: H2026State, player: number, t: number, s: number): boolean {
  const topo = topology(state.map);
  const info = boardInfo(topo);
  if (info.terrain[s] !== t || !isEmptyLand(state, info, s)) return false;
  return t !== PAMPAS || touches(state, topo, s, player, LAND_PIECE);
}

/**
 * N5: where an animal may go: empty pampas next to the player's animals of that kind; when there
 * is none (no such animal, or none with an empty pampas neighbour), next to the player's land.
 */
export function animalSpaces(state: H2026State, player: number, animal: number, survey = emptyPampasByPiece(state, player)): readonly number[] {
  const pack = survey[animalPiece(animal)]!;
  return pack.length > 0 ? pack : survey[LAND_PIECE]!;
}

/**
 * The group of the player's pieces containing `start`: with `landOnly`, its land chain (land
 * markers); otherwise its chain of pieces, land markers and animals together (N8). Spaces in
 * discovery order; `seen` may be shared between calls to find several groups in one pass.
 */
export function chainAt(state: H2026State, start: number, landOnly: boolean, seen?: Uint8Array): number[] {
  const topo = topology(state.map);
  const owner = state.owner[start]!;
  const mark = seen ?? chainMarks.zeroed(topo.size);
  mark[start] = 1;
  const out = [start];
  const { adjacency } = topo;
  for (let i = 0; i < out.length; i++) {
    for (let k = out[i]! * 6, end = k + 6; k < end; k++) {
      const n = adjacency[k]!;
      if (n < 0) break;
      if (mark[n] === 0 && state.owner[n] === owner && (landOnly ? state.piece[n] === LAND_PIECE : state.piece[n] !== NO_PIECE)) {
        mark[n] = 1;
        out.push(n);
      }
    }
  }
  return out;
}

/** All the player's land chains (`landOnly`) or chains of pieces, each listed from its first space. */
export function chainsOf(state: H2026State, player: number, landOnly: boolean): number[][] {
  const seen = chainsMarks.zeroed(state.owner.length);
  const chains: number[][] = [];
  for (let s = 0; s < state.owner.length; s++) {
    if (seen[s] || state.owner[s] !== player) continue;
    if (landOnly ? state.piece[s] !== LAND_PIECE : state.piece[s] === NO_PIECE) continue;
    chains.push(chainAt(state, s, landOnly, seen));
  }
  return chains;
}

/** Whether `spaces` have the shape of a water tile: the shared tile geometry (engine/shapes.ts). */
export const hasWaterShape = hasTileShape;

const layoutCache = new WeakMap<Topology, Record<WaterShape, Int32Array>>();

/**
 * Every placement of each water tile shape on the board's land spaces, free or not: four spaces
 * per placement (a smaller tile repeats its first space), ascending within a placement. Fixed for
 * a board, so cached with its topology.
 */
export function waterLayouts(topo: Topology): Record<WaterShape, Int32Array> {
  let cache = layoutCache.get(topo);
  if (cache) return cache;
  const info = boardInfo(topo);
  const land = (list: readonly number[]) => list.every((s) => info.terrain[s]! >= 0);
  const lists: Record<WaterShape, readonly (readonly number[])[]> = {
    single: Array.from({ length: topo.size }, (_, s) => [s]).filter(land),
    pair: topo.edges.filter(land),
    triangle: topo.triangles.filter(land),
    rhombus: topo.rhombi.filter(land),
  };
  cache = {} as Record<WaterShape, Int32Array>;
  for (const shape of WATER_SHAPES) {
    const list = lists[shape];
    const flat = new Int32Array(list.length * 4);
    list.forEach((p, i) => {
      for (let k = 0; k < 4; k++) flat[i * 4 + k] = p[k] ?? p[0]!;
    });
    cache[shape] = flat;
  }
  layoutCache.set(topo, cache);
  return cache;
}

/** 1 for every empty land space (no piece, no water): where water tiles may go (N7). */
export function freeLand(state: H2026State, into: Scratch = freeMarks): Uint8Array {
  const topo = topology(state.map);
  const info = boardInfo(topo);
  const free = into.zeroed(topo.size);
  for (let s = 0; s < topo.size; s++) if (info.terrain[s]! >= 0 && state.piece[s] === NO_PIECE && state.water[s] === -1) free[s] = 1;
  return free;
}

/** Whether a water tile of `shape` is in the supply and fits somewhere. */
export function waterFits(state: H2026State, shape: WaterShape): boolean {
  if (!state.waterSupply.some((id) => waterTileShape(id) === shape)) return false;
  const free = freeLand(state);
  const flat = waterLayouts(topology(state.map))[shape];
  for (let k = 0; k < flat.length; k += 4) {
    if (free[flat[k]!]! & free[flat[k + 1]!]! & free[flat[k + 2]!]! & free[flat[k + 3]!]!) return true;
  }
  return false;
}

/** The shapes in the supply (WATER_SHAPES order). */
export function supplyShapes(state: H2026State): WaterShape[] {
  return WATER_SHAPES.filter((shape) => state.waterSupply.some((id) => waterTileShape(id) === shape));
}

/** The lake center's free tile: a single while singles last, else any tile in the supply. */
export function lakeShapes(state: H2026State): WaterShape[] {
  const shapes = supplyShapes(state);
  return shapes.includes('single') ? ['single'] : shapes;
}
