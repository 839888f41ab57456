import { describe, expect, it } from 'vitest';
import { newCode, readCode } from '../../src/server/codes.js';

describe('room codes', () => {
  it('codes - a code is 4 to 8 of A-Z0-9, read case aside', () => {
    expect(readCode('ab12')).toBe('AB12');
    expect(readCode(' QWERTY12 ')).toBe('QWERTY12');
    for (const bad of ['ABC', 'ABCDEFGHI', 'AB-12', '../x', 'ÀBCD', '']) expect(readCode(bad)).toBeNull();
  });

  it('codes - a new code is 5 characters, never one taken', () => {
    const taken = new Set(['AAAAA']);
    let n = 0;
    // The first draw gives AAAAA (taken), the next BBBBB.
    const code = newCode(
      (c) => taken.has(c),
      () => (n++ < 5 ? 0 : 1),
    );
    expect(code).toBe('BBBBB');
    for (let i = 0; i < 50; i++) expect(newCode(() => false)).toMatch(/^[A-Z0-9]{5}$/);
  });
});
