import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { topology, type MapData, type Topology } from '../../src/engine/board.js';
import { checkClassicBoard } from '../../src/games/classic/rules/board-check.js';
import { firstStrandedSpace } from '../../src/maps/connected.js';
import { formatMapText, parseMapText } from '../../src/maps/format.js';
import { BOARD_NAMES, classicBoard } from '../../src/games/classic/boards/index.js';
import { repoRoot } from './paths.js';

const TERRAINS = ['mountain', 'forest', 'meadow', 'rock', 'moorland'];
const MARKETS: Record<string, number> = { symmetric: 10, asymmetric: 11 };

function count(topo: Topology, terrain: string): number {
  return topo.byTerrain.get(terrain)?.length ?? 0;
}

/** Sizes of the groups of adjacent spaces that share a terrain and satisfy `keep`. */
function groups(topo: Topology, keep: (i: number) => boolean, same = true): number[] {
  const seen = new Set<number>();
  const sizes: number[] = [];
  for (let i = 0; i < topo.size; i++) {
    if (seen.has(i) || !keep(i)) continue;
    const stack = [i];
    seen.add(i);
    let size = 0;
    while (stack.length) {
      const at = stack.pop()!;
      size++;
      for (const n of topo.neighbours[at]!) {
        if (!seen.has(n) && keep(n) && (!same || topo.terrain[n] === topo.terrain[i])) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    sizes.push(size);
  }
  return sizes;
}

/** Position along the row in half hexes: a shifted row sits one half hex to the right. */
function halfX(map: MapData, col: number, row: number): number {
  const shifted = (row & 1) === (map.shift === 'odd' ? 1 : 0);
  return 2 * col + (shifted ? 1 : 0);
}

describe.each(BOARD_NAMES.map((name) => [name]))('built-in map %s', (name) => {
  const map = classicBoard(name);
  const topo = topology(map);

  it(`built-in ${name} - has the printed board's size: 13 rows, long rows of 18 and shifted rows of 17`, () => {
    expect(map.name).toBe(name);
    expect(topo.rows).toBe(13);
    map.grid.forEach((row, y) => {
      const spaces = [...row].filter((c) => c !== '-').length;
      const shifted = (y & 1) === (map.shift === 'odd' ? 1 : 0);
      expect(spaces, `row ${y + 1}`).toBe(shifted ? 17 : 18);
    });
    expect(topo.size).toBeGreaterThanOrEqual(220);
    expect(topo.size).toBeLessThanOrEqual(230);
  });

  it(`built-in ${name} - has its markets, 4 water fields and 12 to 18 spaces of every terrain`, () => {
    expect(count(topo, 'market')).toBe(MARKETS[name]);
    expect(count(topo, 'water')).toBe(4);
    for (const t of TERRAINS) {
      expect(count(topo, t), t).toBeGreaterThanOrEqual(12);
      expect(count(topo, t), t).toBeLessThanOrEqual(18);
    }
    // Mostly pampas, like the printed board.
    expect(count(topo, 'pampas')).toBeGreaterThan(topo.size / 2);
  });

  it(`built-in ${name} - surrounds every market with six pampas spaces`, () => {
    for (const m of topo.byTerrain.get('market')!) {
      expect(topo.neighbours[m]!.length, topo.label[m]).toBe(6);
      for (const n of topo.neighbours[m]!) expect(topo.terrain[n], `${topo.label[m]}-${topo.label[n]}`).toBe('pampas');
    }
  });

  it(`built-in ${name} - puts water fields on pampas ground, away from markets and each other`, () => {
    for (const w of topo.byTerrain.get('water')!) {
      const around = topo.neighbours[w]!.map((n) => topo.terrain[n]);
      expect(around, topo.label[w]).not.toContain('market');
      expect(around, topo.label[w]).not.toContain('water');
      expect(around.filter((t) => t === 'pampas').length, topo.label[w]).toBeGreaterThanOrEqual(2);
    }
  });

  it(`built-in ${name} - groups terrain in clusters of 2 to 5`, () => {
    const sizes = groups(topo, (i) => TERRAINS.includes(topo.terrain[i]!));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(5);
  });

  it(`built-in ${name} - is connected, and its pampas too, so herds can reach every market`, () => {
    expect(firstStrandedSpace(map)).toBe(-1);
    expect(groups(topo, (i) => topo.terrain[i] === 'pampas')).toHaveLength(1);
  });

  it(`built-in ${name} - passes the Classic board check`, () => {
    expect(checkClassicBoard(map)).toEqual([]);
  });

  it(`built-in ${name} - round trips through the text format`, () => {
    expect(parseMapText(formatMapText(map), `${name}.map`)).toEqual(map);
    const source = readFileSync(path.join(repoRoot, 'src/games/classic/boards', `${name}.map`), 'utf8');
    expect(source).not.toContain('\r');
  });
});

describe('built-in maps', () => {
  it('built-in symmetric - is mirror symmetric left to right', () => {
    const map = classicBoard('symmetric');
    const topo = topology(map);
    const at = new Map<string, string>();
    const xs: number[] = [];
    for (let i = 0; i < topo.size; i++) {
      const x = halfX(map, topo.col[i]!, topo.row[i]!);
      xs.push(x);
      at.set(`${x},${topo.row[i]}`, topo.terrain[i]!);
    }
    const axis = Math.min(...xs) + Math.max(...xs);
    for (let i = 0; i < topo.size; i++) {
      const mirror = at.get(`${axis - xs[i]!},${topo.row[i]}`);
      expect(mirror, topo.label[i]).toBe(topo.terrain[i]);
    }
  });

  it('built-in asymmetric - is not mirror symmetric', () => {
    const map = classicBoard('asymmetric');
    const mirrored = map.grid.map((row, y) => {
      const codes = (y & 1) === 1 ? [...row.slice(0, 17)].reverse().join('') + '-' : [...row].reverse().join('');
      return codes;
    });
    expect(mirrored).not.toEqual(map.grid);
  });
});

describe('built-in maps in the docs', () => {
  it('built-in maps - docs/maps.md gives the true counts of every board', () => {
    const docs = readFileSync(path.join(repoRoot, 'docs/maps.md'), 'utf8');
    const columns = ['pampas', 'mountain', 'forest', 'meadow', 'rock', 'moorland', 'market', 'water'];
    for (const name of BOARD_NAMES) {
      const topo = topology(classicBoard(name));
      const row = docs.split('\n').find((line) => line.startsWith(`| ${name} |`));
      expect(row, `a table row for ${name}`).toBeDefined();
      const cells = row!
        .split('|')
        .slice(2, -1)
        .map((c) => Number(c.trim()));
      expect(cells).toEqual([topo.size, ...columns.map((t) => count(topo, t))]);
    }
  });
});
