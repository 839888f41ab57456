/**
 * The arena: its statistics, how it deals and rotates seats, and the command as a user runs it
 * (the built binary; npm test builds dist/ first).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arenaJobs, summarise, wilson } from '../../src/cli/arena.js';
import type { ArenaGameResult } from '../../src/cli/arena-game.js';
import { classicBoard } from '../../src/games/classic/boards/index.js';

const BIN = resolve(import.meta.dirname, '../../bin/hacienda.js');

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('arena', () => {
  it('arena - wilson gives the 95% interval of a proportion', () => {
    const half = wilson(50, 100);
    expect(half.low).toBeCloseTo(0.4038, 3);
    expect(half.high).toBeCloseTo(0.5962, 3);
    expect(wilson(10, 10).high).toBe(1);
    expect(wilson(10, 10).low).toBeCloseTo(0.7225, 3);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('arena - every deal is played once from every seat', () => {
    const jobs = arenaJobs({
      rules: 'classic',
      options: { map: classicBoard('symmetric') },
      lineup: ['strong', 'greedy', 'greedy'],
      games: 6,
      seed: 's',
      thinkMs: 100,
      iterations: null,
      records: null,
    });
    expect(jobs.map((j) => j.seed)).toEqual(['s/1', 's/1', 's/1', 's/2', 's/2', 's/2']);
    expect(jobs.slice(0, 3).map((j) => j.seats.indexOf('strong'))).toEqual([0, 2, 1]);
  });

  it('arena - sums up wins, shares of ties, scores and times by level', () => {
    const game = (seats: string[], winners: number[], totals: number[]): ArenaGameResult => ({
      index: 0,
      seats,
      seed: 's',
      totals,
      winners,
      categories: totals.map((t) => ({ markets: t, chains: 0, haciendas: 0, water: 0, money: 0 })),
      actions: 10,
      times: seats.map((_, i) => ({ decisions: 2, totalMs: 10 * (i + 1), maxMs: 8 * (i + 1), iterations: 0, late: i })),
      unfinished: false,
      record: null,
    });
    const rows = summarise(
      [game(['strong', 'greedy'], [0], [100, 80]), game(['greedy', 'strong'], [0, 1], [90, 90])],
      ['markets', 'chains', 'haciendas', 'water', 'money'],
    );
    const strong = rows.find((r) => r.level === 'strong')!;
    expect(strong.wins).toBe(1.5);
    expect(strong.winRate).toBe(0.75);
    expect(strong.meanTotal).toBe(95);
    expect(strong.meanByCategory.markets).toBe(95);
    expect(strong.meanMs).toBe(7.5);
    expect(strong.maxMs).toBe(16);
    expect(strong.late).toBe(1);
  });

  it('arena - the command plays a match on worker threads, keeps records, and its results fit 80 columns', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-arena-'));
    const r = run('arena', '--bots', 'strong,random', '--games', '2', '--iterations', '5', '--workers', '2', '--seed', 'cli', '--records', dir);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^arena: classic on map symmetric, 2 players, 2 games, seed cli; bots strong, random; strong thinks 5 iterations per decision; 2 worker threads$/m,
    );
    expect(r.out.split('\n').filter((l) => l.startsWith('game '))).toHaveLength(2);
    // Three tables that fit 80 columns: results, score by category, time.
    expect(r.out).toMatch(/^ {2}level +seats +wins +win rate \(95% CI\) +mean score$/m);
    expect(r.out).toMatch(/^mean score by category:\n {2}level +markets +chains +haciendas +water +money$/m);
    expect(r.out).toMatch(/^time per decision:\n {2}level +decisions +ms\/decision +max ms +late +iterations\/decision$/m);
    expect(r.out).toMatch(/^ +strong +2 +[\d.]+ +[\d.]+% \([\d.]+%-[\d.]+%\)/m);
    expect(r.out.split('\n').filter((l) => !l.startsWith('arena: ') && !l.startsWith('game ') && l.length > 80)).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['arena-0001.json', 'arena-0002.json']);
    expect(run('validate', join(dir, 'arena-0001.json')).code).toBe(0);
  });

  it('arena - bad options get one line and exit code 2', () => {
    for (const [args, pattern] of [
      [['--bots', 'genius'], /unknown bot 'genius'/],
      [['--think', 'long'], /--think must be a whole number/],
      [['--players', '7'], /--players must be a whole number from 2 to 5/],
      [['--workers', '-1'], /--workers must be a whole number/],
    ] as const) {
      const r = run('arena', ...args);
      expect(r.code).toBe(2);
      expect(r.err.trimEnd().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(pattern);
    }
  });

  it('arena - Hacienda 2026: its mode and layout, its score categories, records that validate; --wide as one table', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-arena-2026-'));
    const r = run(
      'arena',
      '--rules',
      '2026',
      '--mode',
      'hacienda',
      '--layout',
      'custom',
      '--bots',
      'strong,greedy',
      '--games',
      '2',
      '--iterations',
      '5',
      '--workers',
      '1',
      '--seed',
      'a26',
      '--records',
      dir,
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^arena: 2026 on hacienda mode, custom layout, 2 players, 2 games, seed a26;/m);
    expect(r.out).toMatch(/^ {2}level +centers +chains +water +platforms +bonus$/m);
    for (const f of readdirSync(dir)) expect(run('validate', join(dir, f)).code).toBe(0);
    // The default board depends on the rules: 2026 lays its map from the tiles (standard layout, basic mode).
    const d = run('arena', '--rules', '2026', '--bots', 'greedy,random', '--games', '1', '--workers', '0', '--quiet', '--wide');
    expect(d.code).toBe(0);
    expect(d.out).toMatch(/^arena: 2026 on basic mode, standard layout, 2 players/m);
    // --wide: the three tables as one.
    expect(d.out).toMatch(
      /^ {2}level +seats +wins +win rate \(95% CI\) +mean score +centers +chains +water +platforms +bonus +decisions +ms\/decision +max ms +late +iterations\/decision$/m,
    );
    expect(d.out).not.toMatch(/^mean score by category:/m);
  });

  it('arena - bad 2026 options get one line and exit code 2', () => {
    for (const [args, pattern] of [
      [['--rules', '2026', '--mode', 'expert'], /--mode must be basic or hacienda, not 'expert'/],
      [['--rules', '2026', '--layout', 'spiral'], /--layout must be standard, custom or random, not 'spiral'/],
      [['--rules', '2026', '--map', 'symmetric'], /--map is an option of Classic Hacienda \(--rules classic\), not of Hacienda 2026/],
      [['--mode', 'hacienda'], /--(mode|layout) is an option of Hacienda 2026 \(--rules 2026\), not of Classic Hacienda/],
    ] as const) {
      const r = run('arena', ...args);
      expect(r.code).toBe(2);
      expect(r.err.trimEnd().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(pattern);
    }
  });

  it('simulate - --bots takes the levels and --think the search time', () => {
    const r = run('simulate', '--bots', 'greedy,strong', '--think', '1', '--games', '1', '--seed', 'think');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^game 1: Red \d+, Blue \d+; (winner|tie): .+ \(\d+ actions\)$/m);
    expect(r.out).toMatch(/Blue +wins [\d.]+ +mean score [\d.]+ +\(strong\)/);
  });
});
