/**
 * The record commands of the built binary: replay, validate, games, resume, simulate --records,
 * and a game killed mid-turn that resumes where it stood.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const BIN = resolve(import.meta.dirname, '../../bin/hacienda.js');

function run(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function oneLine(r: { code: number | null; err: string }, code: number, pattern: RegExp) {
  expect(r.code).toBe(code);
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(r.err).toMatch(pattern);
}

const dir = mkdtempSync(join(tmpdir(), 'hacienda-cli-rec-'));
const sim = run(['simulate', '--players', '3', '--games', '2', '--seed', 'cli-rec', '--records', dir]);
const game1 = join(dir, 'game-1.json');

describe('cli records', () => {
  it('cli records - simulate --records writes a record per game that validates', () => {
    expect(sim.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['game-1.json', 'game-2.json']);
    const r = run(['validate', game1]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/sound \(\d+ actions, finished\)/);
  });

  it('cli records - replay --text prints the move list and each scoring', () => {
    const r = run(['replay', game1, '--text']);
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toMatch(/^symmetric, classic rules, seed cli-rec\/1: Red \(bot random\), Blue \(bot random\), Green \(bot random\)$/);
    expect(lines[1]).toMatch(/^ {4}1\. \w+: /);
    expect(r.out).toMatch(/intermediate scoring: Red \d+ \(markets \d+, chains \d+, haciendas \d+, water \d+, money \d+\)/);
    expect(r.out).toMatch(/final scoring: /);
    expect(lines.at(-1)).toMatch(/^game over: Red \d+, Blue \d+, Green \d+; (winner|shared win): /);
    // Not on a terminal, plain `replay` prints the same text.
    expect(run(['replay', game1]).out).toBe(r.out);
  });

  it('cli records - replay --at stops after action n', () => {
    const r = run(['replay', game1, '--text', '--at', '12']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\n {3}12\. /);
    expect(r.out).not.toMatch(/\n {3}13\. /);
    expect(r.out.trim().split('\n').at(-1)).toMatch(/^after action 12 of \d+: /);
    oneLine(run(['replay', game1, '--at', '99999']), 2, /--at 99999: the record has only \d+ actions/);
    oneLine(run(['replay', game1, '--at', 'x']), 2, /--at must be an action number/);
  });

  it('cli records - replay --json prints the documented state', () => {
    const r = run(['replay', game1, '--json', '--at', '40']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s).toMatchObject({ format: 'hacienda-state', version: 1, ruleset: 'classic', over: false });
    expect(s.players).toHaveLength(3);
    for (const p of s.players) {
      expect(p).toEqual(
        expect.objectContaining({ name: expect.any(String), money: expect.any(Number), score: expect.any(Number), scorings: expect.any(Array) }),
      );
      expect(Object.keys(p.projected).sort()).toEqual(['chains', 'haciendas', 'markets', 'money', 'total', 'water']);
    }
    expect(s.spaces).toHaveLength(228);
    const terrains = new Set(s.spaces.map((x: { terrain: string }) => x.terrain));
    for (const t of terrains) expect(['pampas', 'mountain', 'forest', 'meadow', 'rock', 'moorland', 'market', 'water']).toContain(t);
    const f7 = s.spaces.find((x: { label: string }) => x.label === 'F7');
    expect(f7.neighbours.length).toBeGreaterThan(0);
    for (const x of s.spaces) {
      expect(typeof x.hacienda).toBe('boolean');
      expect(typeof x.harvest).toBe('boolean');
      if (x.piece) expect(['land', 'animal']).toContain(x.piece.kind);
      if (x.piece?.kind === 'animal') expect(['cattle', 'horse', 'pig', 'sheep']).toContain(x.piece.animal);
      if (x.terrain === 'water') expect(x.water).toEqual(expect.any(Number));
    }
    const final = JSON.parse(run(['replay', game1, '--json']).out);
    expect(final.over).toBe(true);
    for (const p of final.players) {
      expect(p.scorings).toHaveLength(2);
      expect(p.score).toBe(p.scorings[0].total + p.scorings[1].total);
    }
  });

  it('cli records - validate names the illegal action on one line and exits 1', () => {
    const record = JSON.parse(readFileSync(game1, 'utf8'));
    const i = record.actions.findIndex((e: { move: string }) => e.move.startsWith('play animal'));
    record.actions[i].move = record.actions[i].move.replace(/ [A-Z]+\d+$/, ' A1');
    const file = join(dir, 'tampered.json');
    writeFileSync(file, JSON.stringify(record));
    const name = record.seats[record.actions[i].player].name;
    oneLine(run(['validate', file]), 1, new RegExp(`action ${i + 1} \\(${name}: play animal \\w+ A1\\): A1 is not`));
  });

  it('cli records - bad files get one line and a documented exit code, never a stack trace', () => {
    oneLine(run(['validate', join(dir, 'missing.json')]), 3, /cannot read record .*no such file/);
    writeFileSync(join(dir, 'junk.json'), 'not json at all');
    oneLine(run(['validate', join(dir, 'junk.json')]), 4, /not valid JSON/);
    writeFileSync(join(dir, 'cut.json'), readFileSync(game1, 'utf8').slice(0, 500));
    oneLine(run(['replay', join(dir, 'cut.json')]), 4, /cut short/);
    const evil = JSON.parse(readFileSync(game1, 'utf8'));
    evil.seats[0].name = 'Evil\u001b[2J\u001b]0;pwned\u0007';
    writeFileSync(join(dir, 'evil.json'), JSON.stringify(evil));
    const r = run(['replay', join(dir, 'evil.json'), '--text']);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('\u001b');
    expect(r.out).toContain('Evil\\x1b[2J');
  });

  it('cli records - a game killed mid-turn resumes where it stood', async () => {
    const home = mkdtempSync(join(tmpdir(), 'hacienda-home-'));
    const games = join(home, 'games');
    // Many games, so the writer is surely in the middle of one when it is killed.
    const child = spawn(process.execPath, [BIN, 'simulate', '--players', '4', '--games', '500', '--seed', 'kill', '--records', games], { stdio: 'ignore' });
    const deadline = Date.now() + 30_000;
    let unfinished: string | null = null;
    while (!unfinished && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      if (!existsSync(games)) continue;
      for (const f of readdirSync(games).filter((n) => n.endsWith('.json'))) {
        try {
          const rec = JSON.parse(readFileSync(join(games, f), 'utf8'));
          if (rec.result === null && rec.actions.length > 10) unfinished = f;
        } catch {
          throw new Error(`${f} was read half-written`);
        }
      }
    }
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect(unfinished).not.toBeNull();
    // Every file left behind is a complete record; no temporary file is mistaken for one.
    const files = readdirSync(games).filter((n) => n.endsWith('.json') && !n.startsWith('.'));
    for (const f of files) expect(run(['validate', join(games, f)]).code).toBe(0);
    const open = files.filter((f) => JSON.parse(readFileSync(join(games, f), 'utf8')).result === null);
    expect(open.length).toBeGreaterThan(0);
    // `games` lists them; `resume` with no file picks the latest unfinished one and plays it out.
    const list = run(['games'], { HACIENDA_HOME: home });
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/unfinished/);
    const before = JSON.parse(readFileSync(join(games, open[0]!), 'utf8')).actions.length;
    const resumed = run(['resume', join(games, open[0]!)], { HACIENDA_HOME: home });
    expect(resumed.err).toBe('');
    expect(resumed.code).toBe(0);
    expect(resumed.out).toContain(`resuming ${join(games, open[0]!)} at action ${before + 1}`);
    const after = JSON.parse(readFileSync(join(games, open[0]!), 'utf8'));
    expect(after.result).not.toBeNull();
    expect(after.actions.length).toBeGreaterThan(before);
    expect(run(['validate', join(games, open[0]!)]).code).toBe(0);
    // A finished game cannot be resumed; with every game finished, resume says there is none.
    for (const f of open.slice(1)) run(['resume', join(games, f)], { HACIENDA_HOME: home });
    oneLine(run(['resume'], { HACIENDA_HOME: home }), 2, /no unfinished game to resume/);
    oneLine(run(['resume', join(games, open[0]!)], { HACIENDA_HOME: home }), 2, /already over/);
  });
});
