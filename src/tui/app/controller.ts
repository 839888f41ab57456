/**
 * The game behind the screen: the table it sits at (src/table: the recorded GameSession, saved
 * after every action, and the bots, who play there), the log, the scorings waiting to be shown,
 * and whose eyes the screen is for (the viewer: hot-seat passes it from person to person). No
 * React here; the component subscribes.
 */
import { Table, type TableUpdate } from '../../table/table.js';
import { seatLevels, TableBots } from '../../table/bots.js';
import { homedir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import {
  currentPlayer,
  formatAction,
  isOver,
  legalActions,
  playerView,
  topology,
  totals,
  winners,
  type BaseAction,
  type BaseState,
  type ScoreBreakdown,
  type ScoringEvent,
  type Topology,
  boardOf,
} from '../../api.js';
import type { Budget, Clock } from '../../bots/index.js';
import { seedRng } from '../../engine/rng.js';
import type { GameSession } from '../../records/session.js';
import { sanitize } from '../../text/sanitize.js';
import { gameTotalsEntries, type LogEntry } from '../game/log.js';
import { changedSpaces, changeOf, noChanges, noteAction, undoTo, type Change, type Changes } from '../game/changes.js';
import type { MenuGroup } from '../game/menu.js';
import type { Presenter } from '../game/presenter.js';
import { worthOf, worthWords } from '../game/worth.js';
import { presenterOf } from '../game/rulesets.js';
import type { ScreenModel } from '../ui/model.js';
import { DecisionCancelled, inlineDecider, wireBudget, type BotRequest, type Decider } from '../../host/bot-thread.js';

/** The seat of a spectator's screen (`seat` of a GameController): the public view, no hand. */
export const SPECTATOR = -1;

/** Who is at a shared table (play over SSH): a person's seat whose player has gone is shown away. */
export interface Presence {
  away(seat: number): boolean;
  subscribe(listener: () => void): () => void;
}

/** A scoring as the screen shows it: its kind as its game names it, and each player's points. */
export type ScoringShown = Pick<ScoringEvent, 'kind' | 'scores'>;

export interface GameSnapshot extends ScreenModel {
  version: number;
  /** The whole state (for the controller's own use; the screen draws `view`). */
  state: BaseState;
  /** What the viewer may see. */
  view: BaseState;
  topo: Topology;
  names: string[];
  humans: boolean[];
  botLevels: (string | null)[];
  current: number;
  /** The seat whose hand the screen shows; -1 when every seat is a bot. */
  viewer: number;
  handoff: boolean;
  /**
   * Hot-seat: what the person who just played drew in their turn (the cards only they may see),
   * shown to them on the hand-over screen before the keyboard passes; null when nothing.
   */
  drawn: { seat: number; lines: string[] } | null;
  scoring: ScoringShown | null;
  over: boolean;
  yourTurn: boolean;
  canUndo: boolean;
  menu: MenuGroup[];
  log: readonly LogEntry[];
  /** Spaces the last action touched, to follow what a bot did. */
  recent: ReadonlySet<number>;
  /** What changed since the viewer last acted (the other seats' turns), and its spaces. */
  changes: readonly Change[];
  changed: ReadonlySet<number>;
  file: string | null;
  actions: number;
  /** Why the last save failed (shown until the file holds the game again); null when saved. */
  saveProblem: string | null;
  /** A save failed and the player has not acknowledged it yet. */
  saveAlert: boolean;
  /** How many actions the file holds, and how many it lacks (a save failed). */
  savedActions: number;
  unsavedActions: number;
  /** Where the field to save elsewhere starts. */
  savePath: string;
  /** What is being thought now: the bot's move, or the viewer's hint. */
  thinking: 'bot' | 'hint' | null;
  /** A bot is to move and waits out the pace (space skips it); 0 when the bots move at once. */
  botWaiting: boolean;
  botPace: number;
  /** Why a bot failed (the bots stop); null while all is well. */
  botError: string | null;
}

export interface Hint {
  action: BaseAction;
  text: string;
  spaces: number[];
  layoutIndex?: number;
}

export class GameController {
  private version = 0;
  private listeners = new Set<() => void>();
  private log: LogEntry[] = [];
  private scorings: ScoringShown[] = [];
  private viewer: number;
  private handoff = false;
  private drawn: GameSnapshot['drawn'] = null;
  /** How many actions the game had when the viewer took the keyboard. */
  private viewerSince = 0;
  private recent: ReadonlySet<number> = new Set();
  /** Each seat's changes since it last acted (src/tui/game/changes.ts). */
  private changes: Changes;
  /** Each bot seat's level (null for people). */
  private readonly levels: (string | null)[];
  private readonly decider: Decider;
  private hinting = false;
  /** The hold on the table's bots while a scoring or a hand-over waits for a key. */
  private held: (() => void) | null = null;
  private cached: GameSnapshot | null = null;
  private readonly presenter: Presenter;
  private readonly seed: string;
  private readonly clock: Clock | null;
  private hints = 0;
  /** The save failure the player has acknowledged (the same one is not shown again). */
  private seenSaveError: string | null = null;

  constructor(
    readonly session: GameSession,
    /**
     * `decider` thinks for the hints, and for the bots when the controller seats them itself
     * (src/host/bot-thread.ts): the screen's is a worker thread; without one, this thread decides.
     * `table` and `bots`: the table the screen sits at and the bots playing there; without a table,
     * a local one, with bots at `pace` (null: they move only on `bots.step()`).
     */
    opts: {
      seed: string;
      budget?: Budget;
      clock?: Clock;
      decider?: Decider;
      table?: Table;
      bots?: TableBots;
      pace?: number | null;
      seat?: number;
      presence?: Presence;
    },
  ) {
    this.presenter = presenterOf(session.state);
    this.clock = opts.clock ?? (opts.budget && 'clock' in opts.budget ? opts.budget.clock : null);
    this.decider = opts.decider ?? inlineDecider(this.clock);
    const seats = session.seats;
    this.levels = seatLevels(seats);
    this.seed = opts.seed;
    const cur = currentPlayer(session.state);
    const humans = seats.map((s, i) => (s.player === 'human' ? i : -1)).filter((i) => i >= 0);
    // A screen of one seat at a shared table (play over SSH; SPECTATOR: the public view) keeps
    // its viewer: no hand-over, and no saving elsewhere (the table's owner keeps the file, and
    // no text from a client becomes a path).
    this.seat = opts.seat ?? null;
    this.viewer = this.seat ?? (cur >= 0 && seats[cur]?.player === 'human' ? cur : (humans[0] ?? -1));
    this.handoff = this.seat === null && humans.length > 1 && !isOver(session.state);
    this.log = pastLog(session, this.presenter);
    // A resumed game shows what changed since each seat's last action before it was left.
    this.changes = noChanges(seats.length);
    session.played.forEach((p, i, all) => this.noteChange(p.before, all[i + 1]?.before ?? session.state, p.action, i + 1));
    // The screen sits at the game's table: what is played there, by this screen's player or a
    // bot, reaches the screen as the table tells it.
    this.table = opts.table ?? new Table(session);
    this.unsubscribe = this.table.subscribe((u) => this.record(u));
    // A table of its own gets its own bots; at a given table, the table's owner seats them.
    this.ownsBots = !opts.bots && !opts.table;
    this.bots =
      opts.bots ??
      (opts.table
        ? null
        : new TableBots(this.table, this.levels, {
            seed: opts.seed,
            at: session.record.actions.length,
            budget: opts.budget ? wireBudget(opts.budget) : null,
            decider: this.decider,
            clock: this.clock,
            pace: opts.pace ?? null,
          }));
    this.bots?.onChange(() => this.changed());
    this.presence = opts.presence ?? null;
    this.unsubscribePresence = this.presence?.subscribe(() => this.changed()) ?? null;
    this.holdBots();
  }

  /** The table the game is played at (a local one unless given). */
  readonly table: Table;
  /** The bots playing at the table (null when the table's owner keeps them). */
  readonly bots: TableBots | null;
  private readonly ownsBots: boolean;
  private readonly seat: number | null;
  private readonly unsubscribe: () => void;
  private readonly presence: Presence | null;
  private readonly unsubscribePresence: (() => void) | null;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    // Saved again: a later failure, even of the same kind, is news.
    if (!this.session.saveError) this.seenSaveError = null;
    this.version++;
    this.cached = null;
    for (const l of this.listeners) l();
  }

  getSnapshot = (): GameSnapshot => {
    if (this.cached) return this.cached;
    const state = this.session.state;
    const seats = this.session.seats;
    const current = currentPlayer(state);
    const over = isOver(state);
    const yourTurn = !over && current >= 0 && current === this.viewer && seats[current]?.player === 'human' && !this.handoff;
    const view = this.viewer >= 0 || this.seat !== null ? playerView(state, this.viewer) : state;
    this.cached = {
      version: this.version,
      state,
      view,
      topo: topology(boardOf(state)),
      presenter: this.presenter,
      names: seats.map((s, i) => sanitize(s.name) + (this.presence?.away(i) ? ' (away)' : '')),
      humans: seats.map((s) => s.player === 'human'),
      botLevels: this.levels,
      current,
      viewer: this.viewer,
      handoff: this.handoff,
      drawn: this.handoff ? this.drawn : null,
      scoring: this.scorings[0] ?? null,
      over,
      winners: over ? winners(state) : [],
      yourTurn,
      canUndo: yourTurn && this.table.canUndo(this.viewer),
      menu: yourTurn ? this.presenter.buildMenu(view, legalActions(view)) : [],
      log: this.log,
      recent: this.recent,
      changes: this.changes[this.viewer] ?? [],
      changed: changedSpaces(this.changes[this.viewer] ?? []),
      file: this.session.file,
      actions: this.session.record.actions.length,
      saveProblem: this.session.saveError ? sanitize(this.session.saveError.message) : null,
      saveAlert: this.session.saveError !== null && saveFailureKey(this.session.saveError) !== this.seenSaveError,
      savedActions: this.session.savedActions,
      unsavedActions: this.session.unsavedActions,
      savePath: suggestedPath(this.session.file),
      thinking: this.hinting ? 'hint' : this.bots?.status.thinking ? 'bot' : null,
      botWaiting: this.bots?.status.waiting ?? false,
      botPace: this.bots?.pace ?? 0,
      botError: this.bots?.status.error ?? null,
    };
    return this.cached;
  };

  /**
   * The bots wait while this screen shows something that waits for its player's key (a scoring,
   * a hand-over): the hold is taken in the same step that queues it, before any bot can move.
   */
  private holdBots(): void {
    const wait = this.scorings.length > 0 || this.handoff;
    if (wait && !this.held) this.held = this.bots?.hold() ?? null;
    else if (!wait && this.held) {
      this.held();
      this.held = null;
    }
  }

  /** The bot waiting out the pace moves now. */
  skipWait(): void {
    this.bots?.skipWait();
  }

  /** Abandons the hint being thought (the viewer acted during it). */
  private cancelHint(): void {
    if (this.hinting) this.decider.cancel();
  }

  /** The screen closes: the hint is abandoned, and the bots of the controller's own table leave. */
  leave(): void {
    this.cancelHint();
    if (this.ownsBots) this.bots?.close();
  }

  /**
   * The screen stands up from a table that outlives it (a room on the server): the controller
   * stops following the table and who is there. (After `leave` alone it still follows: a local
   * table's game may be played on without its screen.)
   */
  standUp(): void {
    this.leave();
    this.unsubscribe();
    this.unsubscribePresence?.();
  }

  /** Applies the viewer's action; an error message when the engine refuses it. */
  apply(action: BaseAction): string | null {
    this.cancelHint();
    const result = this.table.act(this.viewer, action);
    if (!result.ok) {
      this.changed();
      return result.message;
    }
    return null;
  }

  /**
   * Writes the game to `path` (a leading `~/` is the home folder) and saves it there from now
   * on; an error message when that fails too.
   */
  saveAs(path: string): string | null {
    if (this.seat !== null) return 'the server keeps this game; it is saved after every action';
    const target = resolve(path.startsWith('~/') ? join(homedir(), path.slice(2)) : path);
    try {
      this.session.saveAs(target, 'hacienda play');
    } catch (err) {
      this.changed();
      return sanitize(err instanceof Error ? err.message : String(err));
    }
    this.seenSaveError = null;
    this.changed();
    return null;
  }

  /** The player has seen the save failure: the game goes on, and the same failure is not shown again. */
  saveSeen(): void {
    this.seenSaveError = this.session.saveError ? saveFailureKey(this.session.saveError) : null;
    this.changed();
  }

  /** Tries the save again (before leaving); whether the file holds the whole game. */
  retrySave(): boolean {
    const ok = this.session.retrySave();
    this.changed();
    return ok;
  }

  undo(): boolean {
    return this.getSnapshot().canUndo && this.table.undo(this.viewer);
  }

  /** The key after a scoring or a hand-over. */
  ack(): void {
    if (this.scorings.length > 0) this.scorings = this.scorings.slice(1);
    else if (this.handoff && this.drawn) this.drawn = null;
    else if (this.handoff) {
      this.handoff = false;
      this.viewer = currentPlayer(this.session.state);
      this.viewerSince = this.session.record.actions.length;
    }
    this.holdBots();
    this.changed();
  }

  /**
   * What the strong bot would do for the viewer, from the viewer's view only, thinking `ms`
   * milliseconds (on the decider's clock; without one, a fixed number of iterations). Null when
   * it is not the viewer's turn, or the viewer acted before the hint came (which cancels it).
   */
  async hint(ms: number): Promise<Hint | null> {
    const s = this.getSnapshot();
    if (!s.yourTurn || s.thinking !== null) return null;
    const request: BotRequest = {
      level: 'strong',
      view: s.view,
      seat: s.viewer,
      budget: this.clock ? { ms } : { iterations: 300 },
      rng: seedRng(`${this.seed}/hint${s.viewer}/${s.actions}/${this.hints++}`),
    };
    this.hinting = true;
    this.changed();
    let action: BaseAction;
    try {
      action = (await this.decider.decide(request)).action;
    } catch (err) {
      if (err instanceof DecisionCancelled) return null;
      throw err;
    } finally {
      this.hinting = false;
      this.changed();
    }
    if (this.session.state !== s.state) return null;
    const notation = formatAction(s.view, action);
    const spaces = this.presenter.actionSpaces(s.view, action);
    const legal = s.menu.flatMap((g) => g.items).find((i) => i.needs === 'layout');
    const at = legal ? legal.actions.findIndex((a) => formatAction(s.view, a) === notation) : -1;
    // What it gains, in a few words: its worth now (src/tui/game/worth.ts).
    const worth = worthOf(this.presenter, s.view, action);
    const gains = worth ? worthWords(worth, s.viewer, s.names) : null;
    const text = `hint: ${notation}${gains ? ` - ${gains.text}` : ''}`;
    return { action, text, spaces, ...(at >= 0 ? { layoutIndex: at } : {}) };
  }

  /** What the viewer drew since taking the keyboard: the log's entries only they may read. */
  private drawnSince(): GameSnapshot['drawn'] {
    const seat = this.viewer;
    const lines = this.log.filter((e) => e.index > this.viewerSince && e.secret?.seat === seat && e.secret.text !== e.text).map((e) => e.secret!.text);
    return seat >= 0 && lines.length > 0 ? { seat, lines } : null;
  }

  /** The change an action made, for every seat but the one who made it (who has seen theirs). */
  private noteChange(before: BaseState, after: BaseState, action: BaseAction, index: number): void {
    const seat = currentPlayer(before);
    // A map tile laid (2026's custom layout) numbers the spaces anew: what was marked is gone.
    if (boardOf(before) !== boardOf(after)) this.changes = noChanges(this.changes.length);
    const names = seatNames(this.session);
    this.changes = noteAction(this.changes, seat, changeOf(this.presenter, before, action, seat, index, this.log, names));
  }

  private record(update: TableUpdate): void {
    if (update.type === 'undo') {
      const n = this.session.record.actions.length;
      this.log = this.log.filter((e) => e.index <= n);
      this.recent = new Set();
      this.changes = undoTo(this.changes, n);
      this.changed();
      return;
    }
    const { before, action, events } = update;
    const index = this.session.record.actions.length;
    const names = seatNames(this.session);
    this.log = [
      ...this.log,
      ...this.presenter.logEntries(before, action, events, index),
      ...gameTotalsEntries(endTotals(this.session.state), names, index, currentPlayer(before)),
    ];
    for (const e of events) if (e.type === 'scoring') this.scorings = [...this.scorings, { kind: String(e.kind), scores: e.scores as ScoreBreakdown[] }];
    this.recent = new Set(this.presenter.actionSpaces(before, action));
    this.noteChange(before, this.session.state, action, index);
    const cur = currentPlayer(this.session.state);
    const seats = this.session.seats;
    if (this.seat === null && cur >= 0 && seats[cur]?.player === 'human' && cur !== this.viewer) {
      if (seats.filter((s) => s.player === 'human').length > 1) {
        this.handoff = true;
        this.drawn = this.drawnSince();
      } else this.viewer = cur;
    }
    this.holdBots();
    this.changed();
  }
}

/** Which failure a save error is: the same one again (the disk still full) is not shown again. */
function saveFailureKey(e: { path: string; code?: string; message: string }): string {
  return `${e.path}\n${e.code ?? e.message}`;
}

/** Where to offer to save a game whose save failed: the same file name in the home folder. */
function suggestedPath(file: string | null): string {
  const home = homedir();
  const name = file ? basename(file) : 'hacienda-game.json';
  const inHome = join(home, name);
  return file && resolve(file) === inHome ? join(home, `copy-${name}`) : `~/${name}`;
}

/** The seats' names as the log writes them. */
function seatNames(session: GameSession): string[] {
  return session.seats.map((s) => sanitize(s.name));
}

/** The game's totals once it is over; null while it goes on. */
function endTotals(state: BaseState): number[] | null {
  return isOver(state) ? totals(state) : null;
}

/** The log of the whole game so far (a resumed game's, from its replay's events): the history shows all of it. */
function pastLog(session: GameSession, presenter: Presenter): LogEntry[] {
  const names = seatNames(session);
  return session.played.flatMap((p, i) => [
    ...presenter.logEntries(p.before, p.action, p.events, i + 1),
    ...gameTotalsEntries(endTotals(session.played[i + 1]?.before ?? session.state), names, i + 1, currentPlayer(p.before)),
  ]);
}
