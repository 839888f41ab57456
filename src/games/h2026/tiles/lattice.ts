/**
 * The lattice the Hacienda 2026 tiles are built on (see docs/rules-2026.md, "Map tiles").
 *
 * Every tile is made of flowers: a space and its six neighbours. Flowers tile the plane, their
 * centres forming a lattice of their own, the *macro* grid, itself a hex grid: macro cell (a, b)
 * is the flower centred on axial space L(a, b) = a * (2, 1) + b * (-1, 3). A tile is placed by
 * naming the macro cell of its anchor flower and a rotation: the tile turns about the anchor's
 * centre in steps of 60 degrees clockwise, which maps flowers onto flowers (L commutes with the
 * rotation). Spaces are axial coordinates (q, r) as in src/engine/hex.ts.
 */
import type { Axial } from '../../../engine/hex.js';

/** The axial space at the centre of macro cell (a, b). */
export function flowerCentre(a: number, b: number): Axial {
  return { q: 2 * a - b, r: a + 3 * b };
}

/** Turns an axial offset `k` times by 60 degrees clockwise about the origin. */
export function rotate(p: Axial, k: number): Axial {
  let { q, r } = p;
  for (let i = 0; i < ((k % 6) + 6) % 6; i++) [q, r] = [-r, q + r];
  return { q, r };
}

/** The macro cell whose flower holds axial space (q, r). */
export function macroCellOf(q: number, r: number): [number, number] {
  // L is invertible over the rationals (determinant 7): round, then look among the neighbours.
  const a0 = Math.round((3 * q + r) / 7);
  const b0 = Math.round((2 * r - q) / 7);
  for (let da = -1; da <= 1; da++) {
    for (let db = -1; db <= 1; db++) {
      const c = flowerCentre(a0 + da, b0 + db);
      const dq = q - c.q;
      const dr = r - c.r;
      if (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr) <= 2) return [a0 + da, b0 + db];
    }
  }
  throw new Error(`no flower holds ${q},${r}`);
}

export const macroKey = (a: number, b: number): string => `${a},${b}`;
