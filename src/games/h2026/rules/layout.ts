/**
 * Laying the map from tiles (rulebook "Setup" step 1 and "Custom Maps Setup"; rulings N11,
 * R2026-1 to R2026-3): which side of each tile a mode uses, where a tile may go, and the board
 * (MapData) a set of placed tiles makes.
 *
 * A tile is placed by its anchor flower's macro cell and a rotation (src/games/h2026/tiles/lattice.ts).
 * A placement is legal when the tile overlaps no tile, is attached (a large tile by its marked
 * edge: the space just outside it is on the map; a small tile by any side), and no visitor center
 * of the map then touches a space that is neither pampas nor another visitor center.
 */
import { TERRAIN_CODES, type MapData } from '../../../engine/board.js';
import { axialToOffset, type Axial } from '../../../engine/hex.js';
import { tileSet, type TileDef, type TilePlacement, type TileSideName } from '../tiles/index.js';
import { flowerCentre, macroCellOf, rotate } from '../tiles/lattice.js';
import { AXIAL_DIRECTIONS } from '../../../engine/hex.js';
import type { Mode } from './state.js';

/** Tile numbers by size. */
export const LARGE_TILES = [1, 2, 3, 4, 5] as const;
export const SMALL_TILES = [6, 7, 8] as const;

/** Basic mode plays the A sides, Hacienda mode the B sides (small tiles are the same on both). */
export function sideOf(mode: Mode): TileSideName {
  return mode === 'basic' ? 'A' : 'B';
}

/** A number for an axial position (maps stay far inside +-1024), cheaper than a string key. */
const K = 2048;
const axialKey = (q: number, r: number): number => (q + 1024) * K + (r + 1024);
const keyQ = (k: number): number => Math.floor(k / K) - 1024;
const keyR = (k: number): number => (k % K) - 1024;
const cellKey = axialKey;

/** The spaces a placed tile covers, as axial coordinates with their codes. */
export function placedSpaces(def: TileDef, side: TileSideName, p: TilePlacement): { q: number; r: number; code: string }[] {
  const base = flowerCentre(p.at[0], p.at[1]);
  return def.sides[side].map((s) => {
    const t = rotate(s, p.rot);
    return { q: base.q + t.q, r: base.r + t.r, code: s.code };
  });
}

/** The macro cells a placed tile covers. */
export function placedCells(def: TileDef, p: TilePlacement): [number, number][] {
  return def.cells.map(([a, b]) => {
    const t = rotate({ q: a, r: b }, p.rot);
    return [p.at[0] + t.q, p.at[1] + t.r];
  });
}

/** A map being laid: codes by axial space, and the macro cells taken (keys of axialKey). */
export interface Spread {
  codes: Map<number, string>;
  cells: Set<number>;
}

const spreads = new Map<string, Spread>();

/** The map `tiles` make (cached: callers must not change it). */
export function spreadOf(tiles: readonly TilePlacement[], mode: Mode): Spread {
  const key = mode + '|' + tiles.map((t) => `${t.tile}@${t.at[0]},${t.at[1]}/${t.rot}`).join(';');
  let spread = spreads.get(key);
  if (spread) return spread;
  const set = tileSet();
  spread = { codes: new Map(), cells: new Set() };
  for (const p of tiles) {
    const def = set.tiles[p.tile]!;
    for (const s of placedSpaces(def, sideOf(mode), p)) spread.codes.set(axialKey(s.q, s.r), s.code);
    for (const [a, b] of placedCells(def, p)) spread.cells.add(cellKey(a, b));
  }
  if (spreads.size > 256) spreads.clear();
  spreads.set(key, spread);
  return spread;
}

const isCenterCode = (code: string | undefined): boolean => code !== undefined && (TERRAIN_CODES[code] ?? '').startsWith('center');
/** A code that may touch a visitor center: pampas, another center, or nothing (off the map). */
const mayTouchCenter = (code: string | undefined): boolean => code === undefined || code === 'p' || isCenterCode(code);

/** A tile side turned `rot` times, relative to its anchor: what placing it needs to check. */
interface Turned {
  cells: Axial[];
  mark: Axial | null;
  /** Its spaces that may not touch a visitor center (neither pampas nor a center). */
  rough: Axial[];
  /** Spaces just off the tile next to one of its visitor centers. */
  aroundCenters: Axial[];
}

const turnedCache = new Map<string, Turned>();

function turned(def: TileDef, side: TileSideName, rot: number): Turned {
  const key = `${def.tile}${side}${rot}`;
  let t = turnedCache.get(key);
  if (t) return t;
  const spaces = def.sides[side];
  const on = new Set(spaces.map((s) => axialKey(s.q, s.r)));
  const around = new Map<number, Axial>();
  for (const s of spaces) {
    if (!isCenterCode(s.code)) continue;
    for (const d of AXIAL_DIRECTIONS) {
      const n = { q: s.q + d.q, r: s.r + d.r };
      if (!on.has(axialKey(n.q, n.r))) around.set(axialKey(n.q, n.r), rotate(n, rot));
    }
  }
  t = {
    cells: def.cells.map(([a, b]) => rotate({ q: a, r: b }, rot)),
    mark: def.mark ? rotate(def.mark, rot) : null,
    rough: spaces.filter((s) => !mayTouchCenter(s.code)).map((s) => rotate(s, rot)),
    aroundCenters: [...around.values()],
  };
  turnedCache.set(key, t);
  return t;
}

/** Off-map spaces next to the map's visitor centers: no rough space may go there. */
const nearCenters = new WeakMap<Spread, Set<number>>();

function sensitive(spread: Spread): Set<number> {
  let set = nearCenters.get(spread);
  if (set) return set;
  set = new Set();
  for (const [k, code] of spread.codes) {
    if (!isCenterCode(code)) continue;
    const q = keyQ(k);
    const r = keyR(k);
    for (const d of AXIAL_DIRECTIONS) {
      const n = axialKey(q + d.q, r + d.r);
      if (!spread.codes.has(n)) set.add(n);
    }
  }
  nearCenters.set(spread, set);
  return set;
}

/** Why `p` cannot go on the map `spread`, or null when it can. */
export function placementProblem(spread: Spread, p: TilePlacement, mode: Mode): string | null {
  const def = tileSet().tiles[p.tile]!;
  const t = turned(def, sideOf(mode), p.rot);
  const [a0, b0] = p.at;
  for (const c of t.cells) if (spread.cells.has(cellKey(a0 + c.q, b0 + c.r))) return 'it would overlap a tile on the map';
  const base = flowerCentre(a0, b0);
  if (t.mark) {
    const [a, b] = macroCellOf(base.q + t.mark.q, base.r + t.mark.r);
    if (!spread.cells.has(cellKey(a, b))) return 'its marked edge would not touch the map';
  } else if (!t.cells.some((c) => AXIAL_DIRECTIONS.some((d) => spread.cells.has(cellKey(a0 + c.q + d.q, b0 + c.r + d.r))))) {
    return 'it would not touch the map';
  }
  const near = sensitive(spread);
  const centerProblem = 'a visitor center would touch a space that is not pampas';
  for (const s of t.rough) if (near.has(axialKey(base.q + s.q, base.r + s.r))) return centerProblem;
  for (const s of t.aroundCenters) if (!mayTouchCenter(spread.codes.get(axialKey(base.q + s.q, base.r + s.r)))) return centerProblem;
  return null;
}

/** Every legal placement of `tile` on the map `spread`, ordered by anchor cell, then rotation. */
export function legalPlacements(spread: Spread, tile: number, mode: Mode): TilePlacement[] {
  let byTile = placements.get(spread);
  if (!byTile) placements.set(spread, (byTile = new Map()));
  let list = byTile.get(`${mode}/${tile}`);
  if (!list) byTile.set(`${mode}/${tile}`, (list = findPlacements(spread, tile, mode)));
  return list.map((p) => ({ tile: p.tile, at: [p.at[0], p.at[1]], rot: p.rot }));
}

const placements = new WeakMap<Spread, Map<string, TilePlacement[]>>();

function findPlacements(spread: Spread, tile: number, mode: Mode): TilePlacement[] {
  const def = tileSet().tiles[tile]!;
  // The free cells next to the map; a placement covers at least one of them.
  const frontier = new Set<number>();
  for (const key of spread.cells) {
    for (const d of AXIAL_DIRECTIONS) {
      const n = cellKey(keyQ(key) + d.q, keyR(key) + d.r);
      if (!spread.cells.has(n)) frontier.add(n);
    }
  }
  const out: TilePlacement[] = [];
  for (let rot = 0; rot < 6; rot++) {
    const seen = new Set<number>();
    for (const f of frontier) {
      for (const c of turned(def, sideOf(mode), rot).cells) {
        const anchor = cellKey(keyQ(f) - c.q, keyR(f) - c.r);
        if (seen.has(anchor)) continue;
        seen.add(anchor);
        const p: TilePlacement = { tile, at: [keyQ(anchor), keyR(anchor)], rot };
        if (placementProblem(spread, p, mode) === null) out.push(p);
      }
    }
  }
  return out.sort((x, y) => x.at[0] - y.at[0] || x.at[1] - y.at[1] || x.rot - y.rot);
}

/**
 * The board that `spread` makes, in offset rows: rows from the topmost space, columns from the
 * leftmost, every other row shifted (which ones follows from where the map starts).
 */
export function mapOfSpread(spread: Spread, name: string): MapData {
  let grid = grids.get(spread);
  if (!grid) grids.set(spread, (grid = gridOf(spread)));
  return { name, shift: grid.shift, grid: grid.grid.slice() };
}

const grids = new WeakMap<Spread, Pick<MapData, 'shift' | 'grid'>>();

function gridOf(spread: Spread): Pick<MapData, 'shift' | 'grid'> {
  const spaces = [...spread.codes].map(([k, code]) => {
    return { ...axialToOffset({ q: keyQ(k), r: keyR(k) }, 'odd'), code };
  });
  const minRow = Math.min(...spaces.map((s) => s.row));
  const minCol = Math.min(...spaces.map((s) => s.col));
  const rows = Math.max(...spaces.map((s) => s.row)) - minRow + 1;
  const cols = Math.max(...spaces.map((s) => s.col)) - minCol + 1;
  const grid = Array.from({ length: rows }, () => Array.from({ length: cols }, () => '-'));
  for (const s of spaces) grid[s.row - minRow]![s.col - minCol] = s.code;
  // Rows keep their shift when the first row moves by an even number of rows; else it flips.
  return { shift: (minRow & 1) === 0 ? 'odd' : 'even', grid: grid.map((row) => row.join('')) };
}

/** The printed layout for `players` (rulebook "Setup" 1a). */
export function standardLayout(players: number): TilePlacement[] {
  const layout = tileSet().standard[players];
  if (!layout) throw new Error(`no standard layout for ${players} players`);
  return layout.map((p) => ({ tile: p.tile, at: [p.at[0], p.at[1]], rot: p.rot }));
}

export function mapName(mode: Mode, layout: string, players: number): string {
  return `Hacienda 2026 ${mode}, ${layout} layout, ${players} players`;
}

/** Space `q, r` as axial key (exported for tests). */
export { axialKey };
