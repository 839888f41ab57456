/**
 * Turns and taking cards: rulebook "How to Play" and "Take a Card", rulings N3, B1, R2026-8.
 */
import { describe, expect, it } from 'vitest';
import {
  act,
  actWith,
  blankGame,
  board,
  BLUE,
  drainDeck,
  eventsOf,
  GREEN,
  give,
  h2026,
  hand,
  legalTexts,
  play,
  put,
  queueNames,
  RED,
  reject,
  setQueue,
  stackDeck,
} from './fixtures.js';

const MAP = board(['f b h m g p', 'p p p p p p', 'p p p p p p']);

describe('R2026-8 turn', () => {
  it('R2026-8 turn - three actions, then the turn passes by itself', () => {
    let s = blankGame(MAP, { players: 3 });
    s = act(s, 'take deck');
    expect(s.turn).toEqual({ player: RED, actions: 1, allowed: 3 });
    s = play(s, 'take deck', 'take deck');
    expect(s.turn).toEqual({ player: BLUE, actions: 0, allowed: 3 });
    expect(h2026.currentPlayer(s)).toBe(BLUE);
    expect(s.players[RED]!.hand).toHaveLength(3);
  });

  it('R2026-8 turn - a player may not end the turn while an action is possible', () => {
    const s = blankGame(MAP, { players: 3 });
    expect(legalTexts(s)).not.toContain('end');
    expect(reject(s, 'end').reason).toBe('a turn has 3 actions and Red can still act: ending early is only for a player with nothing left to do');
  });

  it('R2026-8 turn - play goes round from the start player; a round ends after the seat before it', () => {
    let s = blankGame(MAP, { players: 3, startPlayer: 2 });
    expect(s.turn.player).toBe(GREEN);
    s = play(s, 'take deck', 'take deck', 'take deck');
    expect(s.turn.player).toBe(RED);
    expect(s.round).toBe(1);
    s = play(s, 'take deck', 'take deck', 'take deck', 'take deck', 'take deck', 'take deck');
    expect(s.turn.player).toBe(GREEN);
    expect(s.round).toBe(2);
  });

  it('B1 - with nothing else legal, the player ends the turn', () => {
    const s = blankGame(MAP);
    drainDeck(s, 0, 'removed');
    s.removed.push(...s.queue.splice(0));
    s.exhausted = 2;
    s.finalDue = true;
    expect(legalTexts(s)).toEqual(['end']);
    const next = act(s, 'end');
    expect(next.turn.player).toBe(BLUE);
    expect(next.roundActions).toBe(0);
  });
});

describe('N3 queue', () => {
  it('N3 queue - take any face-up card of the queue; the queue is not refilled while cards remain', () => {
    let s = blankGame(MAP);
    setQueue(s, 'jaguar-forest', 'capybara-hill', 'jaguar-forest');
    expect(legalTexts(s).filter((t) => t.startsWith('take'))).toEqual(['take capybara-hill', 'take deck', 'take jaguar-forest']);
    s = act(s, 'take jaguar-forest');
    expect(queueNames(s)).toEqual(['capybara-hill', 'jaguar-forest']);
    expect(hand(s, RED)).toEqual(['jaguar-forest']);
  });

  it('N3 queue - taking the last card of the queue refills it to 3 from the deck at once', () => {
    const s = blankGame(MAP);
    setQueue(s, 'wild-terrain');
    stackDeck(s, 'anteater-forest', 'anteater-marsh', 'anteater-hill');
    const { state, events } = actWith(s, 'take wild-terrain');
    expect(queueNames(state)).toEqual(['anteater-hill', 'anteater-marsh', 'anteater-forest']);
    expect(eventsOf(events, 'revealed')).toHaveLength(1);
  });

  it('N3 queue - take the top card of the deck', () => {
    const s = blankGame(MAP);
    stackDeck(s, 'guanaco-meadow');
    expect(hand(act(s, 'take deck'), RED)).toEqual(['guanaco-meadow']);
  });

  it('N3 queue - a card that is not in the queue cannot be taken; the empty deck neither', () => {
    const s = blankGame(MAP);
    setQueue(s, 'jaguar-forest');
    expect(reject(s, 'take jaguar-hill').code).toBe('sold-out');
    drainDeck(s, 0, 'removed');
    s.exhausted = 2;
    s.finalDue = true;
    expect(reject(s, 'take deck').reason).toBe('the deck is empty');
  });

  it('N3 queue - cards paid for a water tile go into the queue, which can then hold more than 3', () => {
    let s = blankGame(MAP);
    put(s, 'A3', RED, 'land');
    give(s, RED, 'anteater-forest', 'capybara-forest', 'guanaco-forest', 'jaguar-forest');
    s = act(s, 'water anteater-forest capybara-forest guanaco-forest jaguar-forest');
    s = act(s, 'place water single F3');
    expect(s.queue).toHaveLength(7);
    expect(queueNames(s).slice(3)).toEqual(['anteater-forest', 'capybara-forest', 'guanaco-forest', 'jaguar-forest']);
  });
});
