/**
 * `hacienda serve`: games over SSH (src/server). Thin: it checks the options, then, in a worker
 * thread of its own (below), brings the rooms back from the data folder, starts the SSH server,
 * says where it listens and the host key's fingerprint, and runs until a signal stops it (every
 * game is saved after every action already).
 *
 * Why the server runs in a worker thread: to be given a young generation (V8's nursery, where new
 * objects are made) larger than a program's default, which only a worker's resource limits can set
 * from inside the program. Every session keeps its last frame (Ink's output, the board's text,
 * the client's screen copy) until its next key, about 150 ms later. With 50 sessions the default
 * young generation filled every 70 ms, so those frames outlived two collections and were moved to
 * the old generation: 30 MB a second of dead frames, a full collection every two to three seconds,
 * and on one core each one held keys back 50-100 ms (docs/server.md, "The young generation").
 * Within a larger one they die young, where collecting them costs nothing.
 */
import { isMainThread, parentPort, Worker, workerData, type ResourceLimits } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { started } from '../bundle/startup.js';
import { catchSignals, Interrupted, type StopSignal } from '../host/signals.js';
import { dataDir } from '../records/store.js';
import { UserError } from './exit-codes.js';
import { parseCount } from './simulate.js';

export interface ServeOptions {
  host?: string;
  port?: string;
  data?: string;
  guests?: boolean;
  maxSessions?: string;
}

export const DEFAULT_PORT = 2222;

/**
 * The server's young generation, in MB (three times V8's semi-space: 64 MB). It grows to this only
 * as the load asks (an idle server's stays small); 50 sessions use it (docs/server.md).
 */
export const YOUNG_GENERATION_MB = 192;

/**
 * On one core (a small machine, or a server held to one), V8's garbage collection in one thread:
 * its helper threads (marking the old generation while the program runs, sharing out a young
 * collection) would take that core in turns with the thread that draws, and on one core each
 * full collection held keys back 50-100 ms; collected by the drawing thread in small steps, they
 * wait 10-30 ms at most (docs/server.md). With more cores the helpers run beside it, as V8 means
 * them to. V8's flags can be changed only before the server's thread has a heap (they are the
 * process's): that is why they are set here, and only those that turn helpers off.
 */
const ONE_CORE_GC = '--no-concurrent-marking --no-parallel-scavenge';

/** How the server's thread is started on a machine (or a process held to) `cores` cores. */
export function serverThreadSetup(cores: number): { v8Flags: string | null; resourceLimits: ResourceLimits } {
  return { v8Flags: cores === 1 ? ONE_CORE_GC : null, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } };
}

/** What the worker thread is told it is (its workerData's `thread`). */
const SERVER_THREAD = 'hacienda serve';

/** The options as the main thread checked them, handed to the server's thread (its workerData). */
interface Settings {
  host: string;
  port: number;
  /** Unset: the server's default (DEFAULT_LIMITS), which only the server's thread loads. */
  maxSessions: number | undefined;
  dir: string;
  guests: boolean;
}

/** The server thread's news for the main thread. */
type News = { kind: 'listening' } | { kind: 'failed'; message: string; exitCode: number | null };

export async function serve(opts: ServeOptions, out: (line: string) => void): Promise<void> {
  // The server's thread, which runs this command line again: it takes the settings checked already.
  if (!isMainThread && (workerData as { thread?: unknown } | null)?.thread === SERVER_THREAD)
    return serverThread((workerData as { settings: Settings }).settings, out);
  const host = opts.host ?? '127.0.0.1';
  if (!/^[0-9a-fA-F:.]+$|^localhost$/.test(host)) throw new UserError(`--host '${host}': give an address (127.0.0.1, 0.0.0.0, ::1...)`);
  const port = opts.port === undefined ? DEFAULT_PORT : parseCount(opts.port, '--port', 0, 65535);
  const maxSessions = opts.maxSessions === undefined ? undefined : parseCount(opts.maxSessions, '--max-sessions', 1, 10_000);
  return superviseServer({ host, port, maxSessions, dir: opts.data ?? join(dataDir(), 'server'), guests: opts.guests === true });
}

/**
 * The main thread: the server's thread runs the program again (its launcher and code cache, this
 * command line), down to serverThread. Signals come to this thread alone: each is passed on as
 * "stop", and the command ends once the server has closed every room.
 */
async function superviseServer(settings: Settings): Promise<void> {
  const { v8Flags, resourceLimits } = serverThreadSetup(availableParallelism());
  if (v8Flags) setFlagsFromString(v8Flags);
  const server = new Worker(process.argv[1]!, { argv: process.argv.slice(2), workerData: { thread: SERVER_THREAD, settings }, resourceLimits });
  let signal: StopSignal | null = null;
  const release = catchSignals((s) => {
    release();
    signal = s;
    server.postMessage('stop');
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let failure: Error | null = null;
      server.on('message', (news: News) => {
        // Serving: the code cache (src/bundle/launch.ts) is saved now; a server ends only by a signal.
        if (news.kind === 'listening') started();
        else failure = news.exitCode === null ? new Error(news.message) : new UserError(news.message, news.exitCode);
      });
      // An exception the server's code did not catch (a bug): the command ends on it, as it did in one thread.
      server.once('error', reject);
      server.once('exit', () => (failure ? reject(failure) : resolve()));
    });
  } finally {
    release();
  }
  if (signal) throw new Interrupted(signal);
  throw new Error('the server stopped without being asked to');
}

/** The server's thread: serves until the main thread says stop, then closes every room. */
async function serverThread(settings: Settings, out: (line: string) => void): Promise<void> {
  const main = parentPort!;
  const stop = new Promise<void>((resolve) => main.once('message', () => resolve()));
  try {
    await serveUntil(settings, out, stop, () => main.postMessage({ kind: 'listening' } satisfies News));
  } catch (err) {
    const news: News = { kind: 'failed', message: err instanceof Error ? err.message : String(err), exitCode: err instanceof UserError ? err.exitCode : null };
    main.postMessage(news);
  } finally {
    // Nothing more to wait for: the thread ends (the port no longer holds it, even with no "stop").
    main.removeAllListeners('message');
    main.unref();
  }
}

async function serveUntil(settings: Settings, out: (line: string) => void, stop: Promise<void>, listening: () => void): Promise<void> {
  const { host, port, dir } = settings;
  const { DEFAULT_LIMITS, startSsh } = await import('../server/ssh.js');
  // Each room's record holds a lock, released at the latest on exit (an exit listener each).
  process.setMaxListeners(0);
  const { hostKey, HostKeyError } = await import('../server/host-key.js');
  const { FolderRoomStore, StoreError } = await import('../server/store.js');
  const { Hub } = await import('../server/hub.js');
  let hub;
  let key;
  try {
    key = hostKey(dir);
    hub = new Hub(new FolderRoomStore(dir));
  } catch (err) {
    if (err instanceof StoreError || err instanceof HostKeyError) throw new UserError(err.message);
    throw err;
  }
  let server;
  try {
    server = await startSsh(hub, {
      hostKey: key.key,
      host,
      port,
      guests: settings.guests,
      limits: { ...DEFAULT_LIMITS, maxSessions: settings.maxSessions ?? DEFAULT_LIMITS.maxSessions },
      log: (line) => process.stderr.write(`hacienda: ${line}\n`),
    });
  } catch (err) {
    await hub.close();
    throw new UserError(`cannot listen on ${host}:${port}: ${err instanceof Error ? err.message : String(err)}`);
  }
  out(`listening on ${host}:${server.port} (host key ${key.fingerprint})`);
  listening();
  await stop;
  await server.close();
  await hub.close();
}
