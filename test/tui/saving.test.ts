/**
 * The screen's save field (issue 11, class 2), through the key table and the pure reducer: a
 * failed save opens it at once, every printable key types into it, enter asks to save there,
 * esc goes on (the failure counted as seen), and `s` opens it at any time.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../../src/api.js';
import { endingEndsGame } from '../../src/tui/components/GameScreen.js';
import { classicBoard } from '../../src/games/classic/boards/index.js';
import { keyToIntent } from '../../src/tui/ui/keys.js';
import { reduce } from '../../src/tui/ui/reducer.js';
import { initialUi, screenOf, type UiState } from '../../src/tui/ui/state.js';
import { ctxOf } from './support.js';

const state = newGame('classic', { players: ['Ana', 'Bea'], seed: 'save', map: classicBoard('symmetric') });

function keys(ui: UiState, alert: boolean, ...names: string[]) {
  const effects: unknown[] = [];
  for (const name of names) {
    const ctx = ctxOf(state, { saveAlert: alert });
    const intent = keyToIntent(screenOf(ui, ctx), name);
    if (!intent) continue;
    const r = reduce(ui, intent, ctx);
    ui = r.ui;
    effects.push(...r.effects);
  }
  return { ui, effects };
}

describe('screen - saving elsewhere', () => {
  it('screen - a failed save shows the save field at once, over the board', () => {
    const ui = { ...initialUi(ctxOf(state).topo) };
    expect(screenOf(ui, ctxOf(state, { saveAlert: true }))).toBe('saving');
    expect(screenOf(ui, ctxOf(state, { saveAlert: false }))).toBe('board');
  });

  it('screen - letters, digits, spaces and q type into the path; backspace and ctrl+u erase; enter saves there', () => {
    const start = initialUi(ctxOf(state).topo);
    const typed = keys(start, true, 'ctrl+u', '/', 't', 'm', 'p', '/', 'q', 'space', 'b', 'x', 'backspace', '.', 'j', 's', 'o', 'n', 'enter');
    expect(typed.effects).toEqual([{ type: 'save-seen' }, { type: 'save-as', path: '/tmp/q b.json' }]);
    // The field stays open until the save is known to have worked.
    expect(typed.ui.saving).toEqual({ path: '/tmp/q b.json' });
  });

  it('screen - the field starts with the suggested path; esc goes on and counts the failure as seen', () => {
    const start = initialUi(ctxOf(state).topo);
    const r = keys(start, true, 'x', 'esc');
    expect(r.effects).toEqual([{ type: 'save-seen' }]);
    expect(r.ui.saving).toBeNull();
    const typed = keys(start, true, 'x');
    expect(typed.ui.saving).toEqual({ path: '~/game.jsonx' });
  });

  it('screen - an empty path is refused with a message, and nothing is saved', () => {
    const r = keys(initialUi(ctxOf(state).topo), true, 'ctrl+u', 'enter');
    expect(r.effects).toEqual([]);
    expect(r.ui.message?.text).toMatch(/type the path/);
  });

  it('screen - s opens the field on the board at any time; esc closes it without news', () => {
    const open = keys(initialUi(ctxOf(state).topo), false, 's');
    expect(open.ui.saving).toEqual({ path: '~/game.json' });
    expect(screenOf(open.ui, ctxOf(state))).toBe('saving');
    const closed = keys(open.ui, false, 'esc');
    expect(closed.ui.saving).toBeNull();
    expect(closed.effects).toEqual([]);
  });
});

describe('screen - ending the turn', () => {
  it('C15 stall - the screen knows when ending the turn ends the game: a whole round without an action', () => {
    const fresh = newGame('classic', { players: ['Ana', 'Bea'], seed: 'stall', map: classicBoard('symmetric') });
    const menuOf = (s: typeof fresh) => ctxOf(s).menu;
    // The first to end their turn without acting does not end the game; the second does.
    expect(endingEndsGame(fresh, menuOf(fresh))).toBe(false);
    const after = applyAction(fresh, { type: 'end' } as never);
    if (!after.ok) throw new Error(after.message);
    expect(endingEndsGame(after.state, menuOf(after.state))).toBe(true);
  });
});
