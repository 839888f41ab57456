/**
 * The built binary, run as a user runs it (npm test builds dist/ first).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const BIN = resolve(import.meta.dirname, '../../bin/hacienda.js');
const HAZ = resolve(import.meta.dirname, '../../../shared/maps/haz/Ararat.haz');

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function oneLineError(r: { code: number | null; err: string }, code: number, pattern: RegExp) {
  expect(r.code).toBe(code);
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(r.err).toMatch(pattern);
  expect(r.err).not.toMatch(/\n\s+at /); // no stack trace
}

describe('cli', () => {
  it('cli - --version prints the package version', () => {
    const r = run('--version');
    expect(r.code).toBe(0);
    expect(r.out.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('cli - --help lists the commands and names the data folder HACIENDA_HOME', () => {
    const r = run('--help');
    expect(r.code).toBe(0);
    expect(r.out).toContain('simulate');
    expect(r.out).toMatch(/^ {2}HACIENDA_HOME +the data folder: saved games, settings, the code cache/m);
    for (const line of r.out.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    const sub = run('simulate', '--help');
    expect(sub.code).toBe(0);
    expect(sub.out).toContain('--players');
  });

  it('cli - simulate plays games and prints scores, winners and totals', () => {
    const r = run('simulate', '--rules', 'classic', '--map', 'symmetric', '--players', '3', '--games', '4', '--seed', 'cli');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const games = r.out.split('\n').filter((l) => l.startsWith('game '));
    expect(games).toHaveLength(4);
    for (const g of games) expect(g).toMatch(/^game \d: Red \d+, Blue \d+, Green \d+; (winner|tie): .+ \(\d+ actions\)$/);
    expect(r.out).toContain('totals after 4 games');
    // Deterministic: the same seed plays the same games.
    const again = run('simulate', '--rules', 'classic', '--map', 'symmetric', '--players', '3', '--games', '4', '--seed', 'cli');
    expect(again.out.split('\n').filter((l) => l.startsWith('game '))).toEqual(games);
  });

  it('cli - simulate plays on the asymmetric board with 5 players', () => {
    const r = run('simulate', '--map', 'asymmetric', '--players', '5', '--games', '2', '--seed', '5p');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/game 2: Red \d+, Blue \d+, Green \d+, Yellow \d+, White \d+/);
  });

  it.skipIf(!existsSync(HAZ))('cli - simulate plays on a .haz board given by path', () => {
    const r = run('simulate', '--map', HAZ, '--players', '2', '--games', '2');
    expect(r.code).toBe(0);
    expect(r.out).toContain('map Ararat');
  });

  it('cli - bad options get one line and exit code 2', () => {
    oneLineError(run('simulate', '--players', '9'), 2, /--players must be a whole number from 2 to 5/);
    oneLineError(run('simulate', '--games', 'many'), 2, /--games must be a whole number/);
    oneLineError(run('simulate', '--rules', 'chess'), 2, /unknown rules 'chess'/);
    oneLineError(run('simulate', '--bots', 'genius'), 2, /unknown bot 'genius'/);
    oneLineError(run('simulate', '--map', 'nowhere'), 2, /unknown map 'nowhere'/);
    oneLineError(run('simulate', '--map', './missing.map'), 2, /cannot read map file '.\/missing.map'/);
    expect(run('fly').code).toBe(2);
    expect(run('simulate', '--frobnicate').code).toBe(2);
  });

  it('cli - simulate plays Hacienda 2026 in each mode and layout, the map from the tiles by default', () => {
    const d = run('simulate', '--rules', '2026', '--games', '1', '--seed', 's26');
    expect(d.err).toBe('');
    expect(d.code).toBe(0);
    expect(d.out).toContain('totals after 1 game (2026, basic mode, standard layout, seed s26)');
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-sim-2026-'));
    for (const [mode, layout] of [
      ['hacienda', 'random'],
      ['basic', 'custom'],
    ] as const) {
      const r = run(
        'simulate',
        '--rules',
        '2026',
        '--mode',
        mode,
        '--layout',
        layout,
        '--players',
        '3',
        '--games',
        '1',
        '--bots',
        'greedy',
        '--records',
        join(dir, layout),
      );
      expect(r.code).toBe(0);
      expect(r.out).toContain(`(2026, ${mode} mode, ${layout} layout, seed 1)`);
      expect(run('validate', join(dir, layout, 'game-1.json')).code).toBe(0);
    }
  });

  it('cli - bad 2026 options get one line and exit code 2', () => {
    oneLineError(run('simulate', '--rules', '2026', '--mode', 'expert'), 2, /--mode must be basic or hacienda, not 'expert'/);
    oneLineError(run('simulate', '--rules', '2026', '--layout', 'spiral'), 2, /--layout must be standard, custom or random, not 'spiral'/);
    oneLineError(
      run('simulate', '--rules', '2026', '--map', 'asymmetric'),
      2,
      /--map is an option of Classic Hacienda \(--rules classic\), not of Hacienda 2026/,
    );
    oneLineError(run('simulate', '--layout', 'random'), 2, /--(mode|layout) is an option of Hacienda 2026 \(--rules 2026\), not of Classic Hacienda/);
  });

  it('cli - a malformed map file gets file, line and column and exit code 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-cli-'));
    const file = join(dir, 'bad.map');
    writeFileSync(file, 'name: bad\nshift: odd\n\np p Q p\n');
    const r = run('simulate', '--map', file);
    oneLineError(r, 2, /bad\.map:\d+:\d+: .*'Q'/);
    const haz = join(dir, 'bad.haz');
    writeFileSync(haz, 'this is not a board\n');
    oneLineError(run('simulate', '--map', haz), 2, /bad\.haz/);
  });

  it('cli - names from outside are shown with control characters escaped', () => {
    const r = run('simulate', '--map', './evil\u001b[31m.map');
    expect(r.code).toBe(2);
    expect(r.err).not.toContain('\u001b');
    expect(r.err).toContain('\\x1b');
  });
});
