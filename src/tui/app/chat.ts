/**
 * A room's chat as a game screen sees it: the screen of a game on `hacienda serve` gets one (each
 * room has a chat line), local play none. The screen shows the lines in its log, among the moves
 * they were said between, and sends what its player types; the room keeps the lines, cleans them
 * and limits how fast each person may talk (src/server/chat.ts).
 */
import type { LogEntry } from '../game/log.js';

export interface ChatLine {
  /** Who said it (a player's name, already clean). */
  from: string;
  /** What they said, already through the sanitizer. */
  text: string;
  /** How many actions the game had when it was said: where the line goes in the log. */
  after: number;
}

export interface Chat {
  /** The lines so far, oldest first: the same array until a line comes. */
  lines(): readonly ChatLine[];
  /** Says `text` to the room: null when it was said, else why not (too long, too fast). */
  say(text: string): string | null;
  subscribe(listener: () => void): () => void;
}

/**
 * The log with the chat's lines in it: each after the last entry of the action it followed, so
 * that a line said during a bot's turn stands among that turn's moves.
 */
export function withChat(log: readonly LogEntry[], lines: readonly ChatLine[]): readonly LogEntry[] {
  if (lines.length === 0) return log;
  const out: LogEntry[] = [];
  let k = 0;
  for (const e of log) {
    while (k < lines.length && lines[k]!.after < e.index) out.push(chatEntry(lines[k++]!));
    out.push(e);
  }
  while (k < lines.length) out.push(chatEntry(lines[k++]!));
  return out;
}

function chatEntry(line: ChatLine): LogEntry {
  return { index: line.after, seat: -1, text: `${line.from}: ${line.text}`, kind: 'chat' };
}
