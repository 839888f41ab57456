/**
 * End to end (issue 18): the board as a picture on a real terminal. After a bot's turn the spaces
 * it changed are marked (read with capture-pane -e) and `d` steps through them with what happened
 * there; with NO_COLOR not a single colour code, the marks all the same; the detailed board when
 * the terminal has room for it, and the zoom chosen remembered for the next game.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { haveTmux, sleep, Term } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('test/e2e: tmux is not installed, so the pseudo-terminal tests do not run (.ci/run installs it)');

const terms: Term[] = [];
afterEach(() => {
  while (terms.length) terms.pop()!.kill();
});

function start(home: string, env: Record<string, string>, size = { cols: 100, rows: 30 }): Term {
  const args = ['--yes', '--seed', 'marks', '--bot-delay', '0', '--ascii', '--seat', 'You:human', '--seat', 'Bot:bot:easy'];
  const t = Term.start(args, { ...size, env: { HACIENDA_HOME: home, ...env } });
  terms.push(t);
  return t;
}

const home = () => mkdtempSync(join(tmpdir(), 'hacienda-e2e-board-'));

/** The characters of a captured line (with -e) that are drawn underlined, by column. */
function underlined(line: string): number[] {
  const out: number[] = [];
  let on = false;
  let x = 0;
  for (const m of line.matchAll(/\x1b\[([0-9;:]*)m|([^\x1b])/gu)) {
    if (m[2] !== undefined) {
      if (on) out.push(x);
      x++;
      continue;
    }
    const ps = (m[1] || '0').split(/[;:]/).map(Number);
    for (let i = 0; i < ps.length; i++) {
      if (ps[i] === 38 || ps[i] === 48) i += ps[i + 1] === 2 ? 4 : 2;
      else if (ps[i] === 0 || ps[i] === 24) on = false;
      else if (ps[i] === 4) on = true;
    }
  }
  return out;
}

/**
 * The person plays a land card and ends the turn; the bot plays its turn. Returns the screen, and
 * the spaces of the bot's moves as its log lines name them (the notation before ` - `).
 */
async function botTurn(t: Term): Promise<{ screen: string; spaces: Set<string> }> {
  await t.waitFor(/R your turn, 3 actions left/);
  t.send('p', '1', 'Enter');
  await t.waitFor(/You: play land/);
  t.send('e');
  await t.waitFor(/End your turn/);
  t.send('y');
  const screen = await t.waitFor(/R your turn, 3 actions left[\s\S]*You: end/);
  const after = screen.slice(screen.indexOf('You: end'));
  const spaces = new Set<string>();
  for (const m of after.matchAll(/\d+\. Bot: (.*?) - /g)) for (const l of m[1]!.matchAll(/\b[A-R]\d{1,2}\b/g)) spaces.add(l[0]);
  return { screen, spaces };
}

/** How many spaces of the compact board (lines 2 to 14, left of the panels) are underlined. */
function markedSpaces(styled: string): number {
  const lines = styled.split('\n').slice(2, 15);
  return lines.reduce((n, l) => n + underlined(l).filter((x) => x < 40).length, 0) / 2;
}

describe.skipIf(!tmux)('the board on a terminal', () => {
  it("board - after a bot's turn its spaces are marked in colour; d steps through them with what happened there", async () => {
    const t = start(home(), { COLORTERM: 'truecolor', TERM: 'xterm-256color' });
    const { spaces } = await botTurn(t);
    expect(spaces.size).toBeGreaterThan(0);
    const styled = t.screenWithStyles();
    // In true colour: the terrains on their grounds.
    expect(styled).toMatch(/\x1b\[[0-9;]*48;2;58;52;36m/);
    expect(markedSpaces(styled)).toBe(spaces.size);
    expect(t.screen()).toMatch(/d changes/);
    const seen = new Set<string>();
    for (let i = 1; i <= spaces.size; i++) {
      t.send('d');
      const screen = await t.waitFor(new RegExp(`${i} of \\d+: Bot: `));
      const cursor = /^([A-R]\d{1,2}) /m.exec(screen.split('\n')[15]!)![1]!;
      expect(spaces.has(cursor), `${cursor} in ${[...spaces].join(' ')}`).toBe(true);
      expect(screen).toMatch(new RegExp(`${i} of \\d+: Bot: .*${cursor}`));
      seen.add(cursor);
    }
    expect(seen).toEqual(spaces);
    // The person acts: the marks are gone.
    t.send('b', '1');
    await t.waitFor(/You: buy/);
    expect(markedSpaces(t.screenWithStyles())).toBe(0);
  });

  it('board - NO_COLOR: not one colour code on the screen, and the changes still marked', async () => {
    const t = start(home(), { NO_COLOR: '1', TERM: 'xterm-256color', COLORTERM: 'truecolor' });
    const { spaces } = await botTurn(t);
    const styled = t.screenWithStyles();
    for (const m of styled.matchAll(/\x1b\[([0-9;:]*)m/g)) {
      const ps = m[1]!.split(/[;:]/).map(Number);
      expect(
        ps.some((p) => (p >= 30 && p <= 38) || (p >= 40 && p <= 48) || (p >= 90 && p <= 107)),
        JSON.stringify(m[0]),
      ).toBe(false);
    }
    expect(markedSpaces(styled)).toBe(spaces.size);
  });

  it('board - the detailed board when it fits; the zoom chosen with z is the next game’s', async () => {
    const dir = home();
    const first = start(dir, {}, { cols: 120, rows: 40 });
    let screen = await first.waitFor(/R your turn, 3 actions left/);
    // Hex outlines: the detailed board.
    expect(screen).toMatch(/\/ \\ \/ \\ \/ \\/);
    first.send('z');
    await first.waitFor(/^ 1 s s \. \./m);
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))).toEqual({ zoom: 'compact' });
    first.send('q');
    await first.waitFor(/Quit\?/);
    first.send('y');
    await first.waitUntil(() => first.dead(), 'the game to end');
    await sleep(100);
    const second = start(dir, {}, { cols: 120, rows: 40 });
    screen = await second.waitFor(/R your turn, 3 actions left/);
    expect(screen).toMatch(/^ 1 s s \. \./m);
    expect(screen).not.toMatch(/\/ \\ \/ \\ \/ \\/);
    second.send('z');
    await second.waitFor(/\/ \\ \/ \\ \/ \\/);
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))).toEqual({ zoom: 'detailed' });
  });

  it('board - zoom: z says once that the choice is kept; a later game in a small window follows it without a word', async () => {
    const dir = home();
    const first = start(dir, {}, { cols: 100, rows: 30 });
    await first.waitFor(/R your turn, 3 actions left/);
    first.send('z');
    await first.waitFor(/the detailed board needs \d+x\d+ \(compact here\); kept for later games, z switches back$/m);
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))).toEqual({ zoom: 'detailed' });
    first.send('q');
    await first.waitFor(/Quit\?/);
    first.send('y');
    await first.waitUntil(() => first.dead(), 'the game to end');
    const second = start(dir, {}, { cols: 100, rows: 30 });
    const screen = await second.waitFor(/R your turn, 3 actions left/);
    expect(screen).toMatch(/^ 1 s s \. \./m);
    expect(screen).not.toMatch(/detailed board/);
    // z there asks for the detailed board again (it says why it is not shown); z again switches back.
    second.send('z');
    await second.waitFor(/the detailed board needs \d+x\d+ \(compact here\)/);
    second.send('z');
    await second.waitFor(/the compact board, in later games too \(z switches back\)/);
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))).toEqual({ zoom: 'compact' });
  });
});
