/**
 * The screen's bot decisions and hints, thought in a worker thread (node:worker_threads), so that
 * the main thread stays free while the strong bot searches (up to `--think`, an hour at most): the
 * screen keeps drawing and reading keys, and a signal (ctrl+c, TERM, HUP) is handled at once, the
 * worker terminated mid-search.
 *
 * A request carries exactly what a bot may know: its seat's view (playerView), the seat, the
 * budget (milliseconds, measured on the worker's own clock, or iterations) and the bot's generator;
 * the answer is the action and the generator as the decision left it, so that a game is the same
 * whether its bots think here or there (with iteration budgets).
 */
import { Worker } from 'node:worker_threads';
import type { BaseAction, BaseState } from '../api.js';
import { botByName, type Budget, type Clock } from '../bots/index.js';
import type { RngState } from '../engine/rng.js';

/** A budget as it crosses to the worker: no clock (the worker reads its own). */
export type WireBudget = { ms: number } | { iterations: number };

export interface BotRequest {
  /** A bot level or spec (`greedy`, `strong`, `strong:250`). */
  level: string;
  /** The seat's view of the state, and nothing more. */
  view: BaseState;
  seat: number;
  budget: WireBudget | null;
  rng: RngState;
}

export interface BotAnswer {
  action: BaseAction;
  /** The generator after the decision. */
  rng: RngState;
}

/** Who thinks for the screen's bots: in this thread (tests) or in a worker. */
export interface Decider {
  decide(request: BotRequest): Promise<BotAnswer>;
  /** Abandons a decision being thought (its promise rejects with DecisionCancelled). */
  cancel(): void;
  /** Stops for good (the worker ends). */
  close(): Promise<void>;
}

export class DecisionCancelled extends Error {
  constructor() {
    super('the decision was cancelled');
    this.name = 'DecisionCancelled';
  }
}

/** A budget as it crosses to the worker. */
export function wireBudget(budget: Budget): WireBudget {
  return 'ms' in budget ? { ms: budget.ms } : { iterations: budget.iterations };
}

/** One decision, where it is thought: the bot of the level, its budget on `clock`. */
export function decideRequest(request: BotRequest, clock: Clock | null): BotAnswer {
  const budget: Budget | undefined =
    request.budget === null ? undefined : 'ms' in request.budget ? (clock ? { ms: request.budget.ms, clock } : { iterations: 300 }) : request.budget;
  const bot = botByName(request.level, budget ? { budget } : {});
  const rng: RngState = [...request.rng];
  const action = bot.decide(request.view, request.seat, { rng });
  return { action, rng };
}

/** Decides in this thread, blocking it while the bot thinks (tests, and where no worker is wanted). */
export function inlineDecider(clock: Clock | null): Decider {
  return {
    decide: async (request) => decideRequest(request, clock),
    cancel: () => {},
    close: async () => {},
  };
}

type Reply = { id: number; answer: BotAnswer } | { id: number; error: string };

/**
 * Decides in a worker thread, started on the first request (and again after a cancel, which
 * terminates the one that was thinking). `url` is the worker's file: the compiled module beside
 * this one, which the bundle turns into its bundled worker's (src/bundle/bundle.js, WORKERS).
 */
export function botThread(url: URL = new URL('./bot-worker.js', import.meta.url)): Decider {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (a: BotAnswer) => void; reject: (e: Error) => void }>();
  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  // A thread thinking keeps the program alive; an idle one does not.
  const settled = () => {
    if (pending.size === 0) worker?.unref();
  };
  const start = (): Worker => {
    const w = new Worker(url);
    w.on('message', (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      settled();
      if ('error' in reply) p.reject(new Error(reply.error));
      else p.resolve(reply.answer);
    });
    // A thread that was let go (cancel) ends later: what is pending then is its successor's.
    w.on('error', (err) => {
      if (worker !== w) return;
      worker = null;
      failAll(err);
    });
    w.on('exit', () => {
      if (worker !== w) return;
      worker = null;
      failAll(new Error('the bot thread stopped'));
    });
    return w;
  };
  const stop = () => {
    const w = worker;
    worker = null;
    failAll(new DecisionCancelled());
    return w ? w.terminate().then(() => undefined) : Promise.resolve();
  };
  return {
    decide: (request) =>
      new Promise<BotAnswer>((resolve, reject) => {
        worker ??= start();
        const id = ++next;
        pending.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, request });
      }),
    cancel: () => {
      if (pending.size > 0) void stop();
    },
    close: stop,
  };
}
