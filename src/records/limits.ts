/**
 * Limits of a record that the command line applies too, kept apart from the schema (format.ts) so
 * that the command line can import them without loading the schema library. The other shared
 * limits live with what they limit: boards in src/maps/limits.ts, names in
 * src/table/seats.ts, thinking times in src/bots/defaults.ts.
 */

/** The longest seed a person may give (`--seed`), in characters. */
export const MAX_SEED_LENGTH = 200;

/**
 * The longest seed in a record: `simulate` and `arena` record game k of a run with the seed
 * `<seed>/k`, k at most 1,000,000 (their `--games` limit), so a record may hold 8 more.
 */
export const MAX_RECORD_SEED_LENGTH = MAX_SEED_LENGTH + '/1000000'.length;
