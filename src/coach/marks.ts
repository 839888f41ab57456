/**
 * Marks and figures from losses (docs/analysis.md): a loss is the chance of winning an action (or a
 * turn) gave away, 0..1. The thresholds are lichess's, on a 0..1 scale of win chance, for Classic;
 * a game whose actions each move the chance of winning less (Hacienda 2026, whose turns hold more,
 * smaller actions) says so by its Knowledge's `markScale`, which scales the thresholds (and the
 * accuracy curve), so that its mistakes show as Classic's do.
 */
import type { BaseState } from '../api.js';
import { knowledgeOf } from '../bots/generic.js';

export type Mark = '?!' | '?' | '??' | null;

/** The game's scale of marks: its Knowledge's markScale, 1 (Classic's) when it has none. */
export const markScaleOf = (state: BaseState) => knowledgeOf(state).markScale ?? 1;

/** The least loss of each mark at scale 1 (Classic), most severe first. */
export const MARK_THRESHOLDS: readonly { mark: Exclude<Mark, null>; loss: number; word: string }[] = [
  { mark: '??', loss: 0.15, word: 'blunder' },
  { mark: '?', loss: 0.1, word: 'mistake' },
  { mark: '?!', loss: 0.05, word: 'inaccuracy' },
];

/** The least loss of a mark at all (an inaccuracy), at scale 1. */
export const LEAST_MARKED = MARK_THRESHOLDS[MARK_THRESHOLDS.length - 1]!.loss;

/** The thresholds of a game's scale, as the JSON gives them. */
export function thresholdsOf(scale: number): { inaccuracy: number; mistake: number; blunder: number } {
  const at = (mark: Exclude<Mark, null>) => Math.round(MARK_THRESHOLDS.find((t) => t.mark === mark)!.loss * scale * 1e6) / 1e6;
  return { inaccuracy: at('?!'), mistake: at('?'), blunder: at('??') };
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
