/**
 * Replaying a record under the rules: the basis of `replay`, `validate` and `resume`. Every action
 * is parsed from its notation and applied; what it revealed and the scorings it caused must match
 * what the record says. Pure.
 */
import {
  applyAction,
  canonicalJson,
  currentPlayer,
  isOver,
  isRejection,
  parseAction,
  ruleset,
  SetupError,
  totals,
  winners,
  type BaseAction,
  type BaseState,
  type GameEvent,
  type Ruleset,
} from '../api.js';
import type { GameRecord, RecordEntry } from './format.js';

/** One replayed action: the entry, the state before it and after it. */
export interface ReplayStep {
  entry: RecordEntry;
  action: BaseAction;
  before: BaseState;
  after: BaseState;
  /** What happened, as the engine tells it (the record keeps only what chance and scorings gave). */
  events: GameEvent[];
}

export interface ReplayProblem {
  /** 1-based action index, or 0 for the setup and the header. */
  index: number;
  player: string | null;
  move: string | null;
  reason: string;
}

export type ReplayResult = { ok: true; initial: BaseState; steps: ReplayStep[]; state: BaseState } | { ok: false; problem: ReplayProblem; steps: ReplayStep[] };

/** The options a record's game was made with. */
export function recordOptions(record: GameRecord): Record<string, unknown> & { players: string[] } {
  return { ...record.options, players: record.seats.map((s) => s.name), map: record.map };
}

/** The state at the start of the record's game. Throws SetupError for an impossible setup. */
export function initialState(record: GameRecord): BaseState {
  let rules: Ruleset;
  try {
    rules = ruleset(record.ruleset);
  } catch (err) {
    throw new SetupError(err instanceof Error ? err.message : String(err));
  }
  return rules.fromSetup(recordOptions(record) as never, record.setup);
}

/**
 * Replays the record's actions (the first `upTo` of them, or all). Stops at the first problem:
 * an action out of turn, one that does not parse or is illegal, or revealed cards and scoring
 * results that disagree with the record.
 */
export function replayRecord(record: GameRecord, upTo = record.actions.length): ReplayResult {
  const steps: ReplayStep[] = [];
  const problem = (index: number, entry: RecordEntry | null, reason: string): ReplayResult => ({
    ok: false,
    problem: { index, player: entry ? (record.seats[entry.player]?.name ?? `seat ${entry.player + 1}`) : null, move: entry?.move ?? null, reason },
    steps,
  });
  let state: BaseState;
  try {
    state = initialState(record);
  } catch (err) {
    if (err instanceof SetupError) return problem(0, null, err.message);
    throw err;
  }
  const initial = state;
  const rules = ruleset(record.ruleset);
  const count = Math.min(Math.max(0, upTo), record.actions.length);
  for (let i = 0; i < count; i++) {
    const entry = record.actions[i]!;
    if (entry.index !== i + 1) return problem(i + 1, entry, `the action is numbered ${entry.index}, expected ${i + 1}`);
    if (isOver(state)) return problem(entry.index, entry, 'the game was already over');
    const turn = currentPlayer(state);
    if (entry.player !== turn) {
      return problem(
        entry.index,
        entry,
        `it is ${record.seats[turn]?.name ?? `seat ${turn + 1}`}'s turn, not ${record.seats[entry.player]?.name ?? `seat ${entry.player + 1}`}'s`,
      );
    }
    const action = parseAction(state, entry.move);
    if (isRejection(action)) return problem(entry.index, entry, action.message);
    // B2: chance (a reshuffle, a tile drawn) comes from the record.
    const result = applyAction(state, action, { from: 'record', recorded: entry.events });
    if (!result.ok) return problem(entry.index, entry, result.reason ?? result.message);
    const events = rules.recordedEvents(state, result.events);
    const said = canonicalJson(entry.events);
    const found = canonicalJson(events);
    if (said !== found) {
      return problem(entry.index, entry, `the record says it led to ${said}, but under the rules it leads to ${found}`);
    }
    steps.push({ entry, action, before: state, after: result.state, events: result.events });
    state = result.state;
  }
  if (count === record.actions.length) {
    const over = isOver(state);
    if (record.result && !over) return problem(count, record.actions[count - 1] ?? null, 'the record says the game is over, but it is not');
    if (!record.result && over) return problem(count, record.actions[count - 1] ?? null, 'the game is over, but the record has no result');
    if (record.result) {
      const actual = { totals: totals(state), winners: winners(state) };
      if (canonicalJson(actual) !== canonicalJson(record.result)) {
        return problem(
          count,
          record.actions[count - 1] ?? null,
          `the record's result ${canonicalJson(record.result)} disagrees with the replay's ${canonicalJson(actual)}`,
        );
      }
    }
  }
  return { ok: true, initial, steps, state };
}
