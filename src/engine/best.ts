/**
 * Choosing the best few of many scored things without sorting them all: a search asks for its
 * best candidates at every node it opens, from lists of up to a few hundred.
 */

/**
 * The indices of the `limit` highest of the first `count` scores, highest first, the earlier first
 * among equals: what a stable sort of every index by score, cut to `limit`, gives.
 */
export function bestIndices(scores: ArrayLike<number>, count: number, limit: number): number[] {
  const kept: number[] = [];
  for (let i = 0; i < count; i++) {
    const v = scores[i]!;
    if (kept.length === limit && !(v > scores[kept[limit - 1]!]!)) continue;
    let at = kept.length === limit ? limit - 1 : kept.length;
    for (; at > 0 && v > scores[kept[at - 1]!]!; at--) kept[at] = kept[at - 1]!;
    kept[at] = i;
  }
  return kept;
}
