/**
 * Bots playing a game to its end without a screen (`simulate`, `resume` of a game of bots), in a
 * way a signal can stop: the searching bot (strong) thinks in the bot thread, which a signal
 * terminates mid-search, and the quick ones (random, greedy) here, with the event loop let run
 * every few milliseconds, so that a signal's handler runs at once. What was played is kept: a
 * session saves after every action.
 */
import type { BaseAction, BaseState } from '../api.js';
import { botByName, parseBotSpec, type Budget } from '../bots/index.js';
import { seedRng } from '../engine/rng.js';
import { botThread, DecisionCancelled, wireBudget, type Decider } from '../host/bot-thread.js';
import { catchSignals, type StopSignal } from '../host/signals.js';
import { playInTime } from '../table/loop.js';
import { Table, type TableGame } from '../table/table.js';

/** Signals caught for bots that play: `stopped` says which came; the thinking is cancelled. */
export class BotTable {
  stopped: StopSignal | null = null;
  private readonly decider: Decider = botThread();
  private readonly release = catchSignals((signal) => {
    this.stopped = signal;
    this.decider.cancel();
  });

  /**
   * Bots of `levels` (one per seat; specs such as `strong:250`) play `game` to its end at a table
   * (src/table/loop.ts), each with the generator `<seed>/bot<seat>` (as src/bots/match.ts's
   * playMatch, so a seed plays the same game). Resolves with the number of actions played,
   * stopping early on a signal.
   */
  async play(game: TableGame, levels: readonly string[], seed: string, budget: Budget): Promise<number> {
    const rngs = levels.map((_, i) => seedRng(`${seed}/bot${i}`));
    const wire = wireBudget(budget);
    // The quick bots decide here, as playMatch's do; the searching one in the bot thread.
    const bots = levels.map((level) => (parseBotSpec(level)?.level === 'strong' ? null : botByName(level, { budget })));
    const thread = async (seat: number, view: BaseState): Promise<BaseAction | null> => {
      try {
        const answer = await this.decider.decide({ level: levels[seat]!, view, seat, budget: wire, rng: rngs[seat]! });
        rngs[seat] = answer.rng;
        return this.stopped === null ? answer.action : null;
      } catch (err) {
        if (err instanceof DecisionCancelled) return null;
        throw err;
      }
    };
    return playInTime(new Table(game), ({ seat, view }) => {
      if (this.stopped !== null) return null;
      const bot = bots[seat];
      return bot ? bot.decide(view, seat, { rng: rngs[seat]! }) : thread(seat, view);
    });
  }

  /** The signals go back to their defaults, and the bot thread ends. */
  async close(): Promise<void> {
    this.release();
    await this.decider.close();
  }
}
