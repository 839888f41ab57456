/**
 * What a seat sees, and dealing what it cannot see (for search bots).
 */
import { describe, expect, it } from 'vitest';
import { HIDDEN_CARD } from '../../../src/engine/ruleset.js';
import { seedRng } from '../../../src/engine/rng.js';
import { CARD_COUNT } from '../../../src/games/h2026/rules/components.js';
import { act, blankGame, board, BLUE, give, h2026, put, RED, SEATS } from './fixtures.js';

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
