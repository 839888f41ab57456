/**
 * The progress bar of a long analysis: one line redrawn in place (a carriage return), with the
 * actions done and an estimate of the time left, cleared at the end. For a terminal only: the
 * caller passes `enabled` false with --json or off a terminal, and nothing is written at all.
 */
export interface Progress {
  tick(done: number, total: number): void;
  end(): void;
}

const WIDTH = 30;

export function progressBar(enabled: boolean, clock: () => number, write: (text: string) => void): Progress {
  if (!enabled) return { tick: () => {}, end: () => {} };
  const start = clock();
  let shown = false;
  return {
    tick(done, total) {
      const filled = Math.round((done / Math.max(1, total)) * WIDTH);
      const elapsed = (clock() - start) / 1000;
      const left = done > 0 ? Math.round((elapsed / done) * (total - done)) : 0;
      write(`\ranalysing [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${total} actions, ${left} s left `);
      shown = true;
    },
    end() {
      // Erase the line, so that what follows starts on a clean one.
      if (shown) write('\r\x1b[2K');
    },
  };
}
