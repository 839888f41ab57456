import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanName, PlayerBook, uniqueName } from '../../src/server/players.js';
import { sanitize } from '../../src/text/sanitize.js';

describe('players', () => {
  it('names - a user name keeps letters, digits, space . _ - only, at most 20 characters', () => {
    expect(cleanName('ana')).toBe('ana');
    expect(cleanName('\x1b[2Jevil\u202e')).toBe('2Jevil');
    expect(cleanName('José Núñez')).toBe('José Núñez');
    expect(cleanName('x'.repeat(40))).toHaveLength(20);
    expect(cleanName('\x1b\x07')).toBe('Player');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const name = cleanName(raw);
        return name.length > 0 && [...name].length <= 20 && sanitize(name) === name;
      }),
    );
  });

  it('names - a name is unique on the server, case aside', () => {
    expect(uniqueName('Ana', (n) => n === 'ana')).toBe('Ana2');
    expect(uniqueName('x'.repeat(20), (n) => n === 'x'.repeat(20))).toBe('x'.repeat(19) + '2');
  });

  it('players - a key keeps the name of its first login; a second key with that user name gets another', () => {
    const kept: Record<string, string>[] = [];
    const book = new PlayerBook({}, (k) => kept.push(k));
    const ana = book.byKey('SHA256:a', 'ana');
    expect(ana).toEqual({ id: 'key:SHA256:a', name: 'ana', guest: false });
    expect(book.byKey('SHA256:a', 'someone-else').name).toBe('ana');
    expect(book.byKey('SHA256:b', 'ANA').name).toBe('ANA2');
    expect(kept.at(-1)).toEqual({ 'SHA256:a': 'ana', 'SHA256:b': 'ANA2' });
    // Known keys come back with the store.
    expect(new PlayerBook(kept.at(-1)!, () => {}).byKey('SHA256:b', 'x').name).toBe('ANA2');
  });

  it('players - a guest has a name of its own for the connection only, and a new id each time', () => {
    const book = new PlayerBook({ 'SHA256:a': 'ana' }, () => {});
    const g1 = book.guest('ana');
    expect(g1.player).toMatchObject({ name: 'ana2', guest: true });
    const g2 = book.guest('ana');
    expect(g2.player.name).toBe('ana3');
    expect(g2.player.id).not.toBe(g1.player.id);
    g1.done();
    expect(book.guest('ana').player.name).toBe('ana2');
  });
});
