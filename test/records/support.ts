/** Shared helpers for the records tests: bots play recorded games in memory. */
import { expect } from 'vitest';
import { currentPlayer, isOver, type MapData } from '../../src/api.js';
import { randomAction } from '../../src/bots/random.js';
import { seedRng } from '../../src/engine/rng.js';
import { GameSession } from '../../src/records/session.js';
import { RecordError } from '../../src/records/errors.js';
import { loadRecord } from '../../src/records/read.js';

const NAMES = ['Red', 'Blue', 'Green', 'Yellow', 'White'];
let clock = Date.UTC(2026, 10, 29, 12, 0, 0);
/** A clock that advances a second per call: records get dates without reading the real clock. */
export const fakeNow = () => new Date((clock += 1000));

export function startSession(map: MapData, players: number, seed: string, file: string | null = null): GameSession {
  return GameSession.start({
    rules: 'classic',
    options: { seed },
    map,
    seats: NAMES.slice(0, players).map((name, i) => (i === 0 ? { name, player: 'human' as const } : { name, player: 'bot' as const, bot: 'random' })),
    file,
    program: 'test',
    now: fakeNow,
  });
}

/** Random bots play `actions` more actions (or to the end). */
export function playOn(session: GameSession, seed: string, actions = Infinity): GameSession {
  const rng = seedRng(seed);
  for (let i = 0; i < actions && !isOver(session.state); i++) {
    const r = session.apply(randomAction(session.state, currentPlayer(session.state), rng));
    if (!r.ok) throw new Error(r.message);
  }
  return session;
}

/** The RecordError that loading `file` gives (the test fails if it loads, or fails otherwise). */
export function loadError(file: string): RecordError {
  let error: unknown;
  try {
    loadRecord(file);
  } catch (err) {
    error = err;
  }
  expect(error).toBeInstanceOf(RecordError);
  return error as RecordError;
}
