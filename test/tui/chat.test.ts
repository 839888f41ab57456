/**
 * The chat line on the game screen (a game on hacienda serve): its key, the line typed on the
 * message line, the lines said standing in the log among the moves, none of it in local play.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { render } from 'ink-testing-library';
import { GameApp } from '../../src/tui/app/GameApp.js';
import { GameController } from '../../src/tui/app/controller.js';
import { withChat, type Chat, type ChatLine } from '../../src/tui/app/chat.js';
import type { LogEntry } from '../../src/tui/game/log.js';
import { statusKeys } from '../../src/tui/ui/keys.js';
import { initialUi } from '../../src/tui/ui/state.js';
import { ctxOf, game, keys, PLAIN, session, TOPO } from './support.js';

const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));
let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups) c();
  cleanups = [];
});

/** A room's chat in memory: what the screen says is kept, as the room would. */
function roomChat(refuse: string | null = null): Chat & { said: string[] } {
  let lines: readonly ChatLine[] = [];
  const listeners = new Set<() => void>();
  const said: string[] = [];
  return {
    said,
    lines: () => lines,
    say: (text) => {
      if (refuse) return refuse;
      said.push(text);
      lines = [...lines, { from: 'Ana', text, after: 0 }];
      for (const l of listeners) l();
      return null;
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

describe('chat', () => {
  it('chat - the lines said stand in the log after the action they followed', () => {
    const log: LogEntry[] = [
      { index: 1, seat: 0, text: 'a1', kind: 'action' },
      { index: 1, seat: 0, text: '  money', kind: 'money' },
      { index: 2, seat: 1, text: 'b2', kind: 'action' },
    ];
    const merged = withChat(log, [
      { from: 'Cat', text: 'first', after: 0 },
      { from: 'Ana', text: 'after one', after: 1 },
      { from: 'Ben', text: 'at the end', after: 2 },
    ]);
    expect(merged.map((e) => e.text)).toEqual(['Cat: first', 'a1', '  money', 'Ana: after one', 'b2', 'Ben: at the end']);
    expect(merged.filter((e) => e.kind === 'chat')).toHaveLength(3);
    expect(withChat(log, [])).toBe(log);
  });

  it("chat - ' opens the line where there is a chat; enter says what is typed, esc closes and keeps it", () => {
    const ctx = ctxOf(game(), { chat: true });
    let r = keys(initialUi(TOPO), ctx, "'", 'h', 'i', 'space', '!', 'backspace', '!');
    expect(r.ui.chat).toEqual({ text: 'hi !', open: true });
    r = keys(r.ui, ctx, 'enter');
    expect(r.effects).toEqual([{ type: 'say', text: 'hi !' }]);
    r = keys(r.ui, ctx, 'esc');
    expect(r.ui.chat).toEqual({ text: 'hi !', open: false });
    r = keys(r.ui, ctx, '"', 'ctrl+u', 'enter');
    expect(r.effects).toEqual([]);
    expect(r.ui.message?.text).toMatch(/type something to say/);
    // Without a chat (local play) the key does nothing, and the keys go on meaning what they meant.
    const local = keys(initialUi(TOPO), ctxOf(game()), "'", 'b');
    expect(local.ui.chat).toBeNull();
    expect(local.ui.mode).toMatchObject({ kind: 'menu' });
  });

  it('chat - the status line names the chat key only where there is a chat', () => {
    expect(statusKeys('board', { chat: true })).toContain("' chat");
    expect(statusKeys('board')).not.toContain("' chat");
    expect(statusKeys('chat', { chat: true })).toEqual(['enter say', 'esc close', 'ctrl+u clear']);
  });

  it('GameApp chat - the line is typed on the message line and said; what the room refuses says why and stays typed', async () => {
    const chat = roomChat();
    const app = render(createElement(GameApp, { controller: new GameController(session(), { seed: 't' }), theme: PLAIN, chat }));
    cleanups.push(app.unmount);
    await tick();
    expect(app.lastFrame()).toContain("' chat");
    app.stdin.write("'");
    await tick();
    app.stdin.write('hola');
    await tick();
    expect(app.lastFrame()).toContain('say: hola_');
    app.stdin.write('\r');
    await tick();
    expect(chat.said).toEqual(['hola']);
    expect(app.lastFrame()).toContain('Ana: hola');
    expect(app.lastFrame()).not.toContain('say: ');

    const slow = roomChat('slow down: at most 5 lines in 10 seconds');
    const other = render(createElement(GameApp, { controller: new GameController(session(), { seed: 't' }), theme: PLAIN, chat: slow }));
    cleanups.push(other.unmount);
    await tick();
    other.stdin.write("'");
    await tick();
    other.stdin.write('x');
    await tick();
    other.stdin.write('\r');
    await tick();
    expect(other.lastFrame()).toContain('say: x_  (slow down: at most 5 lines in 10 seconds)');
  });

  it('GameApp chat - local play has no chat key', async () => {
    const app = render(createElement(GameApp, { controller: new GameController(session(), { seed: 't' }), theme: PLAIN }));
    cleanups.push(app.unmount);
    await tick();
    expect(app.lastFrame()).not.toContain("' chat");
    app.stdin.write("'");
    await tick();
    expect(app.lastFrame()).not.toContain('say: ');
  });
});
