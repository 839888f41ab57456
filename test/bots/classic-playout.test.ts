/**
 * The Classic bots' fast machinery against the engine: the policy proposes only legal actions,
 * action keys match, and a playout (the policy's choices performed on one draft for the whole
 * playout) plays the very game that applying the same choices one by one plays, without changing
 * the state it starts from. The policy and the evaluation keep their surveys in a workspace from
 * call to call (PolicyWork, EvalWork); what they answer must not depend on the calls before.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, ruleset, type BaseState } from '../../src/api.js';
import { ClassicLine, classicRollout } from '../../src/games/classic/bots/playout.js';
import { actionKey, Candidates, PolicyWork, playoutAction, scanCandidates } from '../../src/games/classic/bots/policy.js';
import { DEFAULT_WEIGHTS, EvalWork, evaluateClassic, PLAN_WEIGHTS } from '../../src/games/classic/bots/eval.js';
import { classicKnowledge } from '../../src/games/classic/bots/knowledge.js';
import { nextInt, seedRng } from '../../src/engine/rng.js';
import type { ClassicState } from '../../src/games/classic/rules/state.js';
import { greedyPositions, randomPositions } from './support.js';

function positions(): BaseState[] {
  const out: BaseState[] = [];
  for (const [map, players] of [
    ['symmetric', 2],
    ['symmetric', 4],
    ['asymmetric', 3],
    ['asymmetric', 5],
  ] as const) {
    out.push(...randomPositions(map, players, `sim/${map}/${players}`, 5));
  }
  out.push(...greedyPositions('symmetric', 3, 'sim/greedy', 6));
  return out;
}

describe('classic bot machinery', () => {
  const all = positions();
  const rng = seedRng('sim');
  const dealt = all.map((state) => ruleset('classic').determinize!(state, (state as ClassicState).turn.player, rng) as ClassicState);

  it('policy - proposes only legal actions, and keys them as the legal list does', () => {
    const buf = new Candidates();
    const work = new PolicyWork();
    let checked = 0;
    for (const s of dealt) {
      if (s.over) continue;
      const legal = new Set(legalActions(s).map((a) => actionKey(a as never)));
      for (const full of [false, true]) {
        scanCandidates(s, buf, full, work);
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

  it('policy and evaluation - answer a position as a fresh workspace does, whatever theirs scanned and evaluated before', () => {
    type Work = { policy: PolicyWork; evaluation: EvalWork };
    const answers = (work: Work, s: ClassicState) => {
      const buf = new Candidates();
      const out: unknown[] = [];
      for (const full of [false, true]) {
        scanCandidates(s, buf, full, work.policy);
        out.push(Array.from({ length: buf.count }, (_, i) => [buf.key(i), buf.score[i]]));
      }
      for (const w of [DEFAULT_WEIGHTS, PLAN_WEIGHTS]) out.push(Array.from(evaluateClassic(s, new Float64Array(s.players.length), work.evaluation, w)));
      return out;
    };
    const fresh = (): Work => ({ policy: new PolicyWork(), evaluation: new EvalWork() });
    const live = dealt.filter((s) => !s.over);
    expect(new Set(live.map((s) => s.map)).size).toBeGreaterThan(1);
    const shared = fresh();
    for (const [i, s] of live.entries()) {
      // The shared workspace has answered another position (another board or player count) just before.
      answers(shared, live[(i * 7 + 3) % live.length]!);
      expect(answers(shared, s)).toEqual(answers(fresh(), s));
    }
  });

  it('playout - plays the game that applyAction plays with the same choices, and leaves its start unchanged', () => {
    const work = new PolicyWork();
    const mine = new PolicyWork();
    let actions = 0;
    let ends = 0;
    for (const [i, s] of dealt.entries()) {
      const snapshot = JSON.stringify(s);
      // A playout to the end and one of a few turns, as strong plays both.
      for (const [toEnd, turns] of [
        [true, 0],
        [false, 5],
      ] as const) {
        const played = classicRollout(s, mine, seedRng(`playout/${i}`), 0.3, turns, toEnd, 2000);
        const choices = seedRng(`playout/${i}`);
        let state = s;
        for (let passed = 0, steps = 0; !state.over && (toEnd || passed < turns) && steps < 2000; steps++) {
          const r = applyAction(state, playoutAction(state, choices, 0.3, work));
          expect(r.ok).toBe(true);
          if (!r.ok) break;
          if ((r.state as ClassicState).turn.player !== state.turn.player) passed++;
          state = r.state as ClassicState;
          actions++;
        }
        expect(played).toEqual(state);
        if (state.over) ends++;
      }
      expect(JSON.stringify(s), 'a playout shares nothing it changes with its start').toBe(snapshot);
    }
    expect(actions).toBeGreaterThan(5000);
    expect(ends).toBeGreaterThan(10);
  });

  it('line - plays the game that applyAction and then classicRollout play, and leaves its start unchanged', () => {
    const work = new PolicyWork();
    const lines = new PolicyWork();
    let played = 0;
    for (const [i, s] of dealt.entries()) {
      const snapshot = JSON.stringify(s);
      const line = new ClassicLine(s, lines);
      // A few of the policy's actions, as strong's tree plays them, then a playout.
      const choices = seedRng(`line/${i}`);
      let state = s;
      for (let step = 0; step < 6 && !state.over; step++) {
        const action = playoutAction(state, choices, 0.5, work);
        const r = applyAction(state, action);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        state = r.state as ClassicState;
        expect(line.play(action)).toBe(true);
        expect(line.state).toEqual(state);
        played++;
      }
      line.rollout(seedRng(`line-playout/${i}`), 0.3, 3, false, 2000);
      expect(line.state).toEqual(classicRollout(state, work, seedRng(`line-playout/${i}`), 0.3, 3, false, 2000));
      expect(JSON.stringify(s), 'a line shares nothing it changes with its start').toBe(snapshot);
    }
    expect(played).toBeGreaterThan(100);
  });

  it("line - the tree's candidates of a line's position (from the pieces it keeps) are those read from the board", () => {
    // Read by another knowledge, whose survey the line's scans do not share: one scan between two
    // of the line's would make it survey the player afresh each time.
    const reader = classicKnowledge();
    const work = new PolicyWork();
    let compared = 0;
    let marked = 0;
    for (const [i, s] of dealt.entries()) {
      const line = new ClassicLine(s, work);
      const choices = seedRng(`line-candidates/${i}`);
      for (let step = 0; step < 40 && !line.state.over; step++) {
        const kept = line.candidates(10);
        expect(kept).toEqual(reader.candidates(structuredClone(line.state), 10));
        // Now and then a token or a hacienda placed and every turn ended until the player's comes
        // again: the board's layout as the policy last surveyed the player, its marks not.
        const marking = kept.actions.find((a) => a.type === 'harvest' || a.type === 'hacienda');
        if (marking && nextInt(choices, 2) === 0) {
          line.play(marking);
          for (let p = 0; p < (line.state as ClassicState).players.length; p++) line.play({ type: 'end' });
          marked++;
        } else if (nextInt(choices, 4) === 0) line.play({ type: 'end' });
        else line.play(kept.actions[nextInt(choices, kept.actions.length)]!);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(200);
    expect(marked).toBeGreaterThan(20);
  });
});
