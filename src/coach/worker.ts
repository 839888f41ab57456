/**
 * A worker thread of `hacienda analyze`: replays the record it is given once, then analyses the
 * tasks it is sent (an action, or a turn), one at a time, and posts each back. Messages in: a
 * WorkerStart first, then Tasks, then null to stop. Messages out: a TaskResult, or
 * `{ error, task }` when a task could not be done.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { replayRecord, type ReplayStep } from '../records/replay.js';
import type { GameRecord } from '../records/format.js';
import { runTask, type AnalysisSettings, type Task } from './analysis.js';

export interface WorkerStart {
  record: GameRecord;
  settings: AnalysisSettings;
  names: string[];
}

const port = parentPort;
if (!port) throw new Error('analyze worker: not running in a worker thread');
const start = workerData as WorkerStart;
const replayed = replayRecord(start.record);
// The main thread replayed the same record before starting any thread: it is sound.
const steps: ReplayStep[] = replayed.steps;
port.on('message', (task: Task | null) => {
  if (task === null) {
    port.close();
    return;
  }
  try {
    port.postMessage(runTask(task, steps, start.settings, start.names));
  } catch (err) {
    port.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err), task });
  }
});
