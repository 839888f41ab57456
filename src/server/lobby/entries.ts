/**
 * What the lobby and `list` say of the rooms, pure: a room in one line (code, game, seats,
 * state), and the lobby's sections: rooms waiting for players, rooms in play (whose turn), and
 * the player's own unfinished games.
 */
import { ABOUT_GAMES } from '../../games/index.js';
import { sanitize } from '../../text/sanitize.js';
import type { Player } from '../players.js';
import type { Room } from '../room.js';

export interface LobbySection {
  title: string;
  rooms: Room[];
}

/** `ABCDE  Classic Hacienda  2/3 seats  waiting`: a room in one line. */
export function roomLine(room: Room): string {
  const title = ABOUT_GAMES.find((g) => g.name === room.info.rules)?.title ?? room.info.rules;
  const taken = room.info.seats.filter((s) => s.kind === 'bot' || s.player !== null).length;
  const state =
    room.state === 'waiting'
      ? `waiting for ${room.open} ${room.open === 1 ? 'player' : 'players'}`
      : room.state === 'over'
        ? 'over'
        : `${sanitize(room.toActName ?? '?')}'s turn`;
  const away = room.state === 'playing' ? room.away.length : 0;
  const bots = room.stoodIn.length;
  const extra = [away > 0 ? `${away} away` : '', bots > 0 ? `${bots} played by a bot` : ''].filter((x) => x !== '').join(', ');
  return `${room.code}  ${title.padEnd(16)}  ${taken}/${room.info.seats.length} seats  ${state}${extra ? ` (${extra})` : ''}`;
}

/** The lobby's sections for `player` (empty ones left out). */
export function lobbySections(rooms: readonly Room[], player: Player): LobbySection[] {
  const mine = (r: Room) => r.seatOf(player) >= 0;
  const sections = [
    { title: 'Your unfinished games', rooms: rooms.filter((r) => mine(r) && r.state !== 'over') },
    { title: 'Rooms waiting for players', rooms: rooms.filter((r) => !mine(r) && r.state === 'waiting') },
    { title: 'Rooms in play', rooms: rooms.filter((r) => !mine(r) && r.state === 'playing') },
  ];
  return sections.filter((s) => s.rooms.length > 0);
}
