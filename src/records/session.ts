/**
 * A game being played and recorded: the state, the record, and the file the record is saved to
 * after every action. The command line and the screen play through a session, so a game is never
 * lost: kill the program at any moment and `hacienda resume` continues from the last action.
 */
import { applyAction, currentPlayer, newGame, type ApplyResult, type BaseAction, type BaseState, type MapData } from '../api.js';
import { RECORD_EXIT, RecordError } from './errors.js';
import type { GameRecord, Seat } from './format.js';
import { newRecord, withAction, withoutLastAction } from './record.js';
import { replayRecord } from './replay.js';
import { saveRecord } from './store.js';

export interface SessionOptions {
  rules: string;
  /** Ruleset options besides players and map: the seed, and any others it takes. */
  options: Record<string, string | number | boolean>;
  map: MapData;
  seats: Seat[];
  /** Where to save the record after every action; null to keep it in memory only. */
  file: string | null;
  program: string;
  now?: () => Date;
}

export class GameSession {
  /** States before each action of the game, for undo. */
  private readonly history: BaseState[];

  private constructor(
    public record: GameRecord,
    public state: BaseState,
    history: BaseState[],
    readonly file: string | null,
    private readonly now: () => Date,
  ) {
    this.history = history;
  }

  /** A new game; its record is saved at once (before any action), so even an empty game is kept. */
  static start(o: SessionOptions): GameSession {
    const now = o.now ?? (() => new Date());
    const state = newGame(o.rules, { ...o.options, players: o.seats.map((s) => s.name), map: o.map } as never);
    const record = newRecord({ rules: o.rules, options: o.options, map: o.map, seats: o.seats, state, program: o.program, now: now() });
    const session = new GameSession(record, state, [], o.file, now);
    session.save();
    return session;
  }

  /**
   * A saved game (read with read.ts's loadRecord), replayed to where it stood; it is saved to
   * `file` from now on. Throws RecordError when it cannot be used.
   */
  static resume(record: GameRecord, file: string, now: () => Date = () => new Date()): GameSession {
    const replay = replayRecord(record);
    if (!replay.ok) {
      const p = replay.problem;
      throw new RecordError(`${file}: ${p.index ? `action ${p.index} (${p.player}: ${p.move})` : 'setup'}: ${p.reason}`, RECORD_EXIT.unsound);
    }
    return new GameSession(record, replay.state, replay.steps.map((s) => s.before), file, now);
  }

  get seats(): Seat[] {
    return this.record.seats;
  }

  get currentSeat(): Seat | undefined {
    return this.record.seats[currentPlayer(this.state)];
  }

  /** Applies an action; when legal, records and saves it. */
  apply(action: BaseAction): ApplyResult<BaseState> {
    const before = this.state;
    const result = applyAction(before, action);
    if (!result.ok) return result;
    this.record = withAction(this.record, before, action, result, this.now());
    this.history.push(before);
    this.state = result.state;
    this.save();
    return result;
  }

  /**
   * Whether the last action can be taken back: it was the current player's own, in this turn,
   * and revealed nothing hidden (no card drawn from a deck or turned face up, no scoring).
   */
  canUndo(): boolean {
    const last = this.record.actions[this.record.actions.length - 1];
    const before = this.history[this.history.length - 1];
    if (!last || !before) return false;
    return last.events.length === 0 && currentPlayer(before) === currentPlayer(this.state) && last.player === currentPlayer(this.state);
  }

  /** Takes back the last action if `canUndo()`; returns whether it did. */
  undo(): boolean {
    if (!this.canUndo()) return false;
    this.state = this.history.pop()!;
    this.record = withoutLastAction(this.record, this.now());
    this.save();
    return true;
  }

  private save(): void {
    if (this.file) saveRecord(this.file, this.record);
  }
}
