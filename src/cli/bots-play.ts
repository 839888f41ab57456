/**
 * Bots playing a game to its end without a screen (`simulate`, `resume` of a game of bots), in a
 * way a signal can stop: the searching bot (strong) thinks in the bot thread, which a signal
 * terminates mid-search, and the quick ones (random, greedy) here, with the event loop let run
 * every few milliseconds, so that a signal's handler runs at once. What was played is kept: a
 * session saves after every action.
 */
import { currentPlayer, isOver, playerView, type BaseAction, type BaseState } from '../api.js';
import { botByName, parseBotSpec, type Budget } from '../bots/index.js';
import { seedRng } from '../engine/rng.js';
import { botThread, DecisionCancelled, wireBudget, type Decider } from '../host/bot-thread.js';
import { catchSignals, type StopSignal } from '../host/signals.js';

/** A game the bots play: its state, and what records an action (an illegal one is an Error). */
export interface BotGame {
  readonly state: BaseState;
  apply(action: BaseAction): void;
}

/** How often the event loop runs while quick bots play (a signal waits at most this long). */
const YIELD_MS = 20;

/** Safety net for a ruleset bug, as in src/bots/match.ts. */
const MAX_ACTIONS = 1_000_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Signals caught for bots that play: `stopped` says which came; the thinking is cancelled. */
export class BotTable {
  stopped: StopSignal | null = null;
  private readonly decider: Decider = botThread();
  private readonly release = catchSignals((signal) => {
    this.stopped = signal;
    this.decider.cancel();
  });

  /**
   * Bots of `levels` (one per seat; specs such as `strong:250`) play `game` to its end, each with
   * the generator `<seed>/bot<seat>` (as src/bots/match.ts's playMatch, so a seed plays the same
   * game). Resolves with the number of actions played, stopping early on a signal.
   */
  async play(game: BotGame, levels: readonly string[], seed: string, budget: Budget): Promise<number> {
    const rngs = levels.map((_, i) => seedRng(`${seed}/bot${i}`));
    const wire = wireBudget(budget);
    // The quick bots decide here, as playMatch's do; the searching one in the bot thread.
    const bots = levels.map((level) => (parseBotSpec(level)?.level === 'strong' ? null : botByName(level, { budget })));
    let actions = 0;
    let since = performance.now();
    while (!isOver(game.state) && this.stopped === null) {
      const seat = currentPlayer(game.state);
      const view = playerView(game.state, seat);
      const bot = bots[seat];
      let action: BaseAction;
      if (bot) {
        action = bot.decide(view, seat, { rng: rngs[seat]! });
        if (performance.now() - since > YIELD_MS) {
          await nextTurn();
          since = performance.now();
        }
      } else {
        try {
          const answer = await this.decider.decide({ level: levels[seat]!, view, seat, budget: wire, rng: rngs[seat]! });
          rngs[seat] = answer.rng;
          action = answer.action;
        } catch (err) {
          if (err instanceof DecisionCancelled) break;
          throw err;
        }
        since = performance.now();
      }
      if (this.stopped !== null) break;
      game.apply(action);
      if (++actions > MAX_ACTIONS) throw new Error(`game did not end after ${MAX_ACTIONS} actions`);
    }
    return actions;
  }

  /** The signals go back to their defaults, and the bot thread ends. */
  async close(): Promise<void> {
    this.release();
    await this.decider.close();
  }
}
