/** Defaults the command line shows in its help without loading the bots themselves. */

/** Default thinking time of `strong` per decision, in milliseconds. */
export const DEFAULT_THINK_MS = 1000;

/**
 * The longest thinking time per decision anyone may ask of `strong` (an hour): the command line's
 * `--think` and a record's `strong:<ms>` seats alike, so no record makes a command think for days.
 */
export const MAX_THINK_MS = 3_600_000;
