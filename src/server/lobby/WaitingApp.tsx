/**
 * A room before its game: its code (to pass to friends), its seats and who has taken them. It
 * ends when the last seat is taken (the game begins) or when the player goes back to the lobby.
 */
import { Box, Text, useApp, useInput } from 'ink';
import { useEffect, useState } from 'react';
import { sanitize } from '../../text/sanitize.js';
import type { Room } from '../room.js';

export function WaitingApp({ room, done }: { room: Room; done: (begun: boolean) => void }) {
  const { exit } = useApp();
  const [, redraw] = useState(0);
  useEffect(
    () =>
      room.subscribe(() => {
        if (room.game) {
          done(true);
          exit();
        } else redraw((n) => n + 1);
      }),
    [room],
  );
  useInput((input, key) => {
    if (input === 'q' || key.escape || (key.ctrl && input === 'c')) {
      done(false);
      exit();
    }
  });
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
      <Text dimColor>the game begins when every seat is taken; q: back to the lobby (your seat stays yours)</Text>
    </Box>
  );
}
