/**
 * The analysis on the screen (docs/analysis.md, "On the screen"). The one kept next to a record,
 * which the replay viewer opens with when it is of that record. And "review this game", the final
 * screen's key: between the game's screen and the replay viewer, in the terminal, the game just
 * saved is analysed as `hacienda analyze` would (src/cli/analyze.ts: the same search, threads and
 * file kept next to the record) with its progress bar, for the viewer (src/cli/play.ts) to open
 * with. q (or esc) stops the work cleanly, ctrl+c and the other signals too: the record was saved
 * with every action, and nothing of a cut analysis is kept.
 */
import { availableParallelism } from 'node:os';
import { analysisOf, DEFAULT_ANALYZE_SEED, DEFAULT_ANALYZE_THINK_MS, DEFAULT_DEEP_ITERATIONS, ITERATIONS_PER_MS } from './analyze.js';
import { progressBar } from '../coach/progress.js';
import type { Analysis, AnalysisSettings } from '../coach/analysis.js';
import { catchSignals, Interrupted, type StopSignal } from '../host/signals.js';
import { loadRecord } from '../records/read.js';
import { replayRecord } from '../records/replay.js';
import { RECORD_EXIT, RecordError } from '../records/format.js';
import { sanitize } from '../text/sanitize.js';
import { shellQuote } from './shell-quote.js';

type Out = (line: string) => void;

/** The keys that stop the review: q, esc, ctrl+c (read raw: the terminal sends no signal then). */
const STOP_KEYS: Readonly<Record<string, StopSignal | 'key'>> = { q: 'key', Q: 'key', '\x1b': 'key', '\x03': 'SIGINT' };

/**
 * The review's search per action, in milliseconds of strong: the analysis's default, or the
 * game's --think when it is less (a quick game, a quick review).
 */
export function reviewThinkMs(think: string | undefined): number {
  const given = think === undefined ? NaN : Number(think);
  return Number.isFinite(given) && given >= 1 ? Math.min(DEFAULT_ANALYZE_THINK_MS, Math.floor(given)) : DEFAULT_ANALYZE_THINK_MS;
}

/**
 * Analyses the game saved in `file` (the progress bar on a terminal; `think`: the game's --think),
 * keeps the analysis next to it and returns it; null when it was stopped by a key.
 */
export async function reviewGame(file: string, think: string | undefined, out: Out): Promise<Analysis | null> {
  const record = loadRecord(file);
  const replayed = replayRecord(record);
  if (!replayed.ok) throw new RecordError(`${file}: action ${replayed.problem.index}: ${replayed.problem.reason}`, RECORD_EXIT.unsound);
  const thinkMs = reviewThinkMs(think);
  const settings: AnalysisSettings = {
    seed: DEFAULT_ANALYZE_SEED,
    iterations: thinkMs * ITERATIONS_PER_MS,
    deepIterations: DEFAULT_DEEP_ITERATIONS,
    seat: null,
  };
  out(`reviewing the game: every action judged by the strong bot's search (--think ${thinkMs}); q stops`);
  const bar = progressBar(
    process.stderr.isTTY === true,
    () => performance.now(),
    (text) => process.stderr.write(text),
  );
  const stop = new AbortController();
  const release = catchSignals((signal) => stop.abort(signal));
  // The keys are read as the screen reads them ('readable', raw mode), so that the viewer after
  // takes the terminal over as the game's screen left it.
  const stdin = process.stdin;
  const onReadable = () => {
    let chunk: unknown;
    while ((chunk = stdin.read()) !== null) {
      const key = STOP_KEYS[String(chunk)];
      if (key) stop.abort(key);
    }
  };
  const raw = stdin.isTTY === true;
  if (raw) {
    stdin.setRawMode(true);
    stdin.on('readable', onReadable);
    stdin.ref();
  }
  let analysis: Analysis | null = null;
  try {
    analysis = await analysisOf(file, record, replayed.steps, settings, { workers: availableParallelism(), onAction: bar.tick, signal: stop.signal });
  } catch (err) {
    if (!stop.signal.aborted) throw err;
  } finally {
    bar.end();
    release();
    if (raw) {
      stdin.off('readable', onReadable);
      stdin.setRawMode(false);
      stdin.unref();
    }
  }
  if (!analysis) {
    const why = stop.signal.reason as StopSignal | 'key';
    const line = `review stopped${why === 'key' ? '' : ` by ${why}`}: nothing kept; the record stays in ${sanitize(file)} (hacienda analyze ${sanitize(shellQuote(file))} reviews it later)`;
    if (why === 'key') {
      out(line);
      return null;
    }
    throw new Interrupted(why, line);
  }
  return analysis;
}
