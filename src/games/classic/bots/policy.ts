/**
 * The fast Classic policy: the current player's sensible actions, each with a cheap local score,
 * without listing every legal action. Strong's playouts follow it (nearly always the best score,
 * sometimes another of the good ones), and its tree ranks the candidates of a position with it.
 *
 * Every action it proposes is legal (the same rules as src/games/classic/rules/legal.ts, which the tests
 * check), but it does not propose every legal action: one hacienda per group (all that C10 allows),
 * the best few water placements, harvests of whole chains. Scores are rough points:
 *   - an animal next to a market: the pesos it pays, and the market's points when it is a new one;
 *     elsewhere, how near to a market it stands;
 *   - land: chains of 3 and more, a tile that extends one, nearness to markets for a herd to start;
 *   - water and haciendas: the pieces they count for, against their 12 pesos;
 *   - buying: a card while the hand runs short; ending the turn scores 0.
 */
import {
  ANIMAL_CARDS_PER_ANIMAL,
  ANIMALS,
  LAND_KINDS,
  LAND_PIECE,
  chainPoints,
  HARVEST_PAY_PER_TILE,
  LAND_TILES,
  PRICE,
  TERRAINS,
  WATER_SHAPES,
} from '../rules/components.js';
import type { ClassicAction, ClassicState } from '../rules/state.js';
import { nextInt, type RngState } from '../../../engine/rng.js';
import { bestIndices } from '../../../engine/best.js';
import { Sized } from '../../../engine/scratch.js';
import { NEAR_LAND, nearAnimal } from '../rules/board-index.js';
import {
  animalsToPlay,
  firstOthersToken,
  landKindsToPlay,
  mayBuyFromDeck,
  mayBuyFromDisplay,
  mayBuyHacienda,
  mayHarvest,
  waterShapesToBuy,
} from '../rules/allowed.js';
import type { Pieces } from './pieces.js';
import type { TreeCandidates } from '../../../bots/knowledge.js';
import { boardInfo, type BoardInfo } from './topo.js';
import { isEmptyPampasOn } from '../rules/placement.js';

// Action types in the candidate buffer.
export const T_END = 0;
export const T_BUY = 1;
export const T_HACIENDA = 2;
export const T_WATER = 3;
export const T_LAND = 4;
export const T_ANIMAL = 5;
export const T_HARVEST = 6;

const MAX_CANDIDATES = 1024;

/** The candidates of one position: parallel arrays, `count` of them. */
export class Candidates {
  count = 0;
  type = new Int32Array(MAX_CANDIDATES);
  /** buy: deck (0 land, 1 animal); land/animal: kind index; water: shape index; harvest: from (-1 none). */
  a = new Int32Array(MAX_CANDIDATES);
  /** buy: slot; others: space. */
  b = new Int32Array(MAX_CANDIDATES);
  /** water: the other spaces (-1 padded). */
  c = new Int32Array(MAX_CANDIDATES * 3);
  score = new Float64Array(MAX_CANDIDATES);

  push(type: number, a: number, b: number, score: number): number {
    const i = this.count;
    if (i >= MAX_CANDIDATES) return -1;
    this.type[i] = type;
    this.a[i] = a;
    this.b[i] = b;
    this.c[i * 3] = this.c[i * 3 + 1] = this.c[i * 3 + 2] = -1;
    this.score[i] = score;
    this.count++;
    return i;
  }

  /** The candidate as an engine action. */
  action(i: number): ClassicAction {
    const a = this.a[i]!;
    const b = this.b[i]!;
    switch (this.type[i]) {
      case T_END:
        return { type: 'end' };
      case T_BUY:
        return { type: 'buy', deck: a === 0 ? 'land' : 'animal', slot: b };
      case T_HACIENDA:
        return { type: 'hacienda', space: b };
      case T_WATER: {
        const spaces = [b];
        for (let k = 0; k < 3; k++) if (this.c[i * 3 + k]! >= 0) spaces.push(this.c[i * 3 + k]!);
        return { type: 'water', shape: WATER_SHAPES[a]!, spaces: spaces.sort((x, y) => x - y) };
      }
      case T_LAND:
        return { type: 'land', kind: LAND_KINDS[a]!, space: b };
      case T_ANIMAL:
        return { type: 'animal', animal: ANIMALS[a]!, space: b };
      default:
        return a >= 0 ? { type: 'harvest', space: b, from: a } : { type: 'harvest', space: b };
    }
  }

  /** The candidate's key (actionKey of its action). */
  key(i: number): number {
    switch (this.type[i]) {
      case T_WATER: {
        const sp = [this.b[i]!, this.c[i * 3]!, this.c[i * 3 + 1]!, this.c[i * 3 + 2]!].filter((x) => x >= 0).sort((x, y) => x - y);
        return waterKey(this.a[i]!, sp);
      }
      default:
        return packKey(this.type[i]!, this.a[i]!, this.b[i]!);
    }
  }
}

const TYPE_UNIT = 2 ** 42;

function packKey(type: number, a: number, b: number): number {
  return type * TYPE_UNIT + (a + 1) * 4096 + (b + 1);
}

function waterKey(shape: number, spaces: readonly number[]): number {
  let payload = shape;
  for (let k = 0; k < 4; k++) payload = payload * 1024 + (spaces[k] ?? 1023);
  return T_WATER * TYPE_UNIT + payload;
}

/**
 * A number naming an action within a position: the same action (in any of its equal forms) gets
 * the same key. A harvest is named by the space given, so callers use canonical harvests
 * (the chain's first space), as legalActions and this policy both do.
 */
export function actionKey(action: ClassicAction): number {
  switch (action.type) {
    case 'end':
      return packKey(T_END, 0, 0);
    case 'buy':
      return packKey(T_BUY, action.deck === 'land' ? 0 : 1, action.slot);
    case 'hacienda':
      return packKey(T_HACIENDA, 0, action.space);
    case 'water':
      return waterKey(
        WATER_SHAPES.indexOf(action.shape),
        [...action.spaces].sort((x, y) => x - y),
      );
    case 'land':
      return packKey(T_LAND, LAND_KINDS.indexOf(action.kind), action.space);
    case 'animal':
      return packKey(T_ANIMAL, ANIMALS.indexOf(action.animal), action.space);
    case 'harvest':
      return packKey(T_HARVEST, action.from ?? -1, action.space);
  }
}

/**
 * The survey of a position that scanCandidates makes and its helpers read, passed to them; kept
 * in a PolicyWork from one scan to the next.
 */
class Survey {
  /**
   * The free pampas next to the player's pieces, ascending (`nearCount` of them): the spaces
   * animals, land on pampas and water are proposed on. Found from the player's pieces outward,
   * not by reading the whole board.
   */
  readonly nearList: Int32Array;
  nearCount = 0;
  /**
   * Per space of nearList: bit 0 own land, bit 1+k own animal k next to it; and the own pieces
   * next to it. 0 everywhere else: a scan clears the spaces of the scan before it.
   */
  readonly nearFlags: Int32Array;
  readonly ownAdj: Int32Array;
  /** Per space of nearList with two own pieces or more next to it: others' pieces next to it (for water). */
  readonly otherAdj: Int32Array;
  /** The spaces water is proposed on (scanCandidates). */
  readonly best = new Int32Array(8);
  /** The player's groups (labelGroups): each space's group or -1, and each group's size, first space, harvest token, hacienda, and whether it is land. */
  readonly group: Int32Array;
  readonly gSize: Int32Array;
  readonly gFirst: Int32Array;
  readonly gToken: Uint8Array;
  readonly gHac: Uint8Array;
  readonly gLand: Uint8Array;
  readonly stack: Int32Array;
  /** The player's pieces, ascending (ownPieces); `owned` of them. */
  readonly own: Int32Array;
  owned = 0;
  /** The player's groups (labelGroups). */
  groups = 0;
  /** The markets next to the player's animals (marketsOf). */
  marketMask = 0;
  marketCount = 0;
  /**
   * What the survey above describes, when its scan was given the line's pieces: the line's
   * pieces, the player, and the line's layout and mark changes then. Another scan of the same
   * line keeps it (surveyPlayer) until the layout changes or another player's turn comes.
   */
  surveyed: Pieces | undefined = undefined;
  surveyedPlayer = -1;
  surveyedLayout = -1;
  surveyedMarks = -1;
  constructor(readonly size: number) {
    this.nearList = new Int32Array(size);
    this.nearFlags = new Int32Array(size);
    this.ownAdj = new Int32Array(size);
    this.otherAdj = new Int32Array(size);
    this.group = new Int32Array(size);
    this.gSize = new Int32Array(size);
    this.gFirst = new Int32Array(size);
    this.gToken = new Uint8Array(size);
    this.gHac = new Uint8Array(size);
    this.gLand = new Uint8Array(size);
    this.stack = new Int32Array(size);
    this.own = new Int32Array(size);
  }
}

/**
 * What the policy works in, owned by its user (a knowledge, knowledge.ts: one per search or
 * decision): the survey scanCandidates makes of a position and keeps from one scan to the next
 * (surveyPlayer), and the candidate buffers of the tree and of playouts. Only its owner's scans
 * read and write it, so searches that run side by side never see each other's.
 */
export class PolicyWork {
  private readonly surveys = new Sized((size) => new Survey(size));
  private treeBuf: Candidates | undefined;
  private playoutBuf: Candidates | undefined;

  /** The survey for a board of `size` spaces. */
  survey(size: number): Survey {
    return this.surveys.at(size);
  }
  /** The buffer the tree's candidates are found in (treeCandidates). */
  get tree(): Candidates {
    return (this.treeBuf ??= new Candidates());
  }
  /** The buffer a playout's steps are found in (playout.ts). */
  get playout(): Candidates {
    return (this.playoutBuf ??= new Candidates());
  }
}

/**
 * Player p's pieces into `sv.own`, ascending; returns how many. From `pieces` when the caller keeps
 * them (a line does), else read from the whole board.
 */
function ownPieces(state: ClassicState, p: number, sv: Survey, pieces: Pieces | undefined): number {
  const { own } = sv;
  let count = 0;
  if (pieces !== undefined) {
    const list = pieces.of(p);
    count = list.length;
    for (let i = 0; i < count; i++) own[i] = list[i]!;
  } else {
    const { owner } = state;
    for (let s = 0, size = owner.length; s < size; s++) if (owner[s] === p) own[count++] = s;
  }
  return count;
}

/**
 * The player's groups (land chains and herds), labelled in `sv.group`, and the free pampas next
 * to them (nearList, nearFlags, ownAdj), found in the same walk over each piece's neighbours;
 * returns how many groups.
 */
function labelGroups(state: ClassicState, info: BoardInfo, p: number, sv: Survey, pieces: Pieces | undefined): number {
  const { adj, isPampas: pampas } = info;
  const { owner, piece, hacienda, harvest } = state;
  const { group, gSize, gFirst, gToken, gHac, gLand, stack, nearList, nearFlags, ownAdj, own } = sv;
  // The spaces of the scan before are the only ones not 0.
  for (let i = 0; i < sv.nearCount; i++) {
    const s = nearList[i]!;
    nearFlags[s] = 0;
    ownAdj[s] = 0;
  }
  const owned = ownPieces(state, p, sv, pieces);
  // Only the player's own spaces' labels are read (here, landScore, groupSizeAt): those are reset.
  for (let i = 0; i < owned; i++) group[own[i]!] = -1;
  let groups = 0;
  let nearCount = 0;
  for (let j = 0; j < owned; j++) {
    const s = own[j]!;
    if (group[s] !== -1) continue;
    const g = groups++;
    const k = piece[s]!;
    const flag = k === LAND_PIECE ? NEAR_LAND : nearAnimal(k - 2);
    let top = 0;
    let count = 0;
    let tok = 0;
    let hac = 0;
    stack[top++] = s;
    group[s] = g;
    while (top > 0) {
      const x = stack[--top]!;
      count++;
      tok |= harvest[x]!;
      hac |= hacienda[x]!;
      for (let i = x * 6, end = i + 6; i < end; i++) {
        const y = adj[i]!;
        if (y < 0) break;
        const py = piece[y]!;
        if (py !== 0) {
          if (py === k && group[y] === -1 && owner[y] === p) {
            group[y] = g;
            stack[top++] = y;
          }
          continue;
        }
        if (!isEmptyPampasOn(pampas, state, y)) continue;
        if (ownAdj[y] === 0) {
          // Kept ascending as it grows (a few dozen spaces at most).
          let at = nearCount++;
          while (at > 0 && nearList[at - 1]! > y) {
            nearList[at] = nearList[at - 1]!;
            at--;
          }
          nearList[at] = y;
        }
        nearFlags[y]! |= flag;
        ownAdj[y]!++;
      }
    }
    gSize[g] = count;
    gFirst[g] = s; // the pieces are in board order, so s is the group's first space
    gToken[g] = tok;
    gHac[g] = hac;
    gLand[g] = k === LAND_PIECE ? 1 : 0;
  }
  sv.nearCount = nearCount;
  sv.owned = owned;
  return groups;
}

/**
 * The survey of player p into `sv`: groups, free pampas next to them (labelGroups) and markets
 * reached (marketsOf). Kept from the scan before when it was of the same line and player and no
 * piece or water has been placed since (Pieces counts them): only tokens and haciendas are then
 * read again.
 */
function surveyPlayer(state: ClassicState, info: BoardInfo, p: number, sv: Survey, pieces: Pieces | undefined): void {
  if (pieces !== undefined && sv.surveyed === pieces && sv.surveyedPlayer === p && sv.surveyedLayout === pieces.layoutChanges) {
    if (sv.surveyedMarks !== pieces.markChanges) {
      const { group, gToken, gHac, own } = sv;
      const { harvest, hacienda } = state;
      gToken.fill(0, 0, sv.groups);
      gHac.fill(0, 0, sv.groups);
      for (let i = 0; i < sv.owned; i++) {
        const s = own[i]!;
        gToken[group[s]!]! |= harvest[s]!;
        gHac[group[s]!]! |= hacienda[s]!;
      }
      sv.surveyedMarks = pieces.markChanges;
    }
    return;
  }
  sv.groups = labelGroups(state, info, p, sv, pieces);
  const mk = marketsOf(state, info, p);
  sv.marketMask = mk.mask;
  sv.marketCount = mk.count;
  sv.surveyed = pieces;
  sv.surveyedPlayer = p;
  sv.surveyedLayout = pieces?.layoutChanges ?? -1;
  sv.surveyedMarks = pieces?.markChanges ?? -1;
}

/** Markets next to one of the player's animals, as a bit set over BoardInfo.markets (first 31). */
function marketsOf(state: ClassicState, info: BoardInfo, p: number): { mask: number; count: number } {
  let mask = 0;
  let count = 0;
  const { adj } = info;
  for (let m = 0; m < info.markets.length; m++) {
    const ms = info.markets[m]!;
    for (let i = ms * 6, end = i + 6; i < end; i++) {
      const y = adj[i]!;
      if (y < 0) break;
      if (state.owner[y] === p && state.piece[y]! > LAND_PIECE) {
        if (m < 31) mask |= 1 << m;
        count++;
        break;
      }
    }
  }
  return { mask, count };
}

/** How many scorings are still to come, and how much the future is still worth (0..1). */
function timing(state: ClassicState): { scorings: number; future: number } {
  const n = state.players.length;
  const left = state.animalDeck.length + state.animalReserve.length;
  return { scorings: state.scorings === 0 ? 2 : 1, future: Math.min(1, left / (1.3 * n * 6)) };
}

/**
 * The tree's candidates of `state` (Knowledge.candidates, and a line's own): the `limit` best of a
 * full scan, best first, the first proposed first among equals. `pieces` as for scanCandidates.
 */
export function treeCandidates(state: ClassicState, limit: number, work: PolicyWork, pieces?: Pieces): TreeCandidates {
  const buf = work.tree;
  scanCandidates(state, buf, true, work, pieces);
  const order = bestIndices(buf.score, buf.count, limit);
  return {
    actions: order.map((i) => buf.action(i)),
    scores: order.map((i) => buf.score[i]!),
    keys: order.map((i) => buf.key(i)),
  };
}

/**
 * Fills `out` with the current player's candidates and their scores. `full` also proposes every
 * hacienda group and more water placements (for the tree); playouts pass false. `work` holds the
 * survey (PolicyWork). `pieces`, when the caller keeps them for `state` (a line does), saves
 * reading the board for the player's pieces.
 */
export function scanCandidates(state: ClassicState, out: Candidates, full: boolean, work: PolicyWork, pieces?: Pieces): void {
  out.count = 0;
  out.push(T_END, 0, 0, 0);
  if (state.over) return;
  const info = boardInfo(state.map);
  const size = info.size;
  const sv = work.survey(size);
  const { nearList, nearFlags, ownAdj, otherAdj, gSize, gFirst, gToken, gHac, gLand } = sv;
  const p = state.turn.player;
  const me = state.players[p]!;
  const { adj, isPampas: pampas } = info;
  const { owner, piece } = state;
  const { scorings, future } = timing(state);
  const pesoRate = 0.1 * scorings + 0.22 * future;

  // Survey: the player's groups and the free pampas next to them.
  surveyPlayer(state, info, p, sv, pieces);
  const groups = sv.groups;
  const nearCount = sv.nearCount;

  // Buying cards (C1).
  const animalCards = me.animalHand.length;
  const landCards = me.landHand.length;
  const tight = future > 0.1 ? 1 : 0.2;
  if (mayBuyFromDeck(state.animalDeck, me)) {
    // Near the end, drawing animal cards also brings the end on (playouts must finish).
    const ending = state.stack === 2 && state.animalDeck.length <= 2 * state.players.length ? 0.6 : 0;
    const want = (animalCards < 2 ? 1.6 : animalCards < 4 ? 0.9 : 0.2) + ending;
    out.push(T_BUY, 1, -1, tight * want - PRICE.deckCard * pesoRate);
  }
  // Land cards beyond the tiles left are of no use: not bought.
  if (mayBuyFromDeck(state.landDeck, me) && me.landTiles < LAND_TILES) {
    const want = landCards < 2 ? 1.2 : landCards < 4 ? 0.5 : 0.0;
    out.push(T_BUY, 0, -1, tight * want - PRICE.deckCard * pesoRate);
  }
  if (mayBuyFromDisplay(me)) {
    for (let slot = 0; slot < state.animalDisplay.length; slot++) {
      const k = Math.floor(state.animalDisplay[slot]! / ANIMAL_CARDS_PER_ANIMAL);
      const want = animalCards < 2 ? 1.7 : animalCards < 4 ? 1.0 : 0.25;
      const bonus = me.animalTiles[k]! > 0 ? 0.2 : 0;
      out.push(T_BUY, 1, slot, tight * (want + bonus) - PRICE.displayCard * pesoRate);
    }
    if (me.landTiles < LAND_TILES) {
      for (let slot = 0; slot < state.landDisplay.length; slot++) {
        const want = landCards < 2 ? 1.3 : landCards < 4 ? 0.6 : 0.0;
        out.push(T_BUY, 0, slot, tight * want - PRICE.displayCard * pesoRate);
      }
    }
  }

  // Animals (C6).
  const animals = animalsToPlay(me);
  if (animals !== 0) {
    for (let k = 0; k < ANIMALS.length; k++) {
      if (!(animals & (1 << k))) continue;
      const need = NEAR_LAND | nearAnimal(k);
      for (let i = 0; i < nearCount; i++) {
        const s = nearList[i]!;
        if (!(nearFlags[s]! & need)) continue;
        out.push(T_ANIMAL, k, s, animalScore(state, info, sv, p, k, s, scorings, future, pesoRate));
      }
    }
  }

  // Land (C5): a terrain's own empty spaces, or pampas next to own land when it has none.
  const landKinds = landKindsToPlay(me);
  if (landKinds !== 0) {
    for (let k = 0; k < LAND_KINDS.length; k++) {
      if (!(landKinds & (1 << k))) continue;
      let onTerrain = false;
      if (k < TERRAINS.length) {
        for (const s of info.byTerrain[k]!) {
          if (piece[s] !== 0) continue;
          onTerrain = true;
          out.push(T_LAND, k, s, landScore(state, info, sv, p, s, scorings, future));
        }
      }
      if (!onTerrain) {
        for (let i = 0; i < nearCount; i++) {
          const s = nearList[i]!;
          if (!(nearFlags[s]! & NEAR_LAND)) continue;
          // Land on pampas uses up room for herds and water: a little less.
          out.push(T_LAND, k, s, landScore(state, info, sv, p, s, scorings, future) - 0.4);
        }
      }
    }
  }

  // Harvest (C9): chains without a token.
  if (mayHarvest(state)) {
    // From the supply (-1), or with it empty from another player's chain (firstOthersToken),
    // looked for only when a chain would take it; with none to take, no harvest.
    let from = state.harvestTokens > 0 ? -1 : undefined;
    for (let g = 0; g < groups; g++) {
      if (!gLand[g] || gToken[g]) continue;
      if (from === undefined) {
        from = firstOthersToken(state, p);
        if (from < 0) break;
      }
      const pay = HARVEST_PAY_PER_TILE * gSize[g]!;
      // Small chains are better harvested once they have grown, unless the end is near.
      const wait = future > 0.3 && gSize[g]! < 3 ? 1.2 : 0;
      out.push(T_HARVEST, from, gFirst[g]!, pay * pesoRate - wait + 0.3);
    }
  }

  // A hacienda (C10): on the biggest group without one (the only kind C10 allows); late is better
  // (money counts first).
  if (mayBuyHacienda(state, me)) {
    let best = -1;
    for (let g = 0; g < groups; g++) {
      if (gHac[g]) continue;
      if (full) {
        const gain = gSize[g]! * (scorings + 0.5 * future) - PRICE.hacienda * pesoRate;
        if (gSize[g]! >= 3) out.push(T_HACIENDA, 0, gFirst[g]!, gain);
      } else if (best < 0 || gSize[g]! > gSize[best]!) best = g;
    }
    if (best >= 0 && gSize[best]! >= 3) {
      out.push(T_HACIENDA, 0, gFirst[best]!, gSize[best]! * (scorings + 0.5 * future) - PRICE.hacienda * pesoRate);
    }
  }

  // Water (C11): single tiles where own pieces crowd round, and the other shapes nearby.
  const shapes = waterShapesToBuy(state, me);
  if (shapes !== 0) {
    const cost = PRICE.water * pesoRate;
    const keep = full ? 6 : 2;
    // The best `keep` single spaces by own minus others' neighbours, the first of equals first.
    const best = sv.best;
    let kept = 0;
    for (let i = 0; i < nearCount; i++) {
      const s = nearList[i]!;
      if (ownAdj[s]! < 2) continue;
      let other = 0;
      for (let j = s * 6, end = j + 6; j < end; j++) {
        const y = adj[j]!;
        if (y < 0) break;
        if (piece[y] !== 0 && owner[y] !== p) other++;
      }
      otherAdj[s] = other;
      const net = ownAdj[s]! - other;
      let at = kept < keep ? kept++ : keep;
      while (at > 0 && ownAdj[best[at - 1]!]! - otherAdj[best[at - 1]!]! < net) {
        if (at < keep) best[at] = best[at - 1]!;
        at--;
      }
      if (at < keep) best[at] = s;
    }
    for (let b = 0; b < kept; b++) {
      const s = best[b]!;
      const net = ownAdj[s]! * scorings - 0.3 * otherAdj[s]!;
      if (shapes & 1) out.push(T_WATER, 0, s, net - cost - 1);
      if (shapes & 2) {
        // A pair: the free neighbour adding most own pieces not already next to s.
        let bestN = -1;
        let bestGain = 0;
        for (let i = s * 6, end = i + 6; i < end; i++) {
          const y = adj[i]!;
          if (y < 0) break;
          if (!isEmptyPampasOn(pampas, state, y)) continue;
          const gain = ownAdj[y]!;
          if (bestN < 0 || gain > bestGain) {
            bestN = y;
            bestGain = gain;
          }
        }
        if (bestN >= 0) {
          const i = out.push(T_WATER, 1, Math.min(s, bestN), net + bestGain * scorings * 0.6 - cost - 1.5);
          if (i >= 0) out.c[i * 3] = Math.max(s, bestN);
        }
      }
    }
  }
}

/** 0.6 ** d for the distances to a market that score (d < 8): a table, not a power per candidate. */
const NEARNESS = Array.from({ length: 8 }, (_, d) => 0.6 ** d);

function animalScore(
  state: ClassicState,
  info: BoardInfo,
  sv: Survey,
  p: number,
  k: number,
  s: number,
  scorings: number,
  future: number,
  pesoRate: number,
): number {
  const { adj, marketsNear, marketDist } = info;
  const { owner, piece, water } = state;
  let score = 0.5 * future;
  // Neighbours: own same-animal tiles join the herd; own land pays at markets; water counts.
  let herd = 1;
  let land = 0;
  let waters = 0;
  let lastWater = -1;
  for (let i = s * 6, end = i + 6; i < end; i++) {
    const y = adj[i]!;
    if (y < 0) break;
    if (owner[y] === p) {
      if (piece[y] === 2 + k) herd += groupSizeAt(sv, y);
      else if (piece[y] === LAND_PIECE) land += groupSizeAt(sv, y);
    }
    const id = water[y]!;
    if (id >= 0 && id !== lastWater) {
      waters++;
      lastWater = id;
    }
  }
  score += waters * scorings;
  let touched = false;
  for (let i = s * 6, end = i + 6; i < end; i++) {
    const m = marketsNear[i]!;
    if (m < 0) break;
    touched = true;
    score += (herd + land) * pesoRate * 1.2;
    const isNew = m < 31 ? !(sv.marketMask & (1 << m)) : false;
    if (isNew) score += (sv.marketCount + 1) * scorings + 1;
  }
  if (!touched) {
    const d = marketDist[s]!;
    score += d < 8 ? 1.5 * future * NEARNESS[d]! : 0;
  }
  if (herd > 1) score += 0.25;
  return score;
}

function landScore(state: ClassicState, info: BoardInfo, sv: Survey, p: number, s: number, scorings: number, future: number): number {
  const { adj, isPampas: pampas, marketDist } = info;
  const { group, gSize } = sv;
  const { owner, piece, water } = state;
  let chain = 1;
  let lastG = -1;
  let lastG2 = -1;
  let waters = 0;
  let lastWater = -1;
  let pampasFree = 0;
  // The chain points of the chains the tile joins, had before it.
  let before = 0;
  for (let i = s * 6, end = i + 6; i < end; i++) {
    const y = adj[i]!;
    if (y < 0) break;
    if (owner[y] === p && piece[y] === LAND_PIECE) {
      const g = group[y]!;
      if (g !== lastG && g !== lastG2) {
        chain += gSize[g]!;
        before += chainPoints(gSize[g]!);
        lastG2 = lastG;
        lastG = g;
      }
    }
    const id = water[y]!;
    if (id >= 0 && id !== lastWater) {
      waters++;
      lastWater = id;
    }
    if (isEmptyPampasOn(pampas, state, y)) pampasFree++;
  }
  let score = 0.3 * future + waters * scorings;
  // Chain points the tile adds, counted at each scoring to come.
  const gain = chainPoints(chain) - before;
  score += gain * scorings * (chain >= 3 ? 1 : 0) + (chain === 2 ? 1.6 : chain === 1 ? 0.4 : 0) * future;
  // A place for herds to start from, toward markets.
  const d = marketDist[s]!;
  if (pampasFree > 0 && d < 8) score += 1.2 * future * NEARNESS[d]!;
  return score;
}

function groupSizeAt(sv: Survey, s: number): number {
  const g = sv.group[s]!;
  return g >= 0 ? sv.gSize[g]! : 0;
}

/** The best-scoring candidate, or with probability `noise` one of the next two. */
export function choose(buf: Candidates, rng: RngState, noise: number): number {
  let b1 = 0;
  let b2 = -1;
  let b3 = -1;
  const sc = buf.score;
  for (let i = 1; i < buf.count; i++) {
    const v = sc[i]!;
    if (v > sc[b1]!) {
      b3 = b2;
      b2 = b1;
      b1 = i;
    } else if (b2 < 0 || v > sc[b2]!) {
      b3 = b2;
      b2 = i;
    } else if (b3 < 0 || v > sc[b3]!) b3 = i;
  }
  if (noise > 0 && nextInt(rng, 1 << 16) / 65536 < noise) {
    const r = nextInt(rng, 2);
    if (r === 0 && b2 >= 0) return b2;
    if (r === 1 && b3 >= 0) return b3;
  }
  return b1;
}

/** One playout step through the engine: the candidate `choose` picks, as an action. */
export function playoutAction(state: ClassicState, rng: RngState, noise: number, work: PolicyWork): ClassicAction {
  const buf = work.playout;
  scanCandidates(state, buf, false, work);
  return buf.action(choose(buf, rng, noise));
}
