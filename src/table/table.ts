/**
 * The table: the authoritative game of one room. It holds the game (in memory, or a recorded
 * session that saves after every action), knows whose turn it is, takes an action only from the
 * seat to act, and tells whoever listens what happened, each seat only what that seat may see.
 * Local play puts one screen at a local table; a room of `hacienda serve` puts several at one;
 * bots play at the table through the game loop (loop.ts), not inside a screen.
 */
import { applyAction, currentPlayer, isOver, playerView, type ApplyResult, type BaseAction, type BaseState, type GameEvent } from '../api.js';

/** A game a table plays: its state, and the one way to change it (a GameSession is one). */
export interface TableGame {
  readonly state: BaseState;
  apply(action: BaseAction): ApplyResult<BaseState>;
  /** Whether the last action may be taken back (it revealed nothing); absent: never. */
  canUndo?(): boolean;
  /** Takes the last action back if it may be; whether it did. */
  undo?(): boolean;
}

/** What happened at the table: an action played, or the last one taken back. */
export type TableUpdate = ActionPlayed | ActionTakenBack;

/** One action played at the table. */
export interface ActionPlayed {
  type: 'action';
  /** 1-based action number. */
  index: number;
  seat: number;
  action: BaseAction;
  before: BaseState;
  after: BaseState;
  /** Everything that happened (for a seat, see `eventsFor`). */
  events: readonly GameEvent[];
}

/** The last action taken back by the seat that played it. */
export interface ActionTakenBack {
  type: 'undo';
  seat: number;
  /** The state again, as before that action. */
  after: BaseState;
}

/** A game kept in memory only. */
export function memoryGame(start: BaseState): TableGame {
  let state = start;
  return {
    get state() {
      return state;
    },
    apply(action) {
      const r = applyAction(state, action);
      if (r.ok) state = r.state;
      return r;
    },
  };
}

/**
 * What `seat` may know of the events: an event marked `private` (a card drawn from a deck, a new
 * deck's order) only when it is that seat's own; every other event as it is.
 */
export function eventsFor(events: readonly GameEvent[], seat: number): GameEvent[] {
  return events.filter((e) => e.private !== true || e.player === seat);
}

export class Table {
  private readonly listeners = new Set<(update: TableUpdate) => void>();
  private played = 0;

  constructor(private readonly game: TableGame) {}

  get state(): BaseState {
    return this.game.state;
  }

  get over(): boolean {
    return isOver(this.game.state);
  }

  /** The seat to act, or -1 when the game is over. */
  get toAct(): number {
    return currentPlayer(this.game.state);
  }

  /** Actions played at this table. */
  get actions(): number {
    return this.played;
  }

  /** What `seat` sees of the game now. */
  viewOf(seat: number): BaseState {
    return playerView(this.game.state, seat);
  }

  /** An action of `seat`: refused unless it is that seat's turn, then applied (and saved) and told to every listener. */
  act(seat: number, action: BaseAction): ApplyResult<BaseState> {
    const before = this.game.state;
    const turn = currentPlayer(before);
    if (seat !== turn)
      return {
        ok: false,
        code: 'not-allowed',
        message: turn < 0 ? 'the game is over' : `it is seat ${turn + 1}'s turn, not seat ${seat + 1}'s`,
        reason: 'it is not your turn',
      };
    const r = this.game.apply(action);
    if (!r.ok) return r;
    const update: TableUpdate = { type: 'action', index: ++this.played, seat, action, before, after: r.state, events: r.events };
    for (const listen of this.listeners) listen(update);
    return r;
  }

  /** Whether `seat` may take back the last action now: its own, in its turn, and it revealed nothing. */
  canUndo(seat: number): boolean {
    return seat === currentPlayer(this.game.state) && (this.game.canUndo?.() ?? false);
  }

  /** Takes back `seat`'s last action if it may (`canUndo`), and tells every listener; whether it did. */
  undo(seat: number): boolean {
    if (!this.canUndo(seat) || !this.game.undo!()) return false;
    this.played = Math.max(0, this.played - 1);
    const update: TableUpdate = { type: 'undo', seat, after: this.game.state };
    for (const listen of this.listeners) listen(update);
    return true;
  }

  /** Tells `listener` of every action and undo from now on; returns how to stop. */
  subscribe(listener: (update: TableUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
