import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, shuffled } from '../../src/engine/rng.js';
import { canonicalJson, stableHash } from '../../src/engine/hash.js';

describe('seeded generator', () => {
  it('rng - the same seed gives the same sequence, another seed another', () => {
    const a = seedRng('hacienda');
    const b = seedRng('hacienda');
    const c = seedRng('hacienda2');
    const seq = (s: typeof a) => Array.from({ length: 20 }, () => nextInt(s, 1000));
    const sa = seq(a);
    expect(seq(b)).toEqual(sa);
    expect(seq(c)).not.toEqual(sa);
  });

  it('rng - the state is plain data that survives a JSON round trip', () => {
    const a = seedRng(42);
    nextInt(a, 10);
    const b = JSON.parse(JSON.stringify(a));
    expect(nextInt(b, 1 << 30)).toBe(nextInt(a, 1 << 30));
  });

  it('rng - nextInt is roughly uniform and within bounds', () => {
    const s = seedRng('u');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60000; i++) counts[nextInt(s, 6)]!++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });

  it('rng - shuffled is a permutation and leaves its input alone', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const out = shuffled(seedRng(1), items);
    expect(out).not.toEqual(items);
    expect([...out].sort((x, y) => x - y)).toEqual(items);
    expect(items[0]).toBe(0);
  });
});

describe('stable hash', () => {
  it('hash - key order does not matter, values do', () => {
    expect(stableHash({ a: 1, b: [1, 2] })).toBe(stableHash({ b: [1, 2], a: 1 }));
    expect(stableHash({ a: 1 })).not.toBe(stableHash({ a: 2 }));
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
  });
});
