/**
 * The map tiles and laying the map: rulebook "Setup" 1 and "Custom Maps Setup", rulings N11 and
 * R2026-1 to R2026-3.
 */
import { describe, expect, it } from 'vitest';
import { TERRAIN_CODES, topology } from '../../../src/engine/board.js';
import { AXIAL_DIRECTIONS } from '../../../src/engine/hex.js';
import { MapFormatError } from '../../../src/maps/errors.js';
import { parseMapText } from '../../../src/maps/format.js';
import { parseTileSet, tileSet, TILE_CODES } from '../../../src/games/h2026/tiles/index.js';
import { legalPlacements, placementProblem, spreadOf, standardLayout } from '../../../src/games/h2026/rules/layout.js';
import type { H2026State } from '../../../src/games/h2026/rules/state.js';
import { act, h2026, legalTexts, SEATS } from './fixtures.js';
import { readFileSync } from 'node:fs';

const centerCodes = TILE_CODES.filter((c) => TERRAIN_CODES[c]!.startsWith('center'));

describe('N11 map tiles', () => {
  const set = tileSet();

  it('N11 map tiles - a central tile (7 flowers), large tiles 1-5 (4), small tiles 6-8 (2), both sides the same shape', () => {
    expect(set.tiles.map((t) => [t.tile, t.size, t.sides.A.length, t.sides.B.length])).toEqual([
      [0, 'central', 49, 49],
      ...[1, 2, 3, 4, 5].map((n) => [n, 'large', 28, 28]),
      ...[6, 7, 8].map((n) => [n, 'small', 14, 14]),
    ]);
    for (const n of [6, 7, 8]) expect(set.tiles[n]!.sides.A).toEqual(set.tiles[n]!.sides.B);
    for (const t of set.tiles) expect(t.mark !== null).toBe(t.size === 'large');
  });

  it('N11 map tiles - the B sides of the central tile and tiles 1-5 carry the six special visitor centers, the twins side by side', () => {
    const specials = (side: 'A' | 'B') =>
      set.tiles.flatMap((t) => t.sides[side].filter((s) => centerCodes.includes(s.code) && s.code !== 'C').map((s) => s.code));
    expect(specials('A')).toEqual([]);
    expect(specials('B').sort()).toEqual(['D', 'E', 'H', 'L', 'S', 'T', 'T']);
    for (const t of set.tiles.slice(0, 6)) expect(t.sides.B.some((s) => centerCodes.includes(s.code) && s.code !== 'C')).toBe(true);
    const twins = set.tiles[0]!.sides.B.filter((s) => s.code === 'T');
    expect(twins).toHaveLength(2);
    expect(AXIAL_DIRECTIONS.some((d) => twins[0]!.q + d.q === twins[1]!.q && twins[0]!.r + d.r === twins[1]!.r)).toBe(true);
  });

  it('N11 map tiles - on every tile, a visitor center touches only pampas or another center', () => {
    for (const t of set.tiles) {
      for (const side of ['A', 'B'] as const) {
        const at = new Map(t.sides[side].map((s) => [`${s.q},${s.r}`, s.code]));
        for (const s of t.sides[side]) {
          if (!centerCodes.includes(s.code)) continue;
          for (const d of AXIAL_DIRECTIONS) {
            const n = at.get(`${s.q + d.q},${s.r + d.r}`);
            expect(n === undefined || n === 'p' || centerCodes.includes(n), `tile ${t.tile}${side}: ${s.code} next to ${n}`).toBe(true);
          }
        }
      }
    }
  });

  it.each([
    [2, [0, 1, 2, 3, 6, 7]],
    [3, [0, 1, 2, 3, 4, 6, 7]],
    [4, [0, 1, 2, 3, 4, 5, 6, 7]],
    [5, [0, 1, 2, 3, 4, 5, 6, 7, 8]],
  ])('N11 map tiles - the standard layout for %i players uses tiles %j, legal in both modes', (players, tiles) => {
    expect(
      standardLayout(players)
        .map((t) => t.tile)
        .sort(),
    ).toEqual(tiles);
    for (const mode of ['basic', 'hacienda'] as const) {
      const s = h2026.newGame({ players: SEATS.slice(0, players), seed: 1, mode });
      expect(s.tiles.map((t) => t.tile).sort()).toEqual(tiles);
      const topo = topology(s.map);
      expect(topo.size).toBe(49 + 28 * tiles.filter((t) => t >= 1 && t <= 5).length + 14 * tiles.filter((t) => t >= 6).length);
      const layout = standardLayout(players);
      for (let i = 1; i < layout.length; i++) expect(placementProblem(spreadOf(layout.slice(0, i), mode), layout[i]!, mode)).toBeNull();
    }
  });

  it('N11 map tiles - the tile files are maps in our format with the 2026 codes, which plain map files do not take', () => {
    const text = readFileSync(new URL('../../../src/games/h2026/tiles/3B.map', import.meta.url), 'utf8');
    expect(() => parseMapText(text, '3B.map')).toThrow(/unknown terrain code '[bhH]' \(expected one of p m f g r s M W -\)/);
  });

  it('N11 map tiles - a tile that is not made of whole flowers is refused, naming the file', () => {
    const manifest = readFileSync(new URL('../../../src/games/h2026/tiles/tiles.json', import.meta.url), 'utf8');
    const read = (file: string) => {
      const text = readFileSync(new URL(`../../../src/games/h2026/tiles/${file}`, import.meta.url), 'utf8');
      // Take one space off tile 6: its last pampas.
      const i = text.lastIndexOf(' p');
      return file === '6.map' ? text.slice(0, i) + ' -' + text.slice(i + 2) : text;
    };
    expect(() => parseTileSet(manifest, read)).toThrow(MapFormatError);
  });
});

describe('R2026-1 custom layout', () => {
  const start = (mode: 'basic' | 'hacienda', players = 3) => h2026.newGame({ players: SEATS.slice(0, players), seed: 'custom', mode, layout: 'custom' });

  it('R2026-1 custom layout - the foundation (central, two large, one small), then each player in turn lays a drawn tile', () => {
    let s = start('basic');
    expect(s.tiles).toHaveLength(4);
    expect(s.tiles[0]!.tile).toBe(0);
    expect(s.laying).toMatchObject({ left: 3 });
    expect(s.players.every((p) => p.hand.length === 0)).toBe(true);
    const seats: number[] = [];
    while (s.laying) {
      seats.push(s.turn.player);
      const options = legalTexts(s);
      expect(options.length).toBeGreaterThan(0);
      expect(options.every((o) => o.startsWith(`tile ${s.laying!.drawn} at `))).toBe(true);
      expect(h2026.legalActions(s).map((a) => a.type)).not.toContain('end');
      s = act(s, options[0]!);
    }
    expect(seats).toEqual([s.startPlayer, (s.startPlayer + 1) % 3, (s.startPlayer + 2) % 3]);
    expect(s.tiles).toHaveLength(7);
    expect(s.players.every((p) => p.hand.length === 6)).toBe(true);
    expect(s.turn).toEqual({ player: s.startPlayer, actions: 0, allowed: 3 });
    expect(new Set(s.tiles.map((t) => t.tile)).size).toBe(7);
  });

  it('R2026-1 custom layout - whatever tiles fill the foundation, in either mode, it is a legal map', () => {
    for (const mode of ['basic', 'hacienda'] as const) {
      const slots = tileSet().foundation[mode];
      for (const a of [1, 2, 3, 4, 5]) {
        for (const b of [1, 2, 3, 4, 5]) {
          if (a === b) continue;
          for (const c of [6, 7, 8]) {
            const large = [a, b];
            const tiles = slots.map((slot) => ({ tile: 'tile' in slot ? slot.tile : slot.size === 'large' ? large.shift()! : c, at: slot.at, rot: slot.rot }));
            for (let i = 1; i < tiles.length; i++) expect(placementProblem(spreadOf(tiles.slice(0, i), mode), tiles[i]!, mode)).toBeNull();
          }
        }
      }
    }
  });

  it('R2026-1 custom layout - a tile may not overlap, a large tile attaches by its marked edge, a small one by any side', () => {
    const s = start('hacienda');
    const spread = spreadOf(s.tiles, s.mode);
    const drawn = s.laying!.drawn;
    const legal = legalPlacements(spread, drawn, s.mode);
    expect(placementProblem(spread, { tile: drawn, at: [0, 0], rot: 0 }, s.mode)).toBe('it would overlap a tile on the map');
    const far = { tile: drawn, at: [20, 20] as [number, number], rot: 0 };
    expect(placementProblem(spread, far, s.mode)).toMatch(/would not touch the map/);
    for (const p of legal) expect(placementProblem(spread, p, s.mode)).toBeNull();
    const rejected = { ...legal[0]!, at: [legal[0]!.at[0] + 7, legal[0]!.at[1]] as [number, number] };
    expect(act).toBeDefined();
    expect(h2026.apply(s, { type: 'tile', ...rejected }).ok).toBe(false);
  });

  it('R2026-1 custom layout - no tile may put a non-pampas space next to a visitor center', () => {
    // Tile 7 has a visitor center on its edge: some placements next to the central tile bring it
    // against terrain, and are refused for that reason alone.
    const spread = spreadOf([{ tile: 0, at: [0, 0], rot: 0 }], 'basic');
    const reasons = new Set<string>();
    for (let a = -3; a <= 3; a++) {
      for (let b = -3; b <= 3; b++) for (let rot = 0; rot < 6; rot++) reasons.add(String(placementProblem(spread, { tile: 7, at: [a, b], rot }, 'basic')));
    }
    expect(reasons).toContain('a visitor center would touch a space that is not pampas');
    expect(reasons).toContain('null');
  });

  it('R2026-1 custom layout - the drawn tile must be the one laid, and nothing else may be done meanwhile', () => {
    const s = start('basic');
    const other = [1, 2, 3, 4, 5, 6, 7, 8].find((t) => t !== s.laying!.drawn)!;
    const r = h2026.apply(s, { type: 'tile', tile: other, at: [3, 3], rot: 0 });
    expect(r.ok).toBe(false);
    const end = h2026.apply(s, { type: 'end' });
    expect(!end.ok && end.reason).toMatch(/the map is being laid/);
  });

  it('R2026-3 random layout - the seed lays the tiles: the same seed, the same map', () => {
    const make = (seed: string) => h2026.newGame({ players: SEATS.slice(0, 4), seed, layout: 'random' }) as H2026State;
    expect(make('a').map).toEqual(make('a').map);
    expect(make('a').tiles).toHaveLength(8);
    expect(make('a').laying).toBeNull();
    const maps = new Set(['a', 'b', 'c', 'd'].map((x) => make(x).map.grid.join('/')));
    expect(maps.size).toBeGreaterThan(1);
  });
});
