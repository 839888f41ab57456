/**
 * The Classic evaluation: each player's expected final points, estimated from a state. Greedy
 * picks the action whose result evaluates best; strong evaluates the ends of its playouts with it.
 *
 *   value = points of the scorings held
 *         + (scorings still to come) x (the board as it would score now: markets, chains,
 *           haciendas, water; money as pesos / 10)
 *         + growth x (what is likely to turn into points later: pesos to spend, cards in hand
 *           that can be played, land chains on their way to 3, markets within reach, free pampas
 *           beside own pieces, a chain ready to harvest)
 *
 * `growth` shrinks as the animal stacks run down (count the deck: each turn drains about
 * `CARDS_PER_TURN` animal cards), and is worth more before the intermediate scoring, since what
 * is built before it scores twice. Market reach is measured on the board as it stands: pieces of
 * other players block paths, so blocking an opponent's way to a market lowers their value.
 *
 * Everything is computed in a few passes over the board with reused typed arrays; no allocation
 * in the loop. Only what a seat's view shows is read, besides the cards of a hand that is known
 * (a hidden card, HIDDEN_CARD, is valued as an average card).
 */
import { HIDDEN_CARD } from '../../../engine/ruleset.js';
import { Sized } from '../../../engine/scratch.js';
import {
  ANIMAL_TILES_PER_KIND,
  ANIMAL_CARDS_PER_ANIMAL,
  chainPoints,
  HARVEST_PAY_PER_TILE,
  LAND_CARDS_PER_TERRAIN,
  LAND_PIECE,
  LAND_TILES,
  marketPoints,
  PESOS_PER_POINT,
  TERRAINS,
} from '../rules/components.js';
import { moneyPoints, waterBodiesNext } from '../rules/scoring.js';
import type { ClassicState } from '../rules/state.js';
import { boardInfo } from './topo.js';

/** The evaluation's weights (tuned by self-play; docs/bots.md). */
export interface EvalWeights {
  /** Animal cards drawn per player turn, to count the stacks down to the scorings. */
  cardsPerTurn: number;
  /** Turns left at which growth counts in full. */
  fullGrowthTurns: number;
  /** Pesos: points per peso still to spend. */
  pesoValue: number;
  /** A playable animal card, a playable land card in hand. */
  animalCard: number;
  landCard: number;
  /** Land chains of 1 and 2 tiles (on their way to 3). */
  chainOf1: number;
  chainOf2: number;
  /** Free pampas beside own pieces, each (up to `frontierCap`). */
  frontier: number;
  frontierCap: number;
  /** Market reach: decay by animal tiles still needed (1, 2, ...), and markets counted. */
  reach: readonly number[];
  reachMarkets: number;
  /** Points for a harvest still to take, per peso it pays. */
  harvestPeso: number;
  /** Animal cards beyond what can still be played are worth this share. */
  surplusCard: number;
  /**
   * Pesos beyond this many are worth `surplusPeso` of the rest while there is time: money is for
   * water tiles and haciendas (12 each) and cards, and a hoard scores only a tenth at a scoring.
   */
  moneyCap: number;
  surplusPeso: number;
  /**
   * Points per peso a herd with room to grow would be paid for its next animal beside a market
   * (its tiles and the own land touching it, C7; every market pays again, reached or not): herds
   * grown beside big chains pay most.
   */
  herdPay: number;
}

export const DEFAULT_WEIGHTS: EvalWeights = {
  cardsPerTurn: 1.3,
  fullGrowthTurns: 6,
  pesoValue: 0.22,
  animalCard: 1.6,
  landCard: 1.3,
  chainOf1: 0.6,
  chainOf2: 2.2,
  frontier: 0.12,
  frontierCap: 14,
  reach: [0, 0.6, 0.4, 0.25, 0.14, 0.07, 0.03],
  reachMarkets: 3,
  harvestPeso: 0.2,
  surplusCard: 0.15,
  moneyCap: Infinity,
  surplusPeso: 1,
  herdPay: 0,
};

/**
 * The planner's weights (src/bots/planner.ts): it compares whole turns, so it can afford to know
 * what one action ahead would trade away too eagerly; money past what water and haciendas need is
 * worth less (no hoarding), and a herd that grows beside a big chain toward a market is worth its
 * payment.
 */
export const PLAN_WEIGHTS: EvalWeights = { ...DEFAULT_WEIGHTS, moneyCap: 30, surplusPeso: 0.3, herdPay: 0.15 };

const MAX_PLAYERS = 8;
const REACH_MAX = 6;
/** A market reach's mark of an empty pampas space it has not reached yet. */
const UNSEEN = 255;

/** The survey of a board that evaluateClassic makes and its helpers read, passed to them. */
class Survey {
  /** Group id of each piece's space, -1 if none; each group's size, owner, land or not, hacienda, harvest token. */
  readonly group: Int32Array;
  readonly gSize: Int32Array;
  readonly gOwner: Int32Array;
  readonly gLand: Uint8Array;
  readonly gHac: Uint8Array;
  readonly gToken: Uint8Array;
  readonly stack: Int32Array;
  /**
   * Per player p, from p * size: the empty pampas next to p's pieces, ascending (`frontier[p]` of
   * them). Lists, not a bit per space, so that each player's market reach starts from its own
   * spaces instead of reading the whole board again.
   */
  readonly nearOf: Int32Array;
  /** Per space: UNSEEN where it is empty pampas, 0 elsewhere; each market reach starts from a copy (dist). */
  readonly open: Uint8Array;
  readonly dist: Uint8Array;
  /**
   * The empty pampas next to free terrain spaces, in board order (a space once per terrain space
   * it touches): where a land card, then a herd, could start. Made when a reach first needs it
   * (`seedsMade`), once per evaluation, since it is the same for every player.
   */
  readonly seeds: Int32Array;
  seedCount = 0;
  seedsMade = false;
  readonly queue: Int32Array;
  /** Per market (marketReach): reached already. */
  reached = new Uint8Array(16);
  // Per player.
  readonly markets = new Int32Array(MAX_PLAYERS);
  readonly chainPts = new Int32Array(MAX_PLAYERS);
  readonly partial = new Float64Array(MAX_PLAYERS);
  readonly hacPts = new Int32Array(MAX_PLAYERS);
  readonly waterPts = new Int32Array(MAX_PLAYERS);
  readonly frontier = new Int32Array(MAX_PLAYERS);
  readonly harvestable = new Int32Array(MAX_PLAYERS);
  readonly nearLand = new Int32Array(MAX_PLAYERS);
  /** Bit k: some empty pampas is next to the player's land or herd of animal k. */
  readonly animalRoom = new Int32Array(MAX_PLAYERS);
  readonly reach = new Float64Array(MAX_PLAYERS);
  /** The best payment a herd with room to grow would get at a market (herdPay). */
  readonly herdPay = new Int32Array(MAX_PLAYERS);
  /** Per space: the herd group that last counted this land tile; per group, its land and room. */
  readonly mark: Int32Array;
  readonly gTouch: Int32Array;
  readonly gRoom: Uint8Array;
  constructor(readonly size: number) {
    this.group = new Int32Array(size);
    this.gSize = new Int32Array(size);
    this.gOwner = new Int32Array(size);
    this.gLand = new Uint8Array(size);
    this.gHac = new Uint8Array(size);
    this.gToken = new Uint8Array(size);
    this.stack = new Int32Array(size);
    this.nearOf = new Int32Array(size * MAX_PLAYERS);
    this.open = new Uint8Array(size);
    this.dist = new Uint8Array(size);
    this.seeds = new Int32Array(size * 6);
    this.queue = new Int32Array(size * 2);
    this.mark = new Int32Array(size);
    this.gTouch = new Int32Array(size);
    this.gRoom = new Uint8Array(size);
  }
}

/**
 * What the evaluation works in, owned by its user (a knowledge, knowledge.ts: one per search or
 * decision): its survey of the board, made anew by every evaluation but kept to save allocating it.
 */
export class EvalWork {
  private readonly surveys = new Sized((size) => new Survey(size));
  survey(size: number): Survey {
    return this.surveys.at(size);
  }
}

/**
 * Fills `out` (one entry per player) with each player's estimated final points, and returns it.
 */
export function evaluateClassic(state: ClassicState, out: Float64Array | number[], work: EvalWork, w: EvalWeights = DEFAULT_WEIGHTS): Float64Array | number[] {
  const n = state.players.length;
  const info = boardInfo(state.map);
  const size = info.size;
  const sv = work.survey(size);
  const { group, gSize, gOwner, gLand, gHac, gToken, stack, nearOf, open } = sv;
  const { markets, chainPts, partial, hacPts, waterPts, frontier, harvestable, nearLand, animalRoom, reach } = sv;
  const { adj } = info;
  const { owner, piece, water, hacienda, harvest } = state;

  if (state.over) {
    for (let p = 0; p < n; p++) out[p] = held(state, p);
    return out;
  }

  for (let p = 0; p < n; p++) {
    markets[p] = 0;
    chainPts[p] = 0;
    partial[p] = 0;
    hacPts[p] = 0;
    waterPts[p] = 0;
    frontier[p] = 0;
    harvestable[p] = 0;
    nearLand[p] = 0;
    animalRoom[p] = 0;
    reach[p] = 0;
  }

  // Groups: land chains and herds.
  group.fill(-1, 0, size);
  let groups = 0;
  for (let s = 0; s < size; s++) {
    if (piece[s] === 0 || group[s] !== -1) continue;
    const g = groups++;
    const o = owner[s]!;
    const k = piece[s]!;
    let top = 0;
    let count = 0;
    let hac = 0;
    let tok = 0;
    stack[top++] = s;
    group[s] = g;
    while (top > 0) {
      const x = stack[--top]!;
      count++;
      hac |= hacienda[x]!;
      tok |= harvest[x]!;
      // Water (C12): each piece scores once per water body it touches.
      let wet = false;
      for (let i = x * 6, end = i + 6; i < end; i++) {
        const y = adj[i]!;
        if (y < 0) break;
        if (group[y] === -1 && owner[y] === o && piece[y] === k) {
          group[y] = g;
          stack[top++] = y;
        }
        if (water[y]! >= 0) wet = true;
      }
      if (wet) waterPts[o]! += waterBodiesNext(state, adj, x);
    }
    gSize[g] = count;
    gOwner[g] = o;
    gLand[g] = k === LAND_PIECE ? 1 : 0;
    gHac[g] = hac;
    gToken[g] = tok;
    if (o < 0 || o >= n) continue;
    if (k === LAND_PIECE) {
      if (count >= 3) chainPts[o]! += chainPoints(count);
      else partial[o]! += count === 1 ? w.chainOf1 : w.chainOf2;
      if (!tok && count > harvestable[o]!) harvestable[o] = count;
    }
    if (hac) hacPts[o]! += count;
  }

  // Free pampas next to each player's pieces: room to grow, and where water can go.
  open.fill(0, 0, size);
  sv.seedsMade = false;
  for (const s of info.pampas) {
    if (piece[s] !== 0 || water[s] !== -1) continue;
    open[s] = UNSEEN;
    let bits = 0;
    for (let i = s * 6, end = i + 6; i < end; i++) {
      const y = adj[i]!;
      if (y < 0) break;
      if (piece[y] === 0) continue;
      const o = owner[y]!;
      bits |= 1 << o;
      if (piece[y] === LAND_PIECE) nearLand[o] = 1;
      else animalRoom[o]! |= 1 << (piece[y]! - 2);
    }
    for (let p = 0; p < n; p++) if (bits & (1 << p)) nearOf[p * size + frontier[p]!++] = s;
  }

  if (w.herdPay > 0) herdPayments(state, groups, sv);

  // Markets: a player's animal next to it (C8).
  for (const m of info.markets) {
    let seen = 0;
    for (let i = m * 6, end = i + 6; i < end; i++) {
      const y = adj[i]!;
      if (y < 0) break;
      if (piece[y]! > LAND_PIECE) {
        const o = owner[y]!;
        if (!(seen & (1 << o))) {
          seen |= 1 << o;
          markets[o]!++;
        }
      }
    }
  }

  // Market reach: animal tiles each player still needs to reach each market it has not.
  if (info.markets.length > 0) for (let p = 0; p < n; p++) reach[p] = marketReach(state, p, w, sv);

  // Time: count the animal stacks down.
  const stackLeft = state.animalDeck.length + state.animalReserve.length;
  const perRound = w.cardsPerTurn * n;
  const turnsLeft = stackLeft / perRound;
  const scoringsLeft = state.scorings === 0 ? 2 : 1;
  const growth = Math.min(1, turnsLeft / w.fullGrowthTurns) * (state.stack === 1 ? 1 + state.animalDeck.length / Math.max(1, stackLeft) : 1);
  // A scoring at the end of this round counts money as it will stand: floor it.
  const imminent = state.intermediateDue || state.finalDue;

  for (let p = 0; p < n; p++) {
    const pl = state.players[p]!;
    const board = marketPoints(markets[p]!) + chainPts[p]! + hacPts[p]! + waterPts[p]!;
    const money = pl.money;
    const spendable = money <= w.moneyCap ? money : w.moneyCap + (money - w.moneyCap) * w.surplusPeso;
    const moneyPts = imminent ? moneyPoints(money) + (scoringsLeft - 1) * (money / PESOS_PER_POINT) : scoringsLeft * (money / PESOS_PER_POINT);
    let v = held(state, p) + scoringsLeft * board + moneyPts;
    if (growth > 0) {
      const cards = cardValue(state, p, turnsLeft, w, sv);
      const harvest = state.turn.harvested && state.turn.player === p ? 0 : harvestable[p]! * HARVEST_PAY_PER_TILE * w.harvestPeso;
      v +=
        growth *
        (spendable * w.pesoValue +
          cards +
          w.herdPay * sv.herdPay[p]! +
          partial[p]! +
          reach[p]! +
          Math.min(frontier[p]!, w.frontierCap) * w.frontier +
          (harvestTokensFor(state, p) ? harvest : 0));
    }
    out[p] = v;
  }
  return out;
}

/**
 * For each player, the most a herd of theirs with free pampas beside it would be paid at a market
 * (C7: its tiles and the own land touching it), into sv.herdPay.
 */
function herdPayments(state: ClassicState, groups: number, sv: Survey): void {
  const info = boardInfo(state.map);
  const { adj, size } = info;
  const { owner, piece } = state;
  const { group, gSize, gLand, gOwner, mark, gTouch, gRoom, herdPay, open } = sv;
  const n = state.players.length;
  mark.fill(-1, 0, size);
  gTouch.fill(0, 0, groups);
  gRoom.fill(0, 0, groups);
  herdPay.fill(0);
  for (let s = 0; s < size; s++) {
    if (piece[s]! <= LAND_PIECE) continue;
    const g = group[s]!;
    const o = owner[s]!;
    for (let i = s * 6, end = i + 6; i < end; i++) {
      const y = adj[i]!;
      if (y < 0) break;
      if (piece[y] === LAND_PIECE && owner[y] === o && mark[y] !== g) {
        mark[y] = g;
        gTouch[g]!++;
      } else if (open[y] === UNSEEN) gRoom[g] = 1;
    }
  }
  for (let g = 0; g < groups; g++) {
    const o = gOwner[g]!;
    if (gLand[g] || !gRoom[g] || o < 0 || o >= n) continue;
    const pay = gSize[g]! + gTouch[g]!;
    if (pay > herdPay[o]!) herdPay[o] = pay;
  }
}

function held(state: ClassicState, p: number): number {
  let t = 0;
  for (const s of state.players[p]!.scorings) t += s.total;
  return t;
}

function harvestTokensFor(state: ClassicState, p: number): boolean {
  if (state.harvestTokens > 0) return true;
  const { harvest, owner } = state;
  for (let s = 0; s < harvest.length; s++) if (harvest[s] && owner[s] !== p) return true;
  return false;
}

/** Cards in hand that can still be played, valued; the rest a little. */
function cardValue(state: ClassicState, p: number, turnsLeft: number, w: EvalWeights, sv: Survey): number {
  const { animalRoom, nearLand } = sv;
  const pl = state.players[p]!;
  // About two of a turn's three actions can play cards.
  const playable = Math.max(1, turnsLeft * 2);
  let value = 0;
  let counted = 0;
  const room = animalRoom[p]!;
  const canLand = nearLand[p]! > 0 || pl.landTiles === 0;
  for (const card of pl.animalHand) {
    let v = w.animalCard;
    if (card !== HIDDEN_CARD) {
      const k = Math.floor(card / ANIMAL_CARDS_PER_ANIMAL);
      if (pl.animalTiles[k]! >= ANIMAL_TILES_PER_KIND) v = 0;
      else if (!(room & (1 << k)) && !canLand) v *= 0.3;
    } else if (!room && !canLand) v *= 0.3;
    value += counted++ < playable ? v : v * w.surplusCard;
  }
  const landLeft = LAND_TILES - pl.landTiles;
  let lands = 0;
  for (const card of pl.landHand) {
    if (lands >= landLeft) break;
    let v = w.landCard;
    if (card !== HIDDEN_CARD && card < TERRAINS.length * LAND_CARDS_PER_TERRAIN) {
      // A terrain card: worth more while its terrain has free spaces.
      const t = Math.floor(card / LAND_CARDS_PER_TERRAIN);
      if (!hasFreeTerrain(state, t) && !nearLand[p]) v *= 0.3;
    } else if (card !== HIDDEN_CARD && !nearLand[p]) v *= 0.3;
    lands++;
    value += counted++ < playable ? v : v * w.surplusCard;
  }
  return value;
}

function hasFreeTerrain(state: ClassicState, t: number): boolean {
  for (const s of boardInfo(state.map).byTerrain[t]!) if (state.piece[s] === 0) return true;
  return false;
}

/**
 * Breadth-first over free pampas from the player's pieces: for each market the player has not
 * reached, the fewest animal tiles that reach it; the nearest few are valued by `w.reach`.
 * Free terrain spaces are starting points too, two steps out (a land card, then a herd).
 */
function marketReach(state: ClassicState, p: number, w: EvalWeights, sv: Survey): number {
  const { dist, queue, nearOf, frontier, markets } = sv;
  const info = boardInfo(state.map);
  const { adj, rim, markets: list, marketsNear } = info;
  const size = info.size;
  const { piece, owner } = state;
  // Only empty pampas is UNSEEN (sv.open): a space is visited at most once, at its level.
  dist.set(sv.open);
  let head = 0;
  let tail = 0;
  // Level 1: free pampas next to own pieces.
  for (let i = p * size, end = i + frontier[p]!; i < end; i++) {
    const s = nearOf[i]!;
    dist[s] = 1;
    queue[tail++] = s;
  }
  const pl = state.players[p]!;
  const terrainSeeds = pl.landTiles < LAND_TILES;
  let found = 0;
  let value = 0;
  // Markets already reached are not counted again; mark them.
  if (sv.reached.length < list.length) sv.reached = new Uint8Array(list.length);
  const reached = sv.reached;
  for (let m = 0; m < list.length; m++) {
    const ms = list[m]!;
    reached[m] = 0;
    for (let i = ms * 6, end = i + 6; i < end; i++) {
      const y = adj[i]!;
      if (y < 0) break;
      if (owner[y] === p && piece[y]! > LAND_PIECE) {
        reached[m] = 1;
        break;
      }
    }
  }
  const have = markets[p]!;
  let level = 1;
  let levelEnd = tail;
  // Terrain seeds join at level 2 (their free pampas neighbours).
  let seeded = !terrainSeeds;
  while (level <= REACH_MAX && found < w.reachMarkets) {
    if (!seeded && level === 2) {
      seeded = true;
      if (!sv.seedsMade) terrainSeedsOf(state, sv);
      const { seeds } = sv;
      for (let i = 0; i < sv.seedCount; i++) {
        const y = seeds[i]!;
        if (dist[y] === UNSEEN) {
          dist[y] = 2;
          queue[tail++] = y;
        }
      }
      levelEnd = tail;
    }
    if (head === tail) break;
    // Scan this level: markets touched, then expand.
    for (let qi = head; qi < levelEnd; qi++) {
      const s = queue[qi]!;
      if (!rim[s]) continue;
      for (let i = s * 6, end = i + 6; i < end; i++) {
        const m = marketsNear[i]!;
        if (m < 0) break;
        if (reached[m]) continue;
        reached[m] = 1;
        found++;
        if (found <= w.reachMarkets) value += (have + found + 2) * (w.reach[level] ?? 0);
      }
    }
    for (let qi = head; qi < levelEnd; qi++) {
      const s = queue[qi]!;
      for (let i = s * 6, end = i + 6; i < end; i++) {
        const y = adj[i]!;
        if (y < 0) break;
        if (dist[y] === UNSEEN) {
          dist[y] = level + 1;
          queue[tail++] = y;
        }
      }
    }
    head = levelEnd;
    levelEnd = tail;
    level++;
  }
  return value;
}

/** Fills sv.seeds: the empty pampas next to each free terrain space, terrain by terrain, in board order. */
function terrainSeedsOf(state: ClassicState, sv: Survey): void {
  const info = boardInfo(state.map);
  const { adj } = info;
  const { piece } = state;
  const { seeds, open } = sv;
  let count = 0;
  for (const spaces of info.byTerrain) {
    for (const s of spaces) {
      if (piece[s] !== 0) continue;
      for (let i = s * 6, end = i + 6; i < end; i++) {
        const y = adj[i]!;
        if (y < 0) break;
        if (open[y] === UNSEEN) seeds[count++] = y;
      }
    }
  }
  sv.seedCount = count;
  sv.seedsMade = true;
}
