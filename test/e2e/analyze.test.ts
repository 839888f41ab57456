/**
 * `hacienda analyze` as a user meets it: the built binary on a copy of a fixture record, with
 * --json (its shape, the file kept next to the record, the same analysis on any number of worker
 * threads), the text report without colour, --seat, and untrusted records (one line, the
 * documented exit code). Small budgets (--think 1: 2 iterations per action, --deep 40) keep it quick.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Analysis as Json } from '../../src/coach/analysis.js';

const BIN = resolve(import.meta.dirname, '../../bin/hacienda.js');
const RECORDS = resolve(import.meta.dirname, '../fixtures/records');
const dir = mkdtempSync(join(tmpdir(), 'hacienda-analyze-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, 'analyze', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined },
    timeout: 120_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function copied(name: string, as = name): string {
  const file = join(dir, as);
  copyFileSync(join(RECORDS, name), file);
  return file;
}

describe('hacienda analyze', () => {
  const record = copied('classic-symmetric-2p-greedy.json');
  const actions = (JSON.parse(readFileSync(record, 'utf8')) as { actions: unknown[] }).actions.length;

  it('analyze - --json prints the analysis, keeps it next to the record, the same on 0 and 2 worker threads', () => {
    const r = run([record, '--json', '--think', '1', '--deep', '40', '--workers', '2']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const a = JSON.parse(r.out) as Json;
    expect(a).toMatchObject({
      format: 'hacienda-analysis',
      version: 3,
      thresholds: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.15, points: { inaccuracy: 2.78, mistake: 5.56, blunder: 8.35 } },
    });
    expect(a.players.map((p) => p.name)).toEqual(['Red', 'Blue']);
    expect(a.actions).toHaveLength(actions);
    expect(a.actions.map((x) => x.index)).toEqual(Array.from({ length: actions }, (_, i) => i + 1));
    for (const x of a.actions) {
      expect(x.loss).toBeGreaterThanOrEqual(0);
      expect([null, '?!', '?', '??']).toContain(x.mark);
      expect(x.winChance).toHaveLength(2);
    }
    // The turns: every action in exactly one, in order, each judged as a whole.
    expect(a.turns.length).toBeGreaterThan(0);
    expect(a.turns.flatMap((t) => Array.from({ length: t.to - t.from + 1 }, (_, i) => t.from + i))).toEqual(a.actions.map((x) => x.index));
    for (const t of a.turns) {
      expect(t.moves).toEqual(a.actions.slice(t.from - 1, t.to).map((x) => x.move));
      expect(t.best.length).toBeGreaterThan(0);
      expect(t.loss).toBeGreaterThanOrEqual(0);
      expect([null, '?!', '?', '??']).toContain(t.mark);
    }
    expect(JSON.parse(readFileSync(record + '.analysis.json', 'utf8'))).toEqual(a);
    // A kept analysis is read back only for this record and these settings: another is replaced.
    writeFileSync(record + '.analysis.json', JSON.stringify({ ...a, record: 'another record' }));
    expect(JSON.parse(run([record, '--json', '--think', '1', '--deep', '40', '--workers', '2']).out)).toEqual(a);
    expect(JSON.parse(readFileSync(record + '.analysis.json', 'utf8'))).toEqual(a);
    // One kept by the version before points were judged is not misread: it is made again.
    writeFileSync(record + '.analysis.json', JSON.stringify({ ...a, version: 2 }));
    expect(JSON.parse(run([record, '--json', '--think', '1', '--deep', '40', '--workers', '2']).out)).toEqual(a);
    expect(JSON.parse(readFileSync(record + '.analysis.json', 'utf8'))).toEqual(a);
    // Another copy of the record, analysed in this thread: the very same analysis.
    const other = copied('classic-symmetric-2p-greedy.json', 'again.json');
    expect(JSON.parse(run([other, '--json', '--think', '1', '--deep', '40', '--workers', '0']).out)).toEqual(a);
    // Four analyses, each judging every turn with the planner: slow on a busy machine.
  }, 240_000);

  it('analyze - the text report fits 80 columns, its budget in iterations, with no colour codes under NO_COLOR and no progress bar off a terminal', () => {
    const r = run([record, '--think', '1', '--deep', '40', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).not.toMatch(/\x1b/);
    // The search's budget in one unit, iterations (--think is only how it is asked for).
    expect(r.out).toMatch(/strong's\s+search,\s+2\s+iterations\s+an\s+action,\s+40\s+where\s+it\s+would\s+mark\s+a\s+mistake,\s+seed\s+coach/);
    expect(r.out).not.toMatch(/--think/);
    expect(r.out).toMatch(/^player\s+actions/m);
    expect(r.out).toContain('Win chance after each action: 1 Red, 2 Blue');
    expect(r.out).toMatch(/^Turns, each judged as a whole against the best turn found:\n {2}1 Red: \d+ turns judged, /m);
    for (const line of r.out.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it("analyze - --seat judges one seat's actions only", () => {
    const r = run([record, '--json', '--think', '1', '--deep', '40', '--seat', 'Blue']);
    expect(r.code).toBe(0);
    const a = JSON.parse(r.out) as Json;
    expect(a.players.map((p) => p.name)).toEqual(['Blue']);
    expect(a.actions.filter((x) => x.judged).every((x) => x.player === 1)).toBe(true);
    expect(a.turns.filter((t) => t.judged).every((t) => t.player === 1)).toBe(true);
    const bad = run([record, '--seat', 'Nobody']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^hacienda: --seat must be a seat's number from 1 to 2 or its name \(Red, Blue\), not 'Nobody'\n$/);
  });

  it('analyze - an untrusted record: one line and the documented exit code', () => {
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '{"format": "hacienda-record", ');
    const r = run([notJson]);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/^hacienda: .*not\.json: not a hacienda record \(the file is empty or cut short\)\n$/);

    const changed = JSON.parse(readFileSync(record, 'utf8')) as { actions: { move: string }[] };
    changed.actions[3]!.move = 'play land mountain A1';
    const illegal = join(dir, 'illegal.json');
    writeFileSync(illegal, JSON.stringify(changed));
    const u = run([illegal, '--think', '1', '--deep', '40']);
    expect(u.code).toBe(1);
    expect(u.err.trimEnd().split('\n')).toHaveLength(1);
    expect(u.err).toMatch(/^hacienda: .*illegal\.json: action 4 /);
    expect(existsSync(illegal + '.analysis.json')).toBe(false);

    const missing = run([join(dir, 'missing.json')]);
    expect(missing.code).toBe(3);
    expect(missing.err.trimEnd().split('\n')).toHaveLength(1);
  });

  it('analyze - ctrl+c (SIGINT) stops it at once: one line, exit code 130, nothing kept', async () => {
    const file = copied('classic-strong-2p.json', 'stopped.json');
    const child = spawn(process.execPath, [BIN, 'analyze', file, '--think', '2000', '--workers', '1'], { env: { ...process.env, NO_COLOR: '1' } });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    // Long enough for the program to have started its work (and caught the signals) on a busy machine.
    await new Promise((r) => setTimeout(r, 5000));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
    expect(code).toBe(130);
    expect(err).toBe('hacienda: analysis stopped by SIGINT; nothing kept\n');
    expect(existsSync(file + '.analysis.json')).toBe(false);
  }, 60_000);
});
