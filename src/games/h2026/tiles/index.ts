/**
 * The Hacienda 2026 map tiles: data files in our map format (one `.map` per tile side, read with
 * the 2026 terrain codes) and a manifest, `tiles.json`, that says which file is which tile, where
 * each tile's anchor flower and marked edge are, and the printed layouts (docs/rules-2026.md).
 *
 * `parseTileSet` is pure (text in, tiles out) and checks everything a tile must be: made of whole
 * flowers of the lattice (lattice.ts), both sides the same shape, the marked edge outside the tile
 * and next to it. `tileSet()` reads the files beside this module once (the build copies them into
 * dist/), like src/maps/load.ts does for the built-in boards.
 */
import { readFileSync } from 'node:fs';
import { TERRAIN_CODES, topology } from '../../../engine/board.js';
import { AXIAL_DIRECTIONS, offsetToAxial, parseOffsetLabel, type Axial } from '../../../engine/hex.js';
import { MapFormatError, MapLoadError } from '../../../maps/errors.js';
import { parseMapFile } from '../../../maps/format.js';
import { flowerCentre, macroCellOf, macroKey } from './lattice.js';

/** The codes a 2026 tile may hold: pampas, five terrains, water icons, visitor centers. */
export const TILE_CODES: readonly string[] = ['p', 'f', 'b', 'h', 'm', 'g', 'W', 'C', 'D', 'S', 'H', 'E', 'L', 'T'];

export type TileSize = 'central' | 'large' | 'small';
export type TileSideName = 'A' | 'B';

/** One space of a tile side: its axial offset from the anchor flower's centre, and its code. */
export interface TileSpace {
  q: number;
  r: number;
  code: string;
}

export interface TileDef {
  /** 0 for the central tile, 1-5 large, 6-8 small. */
  tile: number;
  size: TileSize;
  /** The spaces of each side (small tiles have the same on both). */
  sides: Record<TileSideName, readonly TileSpace[]>;
  /** The macro cells of the tile, relative to its anchor cell (the anchor first). */
  cells: readonly (readonly [number, number])[];
  /** Large tiles: the space just outside the marked edge, which must be on the map. */
  mark: Axial | null;
}

/** A tile on the map: its anchor flower on macro cell `at`, turned `rot` times 60 degrees clockwise. */
export interface TilePlacement {
  tile: number;
  at: [number, number];
  rot: number;
}

/** A foundation slot of the custom setup: the central tile, or any tile of a size drawn at random. */
export type FoundationSlot = TilePlacement | { size: 'large' | 'small'; at: [number, number]; rot: number };

export interface TileSet {
  /** By tile number 0-8. */
  tiles: readonly TileDef[];
  /** The printed layouts by number of players. */
  standard: Readonly<Record<number, readonly TilePlacement[]>>;
  /** The custom setup's foundation, by mode. */
  foundation: Readonly<Record<'basic' | 'hacienda', readonly FoundationSlot[]>>;
}

const MANIFEST = 'tiles.json';
const SIZES: readonly TileSize[] = ['central', 'large', 'small'];

interface ManifestTile {
  tile: number;
  size: TileSize;
  sides: Record<TileSideName, string>;
  anchor: string;
  mark?: string;
}

/** Reads a tile set: the manifest's text, and a reader for the map files it names. */
export function parseTileSet(manifestText: string, readMap: (file: string) => string): TileSet {
  const fail = (reason: string, near?: string): never => {
    const at = near === undefined ? -1 : manifestText.split('\n').findIndex((l) => l.includes(near));
    throw new MapFormatError(MANIFEST, at + 1 || 1, 1, reason);
  };
  let manifest: { tiles?: unknown; standard?: unknown; foundation?: unknown };
  try {
    manifest = JSON.parse(manifestText) as typeof manifest;
  } catch (err) {
    return fail(`not JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!Array.isArray(manifest.tiles)) return fail('expected "tiles": [...]');
  const tiles: TileDef[] = [];
  for (const raw of manifest.tiles as ManifestTile[]) {
    const near = `"tile": ${raw.tile}`;
    if (!Number.isInteger(raw.tile) || raw.tile !== tiles.length) fail(`expected tile ${tiles.length} next`, near);
    if (!SIZES.includes(raw.size)) fail(`tile ${raw.tile}: size must be ${SIZES.join(', ')}`, near);
    const sides = {} as Record<TileSideName, readonly TileSpace[]>;
    let shape = '';
    let markAt: Axial | null = null;
    for (const side of ['A', 'B'] as const) {
      const file = raw.sides?.[side];
      if (typeof file !== 'string') return fail(`tile ${raw.tile}: no file for side ${side}`, near);
      const { map } = parseMapFile(readMap(file), file, TILE_CODES);
      const topo = topology(map);
      const pos = (label: string, what: string): Axial => {
        const o = parseOffsetLabel(label);
        if (!o) throw new MapFormatError(file, 1, 1, `${what} '${label}' is not a space label`);
        return offsetToAxial(o.col, o.row, map.shift);
      };
      const anchor = pos(raw.anchor, 'anchor');
      if (topo.indexOf(raw.anchor) < 0) throw new MapFormatError(file, 1, 1, `anchor ${raw.anchor} is not a space of the tile`);
      const spaces = topo.label.map((_, s) => ({ q: topo.q[s]! - anchor.q, r: topo.r[s]! - anchor.r, code: map.grid[topo.row[s]!]![topo.col[s]!]! }));
      sides[side] = spaces;
      // A visitor center touches only pampas or another center (rulebook "Custom Maps Setup").
      const codeAt = new Map(spaces.map((s) => [`${s.q},${s.r}`, s.code]));
      const isCenter = (c: string | undefined) => c !== undefined && (TERRAIN_CODES[c] ?? '').startsWith('center');
      for (const s of spaces) {
        if (!isCenter(s.code)) continue;
        for (const d of AXIAL_DIRECTIONS) {
          const n = codeAt.get(`${s.q + d.q},${s.r + d.r}`);
          if (n !== undefined && n !== 'p' && !isCenter(n)) fail(`tile ${raw.tile}${side}: a visitor center touches '${n}', not pampas`, near);
        }
      }
      const key = spaces
        .map((s) => `${s.q},${s.r}`)
        .sort()
        .join(' ');
      if (shape && key !== shape) fail(`tile ${raw.tile}: sides A and B differ in shape`, near);
      shape = key;
      if (raw.mark !== undefined) {
        const m = pos(raw.mark, 'mark');
        markAt = { q: m.q - anchor.q, r: m.r - anchor.r };
      }
    }
    // Whole flowers only: every space's flower is on the tile with all seven spaces.
    const byCell = new Map<string, number>();
    const cells: [number, number][] = [];
    for (const s of sides.A) {
      const [a, b] = macroCellOf(s.q, s.r);
      const k = macroKey(a, b);
      if (!byCell.has(k)) cells.push([a, b]);
      byCell.set(k, (byCell.get(k) ?? 0) + 1);
    }
    for (const [k, n] of byCell) if (n !== 7) fail(`tile ${raw.tile}: the flower at macro cell ${k} has ${n} spaces, not 7`, near);
    if (!byCell.has('0,0')) fail(`tile ${raw.tile}: the anchor ${raw.anchor} is not the centre of a flower`, near);
    const centre = flowerCentre(0, 0);
    if (!sides.A.some((s) => s.q === centre.q && s.r === centre.r)) fail(`tile ${raw.tile}: no anchor flower`, near);
    const expected = raw.size === 'central' ? 7 : raw.size === 'large' ? 4 : 2;
    if (cells.length !== expected) fail(`tile ${raw.tile}: a ${raw.size} tile has ${expected} flowers, not ${cells.length}`, near);
    cells.sort((x, y) => (x[0] === 0 && x[1] === 0 ? -1 : y[0] === 0 && y[1] === 0 ? 1 : 0));
    if (raw.size === 'large') {
      if (!markAt) return fail(`tile ${raw.tile}: a large tile needs its marked edge ("mark")`, near);
      const m = macroCellOf(markAt.q, markAt.r);
      if (byCell.has(macroKey(m[0], m[1]))) fail(`tile ${raw.tile}: the mark ${raw.mark} lies on the tile, not outside its edge`, near);
    } else if (markAt) fail(`tile ${raw.tile}: only large tiles have a marked edge`, near);
    tiles.push({ tile: raw.tile, size: raw.size, sides, cells, mark: markAt });
  }
  if (tiles.length !== 9) fail(`expected 9 tiles (central, 1-8), found ${tiles.length}`);
  const placement = (p: unknown, where: string): TilePlacement => {
    const x = p as TilePlacement;
    if (!Number.isInteger(x?.tile) || x.tile < 0 || x.tile > 8 || !isCell(x.at) || !Number.isInteger(x.rot)) {
      return fail(`${where}: expected {"tile", "at": [a, b], "rot"}`, where);
    }
    return { tile: x.tile, at: [x.at[0], x.at[1]], rot: x.rot };
  };
  const standard: Record<number, TilePlacement[]> = {};
  for (const [n, list] of Object.entries((manifest.standard ?? {}) as Record<string, unknown[]>)) {
    standard[Number(n)] = list.map((p) => placement(p, `"${n}"`));
  }
  const foundation = {} as Record<'basic' | 'hacienda', FoundationSlot[]>;
  for (const mode of ['basic', 'hacienda'] as const) {
    const list = (manifest.foundation as Record<string, unknown[]> | undefined)?.[mode];
    if (!Array.isArray(list)) return fail(`no foundation for ${mode} mode`);
    foundation[mode] = list.map((p) => {
      const x = p as { size?: unknown; at?: unknown; rot?: unknown };
      if (x.size === 'large' || x.size === 'small') {
        if (!isCell(x.at) || !Number.isInteger(x.rot)) return fail(`foundation ${mode}: bad slot`, `"${mode}"`);
        return { size: x.size, at: [x.at[0], x.at[1]], rot: x.rot as number };
      }
      return placement(p, `"${mode}"`);
    });
  }
  return { tiles, standard, foundation };
}

function isCell(x: unknown): x is [number, number] {
  return Array.isArray(x) && x.length === 2 && Number.isInteger(x[0]) && Number.isInteger(x[1]);
}

let cached: TileSet | undefined;

/** The built-in tile set, read once from the files beside this module. */
export function tileSet(): TileSet {
  if (cached) return cached;
  const read = (file: string): string => {
    try {
      return readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    } catch (err) {
      throw new MapLoadError(file, `cannot read tile file '${file}': ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    }
  };
  cached = parseTileSet(read(MANIFEST), read);
  return cached;
}
