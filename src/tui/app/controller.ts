/**
 * The game behind the screen: a recorded GameSession (saved after every action), the bots of the
 * bot seats, the log, the scorings waiting to be shown, and whose eyes the screen is for (the
 * viewer: hot-seat passes it from person to person). No React here; the component subscribes.
 */
import { Table } from '../../table/table.js';
import { homedir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import {
  currentPlayer,
  formatAction,
  isOver,
  legalActions,
  playerView,
  topology,
  winners,
  type BaseAction,
  type BaseState,
  type GameEvent,
  type ScoreBreakdown,
  type Topology,
} from '../../api.js';
import { isBotLevel, type Budget, type Clock } from '../../bots/index.js';
import { seedRng, type RngState } from '../../engine/rng.js';
import type { GameSession } from '../../records/session.js';
import { sanitize } from '../../text/sanitize.js';
import { mapOf } from '../game/board-render.js';
import type { LogEntry } from '../game/log.js';
import type { MenuGroup } from '../game/menu.js';
import type { Presenter } from '../game/presenter.js';
import { presenterOf } from '../game/rulesets.js';
import type { ScreenModel } from '../ui/model.js';
import {
  DecisionCancelled,
  decideRequest,
  inlineDecider,
  wireBudget,
  type BotAnswer,
  type BotRequest,
  type Decider,
  type WireBudget,
} from '../../host/bot-thread.js';

export interface ScoringShown {
  kind: 'intermediate' | 'final';
  scores: ScoreBreakdown[];
}

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
  scoring: ScoringShown | null;
  over: boolean;
  yourTurn: boolean;
  canUndo: boolean;
  menu: MenuGroup[];
  log: readonly LogEntry[];
  /** Spaces the last action touched, to follow what a bot did. */
  recent: ReadonlySet<number>;
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
}

export interface Hint {
  action: BaseAction;
  text: string;
  spaces: number[];
  layoutIndex?: number;
}

const MAX_LOG = 200;

export class GameController {
  private version = 0;
  private listeners = new Set<() => void>();
  private log: LogEntry[] = [];
  private scorings: ScoringShown[] = [];
  private viewer: number;
  private handoff = false;
  private recent: ReadonlySet<number> = new Set();
  /** Each bot seat's level (null for people). */
  private readonly levels: (string | null)[];
  private readonly budget: WireBudget | null;
  private readonly decider: Decider;
  private thinking: GameSnapshot['thinking'] = null;
  private readonly rngs: RngState[];
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
     * `decider` thinks for the bots and the hints (src/host/bot-thread.ts): the screen's is a
     * worker thread; without one, this thread decides.
     */
    opts: { seed: string; budget?: Budget; clock?: Clock; decider?: Decider; table?: Table },
  ) {
    this.presenter = presenterOf(session.state);
    this.clock = opts.clock ?? (opts.budget && 'clock' in opts.budget ? opts.budget.clock : null);
    this.decider = opts.decider ?? inlineDecider(this.clock);
    this.budget = opts.budget ? wireBudget(opts.budget) : null;
    const seats = session.seats;
    this.levels = seats.map((s) => (s.player === 'bot' ? (s.bot && isBotLevel(s.bot) ? s.bot : 'random') : null));
    this.seed = opts.seed;
    this.rngs = seats.map((_, i) => seedRng(`${opts.seed}/bot${i}/at${session.record.actions.length}`));
    const cur = currentPlayer(session.state);
    const humans = seats.map((s, i) => (s.player === 'human' ? i : -1)).filter((i) => i >= 0);
    this.viewer = cur >= 0 && seats[cur]?.player === 'human' ? cur : (humans[0] ?? -1);
    this.handoff = humans.length > 1 && !isOver(session.state);
    this.log = pastLog(session, this.presenter);
    // The screen sits at the game's table: what is played there, by this screen's player or a
    // bot, reaches the screen as the table tells it.
    this.table = opts.table ?? new Table(session);
    this.table.subscribe((u) => this.record(u.before, u.action, u.events));
  }

  /** The table the game is played at (a local one unless given). */
  readonly table: Table;

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
    const view = this.viewer >= 0 ? playerView(state, this.viewer) : state;
    this.cached = {
      version: this.version,
      state,
      view,
      topo: topology(mapOf(state)),
      presenter: this.presenter,
      names: seats.map((s) => sanitize(s.name)),
      humans: seats.map((s) => s.player === 'human'),
      botLevels: this.levels,
      current,
      viewer: this.viewer,
      handoff: this.handoff,
      scoring: this.scorings[0] ?? null,
      over,
      winners: over ? winners(state) : [],
      yourTurn,
      canUndo: yourTurn && this.session.canUndo(),
      menu: yourTurn ? this.presenter.buildMenu(view, legalActions(view)) : [],
      log: this.log,
      recent: this.recent,
      file: this.session.file,
      actions: this.session.record.actions.length,
      saveProblem: this.session.saveError ? sanitize(this.session.saveError.message) : null,
      saveAlert: this.session.saveError !== null && saveFailureKey(this.session.saveError) !== this.seenSaveError,
      savedActions: this.session.savedActions,
      unsavedActions: this.session.unsavedActions,
      savePath: suggestedPath(this.session.file),
      thinking: this.thinking,
    };
    return this.cached;
  };

  /** Whether a bot is to move now (nothing on the screen waits for a key). */
  botToMove(): boolean {
    const s = this.getSnapshot();
    return !s.over && !s.scoring && !s.handoff && s.current >= 0 && this.levels[s.current] !== null;
  }

  private setThinking(what: GameSnapshot['thinking']): void {
    this.thinking = what;
    this.changed();
  }

  /** Abandons what is being thought (the screen closes, or the viewer acted during a hint). */
  cancelThinking(): void {
    if (this.thinking !== null) this.decider.cancel();
  }

  /** Applies the viewer's action; an error message when the engine refuses it. */
  apply(action: BaseAction): string | null {
    if (this.thinking === 'hint') this.cancelThinking();
    const result = this.table.act(this.viewer, action);
    if (!result.ok) {
      this.changed();
      return result.message;
    }
    return null;
  }

  /** What the bot whose turn it is gets to decide on: its seat's view, its budget and generator. */
  private botRequest(): BotRequest | null {
    if (!this.botToMove()) return null;
    const state = this.session.state;
    const seat = currentPlayer(state);
    return { level: this.levels[seat]!, view: playerView(state, seat), seat, budget: this.budget, rng: this.rngs[seat]! };
  }

  private applyBot(request: BotRequest, answer: BotAnswer): void {
    this.rngs[request.seat] = answer.rng;
    const result = this.table.act(request.seat, answer.action);
    if (!result.ok) throw new Error(`the ${request.level} bot of seat ${request.seat + 1} chose an illegal action: ${result.message}`);
  }

  /** One move of the bot whose turn it is, thought in this thread. */
  stepBot(): void {
    const request = this.botRequest();
    if (request) this.applyBot(request, decideRequest(request, this.clock));
  }

  /**
   * One move of the bot whose turn it is, thought by the decider (the screen's worker thread):
   * the snapshot says `thinking: 'bot'` meanwhile. Resolves without a move when the thinking was
   * cancelled; rejects when the bot failed.
   */
  async thinkBot(): Promise<void> {
    const request = this.botRequest();
    if (!request || this.thinking !== null) return;
    const state = this.session.state;
    this.setThinking('bot');
    let answer: BotAnswer;
    try {
      answer = await this.decider.decide(request);
    } catch (err) {
      if (err instanceof DecisionCancelled) return;
      throw err;
    } finally {
      this.setThinking(null);
    }
    // Only the bot moves while it thinks; an answer to another state is never applied.
    if (this.session.state === state) this.applyBot(request, answer);
  }

  /**
   * Writes the game to `path` (a leading `~/` is the home folder) and saves it there from now
   * on; an error message when that fails too.
   */
  saveAs(path: string): string | null {
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
    if (!this.getSnapshot().canUndo || !this.session.undo()) return false;
    const n = this.session.record.actions.length;
    this.log = this.log.filter((e) => e.index <= n);
    this.recent = new Set();
    this.changed();
    return true;
  }

  /** The key after a scoring or a hand-over. */
  ack(): void {
    if (this.scorings.length > 0) this.scorings = this.scorings.slice(1);
    else if (this.handoff) {
      this.handoff = false;
      this.viewer = currentPlayer(this.session.state);
    }
    this.changed();
  }

  /**
   * What the strong bot would do for the viewer, from the viewer's view only, thinking `ms`
   * milliseconds (on the decider's clock; without one, a fixed number of iterations). Null when
   * it is not the viewer's turn, or the viewer acted before the hint came (which cancels it).
   */
  async hint(ms: number): Promise<Hint | null> {
    const s = this.getSnapshot();
    if (!s.yourTurn || this.thinking !== null) return null;
    const request: BotRequest = {
      level: 'strong',
      view: s.view,
      seat: s.viewer,
      budget: this.clock ? { ms } : { iterations: 300 },
      rng: seedRng(`${this.seed}/hint${s.viewer}/${s.actions}/${this.hints++}`),
    };
    this.setThinking('hint');
    let action: BaseAction;
    try {
      action = (await this.decider.decide(request)).action;
    } catch (err) {
      if (err instanceof DecisionCancelled) return null;
      throw err;
    } finally {
      this.setThinking(null);
    }
    if (this.session.state !== s.state) return null;
    const notation = formatAction(s.view, action);
    const spaces = this.presenter.actionSpaces(s.view, action);
    const legal = s.menu.flatMap((g) => g.items).find((i) => i.needs === 'tile');
    const at = legal ? legal.actions.findIndex((a) => formatAction(s.view, a) === notation) : -1;
    const text = `hint: the strong bot would play ${notation} - ${this.presenter.actionWords(s.view, action)}`;
    return { action, text, spaces, ...(at >= 0 ? { layoutIndex: at } : {}) };
  }

  private record(before: BaseState, action: BaseAction, events: readonly GameEvent[]): void {
    const index = this.session.record.actions.length;
    this.log = [...this.log, ...this.presenter.logEntries(before, action, events, index)].slice(-MAX_LOG);
    for (const e of events)
      if (e.type === 'scoring') this.scorings = [...this.scorings, { kind: e.kind as ScoringShown['kind'], scores: e.scores as ScoreBreakdown[] }];
    this.recent = new Set(this.presenter.actionSpaces(before, action));
    const cur = currentPlayer(this.session.state);
    const seats = this.session.seats;
    if (cur >= 0 && seats[cur]?.player === 'human' && cur !== this.viewer) {
      if (seats.filter((s) => s.player === 'human').length > 1) this.handoff = true;
      else this.viewer = cur;
    }
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

/** The log of the game's last actions so far (a resumed game's, from its replay's events). */
function pastLog(session: GameSession, presenter: Presenter): LogEntry[] {
  const played = session.played;
  const log: LogEntry[] = [];
  for (let i = Math.max(0, played.length - 40); i < played.length; i++)
    log.push(...presenter.logEntries(played[i]!.before, played[i]!.action, played[i]!.events, i + 1));
  return log.slice(-MAX_LOG);
}
