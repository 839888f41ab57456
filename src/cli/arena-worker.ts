/**
 * A worker thread of the arena: plays the games it is sent, one at a time, and posts each result
 * back. Messages in: an ArenaJob, or null to stop. Messages out: an ArenaGameResult, or
 * `{ error, index }` when a game failed.
 */
import { parentPort } from 'node:worker_threads';
import { playArenaGame, type ArenaJob } from './arena-game.js';
import type { ArenaFailure } from './arena.js';
import { WriteError } from '../files/errors.js';

const port = parentPort;
if (!port) throw new Error('arena-worker: not running in a worker thread');
port.on('message', (job: ArenaJob | null) => {
  if (job === null) {
    port.close();
    return;
  }
  try {
    port.postMessage(playArenaGame(job));
  } catch (err) {
    const failure: ArenaFailure = { error: err instanceof Error ? (err.stack ?? err.message) : String(err), index: job.index };
    if (err instanceof WriteError) failure.write = { path: err.path, cause: err.cause_, ...(err.code ? { code: err.code } : {}) };
    port.postMessage(failure);
  }
});
