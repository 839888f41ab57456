/**
 * End to end, in tmux: the setup question that asks for a board file refuses a fifo and a device
 * at once, in words, and asks again (it hung on a fifo and grew memory on /dev/zero).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { haveTmux, Term } from '../e2e/tmux.js';
import { makeFifo } from '../files/hostile-paths.js';

const dir = mkdtempSync(join(tmpdir(), 'hacienda-map-question-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const terms: Term[] = [];
afterEach(() => {
  while (terms.length) terms.pop()!.kill();
});

const fifo = join(dir, 'board.map');
const hasFifo = makeFifo(fifo);
if (!haveTmux()) console.warn('map question test: no tmux here; skipped');

describe('map question', () => {
  it.runIf(haveTmux() && hasFifo)('map question - a fifo or /dev/zero as the board file is refused at once and asked again', async () => {
    const t = Term.start(['play', '--rules', 'classic', '--players', '2', '--seat', 'Ana:human', '--seat', 'Bo:bot', '--ascii'], {
      cols: 160,
      rows: 30,
      env: { HACIENDA_HOME: dir },
    });
    terms.push(t);
    await t.waitFor(/Which board\?/);
    t.send('Down', 'Down', 'Enter');
    await t.waitFor(/Board file:/);
    t.send({ text: fifo }, 'Enter');
    expect(await t.waitFor(/not a regular file \(a fifo\)/)).toContain(`cannot read map file '${fifo}'`);
    // Still asking: clear the answer, try a device.
    t.send('C-u', { text: '/dev/zero' }, 'Enter');
    await t.waitFor(/not a regular file \(a character device\)/);
    t.send('C-c');
    await t.waitUntil(() => t.dead(), 'the program to end');
    expect(t.exitStatus()).toBe(130);
  });
});
