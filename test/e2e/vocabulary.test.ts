/**
 * One vocabulary (issue 13, item 13), as a player meets it: the built binary at 80 columns, both
 * games. The players panel heads its columns in words, no panel shows an abbreviation of its own
 * making, and the status line shows whole keys only.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { haveTmux, Term } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('vocabulary e2e: skipped, tmux is not installed');

let terms: Term[] = [];
afterEach(() => {
  for (const t of terms) t.kill();
  terms = [];
});

const seats = ['--players', '2', '--seat', 'Ana:human', '--seat', 'bot:easy', '--start', '1', '--seed', 'voc', '--bot-delay', '0', '--ascii'];

describe.skipIf(!tmux)('one vocabulary on the screen', () => {
  for (const [game, args, heading] of [
    ['Classic', ['--rules', 'classic', '--map', 'symmetric'], /player\s+pesos cards (pts|points) if scored/],
    ['Hacienda 2026', ['--rules', '2026', '--mode', 'basic', '--layout', 'standard'], /player\s+VP \+VP if scored cards (res|reserves)/],
  ] as const) {
    it(`vocabulary - ${game} at 80 columns: the columns in words, one short form, whole keys on the status line`, async () => {
      const t = Term.start([...args, ...seats], { env: { HACIENDA_HOME: mkdtempSync(join(tmpdir(), 'hacienda-e2e-')) } });
      terms.push(t);
      const screen = await t.waitFor(heading);
      expect(screen).not.toMatch(/\bnow cards\b|\bpts {2}now\b|\bmtn\b/);
      const status = screen.trimEnd().split('\n').at(-1)!;
      expect(status).toContain('? help');
      expect(status).not.toMatch(/~$/);
    });
  }
});
