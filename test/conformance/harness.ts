/**
 * The conformance harness: plays seeded random games through the public API and checks, at every
 * step, what the engine contract promises (src/engine/ruleset.ts). Ruleset-specific invariants
 * come in as a function, so the next ruleset reuses the harness.
 */
import { expect } from 'vitest';
import {
  applyAction,
  currentPlayer,
  formatAction,
  isOver,
  isRejection,
  legalActions,
  newGame,
  parseAction,
  playerView,
  stableHash,
  type BaseAction,
  type BaseState,
  type MapData,
} from '../../src/api.js';
import { nextInt, seedRng, type RngState } from '../../src/engine/rng.js';
import { newRecord, withAction } from '../../src/records/record.js';
import { replayRecord } from '../../src/records/replay.js';
import { parseRecordText } from '../../src/records/read.js';

/**
 * Games per case: `npm test` plays `quick` (it must stay within minutes on a 2-core machine);
 * `npm run test:conformance` (HACIENDA_CONFORMANCE=full) plays `full`, the counts the suite had.
 */
export function gamesPerCase(quick: number, full: number): number {
  return process.env.HACIENDA_CONFORMANCE === 'full' ? full : quick;
}

export interface ConformanceOptions {
  rules: string;
  map: MapData;
  /** The ruleset's options besides players, seed and map (2026's mode and layout). */
  options?: Record<string, string | number>;
  players: number;
  seed: string;
  /** Apply every listed action at every step (slow), instead of a sample. */
  exhaustive?: boolean;
  /** Only play, keep the invariants and replay the record: for sweeping many boards quickly. */
  light?: boolean;
  /** Ruleset invariants of a state; `turnLog` holds the actions of the current turn so far. */
  invariants(state: BaseState, turnLog: BaseAction[]): void;
  /** Near misses: actions close to legal ones that may or may not be legal. */
  nearMisses(state: BaseState, legal: BaseAction[], rng: RngState): unknown[];
  /** The canonical key of an action (aliases such as spaces in another order map to one key). */
  key(state: BaseState, action: BaseAction): string;
}

export interface GameSummary {
  state: BaseState;
  actions: number;
}

const GARBAGE: unknown[] = [
  null,
  undefined,
  42,
  'end',
  [],
  {},
  { type: 'fly' },
  { type: 'buy' },
  { type: 'land', kind: 'lava', space: 0 },
  { type: 'animal', animal: 'pig', space: -1 },
  { type: 'water', shape: 'single', spaces: 'A1' },
  { type: 'harvest', space: 1e9 },
  { type: '__proto__' },
];

export function playConformanceGame(o: ConformanceOptions): GameSummary {
  const names = ['Red', 'Blue', 'Green', 'Yellow', 'White'].slice(0, o.players);
  let state = newGame(o.rules, { ...o.options, players: names, seed: o.seed, map: o.map });
  const now = new Date(Date.UTC(2026, 0, 1));
  let record = newRecord({
    rules: o.rules,
    options: { ...o.options, seed: o.seed },
    map: o.map,
    seats: names.map((name) => ({ name, player: 'bot', bot: 'random' })),
    state,
    program: 'conformance',
    now,
  });
  const rng = seedRng(`conformance/${o.seed}`);
  let turnPlayer = currentPlayer(state);
  let turnLog: BaseAction[] = [];
  let steps = 0;
  while (!isOver(state)) {
    const legal = legalActions(state);
    expect(legal.length, 'B1: at least ending the turn is legal').toBeGreaterThan(0);
    if (!o.light) checkStep(o, state, legal, rng);

    // Play on with a random listed action.
    const chosen = legal[nextInt(rng, legal.length)]!;
    const result = applyAction(state, chosen);
    if (!result.ok) throw new Error(result.message);
    record = withAction(record, state, chosen, result, now);
    state = result.state;
    steps++;

    // JSON round trip: same hash, same game.
    if (!o.light) {
      const copy = JSON.parse(JSON.stringify(state)) as BaseState;
      if (stableHash(copy) !== stableHash(state)) throw new Error('a JSON round trip changes the hash');
      if (steps % 25 === 0 && !isOver(copy)) {
        expect(legalActions(copy).map((a) => o.key(copy, a))).toEqual(legalActions(state).map((a) => o.key(state, a)));
      }
    }

    // Invariants, with the actions of the turn that just acted.
    if (chosen.type !== 'end') turnLog.push(chosen);
    o.invariants(state, turnLog);
    if (isOver(state) || currentPlayer(state) !== turnPlayer) {
      turnLog = [];
      turnPlayer = currentPlayer(state);
    }
  }
  // The game's record, through its text form, replays to the very same state.
  const replay = replayRecord(parseRecordText(JSON.stringify(record), 'conformance.json'));
  if (!replay.ok) throw new Error(`the record does not replay: action ${replay.problem.index}: ${replay.problem.reason}`);
  if (stableHash(replay.state) !== stableHash(state)) throw new Error('the replayed record ends in another state');
  return { state, actions: steps };
}

/** The checks of one step: listed actions apply, notation round-trips, the rest is rejected. */
function checkStep(o: ConformanceOptions, state: BaseState, legal: BaseAction[], rng: RngState): void {
  const keys = new Set(legal.map((a) => o.key(state, a)));
  expect(keys.size, 'legal actions are listed once each').toBe(legal.length);
  const before = stableHash(state);

  // Every listed action applies (all of them, or a sample), and its notation round-trips.
  const sample = o.exhaustive ? legal : pick(legal, 6, rng);
  for (const a of sample) {
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(`listed action rejected: ${formatAction(state, a)}: ${r.message}`);
    const text = formatAction(state, a);
    const parsed = parseAction(state, text);
    if (isRejection(parsed)) throw new Error(`notation does not parse back: '${text}': ${parsed.message}`);
    if (o.key(state, parsed) !== o.key(state, a)) throw new Error(`notation round trip of '${text}' gives ${JSON.stringify(parsed)}`);
  }

  // Near misses and garbage: whatever is not listed is rejected, leaving the state as it was.
  const tries = [...o.nearMisses(state, legal, rng), ...pick(GARBAGE, 3, rng)];
  for (const t of tries) {
    const r = applyAction(state, t as BaseAction);
    const listed = isAction(t) && keys.has(safeKey(o, state, t));
    if (listed) continue;
    if (r.ok) throw new Error(`an action that is not listed was accepted: ${JSON.stringify(t)}`);
    if (typeof r.code !== 'string' || !r.message || r.message.includes('\n')) {
      throw new Error(`a rejection needs a code and a one-line message: ${JSON.stringify(r)}`);
    }
  }
  expect(stableHash(state), 'rejections and trial applications never change the state').toBe(before);

  // The seat's view lists the same actions (bots play from the view).
  const seat = currentPlayer(state);
  const viewed = legalActions(playerView(state, seat));
  if (viewed.map((a) => o.key(state, a)).join('|') !== [...keys].join('|')) throw new Error("the seat's view lists other actions");
}

function isAction(x: unknown): x is BaseAction {
  return typeof x === 'object' && x !== null && typeof (x as { type?: unknown }).type === 'string';
}

function safeKey(o: ConformanceOptions, state: BaseState, a: BaseAction): string {
  try {
    return o.key(state, a);
  } catch {
    return '\u0000unkeyable';
  }
}

function pick<T>(items: readonly T[], n: number, rng: RngState): T[] {
  if (items.length <= n) return items.slice();
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(items[nextInt(rng, items.length)]!);
  return out;
}
