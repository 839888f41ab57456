/**
 * Root parallel search (src/bots/root-parallel.ts): the parts vote, the most visits over all of
 * them break a tie; the parts' generators drawn from the bot's own; one part is the bot itself.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, newGame, playerView, type BaseAction } from '../../src/api.js';
import { botByName } from '../../src/bots/index.js';
import { mergeReports, partSeeds, rootParallel } from '../../src/bots/root-parallel.js';
import type { SearchReport } from '../../src/bots/types.js';
import { seedRng } from '../../src/engine/rng.js';

const act = (name: string): BaseAction => ({ type: name });
const key = (a: BaseAction) => a.type;
const report = (candidates: [string, number, number][], iterations = 100): SearchReport => ({
  action: act(candidates[0]![0]),
  iterations,
  candidates: candidates.map(([name, visits, value]) => ({ action: act(name), visits, value })),
});

describe('root parallel search', () => {
  it('rootParallel - the action most parts chose is played, and the visits and values are added up over the parts', () => {
    // Two parts of three choose b, though a has the most visits over all of them.
    const merged = mergeReports(
      [
        report([
          ['b', 50, 0.6],
          ['a', 40, 0.55],
        ]),
        report([
          ['b', 45, 0.6],
          ['a', 44, 0.58],
        ]),
        report([
          ['a', 90, 0.7],
          ['b', 10, 0.4],
        ]),
      ],
      key,
    );
    expect(merged.action).toEqual(act('b'));
    expect(merged.iterations).toBe(300);
    expect(merged.candidates.map((c) => [c.action.type, c.visits])).toEqual([
      ['b', 105],
      ['a', 174],
    ]);
    // The value is the visit-weighted mean of the parts'.
    expect(merged.candidates[1]!.value).toBeCloseTo((40 * 0.55 + 44 * 0.58 + 90 * 0.7) / 174, 12);
  });

  it('rootParallel - between parts that disagree, the most visits over all of them decide', () => {
    const merged = mergeReports(
      [
        report([
          ['a', 50, 0.6],
          ['b', 40, 0.55],
          ['c', 10, 0.4],
        ]),
        report([
          ['c', 45, 0.6],
          ['b', 44, 0.58],
          ['a', 11, 0.3],
        ]),
      ],
      key,
    );
    expect(merged.action).toEqual(act('a'));
  });

  it('rootParallel - equal votes and visits go to the higher value, then to the first part', () => {
    const two = (bValue: number) =>
      mergeReports(
        [
          report([
            ['a', 10, 0.5],
            ['b', 5, 0.5],
          ]),
          report([
            ['b', 10, bValue],
            ['a', 5, 0.5],
          ]),
        ],
        key,
      ).action;
    expect(two(0.7)).toEqual(act('b'));
    expect(two(0.5)).toEqual(act('a'));
  });

  it("rootParallel - parts that did not search play the first part's action", () => {
    const merged = mergeReports(
      [
        { action: act('end'), iterations: 0, candidates: [] },
        { action: act('end'), iterations: 0, candidates: [] },
      ],
      key,
    );
    expect(merged).toEqual({ action: act('end'), iterations: 0, candidates: [] });
  });

  it("rootParallel - the parts' generators come from the bot's own, which they advance alike every time", () => {
    const a = seedRng('x');
    const b = seedRng('x');
    const first = partSeeds(a, 4);
    expect(partSeeds(b, 4)).toEqual(first);
    expect(a).toEqual(b);
    expect(a).not.toEqual(seedRng('x'));
    expect(new Set(first.map((r) => r.join())).size).toBe(4);
  });

  it('rootParallel - one part is the bot itself; several search each their whole budget and play a legal action', () => {
    const strong = botByName('strong', { budget: { iterations: 80 } });
    expect(rootParallel(strong, 1)).toBe(strong);
    const state = newGame('classic', { players: ['Ana', 'Bo'], seed: 'parts' });
    const r = rootParallel(strong, 3).report(state, 0, { rng: seedRng('p') });
    expect(r.iterations).toBe(240);
    const legal = legalActions(playerView(state, 0)).map((a) => JSON.stringify(a));
    expect(legal).toContain(JSON.stringify(r.action));
    expect(r.candidates[0]!.action).toEqual(r.action);
  });
});
