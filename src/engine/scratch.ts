/**
 * Reusable zeroed scratch buffers for hot loops (marking visited spaces, flags).
 *
 * Allocating a typed array larger than a few dozen bytes costs V8 an off-heap backing store, more
 * than the loop that uses it; bots list legal actions millions of times. Each owner (a function
 * that marks spaces) holds its own Scratch, made once beside it, so no other code can clear or
 * overwrite its marks in the middle of its work, whatever the order of calls. The engine is
 * synchronous, and an owner that does not call itself uses its buffer once at a time. The buffers
 * hold no game data between calls: they are zeroed on every request.
 */
export class Scratch {
  private buf = new Uint8Array(512);

  /** The buffer with its first `size` entries zeroed, the owner's until its next request. */
  zeroed(size: number): Uint8Array {
    if (this.buf.length < size) this.buf = new Uint8Array(size);
    else this.buf.fill(0, 0, size);
    return this.buf;
  }
}

/**
 * A workspace sized to a board, owned by whoever makes it (a bot's search, say): the one it holds
 * while boards are no larger, a larger one made when one is. Workspaces keep what a computation
 * needs between its steps; the owner decides how long they live and that nobody shares them.
 */
export class Sized<T extends { readonly size: number }> {
  private held: T | undefined;
  constructor(private readonly make: (size: number) => T) {}

  /** The workspace for a board of `size` spaces. */
  at(size: number): T {
    if (this.held === undefined || this.held.size < size) this.held = this.make(size);
    return this.held;
  }
}
