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
  /** `chat`: a line said in the room's chat (app/chat.ts), not an event of the game. */
  kind: 'action' | 'money' | 'game' | 'chat';
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

/**
 * The game's totals (every scoring together: the ruleset's `totals`) once it is over (`null` until
 * then), after the action that ended it: the final scoring's line before it gives that scoring's
 * points alone.
 */
export function gameTotalsEntries(totals: readonly number[] | null, names: readonly string[], index: number, seat: number): LogEntry[] {
  return totals ? [{ index, seat, kind: 'game', text: `   game totals: ${gameTotalsText(totals, names)}` }] : [];
}

/** `You 207, Blue 227`: each seat's points over the whole game. */
export function gameTotalsText(totals: readonly number[], names: readonly string[]): string {
  return totals.map((t, i) => `${names[i] ?? '?'} ${t}`).join(', ');
}

/**
 * The history of the whole game (the history screen, NetHack's message history): every entry the
 * viewer may see, oldest first, with a separator where another player's turn begins.
 */
export function historyLines(log: readonly LogEntry[], viewer: number, names: readonly string[]): string[] {
  const out: string[] = [];
  let seat: number | null = null;
  for (const e of log) {
    if (e.kind === 'action' && e.seat !== seat) {
      seat = e.seat;
      out.push(`-- ${names[e.seat] ?? `seat ${e.seat + 1}`} --`);
    }
    out.push(entryText(e, viewer));
  }
  return out;
}

/**
 * The log panel's lines: the newest entries, and when the viewer's own last turn has scrolled out
 * of them (after a bot's turn), that turn in one line at the top, so it stays in view.
 */
export function logWindow(
  log: readonly LogEntry[],
  viewer: number,
  lines: number,
  height: (e: LogEntry) => number = () => 1,
): { entries: LogEntry[]; ownTurn: string | null } {
  // The newest entries whose lines (`height`: an entry wrapped to the width) fit.
  const newest = (room: number): LogEntry[] => {
    let start = log.length;
    let used = 0;
    while (start > 0 && used + height(log[start - 1]!) <= room) used += height(log[--start]!);
    return log.slice(start === log.length && log.length > 0 ? log.length - 1 : start);
  };
  const shown = newest(lines);
  let end = log.length - 1;
  while (end >= 0 && !(log[end]!.kind === 'action' && log[end]!.seat === viewer)) end--;
  if (end < 0 || lines < 3 || end >= log.length - shown.length) return { entries: shown, ownTurn: null };
  // The viewer's last turn: their action entries back to another player's action.
  const own: string[] = [];
  for (let i = end; i >= 0; i--) {
    const e = log[i]!;
    if (e.kind !== 'action') continue;
    if (e.seat !== viewer) break;
    own.unshift(entryText(e, viewer).replace(/ - .*$/, ''));
  }
  return { entries: newest(lines - 1), ownTurn: `your last turn: ${own.join('; ')}` };
}
