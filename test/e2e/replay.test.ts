/**
 * End to end: the replay viewer in a real pseudo-terminal (tmux), as a user meets it (issue 13,
 * item 14): its own keys on the status line, ← stepping back, every seat's hand by tab, the
 * final scoring by category at the end, and q leaving at once without a word about saving.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { haveTmux, Term } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('test/e2e/replay: tmux is not installed, so the pseudo-terminal tests do not run (.ci/run installs it)');

const FIXTURE = join(import.meta.dirname, '../fixtures/records/classic-symmetric-4p-random.json');

const terms: Term[] = [];
afterEach(() => {
  while (terms.length) terms.pop()!.kill();
});

describe.skipIf(!tmux)('the replay viewer on a terminal', () => {
  it('replay - the status line lists its keys, ← steps back, tab shows each hand, the end shows the final scoring by category, q leaves at once', async () => {
    const record = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { actions: unknown[]; seats: { name: string }[] };
    const n = record.actions.length;
    const t = Term.start(['replay', FIXTURE, '--ascii', '--no-color', '--at', '3']);
    terms.push(t);
    const first = await t.waitFor(new RegExp(`replay 3/${n}`));
    expect(first.trimEnd().split('\n').at(-1)).toBe('> next  < back  home/end  [ ] scorings  space play  tab hands  q quit  ? help');
    t.send('Left');
    await t.waitFor(new RegExp(`replay 2/${n}`));
    // Every seat's hand, one after another.
    const hands = new Set<string>();
    for (let k = 0; k < record.seats.length; k++) {
      const screen = t.screen();
      hands.add(/(\S+)'s hand/.exec(screen)![1]!);
      t.send('Tab');
      await t.waitUntil(() => t.screen() !== screen, 'the next hand');
    }
    expect([...hands].sort()).toEqual(record.seats.map((s) => s.name).sort());
    t.send('End');
    const end = await t.waitFor(new RegExp(`replay ${n}/${n}`));
    expect(end).toMatch(/Game over: /);
    expect(end).toContain('Final scoring');
    expect(end).toMatch(/mkt chain hac water {2}\$ {2}total/);
    for (const s of record.seats) expect(end).toMatch(new RegExp(`${s.name}\\s+(\\d+\\s+){5}\\d+`));
    t.send('q');
    await t.waitUntil(() => t.dead(), 'the viewer to end');
    const after = t.screen();
    expect(t.exitStatus()).toBe(0);
    expect(after).not.toMatch(/Quit\?|saved|resume/);
  });

  it('replay - ctrl+c leaves at once with exit code 130, as SIGINT would', async () => {
    const t = Term.start(['replay', FIXTURE, '--ascii', '--no-color', '--at', '3']);
    terms.push(t);
    await t.waitFor(/replay 3\//);
    t.send('C-c');
    await t.waitUntil(() => t.dead(), 'the viewer to end');
    expect(t.exitStatus()).toBe(130);
    expect(t.info('#{alternate_on}')).toBe('0');
  });
});
