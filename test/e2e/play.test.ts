/**
 * End to end: the built binary (bin/hacienda.js, after `node scripts/build.js`) in a real
 * pseudo-terminal (tmux), driven by keystrokes and read from the screen.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, cleanEnv, haveTmux, playToEnd, quitAndValidate, Term, viewerEndAndQuit } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('test/e2e: tmux is not installed, so the pseudo-terminal tests do not run (.ci/run installs it)');

const terms: Term[] = [];
afterEach(() => {
  while (terms.length) terms.pop()!.kill();
});

function start(args: string[], opts: { cols?: number; rows?: number; env?: Record<string, string> } = {}): Term {
  const t = Term.start(args, opts);
  terms.push(t);
  return t;
}

function home(): string {
  return mkdtempSync(join(tmpdir(), 'hacienda-e2e-'));
}

/** SGR codes that set a colour, from a screen captured with its styles. */
function colourCodes(text: string): string[] {
  // 39 and 49 put the default colours back, which is no colour.
  return [...text.matchAll(/\x1b\[([0-9;]*)m/g)]
    .map((m) => m[1]!)
    .filter((p) => p.split(';').some((x) => (+x >= 30 && +x <= 48 && +x !== 39) || (+x >= 90 && +x <= 107)));
}

describe('play without a terminal', () => {
  it('play - not on a terminal: one line naming simulate and replay --text, exit code 2', () => {
    for (const args of [['play', '--yes'], [], ['--yes', '--seed', '3']]) {
      const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input: '', env: cleanEnv({ HACIENDA_HOME: home() }) });
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^hacienda: hacienda play needs a terminal, and stdin is not one; .*hacienda simulate.*hacienda replay --text/);
    }
  });

  it('resume - a game with people in it needs a terminal: one line, exit code 2', () => {
    const dir = home();
    const file = join(dir, 'g.json');
    const t = spawnSync(process.execPath, [BIN, 'simulate', '--seed', 'rs', '--records', dir], { encoding: 'utf8', env: cleanEnv() });
    expect(t.status).toBe(0);
    // Make seat 1 a person in an unfinished copy of the record: its first ten actions.
    const record = JSON.parse(readFileSync(join(dir, 'game-1.json'), 'utf8'));
    record.seats[0] = { name: record.seats[0].name, player: 'human' };
    record.actions = record.actions.slice(0, 10);
    record.result = null;
    writeFileSync(file, JSON.stringify(record));
    const r = spawnSync(process.execPath, [BIN, 'resume', file], { encoding: 'utf8', input: '', env: cleanEnv({ HACIENDA_HOME: dir }) });
    expect(r.status).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/needs a terminal.*hacienda simulate.*hacienda replay --text/);
  });

  it('play - a word that is no command is reported as such, with a suggestion', () => {
    const r = spawnSync(process.execPath, [BIN, 'simulat'], { encoding: 'utf8', env: cleanEnv() });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("hacienda: unknown command 'simulat' (did you mean simulate?); see hacienda --help\n");
  });

  it('play - bad options are reported before anything else', () => {
    const r = spawnSync(process.execPath, [BIN, 'play', '--seat', 'Ana:robot'], { encoding: 'utf8', env: cleanEnv() });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--seat 'Ana:robot': expected name:human, name:bot, name:bot:level, or bot:level/);
    const levels = spawnSync(process.execPath, [BIN, 'play', '--seat', 'B:bot:genius'], { encoding: 'utf8', env: cleanEnv() });
    expect(levels.stderr).toMatch(/unknown bot level 'genius' \(known: easy, medium, hard, random, greedy, planner, strong\)/);
  });
});

describe.skipIf(!tmux)('play on a terminal', () => {
  it('play - a game by keys: buy a card, play a land card on a highlighted space, undo, help, quit, resume, ctrl+c (exit code 130)', async () => {
    const dir = home();
    const t = start(['--yes', '--seed', 'keys', '--bot-delay', '0', '--ascii'], { env: { HACIENDA_HOME: dir } });
    let screen = await t.waitFor(/your turn, 3 actions left/);
    expect(screen).toMatch(/^ {3}A B C D E F G H I J K L M N O P Q R/m);
    expect(t.info('#{alternate_on}')).toBe('1');

    // Buy the top land card.
    t.send('b');
    await t.waitFor(/Buy a card/);
    t.send('1');
    screen = await t.waitFor(/1\. You: buy land deck - bought the top land card \(\w+\)/);
    expect(screen).toMatch(/your turn, 2 actions left/);

    // Play a land card: the menu lists the cards in hand; the first one that can go somewhere.
    t.send('p');
    screen = await t.waitFor(/Play a card/);
    // An entry is: the selection mark (> or space), the disabled mark (x or space), its key.
    const key = /[ >] (\d) land: (\w+)/.exec(screen)!;
    t.send(key[1]!);
    screen = await t.waitFor(/enter: play land \w+ [A-R]\d+/);
    const target = /enter: play land (\w+) ([A-R])(\d+)/.exec(screen)!;
    expect(screen).toMatch(/pick a highlighted space/);
    t.send('Enter');
    screen = await t.waitFor(/2\. You: play land \w+ [A-R]\d+ - laid land/);
    const row = screen.split('\n').find((l) => new RegExp(`^ ?${target[3]} `).test(l))!;
    const col = target[2]!.charCodeAt(0) - 65;
    const shifted = Number(target[3]) % 2 === 0;
    expect(row.slice(3 + (shifted ? 1 : 0) + 2 * col, 5 + (shifted ? 1 : 0) + 2 * col)).toBe('R#');

    // Undo takes it back.
    t.send('u');
    screen = await t.waitFor(/undone/);
    expect(screen).not.toMatch(/2\. You: play land/);
    expect(screen).toMatch(/your turn, 2 actions left/);

    // Help, and back.
    t.send('?');
    screen = await t.waitFor(/HELP/);
    expect(screen).toMatch(/KEYS/);
    t.send('Escape');
    await t.waitFor(/your turn, 2 actions left/);

    // q asks first; n stays; q y leaves.
    t.send('q');
    await t.waitFor(/Quit\? The game is saved/);
    t.send('n');
    await t.waitUntil(() => !/Quit\?/.test(t.screen()), 'the question to go');
    t.send('q');
    await t.waitFor(/Quit\?/);
    t.send('y');
    await t.waitUntil(() => t.dead(), 'the program to end');
    expect(t.exitStatus()).toBe(0);
    // The terminal is as it was: the main screen, the cursor shown; the game saved.
    expect(t.info('#{alternate_on}')).toBe('0');
    expect(t.info('#{cursor_flag}')).toBe('1');
    screen = t.screen();
    const saved = /game saved after 1 actions: (\S+\.json)/.exec(screen);
    expect(saved).not.toBeNull();
    expect(screen).toContain(`continue it with: hacienda resume ${saved![1]}`);
    const file = saved![1]!;
    expect(file.startsWith(join(dir, 'games'))).toBe(true);
    const record = JSON.parse(readFileSync(file, 'utf8'));
    expect(record.actions.map((a: { move: string }) => a.move)).toEqual(['buy land deck']);

    // Resume opens the same position.
    const again = start(['resume', '--ascii', '--bot-delay', '0'], { env: { HACIENDA_HOME: dir } });
    screen = await again.waitFor(/your turn, 2 actions left/);
    expect(screen).toMatch(/> R You\s+18\s+9\+4/);
    expect(screen).toMatch(/1\. You: buy land deck/);
    // ctrl+c leaves at once, as SIGINT would: the same lines, exit code 130.
    again.send('C-c');
    await again.waitUntil(() => again.dead(), 'ctrl+c to end the program');
    expect(again.exitStatus()).toBe(130);
    expect(again.screen()).toContain(`game saved after 1 actions: ${file}`);
    expect(again.info('#{alternate_on}')).toBe('0');
    expect(again.info('#{cursor_flag}')).toBe('1');
  });

  it('play - a whole game against a bot by keys, to the final screen with the winner and the record', async () => {
    const dir = home();
    const t = start(['--seat', 'Ana:human', '--seat', 'Bot:bot:random', '--map', 'symmetric', '--seed', 'whole', '--bot-delay', '0', '--ascii'], {
      cols: 100,
      rows: 30,
      env: { HACIENDA_HOME: dir },
    });
    await t.waitFor(/your turn/);
    const scorings = await playToEnd(t, /your turn, 3 actions left/, async () => {
      t.send('e');
      await t.waitUntil(() => /End your turn/.test(t.screen()), 'the question');
    });
    // Ana never acts: the game ends when a round passes without an action, before the intermediate
    // scoring, so with the final scoring alone (C15, rulings of 2026-12-01).
    expect(scorings).toBe(1);
    const screen = t.screen();
    expect(screen).toMatch(/Game over: (Ana|Bot) wins|share the win/);
    expect(screen).toMatch(/Record:/);
    await quitAndValidate(t);
  }, 200_000);

  it('play - with nothing given, the questions come first, then the board', async () => {
    const t = start(['--seed', 'ask', '--bot-delay', '0'], { env: { HACIENDA_HOME: home(), USER: 'ana' } });
    await t.waitFor(/Which game\?/);
    t.send('Enter');
    await t.waitFor(/Which board\?/);
    t.send('Down', 'Enter');
    await t.waitFor(/How many players\?/);
    t.send('Down', 'Enter');
    await t.waitFor(/Seat 1: who plays\?/);
    t.send('Enter');
    await t.waitFor(/Seat 1: name\? \(Ana\)/);
    t.send('Enter');
    // The bots by what they are like first (medium, a newcomer's fair game, the default), then by
    // name: random is two down.
    const seat2 = await t.waitFor(/Seat 2: who plays\?/);
    for (const level of ['easy', 'medium', 'hard']) expect(seat2).toMatch(new RegExp(`a bot: ${level}`));
    // The chosen one (medium) is described in its line.
    expect(seat2).toMatch(/❯ a bot: medium/);
    expect(seat2).toMatch(/a fair game/);
    t.send('Down', 'Down', 'Enter');
    await t.waitFor(/Seat 2: who plays\? a bot: random/);
    await t.waitFor(/Seat 2: name\?/);
    t.send({ text: 'Bea' }, 'Enter');
    await t.waitFor(/Seat 3: who plays\?/);
    t.send('Enter');
    await t.waitFor(/Seat 3: name\? \(Green\)/);
    t.send('Enter');
    await t.waitFor(/Who starts\?/);
    t.send('Enter');
    const screen = await t.waitFor(/HACIENDA asymmetric/);
    expect(screen).toMatch(/R Ana/);
    expect(screen).toMatch(/B Bea\* /);
    expect(screen).toMatch(/G Green\*/);
  });

  it('play - below the smallest size a notice names the size needed; the game comes back when the terminal grows', async () => {
    const t = start(['--yes', '--seed', 'tiny', '--ascii'], { cols: 60, rows: 18, env: { HACIENDA_HOME: home() } });
    const screen = await t.waitFor(/Hacienda needs at least/);
    expect(screen).toContain('The terminal is 60x18.');
    expect(screen).toContain('Hacienda needs at least 65x21');
    t.resize(80, 24);
    await t.waitFor(/your turn, 3 actions left/);
    t.resize(62, 24);
    await t.waitFor(/The terminal is 62x24/);
    t.resize(100, 30);
    await t.waitFor(/your turn, 3 actions left/);
  });

  it('play - NO_COLOR: no colour codes are sent; without it, colours are', async () => {
    const plain = start(['--yes', '--seed', 'nc', '--bot-delay', '0'], { env: { HACIENDA_HOME: home(), NO_COLOR: '1' } });
    await plain.waitFor(/your turn/);
    expect(colourCodes(plain.screenWithStyles())).toEqual([]);
    const flag = start(['--yes', '--seed', 'nc', '--no-color', '--bot-delay', '0'], { env: { HACIENDA_HOME: home() } });
    await flag.waitFor(/your turn/);
    expect(colourCodes(flag.screenWithStyles())).toEqual([]);
    const coloured = start(['--yes', '--seed', 'nc', '--bot-delay', '0'], { env: { HACIENDA_HOME: home() } });
    await coloured.waitFor(/your turn/);
    expect(colourCodes(coloured.screenWithStyles()).length).toBeGreaterThan(0);
  });

  it('play - where the terminal has 256 colours or true colour, the screen uses them', async () => {
    // tmux says TERM=tmux-256color inside: 256 colours; COLORTERM=truecolor: true colour.
    const many = start(['--yes', '--seed', 'tc', '--bot-delay', '0'], { env: { HACIENDA_HOME: home(), COLORTERM: '' } });
    await many.waitFor(/your turn/);
    const codes256 = colourCodes(many.screenWithStyles());
    expect(codes256.some((c) => /(^|;)38;5;\d+/.test(c))).toBe(true);
    expect(codes256.some((c) => /(^|;)38;2;/.test(c))).toBe(false);
    const full = start(['--yes', '--seed', 'tc', '--bot-delay', '0'], { env: { HACIENDA_HOME: home(), COLORTERM: 'truecolor' } });
    await full.waitFor(/your turn/);
    // The seats' tags: white on each seat's tone (Red's: 200, 56, 46).
    expect(colourCodes(full.screenWithStyles())).toContain('48;2;200;56;46');
  });

  it('replay - on a terminal the viewer opens: step, jump to the end, quit', async () => {
    const dir = home();
    const sim = spawnSync(process.execPath, [BIN, 'simulate', '--seed', 'rv', '--records', dir], { encoding: 'utf8', env: cleanEnv() });
    expect(sim.status).toBe(0);
    const file = join(dir, 'game-1.json');
    expect(existsSync(file)).toBe(true);
    const n = JSON.parse(readFileSync(file, 'utf8')).actions.length;
    const t = start(['replay', file, '--ascii'], { env: { HACIENDA_HOME: dir } });
    await t.waitFor(new RegExp(`replay 0/${n}`));
    t.send('Right', 'Right');
    await t.waitFor(new RegExp(`replay 2/${n}`));
    const { end: screen, status } = await viewerEndAndQuit(t, n);
    expect(screen).toMatch(/Game over: /);
    expect(status).toBe(0);
    expect(readdirSync(dir)).toContain('game-1.json');
  });
});

describe.skipIf(!tmux)('questions that lose something', () => {
  it('C15 stall - the end-turn question says [y/N], Enter keeps the turn, and it warns when ending it ends the game', async () => {
    const t = start(['--rules', 'classic', '--map', 'symmetric', '--seat', 'Ana:human', '--seat', 'Bea:human', '--seed', 'stallwarn', '--ascii'], {
      cols: 120,
      rows: 34,
      env: { HACIENDA_HOME: home() },
    });
    await t.waitFor(/press enter when you are ready/);
    t.send('Enter');
    await t.waitFor(/your turn, 3 actions left/);
    t.send('e');
    let screen = await t.waitFor(/End your turn with 3 actions left\? \[y\/N\]/);
    expect(screen).not.toMatch(/ENDS THE GAME/);
    // Enter means no: the question goes and the turn stays.
    t.send('Enter');
    await t.waitUntil(() => !/End your turn/.test(t.screen()), 'the question to go');
    expect(t.screen()).toMatch(/your turn, 3 actions left/);
    t.send('e');
    await t.waitFor(/\[y\/N\]/);
    t.send('y');
    await t.waitFor(/press enter when you are ready/);
    t.send('Enter');
    await t.waitFor(/your turn, 3 actions left/);
    // Nobody has acted this round: ending the second turn ends the game, and the question says so.
    t.send('e');
    screen = await t.waitFor(/ENDS THE GAME: nobody has acted this round/);
    expect(screen).toMatch(/\[y\/N\]/);
    t.send('y');
    screen = await t.waitFor(/press enter to continue/);
    expect(screen).toMatch(/[Ff]inal scoring/);
  }, 60_000);
});

describe.skipIf(!tmux)('going back', () => {
  it('play - esc from a menu opened by its key goes back to the board, not to the actions menu', async () => {
    const t = start(['--yes', '--seed', 'escback', '--bot-delay', '0', '--ascii'], { cols: 120, rows: 34, env: { HACIENDA_HOME: home() } });
    await t.waitFor(/your turn, 3 actions left/);
    t.send('b');
    await t.waitFor(/Buy a card/);
    t.send('Escape');
    await t.waitUntil(() => !/Buy a card/.test(t.screen()), 'the menu to close');
    expect(t.screen()).not.toMatch(/Actions/);
    // Through the actions menu, esc goes back to it.
    t.send('a');
    await t.waitFor(/Actions/);
    t.send('b');
    await t.waitFor(/Buy a card/);
    t.send('Escape');
    await t.waitFor(/Actions/);
  }, 60_000);
});
