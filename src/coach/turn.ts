/**
 * A turn's actions judged together (docs/analysis.md): a turn is a seat's actions one after the
 * other, until another seat acts. From the seat's view at the turn's start, the planner
 * (src/bots/planner.ts, which plans whole turns) finds its best turn; the turn as played and that
 * best are valued alike (judgeTurn), and the loss is the best's value less the played one's, in
 * chance of winning, marked at the game's thresholds (marks.ts). Seeded from the analysis's seed
 * and the turn's first action alone, so any thread gives the same answer.
 */
import { applyAction, formatAction, legalActions, playerView, type BaseAction, type BaseState } from '../api.js';
import { judgeTurn } from '../bots/planner.js';
import { seedRng } from '../engine/rng.js';
import type { ReplayStep } from '../records/replay.js';
import { markOf, markScaleOf, type Mark } from './marks.js';

export interface TurnAnalysis {
  /** The acting seat (0-based) and its name. */
  player: number;
  name: string;
  /** The turn's first and last action (1-based indexes, as in the record). */
  from: number;
  to: number;
  /** The actions played and the best turn the planner found, in notation. */
  moves: string[];
  best: string[];
  /** Win chance given away by the turn as a whole (0..1). */
  loss: number;
  mark: Mark;
  /** False when every action of the turn was forced, or for a seat not analysed. */
  judged: boolean;
  /**
   * The planner found a better turn by a mistake or more, but the search, looking at each of the
   * turn's actions as deeply as the hint does where it matters, marked none of them a mistake: the
   * planner's turn is then told in words, not marked (analysis.ts, assemble).
   */
  overruled: boolean;
}

/** Deals of the hidden cards the played and the best turn are valued on. */
const TURN_DEALS = 2;

type Step = Pick<ReplayStep, 'before' | 'action' | 'entry'>;

/** The record's turns: runs of one seat's actions, as 1-based [from, to] indexes. */
export function turnsOf(steps: readonly Pick<ReplayStep, 'entry'>[]): { from: number; to: number }[] {
  const turns: { from: number; to: number }[] = [];
  let player = -1;
  for (const s of steps) {
    const last = turns[turns.length - 1];
    if (last && player === s.entry.player) last.to = s.entry.index;
    else turns.push({ from: s.entry.index, to: s.entry.index });
    player = s.entry.player;
  }
  return turns;
}

/** Actions in notation, each on the state the ones before it leave (from the true state: the seat's own actions apply there). */
function notation(state: BaseState, actions: readonly BaseAction[]): string[] {
  const out: string[] = [];
  let at = state;
  for (const a of actions) {
    out.push(formatAction(at, a));
    const r = applyAction(at, a);
    if (r.ok) at = r.state;
  }
  return out;
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** One turn's analysis (`steps`: the turn's actions, in order). */
export function analyseTurn(steps: readonly Step[], settings: { seed: string; seat: number | null }, names: readonly string[]): TurnAnalysis {
  const first = steps[0]!;
  const seat = first.entry.player;
  const played = steps.map((s) => s.action);
  const moves = steps.map((s) => formatAction(s.before, s.action));
  const base = { player: seat, name: names[seat] ?? `seat ${seat + 1}`, from: first.entry.index, to: steps[steps.length - 1]!.entry.index, moves };
  const forced = steps.every((s) => legalActions(playerView(s.before, seat)).length <= 1);
  if (forced || (settings.seat !== null && settings.seat !== seat)) return { ...base, best: moves, loss: 0, mark: null, judged: false, overruled: false };
  const j = judgeTurn(first.before, seat, played, seedRng(`${settings.seed}/turn/${first.entry.index}`), TURN_DEALS);
  if (j.played === null) return { ...base, best: moves, loss: 0, mark: null, judged: false, overruled: false };
  const loss = Math.max(0, j.bestValue - j.played);
  return {
    ...base,
    best: loss > 0 ? notation(first.before, j.best) : moves,
    loss: round(loss),
    mark: markOf(loss, markScaleOf(first.before)),
    judged: true,
    overruled: false,
  };
}
