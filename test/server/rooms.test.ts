/**
 * The rooms of a server and their store: made, sat at, begun, played, and brought back from the
 * folder as they were; each screen at a room's table sees its seat's view only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { legalActions } from '../../src/api.js';
import { inlineDecider } from '../../src/host/bot-thread.js';
import { FolderRoomStore, StoreError } from '../../src/server/store.js';
import { Hub } from '../../src/server/hub.js';
import { GameController, SPECTATOR } from '../../src/tui/app/controller.js';
import { lobbySections, roomLine } from '../../src/server/lobby/entries.js';
import { HIDDEN_CARD } from '../../src/engine/ruleset.js';
import { writeFileSync } from 'node:fs';

const hubs: Hub[] = [];
afterEach(async () => {
  while (hubs.length) await hubs.pop()!.close();
});

const dirs = new WeakMap<Hub, string>();
function openHub(dir: string): Hub {
  const hub = new Hub(new FolderRoomStore(dir), () => inlineDecider(null));
  hubs.push(hub);
  dirs.set(hub, dir);
  return hub;
}
const hubDir = (hub: Hub) => dirs.get(hub)!;

const ana = { id: 'key:SHA256:ana', name: 'Ana', guest: false };
const ben = { id: 'key:SHA256:ben', name: 'Ben', guest: false };
const cat = { id: 'key:SHA256:cat', name: 'Cat', guest: false };
const twoPeople = { rules: 'classic', options: {}, seats: [{ kind: 'human' as const }, { kind: 'human' as const }], pace: 0, listed: true, seed: 'rooms-1' };

describe('rooms', () => {
  it('room store - a room waits for its players, begins when the last seat is taken, and its record is saved', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-rooms-'));
    const hub = openHub(dir);
    const room = hub.create(twoPeople, ana);
    expect(room.code).toMatch(/^[A-Z0-9]{5}$/);
    expect(room.state).toBe('waiting');
    expect(room.seatOf(ana)).toBe(0);
    expect(roomLine(room)).toMatch(new RegExp(`^${room.code}  Classic Hacienda +1/2 seats  waiting for 1 player$`));
    expect(existsSync(join(dir, 'rooms', `${room.code}.json`))).toBe(false);
    expect(room.sit(ben)).toBe(1);
    expect(room.state).toBe('playing');
    expect(room.sit(cat)).toMatch(/every seat is taken/);
    expect(readdirSync(join(dir, 'rooms'))).toContain(`${room.code}.json`);
    expect(JSON.parse(readFileSync(join(dir, 'rooms.json'), 'utf8')).rooms[0]).toMatchObject({ code: room.code, started: true });
  });

  it('room store - after a restart every room is back where it was (seats, actions), and its players rejoin their seats', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-rooms-'));
    const hub = openHub(dir);
    const room = hub.create(twoPeople, ana);
    room.sit(ben);
    const table = room.game!.table;
    for (const type of ['end', 'buy', 'end'])
      expect(
        table.act(
          table.toAct,
          legalActions(table.state).find((a) => a.type === type)!,
        ),
      ).toMatchObject({ ok: true });
    const waiting = hub.create({ ...twoPeople, listed: false }, cat);
    await hub.close();
    hubs.pop();
    const again = openHub(dir);
    const back = again.get(room.code)!;
    expect(back.game!.session.record.actions).toHaveLength(3);
    expect(back.game!.table.toAct).toBe(table.toAct);
    expect(back.seatOf(ben)).toBe(1);
    expect(back.sit(ben)).toBe(1);
    expect(again.get(waiting.code)!.state).toBe('waiting');
    // A private room is shown only to those who sit there.
    expect(again.visible(ana).map((r) => r.code)).toEqual([room.code]);
    expect(again.visible(cat).map((r) => r.code)).toEqual([room.code, waiting.code]);
  });

  it('room store - a rooms file that is not the server data stops the server with one line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hacienda-rooms-'));
    new FolderRoomStore(dir);
    writeFileSync(join(dir, 'rooms.json'), JSON.stringify({ rooms: [{ code: '../../etc/passwd' }] }));
    expect(() => new FolderRoomStore(dir).rooms()).toThrow(StoreError);
    writeFileSync(join(dir, 'rooms.json'), '{');
    expect(() => new FolderRoomStore(dir).rooms()).toThrow(/not valid JSON/);
  });

  it("room store - a game's file is named from its checked code only", () => {
    const store = new FolderRoomStore(mkdtempSync(join(tmpdir(), 'hacienda-rooms-')));
    expect(() => store.resumeGame('../x')).toThrow(/not a room code/);
  });

  it('lobby - rooms waiting, rooms in play and your own games, in sections', () => {
    const hub = openHub(mkdtempSync(join(tmpdir(), 'hacienda-rooms-')));
    const mine = hub.create(twoPeople, ana);
    const playing = hub.create(twoPeople, ben);
    playing.sit(cat);
    const open = hub.create(twoPeople, cat);
    expect(lobbySections(hub.visible(ana), ana).map((s) => [s.title, s.rooms.map((r) => r.code)])).toEqual([
      ['Your unfinished games', [mine.code]],
      ['Rooms waiting for players', [open.code]],
      ['Rooms in play', [playing.code]],
    ]);
    expect(roomLine(playing)).toMatch(/(Ben|Cat)'s turn \(2 away\)$/);
  });

  it('presence - a player who leaves is away; the owner hands the away seat to a bot, which plays it, and the player coming back takes it', async () => {
    const hub = openHub(mkdtempSync(join(tmpdir(), 'hacienda-rooms-')));
    const room = hub.create(twoPeople, ana);
    room.sit(ben);
    const { session, table } = room.game!;
    const leaveAna = room.arrive(ana);
    expect(room.away).toEqual([1]);
    const screen = new GameController(session, { seed: 'p', table, seat: 0, presence: room.presence() });
    expect(screen.getSnapshot().names).toEqual(['Ana', 'Ben (away)']);
    expect(room.handOver(ben)).toMatch(/only the room's maker/);
    // Ben's turn comes; the bot standing in for him plays it.
    if (table.toAct === 0)
      table.act(
        0,
        legalActions(table.state).find((a) => a.type === 'end')!,
      );
    expect(table.toAct).toBe(1);
    expect(room.handOver(ana)).toMatch(/a bot plays the away seat/);
    expect(roomLine(room)).toMatch(/\(1 away, 1 played by a bot\)$/);
    await vi.waitFor(() => expect(table.toAct).toBe(0), { timeout: 20_000, interval: 50 });
    // Kept in the rooms list: a restart keeps the stand-in.
    expect(JSON.parse(readFileSync(join(hubDir(hub), 'rooms.json'), 'utf8')).rooms[0].seats[1].standIn).toBe('medium');
    const leaveBen = room.arrive(ben);
    expect(room.stoodIn).toEqual([]);
    expect(room.away).toEqual([]);
    expect(screen.getSnapshot().names).toEqual(['Ana', 'Ben']);
    leaveBen();
    expect(room.handOver(ana)).toMatch(/a bot plays/);
    expect(room.handOver(ana)).toMatch(/given back to its player/);
    screen.standUp();
    leaveAna();
  });

  it('presence - the owner hands one away seat to a bot and gives it back, seat by seat; the lobby asks which', async () => {
    const hub = openHub(mkdtempSync(join(tmpdir(), 'hacienda-rooms-')));
    const three = { ...twoPeople, seats: [{ kind: 'human' as const }, { kind: 'human' as const }, { kind: 'human' as const }], pace: 60_000 };
    const room = hub.create(three, ana);
    room.sit(ben);
    room.sit(cat);
    const leaveAna = room.arrive(ana);
    expect(room.away).toEqual([1, 2]);
    expect(room.switchable).toEqual([1, 2]);
    expect(room.handOver(ben, 'medium', 1)).toMatch(/only the room's maker/);
    expect(room.handOver(ana, 'medium', 0)).toBe('Ana is here');
    expect(room.handOver(ana, 'medium', 2)).toBe("a bot plays Cat's seat until Cat comes back");
    expect(room.stoodIn).toEqual([2]);
    expect(room.away).toEqual([1, 2]);
    expect(room.handOver(ana, 'medium', 2)).toBe("Cat's seat given back to Cat");
    expect(room.stoodIn).toEqual([]);

    // In the lobby: b on the room asks which seat; 3 hands Cat's to a bot.
    const { render } = await import('ink-testing-library');
    const { createElement } = await import('react');
    const { LobbyApp } = await import('../../src/server/lobby/LobbyApp.js');
    const app = render(createElement(LobbyApp, { hub, player: ana, done: () => {} }));
    await new Promise((r) => setTimeout(r, 50));
    app.stdin.write('b');
    await vi.waitFor(() => expect(app.lastFrame()).toMatch(/which seat\? 2 Ben \(away: to a bot\) {2}3 Cat \(away: to a bot\) {2}a all {2}esc back/));
    app.stdin.write('3');
    await vi.waitFor(() => expect(app.lastFrame()).toMatch(/a bot plays Cat's seat until Cat comes back/));
    expect(room.stoodIn).toEqual([2]);
    app.stdin.write('b');
    await vi.waitFor(() => expect(app.lastFrame()).toMatch(/3 Cat \(a bot plays: give back\)/));
    app.stdin.write('a');
    await vi.waitFor(() => expect(app.lastFrame()).toMatch(/a seat given back to its player/));
    expect(room.stoodIn).toEqual([]);
    app.unmount();
    leaveAna();
  });

  it("table screens - a seat's screen sees its own hand only; a spectator's sees no hand", () => {
    const hub = openHub(mkdtempSync(join(tmpdir(), 'hacienda-rooms-')));
    const room = hub.create(twoPeople, ana);
    room.sit(ben);
    const { session, table } = room.game!;
    const hands = (c: GameController) =>
      (c.getSnapshot().view as unknown as { players: { landHand: number[]; animalHand: number[] }[] }).players.map((p) => [...p.landHand, ...p.animalHand]);
    const seat1 = new GameController(session, { seed: 'x', table, seat: 1 });
    const watcher = new GameController(session, { seed: 'y', table, seat: SPECTATOR });
    const [h0, h1] = hands(seat1);
    expect(h0!.every((c) => c === HIDDEN_CARD)).toBe(true);
    expect(h1!.some((c) => c !== HIDDEN_CARD)).toBe(true);
    expect(
      hands(watcher)
        .flat()
        .every((c) => c === HIDDEN_CARD),
    ).toBe(true);
    // The turn passes at the table; a fixed seat never hands the keyboard over.
    expect(seat1.getSnapshot().handoff).toBe(false);
    expect(seat1.saveAs('/tmp/anywhere.json')).toMatch(/the server keeps this game/);
    seat1.standUp();
    watcher.standUp();
    // Stood up from the table, a screen follows it no more (the table outlives its screens).
    const before = seat1.getSnapshot();
    table.act(
      table.toAct,
      legalActions(table.state).find((a) => a.type === 'end')!,
    );
    expect(seat1.getSnapshot()).toBe(before);
  });
});
