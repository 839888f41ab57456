/**
 * The bots of a table: whenever the seat to act is a bot's, it waits the table's pace, thinks
 * (through a decider: the bot thread, or this thread) on its seat's view alone, and plays at the
 * table, like any seat. Screens sitting at the table only watch: one may hold the bots while its
 * player reads something that waits for a key (a scoring, the help), and may skip the wait.
 * Headless games (simulate, the arena) use the game loop (loop.ts) instead; this is for tables
 * where people act at their own pace and the bots must answer them.
 */
import { DecisionCancelled, decideRequest, inlineDecider, type BotAnswer, type BotRequest, type Decider, type WireBudget } from '../host/bot-thread.js';
import { parseBotSpec, type Clock } from '../bots/index.js';
import type { Seat } from './seats.js';
import { seedRng, type RngState } from '../engine/rng.js';
import type { Table } from './table.js';

export interface TableBotsOptions {
  /** Each bot's generator is `<seed>/bot<seat>/at<at>`: a resumed game's bots go on from where it was resumed. */
  seed: string;
  /** Actions the game had when the bots sat down. */
  at?: number;
  budget?: WireBudget | null;
  /** Who thinks: the bot thread, or (without one) this thread on `clock`. */
  decider?: Decider;
  clock?: Clock | null;
  /**
   * Milliseconds before each bot move, so that people can follow; null: the bots move only when
   * `step` is called (tests, and tables driven from outside).
   */
  pace?: number | null;
}

/** What the bots are doing now, for whoever watches. */
export interface BotsStatus {
  /** A bot is thinking. */
  thinking: boolean;
  /** A bot is to move and waits out the pace (a skip plays it at once). */
  waiting: boolean;
  /** Why a bot failed (the bots stop then); null while all is well. */
  error: string | null;
}

export class TableBots {
  private readonly rngs: RngState[];
  private readonly decider: Decider;
  private readonly budget: WireBudget | null;
  private readonly clock: Clock | null;
  private readonly listeners = new Set<() => void>();
  private holds = 0;
  private timer: NodeJS.Timeout | null = null;
  private thinking = false;
  private error: string | null = null;
  private closed = false;
  private readonly unsubscribe: () => void;
  /** Milliseconds before each move; null when the bots move only on `step`. */
  readonly pace: number | null;

  constructor(
    private readonly table: Table,
    /** Each seat's bot level (or spec: `strong:250`); null for a person's seat. */
    readonly levels: readonly (string | null)[],
    opts: TableBotsOptions,
  ) {
    this.rngs = levels.map((_, i) => seedRng(`${opts.seed}/bot${i}/at${opts.at ?? 0}`));
    this.clock = opts.clock ?? null;
    this.decider = opts.decider ?? inlineDecider(this.clock);
    this.budget = opts.budget ?? null;
    this.pace = opts.pace ?? null;
    this.unsubscribe = table.subscribe(() => this.poke());
    this.poke();
  }

  get status(): BotsStatus {
    return { thinking: this.thinking, waiting: this.timer !== null, error: this.error };
  }

  /** Whether the seat to act is a bot's. */
  get toMove(): boolean {
    const seat = this.table.toAct;
    return seat >= 0 && this.levels[seat] != null;
  }

  /** Tells `listener` when the status changes; returns how to stop. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Holds the bots: no bot starts a move until every hold is released (a thought already begun
   * goes on). Returns the release, which may be called once.
   */
  hold(): () => void {
    this.holds++;
    this.clearTimer();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds--;
      this.poke();
    };
  }

  /** The bot waiting out the pace moves now. */
  skipWait(): void {
    if (this.timer === null) return;
    this.clearTimer();
    void this.think();
  }

  /** One move of the bot to act, thought in this thread now, whatever the pace and the holds. */
  step(): void {
    const request = this.request();
    if (request) this.play(request, decideRequest(request, this.clock));
  }

  /** Abandons what is being thought; the bot thinks again when next poked (a move, a release). */
  cancel(): void {
    if (this.thinking) this.decider.cancel();
  }

  /** The bots leave the table: no more moves, nothing thought. */
  close(): void {
    this.closed = true;
    this.clearTimer();
    this.cancel();
    this.thinking = false;
    this.unsubscribe();
  }

  private changed(): void {
    for (const listen of this.listeners) listen();
  }

  private clearTimer(): void {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.changed();
  }

  /** Starts the pace's wait when a bot is to move and nothing holds it. */
  private poke(): void {
    if (this.closed || this.pace === null || this.holds > 0 || this.thinking || this.timer !== null || this.error !== null) return;
    if (this.table.over || !this.toMove) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      // A hold that came while waiting (the screen showing a scoring) keeps the bot waiting.
      if (this.holds === 0) void this.think();
      else this.changed();
    }, this.pace);
    this.changed();
  }

  private request(): BotRequest | null {
    if (this.table.over || !this.toMove) return null;
    const seat = this.table.toAct;
    return { level: this.levels[seat]!, view: this.table.viewOf(seat), seat, budget: this.budget, rng: this.rngs[seat]! };
  }

  private play(request: BotRequest, answer: BotAnswer): void {
    this.rngs[request.seat] = answer.rng;
    const result = this.table.act(request.seat, answer.action);
    if (!result.ok) throw new Error(`the ${request.level} bot of seat ${request.seat + 1} chose an illegal action: ${result.message}`);
  }

  private async think(): Promise<void> {
    const request = this.request();
    if (!request || this.thinking || this.closed) return;
    const state = this.table.state;
    this.thinking = true;
    this.changed();
    let answer: BotAnswer | null = null;
    try {
      answer = await this.decider.decide(request);
    } catch (err) {
      if (!(err instanceof DecisionCancelled)) this.error = err instanceof Error ? err.message : String(err);
    } finally {
      this.thinking = false;
    }
    // Only the bot moves while it thinks; an answer to another state is never played.
    if (answer && !this.closed && this.table.state === state) {
      try {
        this.play(request, answer);
      } catch (err) {
        this.error = err instanceof Error ? err.message : String(err);
      }
    }
    this.changed();
    this.poke();
  }
}

/** Each seat's bot level or spec (`hard`, `strong:250`), null for a person's (a record's unknown level plays as random). */
export function seatLevels(seats: readonly Seat[]): (string | null)[] {
  return seats.map((s) => (s.player === 'bot' ? (s.bot && parseBotSpec(s.bot) ? s.bot : 'random') : null));
}
