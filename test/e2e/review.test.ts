/**
 * End to end: the coach on the screen (issue 16) as a user meets it, the built binary in tmux.
 * `hacienda analyze` keeps an analysis next to a copy of a fixture record, `hacienda replay`
 * opens with it: } jumps to the first marked action, whose mark stands in the log and whose
 * better move the message line names; c shows the chart. And a game played to its end on the
 * screen (a resumed record, one bot's turn from the end) is reviewed from its final screen: the
 * analysis with its progress, kept next to the record, then the viewer with the marks. Small
 * budgets (--think 2: 4 iterations per action) keep it quick.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Analysis } from '../../src/coach/analysis.js';
import { BIN, cleanEnv, haveTmux, Term } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('test/e2e/review: tmux is not installed, so the pseudo-terminal tests do not run (.ci/run installs it)');

const RECORDS = join(import.meta.dirname, '../fixtures/records');
const dir = mkdtempSync(join(tmpdir(), 'hacienda-review-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const terms: Term[] = [];
afterEach(() => {
  while (terms.length) terms.pop()!.kill();
});

/**
 * A copy of a fixture record with Red a person and Blue a bot, cut in Blue's last turn just after it
 * took the last animal card, opened with `hacienda resume`: Blue plays the rest of that turn, the
 * final scoring (due since the last card) is acknowledged, and the final screen is up. (Cut before
 * the turn, a Blue behind on points would now rightly not end the game.)
 */
async function scoringScreenOf(name: string, more: string[] = []): Promise<{ t: Term; record: string; scoring: string }> {
  const fixture = JSON.parse(readFileSync(join(RECORDS, 'classic-symmetric-2p-greedy.json'), 'utf8')) as {
    seats: unknown[];
    actions: { player: number; move: string }[];
  };
  let cut = fixture.actions.length;
  while (fixture.actions[cut - 1]!.player === 1 && fixture.actions[cut - 1]!.move !== 'buy animal deck') cut--;
  const record = join(dir, name);
  writeFileSync(
    record,
    JSON.stringify({ ...fixture, seats: [{ name: 'Red', player: 'human' }, fixture.seats[1]], actions: fixture.actions.slice(0, cut), result: null }),
  );
  const home = mkdtempSync(join(dir, 'home-'));
  const t = Term.start(['resume', record, '--ascii', '--no-color', '--bot-delay', '0', ...more], { cols: 100, rows: 30, env: { HACIENDA_HOME: home } });
  terms.push(t);
  const scoring = await t.waitFor(/press enter to continue/, 30_000);
  return { t, record, scoring };
}

async function finalScreenOf(name: string, more: string[] = []): Promise<{ t: Term; record: string; end: string }> {
  const { t, record } = await scoringScreenOf(name, more);
  t.send('Enter');
  const end = await t.waitFor(/r: review this game/);
  return { t, record, end };
}

/** The first marked action of an analysis. */
function firstMarked(a: Analysis) {
  return a.actions.find((x) => x.judged && x.mark !== null)!;
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.skipIf(!tmux)('the end of a game on the screen', () => {
  it("final scoring - the panel and the log give the scoring's points and the game's totals; the end screen the same totals", async () => {
    // A record deep in folders: its path is wider than the panel.
    const deep = 'folders-deep-enough/that-the-path-of-this-record/is-wider-than-the-panel';
    mkdirSync(join(dir, deep), { recursive: true });
    const { t, record, scoring } = await scoringScreenOf(`${deep}/totals.json`);
    expect(scoring).toContain('Final scoring');
    const shown = /game totals \(all scorings\): Red (\d+), Blue (\d+)/.exec(scoring);
    expect(shown, scoring).not.toBeNull();
    expect(scoring).toMatch(new RegExp(`^ +game totals: Red ${shown![1]}, Blue ${shown![2]}$`, 'm'));
    expect(scoring).toMatch(/^ +final scoring: Red \d+, Blue \d+$/m);
    t.send('Enter');
    const end = await t.waitFor(/r: review this game/);
    expect(end).toMatch(new RegExp(`Red +\\d+ +\\d+ +${shown![1]} `));
    expect(end).toMatch(new RegExp(`Blue +\\d+ +\\d+ +${shown![2]} `));
    // The path on the lines under "Record:", each broken after a separator, never inside a name.
    const lines = end.split('\n');
    const at = lines.findIndex((l) => /Record:\s*$/.test(l));
    expect(at, end).toBeGreaterThan(0);
    const column = lines[at]!.indexOf('Record:');
    const parts: string[] = [];
    for (let i = at + 1; i < lines.length && !parts.join('').endsWith('totals.json'); i++) parts.push(lines[i]!.slice(column).trimEnd());
    expect(parts.join('')).toBe(record);
    for (const part of parts.slice(0, -1)) expect(part.endsWith('/'), part).toBe(true);
  });
});

describe.skipIf(!tmux)('the coach on the screen', () => {
  it('review replay - hacienda replay opens with the analysis kept next to the record: } to the first mark, its mark in the log, the better move in words; c the chart', async () => {
    const record = join(dir, 'analysed.json');
    copyFileSync(join(RECORDS, 'classic-symmetric-2p-greedy.json'), record);
    const r = spawnSync(process.execPath, [BIN, 'analyze', record, '--think', '2', '--workers', '2', '--json'], {
      encoding: 'utf8',
      env: cleanEnv(),
      timeout: 60_000,
    });
    expect(r.status).toBe(0);
    const analysis = JSON.parse(readFileSync(record + '.analysis.json', 'utf8')) as Analysis;
    const first = firstMarked(analysis);
    const n = analysis.actions.length;
    const home = mkdtempSync(join(dir, 'home-'));
    const t = Term.start(['replay', record, '--ascii', '--no-color'], { env: { HACIENDA_HOME: home } });
    terms.push(t);
    await t.waitFor(/analysed: \d+ marked actions?; \} jumps to the next/);
    t.send({ text: '}' });
    const screen = await t.waitFor(new RegExp(`replay ${first.index}/${n}`));
    expect(screen).toMatch(new RegExp(`^${first.index}\\. ${first.name}: ${escaped(first.move)} ${escaped(first.mark!)} - `, 'm'));
    expect(screen).toContain(`${first.index}. ${first.mark} `);
    expect(screen).toMatch(new RegExp(`Better: ${escaped(first.best)}: \\+${(first.loss * 100).toFixed(1)}% win chance`));
    t.send('c');
    const chart = await t.waitFor(/Win chance at \d+\/\d+/);
    expect(chart).toContain(`Win chance at ${first.index}/${n}`);
    expect(chart).toMatch(/\+-*\^-*$/m);
    t.send('q');
    await t.waitUntil(() => t.dead(), 'the viewer to end');
    expect(t.exitStatus()).toBe(0);
  }, 60_000);

  it('review replay - in a game long decided, { from the end lands on a late mark told in points; c, c shows the expected margin', async () => {
    const record = join(dir, 'decided.json');
    copyFileSync(join(import.meta.dirname, '../fixtures/coach/classic-random-strong-2p.json'), record);
    const r = spawnSync(process.execPath, [BIN, 'analyze', record, '--think', '10', '--deep', '400', '--workers', '2', '--json'], {
      encoding: 'utf8',
      env: cleanEnv(),
      timeout: 120_000,
    });
    expect(r.status).toBe(0);
    const analysis = JSON.parse(readFileSync(record + '.analysis.json', 'utf8')) as Analysis;
    const n = analysis.actions.length;
    const last = analysis.actions.filter((x) => x.judged && x.mark !== null).at(-1)!;
    // The random player's last mark comes late, when its chance of winning is long gone.
    expect(last.index).toBeGreaterThan(0.8 * n);
    const home = mkdtempSync(join(dir, 'home-'));
    const t = Term.start(['replay', record, '--ascii', '--no-color'], { env: { HACIENDA_HOME: home } });
    terms.push(t);
    await t.waitFor(/analysed: \d+ marked actions?; \} jumps to the next/);
    t.send('End');
    await t.waitFor(new RegExp(`replay ${n}/${n}`));
    t.send({ text: '{' });
    const screen = await t.waitFor(new RegExp(`replay ${last.index}/${n}`));
    const points = Math.round(last.pointsLoss);
    const kept = last.loss < 0.001 ? `about ${points} point${points === 1 ? '' : 's'}` : `\\+${(last.loss * 100).toFixed(1)}% win chance`;
    expect(screen).toMatch(new RegExp(`Better: ${escaped(last.best)}: ${kept}\\s*$`, 'm'));
    t.send('c');
    await t.waitFor(new RegExp(`Win chance at ${last.index}/${n}`));
    t.send('c');
    const margin = await t.waitFor(new RegExp(`Margin at ${last.index}/${n}`));
    // Red, long lost, sits at the bottom of the margin chart; the chance chart had it at 0% already.
    expect(margin).toMatch(/-\d+ \|/);
    t.send('q');
    await t.waitUntil(() => t.dead(), 'the viewer to end');
    expect(t.exitStatus()).toBe(0);
  }, 120_000);

  it('review game - from the final screen of a game played to its end, r analyses it (kept next to the record) and opens the viewer with its marks', async () => {
    const { t, record, end } = await finalScreenOf('game.json', ['--think', '2']);
    expect(end).toMatch(/Game over: /);
    expect(end.trimEnd().split('\n').at(-1)).toContain('r review');
    t.send('r');
    const viewer = await t.waitFor(/analysed: \d+ marked actions?/, 45_000);
    expect(viewer).toMatch(/replay 0\/\d+/);
    expect(existsSync(record + '.analysis.json')).toBe(true);
    const analysis = JSON.parse(readFileSync(record + '.analysis.json', 'utf8')) as Analysis;
    expect(analysis.settings.iterations).toBe(4);
    const first = firstMarked(analysis);
    t.send({ text: '}' });
    const marked = await t.waitFor(new RegExp(`replay ${first.index}/`));
    expect(marked).toMatch(new RegExp(`^${first.index}\\. ${first.name}: ${escaped(first.move)} ${escaped(first.mark!)} - `, 'm'));
    expect(marked).toContain('Better: ');
    t.send('q');
    await t.waitUntil(() => t.dead(), 'the program to end');
    const after = t.screen();
    expect(after).toMatch(/game over: Red \d+, Blue \d+/);
    expect(after).toMatch(/reviewing the game: every action judged/);
    expect(t.exitStatus()).toBe(0);
  }, 90_000);

  it('review game - q while the game is analysed stops it: nothing kept, the record sound, exit 0; ctrl+c too, with exit code 130', async () => {
    for (const [key, status] of [
      ['q', 0],
      ['C-c', 130],
    ] as const) {
      // The analysis's own default budget (no --think): long enough to be stopped midway.
      const { t, record } = await finalScreenOf(`stopped-${status}.json`);
      t.send('r');
      await t.waitFor(/analysing \[#*\.*\] \d+\/\d+ actions/, 30_000);
      t.send(key);
      await t.waitUntil(() => t.dead(), 'the program to end');
      expect(t.screen()).toMatch(new RegExp(`review stopped${status ? ' by SIGINT' : ''}: nothing kept; the record stays in \\S*stopped-${status}\\.json`));
      expect(t.exitStatus()).toBe(status);
      expect(existsSync(record + '.analysis.json')).toBe(false);
      const v = spawnSync(process.execPath, [BIN, 'validate', record], { encoding: 'utf8', env: cleanEnv() });
      expect(v.stdout).toMatch(/sound \(\d+ actions, finished\)/);
    }
  }, 60_000);
});
