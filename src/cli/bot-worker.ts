/**
 * The bot thread's worker (src/cli/bot-thread.ts): decides each request it is sent, on this
 * thread's own clock, and posts the answer back. Messages in: `{ id, request }`; out: `{ id,
 * answer }` or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { systemClock } from './clock.js';
import { decideRequest, type BotRequest } from './bot-thread.js';

const port = parentPort;
if (!port) throw new Error('bot-worker: not running in a worker thread');
port.on('message', ({ id, request }: { id: number; request: BotRequest }) => {
  try {
    port.postMessage({ id, answer: decideRequest(request, systemClock) });
  } catch (err) {
    port.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
