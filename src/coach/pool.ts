/**
 * Spreading an analysis over worker threads (worker.ts): each thread replays the record once and
 * takes the next action to analyse whenever it is free. The result does not depend on how the
 * actions were shared out (analysis.ts). With no threads the actions are analysed here, in turn.
 */
import { Worker } from 'node:worker_threads';
import type { GameRecord } from '../records/format.js';
import type { ReplayStep } from '../records/replay.js';
import { analyseStep, type ActionAnalysis, type AnalysisSettings } from './analysis.js';
import type { WorkerStart } from './worker.js';

export interface AnalyseJob {
  record: GameRecord;
  steps: readonly ReplayStep[];
  settings: AnalysisSettings;
  names: string[];
  /** Worker threads; 0 analyses in this thread. */
  workers: number;
  /** Told of each action analysed, as it comes. */
  onAction?: (done: number, total: number) => void;
  /** Stops the work (the threads ended): the promise is rejected with the signal's reason. */
  signal?: AbortSignal;
}

export async function analyseActions(job: AnalyseJob): Promise<ActionAnalysis[]> {
  const { steps, settings, names } = job;
  const total = steps.length;
  const out: ActionAnalysis[] = [];
  if (job.workers === 0 || total === 0) {
    for (const step of steps) {
      job.signal?.throwIfAborted();
      out.push(analyseStep(step, settings, names));
      job.onAction?.(out.length, total);
    }
    return out;
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
        const feed = () => worker.postMessage(next < total ? ++next : null);
        worker.on('message', (msg: ActionAnalysis | { error: string; index: number }) => {
          if ('error' in msg) {
            reject(new Error(`action ${msg.index}: ${msg.error}`));
            return;
          }
          out.push(msg);
          job.onAction?.(out.length, total);
          if (out.length === total) resolve();
          else feed();
        });
        worker.on('error', reject);
        feed();
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return out;
}
