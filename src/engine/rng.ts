/**
 * The seeded random generator that lives inside a game state.
 *
 * sfc32 (Chris Doty-Humphrey's small fast chaotic generator): 128 bits of state held as four
 * unsigned 32-bit integers, so the generator is plain JSON data and a state that is copied or
 * serialized carries its generator with it. Functions here never mutate their input.
 *
 * Records write out every shuffle explicitly (rulings B2), so a replay never depends on this
 * algorithm; it only has to be deterministic for a given seed within one version.
 */
export type RngState = [number, number, number, number];

/** Mixes a seed (any string or number) into a generator state. */
export function seedRng(seed: string | number): RngState {
  const text = String(seed);
  // cyrb128: a cheap string hash that gives four well-mixed 32-bit words.
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const state: RngState = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  // Warm up so that similar seeds diverge.
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** Advances `state` in place and returns the next 32-bit value. Use on a private copy only. */
export function nextUint32(state: RngState): number {
  // Read by index: V8 ran `let [a, b, c, d] = state` (the iterator protocol) at about a third
  // of the speed, and a search shuffles the hidden cards every iteration.
  const a = state[0];
  const b = state[1];
  const c = state[2];
  const d = state[3];
  const t = (((a + b) | 0) + d) | 0;
  const rotated = (c << 21) | (c >>> 11);
  state[0] = (b ^ (b >>> 9)) >>> 0;
  state[1] = ((c + (c << 3)) | 0) >>> 0;
  state[2] = ((rotated + t) | 0) >>> 0;
  state[3] = ((d + 1) | 0) >>> 0;
  return t >>> 0;
}

/** A uniform integer in [0, n), advancing `state` in place (rejection sampling: no modulo bias). */
export function nextInt(state: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`nextInt: bad bound ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextUint32(state);
    // `| 0` keeps the result a small integer for V8: a double here would turn every array that
    // stores it (a seat in the board's owner array, say) into a slower array of doubles.
    if (x < limit) return (x % n) | 0;
  }
}

/** Fisher-Yates shuffle of a copy of `items`, advancing `state` in place. */
export function shuffled<T>(state: RngState, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextInt(state, i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}
