// The caches by text of Ink's replacements (src/bundle/remember.ts): the same answers as the
// function they remember, and a bounded memory that keeps the texts still in use.
import { describe, expect, it } from 'vitest';
import { rememberRecent } from '../../src/bundle/remember.js';

describe('remember', () => {
  it('remember - recent texts: each answer computed once while its text is in use, within the characters allowed', () => {
    const computed: string[] = [];
    const upper = rememberRecent(10, (t) => {
      computed.push(t);
      return t.toUpperCase();
    });
    // 'abcd' in use throughout: asked for between the others, it stays, in one generation or the other.
    for (const t of ['abcd', 'e', 'abcd', 'fgh', 'abcd', 'ijkl', 'abcd', 'mnop', 'abcd']) expect(upper(t)).toBe(t.toUpperCase());
    expect(computed.filter((t) => t === 'abcd')).toHaveLength(1);
    // The ones not asked for again are let go: asked again, computed again.
    upper('e');
    expect(computed.filter((t) => t === 'e')).toHaveLength(2);
  });
});
