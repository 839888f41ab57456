/**
 * End to end: a save that fails while playing on the screen (issue 11, class 2). The built
 * program in tmux, its data folder on a small tmpfs that is filled to the brim mid-game: the
 * failure is shown at once and stays until seen, the game goes on, the next action tries again,
 * s writes the game elsewhere, and leaving says exactly what is saved.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canMount, fill, NO_MOUNT, smallDisk } from '../files/support.js';
import { BIN, cleanEnv, compactBoard, haveTmux, Term } from './tmux.js';

const tmux = haveTmux();
const ready = tmux && canMount;
if (!ready) console.log(`test/e2e/saving: ${haveTmux() ? NO_MOUNT : 'tmux is not installed'}`);

const cleanup: (() => void)[] = [];
afterEach(() => {
  while (cleanup.length) cleanup.pop()!();
});

function game(seed: string): { t: Term; dir: string } {
  const disk = smallDisk(512);
  cleanup.push(disk.done);
  // An easy bot: it answers at once, so the saves (not its thinking) set the pace.
  compactBoard(disk.dir);
  const t = Term.start(['--yes', '--seat', 'human', '--seat', 'bot:easy', '--seed', seed, '--bot-delay', '0', '--ascii', '--save', join(disk.dir, 'g.json')], {
    cols: 120,
    rows: 40,
    env: { HACIENDA_HOME: disk.dir },
  });
  cleanup.push(() => t.kill());
  return { t, dir: disk.dir };
}

/** The number of the last action on the screen's log. */
function lastAction(screen: string): number {
  return Math.max(0, ...[...screen.matchAll(/^(\d+)\. \w+: /gm)].map((m) => Number(m[1])));
}

/** Buys the top land card by keys; returns the action's number. */
async function buyTopLandCard(t: Term): Promise<number> {
  const before = lastAction(t.screen());
  t.send('b');
  await t.waitFor(/Buy a card/);
  t.send('1');
  await t.waitUntil(() => lastAction(t.screen()) > before && /You: buy land deck/.test(t.screen()), 'the card to be bought');
  return lastAction(t.screen());
}

describe.skipIf(!ready)('saving on the screen', () => {
  it('saving - the disk fills mid-game: shown at once, the game goes on, s saves elsewhere, and quitting says where it is', async () => {
    const { t, dir } = game('fill');
    await t.waitFor(/your turn, 3 actions left/);
    const filler = fill(dir);
    const first = await buyTopLandCard(t);
    let screen = await t.waitFor(/THE GAME IS NOT SAVED/);
    expect(screen).toMatch(/no space left on/);
    expect(screen).toMatch(new RegExp(`holds the game after ${first - 1} of ${first}\\s+actions`));
    // Esc: the game goes on, and the screen keeps saying it is not saved.
    t.send('Escape');
    screen = await t.waitFor(/NOT SAVED \(1 action; s saves elsewhere\) - the game goes on in memory/);
    expect(screen).toMatch(/your turn, 2 actions left/);

    // Space again: the next action saves all, and the warning goes.
    writeFileSync(filler, '');
    await buyTopLandCard(t);
    await t.waitUntil(() => !/NOT SAVED/.test(t.screen()), 'the warning to go');

    // Full again; a bot's move fails to save: the screen waits for the player with the failure.
    fill(dir);
    t.send('e');
    await t.waitFor(/End your turn/);
    t.send('y');
    await t.waitFor(/THE GAME IS NOT SAVED/);
    t.send('Escape');
    await t.waitFor(/your turn, 3 actions left/, 60_000);
    expect(t.screen()).toMatch(/NOT SAVED/);

    // s: save elsewhere (ctrl+u clears the suggested path).
    const elsewhere = join(mkdtempSync(join(tmpdir(), 'hacienda-e2e-saveas-')), 'my game.json');
    t.send('s');
    await t.waitFor(/Save it to another file/);
    t.send('C-u', { text: elsewhere }, 'Enter');
    screen = await t.waitFor(/saved to .*my game\.json; the game is saved there from now on/);
    expect(screen).not.toMatch(/NOT SAVED/);
    const actions = await buyTopLandCard(t);

    t.send('q');
    await t.waitFor(/Quit\? The game is saved/);
    t.send('y');
    await t.waitUntil(() => t.dead(), 'the program to end');
    screen = t.screen();
    expect(t.exitStatus()).toBe(0);
    expect(screen).toMatch(new RegExp(`game saved after ${actions} actions: .*my game\\.json`));
    const v = spawnSync(process.execPath, [BIN, 'validate', elsewhere], { encoding: 'utf8', env: cleanEnv() });
    expect(v.stdout).toMatch(new RegExp(`sound \\(${actions} actions, unfinished\\)`));
  }, 120_000);

  it('saving - quitting while saves fail: one line says how many actions the file holds, exit code 5', async () => {
    const { t, dir } = game('quitfull');
    await t.waitFor(/your turn, 3 actions left/);
    fill(dir);
    const n = await buyTopLandCard(t);
    await t.waitFor(/THE GAME IS NOT SAVED/);
    t.send('Escape');
    await t.waitFor(/NOT SAVED/);
    t.send('q');
    await t.waitFor(/Quit\? The last 1 action\(s\) are NOT saved/);
    t.send('y');
    await t.waitUntil(() => t.dead(), 'the program to end');
    expect(t.exitStatus()).toBe(5);
    expect(t.screen()).toMatch(
      /hacienda: cannot write .*g\.json: no space left on the disk; .*g\.json holds the game after \d+ of \d+ actions, the last 1 are lost/,
    );
    expect(t.screen()).toContain(`after ${n - 1} of ${n} actions`);
    expect(t.info('#{cursor_flag}')).toBe('1');
  }, 60_000);
});

describe.skipIf(!tmux)('one game, one program', () => {
  it('saving - resume while play has the game open: refused in one line naming play and its process; free once play quits', async () => {
    const home = mkdtempSync(join(tmpdir(), 'hacienda-e2e-two-'));
    mkdirSync(join(home, 'games'));
    const file = join(home, 'games', 'two writers.json');
    const t = Term.start(['--yes', '--seed', 'two', '--bot-delay', '0', '--ascii', '--save', file], { env: { HACIENDA_HOME: home } });
    cleanup.push(() => t.kill());
    await t.waitFor(/your turn, 3 actions left/);
    const env = cleanEnv({ HACIENDA_HOME: home });
    const second = spawnSync(process.execPath, [BIN, 'resume', file], { encoding: 'utf8', input: '', env });
    expect(second.status).toBe(6);
    expect(second.stderr).toMatch(
      new RegExp(
        `^hacienda: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: this game is open in another program \\(hacienda play, process \\d+, since [\\d-]+ [\\d:]+\\); to look at it: hacienda replay `,
      ),
    );
    // The hint pastes into a shell as it is: the path has a space, so it is quoted.
    expect(second.stderr).toContain(`; to look at it: hacienda replay '${file}'\n`);
    const games = spawnSync(process.execPath, [BIN, 'games'], { encoding: 'utf8', env });
    expect(games.stdout).toMatch(/two writers\.json {2}\(open in hacienda play, process \d+\)/);
    t.send('q');
    await t.waitFor(/Quit\?/);
    t.send('y');
    await t.waitUntil(() => t.dead(), 'play to end');
    // Free again: resume gets as far as wanting a terminal (this one has none).
    const third = spawnSync(process.execPath, [BIN, 'resume', file], { encoding: 'utf8', input: '', env });
    expect(third.status).toBe(2);
    expect(third.stderr).toMatch(/needs a terminal/);
  }, 60_000);
});
