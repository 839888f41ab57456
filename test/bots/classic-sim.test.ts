/**
 * The Classic bots' fast machinery against the engine: the policy proposes only legal actions,
 * action keys match, and the in-place playout step gives the same state as applyAction.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, ruleset, type BaseState } from '../../src/api.js';
import { actionKey, Candidates, scanCandidates } from '../../src/games/classic/bots/policy.js';
import { simApply, simCopy } from '../../src/games/classic/bots/sim.js';
import { seedRng } from '../../src/engine/rng.js';
import type { ClassicState } from '../../src/games/classic/rules/state.js';
import { greedyPositions, randomPositions } from './support.js';

/** What a playout may change and what is read after it (the played-card piles are not kept). */
function essence(s: ClassicState) {
  const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
  return {
    board: [s.owner, s.piece, s.water, s.hacienda, s.harvest],
    players: s.players.map((p) => ({ ...p, landHand: sorted(p.landHand), animalHand: sorted(p.animalHand) })),
    decks: [s.landDeck, s.landDisplay, s.animalDeck, s.animalReserve, s.animalDisplay],
    supply: [s.waterSupply, s.haciendas, s.harvestTokens],
    flow: [s.round, s.turn, s.roundActions, s.stack, s.intermediateDue, s.finalDue, s.scorings, s.over, s.endReason],
  };
}

function positions(): BaseState[] {
  const out: BaseState[] = [];
  for (const [map, players] of [['symmetric', 2], ['symmetric', 4], ['asymmetric', 3], ['asymmetric', 5]] as const) {
    out.push(...randomPositions(map, players, `sim/${map}/${players}`, 5));
  }
  out.push(...greedyPositions('symmetric', 3, 'sim/greedy', 6));
  return out;
}

describe('classic bot machinery', () => {
  const all = positions();
  const rng = seedRng('sim');

  it('policy - proposes only legal actions, and keys them as the legal list does', () => {
    const buf = new Candidates();
    let checked = 0;
    for (const state of all) {
      const s = ruleset('classic').determinize!(state, (state as ClassicState).turn.player, rng) as ClassicState;
      if (s.over) continue;
      const legal = new Set(legalActions(s).map((a) => actionKey(a as never)));
      for (const full of [false, true]) {
        scanCandidates(s, buf, full);
        for (let i = 0; i < buf.count; i++) {
          const action = buf.action(i);
          expect(legal.has(buf.key(i)), JSON.stringify(action)).toBe(true);
          expect(actionKey(action)).toBe(buf.key(i));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('sim - applying a candidate in place gives the engine\'s next state', () => {
    const buf = new Candidates();
    let checked = 0;
    for (const state of all) {
      const s = ruleset('classic').determinize!(state, (state as ClassicState).turn.player, rng) as ClassicState;
      if (s.over) continue;
      scanCandidates(s, buf, true);
      const snapshot = JSON.stringify(s);
      for (let i = 0; i < buf.count; i++) {
        const r = applyAction(s, buf.action(i));
        expect(r.ok).toBe(true);
        if (!r.ok) continue;
        const d = simCopy(s);
        simApply(d, buf, i);
        expect(essence(d)).toEqual(essence(r.state as ClassicState));
        checked++;
      }
      expect(JSON.stringify(s), 'the copy shares nothing with the state').toBe(snapshot);
    }
    expect(checked).toBeGreaterThan(500);
  });
});
