/**
 * Records made before the rulings of 2026-12-01 in Hacienda 2026 (N2): a record in which a player
 * put a 20th land marker on the map is refused at that action in one line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentPlayer, formatAction, legalActions } from '../../../src/api.js';
import { randomAction } from '../../../src/bots/random.js';
import { seedRng } from '../../../src/engine/rng.js';
import { replayRecord } from '../../../src/records/replay.js';
import { LAND_MARKERS_ON_MAP } from '../../../src/games/h2026/rules/components.js';
import type { H2026State } from '../../../src/games/h2026/rules/state.js';
import { expectRefusedAt, recordOf, withOldAction } from '../record-support.js';
import { h2026 } from './fixtures.js';

const OPTIONS = { seed: 'old-n2/4' };
const PLAYERS = ['Ana', 'Bo'];
const dir = mkdtempSync(join(tmpdir(), 'hacienda-rulings-2026-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Random play up to a turn of a player with 19 land markers on the map and a pair that could put
 * down a 20th, as the earlier N2 let it: the moves, and that 20th placement in notation.
 */
function upToTwentieth(): { moves: string[]; seat: number; twentieth: string } {
  const rng = seedRng('old-n2/4');
  const moves: string[] = [];
  let s: H2026State = h2026.newGame({ ...OPTIONS, players: PLAYERS });
  for (;;) {
    if (s.over) throw new Error('the game ended before a player could place a 20th land marker');
    const seat = currentPlayer(s);
    if (s.players[seat]!.land === LAND_MARKERS_ON_MAP) {
      // The same position with one marker fewer: what the earlier rulings allowed here.
      const earlier = structuredClone(s);
      earlier.players[seat]!.land--;
      const land = legalActions(earlier)
        .map((a) => formatAction(earlier, a))
        .find((m) => / land [A-Z]+\d+$/.test(m));
      if (land) return { moves, seat, twentieth: land };
    }
    const action = randomAction(s, seat, rng);
    moves.push(formatAction(s, action));
    const r = h2026.apply(s, action as never);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
}

describe('N2 land markers in records made before 2026-12-01', () => {
  const { moves, seat, twentieth } = upToTwentieth();
  const record = recordOf('2026', h2026.newGame({ ...OPTIONS, players: PLAYERS }), OPTIONS, PLAYERS, moves);

  it('N2 supplies - a record in which a player put a 20th land marker on the map is refused by validate at that action', () => {
    expectRefusedAt(withOldAction(record, seat, twentieth), dir, moves.length + 1, `${PLAYERS[seat]} has placed all 19 land markers that go on the map`);
  });

  it('N2 supplies - the same record without that action replays as before', () => {
    expect(replayRecord(record).ok).toBe(true);
  });
});
