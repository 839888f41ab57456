/**
 * Chance in the middle of a game (B2): the reshuffle of the discard pile at the first run-out, the
 * tiles drawn during the custom setup, and the cards dealt once the custom map is complete.
 *
 * Each action meets chance through a `Chance` made for it from the engine's input (src/engine/
 * ruleset.ts `ChanceInput`): in play the outcomes come from the state's generator; when a record is
 * replayed they come from what the record kept of the action (`recordedEvents`), checked to be
 * possible here, so a record replays the same on any later version whatever its generator does.
 * The generator is still advanced as in play, so a replay on the same version ends in the very
 * same state. A seat's view has no cards to draw: the action is then refused as `hidden`, unless
 * the chance foresees (a preview's, apply.ts foreseeH2026): then a hidden card is drawn as it is,
 * unseen. Nothing is thrown: the first problem is kept, and apply.ts turns it into the rejection.
 */
import type { ChanceInput } from '../../../engine/ruleset.js';
import { kindByName, kindName, kindOf } from './components.js';

/** What a record kept of one action's chance, each list in the order the action meets it. */
interface RecordedOutcomes {
  /** New deck orders, bottom first, cards by kind name (`{"reshuffled": [...]}`). */
  reshuffles: unknown[];
  /** Tiles drawn and the tiles returned to the box before them (`{"drewTile": n, "returned"?: [...]}`). */
  tiles: { drewTile: unknown; returned?: unknown }[];
  /** The deals when the custom map is complete (`{"dealt": {...}}`). */
  deals: unknown[];
}

/** Why an action cannot be applied as it stands: a hidden card to draw, or an impossible recorded outcome. */
export interface ChanceProblem {
  code: 'hidden' | 'impossible';
  reason: string;
}

/** The chance one action meets: where its outcomes come from, and the first problem met. */
export class Chance {
  problem: ChanceProblem | null = null;
  private readonly recorded: RecordedOutcomes | null;

  /** `foresees`: a hidden card may be drawn, unseen (a preview's chance; never in play or replay). */
  constructor(
    input?: ChanceInput,
    readonly foresees = false,
  ) {
    this.recorded = input?.from === 'record' ? outcomesOf(input.recorded) : null;
  }

  /** The action needs a card this state hides (a seat's view). */
  hidden(reason: string): void {
    this.problem ??= { code: 'hidden', reason };
  }

  /** A recorded outcome cannot happen here. */
  impossible(reason: string): void {
    this.problem ??= { code: 'impossible', reason };
  }

  /** The new deck of a reshuffle: `shuffled` (the generator's), or the record's order of `discard`. */
  reshuffle(shuffled: number[], discard: readonly number[]): number[] {
    const names = this.recorded?.reshuffles.shift();
    if (names === undefined) return shuffled;
    const deck = recordedDeck(names, discard);
    if (typeof deck === 'string') {
      this.impossible(`the recorded reshuffle ${deck}`);
      return shuffled;
    }
    return deck;
  }

  /**
   * The tile drawn in the custom setup: `drawn` (the generator's), or the record's, checked
   * against the box (`pool`) and where tiles fit.
   */
  tile<T extends { drawn: number; pool: number[] }>(drawn: T, pool: readonly number[], fits: (tile: number) => boolean): T {
    const entry = this.recorded?.tiles.shift();
    if (entry === undefined) return drawn;
    const r = recordedTile(entry, pool, fits);
    if (typeof r === 'string') {
      this.impossible(`the recorded tile draw ${r}`);
      return drawn;
    }
    return { ...drawn, ...r };
  }

  /** The deal when the custom map is complete: `dealt` (the generator's), or the record's (checked by the caller). */
  deal(dealt: unknown): { deal: unknown; recorded: boolean } {
    const recorded = this.recorded?.deals.shift();
    return recorded === undefined ? { deal: dealt, recorded: false } : { deal: recorded, recorded: true };
  }
}

/** The outcomes among a record's events for one action (other events are ignored here). */
function outcomesOf(recorded: readonly unknown[]): RecordedOutcomes {
  const out: RecordedOutcomes = { reshuffles: [], tiles: [], deals: [] };
  if (!Array.isArray(recorded)) return out;
  for (const e of recorded) {
    if (e === null || typeof e !== 'object' || Array.isArray(e)) continue;
    const o = e as Record<string, unknown>;
    if ('reshuffled' in o) out.reshuffles.push(o.reshuffled);
    else if ('drewTile' in o) out.tiles.push({ drewTile: o.drewTile, returned: o.returned });
    else if ('dealt' in o) out.deals.push(o.dealt);
  }
  return out;
}

/**
 * Cards of the same kind cannot be told apart; this gives them ids in a fixed order (lowest id
 * lowest in the pile), so a pile depends only on the order of its kinds, in play and in replay.
 */
export function canonicalIds(cards: readonly number[]): number[] {
  const byKind = new Map<number, number[]>();
  for (const c of [...cards].sort((a, b) => a - b)) {
    const k = kindOf(c);
    const list = byKind.get(k);
    if (list) list.push(c);
    else byKind.set(k, [c]);
  }
  return cards.map((c) => byKind.get(kindOf(c))!.shift()!);
}

/** The recorded new deck (kind names, bottom first) as card ids from `discard`, or why it is not a permutation of it. */
function recordedDeck(names: unknown, discard: readonly number[]): number[] | string {
  if (!Array.isArray(names)) return 'is not a list of cards';
  if (names.length !== discard.length) return `has ${names.length} cards, but the discard pile shuffled into the new deck has ${discard.length}`;
  const byKind = new Map<number, number[]>();
  for (const c of [...discard].sort((a, b) => a - b)) {
    const k = kindOf(c);
    byKind.set(k, [...(byKind.get(k) ?? []), c]);
  }
  const deck: number[] = [];
  for (const name of names) {
    const k = typeof name === 'string' ? kindByName(name) : -1;
    if (k < 0) return `names '${String(name)}', which is not a card`;
    const id = byKind.get(k)?.shift();
    if (id === undefined) return `is not the cards of the discard pile: one ${kindName(k)} too many`;
    deck.push(id);
  }
  return deck;
}

/**
 * The recorded tile draw of the custom setup checked against the box: the tiles returned (drawn
 * but fitting nowhere, R2026-2) and the tile drawn must be in `pool`, the returned ones fitting
 * nowhere and the drawn one somewhere. The drawn tile and the pool left, or why it cannot be.
 */
function recordedTile(
  entry: RecordedOutcomes['tiles'][number],
  pool: readonly number[],
  fits: (tile: number) => boolean,
): { drawn: number; pool: number[] } | string {
  const returned = entry.returned ?? [];
  if (!Array.isArray(returned) || !returned.every(Number.isInteger)) return 'returns something that is not a list of tiles';
  const left = pool.slice();
  const take = (t: number): string | null => {
    const at = left.indexOf(t);
    if (at < 0) return `takes tile ${t}, which is not in the box (left: ${pool.join(', ') || 'none'})`;
    left.splice(at, 1);
    return null;
  };
  for (const t of returned as number[]) {
    const missing = take(t);
    if (missing) return missing;
    if (fits(t)) return `returns tile ${t} to the box, but it fits`;
  }
  const drawn = entry.drewTile;
  if (!Number.isInteger(drawn)) return 'names no tile';
  const missing = take(drawn as number);
  if (missing) return missing;
  if (!fits(drawn as number)) return `gives tile ${String(drawn)}, which fits nowhere`;
  return { drawn: drawn as number, pool: left };
}
