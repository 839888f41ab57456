/**
 * Golden data (test/fixtures/README.md): fixed seeded games of each game, played through the
 * public API, must show at every step the legal-action counts and hashes (the sorted notation of
 * the legal actions and the public JSON) that test/fixtures/golden/<game>.json holds, and the same
 * perft at depth 2 every few steps. The conformance suite checks that listing and applying agree;
 * this catches a change of the rules on which they both agree.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as engine from '../../src/api.js';
import { nextInt, seedRng } from '../../src/engine/rng.js';
import { firstDifference, GOLDEN_GAMES, goldenFileText, playGolden, PERFT_EVERY, type GoldenApi, type GoldenEntry } from '../../scripts/golden-play.js';

const DIR = resolve(import.meta.dirname, '../fixtures/golden');
const api: GoldenApi = { ...engine, seedRng, nextInt };
const text = (file: string) => readFileSync(resolve(DIR, `${file}.json`), 'utf8');
const gamesOf = (file: string) => (JSON.parse(text(file)) as { games: GoldenEntry[] }).games;

describe.each(Object.keys(GOLDEN_GAMES))('golden data - %s', (file) => {
  const games = gamesOf(file);

  it(`golden - ${file}.json holds the games scripts/golden.js plays, as it writes them`, () => {
    const setups = games.map(({ counts: _c, hashes: _h, perft2: _p, ...game }) => game);
    expect(setups).toEqual(GOLDEN_GAMES[file]);
    expect(goldenFileText(games)).toBe(text(file));
    expect(text(file).length).toBeLessThan(1_000_000);
    for (const g of games) {
      expect(g.counts.at(-1), `${g.name} is played to its end`).toBe(0);
      expect(g.hashes.length).toBe(g.counts.length);
      expect(g.perft2.map(([step]) => step)).toEqual(g.counts.map((_, i) => i).filter((i) => i % PERFT_EVERY === 0));
    }
  });

  it.each(games.map((g) => [g.name, g] as const))('golden - %s shows the same legal actions and state at every step', (_name, expected) => {
    const found = playGolden(api, expected, expected.counts.length + 1);
    const difference = firstDifference(expected, found);
    if (difference !== undefined) expect.fail(`${expected.name}: ${difference}`);
  });
});

describe('golden data - the check itself', () => {
  const expected = gamesOf('h2026')[0]!;
  const found = playGolden(api, expected, expected.counts.length + 1);
  const changed = (change: (e: GoldenEntry) => void): GoldenEntry => {
    const e = structuredClone(expected);
    change(e);
    return e;
  };

  it('golden - the first step that differs is reported with its counts and the action taken before it', () => {
    const step = 20;
    const want = expected.counts[step]! + 1;
    expect(
      firstDifference(
        changed((e) => (e.counts[step] = want)),
        found,
      ),
    ).toBe(`step ${step}: ${want} legal actions expected, ${found.counts[step]} found (after step ${step - 1}'s '${found.taken[step - 1]}')`);
    expect(
      firstDifference(
        changed((e) => (e.counts[0] = 1)),
        found,
      ),
    ).toMatch(/^step 0: 1 legal actions expected, \d+ found \(at the start\)$/);
    const later = changed((e) => {
      e.counts[30] = 1;
      e.counts[step + 5] = 1;
    });
    expect(firstDifference(later, found)).toMatch(new RegExp(`^step ${step + 5}: `));
  });

  it('golden - a changed state, perft or length is reported at its step', () => {
    expect(
      firstDifference(
        changed((e) => (e.hashes[7] = '0000000000000000')),
        found,
      ),
    ).toMatch(
      /^step 7: \d+ legal actions as expected, but the actions or the state differ \(hash 0000000000000000 expected, [0-9a-f]{16} found; after step 6's '.+'\)$/,
    );
    expect(
      firstDifference(
        changed((e) => (e.perft2[2]![1] += 1)),
        found,
      ),
    ).toMatch(new RegExp(`^step ${2 * PERFT_EVERY}: perft at depth 2 \\d+ expected, \\d+ found`));
    const last = expected.counts.length - 1;
    const longer = changed((e) => {
      e.counts.push(0);
      e.hashes.push('0000000000000000');
    });
    expect(firstDifference(longer, found)).toBe(`the game went on to step ${last + 1} (0 legal actions expected) and now ends at step ${last}`);
    const shorter = changed((e) => {
      e.counts.pop();
      e.hashes.pop();
    });
    expect(firstDifference(shorter, found)).toBe(
      `the game ended at step ${last - 1} and now goes on (step ${last}: 0 legal actions, after step ${last - 1}'s '${found.taken[last - 1]}')`,
    );
  });

  it('golden - the games do not depend on the order in which legal actions are listed', () => {
    const reversed: GoldenApi = { ...api, legalActions: (state) => api.legalActions(state).reverse() };
    expect(firstDifference(expected, playGolden(reversed, expected, expected.counts.length + 1))).toBeUndefined();
  });
});

describe('golden data - coverage', () => {
  const all = Object.keys(GOLDEN_GAMES).flatMap(gamesOf);
  const values = (rules: string, key: 'board' | 'mode' | 'layout' | 'players') => new Set(all.filter((g) => g.rules === rules).map((g) => g[key]));

  it('golden - Classic games cover both built-in boards and 2 to 5 players', () => {
    expect(values('classic', 'board')).toEqual(new Set(['symmetric', 'asymmetric']));
    expect(values('classic', 'players')).toEqual(new Set([2, 3, 4, 5]));
  });

  it('golden - 2026 games cover both modes, all three layouts and 2 to 5 players', () => {
    expect(values('2026', 'mode')).toEqual(new Set(['basic', 'hacienda']));
    expect(values('2026', 'layout')).toEqual(new Set(['standard', 'random', 'custom']));
    expect(values('2026', 'players')).toEqual(new Set([2, 3, 4, 5]));
  });
});
