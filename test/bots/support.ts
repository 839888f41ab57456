/** Positions for the bot tests: states met in seeded random games, and a few from greedy games. */
import { applyAction, currentPlayer, isOver, legalActions, newGame, playerView, type BaseState } from '../../src/api.js';
import { botByName } from '../../src/bots/index.js';
import { nextInt, seedRng } from '../../src/engine/rng.js';
import { classicBoard } from '../../src/games/classic/boards/index.js';

export const NAMES = ['Red', 'Blue', 'Green', 'Yellow', 'White'];

/** Every `every`-th state of a seeded random game (random play reaches odd corners of the rules). */
export function randomPositions(map: string, players: number, seed: string, every = 7): BaseState[] {
  return randomPositionsFrom(newGame('classic', { players: NAMES.slice(0, players), seed, map: classicBoard(map) }), seed, every);
}

/** Every `every`-th state of a seeded random game from `state`, of any ruleset. */
export function randomPositionsFrom(state: BaseState, seed: string, every: number): BaseState[] {
  const rng = seedRng(`positions/${seed}`);
  const out: BaseState[] = [];
  for (let step = 0; !isOver(state); step++) {
    if (step % every === 0) out.push(state);
    const actions = legalActions(state);
    const r = applyAction(state, actions[nextInt(rng, actions.length)]!);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
  return out;
}

/** Every `every`-th state of a seeded game between greedy bots (positions people would reach). */
export function greedyPositions(map: string, players: number, seed: string, every = 10): BaseState[] {
  const greedy = botByName('greedy');
  let state = newGame('classic', { players: NAMES.slice(0, players), seed, map: classicBoard(map) });
  const rng = seedRng(`greedy-positions/${seed}`);
  const out: BaseState[] = [];
  for (let step = 0; !isOver(state); step++) {
    if (step % every === 0) out.push(state);
    const seat = currentPlayer(state);
    const r = applyAction(state, greedy.decide(playerView(state, seat), seat, { rng }));
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
  return out;
}
