/**
 * A room before its game: its code (to pass to friends), its seats and who has taken them, and
 * the room's chat (' opens its line), so that those waiting can talk. It ends when the last seat
 * is taken (the game begins) or when the player goes back to the lobby.
 */
import { Box, Text, useApp } from 'ink';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { sanitize } from '../../text/sanitize.js';
import { useKeys } from '../../tui/app/use-keys.js';
import { CHAT_KEY } from '../../tui/ui/keys.js';
import type { Player } from '../players.js';
import type { Room } from '../room.js';

/** The chat's latest lines the waiting screen shows. */
const SHOWN = 8;

export function WaitingApp({ room, player, done }: { room: Room; player: Player; done: (begun: boolean) => void }) {
  const { exit } = useApp();
  const [, redraw] = useState(0);
  const chat = useMemo(() => room.chatFor(player), [room, player]);
  const said = useSyncExternalStore(chat.subscribe, chat.lines);
  // Keys one by one, each on what the one before left (a pasted line, keys typed fast).
  const typing = useRef<{ text: string; refused: string | null } | null>(null);
  const set = (next: typeof typing.current) => {
    typing.current = next;
    redraw((n) => n + 1);
  };
  useEffect(
    () =>
      room.subscribe(() => {
        if (room.game) {
          done(true);
          exit();
        } else redraw((n) => n + 1);
      }),
    [room, done, exit],
  );
  useKeys((key) => {
    const line = typing.current;
    if (key === 'ctrl+c' || (line === null && (key === 'q' || key === 'esc'))) {
      done(false);
      exit();
    } else if (line === null) {
      if (key === CHAT_KEY || key === '"') set({ text: '', refused: null });
    } else if (key === 'esc') set(null);
    else if (key === 'enter') {
      const refused = line.text.trim() === '' ? null : chat.say(line.text);
      set(refused ? { ...line, refused } : null);
    } else if (key === 'backspace') set({ text: [...line.text].slice(0, -1).join(''), refused: null });
    else if (key === 'ctrl+u') set({ text: '', refused: null });
    else if (key === 'space') set({ text: line.text + ' ', refused: null });
    else if (key.length === 1 && key >= ' ' && key !== '\x7f') set({ text: (line.text + key).slice(0, 500), refused: null });
  });
  const line = typing.current;
  return (
    <Box flexDirection="column">
      <Text bold>
        Room {room.code}: waiting for {room.open === 1 ? 'one more player' : `${room.open} more players`}
      </Text>
      <Text>Friends join with: ssh -t -p &lt;port&gt; &lt;host&gt; join {room.code}</Text>
      <Text> </Text>
      {room.info.seats.map((s, i) => (
        <Text key={i}>
          {`seat ${i + 1}: `}
          {s.kind === 'bot' ? sanitize(s.name ?? 'bot') : s.player ? `${sanitize(s.name ?? '?')}${room.present(i) ? '' : ' (away)'}` : '(open)'}
        </Text>
      ))}
      <Text> </Text>
      {said.slice(-SHOWN).map((l, i) => (
        <Text key={i} color="cyan">
          {`${l.from}: ${l.text}`}
        </Text>
      ))}
      {line ? (
        <Text>
          say: {sanitize(line.text)}_{line.refused ? `  (${line.refused})` : ''}
        </Text>
      ) : null}
      <Text dimColor>
        {line ? 'enter says it  esc closes' : `the game begins when every seat is taken; ${CHAT_KEY} chat; q: back to the lobby (your seat stays yours)`}
      </Text>
    </Box>
  );
}
