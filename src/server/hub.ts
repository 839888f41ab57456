/**
 * The server's rooms, in one process: made, found by code, listed for a lobby, brought back from
 * the room store when the server starts. A lobby's screen listens here to redraw when any room
 * changes.
 */
import { randomBytes } from 'node:crypto';
import type { Decider } from '../host/bot-thread.js';
import { newCode } from './codes.js';
import { PlayerBook, type Player } from './players.js';
import { Room } from './room.js';
import type { RoomInfo, RoomSeat, RoomStore } from './store.js';
import { SEAT_COLOUR_NAMES } from '../table/seats.js';

/** A room to make: the game and its options, the seats in turn order, the pace, listed or not. */
export interface NewRoom {
  rules: string;
  options: Record<string, string>;
  seats: { kind: 'human' | 'bot'; bot?: string }[];
  pace: number;
  listed: boolean;
  seed?: string;
}

export class Hub {
  readonly rooms = new Map<string, Room>();
  readonly players: PlayerBook;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly store: RoomStore,
    private readonly thinker?: () => Decider,
  ) {
    this.players = new PlayerBook(store.knownKeys(), (keys) => store.saveKeys(keys));
    for (const info of store.rooms()) this.add(info);
  }
  /** Where `player`'s tutorial of `rules` is kept; null for a guest (nothing ties a later connection to one). */
  tutorialFile(player: Player, rules: string): string | null {
    return player.guest ? null : this.store.tutorialFile(player.id, rules);
  }

  private add(info: RoomInfo): Room {
    const room = new Room(info, this.store, () => this.keep(), this.thinker);
    this.rooms.set(info.code, room);
    room.subscribe(() => this.changed());
    return room;
  }

  /** The list of rooms written again (a seat taken, a game begun). */
  private keep(): void {
    this.store.saveRooms([...this.rooms.values()].map((r) => r.info));
  }

  /** Makes a room; its owner takes the first person's seat (a room of bots and its owner starts at once). */
  create(spec: NewRoom, owner: Player): Room {
    const seats: RoomSeat[] = spec.seats.map((s, i) =>
      s.kind === 'bot'
        ? { kind: 'bot', bot: s.bot ?? 'hard', player: null, name: `${SEAT_COLOUR_NAMES[i] ?? `Bot ${i + 1}`} (bot)` }
        : { kind: 'human', player: null, name: null },
    );
    const info: RoomInfo = {
      code: newCode((c) => this.rooms.has(c)),
      rules: spec.rules,
      options: spec.options,
      seed: spec.seed ?? randomBytes(4).toString('hex'),
      seats,
      owner: owner.id,
      ownerName: owner.name,
      listed: spec.listed,
      pace: spec.pace,
      created: new Date().toISOString(),
      started: false,
    };
    const room = this.add(info);
    if (seats.some((s) => s.kind === 'human')) room.sit(owner);
    else room.begin();
    this.keep();
    this.changed();
    return room;
  }

  get(code: string): Room | undefined {
    return this.rooms.get(code);
  }

  /** The rooms a lobby shows `player`: the listed ones, and every room they sit in. */
  visible(player: Player): Room[] {
    return [...this.rooms.values()].filter((r) => r.info.listed || r.seatOf(player) >= 0);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listen of this.listeners) listen();
  }

  async close(): Promise<void> {
    await Promise.all([...this.rooms.values()].map((r) => r.close()));
  }
}
