/**
 * The start player as the command line and the questions take it (`--start <seat|random>`).
 */
import { describe, expect, it } from 'vitest';
import { checkStartWord, SeatError, startPlayer, type Seat } from '../../src/table/seats.js';

const SEATS: Seat[] = [
  { name: 'Ana', player: 'human' },
  { name: 'Blue', player: 'bot', bot: 'greedy' },
  { name: 'Cy', player: 'bot', bot: 'random' },
];

describe('start player', () => {
  it('start player - a seat by its number from 1, by its name (case aside), or random', () => {
    expect(startPlayer('1', SEATS)).toBe(0);
    expect(startPlayer('3', SEATS)).toBe(2);
    expect(startPlayer(' 2 ', SEATS)).toBe(1);
    expect(startPlayer('blue', SEATS)).toBe(1);
    expect(startPlayer('Cy', SEATS)).toBe(2);
    expect(startPlayer('random', SEATS)).toBeNull();
    expect(startPlayer('RANDOM', SEATS)).toBeNull();
  });

  it('start player - a number is read before a name: a player named 2 does not hide seat 2', () => {
    expect(startPlayer('2', [{ name: '2', player: 'human' }, ...SEATS.slice(1)])).toBe(1);
  });

  it('start player - a seat that is not there is a SeatError naming the seats', () => {
    expect(() => startPlayer('0', SEATS)).toThrow(new SeatError('--start 0: the seats are numbered 1 to 3'));
    expect(() => startPlayer('4', SEATS)).toThrow(/--start 4: the seats are numbered 1 to 3/);
    expect(() => startPlayer('Zed', SEATS)).toThrow(/--start 'Zed': no seat is named so \(the seats: Ana, Blue, Cy\)/);
    expect(() => startPlayer('', SEATS)).toThrow(SeatError);
  });

  it('start player - before the seats are known: random, a name, or a number up to the most seats', () => {
    for (const ok of ['random', 'Ana', 'anyone', '1', '5']) expect(() => checkStartWord(ok, 5)).not.toThrow();
    expect(() => checkStartWord('6', 5)).toThrow(/--start 6: the seats are numbered 1 to 5/);
    expect(() => checkStartWord('0', 5)).toThrow(SeatError);
    expect(() => checkStartWord('  ', 5)).toThrow(/--start is empty/);
  });
});
