/**
 * The replay viewer, pure: a replayed record as the states after each action, the log, the
 * scorings, and the record's analysis when it has one (review.ts); the viewer's position, whose
 * hand it shows and whether the win-chance chart is up; and its reducer (step, jump, autoplay,
 * hands, marks, chart, quit), which hands the keys it does not know (cursor, zoom, help) to the
 * game screen's reducer.
 */
import { boardOf, currentPlayer, isOver, topology, totals, winners, type GameEvent, type ScoreBreakdown, type ScoringEvent } from '../../api.js';
import type { GameRecord } from '../../records/format.js';
import { sanitize } from '../../text/sanitize.js';
import type { ReplayStep } from '../../records/replay.js';
import type { BaseAction, BaseState } from '../../api.js';
import { ALL_SEEING, gameTotalsEntries, type LogEntry } from '../game/log.js';
import { presenterOf } from '../game/rulesets.js';
import type { Intent, Screen } from './keys.js';
import type { ScreenModel } from './model.js';
import { reduce } from './reducer.js';
import type { Effect, UiContext, UiState } from './state.js';
import { openPager, pagerScreen, type HelpPage } from './pager.js';
import type { ActionAnalysis, Analysis } from '../../coach/analysis.js';
import { betterSpaces, betterWords, marksOf, nextMark } from './review.js';

export interface ReplayData {
  record: GameRecord;
  file: string;
  /** The state after k actions, for k = 0..actions. */
  states: BaseState[];
  actions: BaseAction[];
  /** Log entries of each action. */
  entries: LogEntry[][];
  /** The scoring each action led to, if any. */
  scorings: ({ kind: string; scores: ScoreBreakdown[] } | null)[];
  /** The record's analysis (checked: src/coach/check.ts), or null; and its marked actions by index. */
  analysis: Analysis | null;
  marks: ReadonlyMap<number, ActionAnalysis>;
}

export function replayData(record: GameRecord, file: string, initial: BaseState, steps: readonly ReplayStep[], analysis: Analysis | null = null): ReplayData {
  const states = [initial];
  const actions: BaseAction[] = [];
  const entries: LogEntry[][] = [];
  const scorings: ReplayData['scorings'] = [];
  const presenter = presenterOf(initial);
  const names = record.seats.map((s) => sanitize(s.name));
  steps.forEach((step, i) => {
    const before = step.before;
    const action = step.action;
    const events = step.events;
    states.push(step.after);
    actions.push(action);
    entries.push([
      ...presenter.logEntries(before, action, events, i + 1),
      ...gameTotalsEntries(isOver(step.after) ? totals(step.after) : null, names, i + 1, currentPlayer(before)),
    ]);
    const scoring = [...events].reverse().find((e): e is GameEvent & ScoringEvent => e.type === 'scoring');
    scorings.push(scoring ? { kind: scoring.kind, scores: scoring.scores } : null);
  });
  return { record, file, states, actions, entries, scorings, analysis, marks: marksOf(analysis) };
}

/** Autoplay speeds: milliseconds per action. */
export const SPEEDS = [2000, 1000, 500, 250, 100, 40] as const;

/** Which of an analysis's charts the viewer shows. */
export type ChartShown = 'chance' | 'margin' | null;

export interface ReplayUi {
  /** Actions shown: 0 (the start) to the record's count. */
  pos: number;
  autoplay: boolean;
  speed: number;
  /** The seat whose hand is shown; null: the player to act's, which follows the game. */
  hand: number | null;
  /** The chart shown beside the board (an analysis's): each seat's win chance, or its expected margin; null: none. */
  chart: ChartShown;
  ui: UiState;
}

/** A new viewer at `pos`, showing the hand of the player to act, the chart down. */
export function replayStart(pos: number, ui: UiState): ReplayUi {
  return { pos, autoplay: false, speed: 2, hand: null, chart: null, ui };
}

/** At a marked action (the viewer just after it): the better move's words and spaces; else null. */
export function betterAt(data: ReplayData, pos: number): { text: string; spaces: number[] } | null {
  const a = data.marks.get(pos);
  if (!a) return null;
  const before = data.states[pos - 1]!;
  return { text: `${pos}. ${betterWords(a)}`, spaces: betterSpaces(a, before, presenterOf(before)) };
}

/** Why the analysis's keys do nothing here. */
const NO_ANALYSIS = 'no analysis of this game (hacienda analyze <record> makes one; the viewer opens with it)';

/** The seat whose hand the replay shows at its position. */
export function shownHand(data: ReplayData, r: ReplayUi): number {
  return r.hand ?? currentPlayer(data.states[r.pos]!);
}

export function replayModel(data: ReplayData, pos: number): ScreenModel {
  const state = data.states[pos]!;
  const over = isOver(state);
  return {
    view: state,
    topo: topology(boardOf(state)),
    presenter: presenterOf(state),
    names: data.record.seats.map((s) => sanitize(s.name)),
    botLevels: data.record.seats.map((s) => (s.player === 'bot' ? sanitize(s.bot ?? 'random') : null)),
    current: currentPlayer(state),
    viewer: ALL_SEEING,
    scoring: pos > 0 ? (data.scorings[pos - 1] ?? null) : null,
    over,
    winners: over ? winners(state) : [],
    menu: [],
    log: data.entries.slice(Math.max(0, pos - 60), pos).flat(),
    recent: new Set(pos > 0 ? presenterOf(state).actionSpaces(data.states[pos - 1]!, data.actions[pos - 1]!) : []),
    file: data.file,
  };
}

export function replayContext(data: ReplayData, r: ReplayUi, small: boolean, help: HelpPage): UiContext {
  const state = data.states[r.pos]!;
  return {
    state,
    topo: topology(boardOf(state)),
    presenter: presenterOf(state),
    menu: [],
    yourTurn: false,
    canUndo: false,
    scoring: false,
    handoff: false,
    over: false,
    small,
    help,
    saveAlert: false,
    savePath: '',
  };
}

export function reduceReplay(r: ReplayUi, intent: Intent, data: ReplayData, ctx: UiContext): { r: ReplayUi; effects: Effect[] } {
  const last = data.states.length - 1;
  // A message said of the position left goes with it.
  const at = (pos: number, more: Partial<ReplayUi> = {}) => ({
    r: { ...r, pos: Math.max(0, Math.min(last, pos)), ui: r.ui.message ? { ...r.ui, message: null } : r.ui, ...more },
    effects: [],
  });
  // The help's keys are the help's (home, end), not the replay's.
  if (r.ui.help.open) return screenKey(r, intent, ctx);
  switch (intent.type) {
    case 'step':
      return at(r.pos + intent.by, { autoplay: false });
    case 'jump':
      return at(intent.to === 'start' ? 0 : last, { autoplay: false });
    case 'scoring': {
      const marks = data.scorings.map((s, i) => (s ? i + 1 : -1)).filter((i) => i >= 0);
      const to = intent.dir > 0 ? marks.find((m) => m > r.pos) : [...marks].reverse().find((m) => m < r.pos);
      if (to === undefined)
        return { r: { ...r, ui: { ...r.ui, message: { text: `no ${intent.dir > 0 ? 'later' : 'earlier'} scoring`, error: false } } }, effects: [] };
      return at(to, { autoplay: false, ui: { ...r.ui, message: null } });
    }
    case 'mark': {
      if (!data.analysis) return { r: { ...r, ui: { ...r.ui, message: { text: NO_ANALYSIS, error: false } } }, effects: [] };
      const to = nextMark(data.marks, r.pos, intent.dir);
      if (to === undefined)
        return { r: { ...r, ui: { ...r.ui, message: { text: `no ${intent.dir > 0 ? 'later' : 'earlier'} marked action`, error: false } } }, effects: [] };
      return at(to, { autoplay: false });
    }
    case 'chart':
      if (!data.analysis) return { r: { ...r, ui: { ...r.ui, message: { text: NO_ANALYSIS, error: false } } }, effects: [] };
      // c goes round: win chance, then the expected margin (which still moves in a decided game), then none.
      return { r: { ...r, chart: r.chart === null ? 'chance' : r.chart === 'chance' ? 'margin' : null }, effects: [] };
    case 'autoplay':
      return { r: { ...r, autoplay: !r.autoplay, pos: !r.autoplay && r.pos >= last ? 0 : r.pos }, effects: [] };
    case 'hand': {
      // Every hand in turn; back at the player to act's, the panel follows the game again.
      const seats = data.record.seats.length;
      const next = (shownHand(data, r) + intent.by + seats) % seats;
      return { r: { ...r, hand: next === currentPlayer(data.states[r.pos]!) ? null : next }, effects: [] };
    }
    case 'quit':
    case 'quit-now':
      // A replay changes nothing and loses nothing: it is left without a question.
      return { r, effects: [{ type: 'quit' }] };
    case 'interrupt':
      return { r, effects: [{ type: 'interrupt' }] };
    case 'help':
      // Opened from the viewer (the game screen's reducer would take it for a bot's turn).
      return { r: { ...r, ui: { ...r.ui, help: openPager('replay') } }, effects: [] };
    case 'speed':
      return { r: { ...r, speed: Math.max(0, Math.min(SPEEDS.length - 1, r.speed + (intent.faster ? 1 : -1))) }, effects: [] };
    default:
      return screenKey(r, intent, ctx);
  }
}

/** A key the game screen's reducer handles (cursor, zoom, help, quit). */
function screenKey(r: ReplayUi, intent: Intent, ctx: UiContext): { r: ReplayUi; effects: Effect[] } {
  const out = reduce(r.ui, intent, ctx);
  return { r: { ...r, ui: out.ui }, effects: out.effects };
}

/** The replay's screen: the size notice, a question, the help, or the replay itself. */
export function replayScreen(r: ReplayUi, ctx: UiContext): Screen {
  if (ctx.small) return 'small';
  if (r.ui.confirm) return 'confirm';
  if (r.ui.help.open) return pagerScreen(r.ui.help);
  return 'replay';
}
