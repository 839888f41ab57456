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

  /** The game at its table, and its bots there at the room's pace (thinking in a thread of the room's). */
  private seat(session: GameSession): void {
    const table = new Table(session);
    const levels = seatLevels(session.seats);
    if (levels.some((l) => l !== null)) this.decider = this.thinker();
    const bots = new TableBots(table, levels, {
      seed: this.info.seed,
      at: session.record.actions.length,
      ...(this.decider ? { decider: this.decider } : {}),
      pace: this.info.pace,
    });
    this.game = { session, table, bots };
    table.subscribe(() => this.changed());
  }

  /** The server stops: the bots leave, their thread ends, the record's lock is given back. */
  async close(): Promise<void> {
    this.game?.bots.close();
    this.game?.session.close();
    await this.decider?.close();
  }
}
