/**
 * Spreading an analysis over worker threads (worker.ts): each thread replays the record once and
 * takes the next task (an action or a turn to judge) whenever it is free. The result does not
 * depend on how the tasks were shared out (analysis.ts). With no threads the tasks are done here,
 * in turn.
 */
import { Worker } from 'node:worker_threads';
import type { GameRecord } from '../records/format.js';
import type { ReplayStep } from '../records/replay.js';
import { runTask, tasksOf, type ActionAnalysis, type AnalysisSettings, type TaskResult } from './analysis.js';
import type { TurnAnalysis } from './turn.js';
import type { WorkerStart } from './worker.js';

export interface AnalyseJob {
  record: GameRecord;
  steps: readonly ReplayStep[];
  settings: AnalysisSettings;
  names: string[];
  /** Worker threads; 0 analyses in this thread. */
  workers: number;
  /** Told of each action judged, as it comes (a turn takes far less than an action: not counted). */
  onAction?: (done: number, total: number) => void;
  /** Stops the work (the threads ended): the promise is rejected with the signal's reason. */
  signal?: AbortSignal;
}

export async function analyseGame(job: AnalyseJob): Promise<{ actions: ActionAnalysis[]; turns: TurnAnalysis[] }> {
  const { steps, settings, names } = job;
  const tasks = tasksOf(steps);
  const total = tasks.length;
  const results: TaskResult[] = [];
  let actionsDone = 0;
  const done = (r: TaskResult) => {
    results.push(r);
    if ('action' in r) job.onAction?.(++actionsDone, steps.length);
  };
  const split = () => ({
    actions: results.flatMap((r) => ('action' in r ? [r.action] : [])),
    turns: results.flatMap((r) => ('turn' in r ? [r.turn] : [])),
  });
  if (job.workers === 0 || total === 0) {
    for (const task of tasks) {
      job.signal?.throwIfAborted();
      done(runTask(task, steps, settings, names));
    }
    return split();
  }
  const url = new URL('./worker.js', import.meta.url);
  const start: WorkerStart = { record: job.record, settings, names };
  const pool: Worker[] = [];
  let next = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const signal = job.signal;
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      for (let i = 0; i < Math.min(job.workers, total); i++) {
        const worker = new Worker(url, { workerData: start });
        pool.push(worker);
        const feed = () => worker.postMessage(next < total ? tasks[next++] : null);
        worker.on('message', (msg: TaskResult | { error: string; task: unknown }) => {
          if ('error' in msg) {
            reject(new Error(`${JSON.stringify(msg.task)}: ${msg.error}`));
            return;
          }
          done(msg);
          if (results.length === total) resolve();
          else feed();
        });
        worker.on('error', reject);
        feed();
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return split();
}
