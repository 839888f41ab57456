import { describe, expect, it } from 'vitest';
import { CommandError, parseCommand, words } from '../../src/server/commands.js';

const refused = (line: string) => {
  try {
    parseCommand(line);
  } catch (err) {
    if (err instanceof CommandError) return err.message;
    throw err;
  }
  throw new Error(`'${line}' was not refused`);
};

describe('server commands', () => {
  it('commands - words are split at spaces, quotes group, nothing expands', () => {
    expect(words(`new --seat 'bot:easy'  "a b" $HOME \`x\``)).toEqual(['new', '--seat', 'bot:easy', 'a b', '$HOME', '`x`']);
    expect(() => words("new 'open")).toThrow(CommandError);
    expect(() => words('list\x1b[2J')).toThrow(/control characters/);
  });

  it('commands - list, games, help, join, watch, and none (the lobby)', () => {
    expect(parseCommand('')).toEqual({ kind: 'lobby' });
    expect(parseCommand('list')).toEqual({ kind: 'list' });
    expect(parseCommand('games')).toEqual({ kind: 'games' });
    expect(parseCommand('help')).toEqual({ kind: 'help' });
    expect(parseCommand('join abcd1')).toEqual({ kind: 'join', code: 'ABCD1' });
    expect(parseCommand('watch QWER')).toEqual({ kind: 'watch', code: 'QWER' });
  });

  it('commands - anything else is refused in one line', () => {
    for (const line of ['rm -rf /', 'bash', 'sh -c id', 'scp -t .', 'list --all', 'join', 'join ../../etc', 'watch a b']) {
      const message = refused(line);
      expect(message).not.toContain('\n');
    }
    expect(refused('rm -rf /')).toMatch(/unknown command 'rm'/);
    expect(refused('\u202ebad')).toMatch(/unknown command '\\u\{202e\}bad'/);
  });

  it('commands - new takes play options: the game, its options, the players, the seats, the pace, private', () => {
    expect(parseCommand('new')).toMatchObject({
      kind: 'new',
      room: { rules: 'classic', seats: [{ kind: 'human' }, { kind: 'human' }], listed: true, pace: 700 },
    });
    const r = parseCommand('new --rules 2026 --mode basic --players 3 --seat human --seat bot:easy --pace 0 --private --seed s1');
    expect(r).toEqual({
      kind: 'new',
      room: {
        rules: '2026',
        options: { mode: 'basic' },
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }, { kind: 'human' }],
        pace: 0,
        listed: false,
        seed: 's1',
      },
    });
    // --mode implies Hacienda 2026, as play has it.
    expect(parseCommand('new --mode basic')).toMatchObject({ room: { rules: '2026' } });
  });

  it('commands - new refuses a board file, an unknown level, a bad count (no client string becomes a path)', () => {
    expect(refused('new --map /etc/passwd')).toMatch(/built-in boards only/);
    expect(refused('new --map ../x.map')).toMatch(/built-in boards only/);
    expect(refused('new --seat bot:godlike')).toMatch(/unknown bot level/);
    expect(refused('new --seat Ana:human')).toMatch(/expected human, bot/);
    expect(refused('new --players 9')).toMatch(/--players must be/);
    expect(refused('new --rules chess')).toMatch(/unknown game/);
    expect(refused('new --seed ../../x')).toMatch(/--seed/);
    expect(refused('new --players 2 --seat human --seat human --seat human')).toMatch(/3 seats/);
  });
});
