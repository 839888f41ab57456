/**
 * Chance as an explicit input of apply (issue 12): a replay's steps carry the events the engine
 * told, chance taken from the record; the replay viewer's log and scorings are made from them.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, canonicalJson, ruleset } from '../../src/api.js';
import { loadRecord } from '../../src/records/read.js';
import { replayRecord } from '../../src/records/replay.js';
import { replayData } from '../../src/tui/ui/replay.js';

const FIXTURES = new URL('../fixtures/records/', import.meta.url);
const load = (name: string) => loadRecord(new URL(name, FIXTURES).pathname);

describe('replay events', () => {
  it('replay events - each step carries what the engine told, and the record keeps its part of it', () => {
    for (const name of ['classic-asymmetric-3p.json', 'h2026-hacienda-custom-3p.json']) {
      const record = load(name);
      const r = replayRecord(record);
      if (!r.ok) throw new Error(r.problem.reason);
      const rules = ruleset(record.ruleset);
      r.steps.forEach((step, i) => {
        expect(canonicalJson(rules.recordedEvents(step.before, step.events as never))).toBe(canonicalJson(record.actions[i]!.events));
        const again = applyAction(step.before, step.action, { from: 'record', recorded: step.entry.events });
        expect(again.ok && canonicalJson(again.events)).toBe(canonicalJson(step.events));
      });
      expect(r.steps.some((s) => s.events.some((e) => e.type === 'scoring'))).toBe(true);
    }
  });

  it("replay events - the viewer shows the steps' events, not events of its own making", () => {
    const record = load('h2026-basic-standard-2p.json');
    const r = replayRecord(record);
    if (!r.ok) throw new Error(r.problem.reason);
    const at = r.steps.findIndex((s) => s.events.some((e) => e.type === 'scoring'));
    expect(at).toBeGreaterThanOrEqual(0);
    const data = replayData(record, 'x.json', r.initial, r.steps);
    expect(data.scorings[at]?.kind).toBe('first');
    // Steps whose events say otherwise show what they say.
    const told = r.steps.map((s) => ({ ...s, events: s.events.filter((e) => e.type !== 'scoring') }));
    expect(replayData(record, 'x.json', r.initial, told).scorings.every((s) => s === null)).toBe(true);
  });

  it("replay events - an impossible recorded reshuffle is refused as impossible, a view's draw as hidden", () => {
    const record = load('h2026-basic-standard-2p.json');
    const r = replayRecord(record);
    if (!r.ok) throw new Error(r.problem.reason);
    const i = record.actions.findIndex((a) => a.events.some((e) => typeof e === 'object' && e !== null && 'reshuffled' in e));
    expect(i).toBeGreaterThanOrEqual(0);
    const step = r.steps[i]!;
    const bad = applyAction(step.before, step.action, { from: 'record', recorded: [{ reshuffled: ['not-a-card'] }] });
    expect(!bad.ok && bad.code).toBe('impossible');
    expect(!bad.ok && bad.message).toMatch(/the recorded reshuffle has 1 cards/);
    const view = ruleset('2026').view(step.before, record.actions[i]!.player);
    const blind = applyAction(view, step.action);
    expect(!blind.ok && blind.code).toBe('hidden');
  });
});
