/**
 * Marks and figures from losses (docs/analysis.md): a loss is the chance of winning an action gave
 * away, 0..1. The thresholds are lichess's, on a 0..1 scale of win chance.
 */
export type Mark = '?!' | '?' | '??' | null;

/** The least loss of each mark, most severe first. */
export const MARK_THRESHOLDS: readonly { mark: Exclude<Mark, null>; loss: number; word: string }[] = [
  { mark: '??', loss: 0.15, word: 'blunder' },
  { mark: '?', loss: 0.1, word: 'mistake' },
  { mark: '?!', loss: 0.05, word: 'inaccuracy' },
];

export function markOf(loss: number): Mark {
  for (const t of MARK_THRESHOLDS) if (loss >= t.loss) return t.mark;
  return null;
}

/**
 * An action's accuracy, 0..100, from its loss in percent of win chance: lichess's curve
 * (103.1668 e^(-0.04354 x) - 3.1669), 100 for no loss, about 65 for a loss of 10%.
 */
export function accuracyOf(loss: number): number {
  return Math.min(100, Math.max(0, 103.1668 * Math.exp(-0.04354 * loss * 100) - 3.1669));
}
