import { describe, expect, it } from 'vitest';
import { ruleset } from '../../src/api.js';
import { checkUnique, defaultSeats, nameSeats, parseSeat, SeatError, somethingToAsk, userName } from '../../src/table/seats.js';

const classic = ruleset('classic');
const h2026 = ruleset('2026');
const LEVELS = ['easy', 'medium', 'hard', 'random', 'greedy', 'planner', 'strong'];

describe('setup', () => {
  it('setup - --seat reads name:human, name:bot and name:bot:level', () => {
    expect(parseSeat('Ana:human', LEVELS)).toEqual({ name: 'Ana', player: 'human' });
    expect(parseSeat('Blue:bot', LEVELS)).toEqual({ name: 'Blue', player: 'bot', bot: 'hard' });
    expect(parseSeat('Blue:bot:Medium', LEVELS)).toEqual({ name: 'Blue', player: 'bot', bot: 'medium' });
    expect(parseSeat('Blue:BOT:Strong', LEVELS)).toEqual({ name: 'Blue', player: 'bot', bot: 'strong' });
    expect(parseSeat('Dr. No: the 2nd:bot:random', LEVELS)).toEqual({ name: 'Dr. No: the 2nd', player: 'bot', bot: 'random' });
    expect(() => parseSeat('Ana', LEVELS)).toThrow(/expected name:human, name:bot, name:bot:level, or bot:level/);
    expect(() => parseSeat(':human', LEVELS)).toThrow(/the name is empty/);
    expect(() => parseSeat('Ana:human:strong', LEVELS)).toThrow(/a human seat takes no level/);
    expect(() => parseSeat('B:bot:genius', LEVELS)).toThrow(/unknown bot level 'genius' \(known: easy, medium, hard, random, greedy, planner, strong\)/);
    expect(() => parseSeat('\x1b[31mX:human', LEVELS)).toThrow(SeatError);
    expect(() => parseSeat('A very long name indeed:human', LEVELS)).toThrow(/longer than 20/);
  });

  it('setup - --seat without a name (bot:strong, bot, human) takes the default name of its seat', () => {
    expect(parseSeat('bot:strong', LEVELS)).toEqual({ name: '', player: 'bot', bot: 'strong' });
    expect(parseSeat('bot', LEVELS)).toEqual({ name: '', player: 'bot', bot: 'hard' });
    expect(parseSeat('Human', LEVELS)).toEqual({ name: '', player: 'human' });
    // A name comes first when the rest reads as a seat: a human called bot.
    expect(parseSeat('bot:human', LEVELS)).toEqual({ name: 'bot', player: 'human' });
    expect(() => parseSeat('bot:genius', LEVELS)).toThrow(/unknown bot level 'genius'/);
    const seats = nameSeats(
      [parseSeat('Ana:human', LEVELS), parseSeat('bot:strong', LEVELS), parseSeat('bot', LEVELS), parseSeat('Green:human', LEVELS)],
      'You',
    );
    expect(seats.map((s) => s.name)).toEqual(['Ana', 'Blue', 'Red', 'Green']);
    expect(nameSeats([parseSeat('human', LEVELS), parseSeat('bot:strong', LEVELS)], 'Ana').map((s) => s.name)).toEqual(['Ana', 'Blue']);
  });

  it('setup - the default game is you against bots named by their colours; names stay unique', () => {
    expect(defaultSeats(2, [], 'Ana')).toEqual([
      { name: 'Ana', player: 'human' },
      { name: 'Blue', player: 'bot', bot: 'hard' },
    ]);
    const seats = defaultSeats(3, [{ name: 'Blue', player: 'human' }], 'Ana');
    expect(seats.map((s) => s.name)).toEqual(['Blue', 'Red', 'Green']);
    expect(() =>
      checkUnique([
        { name: 'Ana', player: 'human' },
        { name: 'ana', player: 'bot' },
      ]),
    ).toThrow(/two seats are named 'ana'/);
  });

  it('setup - what is left to ask: the ruleset, the board (2026: mode and layout), the number of players, the seats', () => {
    expect(somethingToAsk({ options: {}, seats: [] })).toBe(true);
    expect(somethingToAsk({ game: classic.about, options: { map: 'symmetric' }, seats: [] })).toBe(true);
    const two = [parseSeat('A:human', LEVELS), parseSeat('B:bot', LEVELS)];
    expect(somethingToAsk({ game: classic.about, options: { map: 'symmetric' }, seats: two })).toBe(false);
    expect(somethingToAsk({ options: { map: 'symmetric' }, seats: two })).toBe(true);
    expect(somethingToAsk({ game: classic.about, options: { map: 'symmetric' }, players: 3, seats: two })).toBe(true);
    expect(somethingToAsk({ game: classic.about, options: {}, seats: two })).toBe(true);
    expect(somethingToAsk({ game: h2026.about, options: { mode: 'basic', layout: 'custom' }, seats: two })).toBe(false);
    expect(somethingToAsk({ game: h2026.about, options: { mode: 'basic' }, seats: two })).toBe(true);
  });

  it("setup - the person's name comes from the environment, cleaned", () => {
    expect(userName({ USER: 'ana' })).toBe('Ana');
    expect(userName({ USER: 'root' })).toBe('You');
    expect(userName({})).toBe('You');
    expect(userName({ USER: 'x\x1b[2Jy' })).toBe('X2Jy');
  });
});
