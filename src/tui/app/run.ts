/**
 * Running a screen in the terminal, and leaving the terminal as it was: the alternate screen is
 * entered and left, the cursor shown again and raw mode ended, however the screen ends (a key,
 * ctrl+c, a signal, an error).
 *
 * A signal (SIGINT, SIGTERM, SIGHUP) closes the screen as a quit would, and the screen's end says
 * which one it was, so that the command prints what a quit prints (where the game is saved) and
 * exits with the signal's code. The game needs no saving then: it is saved after every action,
 * synchronously, so no action is ever half done when a signal is handled.
 *
 * ctrl+z (a key in raw mode: the terminal sends no SIGTSTP) suspends: the screen's containers call
 * `suspendScreen`, which gives the terminal back as the program found it and stops the program as
 * the shell's job control expects (SIGTSTP to itself); a SIGCONT (the shell's `fg`) takes the
 * terminal again and draws the whole screen anew.
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { catchSignals, type StopSignal } from '../../host/signals.js';
import { started } from '../../bundle/startup.js';
import { markFrame, startStats } from './stats.js';

const ENTER = '\x1b[?1049h\x1b[H\x1b[2J\x1b[?25l';
const LEAVE = '\x1b[0m\x1b[?25h\x1b[?1049l';
/** Mouse reports: button presses (1000), in SGR form (1006), which has no limit on the column. */
const MOUSE_ON = '\x1b[?1000h\x1b[?1006h';
const MOUSE_OFF = '\x1b[?1006l\x1b[?1000l';

const JOB_CONTROL = process.platform !== 'win32';

/** The screen running now: how to give the terminal back and take it again (null: none, as in tests). */
let running: { release(): void; retake(): void } | null = null;

/**
 * ctrl+z: the terminal as it was, the program stopped; it goes on when the shell continues it
 * (fg). Where nobody can continue it (no job control: the kernel discards the stop), it goes on
 * at once.
 */
export function suspendScreen(): void {
  // Windows has no job control, and its process.kill would end the program.
  if (!running || !JOB_CONTROL) return;
  const screen = running;
  screen.release();
  process.kill(process.pid, 'SIGTSTP');
  // Here once continued (or never stopped); the SIGCONT handler may have come first.
  setImmediate(() => screen.retake());
}

/** How a screen ended: by its own keys, or by a signal. */
export interface ScreenEnd {
  signal: StopSignal | null;
}

/**
 * What a screen ends with (Ink's `exit(value)`) when ctrl+c is pressed: the screen reads keys raw,
 * so the terminal sends no SIGINT, and the program ends as if it had (exit code 130). A guest
 * terminal's screen just closes: its process is not the player's.
 */
export const INTERRUPTED = Symbol('ctrl+c');

/**
 * A terminal that is not the program's own: an SSH channel's streams (src/server/terminal.ts).
 * The screen draws into it and reads its keys as it would the program's terminal, but the
 * process is not its: no signal handler, no job control, no exit hook, no console patched (other
 * screens share the process); the stream's end closes this screen alone.
 */
export interface GuestTerminal {
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WriteStream;
}

export async function runScreen(node: ReactElement, opts: { mouse?: boolean; terminal?: GuestTerminal } = {}): Promise<ScreenEnd> {
  return opts.terminal ? runGuestScreen(node, opts.terminal, opts.mouse !== false) : runOwnScreen(node, opts.mouse !== false);
}

/** Ink's options for a screen: whole frames (see below), keys read raw, ctrl+c a key. */
function inkOptions(onRender: () => void) {
  return {
    exitOnCtrlC: false,
    // Ink 6.8's incremental mode left stale lines on the screen when a frame's shape changed
    // (the menu opening beside the board); whole frames are drawn instead.
    incrementalRendering: false,
    maxFps: 60,
    onRender,
  };
}

async function runGuestScreen(node: ReactElement, terminal: GuestTerminal, mouse: boolean): Promise<ScreenEnd> {
  const { render } = await import('ink');
  const { stdin, stdout } = terminal;
  stdout.write(mouse ? ENTER + MOUSE_ON : ENTER);
  const instance = render(node, { ...inkOptions(() => {}), stdin, stdout, stderr: stdout, patchConsole: false });
  const gone = () => instance.unmount();
  stdin.once('end', gone);
  stdin.once('close', gone);
  try {
    await instance.waitUntilExit();
  } finally {
    instance.cleanup();
    stdin.off('end', gone);
    stdin.off('close', gone);
    if (stdout.writable) stdout.write(mouse ? MOUSE_OFF + LEAVE : LEAVE);
  }
  return { signal: null };
}

async function runOwnScreen(node: ReactElement, mouse: boolean): Promise<ScreenEnd> {
  const enter = mouse ? ENTER + MOUSE_ON : ENTER;
  const leave = mouse ? MOUSE_OFF + LEAVE : LEAVE;
  const { render, useStdout } = await import('ink');
  const stdout = process.stdout;
  const stdin = process.stdin;
  stdout.write(enter);
  const stopStats = startStats(stdout);
  const rawMode = (on: boolean) => {
    try {
      if (stdin.isTTY) stdin.setRawMode(on);
    } catch {
      // the terminal is gone
    }
  };
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    rawMode(false);
    stdout.write(leave);
  };
  process.once('exit', restore);
  // Suspended (ctrl+z: the terminal given back), then continued (fg, or a SIGCONT after any
  // stop): the terminal is taken again, the screen cleared and the last frame drawn whole.
  let given = false;
  let redraw: (() => void) | null = null;
  const retake = () => {
    if (restored) return;
    given = false;
    rawMode(true);
    stdout.write(enter);
    redraw?.();
  };
  if (JOB_CONTROL) process.on('SIGCONT', retake);
  running = {
    release: () => {
      if (restored || given) return;
      given = true;
      rawMode(false);
      stdout.write(leave);
    },
    retake: () => {
      if (given) retake();
    },
  };
  // Ink's own writer wipes what it drew and draws its last frame again: on a screen just
  // cleared, the whole frame (a render alone would draw nothing, the frame being unchanged).
  const Redraw = ({ children }: { children: ReactNode }) => {
    const { write } = useStdout();
    redraw = () => write('');
    return children;
  };
  let signal: StopSignal | null = null;
  let unmount: (() => void) | null = null;
  const release = catchSignals((s) => {
    signal = s;
    unmount?.();
  });
  // A terminal that is gone without a SIGHUP reaching us (the shell that would have sent it
  // ignores it) ends reading: the same as a hang-up.
  const hungUp = () => {
    if (signal === null) process.kill(process.pid, 'SIGHUP');
  };
  stdin.once('end', hungUp);
  stdin.once('error', hungUp);
  try {
    const instance = render(createElement(Redraw, null, node), {
      ...inkOptions(() => {
        markFrame();
        started();
      }),
      patchConsole: true,
    });
    unmount = () => instance.unmount();
    // A signal that came while Ink was loading.
    if (signal) instance.unmount();
    try {
      if ((await instance.waitUntilExit()) === INTERRUPTED) signal ??= 'SIGINT';
    } finally {
      instance.cleanup();
    }
  } finally {
    stopStats?.();
    running = null;
    process.off('SIGCONT', retake);
    restore();
    process.off('exit', restore);
    stdin.off('end', hungUp);
    stdin.off('error', hungUp);
    release();
  }
  return { signal };
}
