/**
 * Why a record cannot be used, with its exit code: kept apart from the schema (format.ts), so the
 * command line can recognise these errors without loading the schema library.
 */

/** A record that cannot be used, and why; `exitCode` as documented in docs/cli.md. */
export class RecordError extends Error {
  override name = 'RecordError';
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/** Exit codes for records (docs/cli.md). */
export const RECORD_EXIT = {
  /** The game in the record is not sound: an illegal action, results that disagree. */
  unsound: 1,
  /** The file cannot be read: missing, unreadable, too large. */
  unreadable: 3,
  /** The file is not a record we can use: not JSON, truncated, another format or version, bad shape. */
  invalid: 4,
} as const;
