/**
 * The last moves, for each seat: the spaces that changed since that seat last acted (the other
 * seats' turns, a bot's), each with what happened there in the log's words. The board marks them
 * until the seat acts, and a key steps through them. In hot-seat each person has their own: what
 * changed since their own last turn. Built from the actions the table reports (the presenter says
 * which spaces an action touches and words it), never from a diff of the board. Pure.
 */
import type { BaseAction, BaseState } from '../../engine/ruleset.js';
import type { LogEntry } from './log.js';
import type { Presenter } from './presenter.js';

export interface Change {
  /** The action (1-based) that made it; undo takes it back. */
  index: number;
  seat: number;
  /** The spaces it touched, the first one where the cursor goes. */
  spaces: readonly number[];
  /** What happened there: `Blue: put a horse on E8; Blue +2 pesos at the market F7 (...)`. */
  text: string;
}

/** Each seat's changes since it last acted, oldest first. */
export type Changes = readonly (readonly Change[])[];

export function noChanges(seats: number): Changes {
  return Array.from({ length: seats }, () => []);
}

/**
 * The change an action made, or null when it touched no space (a card bought, a turn ended).
 * `entries`: the log's entries of that action (its payments are told with it).
 */
export function changeOf(
  presenter: Presenter,
  before: BaseState,
  action: BaseAction,
  seat: number,
  index: number,
  entries: readonly LogEntry[],
  names: readonly string[],
): Change | null {
  const spaces = presenter.actionSpaces(before, action);
  if (spaces.length === 0) return null;
  const paid = entries.filter((e) => e.index === index && e.kind === 'money').map((e) => e.text.trim());
  const text = [`${names[seat] ?? `seat ${seat + 1}`}: ${presenter.actionWords(before, action)}`, ...paid].join('; ');
  return { index, seat, spaces, text };
}

/** After `seat` acted: its own changes are seen (it acted), every other seat has this one more. */
export function noteAction(changes: Changes, seat: number, change: Change | null): Changes {
  return changes.map((list, s) => (s === seat ? [] : change ? [...list, change] : list));
}

/** After an undo back to `actions` actions: the changes of the actions taken back are gone. */
export function undoTo(changes: Changes, actions: number): Changes {
  return changes.map((list) => (list.some((c) => c.index > actions) ? list.filter((c) => c.index <= actions) : list));
}

/** The spaces of a seat's changes. */
export function changedSpaces(list: readonly Change[]): ReadonlySet<number> {
  const out = new Set<number>();
  for (const c of list) for (const s of c.spaces) out.add(s);
  return out;
}
