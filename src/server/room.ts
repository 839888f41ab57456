/**
 * A room: one game at one table (src/table), its bots playing there at the room's pace, and who
 * is there. A room waits until every person's seat is taken; then its game starts, recorded in
 * the room store (saved after every action, so a restart of the server finds it where it was).
 * Screens come and go: each sits at the table at its seat's view (or the public view), and the
 * room tells whoever listens (the lobby's screens) when anything changed.
 */
import { botThread, type Decider } from '../host/bot-thread.js';
import type { GameSession } from '../records/session.js';
import { seatLevels, TableBots } from '../table/bots.js';
import { Table } from '../table/table.js';
import type { Seat } from '../table/seats.js';
import { programVersion } from '../cli/version.js';
import type { Player } from './players.js';
import type { RoomInfo, RoomStore } from './store.js';
import type { Presence } from '../tui/app/controller.js';
import { RoomChat } from './chat.js';
import type { Chat } from '../tui/app/chat.js';

export type RoomState = 'waiting' | 'playing' | 'over';

/** A room's game while it is played: the recorded session, its table and the bots there. */
export interface RoomGame {
  session: GameSession;
  table: Table;
  bots: TableBots;
}

export class Room {
  game: RoomGame | null = null;
  private decider: Decider | null = null;
  private readonly listeners = new Set<() => void>();
  /** Connections of each player in the room (Player.id), and of spectators. */
  private readonly here = new Map<string, number>();
  private watching = 0;
  /** What the people in the room say (kept in memory only). */
  readonly talk = new RoomChat();

  constructor(
    readonly info: RoomInfo,
    private readonly store: RoomStore,
    /** Tells the hub that the room's data changed (to keep the list of rooms). */
    private readonly saved: () => void,
    private readonly thinker: () => Decider = () => botThread(),
  ) {
    if (info.started) this.seat(store.resumeGame(info.code));
  }

  get code(): string {
    return this.info.code;
  }

  get state(): RoomState {
    if (!this.game) return 'waiting';
    return this.game.table.over ? 'over' : 'playing';
  }

  /** Seats still open for a person. */
  get open(): number {
    return this.info.seats.filter((s) => s.kind === 'human' && s.player === null).length;
  }

  /** The name of the seat to act, or null (waiting, or over). */
  get toActName(): string | null {
    if (!this.game || this.game.table.over) return null;
    return this.game.session.seats[this.game.table.toAct]?.name ?? null;
  }

  /** `player`'s seat in this room, or -1. */
  seatOf(player: Player): number {
    return this.info.seats.findIndex((s) => s.player === player.id);
  }

  /** Whether the player sitting at `seat` has a screen in the room now. */
  present(seat: number): boolean {
    const id = this.info.seats[seat]?.player;
    return id != null && (this.here.get(id) ?? 0) > 0;
  }

  get spectators(): number {
    return this.watching;
  }

  /**
   * `player` takes an open seat (their own if they have one already); the game starts when the
   * last one is taken. The seat, or why not.
   */
  sit(player: Player): number | string {
    const own = this.seatOf(player);
    if (own >= 0) return own;
    if (this.game) return 'the game has begun: every seat is taken (w watches it)';
    const seat = this.info.seats.findIndex((s) => s.kind === 'human' && s.player === null);
    if (seat < 0) return 'no seat is open';
    this.info.seats[seat] = { ...this.info.seats[seat]!, player: player.id, name: player.name };
    if (this.open === 0) this.begin();
    this.saved();
    this.changed();
    return seat;
  }

  /** A screen of `player` (or a spectator's, with null) is in the room until the returned call. */
  arrive(player: Player | null): () => void {
    if (player) this.here.set(player.id, (this.here.get(player.id) ?? 0) + 1);
    else this.watching++;
    // A player back at their seat takes it from the bot that stood in for them.
    const seat = player ? this.seatOf(player) : -1;
    if (seat >= 0 && this.info.seats[seat]!.standIn) this.standIn(seat, null);
    this.changed();
    let gone = false;
    return () => {
      if (gone) return;
      gone = true;
      if (player) this.here.set(player.id, (this.here.get(player.id) ?? 1) - 1);
      else this.watching--;
      this.changed();
    };
  }

  /** The room's chat as `player`'s screen uses it: a spectator's lines say they are watching. */
  chatFor(player: Player): Chat {
    const name = this.seatOf(player) >= 0 ? player.name : `${player.name} (watching)`;
    return this.talk.for({ id: player.id, name }, () => this.game?.table.actions ?? 0);
  }

  /** Whether `player` made the room (they may hand an absent player's seat to a bot). */
  owns(player: Player): boolean {
    return this.info.owner === player.id;
  }

  /** Seats whose player is away (a person's seat, taken, with no screen in the room now). */
  get away(): number[] {
    return this.info.seats.flatMap((s, i) => (s.kind === 'human' && s.player !== null && !this.present(i) ? [i] : []));
  }

  /** Seats a bot plays for their away player. */
  get stoodIn(): number[] {
    return this.info.seats.flatMap((s, i) => (s.standIn ? [i] : []));
  }

  /** Seats the owner may switch now: an away player's (to a bot) and one a bot plays (back). */
  get switchable(): number[] {
    const away = this.away;
    return this.info.seats.flatMap((s, i) => (s.standIn || away.includes(i) ? [i] : []));
  }

  /**
   * The owner's switch. For one `seat`: an away player's seat handed to a bot (`level`), or a seat
   * a bot plays given back to its player (who also takes it back by coming back). Without a seat:
   * when bots stand in already, every such seat given back, else every away seat handed to bots.
   * What it did, in a few words, or why not.
   */
  handOver(by: Player, level = 'medium', seat?: number): string {
    if (!this.owns(by)) return "only the room's maker may hand seats to bots";
    if (!this.game || this.game.table.over) return 'the game is not being played';
    if (seat !== undefined) {
      const s = this.info.seats[seat];
      const name = s?.name ?? `seat ${seat + 1}`;
      if (s?.standIn) {
        this.standIn(seat, null);
        return `${name}'s seat given back to ${name}`;
      }
      if (!this.away.includes(seat)) return s?.kind === 'human' ? `${name} is here` : `${name} is a bot already`;
      this.standIn(seat, level);
      return `a bot plays ${name}'s seat until ${name} comes back`;
    }
    const stood = this.stoodIn;
    if (stood.length > 0) {
      for (const seat of stood) this.standIn(seat, null);
      return `${stood.length === 1 ? 'a seat' : `${stood.length} seats`} given back to ${stood.length === 1 ? 'its player' : 'their players'}`;
    }
    const away = this.away;
    if (away.length === 0) return 'every player is here';
    for (const seat of away) this.standIn(seat, level);
    return `${away.length === 1 ? 'a bot plays the away seat' : `bots play the ${away.length} away seats`} until ${away.length === 1 ? 'its player comes' : 'their players come'} back`;
  }

  /** What screens at the table show of who is here. */
  presence(): Presence {
    return { away: (seat) => this.away.includes(seat), subscribe: (listener) => this.subscribe(listener) };
  }

  private standIn(seat: number, level: string | null): void {
    const s = this.info.seats[seat]!;
    if (level) this.info.seats[seat] = { ...s, standIn: level };
    else {
      const { standIn: _gone, ...rest } = s;
      this.info.seats[seat] = rest;
    }
    if (this.game) this.seatBots(this.game.session, this.game.table);
    this.saved();
    this.changed();
  }

  /** Tells `listener` whenever the room changes (a seat, a move, someone coming or going). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listen of this.listeners) listen();
  }

  /** The game begins: its record is made (every person's seat taken, or none to take). */
  begin(): void {
    const seats: Seat[] = this.info.seats.map((s) =>
      s.kind === 'bot' ? { name: s.name ?? 'Bot', player: 'bot', bot: s.bot ?? 'hard' } : { name: s.name ?? 'Player', player: 'human' },
    );
    const session = this.store.startGame(this.code, {
      rules: this.info.rules,
      options: { ...this.info.options, seed: this.info.seed },
      seats,
      program: programVersion(),
      holder: 'hacienda serve',
    });
    this.info.started = true;
    this.seat(session);
  }

  /** The game at its table, and its bots there. */
  private seat(session: GameSession): void {
    const table = new Table(session);
    this.seatBots(session, table);
    table.subscribe(() => this.changed());
  }

  /**
   * The bots at the table, again: the game's own, and those standing in for away players, at the
   * room's pace, thinking in a thread of the room's.
   */
  private seatBots(session: GameSession, table: Table): void {
    this.game?.bots.close();
    const levels = seatLevels(session.seats).map((l, i) => l ?? this.info.seats[i]?.standIn ?? null);
    if (levels.some((l) => l !== null)) this.decider ??= this.thinker();
    const bots = new TableBots(table, levels, {
      seed: this.info.seed,
      at: session.record.actions.length,
      ...(this.decider ? { decider: this.decider } : {}),
      pace: this.info.pace,
    });
    this.game = { session, table, bots };
  }

  /** The server stops: the bots leave, their thread ends, the record's lock is given back. */
  async close(): Promise<void> {
    this.game?.bots.close();
    this.game?.session.close();
    await this.decider?.close();
  }
}
