/** Exit codes of the `hacienda` command (documented in docs/cli.md). */
export const EXIT = {
  ok: 0,
  /** The command ran and found a problem (e.g. a record that does not validate). */
  failed: 1,
  /** Bad usage or bad input: an unknown option, a bad value, a missing or malformed map file. */
  usage: 2,
  /**
   * A file or folder could not be written: the game's record (a full disk, a read-only file
   * system, no permission), the data folder, a records folder. The line names the path and why.
   */
  write: 5,
  /** The game is open in another program (its lock is held): the line says which. */
  locked: 6,
  /** The questions before a game (or the saved-games picker) were cancelled by ctrl+c, as SIGINT would. */
  cancelled: 130,
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
