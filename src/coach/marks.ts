/**
 * Marks and figures from losses (docs/analysis.md). An action (or a turn) is judged by two
 * measures: the chance of winning it gave away (0..1), and the expected final points it gave away
 * (the seat's margin over its best opponent). The points are turned into chance at the rate of an
 * even game's start (`pointsPerChance`), and the larger of the two is the action's loss as marked:
 * so a move that throws points away is marked whether the game is close, won or lost, where win
 * chance alone no longer moves.
 *
 * The thresholds are lichess's, on a 0..1 scale of win chance, for Classic; a game whose actions
 * each move the chance of winning less (Hacienda 2026, whose turns hold more, smaller actions)
 * says so by its Knowledge's `markScale`, which scales the thresholds (and the accuracy curve).
 */
import type { BaseState } from '../api.js';
import { knowledgeOf } from '../bots/generic.js';

export type Mark = '?!' | '?' | '??' | null;

/** A game's scales: of win chance (its markScale), and the points worth a whole chance of winning. */
export interface Scales {
  chance: number;
  points: number;
}

/**
 * The points a whole chance of winning is worth at the start of an even game: the final margin is
 * about normal with the game's spread s, so a point there moves the chance of winning by the
 * normal density at 0, 1 / (s sqrt(2 pi)).
 */
export const pointsPerChance = (marginSpread: number) => marginSpread * Math.sqrt(2 * Math.PI);

/** The game's scale of marks: its Knowledge's markScale, 1 (Classic's) when it has none. */
export const markScaleOf = (state: BaseState) => knowledgeOf(state).markScale ?? 1;

/** The game's scales (its Knowledge's markScale and marginSpread), from one of its states (or its ruleset's name). */
export function scalesOf(state: Pick<BaseState, 'ruleset'>): Scales {
  const k = knowledgeOf(state);
  return { chance: k.markScale ?? 1, points: pointsPerChance(k.marginSpread) };
}

/** The least loss of each mark at scale 1 (Classic), most severe first. */
export const MARK_THRESHOLDS: readonly { mark: Exclude<Mark, null>; loss: number; word: string }[] = [
  { mark: '??', loss: 0.15, word: 'blunder' },
  { mark: '?', loss: 0.1, word: 'mistake' },
  { mark: '?!', loss: 0.05, word: 'inaccuracy' },
];

/** The least loss of a mark at all (an inaccuracy), at scale 1. */
export const LEAST_MARKED = MARK_THRESHOLDS[MARK_THRESHOLDS.length - 1]!.loss;
/** The least loss of a mistake, at scale 1. */
export const MISTAKE = MARK_THRESHOLDS.find((t) => t.mark === '?')!.loss;

export interface Thresholds {
  inaccuracy: number;
  mistake: number;
  blunder: number;
}

/** The thresholds of a game's scale of win chance, as the JSON gives them. */
export function thresholdsOf(scale: number): Thresholds {
  const at = (mark: Exclude<Mark, null>) => Math.round(MARK_THRESHOLDS.find((t) => t.mark === mark)!.loss * scale * 1e6) / 1e6;
  return { inaccuracy: at('?!'), mistake: at('?'), blunder: at('??') };
}

/** The thresholds in points of a game's scales, rounded to a hundredth. */
export function pointsThresholdsOf(scales: Scales): Thresholds {
  const t = thresholdsOf(scales.chance * scales.points);
  const r = (x: number) => Math.round(x * 100) / 100;
  return { inaccuracy: r(t.inaccuracy), mistake: r(t.mistake), blunder: r(t.blunder) };
}

/** The loss an action is marked and scored by: its loss of win chance or its points lost in chance, the larger. */
export const markedLoss = (loss: number, pointsLoss: number, scales: Scales) => Math.max(loss, pointsLoss / scales.points);

/** Points in words, rounded: "about 4 points"; empty under one. */
export function pointsWords(points: number): string {
  const n = Math.round(points);
  return n >= 1 ? `about ${n} point${n === 1 ? '' : 's'}` : '';
}

export function markOf(loss: number, scale = 1): Mark {
  // A hair of slack so that a threshold times its scale (0.15 * 0.4) marks what it names.
  for (const t of MARK_THRESHOLDS) if (loss >= t.loss * scale - 1e-12) return t.mark;
  return null;
}

/**
 * An action's accuracy, 0..100, from its loss in percent of win chance (divided by the game's
 * scale): lichess's curve (103.1668 e^(-0.04354 x) - 3.1669), 100 for no loss, about 65 for a loss
 * of 10% at scale 1.
 */
export function accuracyOf(loss: number, scale = 1): number {
  return Math.min(100, Math.max(0, 103.1668 * Math.exp((-0.04354 * loss * 100) / scale) - 3.1669));
}
