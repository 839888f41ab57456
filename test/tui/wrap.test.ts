/**
 * Wrapping text from outside (a failed save's path, a board's name) for the screen's panels: a
 * line never starts with a mark torn from its base or half of a surrogate pair.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitize } from '../../src/text/sanitize.js';
import { wrapLines } from '../../src/tui/game/help.js';
import { hostileText, unsafeParts } from '../text/hostile.js';

describe('wrapLines', () => {
  it('wrapLines - sanitized text wrapped to any width keeps every mark on its base and every pair whole', () => {
    fc.assert(
      fc.property(hostileText(8), fc.integer({ min: 8, max: 60 }), (text, width) => {
        const lines = wrapLines([sanitize(`cannot save ${text}: no space left`)], width);
        for (const line of lines) expect(unsafeParts(line), JSON.stringify(line)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('wrapLines - a word longer than the line breaks before a character, not inside it', () => {
    expect(wrapLines(['ab\u{1F600}c'], 3)).toEqual(['ab', '\u{1F600}c']);
    expect(wrapLines(['abe\u0301f'], 3)).toEqual(['ab', 'e\u0301f']);
  });

  it('sanitize - a combining mark on a space is shown escaped: a wrap at that space would leave it alone', () => {
    expect(sanitize('save \u0300here')).toBe('save \\u{300}here');
    expect(sanitize('e\u0301')).toBe('\u00e9');
  });
});
