/**
 * The planner (src/bots/planner.ts, level `medium`): whole games of both games with legal actions
 * only, the same decision for the same view and seed, and a turn of two actions together that a
 * bot looking one action ahead misses. (Its honesty is tested with every level's in bots.test.ts
 * and h2026.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { applyAction, currentPlayer, formatAction, isOver, newGame, playerView, type BaseState } from '../../src/api.js';
import { botByName } from '../../src/bots/index.js';
import { plannerBot, planTurn } from '../../src/bots/planner.js';
import { seedRng } from '../../src/engine/rng.js';
import { classicBoard } from '../../src/games/classic/boards/index.js';
import { animalOf } from '../../src/games/classic/rules/components.js';
import type { ClassicState } from '../../src/games/classic/rules/state.js';
import { blankGame, board, put } from '../rules/classic/fixtures.js';
import { NAMES } from './support.js';

const planner = botByName('planner');
const greedy = botByName('greedy');
/** A narrow planner for whole games (every part of the search, at a fraction of the cost). */
const narrow = plannerBot({ beamWidth: 2, stepWidth: 4, chanceDeals: 2, chanceLeaves: 1, answers: 2, answerDeals: 1 });

describe('planner', () => {
  it('planner - plays whole games of Classic and of Hacienda 2026 with legal actions only', () => {
    const games: BaseState[] = [
      newGame('classic', { players: NAMES.slice(0, 2), seed: 'planner/c2', map: classicBoard('symmetric') }),
      newGame('2026', { players: NAMES.slice(0, 2), seed: 'planner/h2' }),
      newGame('2026', { players: NAMES.slice(0, 3), seed: 'planner/h3', mode: 'hacienda' }),
    ];
    for (const [g, start] of games.entries()) {
      // The planner in every seat: each of its decisions is applied, so an illegal one would stop the game.
      let state = start;
      const rng = seedRng(`planner/game/${g}`);
      let actions = 0;
      while (!isOver(state) && actions < 2000) {
        const seat = currentPlayer(state);
        const action = narrow.decide(playerView(state, seat), seat, { rng });
        const r = applyAction(state, action);
        expect(r.ok, `game ${g}, action ${actions}: ${JSON.stringify(action)}`).toBe(true);
        if (!r.ok) return;
        state = r.state;
        actions++;
      }
      expect(isOver(state), `game ${g} ends`).toBe(true);
    }
  });

  it('planner - the same view and seed give the same plan', () => {
    const state = newGame('2026', { players: NAMES.slice(0, 2), seed: 'planner/same' });
    const a = planTurn(state, 0, seedRng('same'));
    const b = planTurn(playerView(state, 0), 0, seedRng('same'));
    expect(a.turns.length).toBeGreaterThan(1);
    expect(b).toEqual(a);
  });

  it('planner - buys the card that reaches a market and plays it in the same turn, where one action ahead harvests', () => {
    // Red's herd of six cattle beside its mountain chain touches the markets B3 and F3; C4 and D4,
    // next to the herd, touch the third market, D5. Red has 3 pesos, two actions left, no cards;
    // a cattle card lies in the display, and the chain can be harvested for 12 pesos.
    const s = blankGame(board(['m m m m p p p p', 'p p p p p p p p', 'p M p p p M p p', 'p p p p p p p p', 'p p p M p p p p', 'p p p p p p p p']));
    put(s, ['A1', 'B1', 'C1', 'D1'], 0, 'land');
    put(s, ['A2', 'B2', 'C2', 'D2', 'E2', 'D3'], 0, 'cattle');
    put(s, ['G6', 'H6'], 1, 'land');
    const [card] = s.animalDeck.splice(
      s.animalDeck.findIndex((c) => animalOf(c) === 'cattle'),
      1,
    );
    s.animalDeck.unshift(s.animalDisplay[0]!);
    s.animalDisplay[0] = card!;
    s.players[0]!.money = 3;
    s.turn.actions = 1;
    s.roundActions = 1;
    // No hacienda to buy with the harvest's pesos: the harvest's best follow-up would be one.
    s.haciendas = 0;

    // One action ahead, the harvest's 12 pesos look best; the card alone is worth less than its price.
    expect(formatAction(s, greedy.decide(s, 0, { rng: seedRng('one') }))).toBe('harvest A1');

    const [plan] = planTurn(s, 0, seedRng('two')).turns;
    expect(plan!.actions.map((a) => formatAction(s, a))).toEqual(['buy animal display 1', expect.stringMatching(/^play animal cattle [CD]4$/)]);

    // And it plays that turn: the card bought, then the cattle beside D5, which pays 7 + 4 pesos.
    const first = planner.decide(s, 0, { rng: seedRng('play') });
    expect(first).toEqual(plan!.actions[0]);
    const after = applyAction(s, first);
    if (!after.ok) throw new Error(after.message);
    const second = planner.decide(after.state, 0, { rng: seedRng('play') });
    const end = applyAction(after.state, second);
    if (!end.ok) throw new Error(end.message);
    expect(formatAction(after.state, second)).toMatch(/^play animal cattle [CD]4$/);
    expect((end.state as ClassicState).players[0]!.money).toBe(0 + 7 + 4);
    expect(currentPlayer(end.state)).toBe(1);
  });
});
