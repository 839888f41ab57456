/**
 * Scoring rounds and the end of the game: rulebook "Scoring Rounds and Game End", rulings N9 and
 * R2026-6, R2026-7, R2026-9, R2026-18.
 */
import { describe, expect, it } from 'vitest';
import { act, actWith, blankGame, board, BLUE, drainDeck, eventsOf, give, h2026, legalTexts, play, put, RED, waterAway, type H2026State } from './fixtures.js';

const MAP = board(['p p p p p p', 'p p p p p p', 'p p p p p p', 'p p p p p p']);

/** A game whose deck holds `deck` cards and whose discard pile `discard`, the rest removed. */
function lateGame(deck: number, discard: number) {
  const s = blankGame(MAP);
  drainDeck(s, deck + discard, 'removed');
  drainDeck(s, deck, 'discard');
  return s;
}

/** Takes the first kind the queue shows (an action that does not touch the deck while the queue lasts). */
function takeQueue(s: H2026State): H2026State {
  const take = legalTexts(s).find((t) => t.startsWith('take ') && t !== 'take deck');
  if (!take) throw new Error('nothing in the queue');
  return act(s, take);
}

describe('N9 scoring rounds', () => {
  it('N9 scoring rounds - the deck running out the first time: the discard pile is shuffled into a new deck at once', () => {
    const s = lateGame(1, 10);
    const { state, events } = actWith(s, 'take deck');
    expect(state.exhausted).toBe(1);
    expect(state.deck).toHaveLength(10);
    expect(state.discard).toHaveLength(0);
    expect(state.firstDue).toBe(true);
    expect(eventsOf(events, 'reshuffled')).toHaveLength(1);
    expect(state.scorings).toBe(0);
  });

  it('N9 scoring rounds - the round is finished, then the scoring round is held, and play goes on', () => {
    let s = lateGame(1, 10);
    put(s, 'A1 B1 C1', RED, 'land');
    s = play(s, 'take deck', 'take deck', 'take deck');
    expect(s.scorings).toBe(0);
    expect(s.turn.player).toBe(BLUE);
    s = play(s, 'take deck', 'take deck');
    const { state, events } = actWith(s, 'take deck');
    expect(eventsOf(events, 'scoring').map((e) => e.kind)).toEqual(['first']);
    expect(state.scorings).toBe(1);
    expect(state.players[RED]!.scorings[0]).toEqual({ centers: 0, chains: 6, water: 0, platforms: 0, bonus: 0, total: 6 });
    expect(state.players[RED]!.vp).toBe(6);
    expect(state.over).toBe(false);
    expect(state.turn.player).toBe(RED);
    expect(state.round).toBe(2);
  });

  it('N9 scoring rounds - the second time: no reshuffle, draws give nothing, the round is finished, then the final scoring', () => {
    let s = lateGame(1, 10);
    // The first scoring round is behind us.
    s.exhausted = 1;
    s.scorings = 1;
    s.players.forEach((p) => p.scorings.push({ centers: 0, chains: 0, water: 0, platforms: 0, bonus: 0, total: 0 }));
    const { state } = actWith(s, 'take deck');
    expect(state.exhausted).toBe(2);
    expect(state.deck).toHaveLength(0);
    expect(state.discard).toHaveLength(10);
    expect(state.finalDue).toBe(true);
    s = takeQueue(takeQueue(state));
    expect(s.over).toBe(false);
    // Blue, the last seat of the round, takes the last card of the queue (nothing refills it),
    // then has nothing left to do: when the turn ends, so does the game.
    s = takeQueue(s);
    expect(s.queue).toEqual([]);
    expect(legalTexts(s)).toEqual(['end']);
    const end = act(s, 'end');
    expect(end.over).toBe(true);
    expect(end.endReason).toBe('deck');
    expect(end.scorings).toBe(2);
    expect(h2026.currentPlayer(end)).toBe(-1);
    expect(h2026.legalActions(end)).toEqual([]);
  });

  it('N9 scoring rounds - a game that runs the deck out twice ends after exactly two scorings', () => {
    let s = lateGame(1, 8);
    s = play(s, 'take deck', 'take deck', 'take deck', 'take deck', 'take deck', 'take deck');
    expect(s.scorings).toBe(1);
    s = play(s, 'take deck', 'take deck', 'take deck');
    expect(s.over).toBe(false);
    expect(s.exhausted).toBe(2);
    s = takeQueue(takeQueue(takeQueue(s)));
    expect(s.over).toBe(true);
    expect(s.scorings).toBe(2);
    expect(s.players.every((p) => p.scorings.length === 2)).toBe(true);
  });

  it('R2026-6 - an empty discard pile makes an empty deck: it has run out again, and both scorings follow the round', () => {
    let s = lateGame(1, 0);
    s = act(s, 'take deck');
    expect(s.exhausted).toBe(2);
    expect(s).toMatchObject({ firstDue: true, finalDue: true });
    s = takeQueue(takeQueue(takeQueue(s)));
    expect(s.turn.player).toBe(BLUE);
    expect(h2026.legalActions(s)).toEqual([{ type: 'end' }]);
    const { state, events } = actWith(s, 'end');
    expect(eventsOf(events, 'scoring').map((e) => e.kind)).toEqual(['first', 'final']);
    expect(state.over).toBe(true);
  });

  it('R2026-7 - ending at once with the first scoring due holds it first, then the final one', () => {
    let s = lateGame(1, 5);
    give(s, RED, 'anteater-forest', 'capybara-hill', 'guanaco-pampas', 'jaguar-marsh');
    s = act(s, 'take deck');
    waterAway(s, (id) => id === 0);
    s = act(s, 'water anteater-forest capybara-hill guanaco-pampas jaguar-marsh');
    const { state, events } = actWith(s, 'place water single A1');
    expect(eventsOf(events, 'scoring').map((e) => e.kind)).toEqual(['first', 'final']);
    expect(state.over).toBe(true);
  });

  it('R2026-9 - a whole round without an action ends the game with the final scoring', () => {
    // Nobody can do anything: no deck, no queue, no cards (a safety net; play never comes here).
    let s = blankGame(MAP);
    drainDeck(s, 0, 'removed');
    s.removed.push(...s.queue.splice(0));
    s = act(s, 'end');
    const { state, events } = actWith(s, 'end');
    expect(state.over).toBe(true);
    expect(state.endReason).toBe('stalled');
    expect(eventsOf(events, 'scoring').map((e) => e.kind)).toEqual(['final']);
  });

  it('R2026-9 - as C15, the final scoring alone: a first scoring round due and not yet held is not held', () => {
    // A position play never reaches (the deck runs out only in an action): the rule as written.
    let s = blankGame(MAP);
    drainDeck(s, 0, 'removed');
    s.removed.push(...s.queue.splice(0));
    s.firstDue = true;
    s = act(s, 'end');
    const { state, events } = actWith(s, 'end');
    expect(state.endReason).toBe('stalled');
    expect(eventsOf(events, 'scoring').map((e) => e.kind)).toEqual(['final']);
    expect(state.scorings).toBe(1);
  });

  it('R2026-18 - VP gained during play count at once, and the next scoring lists them as its bonus', () => {
    let s = lateGame(1, 10);
    s.players[RED]!.vp = 3;
    s.players[RED]!.bonus = 3;
    s = play(s, 'take deck', 'take deck', 'take deck', 'take deck', 'take deck', 'take deck');
    expect(s.players[RED]!.scorings[0]).toMatchObject({ bonus: 3, total: 3 });
    expect(s.players[RED]).toMatchObject({ vp: 3, bonus: 0 });
  });
});
