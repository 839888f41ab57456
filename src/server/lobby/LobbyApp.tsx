/**
 * The lobby's screen (what `ssh -p 2222 <host>` opens): the rooms waiting, in play and the
 * player's own; enter joins or takes one's seat back, w watches, n opens the form to make a
 * room, c takes a room's code (a private room's), t opens a tutorial, q leaves. It ends with what the player chose.
 */
import { Box, Text, useApp } from 'ink';
import { useEffect, useRef, useState } from 'react';
import { useKeys } from '../../tui/app/use-keys.js';
import { GAMES } from '../../games/index.js';
import { sanitize } from '../../text/sanitize.js';
import type { Hub } from '../hub.js';
import type { Player } from '../players.js';
import type { Room } from '../room.js';
import { lobbySections, roomLine } from './entries.js';
import { formKey, formRoom, formRows, newForm, type RoomForm } from './form.js';
import { readCode } from '../codes.js';

/** Where the player goes from the lobby. */
export type LobbyChoice = { kind: 'seat'; code: string } | { kind: 'watch'; code: string } | { kind: 'tutorial'; rules: string } | { kind: 'quit' };

/** The games with a tutorial, as the lobby's `t` offers them (1, 2...). */
const TAUGHT = GAMES.filter((g) => g.tutorial);

/** A room entered: one's own seat, an open one taken, or else watched. */
export function enter(room: Room, player: Player): LobbyChoice {
  if (room.seatOf(player) >= 0) return { kind: 'seat', code: room.code };
  if (room.state === 'waiting' && typeof room.sit(player) === 'number') return { kind: 'seat', code: room.code };
  return { kind: 'watch', code: room.code };
}

/** What the lobby's screen holds between keys. */
interface LobbyState {
  at: number;
  form: RoomForm | null;
  code: string | null;
  message: string | null;
  learning: boolean;
  /** The room whose seats the owner is handing to bots, one by one (b, then a seat's number). */
  handing: string | null;
}

export function LobbyApp({ hub, player, done }: { hub: Hub; player: Player; done: (choice: LobbyChoice) => void }) {
  const { exit } = useApp();
  const [, redraw] = useState(0);
  // Keys are read one by one as they came (a pasted room code, keys typed fast: use-keys.ts),
  // each on the state the one before it left, so the state is kept in a ref, not in React's
  // batched updates.
  const state = useRef<LobbyState>({ at: 0, form: null, code: null, message: null, learning: false, handing: null });
  const set = (patch: Partial<LobbyState>) => {
    state.current = { ...state.current, ...patch };
    redraw((n) => n + 1);
  };
  useEffect(() => hub.subscribe(() => redraw((n) => n + 1)), [hub]);

  const roomsNow = () => lobbySections(hub.visible(player), player).flatMap((s) => s.rooms);
  const finished = useRef(false);
  const finish = (choice: LobbyChoice) => {
    if (finished.current) return;
    finished.current = true;
    done(choice);
    exit();
  };

  useKeys((key) => {
    if (finished.current) return;
    const { form, code, learning, handing } = state.current;
    set({ message: null });
    if (handing !== null) {
      const room = hub.get(handing);
      const seat = Number(key) - 1;
      if (!room || key === 'esc') set({ handing: null });
      else if (key === 'a') set({ handing: null, message: `${room.code}: ${room.handOver(player)}` });
      else if (room.switchable.includes(seat)) set({ handing: null, message: `${room.code}: ${room.handOver(player, 'medium', seat)}` });
      return;
    }
    if (form) {
      if (key === 'esc') set({ form: null });
      else if (key === 'up') set({ form: formKey(form, 'up') });
      else if (key === 'down' || key === 'tab') set({ form: formKey(form, 'down') });
      else if (key === 'left') set({ form: formKey(form, 'left') });
      else if (key === 'right' || key === 'space') set({ form: formKey(form, 'right') });
      else if (key === 'enter') finish(enter(hub.create(formRoom(form), player), player));
      return;
    }
    if (learning) {
      const game = TAUGHT[Number(key) - 1];
      if (game) finish({ kind: 'tutorial', rules: game.rules.about.name });
      else if (key === 'esc') set({ learning: false });
      return;
    }
    if (code !== null) {
      if (key === 'esc') set({ code: null });
      else if (key === 'backspace') set({ code: code.slice(0, -1) });
      else if (key === 'enter') {
        const room = hub.get(readCode(code) ?? '');
        if (room) finish(enter(room, player));
        else set({ message: `no room has the code '${code}'` });
      } else if (/^[a-z0-9]$/i.test(key) && code.length < 8) set({ code: code + key.toUpperCase() });
      return;
    }
    const rooms = roomsNow();
    const cursor = Math.min(state.current.at, Math.max(0, rooms.length - 1));
    const room = rooms[cursor];
    if (key === 'q' || key === 'ctrl+c') finish({ kind: 'quit' });
    else if (key === 'up' || key === 'k') set({ at: Math.max(0, cursor - 1) });
    else if (key === 'down' || key === 'j') set({ at: Math.min(rooms.length - 1, cursor + 1) });
    else if (key === 'n') set({ form: newForm() });
    else if (key === 'c') set({ code: '' });
    else if (key === 't') set({ learning: true });
    else if (key === 'enter' && room) finish(enter(room, player));
    else if (key === 'w' && room) finish({ kind: 'watch', code: room.code });
    else if (key === 'b' && room) {
      // Several seats to switch: the owner picks one (or all); one or none: it is switched at once.
      if (room.owns(player) && room.switchable.length > 1) set({ handing: room.code });
      else set({ message: `${room.code}: ${room.handOver(player)}` });
    }
  });

  const { form, code, message, learning, handing } = state.current;
  const handed = handing === null ? undefined : hub.get(handing);
  const sections = lobbySections(hub.visible(player), player);
  const rooms = sections.flatMap((s) => s.rooms);
  const cursor = Math.min(state.current.at, Math.max(0, rooms.length - 1));
  if (form) return <FormView form={form} />;
  let k = 0;
  return (
    <Box flexDirection="column">
      <Text bold>
        hacienda server: you are {sanitize(player.name)}
        {player.guest ? ' (a guest)' : ''}
      </Text>
      <Text> </Text>
      {sections.length === 0 ? <Text dimColor>No rooms yet: n makes one.</Text> : null}
      {sections.map((s) => (
        <Box key={s.title} flexDirection="column" marginBottom={1}>
          <Text bold>{s.title}</Text>
          {s.rooms.map((r) => {
            const mine = k++ === cursor;
            return (
              <Text key={r.code} inverse={mine}>
                {mine ? '> ' : '  '}
                {roomLine(r)}
              </Text>
            );
          })}
        </Box>
      ))}
      {code !== null ? <Text>room code: {code}_ (enter goes there, esc back)</Text> : null}
      {learning ? <Text>the tutorial: {TAUGHT.map((g, i) => `${i + 1} ${g.rules.about.title}`).join('  ')} (it goes on where you left; esc back)</Text> : null}
      {handed ? <Text>{handingLine(handed)}</Text> : null}
      {message ? <Text>{message}</Text> : null}
      <Text dimColor>
        {"up/down choose  enter join or take your seat back  w watch  n new room  c a room's code  b bots for the away (your rooms)  t tutorial  q quit"}
      </Text>
    </Box>
  );
}

/** The owner's choice of a seat to switch: each away or bot-played seat by its number. */
function handingLine(room: Room): string {
  const seats = room.switchable.map(
    (i) => `${i + 1} ${sanitize(room.info.seats[i]!.name ?? '?')} (${room.info.seats[i]!.standIn ? 'a bot plays: give back' : 'away: to a bot'})`,
  );
  return `${room.code}, which seat? ${seats.join('  ')}  a all  esc back`;
}

function FormView({ form }: { form: RoomForm }) {
  const rows = formRows(form.values);
  return (
    <Box flexDirection="column">
      <Text bold>A new room (seat 1 is yours)</Text>
      <Text> </Text>
      {rows.map((row, i) => {
        const choice = row.choices.find((c) => c.value === form.values[row.id]);
        return (
          <Text key={row.id} inverse={i === form.at}>
            {i === form.at ? '> ' : '  '}
            {row.label.padEnd(10)} {'< '}
            {choice?.label ?? '?'}
            {' >'}
          </Text>
        );
      })}
      <Text> </Text>
      <Text dimColor>{'up/down a setting  left/right its choice  enter makes the room  esc back'}</Text>
    </Box>
  );
}
