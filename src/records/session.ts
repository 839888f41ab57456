/**
 * A game being played and recorded: the state, the record, and the file the record is saved to
 * after every action. The command line and the screen play through a session, so a game is never
 * lost: kill the program at any moment and `hacienda resume` continues from the last action.
 *
 * A session holds its record's lock (src/files/lock.ts) from the moment it opens the file until
 * `close()`, so no second program writes the same game. A save that fails (a full disk, a folder
 * made read-only) does not stop the game: it goes on in memory, every action tries to save again,
 * `saveError` says why the last try failed and `savedActions` how much of the game the file
 * holds, and `saveAs` writes it somewhere else.
 */
import { applyAction, currentPlayer, newGame, ruleset, type ApplyResult, type BaseAction, type BaseState, type GameEvent, type MapData } from '../api.js';
import { RECORD_EXIT, RecordError } from './errors.js';
import type { GameRecord, Seat } from './format.js';
import { newRecord, withAction, withoutLastAction } from './record.js';
import { replayRecord } from './replay.js';
import { makeFolder, saveRecord } from './store.js';
import { dirname } from 'node:path';
import { WriteError } from '../files/errors.js';
import { lockGame, type GameLock } from '../files/lock.js';

export interface SessionOptions {
  rules: string;
  /**
   * The game's options besides players: the seed, and its own (src/cli/game-options.ts). A board
   * option (a built-in board's name, or a MapData) makes the record's `map`, not one of its options.
   */
  options: { seed: string | number; [option: string]: string | number | boolean | MapData };
  /** The board, when not among the options (a game that lays its own needs none). */
  map?: MapData;
  seats: Seat[];
  /** Where to save the record after every action; null to keep it in memory only. */
  file: string | null;
  program: string;
  now?: () => Date;
  /** What holds the game open, for the lock (`hacienda play`); shown to a second program. */
  holder?: string;
}

/** An action played, with the state before it and its events. */
export interface Played {
  readonly action: BaseAction;
  readonly before: BaseState;
  readonly events: readonly GameEvent[];
}

export class GameSession {
  /** Each action of the game with the state before it and what it told: for undo and the log. */
  private readonly history: Played[];
  /** The lock of `file` while the game is open; null for a game kept in memory only. */
  private lock: GameLock | null;
  /** Why the last save failed; null when the file holds the game as it stands. */
  saveError: WriteError | null = null;
  /** How many actions the record on disk holds (the last successful save). */
  savedActions: number;

  private constructor(
    public record: GameRecord,
    public state: BaseState,
    history: Played[],
    public file: string | null,
    private readonly now: () => Date,
    lock: GameLock | null,
  ) {
    this.history = history;
    this.lock = lock;
    this.savedActions = record.actions.length;
  }

  /**
   * A new game; its record is saved at once (before any action), so even an empty game is kept.
   * Throws LockedError when another program holds `file`, WriteError when it cannot be written
   * (at the start there is nothing to lose, so the player is told before playing).
   */
  static start(o: SessionOptions): GameSession {
    const now = o.now ?? (() => new Date());
    const rules = ruleset(o.rules);
    const state = newGame(o.rules, { ...o.options, ...(o.map ? { map: o.map } : {}), players: o.seats.map((s) => s.name) });
    const boards = new Set(rules.about.options.filter((spec) => spec.kind === 'board').map((spec) => spec.name));
    const options = Object.fromEntries(
      Object.entries(o.options).filter((e): e is [string, string | number | boolean] => !boards.has(e[0]) && typeof e[1] !== 'object'),
    );
    const record = newRecord({ rules: o.rules, options, map: rules.board(state), seats: o.seats, state, program: o.program, now: now() });
    if (o.file) makeFolder(dirname(o.file));
    const lock = o.file ? lockGame(o.file, o.holder ?? 'hacienda') : null;
    const session = new GameSession(record, state, [], o.file, now, lock);
    try {
      if (o.file) saveRecord(o.file, record);
    } catch (err) {
      session.close();
      throw err;
    }
    return session;
  }

  /**
   * A saved game (read with read.ts's loadRecord), replayed to where it stood; it is saved to
   * `file` from now on. Throws LockedError when another program has it open, RecordError when it
   * cannot be used.
   */
  static resume(record: GameRecord, file: string, now: () => Date = () => new Date(), holder = 'hacienda resume'): GameSession {
    const replay = replayRecord(record);
    if (!replay.ok) {
      const p = replay.problem;
      throw new RecordError(`${file}: ${p.index ? `action ${p.index} (${p.player}: ${p.move})` : 'setup'}: ${p.reason}`, RECORD_EXIT.unsound);
    }
    const lock = lockGame(file, holder);
    return new GameSession(
      record,
      replay.state,
      replay.steps.map((s) => ({ action: s.action, before: s.before, events: s.events })),
      file,
      now,
      lock,
    );
  }

  /** The actions played so far (resumed ones included), oldest first. */
  get played(): readonly Played[] {
    return this.history;
  }

  /** Actions played that the file does not hold yet (a save failed). */
  get unsavedActions(): number {
    return this.saveError ? Math.max(0, this.record.actions.length - this.savedActions) || 1 : 0;
  }

  /**
   * Writes the game to `path` and saves it there from now on (after a save failed where it was).
   * Throws LockedError or WriteError, and then nothing changes.
   */
  saveAs(path: string, holder = 'hacienda'): void {
    makeFolder(dirname(path));
    const lock = lockGame(path, holder);
    try {
      saveRecord(path, this.record);
    } catch (err) {
      lock.release();
      throw err;
    }
    this.lock?.release();
    this.lock = lock;
    this.file = path;
    this.saveError = null;
    this.savedActions = this.record.actions.length;
  }

  /** Tries the save again (after a failure); whether the file now holds the game. */
  retrySave(): boolean {
    this.save();
    return this.saveError === null;
  }

  /**
   * When the game is left with saves failing: throws a WriteError that says how much of the game
   * the file holds (the command's exit code then says the game is not all saved).
   */
  checkSaved(): void {
    const e = this.saveError;
    if (!e) return;
    throw new WriteError(
      e.path,
      `${e.cause_}; ${this.file} holds the game after ${this.savedActions} of ${this.record.actions.length} actions, the last ${this.unsavedActions} are lost`,
      e.code,
    );
  }

  /** Closes the game: its lock is released (the record is saved after every action already). */
  close(): void {
    this.lock?.release();
    this.lock = null;
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
    this.history.push({ action, before, events: result.events });
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
    const before = this.history[this.history.length - 1]?.before;
    if (!last || !before) return false;
    return last.events.length === 0 && currentPlayer(before) === currentPlayer(this.state) && last.player === currentPlayer(this.state);
  }

  /** Takes back the last action if `canUndo()`; returns whether it did. */
  undo(): boolean {
    if (!this.canUndo()) return false;
    this.state = this.history.pop()!.before;
    this.record = withoutLastAction(this.record, this.now());
    this.save();
    return true;
  }

  /** Saves the record; a failure is kept in `saveError`, never thrown: the game goes on. */
  private save(): void {
    if (!this.file) return;
    try {
      saveRecord(this.file, this.record);
      this.saveError = null;
      this.savedActions = this.record.actions.length;
    } catch (err) {
      if (!(err instanceof WriteError)) throw err;
      this.saveError = err;
    }
  }
}
