/** The analysis's progress bar (src/coach/progress.ts). */
import { describe, expect, it } from 'vitest';
import { progressBar } from '../../src/coach/progress.js';

describe('coach progress', () => {
  it('progress - a bar redrawn in place with the actions done and the time left, erased at the end', () => {
    let now = 0;
    const written: string[] = [];
    const bar = progressBar(
      true,
      () => now,
      (t) => written.push(t),
    );
    now = 2000;
    bar.tick(1, 4);
    now = 4000;
    bar.tick(2, 4);
    bar.end();
    expect(written).toEqual([
      `\ranalysing [########${'.'.repeat(22)}] 1/4 actions, 6 s left `,
      `\ranalysing [${'#'.repeat(15)}${'.'.repeat(15)}] 2/4 actions, 4 s left `,
      '\r\x1b[2K',
    ]);
  });

  it('progress - nothing at all when not enabled (--json, or off a terminal)', () => {
    const written: string[] = [];
    const bar = progressBar(
      false,
      () => 0,
      (t) => written.push(t),
    );
    bar.tick(1, 2);
    bar.end();
    expect(written).toEqual([]);
  });
});
