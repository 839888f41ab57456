/**
 * The screen's words (issue 13, item 13): one vocabulary, and grammar: "You win", "1 action",
 * "1 card", counts that mean what they say.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, playerView, type BaseState } from '../../src/api.js';
import { classicPresenter } from '../../src/games/classic/screen/index.js';
import { gameOverLine } from '../../src/tui/game/panels.js';
import { menuView } from '../../src/tui/ui/menu-view.js';
import { stripStyle } from '../../src/tui/terminal/style.js';
import { ctxOf, game, PLAIN, TOPO } from './support.js';

describe('words', () => {
  it('words - the end of the game: You win, Ana wins, a shared win', () => {
    expect(gameOverLine(['You'])).toBe('Game over: You win');
    expect(gameOverLine(['Ana'])).toBe('Game over: Ana wins');
    expect(gameOverLine(['Ana', 'You'])).toBe('Game over: Ana and You share the win');
  });

  it('words - one action left is 1 action; the top menu counts choices, not "10 of 10"', () => {
    let state: BaseState = game('words');
    for (let i = 0; i < 2; i++) {
      const buy = legalActions(state).find((a) => a.type === 'buy')!;
      state = (applyAction(state, buy) as { state: BaseState }).state;
    }
    const ctx = ctxOf(state);
    const end = ctx.menu.find((g) => g.id === 'end')!.items[0]!;
    expect(end.note).toBe('1 action left');
    expect(stripStyle(classicPresenter.topLine(state, ['Ana', 'Blue'], 0, PLAIN))).toMatch(/1 action left$/);
    const top = menuView('top', ctx.menu, ctx.state, TOPO, 0, ctx.presenter);
    for (const e of top.entries) expect(e.note).not.toMatch(/^(\d+) of \1$/);
    expect(top.entries.find((e) => e.run && 'group' in e.run && e.run.group === 'buy')!.note).toMatch(/^\d+ choices$/);
  });

  it('words - Hacienda 2026: a hand of one card is "1 card"; the water menu counts the tiles of its own shape', () => {
    const state = newGame('2026', { players: ['Ana', 'Blue'], seed: 'w', startPlayer: 0, mode: 'basic' } as never);
    const s = state as unknown as { players: { hand: number[] }[] };
    const one = { ...state, players: s.players.map((p, i) => (i === 0 ? { ...p, hand: p.hand.slice(0, 1) } : p)) } as BaseState;
    const view = playerView(one, 0);
    const ctx = ctxOf(view);
    const lines = ctx.presenter.handLines(view, 0, ['Ana', 'Blue'], 60, PLAIN).map(stripStyle).join('\n');
    expect(lines).toMatch(/\(1 card;/);
  });
});
