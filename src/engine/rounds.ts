/**
 * Turns and rounds, as every game here has them: the turn passes seat by seat; when it comes back
 * to the start player a round ends, and the scorings that fell due during it are held; a round in
 * which nobody took an action ends the game with the final scoring alone (the stall rule: Classic
 * C15, Hacienda 2026 R2026-9); the final scoring ends the game. A game says how its turns look,
 * which scorings are due and how one is held (`RoundRules`); the order is the core's.
 *
 * Works on a private draft (`d`), as the games' effects do.
 */
/** The part of a state the machinery reads and writes. */
export interface RoundsState {
  readonly players: readonly unknown[];
  startPlayer: number;
  round: number;
  /** Actions taken in this round, by anyone. */
  roundActions: number;
  over: boolean;
  /** Why the game ended (every game has `stalled` among its reasons); null while it goes on. */
  endReason: string | null;
  turn: { player: number };
}

/** Events nobody reads (a bot's playout): the machinery tells them to no one. */
export const NO_EVENTS: { push(...events: unknown[]): number } = { push: () => 0 };

/** Where events go: a game's event list, which takes the events the machinery tells. */
export interface CoreEvents<R> {
  push(...events: ({ type: 'turn'; player: number } | { type: 'round'; round: number } | { type: 'game-over'; reason: R })[]): number;
}

/**
 * A game's part. `X` is whatever else its callbacks need, passed through as given (Classic: the
 * draft that copies arrays before writing them).
 */
export interface RoundRules<D extends RoundsState, K extends string, E extends CoreEvents<D['endReason']>, X = undefined> {
  /** A fresh turn for `player` (-1 once the game is over). */
  newTurn(d: D, player: number): D['turn'];
  /**
   * The scorings due at this round's end, in order, and whether the final one is among them (then
   * also the reason the game ends); clears what it returns.
   */
  takeDue(d: D): { scorings: K[]; final: boolean };
  /** The final scoring's kind. */
  readonly finalScoring: K;
  /** Holds a scoring: points to the players, and its event. */
  holdScoring(d: D, kind: K, events: E, extra: X): void;
}

/** Passes the turn to the next seat; at the end of a round, holds the scorings due. */
export function passTurn<D extends RoundsState, K extends string, E extends CoreEvents<D['endReason']>, X>(
  d: D,
  rules: RoundRules<D, K, E, X>,
  events: E,
  extra: X,
): void {
  const next = (d.turn.player + 1) % d.players.length;
  if (next === d.startPlayer) {
    endRound(d, rules, events, extra);
    if (d.over) return;
  }
  d.turn = rules.newTurn(d, next);
  events.push({ type: 'turn', player: next });
}

function endRound<D extends RoundsState, K extends string, E extends CoreEvents<D['endReason']>, X>(
  d: D,
  rules: RoundRules<D, K, E, X>,
  events: E,
  extra: X,
): void {
  const due = rules.takeDue(d);
  // The stall rule: a whole round without an action ends the game with the final scoring alone;
  // a scoring that fell due and was not yet held is not held (none can be: scorings fall due in
  // actions).
  const stalled = d.roundActions === 0;
  if (stalled) d.endReason = 'stalled' as D['endReason'];
  const scorings = stalled ? [rules.finalScoring] : due.scorings;
  for (const kind of scorings) rules.holdScoring(d, kind, events, extra);
  if (stalled || due.final) {
    endGame(d, rules, events);
    return;
  }
  d.round++;
  d.roundActions = 0;
  events.push({ type: 'round', round: d.round });
}

/** The game is over (after its final scoring): no one is to act. */
export function endGame<D extends RoundsState, K extends string, E extends CoreEvents<D['endReason']>, X>(
  d: D,
  rules: RoundRules<D, K, E, X>,
  events: E,
): void {
  d.over = true;
  d.turn = rules.newTurn(d, -1);
  events.push({ type: 'game-over', reason: d.endReason });
}
