/**
 * The two ways reading a map can fail, as typed errors a command can print on one line.
 *
 * A map file is data a person edits, so a mistake in it is an expected answer rather than a bug:
 * the error says where (file, line, column) and what was expected, compiler style.
 */

/** A map file whose content is wrong: `boards/x.map:7:13: unknown terrain code 'Q' (...)`. */
export class MapFormatError extends Error {
  override readonly name = 'MapFormatError';
  /** The problem alone, without the `file:line:column:` prefix. */
  readonly reason: string;

  constructor(
    readonly file: string,
    /** 1-based line of the problem. */
    readonly line: number,
    /** 1-based character column of the problem. */
    readonly column: number,
    reason: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}`);
    this.reason = reason;
  }
}

/** A map that cannot be found or read at all: an unknown name, a missing or unreadable file. */
export class MapLoadError extends Error {
  override readonly name = 'MapLoadError';

  constructor(
    /** The name or path that was asked for. */
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}
