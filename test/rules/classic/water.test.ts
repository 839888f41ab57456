/**
 * Water tiles (ruling C11, rulebook "Buy a water tile", our R4), water scoring (C12) and printed
 * fields beyond the ninth (R9).
 */
import { describe, expect, it } from 'vitest';
import { waterTileShape } from '../../../src/games/classic/rules/components.js';
import {
  act,
  adjacent,
  at,
  BLUE,
  blankGame,
  board,
  classic,
  giveAnimal,
  giveLand,
  labelOf,
  legalStarting,
  money,
  neighbours,
  put,
  putWater,
  RED,
  reject,
  topo,
  type ClassicState,
} from './fixtures.js';

/** Open pampas around D4, with a mountain G1, a market G2 and a printed water field G3. */
const MAP = board([
  'p p p p p p m', //
  'p p p p p p M',
  'p p p p p p W',
  'p p p p p p p',
  'p p p p p p p',
  'p p p p p p p',
  'p p p p p p p',
]);

const waterPoints = (s: ClassicState) => classic.projectedScores(s).map((x) => x.water);

/** Lays a tile by notation and checks that it covers exactly those spaces with one tile id. */
function lay(text: string, covered: string[]): ClassicState {
  const s0 = blankGame(MAP);
  const s = act(s0, text);
  const ids = covered.map((l) => s.water[at(s, l)]!);
  expect(new Set(ids).size, text).toBe(1);
  const id = ids[0]!;
  expect(s0.waterSupply).toContain(id);
  expect(s.waterSupply).not.toContain(id);
  expect(s.water.filter((w) => w === id)).toHaveLength(covered.length);
  expect(money(s, RED)).toBe(8);
  return s;
}

describe('C11 water tiles', () => {
  it('C11 water - a one-space tile costs 12 pesos and goes on an empty pampas space', () => {
    const s = lay('water single D4', ['D4']);
    expect(waterTileShape(s.water[at(s, 'D4')]!)).toBe('single');
    expect(s.turn.boughtWater).toBe(true);
    expect(s.turn.actions).toBe(1);
  });

  it('R4 water - a pair covers two adjacent spaces, in all six rotations', () => {
    const around = neighbours(blankGame(MAP), 'D4');
    expect(around).toHaveLength(6);
    for (const n of around) {
      const s = lay(`water pair D4 ${n}`, ['D4', n]);
      expect(waterTileShape(s.water[at(s, 'D4')]!)).toBe('pair');
    }
  });

  it('R4 water - a triangle covers three mutually adjacent spaces, pointing up or down', () => {
    const s0 = blankGame(MAP);
    const around = neighbours(s0, 'D4');
    const triangles: string[][] = [];
    for (let i = 0; i < around.length; i++) {
      for (let j = i + 1; j < around.length; j++) if (adjacent(s0, around[i]!, around[j]!)) triangles.push(['D4', around[i]!, around[j]!]);
    }
    expect(triangles).toHaveLength(6);
    const t = topo(s0);
    const orientation = (spaces: string[]) => {
      const rows = spaces.map((l) => t.row[at(s0, l)]!);
      const lone = rows.find((r) => rows.filter((x) => x === r).length === 1)!;
      return lone < Math.max(...rows) ? 'up' : 'down';
    };
    expect(triangles.map(orientation).sort()).toEqual(['down', 'down', 'down', 'up', 'up', 'up']);
    for (const tri of triangles) {
      const s = lay(`water triangle ${tri.join(' ')}`, tri);
      expect(waterTileShape(s.water[at(s, 'D4')]!)).toBe('triangle');
    }
    // Named examples: E3 above D4 and E4; E5 below them.
    lay('water triangle D4 E4 E3', ['D4', 'E4', 'E3']);
    lay('water triangle D4 E4 E5', ['D4', 'E4', 'E5']);
  });

  it('R4 water - a rhombus covers two triangles sharing an edge, in its three orientations, spaces in any order', () => {
    const rhombi = [
      ['D4', 'E4', 'E3', 'E5'], // short diagonal D4-E4 (east-west)
      ['C4', 'D3', 'D4', 'E3'], // short diagonal D3-D4
      ['D3', 'E3', 'D4', 'E4'], // short diagonal E3-D4
    ];
    for (const r of rhombi) {
      const s = lay(`water rhombus ${[...r].reverse().join(' ')}`, r);
      expect(waterTileShape(s.water[at(s, 'D4')]!)).toBe('rhombus');
    }
    // Every rhombus of the board is a legal placement, and nothing else is.
    const s = blankGame(MAP);
    const rhombusActions = legalStarting(s, 'water rhombus');
    expect(rhombusActions.length).toBeGreaterThan(0);
    const free = topo(s).rhombi.filter((r) => r.every((x) => topo(s).terrain[x] === 'pampas'));
    expect(rhombusActions).toHaveLength(free.length);
  });

  it('R4 water - spaces that are not the shape of the tile are refused', () => {
    const s = blankGame(MAP);
    for (const text of [
      'water pair D4 F4', // not adjacent
      'water triangle C4 D4 E4', // a line
      'water rhombus C4 D4 E4 F4', // a line
      'water rhombus C4 D4 E4 D3', // a trapezoid
      'water rhombus D4 C4 D5 E3', // a triangle with a tail
      'water single D4 E4', // too many
      'water pair D4', // too few
      'water triangle D4 E4 E3 E5', // a rhombus is not a triangle
    ]) {
      expect(reject(s, text).code, text).toBe('not-allowed');
    }
    expect(reject(s, 'water pair D4 D4').ok).toBe(false);
  });

  it('C11 water - only on empty pampas: not a terrain space, a market, a printed field, another tile or a piece', () => {
    const s = blankGame(MAP);
    putWater(s, ['A1']);
    put(s, 'B4', RED, 'land');
    put(s, 'B6', BLUE, 'pig');
    for (const text of [
      'water single G1',
      'water single G2',
      'water single G3',
      'water single A1',
      'water pair A1 B1',
      'water single B4',
      'water single B6',
      'water pair F3 G3',
      'water triangle F1 G1 F2',
    ]) {
      expect(reject(s, text).code, text).toBe('not-allowed');
    }
    const legal = legalStarting(s, 'water');
    for (const label of ['G1', 'G2', 'G3', 'A1', 'B4', 'B6']) {
      expect(
        legal.filter((t) => t.split(' ').includes(label)),
        label,
      ).toEqual([]);
    }
  });

  it('C11 water - a space under water takes no land or animal tile', () => {
    const s = blankGame(MAP);
    put(s, 'C4', RED, 'land');
    putWater(s, ['D4']);
    giveLand(s, RED, 'pampas');
    giveAnimal(s, RED, 'pig');
    expect(reject(s, 'play land pampas D4').code).toBe('not-allowed');
    expect(reject(s, 'play animal pig D4').code).toBe('not-allowed');
  });

  it('C11 water - a shape whose tiles are all laid cannot be bought; the other shapes still can', () => {
    const s = blankGame(MAP);
    putWater(s, ['A1', 'B1', 'A2', 'B2']);
    putWater(s, ['A6', 'B6', 'A7', 'B7']);
    expect(s.waterSupply.some((id) => waterTileShape(id) === 'rhombus')).toBe(false);
    expect(reject(s, 'water rhombus D4 E4 E3 E5').code).toBe('sold-out');
    expect(legalStarting(s, 'water rhombus')).toEqual([]);
    expect(legalStarting(s, 'water triangle').length).toBeGreaterThan(0);
  });

  it('C11 water - the legal placements list each shape at every free spot', () => {
    const s = blankGame(board(['ppp', 'ppp']));
    // 6 spaces: 6 singles, 9 pairs, 4 triangles, 3 rhombi.
    expect(legalStarting(s, 'water single')).toHaveLength(6);
    expect(legalStarting(s, 'water pair')).toHaveLength(9);
    expect(legalStarting(s, 'water triangle')).toHaveLength(4);
    expect(legalStarting(s, 'water rhombus')).toHaveLength(3);
  });
});

describe('C12 water scoring', () => {
  it('C12 water - each land or animal tile next to a water tile scores 1 for its owner', () => {
    const s = blankGame(MAP);
    putWater(s, ['D4']);
    put(s, 'C4', RED, 'land');
    put(s, 'E4', RED, 'pig');
    put(s, 'D3', BLUE, 'land');
    put(s, 'D5', BLUE, 'sheep');
    put(s, 'A7', RED, 'land');
    expect(waterPoints(s)).toEqual([2, 2]);
  });

  it('C12 water - a tile next to two spaces of the same water tile scores once', () => {
    const s = blankGame(MAP);
    putWater(s, ['D4', 'E4']);
    put(s, 'E3', RED, 'land');
    put(s, 'E5', RED, 'cattle');
    for (const l of ['E3', 'E5']) expect(adjacent(s, l, 'D4') && adjacent(s, l, 'E4')).toBe(true);
    expect(waterPoints(s)).toEqual([2, 0]);
  });

  it('C12 water - a tile next to two different water tiles scores for each', () => {
    const s = blankGame(MAP);
    putWater(s, ['D4']);
    putWater(s, ['F4']);
    put(s, 'E4', RED, 'land');
    expect(waterPoints(s)).toEqual([2, 0]);
  });

  it('C12 water - a printed water field scores like a tile, and it does not matter who laid a tile', () => {
    let s = blankGame(MAP);
    put(s, 'F3', BLUE, 'land');
    put(s, 'C2', RED, 'land');
    expect(adjacent(s, 'F3', 'G3')).toBe(true);
    expect(waterPoints(s)).toEqual([0, 1]);
    s = act(s, 'water single D2'); // laid by Red, next to Red's C2
    expect(waterPoints(s)).toEqual([1, 1]);
    s = act(s, 'end');
    s = act(s, 'water single B2'); // laid by Blue, next to Red's C2 too
    expect(money(s, BLUE)).toBe(8);
    expect(waterPoints(s)).toEqual([2, 1]);
  });
});

describe('R9 printed water beyond the ninth', () => {
  const TEN = board(['WWWWWp', 'WWWWWp', 'pppppp']);

  it('R9 water - nine printed fields get the nine single tiles; the tenth keeps no tile but is water all the same', () => {
    const s = blankGame(TEN);
    const fields = topo(s).byTerrain.get('water')!;
    expect(fields).toHaveLength(10);
    const ids = fields.map((f) => s.water[f]!);
    expect(ids.slice(0, 9).map((id) => waterTileShape(id))).toEqual(Array(9).fill('single'));
    expect(new Set(ids).size).toBe(10);
    expect(waterTileShape(ids[9]!)).toBeNull();
    expect(labelOf(s, fields[9]!)).toBe('E2');
    expect(s.waterSupply.some((id) => waterTileShape(id) === 'single')).toBe(false);
    expect(s.waterSupply).toHaveLength(9);
    expect(reject(s, 'water single F1').code).toBe('sold-out');
  });

  it('R9 water - the tenth field takes no water tile and no piece', () => {
    const s = blankGame(TEN);
    put(s, 'F2', RED, 'land');
    giveLand(s, RED, 'pampas');
    giveAnimal(s, RED, 'pig');
    expect(reject(s, 'water pair E2 E3').code).toBe('not-allowed');
    expect(reject(s, 'play land pampas E2').code).toBe('not-allowed');
    expect(reject(s, 'play animal pig E2').code).toBe('not-allowed');
  });

  it('R9 water - the tenth field scores like a one-space tile', () => {
    const s = blankGame(TEN);
    put(s, 'F2', RED, 'land'); // next to E2 only
    put(s, 'E3', RED, 'pig'); // next to D2 and E2
    expect(neighbours(s, 'F2')).toEqual(['E2', 'F1', 'F3']);
    expect(adjacent(s, 'E3', 'D2') && adjacent(s, 'E3', 'E2')).toBe(true);
    expect(waterPoints(s)).toEqual([3, 0]);
  });
});
