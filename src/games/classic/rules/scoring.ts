/**
 * Scoring (rulebook "Scoring", rulings C8, C10, C12, C13): markets, land chains, haciendas, water,
 * money, in that order. Intermediate and final scorings are the same.
 */
import { topology } from '../../../engine/board.js';
import { LAND_PIECE, marketPoints, NO_PIECE } from './components.js';
import { groupAt, landChains } from './groups.js';
import type { ClassicScore, ClassicState } from './state.js';

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

/** Points for land chains of 3 or more: 2 per tile. */
export function chainPoints(state: ClassicState, player: number): number {
  let tiles = 0;
  for (const chain of landChains(state, player)) if (chain.length >= 3) tiles += chain.length;
  return tiles * 2;
}

/** C10: each distinct chain or herd carrying a hacienda scores its size once. */
export function haciendaPoints(state: ClassicState, player: number): number {
  const counted = new Set<number>();
  let points = 0;
  for (let s = 0; s < state.hacienda.length; s++) {
    if (!state.hacienda[s] || state.owner[s] !== player || counted.has(s)) continue;
    const group = groupAt(state, s);
    for (const g of group) counted.add(g);
    points += group.length;
  }
  return points;
}

/** C12: per water tile or printed field, 1 point per adjacent piece; per player. */
export function waterPoints(state: ClassicState): number[] {
  const topo = topology(state.map);
  const points = state.players.map(() => 0);
  // Spaces of each water body, then the distinct pieces next to them.
  const bodies = new Map<number, number[]>();
  state.water.forEach((id, s) => {
    if (id < 0) return;
    let list = bodies.get(id);
    if (!list) bodies.set(id, (list = []));
    list.push(s);
  });
  for (const spaces of bodies.values()) {
    const seen = new Set<number>();
    for (const w of spaces) {
      for (const n of topo.neighbours[w]!) {
        if (seen.has(n) || state.piece[n] === NO_PIECE) continue;
        seen.add(n);
        points[state.owner[n]!]!++;
      }
    }
  }
  return points;
}

export function moneyPoints(money: number): number {
  return Math.floor(money / 10);
}

/** Every player's points if a scoring happened now. */
export function scoreNow(state: ClassicState): ClassicScore[] {
  const water = waterPoints(state);
  return state.players.map((p, i) => {
    const score = {
      markets: marketPoints(connectedMarkets(state, i)),
      chains: chainPoints(state, i),
      haciendas: haciendaPoints(state, i),
      water: water[i]!,
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
