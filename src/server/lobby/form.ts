/**
 * The lobby's form to make a room, pure: one row per setting, each a list of choices, taken from
 * the games' options specification (src/engine/options.ts) so that every option of every game
 * is there: the game, its board or mode and layout, the players, each seat (a person, or a bot
 * and its level), the bots' pace, listed or private. Left and right change a row's choice.
 */
import { ABOUT_GAMES, type GameAbout } from '../../games/index.js';
import type { NewRoom } from '../hub.js';
import { DEFAULT_PACE } from '../commands.js';

export interface FormRow {
  /** `rules`, an option's name, `players`, `seat<i>`, `pace`, `listed`. */
  id: string;
  label: string;
  choices: readonly { value: string; label: string }[];
}

export interface RoomForm {
  /** The chosen value of each row, by id. */
  values: Record<string, string>;
  /** The row under the cursor. */
  at: number;
}

const SEAT_CHOICES = [
  { value: 'human', label: 'a person' },
  { value: 'bot:easy', label: 'bot, easy' },
  { value: 'bot:medium', label: 'bot, medium' },
  { value: 'bot:hard', label: 'bot, hard' },
];
const PACES = [0, 300, DEFAULT_PACE, 1500, 3000].map((ms) => ({ value: String(ms), label: ms === 0 ? 'at once' : `${ms} ms` }));

function gameOf(values: Record<string, string>): GameAbout {
  return ABOUT_GAMES.find((g) => g.name === values.rules) ?? ABOUT_GAMES[0]!;
}

/** The rows for the values chosen so far (the game decides its options, the players the seats). */
export function formRows(values: Record<string, string>): FormRow[] {
  const game = gameOf(values);
  const players = Number(values.players ?? game.minPlayers);
  return [
    { id: 'rules', label: 'game', choices: ABOUT_GAMES.map((g) => ({ value: g.name, label: g.title })) },
    ...game.options.map((o) => ({ id: o.name, label: o.name, choices: o.choices.map((c) => ({ value: c.value, label: c.label })) })),
    {
      id: 'players',
      label: 'players',
      choices: Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => ({
        value: String(game.minPlayers + i),
        label: String(game.minPlayers + i),
      })),
    },
    ...Array.from({ length: players - 1 }, (_, i) => ({ id: `seat${i + 1}`, label: `seat ${i + 2}`, choices: SEAT_CHOICES })),
    { id: 'pace', label: 'bot pace', choices: PACES },
    {
      id: 'listed',
      label: 'room',
      choices: [
        { value: 'listed', label: 'listed in the lobby' },
        { value: 'private', label: 'private (by its code)' },
      ],
    },
  ];
}

/** Every row at its default (seat 1 is the maker's). */
export function newForm(): RoomForm {
  return { values: fill({}), at: 0 };
}

/** Each row without a value (or with one its choices lack) given its default. */
function fill(values: Record<string, string>): Record<string, string> {
  const out = { ...values };
  for (;;) {
    let changed = false;
    for (const row of formRows(out)) {
      if (row.choices.some((c) => c.value === out[row.id])) continue;
      const game = gameOf(out);
      const spec = game.options.find((o) => o.name === row.id);
      out[row.id] = spec ? spec.default : row.id === 'pace' ? String(DEFAULT_PACE) : row.id.startsWith('seat') ? 'human' : row.choices[0]!.value;
      changed = true;
    }
    if (!changed) return out;
  }
}

/** The form after a key: up, down, left, right. */
export function formKey(form: RoomForm, key: 'up' | 'down' | 'left' | 'right'): RoomForm {
  const rows = formRows(form.values);
  if (key === 'up' || key === 'down') return { ...form, at: (form.at + (key === 'up' ? rows.length - 1 : 1)) % rows.length };
  const row = rows[form.at]!;
  const i = row.choices.findIndex((c) => c.value === form.values[row.id]);
  const next = row.choices[(i + (key === 'left' ? row.choices.length - 1 : 1)) % row.choices.length]!;
  const values = fill({ ...form.values, [row.id]: next.value });
  return { values, at: Math.min(form.at, formRows(values).length - 1) };
}

/** The room the form describes. */
export function formRoom(form: RoomForm): NewRoom {
  const v = form.values;
  const game = gameOf(v);
  const players = Number(v.players);
  const seats: NewRoom['seats'] = [{ kind: 'human' }];
  for (let i = 1; i < players; i++) {
    const s = v[`seat${i}`] ?? 'human';
    seats.push(s === 'human' ? { kind: 'human' } : { kind: 'bot', bot: s.slice('bot:'.length) });
  }
  const options = Object.fromEntries(game.options.map((o) => [o.name, v[o.name] ?? o.default]));
  return { rules: game.name, options, seats, pace: Number(v.pace), listed: v.listed !== 'private' };
}
