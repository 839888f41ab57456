/**
 * The bot thread's worker (src/host/bot-thread.ts): decides each request it is sent, on this
 * thread's own clock, and posts the answer back. Messages in: `{ id, request }`; out: `{ id,
 * answer }` or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { systemClock } from '../cli/clock.js';
import { decideRequest, type BotRequest } from './bot-thread.js';

const WARM_UP_ITERATIONS = 40;

const port = parentPort;
if (!port) throw new Error('bot-worker: not running in a worker thread');
// A new thread's code is not compiled yet: its first timed search, short (`--think 50`), would
// spend its time compiling and search next to nothing (a strong bot that ends its turn idle).
// So the first request with a time is searched once first on a few iterations, answer unused.
let warm = false;
port.on('message', ({ id, request }: { id: number; request: BotRequest }) => {
  try {
    if (!warm && request.budget && 'ms' in request.budget) decideRequest({ ...request, budget: { iterations: WARM_UP_ITERATIONS } }, systemClock);
    warm = true;
    port.postMessage({ id, answer: decideRequest(request, systemClock) });
  } catch (err) {
    port.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
