/**
 * No escape code, bidi control, zero-width character or stack of marks from outside reaches the
 * terminal through a command: random hostile text (test/text/hostile.ts) put into a record's
 * fields, a board file's name, file and folder names, options and arguments; every command run
 * in-process through main() with stdout and stderr captured, and a few through the built binary.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPlayer, playerView } from '../../src/api.js';
import { botByName } from '../../src/bots/index.js';
import { seedRng } from '../../src/engine/rng.js';
import { main } from '../../src/cli/main.js';
import { MAX_NAME } from '../../src/table/seats.js';
import { lockFileOf } from '../../src/files/lock.js';
import { classicBoard } from '../../src/games/classic/boards/index.js';
import type { GameRecord } from '../../src/records/format.js';
import { GameSession } from '../../src/records/session.js';
import { hostileName, hostileText, unsafeParts } from '../text/hostile.js';

const RUNS = { numRuns: 20 };
const ROOT = mkdtempSync(join(tmpdir(), 'hacienda-escapes-'));
const BIN = resolve(import.meta.dirname, '../../bin/hacienda.js');
const SYMMETRIC_MAP = readFileSync(resolve(import.meta.dirname, '../../src/games/classic/boards/symmetric.map'), 'utf8');
const HAZ = resolve(import.meta.dirname, '../../../shared/maps/haz/123.haz');
if (!existsSync(HAZ)) console.log(`test/cli/escapes: ${HAZ} is absent, so a .haz board's MapName is not tried (the .map board's name still is)`);

let home: string | undefined;
beforeAll(() => {
  home = process.env.HACIENDA_HOME;
});
afterAll(() => {
  rmSync(ROOT, { recursive: true, force: true });
  if (home === undefined) delete process.env.HACIENDA_HOME;
  else process.env.HACIENDA_HOME = home;
});

/** A hostile seat name a record may hold: cut to MAX_NAME characters with its number, trimmed. */
function seatName(text: string, k: number): string {
  return `${text.slice(0, MAX_NAME - 2).trim()}#${k}`;
}

interface Run {
  code: number;
  out: string;
  err: string;
}

/** `hacienda <args>` in this process: its exit code and everything it wrote. */
async function hacienda(...args: string[]): Promise<Run> {
  let out = '';
  let err = '';
  const write = { out: process.stdout.write, err: process.stderr.write };
  const listeners = process.stdout.listeners('error');
  process.stdout.write = ((chunk: string | Uint8Array) => ((out += String(chunk)), true)) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => ((err += String(chunk)), true)) as typeof process.stderr.write;
  try {
    const code = await main([process.execPath, 'hacienda', ...args]);
    return { code, out, err };
  } finally {
    process.stdout.write = write.out;
    process.stderr.write = write.err;
    for (const l of process.stdout.listeners('error')) if (!listeners.includes(l)) process.stdout.off('error', l as never);
  }
}

/** Everything a run wrote is safe: no hidden character but the newlines between lines. */
function safe(r: Run, what: string): void {
  const parts = [...unsafeParts(r.out, ['\n']), ...unsafeParts(r.err, ['\n'])];
  expect(parts, `${what}: ${JSON.stringify(r)}`).toEqual([]);
  expect(r.err, what).not.toMatch(/\n\s+at /); // no stack trace
  expect(r.code, what).not.toBe(70); // no internal error
}

let made = 0;
/** A fresh folder under ROOT, named after hostile text (folders take any byte but '/' and NUL). */
function folder(text: string): string {
  const dir = join(ROOT, `${++made}-${fsName(text, '')}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A file name made of hostile text: '/' and NUL replaced, at most 255 bytes, never hidden (`games` skips dot files). */
function fsName(text: string, ext: string): string {
  let name = text.replace(/[/\0]/g, '_');
  while (Buffer.byteLength(name + ext) > 200) name = name.slice(0, -1);
  return (name === '' || name.startsWith('.') ? '_' : '') + name + ext;
}

interface Fields {
  names: string[];
  mapName: string;
  seed: string;
  updated: string;
  program: string;
}

const fields: fc.Arbitrary<Fields> = fc.record({
  // Seat names as records hold them: at most MAX_NAME characters, none at either end a space.
  names: fc.tuple(hostileName(4), hostileName(4)).map(([a, b]) => [seatName(a, 1), seatName(b, 2)]),
  mapName: hostileText(6).map((s) => s.slice(0, 200)),
  seed: hostileText(4).map((s) => s.slice(0, 200)),
  updated: hostileText(3).map((s) => s.slice(0, 40)),
  program: hostileText(3).map((s) => s.slice(0, 40)),
});

/** A record of a game a few actions in, every outside field from `f`, all seats bots. */
function record(f: Fields, actions = 6): GameRecord {
  const s = GameSession.start({
    rules: 'classic',
    options: { seed: f.seed },
    map: { ...classicBoard('symmetric'), name: f.mapName },
    seats: f.names.map((name) => ({ name, player: 'bot' as const, bot: 'random' })),
    file: null,
    program: f.program,
  });
  const bot = botByName('random');
  const rng = seedRng('escapes');
  for (let i = 0; i < actions; i++) s.apply(bot.decide(playerView(s.state, currentPlayer(s.state)), currentPlayer(s.state), { rng }));
  return { ...s.record, created: f.updated, updated: f.updated };
}

describe('escapes through the commands', () => {
  it("escapes - replay --text, replay --json, validate and games show a record's fields, file name and lock holder safely", async () => {
    await fc.assert(
      fc.asyncProperty(fields, hostileText(4), hostileText(3), async (f, fileText, homeText) => {
        const r = record(f);
        process.env.HACIENDA_HOME = folder(homeText);
        const games = join(process.env.HACIENDA_HOME, 'games');
        mkdirSync(games);
        const file = join(games, fsName(fileText, '.json'));
        writeFileSync(file, JSON.stringify(r));
        const text = await hacienda('replay', file, '--text');
        safe(text, 'replay --text');
        expect(text.code, text.err).toBe(0);
        const json = await hacienda('replay', file, '--json');
        safe(json, 'replay --json');
        // Still JSON, of the very same strings.
        expect((JSON.parse(json.out) as { seats: { name: string }[] }).seats.map((s) => s.name)).toEqual(f.names);
        safe(await hacienda('validate', file), 'validate');
        safe(await hacienda('games'), 'games');
        // Open in a program on another machine, by what its lock file says (from outside too).
        writeFileSync(lockFileOf(file), JSON.stringify({ pid: 7, host: f.program || 'x', since: f.updated, what: f.mapName }));
        const open = await hacienda('games');
        safe(open, 'games (open elsewhere)');
        expect(open.out).toMatch(/\(open in /);
        safe(await hacienda('resume', file), 'resume (open elsewhere)');
        safe(await hacienda('replay', file, '--text', '--at', '3'), 'replay --at');
      }),
      RUNS,
    );
  });

  it('escapes - resume shows the path and the seats safely while bots play the game out', async () => {
    // Few cases: each plays a whole game, saved after every action.
    await fc.assert(
      fc.asyncProperty(fields, hostileText(4), async (f, fileText) => {
        const file = join(folder(fileText), fsName(fileText, '.json'));
        writeFileSync(file, JSON.stringify(record(f)));
        const resumed = await hacienda('resume', file);
        safe(resumed, 'resume');
        expect(resumed.code, resumed.err).toBe(0);
      }),
      { numRuns: 4 },
    );
  });

  it("escapes - a record's unknown ruleset, a bad move, bad JSON and a missing file are one safe line", async () => {
    await fc.assert(
      fc.asyncProperty(fields, hostileText(4), hostileText(), async (f, fileText, junk) => {
        const dir = folder(fileText);
        process.env.HACIENDA_HOME = dir;
        const r = record(f);
        const bad = join(dir, fsName(fileText, '.json'));
        writeFileSync(bad, JSON.stringify({ ...r, ruleset: junk.slice(0, 32) || 'x' }));
        for (const cmd of ['validate', 'replay', 'resume']) safe(await hacienda(cmd, bad), `${cmd} (ruleset)`);
        const moved = { ...r, actions: r.actions.map((a, i) => (i === 2 ? { ...a, move: (junk.slice(0, 190) || 'x') + f.names[0] } : a)) };
        writeFileSync(bad, JSON.stringify(moved));
        for (const cmd of ['validate', 'replay', 'resume']) safe(await hacienda(cmd, bad), `${cmd} (move)`);
        writeFileSync(bad, junk);
        for (const cmd of ['validate', 'replay', 'resume']) safe(await hacienda(cmd, bad), `${cmd} (junk)`);
        mkdirSync(join(dir, 'games'), { recursive: true });
        writeFileSync(join(dir, 'games', fsName(fileText, '.json')), junk);
        safe(await hacienda('games'), 'games (unreadable)');
        safe(await hacienda('validate', join(dir, fsName(junk, '.json'))), 'validate (missing)');
      }),
      RUNS,
    );
  });

  it("escapes - simulate, arena and play show a board file's name and path, the seed and the records folder safely", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText(6), hostileText(4), hostileText(3), async (name, fileText, seed) => {
        const dir = folder(fileText);
        const board = join(dir, fsName(fileText, '.map'));
        // One line: a newline in the name would end the header (other cases get the map's errors).
        writeFileSync(board, SYMMETRIC_MAP.replace('name: symmetric', `name: ${name.replace(/[\r\n]/g, '\x1b') || 'x'}`));
        const sim = await hacienda('simulate', '--map', board, '--seed', seed);
        safe(sim, 'simulate');
        const arena = await hacienda(
          'arena',
          '--map',
          board,
          '--games',
          '1',
          '--bots',
          'random',
          '--workers',
          '0',
          '--seed',
          seed,
          '--records',
          join(dir, fsName(name, '')),
        );
        safe(arena, 'arena');
        safe(await hacienda('play', '--map', board, '--seed', seed), 'play');
        // The same board in the generator's format, its MapName from outside.
        if (existsSync(HAZ)) {
          const haz = join(dir, fsName(fileText, '.haz'));
          writeFileSync(haz, readFileSync(HAZ, 'utf8').replace(/^MapName=.*$/m, `MapName=${name.replace(/[\r\n]/g, '\x1b')}`));
          safe(await hacienda('simulate', '--map', haz, '--seed', seed), 'simulate .haz');
        }
        // A board file that is not one, and one that does not exist.
        writeFileSync(board, `name: x\n${name}\n`);
        safe(await hacienda('simulate', '--map', board), 'simulate (bad board)');
        safe(await hacienda('simulate', '--map', join(dir, fsName(name, '.map'))), 'simulate (missing board)');
      }),
      { numRuns: 5 },
    );
  });

  it('escapes - option values and unknown options and commands from the command line are one safe line', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText(4), async (text) => {
        // Never a value the option takes (fast-check once made "1", and arena --games 1 ran a match).
        const arg = `${text.replace(/\0/g, '')}\x1b[2J`;
        for (const args of [
          ['simulate', '--players', arg],
          ['simulate', '--bots', arg],
          ['simulate', '--rules', arg],
          ['arena', '--games', arg],
          ['replay', 'x.json', '--at', arg],
          ['play', '--seat', arg],
          ['play', '--rules', arg],
          ['simulate', `--${arg}`],
          [arg],
        ]) {
          const r = await hacienda(...args);
          safe(r, args.join(' '));
          expect(r.code).not.toBe(0);
        }
      }),
      RUNS,
    );
  });
});

describe('escapes through the built binary', () => {
  const nasty = '\x1b]52;c;aGFjaWVuZGE=\x07\x1b[2J\u202eevil\u200b\x9b2J Z\u0301\u0302\u0303\u0304\u0305\u0306';
  const bin = (args: string[], env: Record<string, string> = {}) => {
    const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
    return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
  };

  it("escapes - the binary shows a record's names, map name and file name, and a board's name, escaped", () => {
    const dir = folder(nasty);
    mkdirSync(join(dir, 'games'));
    const file = join(dir, 'games', fsName(nasty, '.json'));
    writeFileSync(file, JSON.stringify(record({ names: [seatName(nasty, 1), 'Ana'], mapName: nasty, seed: nasty, updated: nasty.slice(0, 40), program: 'x' })));
    for (const args of [
      ['replay', file, '--text'],
      ['replay', file, '--json'],
      ['validate', file],
      ['games'],
      ['validate', join(dir, 'missing', fsName(nasty, '.json'))],
    ]) {
      const r = bin(args, { HACIENDA_HOME: dir });
      safe(r, args[0]!);
      const shown =
        args[1] && args[2] === '--json'
          ? '\\u001b]52;c;aGFjaWVuZGE=\\u0007\\u001b[2J\\u202eevil\\u200b\\u009b2J'
          : '\\x1b]52;c;aGFjaWVuZGE=\\x07\\x1b[2J\\u{202e}evil\\u{200b}\\x9b2J';
      expect(r.out + r.err).toContain(shown);
    }
    const board = join(dir, 'board.map');
    writeFileSync(board, SYMMETRIC_MAP.replace('name: symmetric', `name: ${nasty}`));
    const sim = bin(['simulate', '--map', board]);
    safe(sim, 'simulate');
    expect(sim.out).toMatch(/map \\x1b\]52;c;aGFjaWVuZGE=\\x07\\x1b\[2J\\u\{202e\}evil/);
    const usage = bin(['simulate', `--players`, nasty]);
    safe(usage, 'usage');
    expect(usage.code).toBe(2);
  });
});
