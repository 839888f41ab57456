/**
 * The moment the program has started, for whoever wants to know: the first frame of a screen is
 * on the terminal. launch.ts saves the code cache then, so that the cache holds what a
 * start needs and no more (a cache of a whole game's functions took longer to load than it saved).
 * Kept apart from the screen and the command line so that both can reach it without loading the
 * other. It depends on no version of Ink.
 */
let waiting: (() => void) | undefined;

/** Calls `f` once, when the program has started. */
export function whenStarted(f: () => void): void {
  waiting = f;
}

/** The program has started (again calls nothing). */
export function started(): void {
  const f = waiting;
  waiting = undefined;
  f?.();
}
