/** Exit codes of the `hacienda` command (documented in docs/cli.md). */
export const EXIT = {
  ok: 0,
  /** The command ran and found a problem (e.g. a record that does not validate). */
  failed: 1,
  /** Bad usage or bad input: an unknown option, a bad value, a missing or malformed map file. */
  usage: 2,
  /** A bug in hacienda itself. */
  internal: 70,
} as const;

/** An error whose message is meant for the user, one line, with the exit code to leave with. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.usage,
  ) {
    super(message);
  }
}
