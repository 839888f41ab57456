/**
 * The game behind the screen: a recorded GameSession (saved after every action), the bots of the
 * bot seats, the log, the scorings waiting to be shown, and whose eyes the screen is for (the
 * viewer: hot-seat passes it from person to person). No React here; the component subscribes.
 */
import { applyAction, currentPlayer, isOver, legalActions, playerView, topology, winners, type BaseAction, type GameEvent, type ScoreBreakdown, type Topology } from '../../api.js';
import { botByName, isBotLevel, type Bot, type Budget } from '../../bots/index.js';
import { seedRng, type RngState } from '../../engine/rng.js';
import type { GameSession } from '../../records/session.js';
import { replayRecord } from '../../records/replay.js';
import { sanitize } from '../../cli/sanitize.js';
import type { ClassicAction, ClassicState } from '../../rules/classic/state.js';
import { actionSpaces, logEntries, type LogEntry } from '../game/log.js';
import { buildMenu, type MenuGroup } from '../game/menu.js';
import type { ScreenModel } from '../ui/model.js';

export interface ScoringShown {
  kind: 'intermediate' | 'final';
  scores: ScoreBreakdown[];
}

export interface GameSnapshot extends ScreenModel {
  version: number;
  /** The whole state (for the controller's own use; the screen draws `view`). */
  state: ClassicState;
  /** What the viewer may see. */
  view: ClassicState;
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
  private readonly bots: (Bot | null)[];
  private readonly rngs: RngState[];
  private cached: GameSnapshot | null = null;

  constructor(
    readonly session: GameSession,
    opts: { seed: string; budget?: Budget },
  ) {
    const seats = session.seats;
    this.bots = seats.map((s) => (s.player === 'bot' ? botByName(s.bot && isBotLevel(s.bot) ? s.bot : 'random', opts.budget ? { budget: opts.budget } : {}) : null));
    this.rngs = seats.map((_, i) => seedRng(`${opts.seed}/bot${i}/at${session.record.actions.length}`));
    const cur = currentPlayer(session.state);
    const humans = seats.map((s, i) => (s.player === 'human' ? i : -1)).filter((i) => i >= 0);
    this.viewer = cur >= 0 && seats[cur]?.player === 'human' ? cur : (humans[0] ?? -1);
    this.handoff = humans.length > 1 && !isOver(session.state);
    this.log = pastLog(session);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.version++;
    this.cached = null;
    for (const l of this.listeners) l();
  }

  getSnapshot = (): GameSnapshot => {
    if (this.cached) return this.cached;
    const state = this.session.state as ClassicState;
    const seats = this.session.seats;
    const current = currentPlayer(state);
    const over = isOver(state);
    const yourTurn = !over && current >= 0 && current === this.viewer && seats[current]?.player === 'human' && !this.handoff;
    const view = this.viewer >= 0 ? (playerView(state, this.viewer) as ClassicState) : state;
    this.cached = {
      version: this.version,
      state,
      view,
      topo: topology(state.map),
      names: seats.map((s) => sanitize(s.name)),
      humans: seats.map((s) => s.player === 'human'),
      botLevels: this.bots.map((b) => b?.level ?? null),
      current,
      viewer: this.viewer,
      handoff: this.handoff,
      scoring: this.scorings[0] ?? null,
      over,
      winners: over ? winners(state) : [],
      yourTurn,
      canUndo: yourTurn && this.session.canUndo(),
      menu: yourTurn ? buildMenu(view, legalActions(view) as ClassicAction[]) : [],
      log: this.log,
      recent: this.recent,
      file: this.session.file,
      actions: this.session.record.actions.length,
    };
    return this.cached;
  };

  /** Whether a bot is to move now (nothing on the screen waits for a key). */
  botToMove(): boolean {
    const s = this.getSnapshot();
    return !s.over && !s.scoring && !s.handoff && s.current >= 0 && this.bots[s.current] !== null;
  }

  /** Applies the viewer's action; an error message when the engine refuses it. */
  apply(action: ClassicAction): string | null {
    const before = this.session.state as ClassicState;
    const result = this.session.apply(action as BaseAction);
    if (!result.ok) {
      this.changed();
      return result.message;
    }
    this.record(before, action, result.events);
    return null;
  }

  /** One move of the bot whose turn it is. */
  stepBot(): void {
    if (!this.botToMove()) return;
    const state = this.session.state;
    const seat = currentPlayer(state);
    const action = this.bots[seat]!.decide(playerView(state, seat), seat, { rng: this.rngs[seat]! });
    const before = state as ClassicState;
    const result = this.session.apply(action);
    if (!result.ok) throw new Error(`the ${this.bots[seat]!.level} bot of seat ${seat + 1} chose an illegal action: ${result.message}`);
    this.record(before, action as ClassicAction, result.events);
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

  private record(before: ClassicState, action: ClassicAction, events: readonly GameEvent[]): void {
    const index = this.session.record.actions.length;
    this.log = [...this.log, ...logEntries(before, action, events, index)].slice(-MAX_LOG);
    for (const e of events) if (e.type === 'scoring') this.scorings = [...this.scorings, { kind: e.kind as ScoringShown['kind'], scores: e.scores as ScoreBreakdown[] }];
    this.recent = new Set(actionSpaces(action));
    const cur = currentPlayer(this.session.state);
    const seats = this.session.seats;
    if (cur >= 0 && seats[cur]?.player === 'human' && cur !== this.viewer) {
      if (seats.filter((s) => s.player === 'human').length > 1) this.handoff = true;
      else this.viewer = cur;
    }
    this.changed();
  }
}

/** The log of a resumed game's last actions, from its record. */
function pastLog(session: GameSession): LogEntry[] {
  const n = session.record.actions.length;
  if (n === 0) return [];
  const r = replayRecord(session.record);
  if (!r.ok) return [];
  const log: LogEntry[] = [];
  r.steps.forEach((step, i) => {
    if (i < n - 40) return;
    const applied = applyAction(step.before, step.action);
    if (applied.ok) log.push(...logEntries(step.before as ClassicState, step.action as ClassicAction, applied.events, i + 1));
  });
  return log.slice(-MAX_LOG);
}
