/**
 * Starting the bundled program (dist/app/program.js, written by bundle.js here) with V8's code
 * cache: what bin/hacienda.js runs for every command but `--version` and help (bundled as
 * dist/app/launch.cjs). Why: the time to a game's first frame. It copies nothing of Ink's and
 * depends on no version of it.
 *
 * Most of a cold start goes to compiling JavaScript: the program's own top level, then each
 * function the first time it runs (React's and Ink's above all, on the first frame). V8 can save
 * the compiled code of a script and reuse it when the same script runs again, so the program is a
 * plain script (one async function, see the bundle script), run through node:vm with the code
 * that an earlier run of the same command compiled. That run saved its cache once its first frame
 * was drawn (startup.ts), or when it ended for commands without a screen, so the cache holds
 * the functions a start needs. It takes a third off the time to the first frame of a game.
 *
 * Each command keeps its own cache (a game's functions are not --help's). The cache is named by
 * the program's content hash, Node's version and the machine, and V8 checks it again when it
 * loads; a cache it refuses, or any failure to read or write one, only means compiling as usual.
 * A run saves one only when there was none (or V8 refused it) and the run succeeded; the
 * folder keeps the most recent MAX_CACHES. A cache is written only where it leaves the disk a
 * wide margin (CACHE_FREE_MARGIN), so it never stands in the way of saving a game; a failed write
 * leaves nothing behind, and temporary files of killed runs are removed.
 * Written to a temporary file and renamed, so a reader never sees half of one.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, statfsSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { cleanStaleTemporaries } from '../files/stale.js';
import { readRegularFile } from '../files/read.js';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import { isMainThread } from 'node:worker_threads';

/** The first line of the program file: its content hash, which names its caches. */
export const PROGRAM_HEADER = '// hacienda program ';

/** The commands that keep a cache of their own; anything else shares one. */
export const CACHED_COMMANDS = ['play', 'simulate', 'arena', 'replay', 'validate', 'analyze', 'games', 'tutorial', 'resume', 'serve'] as const;

type Main = (argv: string[]) => Promise<number>;
type WhenStarted = (f: () => void) => void;
/** The third thing the program hands back, Ink's replacements as it has them, is for the tests that hold them against Ink's own (test/bundle/shipped.ts). */
type Program = (
  require: NodeJS.Require,
  url: string,
  ready: (main: Main, whenStarted: WhenStarted, replacements: () => Promise<unknown>) => void,
) => Promise<void>;

/**
 * The folder for code caches: $HACIENDA_HOME/cache if set, else the user's cache folder
 * (XDG_CACHE_HOME or ~/.cache; ~/Library/Caches on macOS; %LOCALAPPDATA% on Windows).
 */
export function cacheDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.HACIENDA_HOME) return join(env.HACIENDA_HOME, 'cache');
  const home = env.HOME || env.USERPROFILE || homedir();
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'hacienda', 'Cache');
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'hacienda');
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'hacienda');
}

/** Which cache a command line uses: its command, `help` for help, `play` for the default command. */
export function cacheKind(args: readonly string[]): string {
  if (args.includes('--help') || args.includes('-h') || args[0] === 'help') return 'help';
  const first = args[0];
  if (first === undefined || first.startsWith('-')) return 'play';
  return (CACHED_COMMANDS as readonly string[]).includes(first) ? first : 'other';
}

/** The cache file of one program, Node and command. */
export function cacheFile(dir: string, hash: string, kind: string): string {
  return join(dir, `program-${hash}-${process.version}-${process.arch}-${kind}.v8cache`);
}

/** A cache larger than this is not one of ours (they are a few megabytes). */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

function readCache(file: string): Buffer | undefined {
  try {
    // A regular file only, of a sane size: a fifo or a device planted here must not hang a start.
    return readRegularFile(file, MAX_CACHE_BYTES);
  } catch {
    return undefined;
  }
}

/** Caches kept at most; the least recently written go first (other versions, other Nodes). */
export const MAX_CACHES = 24;

/**
 * Free space a cache leaves on its disk at the least: the cache is a convenience, and must never
 * be what fills the disk that the games are saved on.
 */
export const CACHE_FREE_MARGIN = 256 * 1024 * 1024;

/** Whether the disk of `dir` keeps the margin free after writing `bytes` (unknown: no). */
export function roomForCache(dir: string, bytes: number): boolean {
  try {
    const fs = statfsSync(dir);
    return fs.bavail * fs.bsize - bytes >= CACHE_FREE_MARGIN;
  } catch {
    return false;
  }
}

function writeCache(dir: string, file: string, data: Buffer): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dir, { recursive: true });
    // Temporary files that killed runs left go first; then the new cache only if it fits.
    cleanStaleTemporaries(dir, (name) => name.startsWith('program-'));
    if (!roomForCache(dir, data.length)) return;
    writeFileSync(tmp, data);
    renameSync(tmp, file);
    // Two installed versions used in turn each keep their caches; old ones go by age.
    const caches = readdirSync(dir)
      .filter((name) => name.startsWith('program-') && name.endsWith('.v8cache'))
      .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const { name } of caches.slice(MAX_CACHES)) unlinkSync(join(dir, name));
  } catch {
    // No cache this time: the next run compiles as this one did. Nothing is left behind.
    try {
      unlinkSync(tmp);
    } catch {
      // there was none
    }
  }
}

/** Runs the program file's main with argv, through the code cache; resolves to the exit code. */
export async function launch(programFile: string, argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let source: string;
  try {
    // The build makes the program ASCII only: read as Latin-1, it is copied, not decoded.
    source = readFileSync(programFile, 'latin1');
  } catch {
    throw new Error(`the program is not built (${programFile} cannot be read): run npm run build`);
  }
  const hash = source.startsWith(PROGRAM_HEADER) ? source.slice(PROGRAM_HEADER.length, source.indexOf('\n')).trim() : '';
  const dir = cacheDir(env);
  const file = hash ? cacheFile(dir, hash, cacheKind(argv.slice(2))) : '';
  const cached = file ? readCache(file) : undefined;
  const script = new Script(source, { filename: programFile, ...(cached ? { cachedData: cached } : {}) });
  const program = script.runInThisContext() as Program;
  let main: Main | undefined;
  let whenStarted: WhenStarted | undefined;
  await program(createRequire(programFile), pathToFileURL(programFile).href, (m, w) => {
    main = m;
    whenStarted = w;
  });
  if (!main || !whenStarted) throw new Error(`${programFile} did not start: rebuild it with npm run build`);
  // A worker thread that runs the program again (hacienda serve's server, src/cli/serve.ts) only
  // reads the cache: the main thread of the same command writes it.
  if (file && isMainThread && (cached === undefined || script.cachedDataRejected)) {
    // Saved once the first frame of a screen is drawn: the cache then holds what a start compiles.
    // Commands without a screen save it when they end, and only if they did their work (a game
    // refused for want of a terminal compiled no screen).
    let saved = false;
    const save = () => {
      if (!saved) writeCache(dir, file, script.createCachedData());
      saved = true;
    };
    whenStarted(() => setImmediate(save));
    process.once('exit', (code) => {
      if (code === 0) save();
    });
  }
  return main(argv);
}
