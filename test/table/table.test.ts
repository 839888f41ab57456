/** The table (src/table/table.ts) and the one game loop (src/table/loop.ts). */
import { describe, expect, it } from 'vitest';
import { isOver, newGame, stableHash, type BaseAction } from '../../src/api.js';
import { botByName } from '../../src/bots/index.js';
import { playMatch } from '../../src/bots/match.js';
import { seedRng } from '../../src/engine/rng.js';
import { gameLoop, playInTime, playNow } from '../../src/table/loop.js';
import { eventsFor, memoryGame, Table, type ActionPlayed } from '../../src/table/table.js';

const start = (seed: string) => newGame('2026', { players: ['Ana', 'Ben', 'Cleo'], seed });
const random = botByName('random');
const decider = (seed: string) => {
  const rngs = [0, 1, 2].map((i) => seedRng(`${seed}/bot${i}`));
  return ({ seat, view }: { seat: number; view: Parameters<typeof random.decide>[0] }): BaseAction => random.decide(view, seat, { rng: rngs[seat]! });
};

describe('table', () => {
  it('table - takes an action only from the seat to act', () => {
    const table = new Table(memoryGame(start('t1')));
    const seat = table.toAct;
    const action = random.decide(table.viewOf(seat), seat, { rng: seedRng('x') });
    const wrong = table.act((seat + 1) % 3, action);
    expect(!wrong.ok && wrong.code).toBe('not-allowed');
    expect(!wrong.ok && wrong.reason).toBe('it is not your turn');
    expect(table.act(seat, action).ok).toBe(true);
    expect(table.actions).toBe(1);
  });

  it('table - tells every listener each action, and a seat sees only its own private events', () => {
    const table = new Table(memoryGame(start('t2')));
    const seen: ActionPlayed[] = [];
    const stop = table.subscribe((u) => u.type === 'action' && seen.push(u));
    playNow(table, decider('t2'), 60);
    stop();
    expect(seen.map((u) => u.index)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const draws = seen.flatMap((u) => u.events).filter((e) => e.type === 'drew');
    expect(draws.length).toBeGreaterThan(0);
    for (const u of seen) {
      for (const e of eventsFor(u.events, 1)) expect(e.private !== true || e.player === 1).toBe(true);
      expect(eventsFor(u.events, u.seat).filter((e) => e.type === 'drew' && e.player === u.seat)).toEqual(
        u.events.filter((e) => e.type === 'drew' && e.player === u.seat),
      );
    }
  });
});

describe('game loop', () => {
  it('game loop - the quick and the timed driver play the same seeded game to its end', async () => {
    const quick = new Table(memoryGame(start('t3')));
    const n = playNow(quick, decider('t3'));
    const timed = new Table(memoryGame(start('t3')));
    const m = await playInTime(timed, decider('t3'), 0);
    expect(isOver(quick.state)).toBe(true);
    expect(m).toBe(n);
    expect(stableHash(timed.state)).toBe(stableHash(quick.state));
    // playMatch is the same loop with bots.
    const match = playMatch(start('t3'), [random, random, random], 't3');
    expect(stableHash(match.state)).toBe(stableHash(quick.state));
  });

  it('game loop - a decider that answers null stops the timed loop; a limit stops the quick one', async () => {
    const table = new Table(memoryGame(start('t4')));
    const decide = decider('t4');
    let asked = 0;
    expect(await playInTime(table, (turn) => (++asked > 5 ? null : decide(turn)))).toBe(5);
    expect(playNow(table, decide, 7)).toBe(7);
    expect(table.actions).toBe(12);
  });

  it('game loop - an illegal action is an error naming it', () => {
    const loop = gameLoop(new Table(memoryGame(start('t5'))));
    loop.next();
    expect(() => loop.next({ type: 'take', card: 99 } as BaseAction)).toThrow(/seat \d chose an illegal action/);
  });
});
