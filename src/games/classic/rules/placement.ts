/**
 * Where pieces may go (rulings C5, C6, C11). Used both to list legal actions and to check one, so
 * both agree. These run in every search step, hence typed-array masks rather than sets.
 */
import { hasTileShape } from '../../../engine/shapes.js';
import { topology, type Topology } from '../../../engine/board.js';
import { Scratch } from '../../../engine/scratch.js';
import { animalPiece, LAND_PIECE, NO_PIECE, type Animal, type LandKind } from './components.js';
import type { ClassicState } from './state.js';

const nextToMarks = new Scratch();

/** A board's pampas, fixed for the board, so made once and cached with its topology. */
export interface Pampas {
  /** 1 for every pampas space. */
  mask: Uint8Array;
  /**
   * Each space's pampas neighbours, six slots a space as in `topo.adjacency`, -1 after the last:
   * what may take a piece next to a space is pampas alone, so the surveys skip the rest unread.
   */
  adjacency: Int32Array;
}

const pampasOfBoard = new WeakMap<Topology, Pampas>();

export function pampasOf(topo: Topology): Pampas {
  let pampas = pampasOfBoard.get(topo);
  if (!pampas) {
    const mask = new Uint8Array(topo.size);
    for (const s of topo.byTerrain.get('pampas') ?? []) mask[s] = 1;
    const adjacency = new Int32Array(topo.size * 6).fill(-1);
    for (let s = 0; s < topo.size; s++) {
      let k = s * 6;
      for (const n of topo.neighbours[s]!) if (mask[n] === 1) adjacency[k++] = n;
    }
    pampas = { mask, adjacency };
    pampasOfBoard.set(topo, pampas);
  }
  return pampas;
}

/** 1 for every pampas space of the board. */
const pampasMask = (topo: Topology): Uint8Array => pampasOf(topo).mask;

export function isEmptyPampas(state: ClassicState, topo: Topology, s: number): boolean {
  return isEmptyPampasOn(pampasMask(topo), state, s);
}

/** isEmptyPampas with the board's pampas mask at hand (pampasOf), for loops over many spaces. */
export function isEmptyPampasOn(pampas: Uint8Array, state: ClassicState, s: number): boolean {
  return pampas[s] === 1 && state.piece[s] === NO_PIECE && state.water[s] === -1;
}

/** Whether `s` touches one of the player's pieces of kind `piece`. */
export function touches(state: ClassicState, topo: Topology, s: number, player: number, piece: number): boolean {
  for (const n of topo.neighbours[s]!) if (state.owner[n] === player && state.piece[n] === piece) return true;
  return false;
}

/** Empty pampas spaces next to any of the player's pieces of kind `piece`, ascending. */
export function emptyPampasNextTo(state: ClassicState, player: number, piece: number): number[] {
  const topo = topology(state.map);
  const pampas = pampasMask(topo);
  const { owner, water } = state;
  const pieces = state.piece;
  const mark = nextToMarks.zeroed(topo.size);
  let found = 0;
  for (let s = 0; s < topo.size; s++) {
    if (owner[s] !== player || pieces[s] !== piece) continue;
    for (const n of topo.neighbours[s]!) {
      if (mark[n] === 0 && pampas[n] === 1 && pieces[n] === NO_PIECE && water[n] === -1) {
        mark[n] = 1;
        found++;
      }
    }
  }
  return collect(mark, found);
}

/** The marked indices, ascending. */
function collect(mark: Uint8Array, found: number): number[] {
  const out: number[] = [];
  for (let s = 0; found > 0; s++) {
    if (mark[s]) {
      out.push(s);
      found--;
    }
  }
  return out;
}

function hasEmptyOfTerrain(state: ClassicState, topo: Topology, terrain: string): boolean {
  for (const s of topo.byTerrain.get(terrain) ?? []) if (state.piece[s] === NO_PIECE) return true;
  return false;
}

/** C5: whether a land card of `kind` must go on pampas next to own land (pampas, or none left). */
export function landGoesOnPampas(state: ClassicState, kind: LandKind): boolean {
  return kind === 'pampas' || !hasEmptyOfTerrain(state, topology(state.map), kind);
}

export function isLandSpace(state: ClassicState, player: number, kind: LandKind, s: number): boolean {
  const topo = topology(state.map);
  if (!landGoesOnPampas(state, kind)) return topo.terrain[s] === kind && state.piece[s] === NO_PIECE;
  return isEmptyPampas(state, topo, s) && touches(state, topo, s, player, LAND_PIECE);
}

export function isAnimalSpace(state: ClassicState, player: number, animal: Animal, s: number): boolean {
  const topo = topology(state.map);
  return isEmptyPampas(state, topo, s) && (touches(state, topo, s, player, LAND_PIECE) || touches(state, topo, s, player, animalPiece(animal)));
}

/** Whether `spaces` have the shape of a water tile: the shared tile geometry (engine/shapes.ts). */
export const hasWaterShape = hasTileShape;
