/**
 * The room store: where the server keeps its rooms, their games and the keys it knows. An
 * interface, so that the server can grow past one process (docs/server.md: a store on shared
 * storage or in a database, rooms sharded by code); the folder of records is the default.
 *
 * The folder: `rooms.json` (the list of rooms), `players.json` (each key's name), `rooms/<CODE>.json`
 * (each room's game record, in the usual format). Every file is written through the hardened save
 * path (src/files/write.ts: never half a file), a game by its GameSession, which holds the
 * record's lock (one writer per game) and saves after every action. A file's name is made from a
 * room's code only, checked to be 4-8 characters of A-Z0-9: nothing a client sends becomes a path.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { FileReadError, readRegularFile } from '../files/read.js';
import { writeDurably } from '../files/write.js';
import { loadRecord } from '../records/read.js';
import { GameSession, type SessionOptions } from '../records/session.js';
import { MAX_NAME } from '../table/seats.js';
import { BOT_NAMES } from '../bots/index.js';
import { readCode } from './codes.js';
import type { KnownKeys } from './players.js';

/** A seat of a room: a person's (taken by a player, or open) or a bot's. */
export interface RoomSeat {
  kind: 'human' | 'bot';
  /** The bot's level, for a bot's seat. */
  bot?: string;
  /** The player (Player.id) sitting there; null while open, and for a bot. */
  player: string | null;
  /** The name shown: the player's, or the bot's. */
  name: string | null;
  /** A person's seat the room's owner handed to a bot while its player is away: the bot's level. */
  standIn?: string;
}

/** A room as the store keeps it (its game is its record, `rooms/<code>.json`, once it started). */
export interface RoomInfo {
  code: string;
  rules: string;
  /** The game's own options (choices only: a room's board is one of the game's). */
  options: Record<string, string>;
  seed: string;
  seats: RoomSeat[];
  /** The player who made the room (Player.id), and their name. */
  owner: string;
  ownerName: string;
  /** Shown in every lobby; a private room is reached by its code. */
  listed: boolean;
  /** Milliseconds before each bot move. */
  pace: number;
  created: string;
  /** Whether the game began (every person's seat taken): its record exists. */
  started: boolean;
}

export interface RoomStore {
  rooms(): RoomInfo[];
  saveRooms(rooms: readonly RoomInfo[]): void;
  knownKeys(): KnownKeys;
  saveKeys(keys: KnownKeys): void;
  /** A room's new game, its record saved at once. */
  startGame(code: string, options: Omit<SessionOptions, 'file'>): GameSession;
  /** A started room's game, replayed from its record. */
  resumeGame(code: string): GameSession;
  /**
   * Where a player's tutorial of `rules` is kept (the lobby's `t`), or null to keep none. The
   * file's name is a digest of the player's id: nothing a client sends becomes a path.
   */
  tutorialFile(playerId: string, rules: string): string | null;
}

const MAX_STORE_BYTES = 16 * 1024 * 1024;
const name = z
  .string()
  .min(1)
  .max(MAX_NAME * 4);
const RoomSchema = z.strictObject({
  code: z.string().refine((c) => readCode(c) === c, 'a room code'),
  rules: z.string().max(40),
  options: z.record(z.string().max(40), z.string().max(80)),
  seed: z.string().max(64),
  seats: z
    .array(
      z.strictObject({
        kind: z.enum(['human', 'bot']),
        bot: z.string().max(40).optional(),
        player: z.string().max(200).nullable(),
        name: name.nullable(),
        standIn: z.enum(BOT_NAMES).optional(),
      }),
    )
    .min(2)
    .max(5),
  owner: z.string().max(200),
  ownerName: name,
  listed: z.boolean(),
  pace: z.number().int().min(0).max(60_000),
  created: z.string().max(40),
  started: z.boolean(),
});
const RoomsSchema = z.strictObject({ rooms: z.array(RoomSchema) });
const KeysSchema = z.strictObject({ keys: z.record(z.string().max(200), name) });

/** A file of the store that cannot be used: the server says so and does not start. */
export class StoreError extends Error {}

export class FolderRoomStore implements RoomStore {
  constructor(readonly dir: string) {
    mkdirSync(join(dir, 'rooms'), { recursive: true, mode: 0o700 });
  }

  tutorialFile(playerId: string, rules: string): string {
    mkdirSync(join(this.dir, 'tutorials'), { recursive: true, mode: 0o700 });
    const digest = createHash('sha256').update(`${playerId}\n${rules}`).digest('hex').slice(0, 32);
    return join(this.dir, 'tutorials', `${digest}.json`);
  }

  private read<T>(file: string, schema: z.ZodType<T>, empty: T): T {
    const path = join(this.dir, file);
    let text: string;
    try {
      text = readRegularFile(path, MAX_STORE_BYTES).toString('utf8');
    } catch (err) {
      if (err instanceof FileReadError && err.problem === 'missing') return empty;
      throw new StoreError(`${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new StoreError(`${path}: not valid JSON`);
    }
    const r = schema.safeParse(data);
    if (!r.success) throw new StoreError(`${path}: not the server's data (${r.error.issues[0]?.message ?? 'bad shape'})`);
    return r.data;
  }

  private write(file: string, data: unknown): void {
    writeDurably(join(this.dir, file), JSON.stringify(data, null, 1) + '\n');
  }

  rooms(): RoomInfo[] {
    return this.read('rooms.json', RoomsSchema, { rooms: [] }).rooms as RoomInfo[];
  }

  saveRooms(rooms: readonly RoomInfo[]): void {
    this.write('rooms.json', { rooms });
  }

  knownKeys(): KnownKeys {
    return this.read('players.json', KeysSchema, { keys: {} }).keys;
  }

  saveKeys(keys: KnownKeys): void {
    this.write('players.json', { keys });
  }

  /** The record file of a room: its code checked, so it is always `rooms/<A-Z0-9>.json`. */
  private recordFile(code: string): string {
    const checked = readCode(code);
    if (checked !== code) throw new Error(`not a room code: ${JSON.stringify(code)}`);
    return join(this.dir, 'rooms', `${code}.json`);
  }

  startGame(code: string, options: Omit<SessionOptions, 'file'>): GameSession {
    return GameSession.start({ ...options, file: this.recordFile(code) });
  }

  resumeGame(code: string): GameSession {
    const file = this.recordFile(code);
    return GameSession.resume(loadRecord(file), file, undefined, 'hacienda serve');
  }
}
