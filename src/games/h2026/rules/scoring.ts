/**
 * Scoring rounds (rulebook "Scoring Objectives", ruling N10): different visitor centers, land
 * chains, water, viewing platforms; and the VP gained during play since the last scoring, listed
 * as `bonus` so that a player's scorings add up to their VP. Both scoring rounds are the same.
 */
import { topology } from '../../../engine/board.js';
import { CHAIN_MIN, CHAIN_POINTS_PER_MARKER, centerPoints, LAND_PIECE, NO_PIECE } from './components.js';
import { boardInfo, chainsOf } from './placement.js';
import type { H2026Score, H2026State } from './state.js';

export const SCORE_CATEGORIES = ['centers', 'chains', 'water', 'platforms', 'bonus'] as const;

/** The visitor centers touched by the player's animals (each of the two twin centers apart). */
export function centersTouchedSpaces(state: H2026State, player: number): number[] {
  const topo = topology(state.map);
  return boardInfo(topo).centers.filter((c) => topo.neighbours[c]!.some((n) => state.owner[n] === player && state.piece[n]! > LAND_PIECE));
}

/** Different visitor centers touched by the player's animals (the two twin centers count as two). */
export function centersTouched(state: H2026State, player: number): number {
  return centersTouchedSpaces(state, player).length;
}

/** Land chains of 3 or more markers: 2 VP per marker. */
export function chainPoints(state: H2026State, player: number): number {
  let markers = 0;
  for (const chain of chainsOf(state, player, true)) if (chain.length >= CHAIN_MIN) markers += chain.length;
  return markers * CHAIN_POINTS_PER_MARKER;
}

/** 1 VP per piece of the player next to at least one water space (tile, icon, or spring center). */
export function waterPoints(state: H2026State, player: number): number {
  const topo = topology(state.map);
  const info = boardInfo(topo);
  let points = 0;
  for (let s = 0; s < topo.size; s++) {
    if (state.owner[s] !== player || state.piece[s] === NO_PIECE) continue;
    if (topo.neighbours[s]!.some((n) => state.water[n]! >= 0 || info.wetCenter[n] === 1)) points++;
  }
  return points;
}

/**
 * Each chain of the player's pieces (land and animals together) with a platform, or touching the
 * hacienda center, scores 1 VP per piece, once however many platforms it has.
 */
export function platformPoints(state: H2026State, player: number): number {
  const info = boardInfo(topology(state.map));
  let points = 0;
  for (const chain of chainsOf(state, player, false)) {
    if (chain.some((s) => state.platform[s] === 1 || info.nearHacienda[s] === 1)) points += chain.length;
  }
  return points;
}

/** Every player's points if a scoring round happened now (with the VP gained since the last one). */
export function scoreNow(state: H2026State): H2026Score[] {
  return state.players.map((p, i) => {
    const score = {
      centers: centerPoints(centersTouched(state, i)),
      chains: chainPoints(state, i),
      water: waterPoints(state, i),
      platforms: platformPoints(state, i),
      bonus: p.bonus,
      total: 0,
    };
    score.total = score.centers + score.chains + score.water + score.platforms + score.bonus;
    return score;
  });
}

/** Each player's VP so far. */
export function totalPoints(state: H2026State): number[] {
  return state.players.map((p) => p.vp);
}

/** Most VP wins; ties go to the most unplayed reserve tokens, then the most cards in hand, then are shared. */
export function winningSeats(state: H2026State): number[] {
  if (!state.over) return [];
  const key = (i: number) => {
    const p = state.players[i]!;
    return [p.vp, p.reserves, p.hand.length];
  };
  let best: number[] = [];
  for (let i = 0; i < state.players.length; i++) {
    if (best.length === 0) {
      best = [i];
      continue;
    }
    const a = key(i);
    const b = key(best[0]!);
    const cmp = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
    if (cmp > 0) best = [i];
    else if (cmp === 0) best.push(i);
  }
  return best;
}
