/**
 * The bots of a table (src/table/bots.ts): they play at the table, not inside a screen: at their
 * pace, on their seat's view, through a decider; a screen only holds them and skips their wait.
 * And undo at the table.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions, playerView } from '../../src/api.js';
import { DecisionCancelled, decideRequest, type BotAnswer, type BotRequest, type Decider } from '../../src/host/bot-thread.js';
import { GameSession } from '../../src/records/session.js';
import { seatLevels, TableBots } from '../../src/table/bots.js';
import { Table } from '../../src/table/table.js';
import type { Seat } from '../../src/table/seats.js';
import { GameController } from '../../src/tui/app/controller.js';

const open: TableBots[] = [];
afterEach(() => {
  for (const b of open.splice(0)) b.close();
});

function table(seats: Seat[], seed = 'bots') {
  const session = GameSession.start({ rules: 'classic', options: { seed, startPlayer: 0 }, seats, file: null, program: 'test' });
  return { session, table: new Table(session) };
}

const botsOnly: Seat[] = [
  { name: 'Red', player: 'bot', bot: 'greedy' },
  { name: 'Blue', player: 'bot', bot: 'random' },
];

function seat(t: Table, levels: (string | null)[], opts: ConstructorParameters<typeof TableBots>[2]): TableBots {
  const bots = new TableBots(t, levels, opts);
  open.push(bots);
  return bots;
}

/** A decider that answers when told, and records what it was asked. */
function manualDecider() {
  const asked: BotRequest[] = [];
  let answer: ((a: BotAnswer) => void) | null = null;
  let fail: ((e: Error) => void) | null = null;
  const decider: Decider = {
    decide: (r) => {
      asked.push(r);
      return new Promise((res, rej) => {
        answer = res;
        fail = rej;
      });
    },
    cancel: () => fail?.(new DecisionCancelled()),
    close: async () => {},
  };
  return { decider, asked, answer: (a: BotAnswer) => answer!(a) };
}

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await tick(5);
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe('table bots', () => {
  it("table bots - play a game of bots to its end at the table on their own, each on its seat's view", async () => {
    const { session, table: t } = table(botsOnly);
    const seen: BotRequest[] = [];
    const inline: Decider = { decide: async (r) => (seen.push(r), decideRequest(r, null)), cancel: () => {}, close: async () => {} };
    seat(t, seatLevels(session.seats), { seed: 's', decider: inline, pace: 0 });
    await until(() => t.over, 'the game to end');
    expect(session.record.actions.length).toBeGreaterThan(20);
    expect(seen.length).toBe(session.record.actions.length);
    expect(seen.every((r) => r.level === (r.seat === 0 ? 'greedy' : 'random'))).toBe(true);
  });

  it('table bots - ask the decider with the seat view only, say they think, and play the answer', async () => {
    const { session, table: t } = table(botsOnly);
    const d = manualDecider();
    const bots = seat(t, seatLevels(session.seats), { seed: 'd', decider: d.decider, budget: { iterations: 7 }, pace: 0 });
    expect(bots.status.waiting).toBe(true);
    await until(() => d.asked.length === 1, 'the question');
    expect(bots.status).toEqual({ thinking: true, waiting: false, error: null });
    const request = d.asked[0]!;
    expect(request).toMatchObject({ level: 'greedy', seat: 0, budget: { iterations: 7 } });
    expect(request.view).toEqual(playerView(session.state, 0));
    expect(request.view).not.toEqual(session.state);
    d.answer(decideRequest(request, null));
    await until(() => session.record.actions.length === 1, 'the move');
    bots.close();
    expect(bots.status.thinking).toBe(false);
  });

  it('table bots - a cancelled decision plays nothing, and the bot thinks again', async () => {
    const { session, table: t } = table(botsOnly);
    const d = manualDecider();
    const bots = seat(t, seatLevels(session.seats), { seed: 'd', decider: d.decider, pace: 0 });
    await until(() => d.asked.length === 1, 'the question');
    bots.cancel();
    await until(() => d.asked.length === 2, 'the second question');
    expect(session.record.actions).toHaveLength(0);
    d.answer(decideRequest(d.asked[1]!, null));
    await until(() => session.record.actions.length === 1, 'the move');
  });

  it('table bots - a hold keeps them from moving until released; a skip ends the wait at once', async () => {
    const { session, table: t } = table(botsOnly);
    const bots = seat(t, seatLevels(session.seats), { seed: 'h', pace: 60_000 });
    expect(bots.status.waiting).toBe(true);
    const release = bots.hold();
    expect(bots.status.waiting).toBe(false);
    bots.skipWait();
    await tick(10);
    expect(session.record.actions).toHaveLength(0);
    release();
    release();
    expect(bots.status.waiting).toBe(true);
    bots.skipWait();
    await until(() => session.record.actions.length === 1, 'the skipped move');
    expect(bots.status.waiting).toBe(true);
  });

  it("table bots - wait for a person's seat, and answer as soon as the person has played", async () => {
    const { session, table: t } = table([{ name: 'Ana', player: 'human' }, botsOnly[1]!]);
    const bots = seat(t, seatLevels(session.seats), { seed: 'p', pace: 0 });
    expect(bots.status.waiting).toBe(false);
    const end = legalActions(session.state).find((a) => a.type === 'end')!;
    expect(t.act(0, end).ok).toBe(true);
    await until(() => t.toAct === 0, "the bot's turn to pass");
    expect(session.record.actions.length).toBeGreaterThan(1);
  });

  it('table bots - a bot that fails stops, and says why', async () => {
    const { session, table: t } = table(botsOnly);
    const broken: Decider = { decide: () => Promise.reject(new Error('out of memory')), cancel: () => {}, close: async () => {} };
    const bots = seat(t, seatLevels(session.seats), { seed: 'f', decider: broken, pace: 0 });
    await until(() => bots.status.error !== null, 'the failure');
    expect(bots.status.error).toBe('out of memory');
    await tick(10);
    expect(session.record.actions).toHaveLength(0);
  });
});

describe('table undo', () => {
  it('table - undo takes back the seat to act its own last action that revealed nothing, and tells the listeners', () => {
    const { session, table: t } = table([
      { name: 'Ana', player: 'human' },
      { name: 'Ben', player: 'human' },
    ]);
    const updates: string[] = [];
    t.subscribe((u) => updates.push(u.type));
    expect(t.canUndo(0)).toBe(false);
    const land = legalActions(session.state).find((a) => a.type === 'land')!;
    expect(t.act(0, land).ok).toBe(true);
    expect(t.canUndo(1)).toBe(false);
    expect(t.undo(1)).toBe(false);
    expect(t.canUndo(0)).toBe(true);
    expect(t.undo(0)).toBe(true);
    expect(updates).toEqual(['action', 'undo']);
    expect(session.record.actions).toHaveLength(0);
    expect(t.actions).toBe(0);
  });
});

describe('screen at a table with bots', () => {
  it('GameController - holds the bots while a scoring waits for its key, and lets them go on after it', async () => {
    const { session } = table(botsOnly, 'scoring');
    // The controller's own table, its bots at no pace: they would move at once.
    const controller = new GameController(session, { seed: 'c', pace: 0 });
    const bots = controller.bots!;
    open.push(bots);
    while (!controller.getSnapshot().scoring) bots.step();
    const n = session.record.actions.length;
    await tick(20);
    expect(session.record.actions).toHaveLength(n);
    expect(bots.status.waiting).toBe(false);
    controller.ack();
    await until(() => session.record.actions.length > n, 'the next move');
  });
});
