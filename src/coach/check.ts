/**
 * An analysis read back from a file (`<record>.analysis.json`, docs/analysis.md), checked as
 * strictly as a record: the file is anyone's, and the replay viewer draws from it. It must be an
 * analysis of this very record (its canonical hash), hold one entry per action in order, each
 * naming the seat that acted and the move the record has there, a better move that was legal at
 * that moment, and figures within their ranges. The answer is a fresh object of the known fields
 * only (nothing else of the file goes further), or the first problem in words. Pure.
 */
import { formatAction, legalActions, stableHash, type BaseAction, type BaseState } from '../api.js';
import type { GameRecord } from '../records/format.js';
import type { ReplayStep } from '../records/replay.js';
import { ANALYSIS_FORMAT, ANALYSIS_VERSION, type ActionAnalysis, type Analysis, type PlayerAnalysis } from './analysis.js';
import type { Mark } from './marks.js';
import type { TurnAnalysis } from './turn.js';

export type Checked = { ok: true; analysis: Analysis } | { ok: false; problem: string };

class Bad extends Error {}

const MARKS: readonly Mark[] = [null, '?!', '?', '??'];
/** Longer than any notation or name the program writes: a file's text is not carried far. */
const MAX_TEXT = 200;

type Obj = Record<string, unknown>;

function object(x: unknown, what: string): Obj {
  if (x === null || typeof x !== 'object' || Array.isArray(x)) throw new Bad(`${what} is not an object`);
  return x as Obj;
}

function array(x: unknown, what: string, length?: number): unknown[] {
  if (!Array.isArray(x)) throw new Bad(`${what} is not a list`);
  if (length !== undefined && x.length !== length) throw new Bad(`${what} has ${x.length} entries, not ${length}`);
  return x;
}

function text(x: unknown, what: string): string {
  if (typeof x !== 'string' || x.length > MAX_TEXT) throw new Bad(`${what} is not a short text`);
  return x;
}

function number(x: unknown, what: string, min = -Infinity, max = Infinity): number {
  if (typeof x !== 'number' || !Number.isFinite(x) || x < min || x > max)
    throw new Bad(`${what} is not a number${min > -Infinity ? ` from ${min} to ${max}` : ''}`);
  return x;
}

function count(x: unknown, what: string, max = Infinity): number {
  if (!Number.isInteger(x) || (x as number) < 0 || (x as number) > max) throw new Bad(`${what} is not a count`);
  return x as number;
}

function seat(x: unknown, what: string, seats: number): number {
  if (!Number.isInteger(x) || (x as number) < 0 || (x as number) >= seats) throw new Bad(`${what} is not a seat from 0 to ${seats - 1}`);
  return x as number;
}

/** The legal action of `before` whose notation is `text`, if any. */
function legalNamed(before: BaseState, notation: string): BaseAction | undefined {
  return legalActions(before).find((a) => formatAction(before, a) === notation);
}

function checkAction(x: unknown, i: number, step: ReplayStep, seats: number): ActionAnalysis {
  const where = `action ${i + 1}`;
  const a = object(x, where);
  if (a.index !== i + 1) throw new Bad(`${where} is numbered ${JSON.stringify(a.index)}`);
  if (a.player !== step.entry.player) throw new Bad(`${where} is not of the seat that acted`);
  const move = text(a.move, `${where}'s move`);
  if (move !== formatAction(step.before, step.action)) throw new Bad(`${where}'s move is not the record's`);
  const best = text(a.best, `${where}'s better move`);
  if (best !== move && !legalNamed(step.before, best)) throw new Bad(`${where}'s better move is not a legal move there`);
  const mark = a.mark as Mark;
  if (!MARKS.includes(mark)) throw new Bad(`${where}'s mark is not one of ?! ? ??`);
  if (typeof a.judged !== 'boolean') throw new Bad(`${where}'s judged is not true or false`);
  if (typeof a.deeper !== 'boolean') throw new Bad(`${where}'s deeper is not true or false`);
  return {
    index: i + 1,
    player: step.entry.player,
    name: text(a.name, `${where}'s name`),
    move,
    best,
    loss: number(a.loss, `${where}'s loss`, 0, 1),
    pointsLoss: number(a.pointsLoss, `${where}'s loss in points`, 0, 10_000),
    mark,
    judged: a.judged,
    deeper: a.deeper,
    winChance: array(a.winChance, `${where}'s win chances`, seats).map((w, q) => number(w, `${where}'s win chance of seat ${q + 1}`, 0, 1)),
    margin: array(a.margin, `${where}'s margins`, seats).map((m, q) => number(m, `${where}'s margin of seat ${q + 1}`, -10_000, 10_000)),
    luck: array(a.luck, `${where}'s luck`, seats).map((l, q) => number(l, `${where}'s luck of seat ${q + 1}`, -1, 1)),
  };
}

/** A turn judged as a whole: within the record's actions, of a seat, its moves and the better turn in short texts. */
function checkTurn(x: unknown, k: number, seats: number, actions: number): TurnAnalysis {
  const where = `turn ${k + 1}`;
  const t = object(x, where);
  const from = count(t.from, `${where}'s first action`, actions);
  const to = count(t.to, `${where}'s last action`, actions);
  if (from < 1 || to < from) throw new Bad(`${where} is not a run of the record's actions`);
  const mark = t.mark as Mark;
  if (!MARKS.includes(mark)) throw new Bad(`${where}'s mark is not one of ?! ? ??`);
  if (typeof t.judged !== 'boolean') throw new Bad(`${where}'s judged is not true or false`);
  if (typeof t.overruled !== 'boolean') throw new Bad(`${where}'s overruled is not true or false`);
  const moves = (m: unknown, what: string) => array(m, what).map((x, i) => text(x, `${what} ${i + 1}`));
  return {
    player: seat(t.player, `${where}'s seat`, seats),
    name: text(t.name, `${where}'s name`),
    from,
    to,
    moves: moves(t.moves, `${where}'s moves`),
    best: moves(t.best, `${where}'s better turn`),
    loss: number(t.loss, `${where}'s loss`, 0, 1),
    mark,
    judged: t.judged,
    overruled: t.overruled,
  };
}

function checkPlayer(x: unknown, k: number, seats: number): PlayerAnalysis {
  const where = `player ${k + 1}`;
  const p = object(x, where);
  return {
    seat: seat(p.seat, `${where}'s seat`, seats),
    name: text(p.name, `${where}'s name`),
    actions: count(p.actions, `${where}'s actions`),
    inaccuracies: count(p.inaccuracies, `${where}'s inaccuracies`),
    mistakes: count(p.mistakes, `${where}'s mistakes`),
    blunders: count(p.blunders, `${where}'s blunders`),
    meanLoss: number(p.meanLoss, `${where}'s mean loss`, 0, 1),
    meanPointsLoss: number(p.meanPointsLoss, `${where}'s mean loss in points`, 0, 10_000),
    accuracy: number(p.accuracy, `${where}'s accuracy`, 0, 100),
    luck: number(p.luck, `${where}'s luck`, -10_000, 10_000),
  };
}

/** `data` (a parsed file) as the analysis of `record`, whose replay is `steps`; or why not. */
export function checkAnalysis(data: unknown, record: GameRecord, steps: readonly ReplayStep[]): Checked {
  try {
    const d = object(data, 'the file');
    if (d.format !== ANALYSIS_FORMAT) throw new Bad('not a hacienda analysis');
    if (d.version !== ANALYSIS_VERSION) throw new Bad(`version ${JSON.stringify(d.version)}, not ${ANALYSIS_VERSION}`);
    const hash = stableHash(record);
    if (d.ruleset !== record.ruleset || d.record !== hash) throw new Bad('the analysis of another record');
    const seats = record.seats.length;
    const s = object(d.settings, 'settings');
    const settings = {
      seed: text(s.seed, 'the seed'),
      iterations: count(s.iterations, 'the iterations'),
      deepIterations: count(s.deepIterations, "the deep look's iterations"),
      seat: s.seat === null ? null : seat(s.seat, 'the seat analysed', seats),
    };
    const players = array(d.players, 'players').map((p, k) => checkPlayer(p, k, seats));
    if (players.length > seats) throw new Bad(`${players.length} players for ${seats} seats`);
    const actions = array(d.actions, 'actions', steps.length).map((a, i) => checkAction(a, i, steps[i]!, seats));
    const turns = array(d.turns, 'turns').map((t, k) => checkTurn(t, k, seats, steps.length));
    const th = object(d.thresholds, 'thresholds');
    const levels = (t: Obj, of: string, max: number) => ({
      inaccuracy: number(t.inaccuracy, `the inaccuracy threshold${of}`, 0, max),
      mistake: number(t.mistake, `the mistake threshold${of}`, 0, max),
      blunder: number(t.blunder, `the blunder threshold${of}`, 0, max),
    });
    const thresholds = { ...levels(th, '', 1), points: levels(object(th.points, 'the thresholds in points'), ' in points', 10_000) };
    return {
      ok: true,
      analysis: { format: ANALYSIS_FORMAT, version: ANALYSIS_VERSION, ruleset: record.ruleset, record: hash, settings, thresholds, players, actions, turns },
    };
  } catch (err) {
    if (err instanceof Bad) return { ok: false, problem: err.message };
    throw err;
  }
}
