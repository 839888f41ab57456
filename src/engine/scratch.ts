/**
 * Reusable zeroed scratch buffers for hot loops (marking visited spaces, flags).
 *
 * Allocating a typed array larger than a few dozen bytes costs V8 an off-heap backing store, more
 * than the loop that uses it; bots list legal actions millions of times. Each caller names its
 * own buffer, and the engine is synchronous, so one buffer per name is never used twice at once.
 * The buffers hold no game data between calls: they are zeroed on every request.
 */
const buffers = new Map<string, Uint8Array>();

export function scratch(name: string, size: number): Uint8Array {
  let buf = buffers.get(name);
  if (!buf || buf.length < size) {
    buf = new Uint8Array(Math.max(size, 512));
    buffers.set(name, buf);
  } else {
    buf.fill(0, 0, size);
  }
  return buf;
}
