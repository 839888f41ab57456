import { describe, expect, it } from 'vitest';
import { ABOUT_GAMES } from '../../src/games/index.js';
import { formKey, formRoom, formRows, newForm, type RoomForm } from '../../src/server/lobby/form.js';

const press = (form: RoomForm, ...keys: ('up' | 'down' | 'left' | 'right')[]) => keys.reduce(formKey, form);
const goTo = (form: RoomForm, id: string) => {
  let f = form;
  while (formRows(f.values)[f.at]!.id !== id) f = formKey(f, 'down');
  return f;
};

describe('new room form', () => {
  it("form - every option of every game is a row, from the games' options specification", () => {
    for (const game of ABOUT_GAMES) {
      const ids = formRows({ rules: game.name }).map((r) => r.id);
      for (const o of game.options) expect(ids).toContain(o.name);
      const row = formRows({ rules: game.name }).find((r) => r.id === game.options[0]!.name)!;
      expect(row.choices.map((c) => c.value)).toEqual(game.options[0]!.choices.map((c) => c.value));
    }
  });

  it("form - the defaults make a room of two people with the first game's defaults", () => {
    const room = formRoom(newForm());
    const game = ABOUT_GAMES[0]!;
    expect(room).toEqual({
      rules: game.name,
      options: Object.fromEntries(game.options.map((o) => [o.name, o.default])),
      seats: [{ kind: 'human' }, { kind: 'human' }],
      pace: 700,
      listed: true,
    });
  });

  it('form - the game changes the options; the players add seats, each a person or a bot', () => {
    let f = press(newForm(), 'right');
    expect(f.values.rules).toBe(ABOUT_GAMES[1]!.name);
    f = goTo(f, 'players');
    f = press(f, 'right');
    f = goTo(f, 'seat2');
    f = press(f, 'right', 'right');
    f = goTo(f, 'listed');
    f = press(f, 'right');
    const room = formRoom(f);
    expect(room.rules).toBe(ABOUT_GAMES[1]!.name);
    expect(room.seats).toEqual([{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'medium' }]);
    expect(room.listed).toBe(false);
    // Fewer players: the seats beyond go, and the cursor stays on a row.
    f = goTo(f, 'players');
    f = press(f, 'left');
    expect(formRoom(f).seats).toHaveLength(2);
    expect(f.at).toBeLessThan(formRows(f.values).length);
  });
});
