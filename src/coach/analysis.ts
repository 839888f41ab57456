/**
 * The analysis of a game (docs/analysis.md): every action judged (judge.ts), each seat's chance of
 * winning after it, the luck of what it revealed, and per player the counts and figures. Its JSON
 * form is the `--json` output and the file kept next to the record. Pure: the same steps and
 * settings give the same analysis, whichever thread judges which action (each action's generator
 * is seeded from the settings' seed and the action's index alone).
 */
import { formatAction, isOver, playerView, winners, type BaseState } from '../api.js';
import { determinize, knowledgeOf } from '../bots/generic.js';
import { marginOf } from '../bots/greedy.js';
import { seedRng } from '../engine/rng.js';
import type { ReplayStep } from '../records/replay.js';
import { judgeAction, luckOf, staticOutlook } from './judge.js';
import { accuracyOf, markedLoss, markOf, MISTAKE, pointsThresholdsOf, scalesOf, thresholdsOf, type Mark, type Scales, type Thresholds } from './marks.js';
import { analyseTurn, turnsOf, type TurnAnalysis } from './turn.js';

export const ANALYSIS_FORMAT = 'hacienda-analysis';
export const ANALYSIS_VERSION = 3;

export interface AnalysisSettings {
  /** Seeds every search and deal of the analysis. */
  seed: string;
  /** Search iterations per action judged. */
  iterations: number;
  /** Strong's search iterations for the look as deep as the hint's, at an action that would be marked `?` or `??` (0: none). */
  deepIterations: number;
  /** Only this seat's actions are judged; null for every seat. */
  seat: number | null;
}

export interface ActionAnalysis {
  /** 1-based, as in the record. */
  index: number;
  /** The acting seat (0-based, as in the record) and its name. */
  player: number;
  name: string;
  /** The action taken and the best the search found, in notation. */
  move: string;
  best: string;
  /** Win chance given away (0..1) and expected final points given away (judge.ts). */
  loss: number;
  pointsLoss: number;
  /** The larger of the two losses' marks; none for a loss under a mistake after the deeper look. */
  mark: Mark;
  /** False for a forced action (one legal action) and for the actions of seats not analysed. */
  judged: boolean;
  /** The action was looked at as deeply as the hint looks (its figures are that look's). */
  deeper: boolean;
  /** Each seat's estimated chance of winning after the action (summing to 1). */
  winChance: number[];
  /** Each seat's expected final margin after the action: its points less its best opponent's. */
  margin: number[];
  /** Each seat's luck from what the action revealed (0 when it revealed nothing). */
  luck: number[];
}

export interface PlayerAnalysis {
  seat: number;
  name: string;
  /** Actions judged (forced ones left out). */
  actions: number;
  inaccuracies: number;
  mistakes: number;
  blunders: number;
  meanLoss: number;
  /** Mean expected points given away per judged action. */
  meanPointsLoss: number;
  accuracy: number;
  /** Luck summed over the game, in win chance. */
  luck: number;
}

export interface Analysis {
  format: typeof ANALYSIS_FORMAT;
  version: typeof ANALYSIS_VERSION;
  ruleset: string;
  /** The record's canonical hash (which record this analysis is of). */
  record: string;
  settings: AnalysisSettings;
  /**
   * The least loss of each mark in this game: in win chance (its Knowledge's markScale times
   * Classic's), and in points (`points`: the same in chance, at the game's pointsPerChance).
   */
  thresholds: Thresholds & { points: Thresholds };
  players: PlayerAnalysis[];
  actions: ActionAnalysis[];
  /** Each turn of the record (a seat's actions in a row), judged as a whole (turn.ts). */
  turns: TurnAnalysis[];
}

/** Deals averaged for a seat's win chance from its view, when it was not searched. */
const CHANCE_DEALS = 4;

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Each seat's chance of winning in `state` and its expected final margin, from its own view;
 * `acting`'s given when searched (its action's value and margin).
 */
function outlook(state: BaseState, players: number, acting: number, searched: { value: number; margin: number } | null, seed: string) {
  const k = knowledgeOf(state);
  if (isOver(state)) {
    const w = winners(state);
    const margins = Array.from({ length: players }, (_, q) => marginOf(k, state, q, players));
    return { chances: Array.from({ length: players }, (_, q) => (w.includes(q) ? 1 / w.length : 0)), margins };
  }
  const rng = seedRng(seed);
  const values: number[] = [];
  const margins: number[] = [];
  for (let q = 0; q < players; q++) {
    if (q === acting && searched !== null) {
      values.push(Math.max(0, searched.value));
      margins.push(searched.margin);
      continue;
    }
    const view = playerView(state, q);
    let sum = 0;
    let margin = 0;
    for (let i = 0; i < CHANCE_DEALS; i++) {
      const o = staticOutlook(k, determinize(view, q, rng), q);
      sum += o.value;
      margin += o.margin;
    }
    values.push(Math.max(0, sum / CHANCE_DEALS));
    margins.push(margin / CHANCE_DEALS);
  }
  const total = values.reduce((a, b) => a + b, 0);
  return { chances: values.map((v) => (total > 0 ? v / total : 1 / players)), margins };
}

/**
 * Whether an action showed someone a card (or tile) they had not seen: a record keeps of an action
 * only what it revealed and the results of scorings (docs/records.md), so anything else it kept.
 */
function revealedSomething(recorded: readonly unknown[]): boolean {
  return recorded.some((e) => e === null || typeof e !== 'object' || !('scoring' in e));
}

/** One action's analysis: the unit of work a thread is given. */
export function analyseStep(
  step: Pick<ReplayStep, 'before' | 'after' | 'action' | 'entry'>,
  settings: AnalysisSettings,
  names: readonly string[],
): ActionAnalysis {
  const { before, after, action, entry } = step;
  const seat = entry.player;
  const seed = `${settings.seed}/${entry.index}`;
  const wanted = settings.seat === null || settings.seat === seat;
  const j = wanted ? judgeAction(before, seat, action, settings.iterations, seed, settings.deepIterations) : null;
  const players = names.length;
  const judged = j !== null && !j.forced;
  const loss = judged ? j.loss : 0;
  const pointsLoss = judged ? j.pointsLoss : 0;
  const scales = scalesOf(before);
  const marked = markedLoss(loss, pointsLoss, scales);
  const seen = outlook(after, players, seat, judged ? { value: j.value, margin: j.margin } : null, `${seed}/chance`);
  return {
    index: entry.index,
    player: seat,
    name: names[seat] ?? `seat ${seat + 1}`,
    move: formatAction(before, action),
    best: formatAction(before, j?.best ?? action),
    loss: round(loss),
    pointsLoss: round(pointsLoss, 2),
    // After the deeper look, a loss under a mistake is told in words, not marked (report.ts).
    mark: judged && j.deeper && marked < MISTAKE * scales.chance - 1e-12 ? null : markOf(marked, scales.chance),
    judged,
    deeper: judged && j.deeper,
    winChance: seen.chances.map((x) => round(x)),
    margin: seen.margins.map((x) => round(x, 1)),
    luck: luckOf(before, action, after, revealedSomething(entry.events), `${seed}/luck`).map((x) => round(x)),
  };
}

/** Per player: the counts and figures of the analysed actions (docs/analysis.md). */
export function summarise(actions: readonly ActionAnalysis[], names: readonly string[], only: number | null, scales: Scales): PlayerAnalysis[] {
  return names
    .map((name, seat) => {
      const mine = actions.filter((a) => a.player === seat && a.judged);
      const count = (mark: Mark) => mine.filter((a) => a.mark === mark).length;
      const mean = (f: (a: ActionAnalysis) => number) => (mine.length ? mine.reduce((s, a) => s + f(a), 0) / mine.length : 0);
      return {
        seat,
        name,
        actions: mine.length,
        inaccuracies: count('?!'),
        mistakes: count('?'),
        blunders: count('??'),
        meanLoss: round(mean((a) => a.loss)),
        meanPointsLoss: round(
          mean((a) => a.pointsLoss),
          2,
        ),
        accuracy: round(mine.length ? mean((a) => accuracyOf(markedLoss(a.loss, a.pointsLoss, scales), scales.chance)) : 100, 1),
        luck: round(actions.reduce((s, a) => s + (a.luck[seat] ?? 0), 0)),
      };
    })
    .filter((p) => only === null || p.seat === only);
}

const severe = (mark: Mark) => mark === '?' || mark === '??';

/**
 * A turn the planner marks a mistake or a blunder keeps its mark only if the search marked one of
 * its actions so too: the planner plans a turn on one deal with its own evaluation, shallower than
 * the search that judges each action (as deeply as the hint where a mistake is at stake), so where
 * the search finds every action of the turn sound, the planner's better turn is told, not marked.
 */
function overruled(t: TurnAnalysis, actions: readonly ActionAnalysis[]): TurnAnalysis {
  if (!t.judged || !severe(t.mark)) return t;
  const mine = actions.filter((a) => a.index >= t.from && a.index <= t.to && a.judged);
  if (mine.length === 0 || mine.some((a) => severe(a.mark))) return t;
  return { ...t, mark: null, overruled: true };
}

/** The whole analysis from the judged actions (in any order). */
export function assemble(
  ruleset: string,
  recordHash: string,
  settings: AnalysisSettings,
  names: readonly string[],
  actions: ActionAnalysis[],
  turns: TurnAnalysis[],
  scales: Scales,
): Analysis {
  const sorted = [...actions].sort((a, b) => a.index - b.index);
  return {
    format: ANALYSIS_FORMAT,
    version: ANALYSIS_VERSION,
    ruleset,
    record: recordHash,
    settings,
    thresholds: { ...thresholdsOf(scales.chance), points: pointsThresholdsOf(scales) },
    players: summarise(sorted, names, settings.seat, scales),
    actions: sorted,
    turns: [...turns].sort((a, b) => a.from - b.from).map((t) => overruled(t, sorted)),
  };
}

/** A unit of work for a thread: an action (1-based index) or a turn (its first and last action). */
export type Task = { action: number } | { turn: { from: number; to: number } };
export type TaskResult = { action: ActionAnalysis } | { turn: TurnAnalysis };

/** Every task of a game: its actions, then its turns. */
export function tasksOf(steps: readonly Pick<ReplayStep, 'entry'>[]): Task[] {
  return [...steps.map((s) => ({ action: s.entry.index })), ...turnsOf(steps).map((turn) => ({ turn }))];
}

export function runTask(task: Task, steps: readonly ReplayStep[], settings: AnalysisSettings, names: readonly string[]): TaskResult {
  if ('action' in task) return { action: analyseStep(steps[task.action - 1]!, settings, names) };
  return { turn: analyseTurn(steps.slice(task.turn.from - 1, task.turn.to), settings, names) };
}
