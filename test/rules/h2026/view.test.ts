/**
 * What a seat sees, and dealing what it cannot see (for search bots). What the table saw
 * (docs/rulings.md R10): a card taken from the face-up queue is known to every player, so no view
 * hides it, until a card of its kind leaves the hand; a card drawn from the deck stays its taker's
 * secret. Dealing the hidden cards keeps the known ones where they are.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIDDEN_CARD } from '../../../src/engine/ruleset.js';
import { nextInt, seedRng } from '../../../src/engine/rng.js';
import { forgetShown } from '../../../src/games/h2026/rules/cards.js';
import { CARD_COUNT, kindByName, kindOf } from '../../../src/games/h2026/rules/components.js';
import { act, blankGame, board, BLUE, give, h2026, put, RED, SEATS, setQueue, stackDeck, type H2026State } from './fixtures.js';

describe('view', () => {
  const s = h2026.newGame({ players: SEATS.slice(0, 3), seed: 'view' });

  it("view - hides other players' hands, the deck order and the removed cards, keeping their sizes", () => {
    const v = h2026.view(s, BLUE);
    expect(v.hidden).toBe(true);
    expect(v.rng).toEqual([0, 0, 0, 0]);
    expect(v.players[BLUE]!.hand).toEqual(s.players[BLUE]!.hand);
    expect(v.players[RED]!.hand).toEqual(new Array(6).fill(HIDDEN_CARD));
    expect(v.deck).toEqual(new Array(s.deck.length).fill(HIDDEN_CARD));
    expect(v.removed.every((c) => c === HIDDEN_CARD)).toBe(true);
    expect(v.queue).toEqual(s.queue);
    expect(v.players.map((p) => [p.vp, p.reserves, p.hand.length])).toEqual(s.players.map((p) => [p.vp, p.reserves, p.hand.length]));
  });

  it('view - the seat to act lists the same actions from its view', () => {
    const seat = h2026.currentPlayer(s);
    expect(h2026.legalActions(h2026.view(s, seat))).toEqual(h2026.legalActions(s));
  });

  it('view - an action that would draw from the hidden deck is rejected as hidden', () => {
    const v = h2026.view(s, h2026.currentPlayer(s));
    const r = h2026.apply(v, { type: 'take', card: -1 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.code).toBe('hidden');
  });

  it('determinize - deals the unseen cards at random, keeping every pile and what the seat has seen', () => {
    let g = blankGame(board(['p p p', 'p C p']));
    put(g, 'A1', RED, 'land');
    give(g, RED, 'anteater-forest', 'anteater-marsh', 'jaguar-hill');
    give(g, BLUE, 'capybara-hill');
    g = act(g, 'pair anteater-forest anteater-marsh animal anteater B1');
    const d = h2026.determinize!(h2026.view(g, RED), RED, seedRng('d'));
    expect(d.hidden).toBeUndefined();
    expect(d.players[RED]!.hand).toEqual(g.players[RED]!.hand);
    expect(d.players[BLUE]!.hand).toHaveLength(1);
    expect(d.deck).toHaveLength(g.deck.length);
    expect(d.discard).toEqual(g.discard);
    expect(d.queue).toEqual(g.queue);
    const all = [d.deck, d.queue, d.discard, d.removed, ...d.players.map((p) => p.hand)].flat().sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: CARD_COUNT }, (_, i) => i));
    expect(h2026.legalActions(d)).toEqual(h2026.legalActions(g));
  });
});

const MAP = board(['f p p p p p C', 'p p p p p p p', 'p p p p p p p', 'p p p p p p p']);
const FOUR = 'anteater-forest capybara-hill guanaco-pampas jaguar-marsh';
const known = (hand: readonly number[]) => hand.filter((c) => c !== HIDDEN_CARD);
const handSeenBy = (state: H2026State, seat: number, of: number) => h2026.view(state, seat).players[of]!.hand;
const SPECTATOR = -1;

/** Red with a land marker on A2, holding `hand` (cards the table did not see), and the queue showing `queue`. */
function table(hand: string[], queue: string[]): H2026State {
  const s = blankGame(MAP);
  put(s, 'A2', RED, 'land');
  give(s, RED, ...hand);
  return setQueue(s, ...queue);
}

/** Red takes the queue's card of kind `name`: the state after, and the card's id. */
function takeFromQueue(s: H2026State, name: string): { state: H2026State; card: number } {
  const card = s.queue.find((c) => kindOf(c) === kindByName(name))!;
  return { state: act(s, `take ${name}`), card };
}

describe('view: what the table saw (R10)', () => {
  it("view - R10: a card taken from the queue is named in another seat's view and a spectator's, in its place; the rest of the hand is hidden", () => {
    const before = table(['anteater-forest', 'capybara-hill'], ['jaguar-marsh', 'guanaco-meadow', 'wild-animal']);
    expect(known(handSeenBy(before, BLUE, RED))).toEqual([]);
    const { state, card } = takeFromQueue(before, 'jaguar-marsh');
    expect(state.players[RED]!.shown).toEqual([card]);
    const hand = state.players[RED]!.hand;
    for (const seat of [BLUE, SPECTATOR]) {
      const seen = handSeenBy(state, seat, RED);
      expect(seen).toHaveLength(hand.length);
      expect(known(seen)).toEqual([card]);
      expect(seen.indexOf(card)).toBe(hand.indexOf(card));
    }
    // The owner sees the whole hand, as before; Blue's own hand is Blue's.
    expect(handSeenBy(state, RED, RED)).toEqual(hand);
    expect(h2026.view(state, BLUE).players[BLUE]).toEqual(state.players[BLUE]);
  });

  it('view - R10: a card a visitor center gives from the queue is seen; the cards one draws from the deck are not', () => {
    // An anteater on F1, next to the visitor center on G1: a spring center gives a queue card, a plain one draws two.
    const pairBeside = (center: string) => {
      const s = blankGame(board([`f p p p p p ${center}`, 'p p p p p p p']));
      put(s, 'E1', RED, 'land');
      give(s, RED, 'anteater-forest', 'anteater-marsh');
      setQueue(s, 'jaguar-marsh', 'guanaco-meadow', 'wild-animal');
      stackDeck(s, 'capybara-hill', 'capybara-marsh');
      return act(s, 'pair anteater-forest anteater-marsh animal anteater F1');
    };
    const spring = pairBeside('S');
    expect(spring.pending).toEqual([{ step: 'queue' }]);
    const { state, card } = takeFromQueue(spring, 'guanaco-meadow');
    expect(state.players[RED]!.hand).toEqual([card]);
    expect(handSeenBy(state, BLUE, RED)).toEqual([card]);
    const plain = pairBeside('C');
    expect(plain.players[RED]!.hand).toHaveLength(2);
    expect(plain.players[RED]!.shown).toEqual([]);
    expect(known(handSeenBy(plain, BLUE, RED))).toEqual([]);
  });

  it('view - R10: a card drawn from the deck stays hidden to the others', () => {
    const { state, card } = takeFromQueue(table(['anteater-forest'], ['jaguar-marsh', 'guanaco-meadow', 'wild-animal']), 'jaguar-marsh');
    stackDeck(state, 'capybara-hill');
    const drew = act(state, 'take deck');
    expect(drew.players[RED]!.hand).toHaveLength(3);
    expect(drew.players[RED]!.shown).toEqual([card]);
    expect(known(handSeenBy(drew, BLUE, RED))).toEqual([card]);
    expect(known(handSeenBy(drew, SPECTATOR, RED))).toEqual([card]);
  });

  it('view - R10: after a pair spends a card of its kind, the others no longer know of it, whichever card of the kind was played', () => {
    let s = table(['anteater-forest', 'anteater-marsh'], ['anteater-marsh', 'jaguar-hill', 'wild-animal']);
    const first = takeFromQueue(s, 'anteater-marsh');
    const second = takeFromQueue(first.state, 'jaguar-hill');
    s = second.state;
    expect(known(handSeenBy(s, BLUE, RED)).sort()).toEqual([first.card, second.card].sort());
    s = act(s, 'pair anteater-forest anteater-marsh animal anteater B2');
    // The pair took the anteater-marsh card Red held before (the first of its kind in the hand):
    // the one taken from the queue is still there, but the others cannot tell which one went.
    expect(s.players[RED]!.hand).toContain(first.card);
    expect(s.players[RED]!.shown).toEqual([second.card]);
    expect(known(handSeenBy(s, BLUE, RED))).toEqual([second.card]);
  });

  it('view - R10: after a pair plays the very card taken from the queue, it is no longer known', () => {
    const { state, card } = takeFromQueue(table(['anteater-forest'], ['anteater-marsh', 'jaguar-hill', 'wild-animal']), 'anteater-marsh');
    const s = act(state, 'pair anteater-forest anteater-marsh animal anteater B2');
    expect(s.players[RED]!.hand).not.toContain(card);
    expect(s.players[RED]!.shown).toEqual([]);
    expect(known(handSeenBy(s, BLUE, RED))).toEqual([]);
  });

  it('view - R10: paying for a water tile spends the known card of each kind paid; other kinds, a wild card among them, stay known', () => {
    let s = table(FOUR.split(' '), ['jaguar-marsh', 'jaguar-hill', 'wild-animal']);
    const taken = ['jaguar-marsh', 'jaguar-hill', 'wild-animal'].map((name) => {
      const r = takeFromQueue(s, name);
      s = r.state;
      return r.card;
    });
    expect(s.players[RED]!.shown).toEqual(taken);
    // Blue's turn: Blue takes from the deck three times, and Red pays with cards of their own.
    s = act(act(act(s, 'take deck'), 'take deck'), 'take deck');
    s = act(s, `water ${FOUR}`);
    // A jaguar-marsh card went: the known one is known no more. A jaguar-hill is another kind, and
    // a wild animal card is a kind of its own, even where it could have stood for the jaguar.
    expect(s.players[RED]!.shown).toEqual(taken.slice(1));
    expect(known(handSeenBy(s, BLUE, RED)).sort()).toEqual(taken.slice(1).sort());
  });

  it('view - R10: a payment that spends a wild card forgets a known wild card of that kind only', () => {
    const wildAnimal = (n: number) => CARD_COUNT - 1 - n;
    const wildTerrain = (n: number) => CARD_COUNT - 13 - n;
    expect(kindOf(wildAnimal(0))).toBe(kindByName('wild-animal'));
    expect(kindOf(wildTerrain(0))).toBe(kindByName('wild-terrain'));
    expect(forgetShown([wildAnimal(0), wildTerrain(0)], [wildAnimal(1)])).toEqual([wildTerrain(0)]);
    expect(forgetShown([wildAnimal(0), wildTerrain(0)], [wildTerrain(1)])).toEqual([wildAnimal(0)]);
    // Four cards of a kind: two known, two played; neither known one may be left.
    expect(forgetShown([0, 1], [2, 3])).toEqual([]);
    expect(forgetShown([0, 1], [3])).toEqual([1]);
    expect(forgetShown([0, 1], [1])).toEqual([0]);
    expect(forgetShown([0, 4], [1])).toEqual([4]);
  });

  it('determinize - R10: the cards the table saw stay in their hands, in their places, and are dealt nowhere else', () => {
    const { state, card } = takeFromQueue(table(['anteater-forest', 'capybara-hill'], ['jaguar-marsh', 'guanaco-meadow', 'wild-animal']), 'jaguar-marsh');
    const view = h2026.view(state, BLUE);
    const place = view.players[RED]!.hand.indexOf(card);
    expect(place).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 20; i++) {
      const dealt = h2026.determinize!(view, BLUE, seedRng(`seen/${i}`));
      expect(dealt.players[RED]!.hand[place]).toBe(card);
      expect(dealt.players[RED]!.hand.filter((c) => c === card)).toHaveLength(1);
      expect(dealt.deck).not.toContain(card);
      expect(dealt.removed).not.toContain(card);
      expect(h2026.view(dealt, BLUE)).toEqual(view);
    }
  });

  it('view - R10: in random games, what a hand shows is always in it, every view names exactly those cards, and dealing keeps every view', () => {
    let sawShown = 0;
    let sawForgotten = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.constantFrom('basic' as const, 'hacienda' as const),
        fc.integer({ min: 0, max: 1e6 }),
        (players, mode, seed) => {
          let s = h2026.newGame({ players: SEATS.slice(0, players), seed: `shown/${seed}`, mode });
          const rng = seedRng(`shown/moves/${seed}`);
          for (let step = 0; !s.over; step++) {
            for (const [i, p] of s.players.entries()) {
              expect(new Set(p.shown).size, `${p.name}'s shown cards are distinct`).toBe(p.shown.length);
              for (const c of p.shown) expect(p.hand, `${p.name}'s shown card ${c} is in the hand (step ${step})`).toContain(c);
              sawShown += p.shown.length > 0 ? 1 : 0;
              for (const seat of [SPECTATOR, ...s.players.keys()]) {
                const seen = h2026.view(s, seat).players[i]!.hand;
                expect(seen).toEqual(seat === i ? p.hand : p.hand.map((c) => (p.shown.includes(c) ? c : HIDDEN_CARD)));
              }
            }
            if (step % 7 === 0) {
              const seat = nextInt(rng, players);
              const view = h2026.view(s, seat);
              expect(h2026.view(h2026.determinize!(view, seat, seedRng(`shown/deal/${seed}/${step}`)), seat)).toEqual(view);
            }
            const legal = h2026.legalActions(s);
            const r = h2026.apply(s, legal[nextInt(rng, legal.length)]!);
            if (!r.ok) throw new Error(r.message);
            const p = s.turn.player;
            if (r.state.players[p]!.shown.length < s.players[p]!.shown.length) sawForgotten++;
            s = r.state;
          }
        },
      ),
      { numRuns: 6, seed: 2026 },
    );
    // The property met both halves of the ruling: cards known, and known cards forgotten.
    expect(sawShown).toBeGreaterThan(0);
    expect(sawForgotten).toBeGreaterThan(0);
  });
});
