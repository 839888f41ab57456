/**
 * Running a screen in the terminal, and leaving the terminal as it was: the alternate screen is
 * entered and left, the cursor shown again and raw mode ended, however the screen ends (a key,
 * ctrl+c, a signal, an error).
 */
import type { ReactElement } from 'react';
import { started } from '../../startup.js';
import { markFrame, startStats } from './stats.js';

const ENTER = '\x1b[?1049h\x1b[H\x1b[2J\x1b[?25l';
const LEAVE = '\x1b[0m\x1b[?25h\x1b[?1049l';

export async function runScreen(node: ReactElement): Promise<void> {
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
  const onSignal = (signal: NodeJS.Signals) => {
    restore();
    process.exit(signal === 'SIGINT' ? 130 : signal === 'SIGHUP' ? 129 : 143);
  };
  process.once('exit', restore);
  for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(s, onSignal);
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
  try {
    await instance.waitUntilExit();
  } finally {
    instance.cleanup();
    stopStats?.();
    restore();
    process.off('exit', restore);
    for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.off(s, onSignal);
  }
}
