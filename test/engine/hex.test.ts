import { describe, expect, it } from 'vitest';
import { axialToOffset, columnLetters, hexDistance, offsetLabel, offsetToAxial, parseOffsetLabel } from '../../src/engine/hex.js';
import { topology } from '../../src/engine/board.js';

describe('hex grid', () => {
  it('hex - offset and axial coordinates convert both ways for both row shifts', () => {
    for (const shift of ['odd', 'even'] as const) {
      for (let row = 0; row < 13; row++) {
        for (let col = 0; col < 18; col++) {
          expect(axialToOffset(offsetToAxial(col, row, shift), shift)).toEqual({ col, row });
        }
      }
    }
  });

  it('hex - labels are a column letter and a row number from the top left', () => {
    expect(offsetLabel(5, 6)).toBe('F7');
    expect(offsetLabel(0, 0)).toBe('A1');
    expect(columnLetters(25)).toBe('Z');
    expect(columnLetters(26)).toBe('AA');
    expect(parseOffsetLabel('f7')).toEqual({ col: 5, row: 6 });
    expect(parseOffsetLabel('AA12')).toEqual({ col: 26, row: 11 });
    expect(parseOffsetLabel('7F')).toBeNull();
    expect(parseOffsetLabel('F0')).toBeNull();
  });

  it('hex - every inner space has six neighbours at distance one, in both shifts', () => {
    for (const shift of ['odd', 'even'] as const) {
      const topo = topology({ name: 't', shift, grid: ['ppppp', 'ppppp', 'ppppp', 'ppppp', 'ppppp'] });
      const centre = topo.indexOf('C3');
      expect(topo.neighbours[centre]).toHaveLength(6);
      for (const n of topo.neighbours[centre]!) {
        expect(hexDistance({ q: topo.q[centre]!, r: topo.r[centre]! }, { q: topo.q[n]!, r: topo.r[n]! })).toBe(1);
      }
    }
  });

  it('hex - odd rows shoved right: B2 touches B1 and C1; even shift: B2 touches A1 and B1', () => {
    const odd = topology({ name: 'o', shift: 'odd', grid: ['ppp', 'ppp'] });
    expect(odd.neighbours[odd.indexOf('B2')]!.map((s) => odd.label[s]).sort()).toEqual(['A2', 'B1', 'C1', 'C2']);
    const even = topology({ name: 'e', shift: 'even', grid: ['ppp', 'ppp'] });
    expect(even.neighbours[even.indexOf('B2')]!.map((s) => even.label[s]).sort()).toEqual(['A1', 'A2', 'B1', 'C2']);
  });

  it('hex - shapes: a triangle is three mutually adjacent spaces, a rhombus two triangles', () => {
    const topo = topology({ name: 't', shift: 'odd', grid: ['pp', 'pp'] });
    // A1 B1 / A2 B2 with odd rows shoved right: A1-B1, A1-A2, B1-A2, B1-B2, A2-B2 adjacent; A1-B2 not.
    expect(topo.edges).toHaveLength(5);
    expect(topo.triangles).toHaveLength(2);
    expect(topo.rhombi).toEqual([[0, 1, 2, 3]]);
  });

  it('hex - labels outside the board name no space', () => {
    const topo = topology({ name: 't', shift: 'odd', grid: ['p-p'] });
    expect(topo.indexOf('B1')).toBe(-1);
    expect(topo.indexOf('C1')).toBe(1);
    expect(topo.indexOf('Z99')).toBe(-1);
    expect(topo.indexOf('nonsense')).toBe(-1);
  });
});
