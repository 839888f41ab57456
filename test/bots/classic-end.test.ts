/**
 * The end of a Classic game between bots: the last animal card is worth taking to the player who
 * wants the game over. (Before, the turns left once it was taken counted more than with it still
 * in the stack, so taking it looked like putting the end off; two bots traded harvest tokens for
 * 500 rounds.)
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/api.js';
import { classicKnowledge as makeKnowledge } from '../../src/games/classic/bots/knowledge.js';
import { utility } from '../../src/bots/knowledge.js';
import { classicBoard } from '../../src/games/classic/boards/index.js';
import type { ClassicState } from '../../src/games/classic/rules/state.js';

const MAP = classicBoard('symmetric');
const classicKnowledge = makeKnowledge();

/** A game whose animal stacks are down to their last card (the others out of the game, so every card is somewhere). */
function lastCard(players: number, round: number): ClassicState {
  const s = newGame('classic', { players: ['A', 'B', 'C', 'D', 'E'].slice(0, players), seed: `end-${players}`, map: MAP, startPlayer: 0 }) as ClassicState;
  const gone = [...s.animalDeck.slice(1), ...s.animalReserve];
  return { ...s, stack: 2, animalReserve: [], animalDeck: s.animalDeck.slice(0, 1), removedAnimals: [...s.removedAnimals, ...gone], round };
}

describe('classic bots at the end', () => {
  it.each([2, 3, 4, 5])('classic knowledge - with %i players, the last animal card taken leaves fewer turns than before it was taken', (players) => {
    const before = lastCard(players, 20);
    const after: ClassicState = { ...before, animalDeck: [], finalDue: true };
    expect(classicKnowledge.turnsLeft(after)).toBeLessThan(classicKnowledge.turnsLeft(before));
    expect(classicKnowledge.turnsLeft(after)).toBeGreaterThan(0);
  });

  it.each([1, 5, 20])('classic knowledge - a player %i points ahead in a game gone on too long wants the last animal card taken', (margin) => {
    const before = lastCard(2, 60);
    const after: ClassicState = { ...before, animalDeck: [], finalDue: true };
    const value = (s: ClassicState) => utility(margin, classicKnowledge.spread(s), classicKnowledge.turnsLeft(s), classicKnowledge.overtime(s));
    expect(value(after)).toBeGreaterThan(value(before));
  });
});
