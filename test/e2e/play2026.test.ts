/**
 * End to end, Hacienda 2026: the built binary in a real pseudo-terminal (tmux), driven by
 * keystrokes: a whole game against a bot, the custom layout's tile laying, the hint key, the
 * replay viewer; and the options' errors without a terminal.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, cleanEnv, haveTmux, playToEnd, quitAndValidate, Term, viewerEndAndQuit } from './tmux.js';

const tmux = haveTmux();

const terms: Term[] = [];
afterEach(() => {
  while (terms.length) terms.pop()!.kill();
});

function start(args: string[], opts: { cols?: number; rows?: number; env?: Record<string, string> } = {}): Term {
  const t = Term.start(args, { cols: 110, rows: 34, ...opts });
  terms.push(t);
  return t;
}

function home(): string {
  return mkdtempSync(join(tmpdir(), 'hacienda-e2e26-'));
}

/** The key of the first choice of the open menu that can be taken (`[ >]`, no `x` mark). */
function firstEnabled(screen: string): string | null {
  const m = /[ >] ([0-9a-z]) (the top card of the deck|from the queue: |take |water: |skip|put the platform)/.exec(screen);
  return m ? m[1]! : null;
}

describe('play 2026 without a terminal', () => {
  it('play - 2026 options are checked first: --map is Classic only, a bad --mode or --layout is named', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [BIN, 'play', ...args], { encoding: 'utf8', input: '', env: cleanEnv({ HACIENDA_HOME: home() }) });
    let r = run('--rules', '2026', '--map', 'symmetric');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^hacienda: --map is an option of Classic Hacienda \(--rules classic\), not of Hacienda 2026$/m);
    r = run('--rules', '2026', '--mode', 'hard');
    expect(r.stderr).toMatch(/--mode must be basic or hacienda, not 'hard'/);
    r = run('--layout', 'spiral');
    expect(r.stderr).toMatch(/--layout must be standard, custom or random, not 'spiral'|--layout must be/);
    r = run('--rules', 'classic', '--mode', 'basic');
    expect(r.stderr).toMatch(/--(mode|layout) is an option of Hacienda 2026 \(--rules 2026\), not of Classic Hacienda/);
    r = run('--rules', '2026', '--yes');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/needs a terminal/);
  });
});

describe.skipIf(!tmux)('play 2026 on a terminal', () => {
  it('play - 2026 at 80x24: the log has four lines under the board, and a long move wraps instead of being cut', async () => {
    const t = start(['--yes', '--rules', '2026', '--start', '2', '--seed', 'log80', '--bot-delay', '0', '--ascii'], {
      cols: 80,
      rows: 24,
      env: { HACIENDA_HOME: home() },
    });
    const screen = await t.waitFor(/R your turn, 3 actions left/);
    const lines = screen.split('\n');
    const cursor = lines.findIndex((l) => /^[A-Z]\d{1,2} /.test(l));
    const log = lines.slice(cursor + 1, cursor + 5);
    // Blue's turn: its moves, the first of them wrapped onto a line of its own that goes on under it.
    expect(
      log.some((l) => /^\d+\. Blue: /.test(l)),
      screen,
    ).toBe(true);
    expect(
      log.some((l) => /^ {6,}\S/.test(l)),
      screen,
    ).toBe(true);
    for (const l of log) expect(l, screen).not.toMatch(/~$/);
  });

  it('play 2026 - a whole game against a bot by keys (taking cards), to the final screen; the record validates', async () => {
    const dir = home();
    const t = start(
      [
        '--rules',
        '2026',
        '--mode',
        'basic',
        '--layout',
        'standard',
        '--seat',
        'Ana:human',
        '--seat',
        'Bot:bot:random',
        '--seed',
        'whole26',
        '--bot-delay',
        '0',
        '--ascii',
      ],
      { env: { HACIENDA_HOME: dir } },
    );
    await t.waitFor(/R your turn, 3 actions left/);
    let taken = 0;
    // A visitor center's choice first (n); else take a card (t); else end (e).
    const scorings = await playToEnd(t, /R your turn, \d actions? left/, async (screen) => {
      t.send(/now: /.test(screen.split('\n')[0]!) ? 'n' : 't');
      await t.waitUntil(() => /(Take a card|Now: )/.test(t.screen()), 'the menu');
      const menu = t.screen();
      const key = firstEnabled(menu);
      if (key) {
        t.send(key);
        await t.waitUntil(() => t.screen() !== menu, 'the choice');
        if (/pick a highlighted space|where it fits/.test(t.screen())) t.send('Enter');
        taken++;
      } else {
        t.send('Escape', 'e');
        await t.waitFor(/End your turn|can still act/);
      }
      await t.waitUntil(() => t.screen() !== menu, 'the action');
    });
    expect(scorings).toBe(2);
    expect(taken).toBeGreaterThan(10);
    const screen = t.screen();
    expect(screen).toMatch(/Game over: (Ana|Bot) wins|share the win/);
    expect(screen).toMatch(/The game ended: the deck ran out twice/);
    expect(screen).toMatch(/Record:/);
    const file = await quitAndValidate(t);
    expect(JSON.parse(readFileSync(file, 'utf8')).ruleset).toBe('2026');
  }, 200_000);

  it('play 2026 - the custom layout by keys: the drawn tile moves and turns, enter lays it; the bot lays its own; resume', async () => {
    const dir = home();
    const t = start(['--rules', '2026', '--layout', 'custom', '--mode', 'hacienda', '--yes', '--seed', 'tiles', '--bot-delay', '0', '--ascii'], {
      env: { HACIENDA_HOME: dir },
    });
    // The whole first frame: the top bar and the message line under the board.
    let screen = await t.waitFor(/laying the map \* R your turn: lay tile \d[\s\S]*with its anchor on/);
    const first = /with its anchor on ([A-Z]+\d+), turned (\d) \((\d+) of (\d+)\)/.exec(screen)!;
    expect(first).not.toBeNull();
    expect(screen).toMatch(/enter lay/);
    t.send('Right');
    await t.waitUntil(() => !t.screen().includes(`on ${first[1]}, turned ${first[2]} (`), 'the tile to move');
    // The board's labels: typing the first anchor's label puts the tile back there.
    t.send({ text: first[1]! });
    await t.waitFor(new RegExp(`anchor on ${first[1]}, turned`));
    t.send('Right');
    await t.waitUntil(() => !t.screen().includes(`on ${first[1]}, turned ${first[2]} (`), 'the tile to move again');
    const moved = /with its anchor on ([A-Z]+\d+), turned (\d)/.exec(t.screen())!;
    t.send('r');
    // A place where the tile lies one way only does not turn: the wait ends either way.
    await t.waitUntil(() => !t.screen().includes(`on ${moved[1]}, turned ${moved[2]} (`), 'the tile to turn', 2000).catch(() => undefined);
    screen = t.screen();
    const laid = /tile (\d) \((?:large|small)\) with its anchor on [A-Z]+\d+, turned (\d)/.exec(screen)!;
    t.send('Enter');
    await t.waitFor(/round 1 \* R your turn, 3 actions left/);
    t.send('q');
    await t.waitFor(/Quit\?/);
    t.send('y');
    await t.waitUntil(() => t.dead(), 'the program to end');
    const file = /game saved after \d+ actions: (\S+\.json)/.exec(t.screen())![1]!;
    const record = JSON.parse(readFileSync(file, 'utf8'));
    // The tile as it was laid (its log line may have left the log after the bot's first turn).
    const laidMove = new RegExp(`^tile ${laid[1]} at -?\\d+,-?\\d+ rot ${laid[2]}$`);
    expect(record.actions.some((a: { player: number; move: string }) => a.player === 0 && laidMove.test(a.move))).toBe(true);
    // The bot laid its own (its first turn after the map may push that line out of the log).
    expect(record.actions.some((a: { player: number; move: string }) => a.player === 1 && /^tile \d at/.test(a.move))).toBe(true);
    // Resume opens the same position.
    const again = start(['resume', file, '--ascii', '--bot-delay', '0'], { env: { HACIENDA_HOME: dir } });
    screen = await again.waitFor(/round 1 \* R your turn, 3 actions left/);
    expect(screen).toMatch(/\d\. You: tile /);
  }, 60_000);

  it('play 2026 - with nothing given, the questions ask the game, then its tile sides and layout, then the seats', async () => {
    const t = start(['--seed', 'ask26', '--bot-delay', '0', '--ascii'], { env: { HACIENDA_HOME: home(), USER: 'ana' } });
    await t.waitFor(/Which game\?/);
    t.send('Down', 'Enter');
    await t.waitFor(/Which side of the tiles\?/);
    t.send('Down', 'Enter');
    await t.waitFor(/Which map layout\?/);
    t.send('Enter');
    await t.waitFor(/How many players\?/);
    t.send('Enter');
    await t.waitFor(/Seat 1: who plays\?/);
    t.send('Enter');
    await t.waitFor(/Seat 1: name\?/);
    t.send('Enter');
    await t.waitFor(/Seat 2: who plays\?/);
    t.send('Enter');
    await t.waitFor(/Seat 2: name\?/);
    t.send('Enter');
    await t.waitFor(/Who starts\?/);
    t.send('Enter');
    const screen = await t.waitFor(/HACIENDA 2026 hacienda, standard/);
    expect(screen).toMatch(/R Ana/);
    expect(screen).toMatch(/B Blue\*/);
  }, 30_000);

  it('play 2026 - the hint key: thinking, then what the strong bot would play, its space highlighted', async () => {
    const t = start(['--rules', '2026', '--yes', '--seed', 'hint', '--bot-delay', '0', '--ascii'], { env: { HACIENDA_HOME: home() } });
    await t.waitFor(/R your turn, 3 actions left/);
    expect(t.screen()).toMatch(/i hint/);
    t.send('i');
    await t.waitFor(/thinking/, 5_000);
    const screen = await t.waitFor(/hint: \w+.*enter plays it/, 15_000);
    expect(screen).toMatch(/hint: (take|pair|reserve|water|platform)/);
  }, 30_000);

  it('replay 2026 - the viewer shows a 2026 record: step, to the end, the final screen', async () => {
    const dir = home();
    const sim = spawnSync(process.execPath, [BIN, 'simulate', '--rules', '2026', '--mode', 'hacienda', '--seed', 'rv26', '--records', dir], {
      encoding: 'utf8',
      env: cleanEnv(),
    });
    expect(sim.status).toBe(0);
    const file = join(dir, 'game-1.json');
    const n = JSON.parse(readFileSync(file, 'utf8')).actions.length;
    const t = start(['replay', file, '--ascii'], { env: { HACIENDA_HOME: dir } });
    await t.waitFor(new RegExp(`replay 0/${n} \\* 2026 hacienda, standard`));
    t.send('Right');
    await t.waitFor(new RegExp(`replay 1/${n}`));
    const { end: screen, status } = await viewerEndAndQuit(t, n);
    expect(screen).toMatch(/Game over: /);
    expect(status).toBe(0);
  });
});
