/** The core's turns and rounds (src/engine/rounds.ts), on a toy game of two kinds of scoring. */
import { describe, expect, it } from 'vitest';
import { passTurn, type RoundRules, type RoundsState } from '../../src/engine/rounds.js';

interface Toy extends RoundsState {
  turn: { player: number };
  midDue: boolean;
  finalDue: boolean;
  endReason: 'cards' | 'stalled' | null;
}
type ToyEvent = { type: string; [k: string]: unknown };

const rules: RoundRules<Toy, 'mid' | 'final', ToyEvent[]> = {
  newTurn: (_d, player) => ({ player }),
  takeDue(d) {
    const scorings: ('mid' | 'final')[] = [...(d.midDue ? ['mid' as const] : []), ...(d.finalDue ? ['final' as const] : [])];
    const final = d.finalDue;
    if (final) d.endReason ??= 'cards';
    d.midDue = d.finalDue = false;
    return { scorings, final };
  },
  finalScoring: 'final',
  holdScoring: (_d, kind, events) => events.push({ type: 'scoring', kind }),
};

const toy = (more: Partial<Toy> = {}): Toy => ({
  players: [0, 1, 2],
  startPlayer: 1,
  round: 1,
  roundActions: 3,
  over: false,
  endReason: null,
  turn: { player: 0 },
  midDue: false,
  finalDue: false,
  ...more,
});

describe('rounds', () => {
  it('rounds - the turn passes seat by seat; back at the start player a round ends', () => {
    const d = toy({ turn: { player: 1 } });
    const events: ToyEvent[] = [];
    passTurn(d, rules, events, undefined);
    expect(d.turn.player).toBe(2);
    passTurn(d, rules, events, undefined);
    passTurn(d, rules, events, undefined);
    expect(d.turn.player).toBe(1);
    expect(d.round).toBe(2);
    expect(d.roundActions).toBe(0);
    expect(events.map((e) => e.type)).toEqual(['turn', 'turn', 'round', 'turn']);
  });

  it("rounds - scorings due are held at the round's end, in order; the final one ends the game", () => {
    const d = toy({ midDue: true, finalDue: true });
    const events: ToyEvent[] = [];
    passTurn(d, rules, events, undefined);
    expect(events).toEqual([
      { type: 'scoring', kind: 'mid' },
      { type: 'scoring', kind: 'final' },
      { type: 'game-over', reason: 'cards' },
    ]);
    expect(d.over).toBe(true);
    expect(d.turn.player).toBe(-1);
  });

  it('rounds - the stall rule (C15, R2026-9): a round without an action ends the game with the final scoring alone', () => {
    const d = toy({ roundActions: 0, midDue: true });
    const events: ToyEvent[] = [];
    passTurn(d, rules, events, undefined);
    expect(events).toEqual([
      { type: 'scoring', kind: 'final' },
      { type: 'game-over', reason: 'stalled' },
    ]);
    expect(d.midDue).toBe(false);
  });
});
