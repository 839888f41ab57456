/**
 * What the table saw (docs/rulings.md R10): a card bought from a display is known to every player,
 * so no view hides it, until a card of its kind is played; a card drawn from a deck stays its
 * taker's secret. Dealing the hidden cards keeps the known ones where they are.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, playerView } from '../../../src/api.js';
import { HIDDEN_CARD } from '../../../src/engine/ruleset.js';
import { seedRng } from '../../../src/engine/rng.js';
import { classicBoard } from '../../../src/games/classic/boards/index.js';
import { animalOf } from '../../../src/games/classic/rules/components.js';
import { classicDeterminize } from '../../../src/games/classic/rules/determinize.js';
import type { ClassicAction, ClassicState } from './fixtures.js';

const RED = 0;
const BLUE = 1;

function play(state: ClassicState, action: ClassicAction): ClassicState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(r.message);
  return r.state as ClassicState;
}

const known = (hand: readonly number[]) => hand.filter((c) => c !== HIDDEN_CARD);
const viewOf = (state: ClassicState, seat: number) => playerView(state, seat) as ClassicState;

/** A new game in which Red has just bought the first face-up animal card. */
function boughtFromDisplay(seed: string) {
  const start = newGame('classic', { players: ['Red', 'Blue'], seed, map: classicBoard('symmetric'), startPlayer: RED }) as ClassicState;
  const card = start.animalDisplay[0]!;
  return { start, card, state: play(start, { type: 'buy', deck: 'animal', slot: 0 }) };
}

describe('classic views: what the table saw', () => {
  it('view - R10: a card bought from a display is named in every other view (and a spectator’s), the rest of the hand hidden', () => {
    const { start, card, state } = boughtFromDisplay('seen/1');
    expect(known(viewOf(start, BLUE).players[RED]!.animalHand)).toEqual([]);
    const blue = playerView(state, BLUE) as ClassicState;
    expect(known(blue.players[RED]!.animalHand)).toEqual([card]);
    expect(blue.players[RED]!.animalHand).toHaveLength(state.players[RED]!.animalHand.length);
    expect(known((playerView(state, -1) as ClassicState).players[RED]!.animalHand)).toEqual([card]);
    // The owner sees the whole hand, as before.
    expect(viewOf(state, RED).players[RED]!.animalHand).toEqual(state.players[RED]!.animalHand);
  });

  it('view - R10: a card drawn from a deck stays hidden to the others', () => {
    const { card, state } = boughtFromDisplay('seen/2');
    const drew = play(state, { type: 'buy', deck: 'animal', slot: -1 });
    const blue = playerView(drew, BLUE) as ClassicState;
    expect(known(blue.players[RED]!.animalHand)).toEqual([card]);
    expect(blue.players[RED]!.animalHand.filter((c) => c === HIDDEN_CARD)).toHaveLength(drew.players[RED]!.animalHand.length - 1);
  });

  it('view - R10: once a card of its kind is played, the others no longer know of it', () => {
    // Seeds until Red can buy a face-up animal card, lay land, and play an animal of that kind beside it in one turn.
    for (let seed = 0; seed < 60; seed++) {
      const { card, state } = boughtFromDisplay(`seen/play/${seed}`);
      const kind = animalOf(card);
      for (const land of legalActions(state) as ClassicAction[]) {
        if (land.type !== 'land') continue;
        const after = play(state, land);
        const animal = (legalActions(after) as ClassicAction[]).find((a) => a.type === 'animal' && a.animal === kind);
        if (!animal) continue;
        const played = play(after, animal);
        expect(known(viewOf(after, BLUE).players[RED]!.animalHand)).toEqual([card]);
        expect(played.players[RED]!.shownAnimals).toEqual([]);
        expect(known(viewOf(played, BLUE).players[RED]!.animalHand)).toEqual([]);
        return;
      }
    }
    throw new Error('no seed gave a display animal card Red could play in its first turn');
  });

  it('determinize - R10: the cards the table saw stay in their hands, in their places; the rest are dealt', () => {
    const { card, state } = boughtFromDisplay('seen/3');
    const view = playerView(state, BLUE) as ClassicState;
    const place = view.players[RED]!.animalHand.indexOf(card);
    for (let i = 0; i < 20; i++) {
      const dealt = classicDeterminize(view, BLUE, seedRng(`deal/${i}`));
      expect(dealt.players[RED]!.animalHand[place]).toBe(card);
      expect(dealt.players[RED]!.animalHand.filter((c) => c === card)).toHaveLength(1);
      expect(dealt.animalDeck).not.toContain(card);
      expect(playerView(dealt, BLUE)).toEqual(view);
    }
  });

  it('determinize - deals a state as it deals a fresh copy of it, whichever seats it dealt that state for before (what a seat has not seen is kept per state)', () => {
    const { state } = boughtFromDisplay('seen/4');
    const fresh = (seat: number, seed: string) => classicDeterminize(structuredClone(state), seat, seedRng(seed));
    for (const [k, seat] of [RED, BLUE, BLUE, RED, BLUE].entries()) {
      const seed = `again/${k}`;
      expect(classicDeterminize(state, seat, seedRng(seed))).toEqual(fresh(seat, seed));
    }
    // The other seat's hand is what is dealt: dealing for Red and for Blue differ.
    expect(classicDeterminize(state, RED, seedRng('x')).players[BLUE]).not.toEqual(classicDeterminize(state, BLUE, seedRng('x')).players[BLUE]);
  });
});
