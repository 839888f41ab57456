/**
 * Visitor centers: rulebook "Placing an Animal Adjacent to a Visitor Center" and "Special Visitor
 * Centers", rulings N6 and R2026-5, R2026-14, R2026-20.
 */
import { describe, expect, it } from 'vitest';
import { scoreNow } from '../../../src/games/h2026/rules/scoring.js';
import {
  act,
  actWith,
  at,
  blankGame,
  board,
  BLUE,
  drainDeck,
  eventsOf,
  give,
  hand,
  legalTexts,
  put,
  queueNames,
  RED,
  reject,
  setQueue,
  stackDeck,
  waterAway,
} from './fixtures.js';

/** A board with the center `code` at B2, and Red ready to place an anteater on B1 next to it. */
function besideCenter(code: string) {
  const s = blankGame(board(['p p p p', `p ${code} p p`, 'p p p p']));
  put(s, 'A1', RED, 'land');
  give(s, RED, 'anteater-forest', 'anteater-marsh');
  return s;
}
const PLACE = 'pair anteater-forest anteater-marsh animal anteater B1';

describe('N6 visitor centers', () => {
  it('N6 visitor centers - an animal placed next to a visitor center draws 2 cards from the deck', () => {
    const s = besideCenter('C');
    stackDeck(s, 'jaguar-hill', 'guanaco-meadow');
    const { state, events } = actWith(s, PLACE);
    expect(hand(state, RED)).toEqual(['guanaco-meadow', 'jaguar-hill']);
    expect(eventsOf(events, 'center')).toEqual([{ type: 'center', player: RED, space: at(s, 'B2'), kind: 'plain' }]);
    expect(state.turn.actions).toBe(1);
  });

  it('N6 visitor centers - land markers next to a center trigger nothing', () => {
    const s = blankGame(board(['f p p', 'p C p', 'p p p']));
    give(s, RED, 'anteater-forest', 'capybara-forest');
    expect(hand(act(s, 'pair anteater-forest capybara-forest land A1'), RED)).toEqual([]);
  });

  it('N6 visitor centers - an animal touching two centers triggers both, in reading order (R2026-5)', () => {
    const s = blankGame(board(['p D p', 'p p p', 'p C p']));
    put(s, 'A2', RED, 'land');
    give(s, RED, 'anteater-forest', 'anteater-marsh');
    setQueue(s, 'jaguar-forest', 'jaguar-marsh', 'jaguar-hill');
    stackDeck(s, 'capybara-hill', 'capybara-meadow');
    let next = act(s, 'pair anteater-forest anteater-marsh animal anteater B2');
    // The double center (B1) first: 1 VP, then two cards from the queue, one at a time.
    expect(next.players[RED]!.vp).toBe(1);
    expect(next.pending.map((p) => p.step)).toEqual(['queue', 'queue', 'draw']);
    expect(legalTexts(next)).toEqual(['take jaguar-forest', 'take jaguar-hill', 'take jaguar-marsh']);
    expect(reject(next, 'end').reason).toMatch(/must first take a card from the queue/);
    next = act(next, 'take jaguar-hill');
    next = act(next, 'take jaguar-forest');
    // Then the plain center (B3): 2 cards from the deck.
    expect(hand(next, RED)).toEqual(['capybara-hill', 'capybara-meadow', 'jaguar-forest', 'jaguar-hill']);
    expect(next.pending).toEqual([]);
    expect(next.turn).toMatchObject({ player: RED, actions: 1 });
  });

  it('N6 visitor centers - with the deck run out twice, a center draws nothing', () => {
    const s = besideCenter('C');
    drainDeck(s, 0, 'removed');
    s.exhausted = 2;
    s.finalDue = true;
    expect(hand(act(s, PLACE), RED)).toEqual([]);
  });
});

describe('double center', () => {
  it('double center - gains 1 VP, then takes 2 cards from the queue, refilled in between when it runs out', () => {
    const s = besideCenter('D');
    setQueue(s, 'wild-animal');
    stackDeck(s, 'guanaco-forest', 'guanaco-marsh', 'guanaco-hill');
    let next = act(s, PLACE);
    expect(next.players[RED]).toMatchObject({ vp: 1, bonus: 1 });
    next = act(next, 'take wild-animal');
    // The queue ran out: it was refilled to 3 from the deck before the second card.
    expect(queueNames(next).sort()).toEqual(['guanaco-forest', 'guanaco-hill', 'guanaco-marsh']);
    next = act(next, 'take guanaco-marsh');
    expect(hand(next, RED)).toEqual(['guanaco-marsh', 'wild-animal']);
    expect(next.queue).toHaveLength(2);
  });

  it('double center - with the queue empty and the deck run out, there is nothing to take', () => {
    const s = besideCenter('D');
    drainDeck(s, 0, 'removed');
    s.removed.push(...s.queue.splice(0));
    s.exhausted = 2;
    s.finalDue = true;
    const next = act(s, PLACE);
    expect(next.pending).toEqual([]);
    expect(next.players[RED]!.vp).toBe(1);
  });
});

describe('spring center', () => {
  it('spring center - gains 2 VP and takes 1 card from the queue', () => {
    const s = besideCenter('S');
    setQueue(s, 'jaguar-forest', 'capybara-hill', 'guanaco-pampas');
    let next = act(s, PLACE);
    expect(next.players[RED]!.vp).toBe(2);
    expect(legalTexts(next)).toEqual(['take capybara-hill', 'take guanaco-pampas', 'take jaguar-forest']);
    next = act(next, 'take capybara-hill');
    expect(hand(next, RED)).toEqual(['capybara-hill']);
  });

  it('spring center - counts as water: every piece next to it scores 1 in the water objective', () => {
    const s = blankGame(board(['p p p p', 'p S p p', 'p p p p']));
    put(s, 'A2 C2', RED, 'land');
    put(s, 'B1', RED, 'anteater');
    put(s, 'A1 D2', BLUE, 'land');
    expect(scoreNow(s).map((x) => x.water)).toEqual([3, 0]);
  });
});

describe('hacienda center', () => {
  it('hacienda center - draws 1 card from the deck', () => {
    const s = besideCenter('H');
    stackDeck(s, 'jaguar-marsh');
    expect(hand(act(s, PLACE), RED)).toEqual(['jaguar-marsh']);
  });

  it('hacienda center - a chain touching it scores as if it had a viewing platform, once', () => {
    const s = blankGame(board(['p p p p p', 'p H p p p', 'p p p p p', 'p p p p p']));
    put(s, 'A1 A2', RED, 'land');
    put(s, 'B1', RED, 'anteater');
    put(s, 'E4', RED, 'land');
    put(s, 'C2 D2', BLUE, 'land');
    // Red's chain A1 A2 B1 touches H; E4 does not. Blue's C2 D2 touches it too.
    expect(scoreNow(s).map((x) => x.platforms)).toEqual([3, 2]);
    s.platform[at(s, 'A1')] = 1;
    s.platforms--;
    expect(scoreNow(s)[RED]!.platforms).toBe(3);
  });
});

describe('extra center', () => {
  it('extra center - takes 1 card from the queue and gives the turn an extra action (R2026-20)', () => {
    const s = besideCenter('E');
    s.turn.actions = 2;
    setQueue(s, 'jaguar-forest', 'capybara-hill', 'guanaco-pampas');
    let next = act(s, PLACE);
    expect(next.turn).toMatchObject({ player: RED, actions: 3 });
    next = act(next, 'take guanaco-pampas');
    expect(next.turn).toMatchObject({ player: RED, actions: 3, allowed: 4 });
    next = act(next, 'take deck');
    expect(next.turn.player).toBe(BLUE);
  });
});

/** Room for all 18 water tiles, and Red ready to place an anteater on B1 next to a lake center at B2. */
function besideLake() {
  const rows = ['p p p p p p p p', 'p L p p p p p p', ...Array.from({ length: 6 }, () => 'p p p p p p p p')];
  const s = blankGame(board(rows));
  put(s, 'A1', RED, 'land');
  give(s, RED, 'anteater-forest', 'anteater-marsh');
  return s;
}

describe('lake center', () => {
  it('lake center - may place a 1-space water tile on any empty space without a reserve token, then draws 1', () => {
    const s = blankGame(board(['p p p f', 'p L p p', 'p p p p']));
    put(s, 'A1', RED, 'land');
    give(s, RED, 'anteater-forest', 'anteater-marsh');
    stackDeck(s, 'jaguar-hill');
    let next = act(s, PLACE);
    const choices = legalTexts(next);
    expect(choices).toContain('skip');
    expect(choices).toContain('place water single D1');
    expect(choices).not.toContain('place water single B2');
    expect(choices.some((c) => c.startsWith('place water pair'))).toBe(false);
    const supply = next.waterSupply.length;
    next = act(next, 'place water single D1');
    expect(next.water[at(next, 'D1')]).toBeGreaterThanOrEqual(0);
    expect(next.waterSupply).toHaveLength(supply - 1);
    expect(next.players[RED]!.reserves).toBe(0);
    expect(hand(next, RED)).toEqual(['jaguar-hill']);
  });

  it('lake center - the player may skip the water tile and still draws 1', () => {
    const s = besideCenter('L');
    stackDeck(s, 'jaguar-hill');
    const next = act(act(s, PLACE), 'skip');
    expect(hand(next, RED)).toEqual(['jaguar-hill']);
    expect(next.water.every((w) => w === -1)).toBe(true);
  });

  it('lake center - with no 1-space tile left, any tile of the supply', () => {
    const s = besideLake();
    waterAway(s, (id) => id >= 9);
    const choices = legalTexts(act(s, PLACE));
    expect(choices.some((c) => c.startsWith('place water single'))).toBe(false);
    expect(choices).toContain('place water pair C1 D1');
    expect(choices).toContain('place water triangle C1 D1 C2');
  });

  it('lake center - its tile can be the last one: the game ends at once with the final scoring', () => {
    const s = besideLake();
    waterAway(s, (id) => id === 0);
    const { state, events } = actWith(act(s, PLACE), 'place water single D3');
    expect(state.over).toBe(true);
    expect(state.endReason).toBe('water');
    expect(eventsOf(events, 'scoring').map((e) => e.kind)).toEqual(['final']);
  });
});

describe('twin centers', () => {
  it('twin centers - an animal touching both triggers both: 1 VP and 1 card each', () => {
    const s = blankGame(board(['p p p p', 'p T T p', 'p p p p']));
    put(s, 'A1', RED, 'land');
    put(s, 'B1', RED, 'land');
    give(s, RED, 'anteater-forest', 'anteater-marsh');
    stackDeck(s, 'jaguar-hill', 'capybara-hill');
    const next = act(s, 'pair anteater-forest anteater-marsh animal anteater C1');
    expect(next.players[RED]!.vp).toBe(2);
    expect(hand(next, RED)).toEqual(['capybara-hill', 'jaguar-hill']);
  });

  it('twin centers - they count as two different centers in scoring rounds', () => {
    const s = blankGame(board(['p p p p', 'p T T p', 'p p p p']));
    put(s, 'C1', RED, 'anteater');
    put(s, 'A2', BLUE, 'anteater');
    expect(scoreNow(s).map((x) => x.centers)).toEqual([3, 1]);
  });
});
