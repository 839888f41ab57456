/**
 * `hacienda analyze` judges the whole game, as a user meets it: the built binary on copies of
 * recorded games (test/fixtures/coach/README.md). A random player who lost early is marked from
 * its first actions to its last, by the points it throws away where its chance of winning no
 * longer moves; accuracy ranks random below greedy below strong in both games; the text report
 * draws the expected margin. Small budgets (--think 10, --deep 400) keep it to seconds a game.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Analysis } from '../../src/coach/analysis.js';

const BIN = resolve(import.meta.dirname, '../../bin/hacienda.js');
const GAMES = resolve(import.meta.dirname, '../fixtures/coach');
const dir = mkdtempSync(join(tmpdir(), 'hacienda-analyze-points-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function analyse(name: string, extra: string[] = []): { analysis: Analysis | null; out: string; err: string; code: number | null } {
  const file = join(dir, name);
  copyFileSync(join(GAMES, name), file);
  const r = spawnSync(process.execPath, [BIN, 'analyze', file, '--think', '10', '--deep', '400', '--workers', '2', ...extra], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined },
    timeout: 240_000,
  });
  return { analysis: extra.includes('--json') ? (JSON.parse(r.stdout) as Analysis) : null, out: r.stdout, err: r.stderr, code: r.status };
}

const accuracyOf = (a: Analysis, seat: number) => a.players.find((p) => p.seat === seat)!.accuracy;

describe('hacienda analyze: the whole game, in points', () => {
  it("analyze points - a random player's bad moves are marked from its first action to its last, in a game long decided", () => {
    const { analysis: a, code } = analyse('classic-random-strong-2p.json', ['--json']);
    expect(code).toBe(0);
    const n = a!.actions.length;
    const random = a!.actions.filter((x) => x.player === 0 && x.judged);
    const marked = random.filter((x) => x.mark !== null);
    // Its win chance is gone within the first fifth of the game...
    const late = a!.actions.filter((x) => x.index > n / 5);
    expect(late.every((x) => x.winChance[0]! < 0.1)).toBe(true);
    // ...yet more than a third of its marks fall in the game's second half, some in its last tenth.
    expect(marked.filter((x) => x.index > n / 2).length).toBeGreaterThan(marked.length / 3);
    expect(marked.some((x) => x.index > 0.9 * n)).toBe(true);
    // A mark after the game was decided is a loss of points, not of win chance.
    const decided = marked.filter((x) => x.index > n / 2 && (x.mark === '?' || x.mark === '??'));
    expect(decided.length).toBeGreaterThan(0);
    for (const x of decided) {
      expect(x.loss).toBeLessThan(a!.thresholds.inaccuracy);
      expect(x.pointsLoss).toBeGreaterThanOrEqual(a!.thresholds.points.mistake);
    }
    // Strong, which won, gave away little; random's accuracy is far below it.
    expect(accuracyOf(a!, 0)).toBeLessThan(accuracyOf(a!, 1) - 15);
    // Each seat's expected margin is kept: random's ends far behind.
    expect(a!.actions[n - 1]!.margin[0]).toBeLessThan(-100);
  }, 240_000);

  for (const name of ['classic-random-greedy-strong-3p.json', 'h2026-random-greedy-strong-3p.json']) {
    it(`analyze points - accuracy ranks random < greedy < strong (${name.startsWith('h2026') ? 'Hacienda 2026' : 'Classic'}, 3 players)`, () => {
      const { analysis: a, code } = analyse(name, ['--json']);
      expect(code).toBe(0);
      // Seats in the record: Red random, Blue greedy, Green strong.
      expect(accuracyOf(a!, 0)).toBeLessThan(accuracyOf(a!, 1));
      expect(accuracyOf(a!, 1)).toBeLessThan(accuracyOf(a!, 2));
      const marks = (seat: number) => a!.actions.filter((x) => x.player === seat && x.mark !== null).length;
      expect(marks(0)).toBeGreaterThan(marks(2));
    }, 240_000);
  }

  it('analyze points - the report names both thresholds, a points column and the expected margin chart, all in 80 columns', () => {
    const { out, err, code } = analyse('classic-random-strong-2p.json');
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toMatch(/^player\s+actions\s+\?!\s+\?\s+\?\?\s+mean loss\s+points\s+accuracy\s+luck$/m);
    expect(out.replace(/\n {4,}/g, ' ')).toContain('of win chance lost, or 2.8, 5.6, 8.3 points):');
    expect(out).toContain('(the chance of winning hardly moves)');
    expect(out).toContain('Expected final margin after each action (points): 1 Red, 2 Blue');
    for (const line of out.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  }, 240_000);
  for (const name of ['classic-hint-2p.json', 'h2026-hint-2p.json']) {
    it(`analyze points - at the default settings, no move the hint would play is called a mistake (${name.startsWith('h2026') ? 'Hacienda 2026' : 'Classic'})`, () => {
      // Strong at the hint's 1 s in every seat: each action is a hint's. The defaults: --think 100, --deep 16000.
      const file = join(dir, name);
      copyFileSync(join(GAMES, name), file);
      const r = spawnSync(process.execPath, [BIN, 'analyze', file, '--json', '--workers', '2'], {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
        timeout: 240_000,
      });
      expect(r.status).toBe(0);
      const a = JSON.parse(r.stdout) as Analysis;
      expect(a.settings).toMatchObject({ iterations: 200, deepIterations: 16_000 });
      const severe = (m: string | null) => m === '?' || m === '??';
      expect(a.actions.filter((x) => severe(x.mark))).toEqual([]);
      expect(a.turns.filter((t) => severe(t.mark))).toEqual([]);
      // The planner, shallower, would have marked some of these turns: they are told, not marked.
      expect(a.turns.some((t) => t.overruled)).toBe(true);
    }, 240_000);
  }
});
