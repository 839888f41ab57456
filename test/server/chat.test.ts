/**
 * The room's chat line: what a client says is cleaned, cut and rate limited before anyone sees it.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_KEPT, CHAT_LENGTH, chatText, RATE_LINES, RATE_MS, RoomChat } from '../../src/server/chat.js';

const ana = { id: 'key:SHA256:ana', name: 'Ana' };
const ben = { id: 'key:SHA256:ben', name: 'Ben' };

describe('room chat', () => {
  it('chat - a line is one line, its escape codes and invisible characters shown, never sent raw', () => {
    expect(chatText('  hello\r\n  there\t ')).toBe('hello there');
    const evil = chatText('\x1b[2J\x1b]52;c;aGk=\x07red\u202eflip\u200b');
    expect(evil).not.toMatch(/[\x00-\x1f\x7f\u202e\u200b]/);
    expect(evil).toContain('red');
    expect(evil).toContain('\\x1b');
    expect(chatText('   ')).toBe('');
  });

  it('chat - a line is cut to its length, without splitting a character', () => {
    const long = chatText('😀'.repeat(CHAT_LENGTH + 50));
    expect([...long]).toHaveLength(CHAT_LENGTH);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('chat - each person says at most RATE_LINES lines in RATE_MS; others are not held up', () => {
    let now = 1_000_000;
    const chat = new RoomChat(() => now);
    for (let i = 0; i < RATE_LINES; i++) expect(chat.say(ana, `line ${i}`, 0)).toBeNull();
    expect(chat.say(ana, 'one too many', 0)).toMatch(/slow down/);
    expect(chat.say(ben, 'hi', 0)).toBeNull();
    now += RATE_MS;
    expect(chat.say(ana, 'later', 3)).toBeNull();
    expect(chat.lines.map((l) => l.text)).toEqual(['line 0', 'line 1', 'line 2', 'line 3', 'line 4', 'hi', 'later']);
    expect(chat.lines.at(-1)).toEqual({ from: 'Ana', text: 'later', after: 3 });
  });

  it('chat - nothing to say is refused; the room keeps the latest lines only', () => {
    let now = 0;
    const chat = new RoomChat(() => (now += RATE_MS));
    expect(chat.say(ana, ' \t ', 0)).toBe('nothing to say');
    for (let i = 0; i < CHAT_KEPT + 5; i++) chat.say(ana, `l${i}`, i);
    expect(chat.lines).toHaveLength(CHAT_KEPT);
    expect(chat.lines[0]!.text).toBe('l5');
  });

  it("chat - a screen's chat says lines as its person at the game's point, and tells its listeners", () => {
    const chat = new RoomChat(() => 0);
    let actions = 7;
    const screen = chat.for(ben, () => actions);
    let told = 0;
    const stop = screen.subscribe(() => told++);
    const before = screen.lines();
    expect(screen.say('well played')).toBeNull();
    expect(told).toBe(1);
    expect(screen.lines()).not.toBe(before);
    expect(screen.lines()).toEqual([{ from: 'Ben', text: 'well played', after: 7 }]);
    stop();
    actions = 8;
    screen.say('again');
    expect(told).toBe(1);
  });
});
