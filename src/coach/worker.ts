/**
 * A worker thread of `hacienda analyze`: replays the record it is given once, then analyses the
 * actions it is sent, one at a time, and posts each back. Messages in: a WorkerStart first, then
 * action indices (1-based), then null to stop. Messages out: an ActionAnalysis, or
 * `{ error, index }` when an action could not be analysed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { replayRecord, type ReplayStep } from '../records/replay.js';
import type { GameRecord } from '../records/format.js';
import { analyseStep, type AnalysisSettings } from './analysis.js';

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
port.on('message', (index: number | null) => {
  if (index === null) {
    port.close();
    return;
  }
  try {
    port.postMessage(analyseStep(steps[index - 1]!, start.settings, start.names));
  } catch (err) {
    port.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err), index });
  }
});
