/**
 * Records and the rulings of 2026-12-01 in Hacienda 2026 (B2, src/rules/rulings.ts): a record saved
 * before then, in which a player put all 20 land markers on the map (N2 as it was), replays and
 * resumes; the same moves in a new game are refused at the 20th marker.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentPlayer, formatAction } from '../../../src/api.js';
import { randomAction } from '../../../src/bots/random.js';
import { seedRng } from '../../../src/engine/rng.js';
import { replayRecord } from '../../../src/records/replay.js';
import type { H26State } from '../../../src/rules/h2026/state.js';
import { expectResumesUnderEarlierRulings, recordOf, underCurrentRulings } from '../record-support.js';
import { h2026 } from './fixtures.js';

// Random play of this deal puts Ana's 20th land marker on the map at action 126 (found by search).
const OPTIONS = { seed: 'old-n2/4' };
const PLAYERS = ['Ana', 'Bo'];
const dir = mkdtempSync(join(tmpdir(), 'hacienda-rulings-2026-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The deal as a record saved before 2026-12-01 gives it (options without rulings). */
function earlierGame(): H26State {
  const o = { ...OPTIONS, players: PLAYERS };
  return h2026.fromSetup(o, h2026.setupOf(h2026.newGame(o)));
}

/** Random moves from `state` up to a player's 20th land marker on the map. */
function movesToTwentieth(state: H26State): string[] {
  const rng = seedRng('old-n2/4');
  const moves: string[] = [];
  let s = state;
  while (!s.players.some((p) => p.land === 20)) {
    if (s.over) throw new Error('the game ended before a 20th land marker');
    const action = randomAction(s, currentPlayer(s), rng);
    moves.push(formatAction(s, action));
    const r = h2026.apply(s, action as never);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return moves;
}

describe('N2 land markers in records', () => {
  const start = earlierGame();
  const moves = movesToTwentieth(start);
  const record = recordOf('2026', start, OPTIONS, PLAYERS, moves);

  it('N2 supplies - a record saved before 2026-12-01 in which a player put a 20th land marker on the map still validates and resumes', () => {
    expect(moves).toHaveLength(126);
    expect(record.options).toEqual(OPTIONS);
    // It resumes and plays on under the earlier rulings.
    const state = expectResumesUnderEarlierRulings(record, join(dir, 'twenty-markers.json'), (s) => randomAction(s, currentPlayer(s), seedRng('on'))) as H26State;
    expect(state.players.map((p) => p.land)).toContain(20);
  });

  it('N2 supplies - the same moves in a new game are refused at the 20th land marker', () => {
    const replay = replayRecord(underCurrentRulings(record));
    expect(replay.ok).toBe(false);
    if (!replay.ok) expect(replay.problem).toMatchObject({ index: moves.length, player: 'Ana', reason: 'Ana has placed all 19 land markers that go on the map' });
  });
});
