/**
 * What listing the legal actions needs to know of the board (legal.ts), kept as pieces are placed
 * rather than surveyed anew at every listing: the water placements still open, and for each seat
 * its pieces, land chains and herds, and the empty pampas next to them. Listing read the whole
 * board each time, and tested every water placement (590 on the symmetric board): two thirds of a
 * random game's time.
 *
 * An index belongs to one board. States never change once made (apply works on a copy), so apply
 * derives the next board's index from its state's in the few steps a placement changes, and an
 * action that places nothing leaves the board, and so its index, as it was. A state that came
 * from elsewhere (a new game, a record, a seat's view) gets its index made from its board when it
 * is first listed. The count of placed tiles kept with an index (Entry) guards against a state
 * changed in place all the same (a bot's playout draft, which lists through its own policy, not
 * here): an index whose count is not its state's is made again.
 */
import { topology, type Topology } from '../../../engine/board.js';
import { LAND_KINDS, LAND_PIECE, NO_PIECE, WATER_SHAPES, type LandKind } from './components.js';
import { actionCache } from './action-cache.js';
import { groupAt } from './groups.js';
import { isEmptyPampasOn, pampasOf } from './placement.js';
import type { ClassicAction, ClassicState } from './state.js';

/** Bit flags of an empty pampas space next to a seat's pieces: its land (1), its animal k (2 << k). */
export const NEAR_LAND = 1;
export const nearAnimal = (k: number): number => 2 << k;

export interface SeatIndex {
  /** The seat's pieces, ascending. */
  readonly own: readonly number[];
  /** The seat's land chains, and its herds (groups.ts): each ascending, in the order of their first spaces. */
  readonly lands: readonly (readonly number[])[];
  /** The spaces of `lands`, chain after chain, the first of each as its ones' complement (~s < 0): one list to read at listing. */
  readonly chained: readonly number[];
  readonly herds: readonly (readonly number[])[];
  /** The empty pampas spaces next to the seat's pieces, ascending, and in `flags` what each touches. */
  readonly near: readonly number[];
  readonly flags: readonly number[];
}

export interface BoardIndex {
  /** Per water shape, in WATER_SHAPES order: a bit set of its placements on empty pampas alone (openWater). */
  readonly water: readonly (readonly number[])[];
  readonly seats: readonly SeatIndex[];
  /**
   * Per land kind, in LAND_KINDS order: the land actions on the empty spaces of its own terrain,
   * ascending (none for pampas). Only a land tile on a terrain changes them.
   */
  readonly terrainLand: readonly (readonly ClassicAction[])[];
}

/**
 * Indexes are kept with the board they were made for, on its `piece` or `water` list: a state
 * shares these with the state before it until a placement copies one (draft.ts), so an action
 * that places nothing keeps nothing new. A placement's index goes on the list it made new, so the
 * boards a search tries from one position (each a list of its own) do not push out the
 * position's own index, which is on a list they share. Kept in a private field (Kept below),
 * which nothing but this module sees: the list stays plain data to JSON, copies and comparisons.
 * (A WeakMap keyed by states or lists cost more in garbage collection than the survey it saved,
 * and a non-enumerable property cost about 0.3 us to define, a tenth of a random game's step.)
 *
 * A placement's index is made when its board is first listed, not when it is applied: a bot that
 * looks ahead applies many actions whose results it only evaluates. Until then the entry says how
 * to make it (`pending`); a run of such placements (a record read, a turn looked ahead) makes them
 * in order, up to MAX_PENDING, beyond which the index is made from the board.
 */
interface Entry {
  /** The board's lists, and its tiles placed (placedTiles): the guard described at the top. */
  readonly pieceList: readonly number[];
  readonly waterList: readonly number[];
  readonly placed: number;
  index: BoardIndex | null;
  pending: Pending | null;
}

interface Pending {
  /** The entry of the board the placement was made on, and how many pending entries lead to this one. */
  readonly before: Entry;
  readonly depth: number;
  /** The state with the placement made (this entry's board), the placing player, the spaces, and whether a piece (else water). */
  readonly after: ClassicState;
  readonly player: number;
  readonly spaces: readonly number[];
  readonly piece: boolean;
}

const ENTRIES_PER_LIST = 4;
const MAX_PENDING = 64;

/** Returns the object it is given: what lets Kept's constructor add its field to a list. */
class Returning {
  constructor(list: object) {
    return list;
  }
}

/** A list's entries, in a private field that `new Kept(list, entries)` adds to the list itself. */
class Kept extends Returning {
  readonly #entries: Entry[];
  private constructor(list: readonly number[], entries: Entry[]) {
    super(list);
    this.#entries = entries;
  }
  static of(list: readonly number[]): Entry[] | undefined {
    return #entries in list ? (list as unknown as Kept).#entries : undefined;
  }
  static add(list: readonly number[], entries: Entry[]): void {
    new Kept(list, entries);
  }
}

/**
 * The entry last found or kept: the boards of the states a game steps through share their lists
 * until a placement, so a listing mostly finds its board's entry here without reading the lists' entries.
 */
let lastEntry: Entry | null = null;

function keptEntry(state: ClassicState, placed: number): Entry | undefined {
  if (lastEntry !== null && isEntryOf(lastEntry, state, placed)) return lastEntry;
  const entry = entryOn(state.piece, state, placed) ?? entryOn(state.water, state, placed);
  if (entry !== undefined) lastEntry = entry;
  return entry;
}

/** Whether `entry` was kept for the board of `state`, whose placed tiles are `placed` (the guard described at the top). */
function isEntryOf(entry: Entry, state: ClassicState, placed: number): boolean {
  return entry.pieceList === state.piece && entry.waterList === state.water && entry.placed === placed;
}

function entryOn(list: readonly number[], state: ClassicState, placed: number): Entry | undefined {
  const entries = Kept.of(list);
  if (entries !== undefined) for (const entry of entries) if (isEntryOf(entry, state, placed)) return entry;
  return undefined;
}

/** Keeps `entry` on `list`, the board's list that the placement made new (its `piece` list for a board made whole). */
function keep(list: readonly number[], entry: Entry): void {
  lastEntry = entry;
  const entries = Kept.of(list);
  if (entries === undefined) Kept.add(list, [entry]);
  else {
    if (entries.length >= ENTRIES_PER_LIST) entries.shift();
    entries.push(entry);
  }
}

/** The entry's index, made now from the one before it if it is pending. */
function resolved(entry: Entry): BoardIndex {
  if (entry.index === null) {
    const { before, after, player, spaces, piece } = entry.pending!;
    entry.index = placedIndex(resolved(before), player, after, spaces, piece);
    entry.pending = null;
  }
  return entry.index;
}

/** Land and animal tiles on the board, plus water tiles bought: it grows with every placement. */
function placedTiles(state: ClassicState): number {
  let n = -state.waterSupply.length;
  for (const pl of state.players) n += pl.landTiles + pl.animalTiles[0]! + pl.animalTiles[1]! + pl.animalTiles[2]! + pl.animalTiles[3]!;
  return n;
}

/** The state's index: kept, or made from its board. */
export function boardIndex(state: ClassicState): BoardIndex {
  const placed = placedTiles(state);
  const kept = keptEntry(state, placed);
  if (kept !== undefined) return resolved(kept);
  const index = indexFromBoard(state);
  keep(state.piece, { pieceList: state.piece, waterList: state.water, placed, index, pending: null });
  return index;
}

function indexFromBoard(state: ClassicState): BoardIndex {
  const topo = topology(state.map);
  const { mask: pampas, adjacency } = pampasOf(topo);
  const seats = state.players.map((_, p) => {
    const own: number[] = [];
    const flagOf = new Map<number, number>();
    for (let s = 0; s < topo.size; s++) {
      if (state.owner[s] !== p) continue;
      own.push(s);
      const flag = pieceFlag(state.piece[s]!);
      for (let i = s * 6, stop = i + 6; i < stop && adjacency[i]! >= 0; i++) {
        const n = adjacency[i]!;
        if (isEmptyPampasOn(pampas, state, n)) flagOf.set(n, (flagOf.get(n) ?? 0) | flag);
      }
    }
    const near = [...flagOf.keys()].sort(byNumber);
    const seen = new Uint8Array(topo.size);
    const lands: number[][] = [];
    const herds: number[][] = [];
    for (const s of own) if (!seen[s]) (state.piece[s] === LAND_PIECE ? lands : herds).push(groupAt(state, s, seen).sort(byNumber));
    return { own, lands, chained: chainedSpaces(lands), herds, near, flags: near.map((s) => flagOf.get(s)!) };
  });
  const cache = actionCache(topo);
  const terrainLand = LAND_KINDS.map((kind, k) =>
    kind === 'pampas' ? [] : (topo.byTerrain.get(kind) ?? []).filter((s) => state.piece[s] === NO_PIECE).map((s) => cache.land[k]![s]!),
  );
  return { water: openWater(state, topo), seats, terrainLand };
}

const byNumber = (a: number, b: number): number => a - b;

const pieceFlag = (piece: number): number => (piece === LAND_PIECE ? NEAR_LAND : nearAnimal(piece - 2));

/** Placements a word of a water bit set holds: 30 bits keep every word a small integer. */
const BITS = 30;

/**
 * Per board: for each space, the water placements that cover it, as pairs (w << SHAPE_BITS | k,
 * bits): the word w of shape k's bit set (openWater), and the bits in it of the placements that cover the
 * space. A space closes a word's placements at once; a placement costs no loop of its own. The
 * shape takes the low two bits (four shapes), so a board as large as the map limits allow, whose
 * shapes have thousands of placements, has room for all its words.
 */
const coverOf = new WeakMap<Topology, Int32Array[]>();
const SHAPE_BITS = 2;
const SHAPE_MASK = (1 << SHAPE_BITS) - 1;

function covering(topo: Topology): Int32Array[] {
  let cover = coverOf.get(topo);
  if (!cover) {
    const cache = actionCache(topo);
    const words: Map<number, number>[] = Array.from({ length: topo.size }, () => new Map());
    WATER_SHAPES.forEach((shape, k) => {
      const { spaces } = cache.water[shape];
      for (let i = 0; i < spaces.length / 4; i++) {
        const kw = (((i / BITS) | 0) << SHAPE_BITS) | k;
        for (const s of new Set(spaces.subarray(i * 4, i * 4 + 4))) words[s]!.set(kw, (words[s]!.get(kw) ?? 0) | (1 << (i % BITS)));
      }
    });
    cover = words.map((byWord) => Int32Array.from([...byWord].flat()));
    coverOf.set(topo, cover);
  }
  return cover;
}

/**
 * A new game's open water, kept per board with the water it was worked out for: every new game on
 * a board starts from the same board, and working out its open water is most of the time it takes
 * to make its index (about 20 us, a tenth of a random game's time on the symmetric board).
 */
const startWater = new WeakMap<Topology, { water: readonly number[]; words: readonly (readonly number[])[] }>();

/** Per shape, a bit set over the board's placements of it (action-cache.ts): those on empty pampas alone. */
function openWater(state: ClassicState, topo: Topology): readonly (readonly number[])[] {
  if (!hasPieces(state)) {
    const start = startWater.get(topo);
    if (start !== undefined && sameNumbers(start.water, state.water)) return start.words;
    const words = waterWords(state, topo);
    startWater.set(topo, { water: state.water.slice(), words });
    return words;
  }
  return waterWords(state, topo);
}

function hasPieces(state: ClassicState): boolean {
  for (let s = 0; s < state.piece.length; s++) if (state.piece[s] !== NO_PIECE) return true;
  return false;
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function waterWords(state: ClassicState, topo: Topology): number[][] {
  const cache = actionCache(topo);
  const { mask: pampas } = pampasOf(topo);
  return WATER_SHAPES.map((shape) => {
    const { spaces, actions } = cache.water[shape];
    const words = new Array<number>(Math.ceil(actions.length / BITS)).fill(0);
    for (let i = 0; i < actions.length; i++) {
      let open = true;
      for (let k = i * 4; k < i * 4 + 4; k++) open &&= isEmptyPampasOn(pampas, state, spaces[k]!);
      if (open) words[(i / BITS) | 0]! |= 1 << (i % BITS);
    }
    return words;
  });
}

/** `water` with the placements that cover `spaces` closed; a shape's words are copied only if one of them changes. */
function closeWater(topo: Topology, water: readonly (readonly number[])[], spaces: readonly number[]): readonly (readonly number[])[] {
  const cover = covering(topo);
  let out: number[][] | null = null;
  for (let j = 0; j < spaces.length; j++) {
    const pairs = cover[spaces[j]!]!;
    for (let q = 0; q < pairs.length; q += 2) {
      const k = pairs[q]! & SHAPE_MASK;
      const w = pairs[q]! >> SHAPE_BITS;
      const bits = pairs[q + 1]!;
      if (out === null) {
        if ((water[k]![w]! & bits) === 0) continue;
        out = water.slice() as number[][];
      }
      let words = out[k]!;
      if ((words[w]! & bits) === 0) continue;
      if (words === water[k]) out[k] = words = words.slice();
      words[w]! &= ~bits;
    }
  }
  return out ?? water;
}

/** Adds to `out` the action of each open placement of shape `k`, in the cache's order. */
export function pushOpenWater(topo: Topology, index: BoardIndex, k: number, out: ClassicAction[]): void {
  const actions = actionCache(topo).water[WATER_SHAPES[k]!].actions;
  const words = index.water[k]!;
  for (let w = 0; w < words.length; w++) {
    let bits = words[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      out.push(actions[w * BITS + 31 - Math.clz32(low)]!);
      bits ^= low;
    }
  }
}

/**
 * Hands `before`'s index on to `after`, the state `action` led to from it, if `before` has one:
 * the same index when nothing was placed, else the way to make one (Entry) when it is needed.
 */
export function passIndex(before: ClassicState, after: ClassicState, action: ClassicAction): void {
  if (after.piece === before.piece && after.water === before.water) return; // the same board: the same index
  const entry = keptEntry(before, placedTiles(before));
  if (entry === undefined) return;
  const depth = entry.pending === null ? 0 : entry.pending.depth + 1;
  if (depth >= MAX_PENDING) return;
  let spaces: readonly number[];
  if (action.type === 'land' || action.type === 'animal') spaces = [action.space];
  else if (action.type === 'water') spaces = action.spaces;
  else return; // nothing else places a tile; a state that says otherwise gets an index made anew
  const pending = { before: entry, depth, after, player: before.turn.player, spaces, piece: action.type !== 'water' };
  const entryAfter = { pieceList: after.piece, waterList: after.water, placed: placedTiles(after), index: null, pending };
  keep(after.piece === before.piece ? after.water : after.piece, entryAfter);
}

/** The index after the tiles on `spaces` were placed: a piece of `player`'s when `piece`, else water. */
function placedIndex(index: BoardIndex, player: number, after: ClassicState, spaces: readonly number[], piece: boolean): BoardIndex {
  const topo = topology(after.map);
  const { mask: pampas, adjacency } = pampasOf(topo);
  let onPampas = false;
  for (const s of spaces) if (pampas[s] === 1) onPampas = true;
  // The placed spaces are no longer empty pampas next to anyone's pieces; the empty pampas around
  // the player's new piece are next to it now.
  const gone = onPampas ? spaces : [];
  const seats = index.seats.slice();
  for (let p = 0; p < seats.length; p++) {
    const seat = seats[p]!;
    if (piece && p === player) {
      const s = spaces[0]!;
      // Ascending, as the board's neighbours are.
      const around: number[] = [];
      for (let i = s * 6, stop = i + 6; i < stop && adjacency[i]! >= 0; i++) if (isEmptyPampasOn(pampas, after, adjacency[i]!)) around.push(adjacency[i]!);
      const land = after.piece[s] === LAND_PIECE;
      const lands = land ? joined(after, seat.lands, s) : seat.lands;
      const herds = land ? seat.herds : joined(after, seat.herds, s);
      const chained = land ? chainedSpaces(lands) : seat.chained;
      seats[p] = seatAfter(inserted(seat.own, s), lands, chained, herds, seat, gone, around, pieceFlag(after.piece[s]!));
    } else if (nearAny(seat.near, gone)) {
      seats[p] = seatAfter(seat.own, seat.lands, seat.chained, seat.herds, seat, gone, [], 0);
    }
  }
  const water = onPampas ? closeWater(topo, index.water, spaces) : index.water;
  return { water, seats, terrainLand: piece && !onPampas ? terrainLandAfter(topo, index.terrainLand, spaces[0]!) : index.terrainLand };
}

/** `terrainLand` (BoardIndex) after a land tile on `s`, a space of a terrain. */
function terrainLandAfter(topo: Topology, terrainLand: readonly (readonly ClassicAction[])[], s: number): readonly (readonly ClassicAction[])[] {
  const k = LAND_KINDS.indexOf(topo.terrain[s] as LandKind);
  if (k < 0) return terrainLand;
  const taken = actionCache(topo).land[k]![s]!;
  const out = terrainLand.slice();
  out[k] = terrainLand[k]!.filter((a) => a !== taken);
  return out;
}

/** Whether any of `spaces` is in the ascending `near`. */
function nearAny(near: readonly number[], spaces: readonly number[]): boolean {
  for (let i = 0; i < spaces.length; i++) if (near[lowerBound(near, spaces[i]!)] === spaces[i]) return true;
  return false;
}

/**
 * The seat with `own`, `lands` and `herds`, and its `near` and `flags` without the spaces `gone` and with
 * `flag` on the spaces `added` (ascending). Copied whole with slice and then edited in place: the
 * spaces gone and added are few, and a copy by slice costs under half one built by push.
 */
function seatAfter(
  own: readonly number[],
  lands: readonly (readonly number[])[],
  chained: readonly number[],
  herds: readonly (readonly number[])[],
  seat: SeatIndex,
  gone: readonly number[],
  added: readonly number[],
  flag: number,
): SeatIndex {
  const near = seat.near.slice();
  const flags = seat.flags.slice();
  for (let g = 0; g < gone.length; g++) {
    const x = gone[g]!;
    const at = lowerBound(near, x);
    if (at === near.length || near[at] !== x) continue;
    for (let i = at + 1; i < near.length; i++) {
      near[i - 1] = near[i]!;
      flags[i - 1] = flags[i]!;
    }
    near.pop();
    flags.pop();
  }
  for (let a = 0; a < added.length; a++) {
    const x = added[a]!;
    const at = lowerBound(near, x);
    if (at < near.length && near[at] === x) {
      flags[at]! |= flag;
      continue;
    }
    near.push(x);
    flags.push(flag);
    for (let i = near.length - 1; i > at; i--) {
      near[i] = near[i - 1]!;
      flags[i] = flags[i - 1]!;
    }
    near[at] = x;
    flags[at] = flag;
  }
  return { own, lands, chained, herds, near, flags };
}

/**
 * The seat's land chains or herds (`groups`, those of the kind of its piece on `s`) after that
 * piece: it joins the groups of its kind next to it (and so joins them together), or starts one.
 */
function joined(after: ClassicState, groups: readonly (readonly number[])[], s: number): (readonly number[])[] {
  const { adjacency } = topology(after.map);
  const { owner, piece } = after;
  // The pieces next to `s` of its owner and kind: the groups that hold them join it.
  const alike: number[] = [];
  for (let i = s * 6, stop = i + 6; i < stop && adjacency[i]! >= 0; i++) {
    const n = adjacency[i]!;
    if (owner[n] === owner[s] && piece[n] === piece[s]) alike.push(n);
  }
  if (alike.length === 0) return insertedAt(groups, firstAfter(groups, s), [s]);
  let merged: readonly number[] = [s];
  const out: (readonly number[])[] = [];
  for (const group of groups) {
    if (piece[group[0]!] === piece[s] && alike.some((n) => group.includes(n))) merged = union(merged, group);
    else out.push(group);
  }
  return insertedAt(out, firstAfter(out, merged[0]!), merged);
}

/** SeatIndex's `chained` of the land chains `lands`. */
function chainedSpaces(lands: readonly (readonly number[])[]): number[] {
  const out: number[] = [];
  for (const chain of lands) {
    out.push(~chain[0]!);
    for (let i = 1; i < chain.length; i++) out.push(chain[i]!);
  }
  return out;
}

/** Where a group whose first space is `s` goes among `groups`, in the order of their first spaces. */
function firstAfter(groups: readonly (readonly number[])[], s: number): number {
  let at = 0;
  while (at < groups.length && groups[at]![0]! < s) at++;
  return at;
}

/** The spaces of two ascending lists with none in common, ascending. */
function union(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(a[i]! < b[j]! ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/** Where `x` goes in the ascending `list`. */
function lowerBound(list: readonly number[], x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function inserted(list: readonly number[], x: number): number[] {
  return insertedAt(list, lowerBound(list, x), x);
}

/** A copy of `list` with `x` at `at` (a loop: slice and splice cost more on these short lists). */
function insertedAt<T>(list: readonly T[], at: number, x: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < at; i++) out.push(list[i]!);
  out.push(x);
  for (let i = at; i < list.length; i++) out.push(list[i]!);
  return out;
}
