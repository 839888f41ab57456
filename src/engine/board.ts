/**
 * Boards: the map as plain data, and the topology derived from it.
 *
 * A `MapData` is what a game state carries: a name, the offset grid as one string per row with
 * one terrain code per column, and which rows are shifted. It survives a JSON round trip as is.
 * A `Topology` is everything derived from it (space indices, labels, neighbours, axial
 * coordinates, spaces by terrain): computed once per map and cached, never stored in a state.
 *
 * The codes are a shared vocabulary of map files; which ones a ruleset accepts is the ruleset's
 * business (Classic has markets and water fields, Hacienda 2026 will add its own).
 */
import { AXIAL_DIRECTIONS, offsetLabel, offsetToAxial, parseOffsetLabel, type RowShift } from './hex.js';

/** Terrain names by map code. `-` is not a space of the board. */
export const TERRAIN_CODES: Readonly<Record<string, string>> = {
  p: 'pampas',
  m: 'mountain',
  f: 'forest',
  g: 'meadow',
  r: 'rock',
  s: 'moorland',
  M: 'market',
  W: 'water',
  // Hacienda 2026: two more terrains, and visitor centers (plain `C`, and the six special ones of
  // the tiles' B sides, see docs/rules-2026.md). `W` is there a printed water icon.
  b: 'marsh',
  h: 'hill',
  C: 'center',
  D: 'center-double',
  S: 'center-spring',
  H: 'center-hacienda',
  E: 'center-extra',
  L: 'center-lake',
  T: 'center-twin',
};
export const OFF_BOARD = '-';

export interface MapData {
  /** A short name, e.g. `symmetric`, or the file's own map name. */
  name: string;
  /** Which rows sit half a hex to the right (see hex.ts). */
  shift: RowShift;
  /** One string per row of hexes, top to bottom; one terrain code per column, `-` off the board. */
  grid: string[];
}

export interface Topology {
  readonly map: MapData;
  /** Number of spaces on the board; spaces are numbered 0..size-1 in reading order. */
  readonly size: number;
  readonly cols: number;
  readonly rows: number;
  readonly col: readonly number[];
  readonly row: readonly number[];
  readonly q: readonly number[];
  readonly r: readonly number[];
  readonly label: readonly string[];
  /** Terrain name of each space (see TERRAIN_CODES). */
  readonly terrain: readonly string[];
  readonly neighbours: readonly (readonly number[])[];
  /**
   * The same neighbours flattened for hot loops: the neighbours of space s are at
   * [s * 6, s * 6 + 6), ascending, padded with -1.
   */
  readonly adjacency: Int32Array;
  /** Spaces of each terrain name, ascending. */
  readonly byTerrain: ReadonlyMap<string, readonly number[]>;
  /** Every pair of adjacent spaces [a, b] with a < b. */
  readonly edges: readonly (readonly [number, number])[];
  /** Every triple of mutually adjacent spaces, ascending. */
  readonly triangles: readonly (readonly [number, number, number])[];
  /** Every rhombus of two triangles sharing an edge: four spaces, ascending. */
  readonly rhombi: readonly (readonly number[])[];
  /** Space index of a label (`F7`), or -1 when the label names no space of this board. */
  indexOf(label: string): number;
  /** Whether two spaces are adjacent. */
  adjacent(a: number, b: number): boolean;
}

const byObject = new WeakMap<MapData, Topology>();
const byContent = new Map<string, Topology>();

/** The map asked for last, and its topology: the rules ask for one map's many times an action. */
let lastMap: MapData | undefined;
let lastTopology: Topology | undefined;

/** The topology of a map: cached by object, then by content (so a JSON copy finds it too). */
export function topology(map: MapData): Topology {
  if (map === lastMap) return lastTopology!;
  const topo = topologyOf(map);
  lastMap = map;
  lastTopology = topo;
  return topo;
}

function topologyOf(map: MapData): Topology {
  const hit = byObject.get(map);
  if (hit) return hit;
  const key = map.shift + '|' + map.grid.join('/');
  let topo = byContent.get(key);
  if (!topo) {
    topo = buildTopology(map);
    if (byContent.size > 256) byContent.clear();
    byContent.set(key, topo);
  }
  byObject.set(map, topo);
  return topo;
}

function buildTopology(map: MapData): Topology {
  const col: number[] = [];
  const row: number[] = [];
  const q: number[] = [];
  const r: number[] = [];
  const label: string[] = [];
  const terrain: string[] = [];
  const at = new Map<string, number>();
  let cols = 0;
  map.grid.forEach((line, y) => {
    cols = Math.max(cols, line.length);
    for (let x = 0; x < line.length; x++) {
      const code = line[x]!;
      if (code === OFF_BOARD) continue;
      const name = TERRAIN_CODES[code];
      if (!name) throw new Error(`map ${map.name}: unknown terrain code '${code}' at ${offsetLabel(x, y)}`);
      const a = offsetToAxial(x, y, map.shift);
      at.set(a.q + ',' + a.r, col.length);
      col.push(x);
      row.push(y);
      q.push(a.q);
      r.push(a.r);
      label.push(offsetLabel(x, y));
      terrain.push(name);
    }
  });
  const size = col.length;
  const neighbours: number[][] = [];
  const adjacency = new Set<number>();
  for (let i = 0; i < size; i++) {
    const list: number[] = [];
    for (const d of AXIAL_DIRECTIONS) {
      const j = at.get(q[i]! + d.q + ',' + (r[i]! + d.r));
      if (j !== undefined) {
        list.push(j);
        adjacency.add(i * size + j);
      }
    }
    neighbours.push(list.sort((x, y) => x - y));
  }
  const adjacencyFlat = new Int32Array(size * 6).fill(-1);
  neighbours.forEach((list, i) => list.forEach((n, k) => (adjacencyFlat[i * 6 + k] = n)));
  const byTerrain = new Map<string, number[]>();
  terrain.forEach((t, i) => {
    let list = byTerrain.get(t);
    if (!list) byTerrain.set(t, (list = []));
    list.push(i);
  });
  const edges: [number, number][] = [];
  const triangles: [number, number, number][] = [];
  for (let a = 0; a < size; a++) {
    for (const b of neighbours[a]!) {
      if (b <= a) continue;
      edges.push([a, b]);
      for (const c of neighbours[b]!) {
        if (c > b && adjacency.has(a * size + c)) triangles.push([a, b, c]);
      }
    }
  }
  // A rhombus is fixed by its short diagonal: an edge and the two spaces next to both its ends.
  const rhombi: number[][] = [];
  for (const [a, b] of edges) {
    const common = neighbours[a]!.filter((c) => adjacency.has(b * size + c));
    if (common.length === 2) rhombi.push([a, b, common[0]!, common[1]!].sort((x, y) => x - y));
  }
  const labelIndex = new Map<string, number>(label.map((l, i) => [l, i]));
  return {
    map,
    size,
    cols,
    rows: map.grid.length,
    col,
    row,
    q,
    r,
    label,
    terrain,
    neighbours,
    adjacency: adjacencyFlat,
    byTerrain,
    edges,
    triangles,
    rhombi,
    indexOf(text: string): number {
      const parsed = parseOffsetLabel(text);
      if (!parsed) return -1;
      return labelIndex.get(offsetLabel(parsed.col, parsed.row)) ?? -1;
    },
    adjacent(a: number, b: number): boolean {
      return adjacency.has(a * size + b);
    },
  };
}
