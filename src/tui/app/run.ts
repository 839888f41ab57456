/**
 * Running a screen in the terminal, and leaving the terminal as it was: the alternate screen is
 * entered and left, the cursor shown again and raw mode ended, however the screen ends (a key,
 * ctrl+c, a signal, an error).
 *
 * A signal (SIGINT, SIGTERM, SIGHUP) closes the screen as a quit would, and the screen's end says
 * which one it was, so that the command prints what a quit prints (where the game is saved) and
 * exits with the signal's code. The game needs no saving then: it is saved after every action,
 * synchronously, so no action is ever half done when a signal is handled.
 */
import type { ReactElement } from 'react';
import { catchSignals, type StopSignal } from '../../host/signals.js';
import { started } from '../../bundle/startup.js';
import { markFrame, startStats } from './stats.js';

const ENTER = '\x1b[?1049h\x1b[H\x1b[2J\x1b[?25l';
const LEAVE = '\x1b[0m\x1b[?25h\x1b[?1049l';

/** How a screen ended: by its own keys, or by a signal. */
export interface ScreenEnd {
  signal: StopSignal | null;
}

export async function runScreen(node: ReactElement): Promise<ScreenEnd> {
  const { render } = await import('ink');
  const stdout = process.stdout;
  const stdin = process.stdin;
  stdout.write(ENTER);
  const stopStats = startStats(stdout);
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    try {
      if (stdin.isTTY) stdin.setRawMode(false);
    } catch {
      // the terminal is gone
    }
    stdout.write(LEAVE);
  };
  process.once('exit', restore);
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
    const instance = render(node, {
      exitOnCtrlC: false,
      patchConsole: true,
      // Ink 6.8's incremental mode left stale lines on the screen when a frame's shape changed
      // (the menu opening beside the board); whole frames are drawn instead.
      incrementalRendering: false,
      maxFps: 60,
      onRender: () => {
        markFrame();
        started();
      },
    });
    unmount = () => instance.unmount();
    // A signal that came while Ink was loading.
    if (signal) instance.unmount();
    try {
      await instance.waitUntilExit();
    } finally {
      instance.cleanup();
    }
  } finally {
    stopStats?.();
    restore();
    process.off('exit', restore);
    stdin.off('end', hungUp);
    stdin.off('error', hungUp);
    release();
  }
  return { signal };
}
