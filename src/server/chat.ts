/**
 * A room's chat line: what the people in the room (players and spectators) say to each other.
 * Everything said comes from a client, so it is cleaned (the sanitizer, one line, spaces folded),
 * cut to a length, and each person may say only so much so fast. The lines live with the room in
 * memory: a restart of the server brings the games back, not what was said (docs/server.md).
 */
import { sanitize } from '../text/sanitize.js';
import type { Chat, ChatLine } from '../tui/app/chat.js';

/** Most characters a line keeps. */
export const CHAT_LENGTH = 200;
/** Lines a room keeps (the oldest go). */
export const CHAT_KEPT = 200;
/** At most RATE_LINES lines per person in RATE_MS. */
export const RATE_LINES = 5;
export const RATE_MS = 10_000;

/** A line as the room keeps it: clean, one line, at most CHAT_LENGTH characters; '' when nothing is left. */
export function chatText(raw: string): string {
  const folded = raw
    .normalize('NFC')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const clean = sanitize(folded);
  const chars = [...clean];
  return chars.length > CHAT_LENGTH ? chars.slice(0, CHAT_LENGTH - 1).join('') + '…' : clean;
}

export class RoomChat {
  private said: readonly ChatLine[] = [];
  private readonly listeners = new Set<() => void>();
  /** When each person (by id) last spoke: the times of their last RATE_LINES lines. */
  private readonly times = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  get lines(): readonly ChatLine[] {
    return this.said;
  }

  /** `who` says `raw` when the game has `after` actions: null when said, else why not. */
  say(who: { id: string; name: string }, raw: string, after: number): string | null {
    const text = chatText(raw);
    if (text === '') return 'nothing to say';
    const now = this.now();
    const recent = (this.times.get(who.id) ?? []).filter((t) => now - t < RATE_MS);
    if (recent.length >= RATE_LINES) return `slow down: at most ${RATE_LINES} lines in ${RATE_MS / 1000} seconds`;
    this.times.set(who.id, [...recent, now]);
    this.said = [...this.said.slice(-(CHAT_KEPT - 1)), { from: who.name, text, after }];
    for (const listen of this.listeners) listen();
    return null;
  }

  /** The chat as `who`'s screen uses it; `actions` tells how far the game is. */
  for(who: { id: string; name: string }, actions: () => number): Chat {
    return {
      lines: () => this.said,
      say: (text) => this.say(who, text, actions()),
      subscribe: (listener) => {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
      },
    };
  }
}
