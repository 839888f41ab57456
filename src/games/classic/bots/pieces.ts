/**
 * Each player's pieces (land and animal tiles) on a line's board (playout.ts), in board order,
 * kept as the line places them. The policy's survey (policy.ts) starts from the current player's
 * pieces; without these lists it reads every space of the board for them at every step of a
 * playout (228 spaces on the built-in boards, against a dozen or two pieces a player).
 *
 * Only land and animal actions add pieces (C5, C6), and no piece ever leaves the board, so the
 * lists only grow.
 *
 * They also count the line's actions that change what the survey reads of the board, so that
 * the policy can keep its survey of a player from one step to the next while nothing it read has
 * changed: a card bought (about 4 in 10 of a playout's actions with 4 players) or a turn ended
 * changes nothing on the board.
 */
import type { ClassicAction, ClassicState } from '../rules/state.js';

export class Pieces {
  /**
   * Player p's spaces, ascending. Plain arrays, not one typed array for all: a line is made every
   * search iteration, and V8 allocates a typed array of that size far more slowly (its own
   * backing store) than a few short arrays.
   */
  private readonly spaces: number[][] = [];
  /** Actions that placed a piece or water (C5, C6, C11): the board's layout changed. */
  layoutChanges = 0;
  /** Actions that placed a harvest token (C9) or a hacienda (C10) on a piece. */
  markChanges = 0;

  constructor(state: ClassicState) {
    const { owner } = state;
    const players = state.players.length;
    for (let p = 0; p < players; p++) this.spaces.push([]);
    for (let s = 0, size = owner.length; s < size; s++) {
      const p = owner[s]!;
      if (p >= 0 && p < players) this.spaces[p]!.push(s);
    }
  }

  /** Records `action`, about to be performed by player `p`: a tile placed adds its space. */
  record(p: number, action: ClassicAction): void {
    if (action.type === 'water') this.layoutChanges++;
    if (action.type === 'harvest' || action.type === 'hacienda') this.markChanges++;
    if (action.type !== 'land' && action.type !== 'animal') return;
    this.layoutChanges++;
    const s = action.space;
    const list = this.spaces[p]!;
    // Kept ascending (a few dozen spaces at most).
    let at = list.length;
    list.push(s);
    while (at > 0 && list[at - 1]! > s) {
      list[at] = list[at - 1]!;
      at--;
    }
    list[at] = s;
  }

  /** Player p's pieces, ascending. */
  of(p: number): readonly number[] {
    return this.spaces[p]!;
  }
}
