/**
 * The help and the terminal (issue 13, items 12 and 18), the built binary in tmux: F1 opens the
 * help, `/` finds a word and the position shows; `TERM=dumb` gets one line and exit code 2, and
 * never a screen's codes; ctrl+z in an interactive shell stops the program with the terminal
 * given back (the shell's prompt, the cursor shown, the normal screen, cooked mode), and `fg`
 * brings the screen back, drawn whole.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, cleanEnv, haveTmux, Term } from './tmux.js';

const tmux = haveTmux();
if (!tmux) console.log('terminal e2e: skipped, tmux is not installed');
const haveScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
if (!haveScript) console.log("terminal e2e: the TERM=dumb byte check is skipped, util-linux's script is not installed");

let terms: Term[] = [];
afterEach(() => {
  for (const t of terms) t.kill();
  terms = [];
});

function home(): string {
  return mkdtempSync(join(tmpdir(), 'hacienda-e2e-'));
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const hacienda = (...args: string[]) => [process.execPath, BIN, ...args].map(quote).join(' ');

/** A record of a game with a person in it, unfinished (its first ten actions), and a finished one of bots. */
function records(dir: string): { unfinished: string; finished: string } {
  const sim = spawnSync(process.execPath, [BIN, 'simulate', '--seed', 'td', '--records', dir], { encoding: 'utf8', env: cleanEnv() });
  expect(sim.status).toBe(0);
  const finished = join(dir, 'game-1.json');
  const record = JSON.parse(readFileSync(finished, 'utf8'));
  record.seats[0] = { name: record.seats[0].name, player: 'human' };
  record.actions = record.actions.slice(0, 10);
  record.result = null;
  const unfinished = join(dir, 'person.json');
  writeFileSync(unfinished, JSON.stringify(record));
  return { unfinished, finished };
}

/** The screen's own codes: the alternate screen, hiding the cursor, clearing, moving the cursor. */
const SCREEN_CODES = /\x1b\[\?1049[hl]|\x1b\[\?25l|\x1b\[2J|\x1b\[\d*(;\d*)?H|\x1b\[\d*[ABCDK]/;

describe.skipIf(!tmux)('the help, a pager', () => {
  it('help - F1 opens the help with the board keys first; / and a word finds it, marked, and the position shows', async () => {
    const t = Term.start(['--yes', '--seed', '5', '--bot-delay', '0', '--ascii'], { cols: 90, rows: 28, env: { HACIENDA_HOME: home() } });
    terms.push(t);
    await t.waitFor(/HACIENDA symmetric/);
    t.send('F1');
    let screen = await t.waitFor(/KEYS HERE/);
    expect(screen).toContain('KEYS HERE: On the board (your turn)');
    expect(screen).toMatch(/lines 1-26 of \d+, 0%/);
    t.send('/', { text: 'connected' });
    await t.waitFor(/\/connected_/);
    t.send('Enter');
    screen = await t.waitFor(/"connected": match 1 of \d+/);
    const position = /lines (\d+)-(\d+) of (\d+), (\d+)%/.exec(screen)!;
    expect(Number(position[1])).toBeGreaterThan(1);
    expect(screen).toMatch(/Connected markets: at a scoring/i);
    // The match is marked (inverse) on the screen.
    expect(t.screenWithStyles()).toMatch(/\x1b\[7m[Cc]onnected\x1b\[0m/);
    t.send('n');
    await t.waitFor(/"connected": match 2 of/);
    t.send('/', { text: 'zebra' }, 'Enter');
    await t.waitFor(/not found: zebra/);
    t.send('Escape');
    await t.waitFor(/HACIENDA symmetric.*round 1/);
    t.send('q');
    await t.waitFor(/\[y\/N\]/);
    t.send('y');
    await t.waitUntil(() => t.dead(), 'the program to end');
    expect(t.exitStatus()).toBe(0);
  });
});

describe.skipIf(!tmux)('the terminal', () => {
  it('terminal - TERM=dumb: play says in one line to use replay --text, exit code 2', async () => {
    const dir = home();
    const t = Term.run(['sh', '-c', `TERM=dumb ${hacienda('play', '--yes')}; echo "[exited $?]"; exec sleep 3600`], { env: { HACIENDA_HOME: dir } });
    terms.push(t);
    await t.waitUntil(() => t.dead(), 'the program to end');
    const screen = t.screen();
    expect(t.exitStatus()).toBe(2);
    expect(screen).toMatch(/hacienda: hacienda play needs a terminal that can draw a screen, and TERM=dumb cannot; .*hacienda replay --text <file>/);
    expect(t.info('#{alternate_on}')).toBe('0');
  });

  it.skipIf(!haveScript)('terminal - TERM=dumb: play, resume and replay write one line and no screen codes, exit code 2', () => {
    const dir = home();
    const { unfinished, finished } = records(dir);
    for (const [what, args] of [
      ['hacienda play', ['play', '--yes']],
      ['playing on the screen', ['resume', unfinished]],
      ['the replay viewer', ['replay', finished]],
    ] as const) {
      // script(1) runs the program on a pseudo-terminal of its own and hands over every byte written to it.
      const r = spawnSync('script', ['-q', '-e', '-c', hacienda(...args), '/dev/null'], {
        encoding: 'utf8',
        input: '',
        env: cleanEnv({ TERM: 'dumb', HACIENDA_HOME: dir }),
      });
      expect(r.status, r.stdout).toBe(2);
      const lines = r.stdout.trimEnd().split(/\r?\n/);
      expect(lines, r.stdout).toHaveLength(1);
      expect(lines[0]).toBe(
        `hacienda: ${what} needs a terminal that can draw a screen, and TERM=dumb cannot; without a screen, try 'hacienda simulate' (bots play) or 'hacienda replay --text <file>'`,
      );
      expect(SCREEN_CODES.test(r.stdout), JSON.stringify(r.stdout)).toBe(false);
    }
  });

  it('terminal - ctrl+z stops the program with the terminal given back; fg brings the screen back, drawn whole', async () => {
    const dir = home();
    const file = join(dir, 'game.json');
    // An interactive shell with job control, as a person has.
    const t = Term.run(['bash', '--norc', '--noprofile', '-i'], { cols: 90, rows: 28, env: { HACIENDA_HOME: dir, PS1: '$ ' } });
    terms.push(t);
    await t.waitFor(/\$ $/m);
    t.send({ text: hacienda('--yes', '--seed', '5', '--bot-delay', '0', '--ascii', '--save', file) }, 'Enter');
    const board = await t.waitFor(/HACIENDA symmetric.*round 1[\s\S]*\? help/);
    expect(t.info('#{alternate_on} #{cursor_flag}')).toBe('1 0');
    t.send('C-z');
    const stopped = await t.waitFor(/Stopped[\s\S]*\$ $/m);
    expect(stopped).not.toContain('HACIENDA symmetric');
    // The normal screen, the cursor shown; the program stopped (state T).
    expect(t.info('#{alternate_on} #{cursor_flag}')).toBe('0 1');
    const ps = spawnSync('ps', ['-o', 'stat=,args=', '-t', t.info('#{pane_tty}').replace('/dev/', '')], { encoding: 'utf8' });
    expect(ps.stdout).toMatch(/^T\S*\s+\S*node .*hacienda\.js/m);
    // Cooked mode: the line discipline echoes and edits lines again.
    t.send({ text: `stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' ' | sed 's/^/[stty /; s/ *$/]/'` }, 'Enter');
    expect(await t.waitFor(/\[stty icanon echo\]/)).toContain('[stty icanon echo]');
    t.send('C-l');
    await t.waitFor(/^\$ $/m);
    t.send({ text: 'fg' }, 'Enter');
    const back = await t.waitFor(/HACIENDA symmetric.*round 1[\s\S]*\? help/);
    expect(t.info('#{alternate_on} #{cursor_flag}')).toBe('1 0');
    // The whole frame is there again, line for line as before.
    expect(back.split('\n').slice(0, 20)).toEqual(board.split('\n').slice(0, 20));
    // And the keys work: the screen takes them in raw mode again.
    t.send('a');
    await t.waitFor(/buy a card/i);
    t.send('Escape', 'q');
    await t.waitFor(/\[y\/N\]/);
    t.send('y');
    await t.waitFor(/game saved after 0 actions[\s\S]*\$ $/m);
    t.send({ text: 'echo "[exited $?]"' }, 'Enter');
    await t.waitFor(/\[exited 0\]/);
  });
});
