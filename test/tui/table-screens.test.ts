/**
 * Screens at one table (issue 12, item 6): what is played at the table reaches every screen
 * sitting at it, as play over SSH will need; each screen shows its own seat's view.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/api.js';
import { GameSession } from '../../src/records/session.js';
import { GameController } from '../../src/tui/app/controller.js';
import { Table } from '../../src/table/table.js';

describe('screens at a table', () => {
  it("table - an action of one screen's player shows in the other screen's log; each sees its own view", () => {
    const session = GameSession.start({
      rules: 'classic',
      options: { seed: 'two-screens', startPlayer: 0 },
      seats: [
        { name: 'Ana', player: 'human' },
        { name: 'Ben', player: 'human' },
      ],
      file: null,
      program: 'test',
    });
    const table = new Table(session);
    const ana = new GameController(session, { seed: 'a', table });
    const ben = new GameController(session, { seed: 'b', table });
    expect(ana.table).toBe(ben.table);
    const action = legalActions(session.state).find((a) => a.type === 'land')!;
    expect(ana.apply(action)).toBeNull();
    const logOf = (c: GameController) =>
      c
        .getSnapshot()
        .log.map((e) => e.text)
        .join('\n');
    expect(logOf(ben)).toContain('Ana');
    expect(logOf(ben)).toBe(logOf(ana));
    expect(ben.getSnapshot().actions).toBe(1);
    // A seat that is not to act is refused at the table, whatever its screen asks.
    expect(table.act(1, action)).toMatchObject({ ok: false, code: 'not-allowed' });
  });
});
