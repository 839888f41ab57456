/**
 * Stopping on a signal (ctrl+c's SIGINT, SIGTERM, a closed terminal's SIGHUP) the way a person
 * expects: the terminal as it was, what was played saved, one line saying so, and the exit code
 * a shell gives a program the signal ended, 128 + the signal's number (docs/cli.md).
 *
 * Node runs a signal's handler on the main thread's event loop, so whatever runs there must give
 * way often: the bots think in a worker thread (src/host/bot-thread.ts), which a signal
 * terminates mid-search.
 */

export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

const NUMBER: Record<StopSignal, number> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/** 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP. */
export function signalExitCode(signal: StopSignal): number {
  return 128 + NUMBER[signal];
}

/**
 * The command was stopped by a signal, after saying what it had to (`message`, when not empty,
 * is reported as the one line on stderr).
 */
export class Interrupted extends Error {
  readonly exitCode: number;
  constructor(
    readonly signal: StopSignal,
    message = '',
  ) {
    super(message);
    this.name = 'Interrupted';
    this.exitCode = signalExitCode(signal);
  }
}

let hungUp = false;

/** Whether the terminal has hung up (SIGHUP): what is written to it is lost, and that is no error. */
export function terminalGone(): boolean {
  return hungUp;
}

const ignore = () => {};

/** After SIGHUP: writing to (or reading from) the terminal that is gone fails (EIO, EPIPE) harmlessly. */
function hangUp(): void {
  if (hungUp) return;
  hungUp = true;
  for (const stream of [process.stdout, process.stderr, process.stdin]) stream.on('error', ignore);
}

/**
 * Ends the program now as `signal` would: with its exit code; a hang-up by the signal itself, its
 * default action, which a shell reports as 129 too. (Node, exiting, puts the terminal's settings
 * back, and Node 20 aborts when the terminal is gone and that fails: nodejs/node#51519.)
 */
export function endBySignal(signal: StopSignal): never {
  if (signal === 'SIGHUP') {
    process.removeAllListeners('SIGHUP');
    process.kill(process.pid, 'SIGHUP');
  }
  process.exit(signalExitCode(signal));
}

/** How long a stopping program may take to end on its own before it is ended (the first signal). */
const GRACE_MS = 3000;

/**
 * Catches the stop signals until the returned function is called: the first one calls
 * `onSignal` (which winds down: closes the screen, cancels the thinking); if the program has not
 * ended GRACE_MS later, or a second signal comes, it ends at once as the first one would
 * (endBySignal; process.exit runs the 'exit' handlers, which restore the terminal).
 */
export function catchSignals(onSignal: (signal: StopSignal) => void): () => void {
  let first: StopSignal | null = null;
  const handler = (signal: StopSignal) => {
    if (signal === 'SIGHUP') hangUp();
    if (first !== null) endBySignal(first);
    first = signal;
    setTimeout(() => endBySignal(signal), GRACE_MS).unref();
    onSignal(signal);
  };
  for (const s of STOP_SIGNALS) process.on(s, handler);
  return () => {
    for (const s of STOP_SIGNALS) process.off(s, handler);
  };
}
