/**
 * The command line holds what it starts to the limits a record is held to (issue 11, class 8):
 * whatever it saves, resume reads back.
 */
import { describe, expect, it } from 'vitest';
import { thinksTooLong } from '../../src/bots/index.js';
import { MAX_THINK_MS } from '../../src/bots/defaults.js';
import { parseBots, seedOption } from '../../src/cli/simulate.js';
import { MAX_SEED_LENGTH } from '../../src/records/limits.js';

describe('command-line limits', () => {
  it('limits - a seed longer than a record keeps is refused before a game starts', () => {
    expect(seedOption('x'.repeat(MAX_SEED_LENGTH))).toHaveLength(MAX_SEED_LENGTH);
    expect(() => seedOption('x'.repeat(MAX_SEED_LENGTH + 1))).toThrow(`--seed must be 1 to ${MAX_SEED_LENGTH} characters, not ${MAX_SEED_LENGTH + 1}`);
    expect(() => seedOption('')).toThrow(/--seed must be 1 to/);
  });

  it('limits - strong:<ms> in --bots takes at most what --think takes', () => {
    expect(thinksTooLong(`strong:${MAX_THINK_MS}`)).toBeNull();
    expect(thinksTooLong(`strong:${MAX_THINK_MS + 1}`)).toBe(`strong:${MAX_THINK_MS + 1} thinks longer than the limit of ${MAX_THINK_MS} ms a decision`);
    expect(() => parseBots('greedy,strong:999999999', 2, { iterations: 1 })).toThrow(
      '--bots: strong:999999999 thinks longer than the limit of 3600000 ms a decision',
    );
  });
});
