/** Defaults the command line shows in its help without loading the bots themselves. */

/** Default thinking time of `strong` per decision, in milliseconds. */
export const DEFAULT_THINK_MS = 1000;
