/**
 * Scoring (rulebook "Scoring", rulings C8, C10, C12, C13): markets, land chains, haciendas, water,
 * money, in that order. Intermediate and final scorings are the same.
 */
import { topology } from '../../../engine/board.js';
import { chainPoints, LAND_PIECE, marketPoints, NO_PIECE, PESOS_PER_POINT } from './components.js';
import { Scratch } from '../../../engine/scratch.js';
import { groupAt } from './groups.js';
import type { ClassicScore, ClassicState } from './state.js';

const groupMarks = new Scratch();

export const SCORE_CATEGORIES = ['markets', 'chains', 'haciendas', 'water', 'money'] as const;

/** The markets with at least one of the player's animal tiles next to them (C8). */
export function connectedMarketSpaces(state: ClassicState, player: number): number[] {
  const topo = topology(state.map);
  return (topo.byTerrain.get('market') ?? []).filter((m) => topo.neighbours[m]!.some((n) => state.owner[n] === player && state.piece[n]! > LAND_PIECE));
}

/** How many markets count for the player (C8). */
export function connectedMarkets(state: ClassicState, player: number): number {
  return connectedMarketSpaces(state, player).length;
}

/**
 * Each player's points for land chains (2 per tile of chains of 3 or more), haciendas (C10: each
 * distinct chain or herd carrying one scores its size once) and water (C12: per water tile or
 * printed field, 1 point per adjacent piece), from one pass over the board's groups.
 *
 * One pass for all players, not one per player and category: the bots' playouts hold a scoring
 * whenever they reach one (most do near the end), and reading the board a dozen times for it was
 * a tenth of their search's time with 4 players.
 */
function boardPoints(state: ClassicState): { chains: number[]; haciendas: number[]; water: number[] } {
  const topo = topology(state.map);
  const { owner, piece, hacienda } = state;
  const chains = state.players.map(() => 0);
  const haciendas = state.players.map(() => 0);
  const water = state.players.map(() => 0);
  const seen = groupMarks.zeroed(topo.size);
  for (let s = 0; s < topo.size; s++) {
    if (piece[s] === NO_PIECE || seen[s]) continue;
    const group = groupAt(state, s, seen);
    const p = owner[s]!;
    if (piece[s] === LAND_PIECE) chains[p]! += chainPoints(group.length);
    if (group.some((x) => hacienda[x])) haciendas[p]! += group.length;
    // A piece scores once for each water body next to it: the same as each body scoring once per piece.
    for (const x of group) water[p]! += waterBodiesNext(state, topo.adjacency, x);
  }
  return { chains, haciendas, water };
}

/** How many distinct water bodies (tiles or printed fields) touch space `s` (C12). */
export function waterBodiesNext(state: ClassicState, adjacency: Int32Array, s: number): number {
  let bodies = 0;
  for (let i = s * 6, end = i + 6; i < end && adjacency[i]! >= 0; i++) {
    const id = state.water[adjacency[i]!]!;
    if (id < 0) continue;
    // Counted at its first neighbour of s.
    let first = s * 6;
    while (state.water[adjacency[first]!] !== id) first++;
    if (first === i) bodies++;
  }
  return bodies;
}

export function moneyPoints(money: number): number {
  return Math.floor(money / PESOS_PER_POINT);
}

/** Every player's points if a scoring happened now. */
export function scoreNow(state: ClassicState): ClassicScore[] {
  const board = boardPoints(state);
  return state.players.map((p, i) => {
    const score = {
      markets: marketPoints(connectedMarkets(state, i)),
      chains: board.chains[i]!,
      haciendas: board.haciendas[i]!,
      water: board.water[i]!,
      money: moneyPoints(p.money),
      total: 0,
    };
    score.total = score.markets + score.chains + score.haciendas + score.water + score.money;
    return score;
  });
}

/** Points from all scorings held. */
export function totalPoints(state: ClassicState): number[] {
  return state.players.map((p) => p.scorings.reduce((sum, s) => sum + s.total, 0));
}

/** C13: highest total wins; ties go to the most money, then are shared. */
export function winningSeats(state: ClassicState): number[] {
  if (!state.over) return [];
  const totals = totalPoints(state);
  let best: number[] = [];
  for (let i = 0; i < totals.length; i++) {
    if (best.length === 0) best = [i];
    else {
      const b = best[0]!;
      const cmp = totals[i]! - totals[b]! || state.players[i]!.money - state.players[b]!.money;
      if (cmp > 0) best = [i];
      else if (cmp === 0) best.push(i);
    }
  }
  return best;
}
