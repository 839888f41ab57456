/** What both rulesets' draft tests check: a copy made field by field left nothing out. */
import { expect } from 'vitest';

/** `d` has every field of `s`, in order, the same values, and a turn of its own with the same fields. */
export function expectDraftOf<S extends { turn: object }>(s: S, d: S): void {
  expect(Object.keys(d)).toEqual(Object.keys(s));
  for (const k of Object.keys(s) as (keyof S)[]) if (k !== 'turn') expect(d[k], String(k)).toBe(s[k]);
  expect(d.turn).toEqual(s.turn);
  expect(Object.keys(d.turn)).toEqual(Object.keys(s.turn));
  expect(d.turn).not.toBe(s.turn);
}

/** Every player of every position has the fields of a new game's player, in order. */
export function expectPlayerFields(positions: readonly { players: readonly object[] }[], fresh: object): void {
  for (const s of positions) for (const p of s.players) expect(Object.keys(p)).toEqual(Object.keys(fresh));
}

/** A dealt state and a copy of a view are whole states: a new game's fields, in order, no view mark. */
export function expectWholeState(dealt: { hidden?: boolean }, copied: object, fresh: object): void {
  expect(Object.keys(dealt)).toEqual(Object.keys(fresh));
  expect(dealt.hidden).toBeUndefined();
  expect(Object.keys(copied)).toEqual(Object.keys(fresh));
}
