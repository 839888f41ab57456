/**
 * Chance in the middle of a game (B2): the reshuffle of the discard pile at the first run-out, the
 * tiles drawn during the custom setup, and the cards dealt once the custom map is complete.
 *
 * In play these come from the state's generator. When a record is replayed (`applyRecorded`), they
 * come from what the record kept of the action (`recordedEvents`), checked to be possible here, so
 * a record replays the same on any later version whatever its generator does. The generator is
 * still advanced as in play, so a replay on the same version ends in the very same state.
 */
import { kindByName, kindName, kindOf } from './components.js';

/** What a record kept of one action's chance, each list in the order the action meets it. */
export interface RecordedOutcomes {
  /** New deck orders, bottom first, cards by kind name (`{"reshuffled": [...]}`). */
  reshuffles: unknown[];
  /** Tiles drawn and the tiles returned to the box before them (`{"drewTile": n, "returned"?: [...]}`). */
  tiles: { drewTile: unknown; returned?: unknown }[];
  /** The deals when the custom map is complete (`{"dealt": {...}}`). */
  deals: unknown[];
}

/** A recorded outcome that cannot happen in the game as it stands; apply.ts makes it a rejection. */
export class ImpossibleOutcome extends Error {
  override name = 'ImpossibleOutcome';
}

/** The outcomes among a record's events for one action (other events are ignored here). */
export function outcomesOf(recorded: readonly unknown[]): RecordedOutcomes {
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

/** The recorded new deck (kind names, bottom first) as card ids from `discard`; throws unless it is a permutation of it. */
export function recordedDeck(names: unknown, discard: readonly number[]): number[] {
  const bad = (why: string) => new ImpossibleOutcome(`the recorded reshuffle ${why}`);
  if (!Array.isArray(names)) throw bad('is not a list of cards');
  if (names.length !== discard.length) throw bad(`has ${names.length} cards, but the discard pile shuffled into the new deck has ${discard.length}`);
  const byKind = new Map<number, number[]>();
  for (const c of [...discard].sort((a, b) => a - b)) {
    const k = kindOf(c);
    byKind.set(k, [...(byKind.get(k) ?? []), c]);
  }
  return names.map((name) => {
    const k = typeof name === 'string' ? kindByName(name) : -1;
    if (k < 0) throw bad(`names '${String(name)}', which is not a card`);
    const id = byKind.get(k)?.shift();
    if (id === undefined) throw bad(`is not the cards of the discard pile: one ${kindName(k)} too many`);
    return id;
  });
}

/**
 * The recorded tile draw of the custom setup checked against the box: the tiles returned (drawn
 * but fitting nowhere, R2026-2) and the tile drawn must be in `pool`, the returned ones fitting
 * nowhere and the drawn one somewhere. Returns the drawn tile and the pool left.
 */
export function recordedTile(entry: RecordedOutcomes['tiles'][number], pool: readonly number[], fits: (tile: number) => boolean): { drawn: number; pool: number[] } {
  const bad = (why: string) => new ImpossibleOutcome(`the recorded tile draw ${why}`);
  const returned = entry.returned ?? [];
  if (!Array.isArray(returned) || !returned.every(Number.isInteger)) throw bad('returns something that is not a list of tiles');
  const left = pool.slice();
  const take = (t: number) => {
    const at = left.indexOf(t);
    if (at < 0) throw bad(`takes tile ${t}, which is not in the box (left: ${pool.join(', ') || 'none'})`);
    left.splice(at, 1);
  };
  for (const t of returned as number[]) {
    take(t);
    if (fits(t)) throw bad(`returns tile ${t} to the box, but it fits`);
  }
  const drawn = entry.drewTile;
  if (!Number.isInteger(drawn)) throw bad('names no tile');
  take(drawn as number);
  if (!fits(drawn as number)) throw bad(`gives tile ${String(drawn)}, which fits nowhere`);
  return { drawn: drawn as number, pool: left };
}
