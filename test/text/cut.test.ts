/**
 * Cutting names to their columns (src/text/cut.ts) never splits a character made of two UTF-16 units.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cut, cutStart } from '../../src/text/cut.js';
import { hostileText } from './hostile.js';

describe('cut', () => {
  it('cut - a short text is returned whole, a long one to its length', () => {
    expect(cut('Ana', 12)).toBe('Ana');
    expect(cut('Bartholomew the Great', 12)).toBe('Bartholomew ');
    expect(cut('abc', 0)).toBe('');
  });

  it('cut - an emoji at the cut goes whole or not at all', () => {
    expect(cut('ab👩c', 3)).toBe('ab');
    expect(cut('ab👩c', 4)).toBe('ab👩');
  });

  it('cut - the cut text is a prefix, at most the length, with no lone surrogate made by the cut', () => {
    fc.assert(
      fc.property(hostileText(), fc.integer({ min: 0, max: 40 }), (s, n) => {
        const c = cut(s, n);
        expect(s.startsWith(c)).toBe(true);
        expect(c.length).toBeLessThanOrEqual(n);
        expect(c.length).toBeGreaterThanOrEqual(Math.min(s.length, n) - 1);
        const last = c.charCodeAt(c.length - 1);
        if (c.length < s.length && last >= 0xd800 && last <= 0xdbff) expect(s.charCodeAt(c.length)).not.toSatisfy((u: number) => u >= 0xdc00 && u <= 0xdfff);
      }),
      { numRuns: 1000 },
    );
  });

  it('cutStart - the end of a text, an emoji at the cut whole or not at all', () => {
    expect(cutStart('/home/ana/game.json', 9)).toBe('game.json');
    expect(cutStart('a👩bc', 3)).toBe('bc');
    expect(cutStart('a👩bc', 4)).toBe('👩bc');
    fc.assert(
      fc.property(hostileText(), fc.integer({ min: 0, max: 40 }), (s, n) => {
        const c = cutStart(s, n);
        expect(s.endsWith(c)).toBe(true);
        expect(c.length).toBeLessThanOrEqual(n);
        expect(c.length).toBeGreaterThanOrEqual(Math.min(s.length, n) - 1);
      }),
      { numRuns: 1000 },
    );
  });
});
