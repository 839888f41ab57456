/**
 * Starting the built program through V8's code cache (src/bundle/launch.ts): the cache is kept per
 * command, written only after a run that succeeded, and a cache that is damaged, belongs to
 * another build or cannot be written changes nothing a user sees.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHED_COMMANDS, cacheDir, cacheKind, MAX_CACHES, PROGRAM_HEADER } from '../../src/bundle/launch.js';
import { started, whenStarted } from '../../src/bundle/startup.js';

const BIN = resolve(import.meta.dirname, '../../bin/hacienda.js');
const PROGRAM = resolve(import.meta.dirname, '../../dist/app/program.js');

function run(args: string[], home: string) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', HACIENDA_HOME: home } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The whole program, started as bin starts it for a command, whatever the arguments. */
function runProgram(args: string[], home: string) {
  const code = `require(${JSON.stringify(resolve(import.meta.dirname, '../../dist/app/launch.cjs'))}).launch(${JSON.stringify(PROGRAM)}, [process.argv[0], 'hacienda', ...process.argv.slice(1)]).then((c) => (process.exitCode = c))`;
  const r = spawnSync(process.execPath, ['-e', code, '--', ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', HACIENDA_HOME: home } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const caches = (home: string) => (existsSync(join(home, 'cache')) ? readdirSync(join(home, 'cache')).sort() : []);
const programHash = () => readFileSync(PROGRAM, 'utf8').split('\n')[0]!.slice(PROGRAM_HEADER.length).trim();

describe('launch', () => {
  it('launch - each command line keeps its own cache', () => {
    expect(cacheKind([])).toBe('play');
    expect(cacheKind(['--yes', '--seed', 'x'])).toBe('play');
    expect(cacheKind(['play', '--yes'])).toBe('play');
    expect(cacheKind(['--help'])).toBe('help');
    expect(cacheKind(['replay', '-h'])).toBe('help');
    expect(cacheKind(['help', 'play'])).toBe('help');
    expect(cacheKind(['simulate', '--games', '2'])).toBe('simulate');
    expect(cacheKind(['resume'])).toBe('resume');
    expect(cacheKind(['no-such-command'])).toBe('other');
  });

  it('launch - the program says once that it has started (the first frame is drawn)', () => {
    let calls = 0;
    started();
    whenStarted(() => calls++);
    expect(calls).toBe(0);
    started();
    started();
    expect(calls).toBe(1);
  });

  it("launch - the commands with a cache of their own are the program's commands", () => {
    const help = run(['--help'], mkdtempSync(join(tmpdir(), 'hacienda-launch-')));
    const commands = [...help.out.matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]).filter((c) => c !== 'help');
    expect([...CACHED_COMMANDS].sort()).toEqual(commands.sort());
  });

  it("launch - caches live under HACIENDA_HOME, else in the system's cache folder", () => {
    expect(cacheDir({ HACIENDA_HOME: '/h' }, 'linux')).toBe(join('/h', 'cache'));
    expect(cacheDir({ HOME: '/u' }, 'linux')).toBe(join('/u', '.cache', 'hacienda'));
    expect(cacheDir({ HOME: '/u', XDG_CACHE_HOME: '/c' }, 'linux')).toBe(join('/c', 'hacienda'));
    expect(cacheDir({ HOME: '/u' }, 'darwin')).toBe(join('/u', 'Library', 'Caches', 'hacienda'));
    expect(cacheDir({ USERPROFILE: 'C:/u', LOCALAPPDATA: 'C:/l' }, 'win32')).toBe(join('C:/l', 'hacienda', 'Cache'));
  });

  it('launch - a successful run saves its cache, the next run uses it and answers the same', () => {
    const home = mkdtempSync(join(tmpdir(), 'hacienda-launch-'));
    const first = run(['games'], home);
    expect(first.code).toBe(0);
    const hash = programHash();
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(caches(home)).toEqual([`program-${hash}-${process.version}-${process.arch}-games.v8cache`]);
    const second = run(['games'], home);
    expect(second).toEqual(first);
    const sim = run(['simulate', '--games', '1', '--seed', 'launch'], home);
    expect(sim.code).toBe(0);
    expect(caches(home)).toHaveLength(2);
    // The same game again; only the time it took may differ.
    const untimed = (out: string) => out.replace(/in [\d.]+ s/g, 'in ? s');
    const again = run(['simulate', '--games', '1', '--seed', 'launch'], home);
    expect({ ...again, out: untimed(again.out) }).toEqual({ ...sim, out: untimed(sim.out) });
  });

  it('launch - a failed run saves no cache', () => {
    const home = mkdtempSync(join(tmpdir(), 'hacienda-launch-'));
    const r = run(['no-such-command'], home);
    expect(r.code).toBe(2);
    expect(caches(home)).toEqual([]);
  });

  it('launch - a damaged cache is replaced and changes nothing', () => {
    const home = mkdtempSync(join(tmpdir(), 'hacienda-launch-'));
    const expected = run(['games'], home);
    const [name] = caches(home);
    const file = join(home, 'cache', name!);
    const good = readFileSync(file);
    // Garbage, a cache cut short, an empty file.
    for (const bad of [Buffer.from('not a cache at all'), good.subarray(0, good.length >> 1), Buffer.alloc(0)]) {
      writeFileSync(file, bad);
      expect(run(['games'], home)).toEqual(expected);
      expect(caches(home)).toEqual([name]);
      expect(readFileSync(file).length).toBeGreaterThan(1000);
    }
  });

  it('launch - caches of other versions stay, up to the most recent few', () => {
    const home = mkdtempSync(join(tmpdir(), 'hacienda-launch-'));
    mkdirSync(join(home, 'cache'));
    // Another version's caches, older than anything this run writes.
    const old = Array.from({ length: MAX_CACHES + 5 }, (_, i) => `program-${String(i).padStart(16, '0')}-v0-x-help.v8cache`);
    old.forEach((name, i) => {
      const file = join(home, 'cache', name);
      writeFileSync(file, 'old');
      utimesSync(file, 1_000_000 + i, 1_000_000 + i);
    });
    expect(run(['games'], home).code).toBe(0);
    const kept = caches(home);
    expect(kept).toHaveLength(MAX_CACHES);
    expect(kept.filter((n) => n.includes(programHash()))).toHaveLength(1);
    // The oldest went first.
    expect(kept).not.toContain(old[0]);
    expect(kept).toContain(old.at(-1));
  });

  it('launch - help comes from the command line alone, word for word as the whole program gives it', () => {
    const home = mkdtempSync(join(tmpdir(), 'hacienda-launch-'));
    for (const args of [
      ['--help'],
      ['-h'],
      ['help'],
      ['help', 'play'],
      ['play', '--help'],
      ['simulate', '-h'],
      ['replay', '--help'],
      ['help', 'bogus'],
      ['bogus', '--help'],
      ['resume', '-h'],
    ]) {
      const quick = run(args, home);
      expect(quick.out + quick.err, args.join(' ')).not.toBe('');
      expect(quick, args.join(' ')).toEqual(runProgram(args, mkdtempSync(join(tmpdir(), 'hacienda-launch-'))));
    }
    // Help never started the program, so it left no code cache.
    expect(caches(home)).toEqual([]);
  });

  it('launch - the program starts from a folder whose path has spaces and other characters', () => {
    const root = join(mkdtempSync(join(tmpdir(), 'hacienda-launch-')), 'my games #1 (ça)');
    for (const part of ['bin', 'dist', 'package.json', 'docs']) cpSync(resolve(import.meta.dirname, '../..', part), join(root, part), { recursive: true });
    const home = mkdtempSync(join(tmpdir(), 'hacienda-launch-'));
    const r = spawnSync(process.execPath, [join(root, 'bin', 'hacienda.js'), 'simulate', '--games', '1', '--seed', 'spaces'], {
      encoding: 'utf8',
      env: { ...process.env, HACIENDA_HOME: home },
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^game 1: /m);
  });

  it('launch - a program that is not built is said in one line (exit 70)', () => {
    const root = mkdtempSync(join(tmpdir(), 'hacienda-launch-'));
    for (const part of ['bin', 'package.json']) cpSync(resolve(import.meta.dirname, '../..', part), join(root, part), { recursive: true });
    cpSync(resolve(import.meta.dirname, '../../dist/app/launch.cjs'), join(root, 'dist', 'app', 'launch.cjs'));
    const r = spawnSync(process.execPath, [join(root, 'bin', 'hacienda.js'), 'games'], { encoding: 'utf8', env: { ...process.env, HACIENDA_HOME: root } });
    expect(r.status).toBe(70);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^hacienda: internal error: the program is not built \(.*program\.js cannot be read\): run npm run build$/m);
  });

  it('launch - a cache folder that cannot be written changes nothing', () => {
    const home = mkdtempSync(join(tmpdir(), 'hacienda-launch-'));
    // The cache folder's place is taken by a file.
    writeFileSync(join(home, 'cache'), 'in the way');
    const r = run(['simulate', '--games', '1', '--seed', 'unwritable'], home);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^game 1: /m);
  });
});
