/**
 * The analysis of a game (docs/analysis.md): every action judged (judge.ts), each seat's chance of
 * winning after it, the luck of what it revealed, and per player the counts and figures. Its JSON
 * form is the `--json` output and the file kept next to the record. Pure: the same steps and
 * settings give the same analysis, whichever thread judges which action (each action's generator
 * is seeded from the settings' seed and the action's index alone).
 */
import { formatAction, isOver, playerView, winners, type BaseState } from '../api.js';
import { determinize, knowledgeOf } from '../bots/generic.js';
import { seedRng } from '../engine/rng.js';
import type { ReplayStep } from '../records/replay.js';
import { judgeAction, luckOf, staticValue } from './judge.js';
import { accuracyOf, markOf, markScaleOf, thresholdsOf, type Mark } from './marks.js';
import { analyseTurn, turnsOf, type TurnAnalysis } from './turn.js';

export const ANALYSIS_FORMAT = 'hacienda-analysis';
export const ANALYSIS_VERSION = 2;

export interface AnalysisSettings {
  /** Seeds every search and deal of the analysis. */
  seed: string;
  /** Search iterations per action judged. */
  iterations: number;
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
  /** Win chance given away (0..1) and estimated points given away. */
  loss: number;
  pointsLoss: number;
  mark: Mark;
  /** False for a forced action (one legal action) and for the actions of seats not analysed. */
  judged: boolean;
  /** Each seat's estimated chance of winning after the action (summing to 1). */
  winChance: number[];
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
  /** The least loss of each mark in this game (its Knowledge's markScale times Classic's). */
  thresholds: { inaccuracy: number; mistake: number; blunder: number };
  players: PlayerAnalysis[];
  actions: ActionAnalysis[];
  /** Each turn of the record (a seat's actions in a row), judged as a whole (turn.ts). */
  turns: TurnAnalysis[];
}

/** Deals averaged for a seat's win chance from its view, when it was not searched. */
const CHANCE_DEALS = 4;

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Each seat's chance of winning in `state`, from its own view; `acting`'s given when searched. */
function winChances(state: BaseState, players: number, acting: number, actingValue: number | null, seed: string): number[] {
  if (isOver(state)) {
    const w = winners(state);
    return Array.from({ length: players }, (_, q) => (w.includes(q) ? 1 / w.length : 0));
  }
  const k = knowledgeOf(state);
  const rng = seedRng(seed);
  const values = Array.from({ length: players }, (_, q) => {
    if (q === acting && actingValue !== null) return Math.max(0, actingValue);
    const view = playerView(state, q);
    let sum = 0;
    for (let i = 0; i < CHANCE_DEALS; i++) sum += staticValue(k, determinize(view, q, rng), q);
    return Math.max(0, sum / CHANCE_DEALS);
  });
  const total = values.reduce((a, b) => a + b, 0);
  return values.map((v) => (total > 0 ? v / total : 1 / players));
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
  const j = wanted ? judgeAction(before, seat, action, settings.iterations, seed) : null;
  const players = names.length;
  const judged = j !== null && !j.forced;
  const loss = judged ? j.loss : 0;
  return {
    index: entry.index,
    player: seat,
    name: names[seat] ?? `seat ${seat + 1}`,
    move: formatAction(before, action),
    best: formatAction(before, j?.best ?? action),
    loss: round(loss),
    pointsLoss: round(judged ? j.pointsLoss : 0, 2),
    mark: markOf(loss, markScaleOf(before)),
    judged,
    winChance: winChances(after, players, seat, judged ? j.value : null, `${seed}/chance`).map((x) => round(x)),
    luck: luckOf(before, action, after, revealedSomething(entry.events), `${seed}/luck`).map((x) => round(x)),
  };
}

/** Per player: the counts and figures of the analysed actions (docs/analysis.md). */
export function summarise(actions: readonly ActionAnalysis[], names: readonly string[], only: number | null, scale = 1): PlayerAnalysis[] {
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
        accuracy: round(mine.length ? mean((a) => accuracyOf(a.loss, scale)) : 100, 1),
        luck: round(actions.reduce((s, a) => s + (a.luck[seat] ?? 0), 0)),
      };
    })
    .filter((p) => only === null || p.seat === only);
}

/** The whole analysis from the judged actions (in any order). */
export function assemble(
  ruleset: string,
  recordHash: string,
  settings: AnalysisSettings,
  names: readonly string[],
  actions: ActionAnalysis[],
  turns: TurnAnalysis[],
  scale = 1,
): Analysis {
  const sorted = [...actions].sort((a, b) => a.index - b.index);
  return {
    format: ANALYSIS_FORMAT,
    version: ANALYSIS_VERSION,
    ruleset,
    record: recordHash,
    settings,
    thresholds: thresholdsOf(scale),
    players: summarise(sorted, names, settings.seat, scale),
    actions: sorted,
    turns: [...turns].sort((a, b) => a.from - b.from),
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
