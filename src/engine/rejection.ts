/**
 * The one way a game words a refused action (the contract's Rejection): who could not do what, in
 * notation, and why: `Ana cannot play land F7: F7 is taken`. A malformed action is shown as its
 * JSON, as notation would garble it; once the game is over there is no one to name.
 */
import type { Rejection, RejectionCode } from './ruleset.js';

export function rejection(code: RejectionCode, reason: string, action: unknown, player: string | null, notation: () => string): Rejection {
  const shown = code === 'malformed' ? json(action) : notationOr(action, notation);
  return { ok: false, code, message: player === null ? `${shown}: ${reason}` : `${player} cannot ${shown}: ${reason}`, reason };
}

function json(action: unknown): string {
  return JSON.stringify(action) ?? String(action);
}

/** The notation, or the JSON when the action is too odd to be written (a field of the wrong kind). */
function notationOr(action: unknown, notation: () => string): string {
  try {
    return notation();
  } catch {
    return json(action);
  }
}
