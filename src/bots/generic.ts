/**
 * Which knowledge the bots use for a state: its game's own (src/games/<name>/bots), or for a game
 * without one the generic knowledge: its projected scores as the evaluation, every legal action
 * as a candidate, uniform random playouts. That is enough for the bots to play any game, if not
 * well.
 */
import { applyAction, currentPlayer, isOver, legalActions, projectedScores, ruleset, totals, type BaseAction, type BaseState } from '../api.js';
import { nextInt, type RngState } from '../engine/rng.js';
import { findGame } from '../games/index.js';
import type { Knowledge } from './knowledge.js';

/**
 * A knowledge of the state's game for one user (Game.knowledge): a search, a decision, the coach's
 * judging of a game make their own, and never share it with another that runs beside them.
 */
export function knowledgeOf(state: Pick<BaseState, 'ruleset'>): Knowledge {
  return findGame(state.ruleset)?.knowledge?.() ?? generic;
}

/** Deals what `seat` cannot see, when the ruleset can; otherwise the state as it is. */
export function determinize(state: BaseState, seat: number, rng: RngState): BaseState {
  const r = ruleset(state.ruleset);
  return r.determinize ? r.determinize(state, seat, rng) : state;
}

const canonical = (action: BaseAction) => JSON.stringify(action, Object.keys(action).sort());

/** Knowledge for a game the bots know nothing special about: it keeps nothing, so all may share it. */
export const generic: Knowledge = {
  evaluate(state, out) {
    const held = totals(state);
    const now = isOver(state) ? held.map(() => 0) : projectedScores(state).map((s) => s.total);
    for (let i = 0; i < held.length; i++) out[i] = held[i]! + now[i]!;
  },
  spread: (state) => (isOver(state) ? 0.5 : 10),
  turnsLeft: (state) => (isOver(state) ? 0 : Infinity),
  overtime: () => 0,
  key: canonical,
  shortlist: (_state, legal) => legal,
  isChance: () => false,
  candidates(state, limit) {
    const actions = legalActions(state).slice(0, limit);
    return { actions, scores: actions.map(() => 0), keys: actions.map(canonical) };
  },
  rollout(state, rng, _noise, turns, toEnd, maxActions) {
    let passed = 0;
    for (let steps = 0; !isOver(state) && (toEnd || passed < turns) && steps < maxActions; steps++) {
      const actions = legalActions(state);
      const player = currentPlayer(state);
      const r = applyAction(state, actions[nextInt(rng, actions.length)]!);
      if (!r.ok) break;
      state = r.state;
      if (currentPlayer(state) !== player) passed++;
    }
    return state;
  },
  nearEnd: () => true,
  // Not measured for a game the bots do not know: the spread its utility assumes mid-game.
  marginSpread: 10,
};
