/**
 * `hacienda analyze <record>` (docs/analysis.md): every action of the record judged by the strong
 * bot's search from its seat's view, printed as a report (or `--json`), and kept next to the record
 * (`<record>.analysis.json`), which a later run with the same settings reads instead of searching
 * again. Thin: it reads and replays the record (src/records), then calls src/coach.
 */
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { canonicalJson, stableHash } from '../api.js';
import { scalesOf } from '../coach/marks.js';
import { assemble, type Analysis, type AnalysisSettings } from '../coach/analysis.js';
import { checkAnalysis } from '../coach/check.js';
import { analyseGame, type AnalyseJob } from '../coach/pool.js';
import { analysisText } from '../coach/report.js';
import { progressBar } from '../coach/progress.js';
import { FileReadError, readRegularFile } from '../files/read.js';
import { writeDurably } from '../files/write.js';
import { WriteError } from '../files/errors.js';
import { RECORD_EXIT, RecordError, type GameRecord } from '../records/format.js';
import { loadRecord } from '../records/read.js';
import { analysisFileOf } from '../records/store.js';
import { replayRecord, type ReplayStep } from '../records/replay.js';
import { safeJson, sanitize } from '../text/sanitize.js';
import { stdoutChalk } from '../text/colour.js';
import { UserError } from './exit-codes.js';
import { catchSignals, endBySignal, terminalGone } from '../host/signals.js';
import { parseCount, seedOption } from './simulate.js';

type Out = (line: string) => void;

/**
 * `--think <ms>` as search iterations: strong's 2,000 iterations are about a second of search
 * (src/bots/strong.ts DEFAULT_ITERATIONS), so 2 per millisecond, whatever this machine's speed:
 * an analysis repeats where a time budget would not.
 */
export const ITERATIONS_PER_MS = 2;
export const DEFAULT_ANALYZE_THINK_MS = 100;
const MAX_ANALYZE_THINK_MS = 60_000;
export const DEFAULT_ANALYZE_SEED = 'coach';
/**
 * The look as deep as the hint's, in strong's search iterations: at least what the hint's 1 s
 * (`hacienda play`'s --think default) searches on a 2-core machine in either game
 * (docs/analysis.md, "As deep as the hint"). Given only to an action that would be marked `?` or
 * `??`.
 */
export const DEFAULT_DEEP_ITERATIONS = 16_000;
const MAX_DEEP_ITERATIONS = 1_000_000;
/** The largest analysis file read back (a game's analysis is a few hundred kilobytes). */
export const MAX_ANALYSIS_BYTES = 16 * 1024 * 1024;

export interface AnalyzeOptions {
  think?: string;
  deep?: string;
  seed?: string;
  workers?: string;
  json?: boolean;
  seat?: string;
  color?: boolean;
}

/** `--seat`: a seat's number from 1 or its name. */
function seatOption(text: string, names: readonly string[]): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (n >= 1 && n <= names.length) return n - 1;
  const byName = names.indexOf(text);
  if (byName >= 0) return byName;
  throw new UserError(`--seat must be a seat's number from 1 to ${names.length} or its name (${names.map(sanitize).join(', ')}), not '${sanitize(text)}'`);
}

/**
 * The analysis kept next to the record `file` (`<file>.analysis.json`), when it is one of this very
 * record (replayed as `steps`), checked as strictly as a record (src/coach/check.ts). None there:
 * null and no note. A file there that is not such an analysis (unreadable, not JSON, another
 * record's, anything wrong in it) is ignored, and the note says so in one line: the replay goes on
 * without it.
 */
export function analysisNextTo(file: string, record: GameRecord, steps: readonly ReplayStep[]): { analysis: Analysis | null; note: string | null } {
  const path = analysisFileOf(file);
  const ignored = (why: string) => ({ analysis: null, note: `${sanitize(basename(path))} ignored: ${sanitize(why)}` });
  let data: unknown;
  try {
    data = JSON.parse(readRegularFile(path, MAX_ANALYSIS_BYTES).toString('utf8'));
  } catch (err) {
    if (err instanceof FileReadError) return err.problem === 'missing' ? { analysis: null, note: null } : ignored(err.reason);
    if (err instanceof SyntaxError) return ignored('not JSON');
    throw err;
  }
  const checked = checkAnalysis(data, record, steps);
  return checked.ok ? { analysis: checked.analysis, note: null } : ignored(checked.problem);
}

/** The kept analysis of this record with these settings, or null (none, another, unreadable, other settings). */
function keptAnalysis(file: string, record: GameRecord, steps: readonly ReplayStep[], settings: AnalysisSettings): Analysis | null {
  const { analysis } = analysisNextTo(file, record, steps);
  return analysis && canonicalJson(analysis.settings) === canonicalJson(settings) ? analysis : null;
}

/**
 * The analysis of `file`'s record (replayed as `steps`) with `settings`: the one kept next to it,
 * or, when there is none for these settings, the actions analysed anew on `job.workers` threads
 * (`hacienda analyze`, and the review of a game just played) and kept next to the record.
 */
export async function analysisOf(
  file: string,
  record: GameRecord,
  steps: readonly ReplayStep[],
  settings: AnalysisSettings,
  job: Pick<AnalyseJob, 'workers' | 'onAction' | 'signal'>,
): Promise<Analysis> {
  const kept = keptAnalysis(file, record, steps, settings);
  if (kept) return kept;
  const recordHash = stableHash(record);
  const names = record.seats.map((s) => s.name);
  const { actions, turns } = await analyseGame({ record, steps, settings, names, ...job });
  const analysis = assemble(record.ruleset, recordHash, settings, names, actions, turns, scalesOf(record));
  try {
    writeDurably(analysisFileOf(file), JSON.stringify(analysis) + '\n');
  } catch (err) {
    // The analysis is shown all the same; only keeping it failed (a read-only folder, say).
    if (!(err instanceof WriteError)) throw err;
    process.stderr.write(`hacienda: could not keep the analysis: ${sanitize(err.message)}\n`);
  }
  return analysis;
}

export async function analyze(file: string, opts: AnalyzeOptions, out: Out): Promise<void> {
  const thinkMs = parseCount(opts.think ?? String(DEFAULT_ANALYZE_THINK_MS), '--think', 1, MAX_ANALYZE_THINK_MS);
  const deep = parseCount(opts.deep ?? String(DEFAULT_DEEP_ITERATIONS), '--deep', 0, MAX_DEEP_ITERATIONS);
  const seed = seedOption(opts.seed ?? DEFAULT_ANALYZE_SEED);
  const workers = opts.workers === undefined ? availableParallelism() : parseCount(opts.workers, '--workers', 0, 256);
  const record = loadRecord(file);
  const replayed = replayRecord(record);
  if (!replayed.ok) {
    const p = replayed.problem;
    const where = p.index > 0 ? `action ${p.index} (${sanitize(p.player ?? '?')}: ${sanitize(p.move ?? '?')})` : 'setup';
    throw new RecordError(`${file}: ${where}: ${p.reason}`, RECORD_EXIT.unsound);
  }
  const names = record.seats.map((s) => s.name);
  const settings: AnalysisSettings = {
    seed,
    iterations: thinkMs * ITERATIONS_PER_MS,
    deepIterations: deep,
    seat: opts.seat === undefined ? null : seatOption(opts.seat, names),
  };
  let analysis: Analysis;
  const bar = progressBar(
    !opts.json && process.stderr.isTTY === true,
    () => performance.now(),
    (text) => process.stderr.write(text),
  );
  // A signal stops the work at once (the threads end with the program): the bar erased, one line
  // (none to a terminal that hung up), the signal's exit code; nothing is kept of a cut analysis.
  const release = catchSignals((signal) => {
    bar.end();
    if (!terminalGone()) process.stderr.write(`hacienda: analysis stopped by ${signal}; nothing kept\n`);
    endBySignal(signal);
  });
  try {
    analysis = await analysisOf(file, record, replayed.steps, settings, { workers, onAction: bar.tick });
  } finally {
    release();
    bar.end();
  }
  if (opts.json) {
    out(safeJson(analysis));
    return;
  }
  const chalk = stdoutChalk(opts.color === false);
  const heading =
    `Analysis of ${sanitize(basename(file))} (${record.ruleset}, ${replayed.steps.length} actions): strong's search, ` +
    `${settings.iterations} iterations an action, ${deep} where it would mark a mistake, seed ${sanitize(seed)}` +
    (settings.seat === null ? '' : `, ${sanitize(names[settings.seat]!)}'s actions only`);
  for (const line of analysisText(analysis, chalk, heading)) out(line);
}
