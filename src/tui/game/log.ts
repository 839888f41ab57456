import type { GameEvent } from '../../engine/ruleset.js';

/**
 * The log of recent events, for any ruleset: an entry per action (notation and words) and per
 * event worth telling. A card drawn from a deck is named only to the player who drew it (`secret`).
 */

export interface LogEntry {
  /** The action (1-based) this entry belongs to; undo removes its entries. */
  index: number;
  seat: number;
  text: string;
  /** Shown instead of `text` to `secret.seat` (or to a viewer who sees everything). */
  secret?: { seat: number; text: string };
  kind: 'action' | 'money' | 'game';
}

/** A viewer that sees every card (the replay viewer). */
export const ALL_SEEING = -2;

export function entryText(e: LogEntry, viewer: number): string {
  return e.secret && (viewer === e.secret.seat || viewer === ALL_SEEING) ? e.secret.text : e.text;
}

/** The words for the events every ruleset has: a scoring's totals, a new round; null for others. */
export function commonEventText(e: GameEvent, names: readonly string[]): string | null {
  if (e.type === 'scoring') return `${e.kind} scoring: ${(e.scores as { total: number }[]).map((s, i) => `${names[i]} ${s.total}`).join(', ')}`;
  if (e.type === 'round') return `round ${e.round}`;
  return null;
}
