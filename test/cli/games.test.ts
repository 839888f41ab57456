/**
 * `hacienda games` off a terminal (issue 13, item 19): each saved game's points as the screen
 * counts them and whose turn it is or who won; records that cannot be read or replayed listed as
 * such; `--json`; `--delete <game>` (not a game another program holds open) and `--prune <days>`
 * (finished games only). The picker on a terminal: test/e2e/games.test.ts.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentPlayer, isOver, projectedScores, totals } from '../../src/api.js';
import { lockGame } from '../../src/files/lock.js';
import { loadRecord } from '../../src/records/read.js';
import { replayRecord } from '../../src/records/replay.js';
import { home, runMain } from './in-process.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/records');
const games = join(home, 'games');

/** A fixture saved in the data folder, `updated` as given (to order and age the games). */
function save(fixture: string, updated: string, edit: (r: Record<string, unknown>) => void = () => {}): string {
  const record = JSON.parse(readFileSync(join(FIXTURES, fixture), 'utf8')) as Record<string, unknown>;
  record.updated = updated;
  edit(record);
  const file = join(games, fixture);
  writeFileSync(file, JSON.stringify(record));
  return file;
}

function oneLine(r: { code: number | null; err: string }, code: number, pattern: RegExp) {
  expect(r.code).toBe(code);
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(r.err.trimEnd()).toMatch(pattern);
}

beforeEach(() => {
  rmSync(games, { recursive: true, force: true });
  mkdirSync(games, { recursive: true });
});

describe('games', () => {
  it("games - each game's points as the screen counts them (and if scored now), whose turn it is or who won, newest first and numbered", async () => {
    const unfinished = save('classic-people-unfinished-2p.json', '2026-12-01T10:00:00.000Z');
    const finished = save('h2026-basic-standard-2p.json', '2026-12-01T11:00:00.000Z');
    const r = await runMain(['games']);
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe(`saved games in ${games}:`);
    // The finished game: its final points, the winner.
    const end = replayRecord(loadRecord(finished));
    if (!end.ok) throw new Error(end.problem.reason);
    const t = totals(end.state);
    expect(lines[1]).toMatch(new RegExp(`^ {2}1\\. 2026-12-01 11:00  2026 +Red\\* ${t[0]}, Blue\\* ${t[1]} +finished, won by Blue  ${finished}$`));
    // The unfinished one: points held, points if scored now, and who is to play.
    const mid = replayRecord(loadRecord(unfinished));
    if (!mid.ok) throw new Error(mid.problem.reason);
    expect(isOver(mid.state)).toBe(false);
    const [held, now] = [totals(mid.state), projectedScores(mid.state).map((s) => s.total)];
    const toPlay = ['Ana', 'Bot'][currentPlayer(mid.state)];
    expect(lines[2]).toMatch(
      new RegExp(
        `^ {2}2\\. 2026-12-01 10:00  classic +Ana ${held[0]} \\(${now[0]}\\), Bot\\* ${held[1]} \\(${now[1]}\\) +60 actions, unfinished: ${toPlay} to play  ${unfinished}$`,
      ),
    );
    expect(lines.at(-1)).toMatch(/\* a bot; \(n\) the points if a scoring came now/);
  });

  it('games - a record that cannot be read, or cannot be replayed, is listed as such; the others still are', async () => {
    writeFileSync(join(games, 'cut.json'), '{"format": "hac');
    save('classic-symmetric-2p-greedy.json', '2026-12-01T09:00:00.000Z', (r) => {
      // An action the rules refuse: the record reads, but does not replay.
      (r.actions as { move: string }[])[3]!.move = 'buy land deck';
      (r.actions as { move: string }[])[4]!.move = 'buy land deck';
      (r.actions as { move: string }[])[5]!.move = 'buy land deck';
      (r.actions as { move: string }[])[6]!.move = 'buy land deck';
    });
    save('h2026-basic-standard-2p.json', '2026-12-01T11:00:00.000Z');
    const r = await runMain(['games']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/1\. 2026-12-01 11:00 .*finished, won by Blue/);
    expect(r.out).toMatch(/2\. 2026-12-01 09:00 {2}classic +Red\*, Blue\* +cannot be replayed: action \d+: /);
    expect(r.out).toMatch(/3\. unreadable {26}.*cut\.json.*cut short/);
  });

  it('games --json - the same facts as JSON: each seat with its points, whose turn, the winners, whether open', async () => {
    const file = save('classic-people-unfinished-2p.json', '2026-12-01T10:00:00.000Z');
    const r = await runMain(['games', '--json']);
    expect(r.code).toBe(0);
    const [g] = JSON.parse(r.out) as {
      number: number;
      file: string;
      seats: { name: string; points: number; pointsNow: number }[];
      toPlay: number;
      winners: null;
      open: null;
    }[];
    expect(g!.number).toBe(1);
    expect(g!.file).toBe(file);
    expect(g!.seats.map((s) => s.name)).toEqual(['Ana', 'Bot']);
    expect(g!.seats[0]!.points).toBeTypeOf('number');
    expect(g!.seats[0]!.pointsNow).toBeTypeOf('number');
    expect(g!.toPlay).toBeTypeOf('number');
    expect(g!.winners).toBeNull();
    expect(g!.open).toBeNull();
  });

  it('games with none saved - says so', async () => {
    const r = await runMain(['games']);
    expect(r.out).toBe(`no saved games in ${games}\n`);
  });
});

describe('games --delete', () => {
  it('games --delete <number> - deletes the game listed with that number, and says which', async () => {
    const older = save('classic-people-unfinished-2p.json', '2026-12-01T10:00:00.000Z');
    const newer = save('h2026-basic-standard-2p.json', '2026-12-01T11:00:00.000Z');
    const r = await runMain(['games', '--delete', '2']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(new RegExp(`^deleted ${older} \\(2026-12-01 10:00  classic +Ana \\d+ \\(\\d+\\), Bot\\* \\d+ \\(\\d+\\) +60 actions, unfinished: `));
    expect(existsSync(older)).toBe(false);
    expect(existsSync(newer)).toBe(true);
  });

  it("games --delete <name> - by its file's name, with or without .json, or its path; an unreadable one too", async () => {
    const a = save('classic-people-unfinished-2p.json', '2026-12-01T10:00:00.000Z');
    const b = save('h2026-basic-standard-2p.json', '2026-12-01T11:00:00.000Z');
    writeFileSync(join(games, 'cut.json'), '{');
    expect((await runMain(['games', '--delete', 'classic-people-unfinished-2p'])).code).toBe(0);
    expect((await runMain(['games', '--delete', b])).code).toBe(0);
    const cut = await runMain(['games', '--delete', 'cut.json']);
    expect(cut.out).toBe(`deleted ${join(games, 'cut.json')} (unreadable)\n`);
    expect(existsSync(a) || existsSync(b)).toBe(false);
    expect(readdirSync(games)).toEqual([]);
  });

  it('games --delete - a game that is not there is one line and exit code 2, and nothing is deleted', async () => {
    save('classic-people-unfinished-2p.json', '2026-12-01T10:00:00.000Z');
    for (const which of ['2', '0', 'nothing', '../games'])
      oneLine(
        await runMain(['games', '--delete', which]),
        2,
        new RegExp(`^hacienda: --delete ${which.replace('.', '\\.')}: no saved game has that number or name in .*numbers 1 to 1`),
      );
    expect(readdirSync(games)).toHaveLength(1);
  });

  it('games --delete - a game another program holds open is refused (exit code 6) and stays', async () => {
    const file = save('classic-people-unfinished-2p.json', '2026-12-01T10:00:00.000Z');
    const lock = lockGame(file, 'hacienda play');
    try {
      const listed = await runMain(['games']);
      expect(listed.out).toMatch(/\(open in hacienda play, process \d+\)/);
      oneLine(await runMain(['games', '--delete', '1']), 6, /this game is open in another program \(hacienda play, process \d+/);
      expect(existsSync(file)).toBe(true);
    } finally {
      lock.release();
    }
    expect((await runMain(['games', '--delete', '1'])).code).toBe(0);
  });
});

describe('games --prune', () => {
  it('games --prune <days> - deletes the finished games older than that, keeps unfinished, recent and open ones, and says what it removed', async () => {
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * 86_400_000).toISOString();
    const oldFinished = save('classic-symmetric-2p-greedy.json', ago(40));
    const recentFinished = save('h2026-basic-standard-2p.json', ago(2));
    const oldUnfinished = save('classic-people-unfinished-2p.json', ago(90));
    const oldOpen = save('h2026-strong-2p.json', ago(50));
    writeFileSync(join(games, 'cut.json'), '{');
    const lock = lockGame(oldOpen, 'hacienda replay');
    let r;
    try {
      r = await runMain(['games', '--prune', '30']);
    } finally {
      lock.release();
    }
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe('removed 1 game finished more than 30 days ago:');
    expect(lines[1]).toMatch(new RegExp(`^ {2}${oldFinished} \\(.*finished, won by `));
    expect(lines[2]).toMatch(new RegExp(`^ {2}kept ${oldOpen} {2}\\(open in hacienda replay, process \\d+\\)$`));
    expect(existsSync(oldFinished)).toBe(false);
    for (const f of [recentFinished, oldUnfinished, oldOpen, join(games, 'cut.json')]) expect(existsSync(f)).toBe(true);
    // Closed, the old game goes next time; 0 days: every finished game; then nothing is left to prune.
    expect((await runMain(['games', '--prune', '30'])).out).toMatch(new RegExp(`^removed 1 game finished more than 30 days ago:\n {2}${oldOpen} `));
    expect((await runMain(['games', '--prune', '0'])).out).toMatch(new RegExp(`^removed 1 game finished more than 0 days ago:\n {2}${recentFinished} `));
    expect((await runMain(['games', '--prune', '0'])).out).toBe(`no game finished more than 0 days ago in ${games}\n`);
    expect(existsSync(oldUnfinished)).toBe(true);
  });

  it('games --prune - a bad number of days, or --delete with it, is one line and exit code 2', async () => {
    oneLine(await runMain(['games', '--prune', 'soon']), 2, /^hacienda: --prune must be a whole number from 0 to 100000, not 'soon'$/);
    oneLine(await runMain(['games', '--prune', '-1']), 2, /--prune/);
    oneLine(await runMain(['games', '--prune', '3', '--delete', '1']), 2, /^hacienda: --delete and --prune are one at a time$/);
  });
});
