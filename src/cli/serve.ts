/**
 * `hacienda serve`: games over SSH (src/server). Thin: it checks the options, brings the rooms
 * back from the data folder, starts the SSH server, says where it listens and the host key's
 * fingerprint, and runs until a signal stops it (every game is saved after every action already).
 */
import { join } from 'node:path';
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

export async function serve(opts: ServeOptions, out: (line: string) => void): Promise<void> {
  const host = opts.host ?? '127.0.0.1';
  if (!/^[0-9a-fA-F:.]+$|^localhost$/.test(host)) throw new UserError(`--host '${host}': give an address (127.0.0.1, 0.0.0.0, ::1...)`);
  const port = opts.port === undefined ? DEFAULT_PORT : parseCount(opts.port, '--port', 0, 65535);
  const { DEFAULT_LIMITS, startSsh } = await import('../server/ssh.js');
  const maxSessions = opts.maxSessions === undefined ? DEFAULT_LIMITS.maxSessions : parseCount(opts.maxSessions, '--max-sessions', 1, 10_000);
  const dir = opts.data ?? join(dataDir(), 'server');
  // Each room's record holds a lock, released at the latest on exit (an exit listener each).
  process.setMaxListeners(0);
  const { hostKey } = await import('../server/host-key.js');
  const { FolderRoomStore, StoreError } = await import('../server/store.js');
  const { Hub } = await import('../server/hub.js');
  let hub;
  let key;
  try {
    key = hostKey(dir);
    hub = new Hub(new FolderRoomStore(dir));
  } catch (err) {
    if (err instanceof StoreError) throw new UserError(err.message);
    throw err;
  }
  let server;
  try {
    server = await startSsh(hub, {
      hostKey: key.key,
      host,
      port,
      guests: opts.guests === true,
      limits: { ...DEFAULT_LIMITS, maxSessions },
      log: (line) => process.stderr.write(`hacienda: ${line}\n`),
    });
  } catch (err) {
    await hub.close();
    throw new UserError(`cannot listen on ${host}:${port}: ${err instanceof Error ? err.message : String(err)}`);
  }
  out(`listening on ${host}:${server.port} (host key ${key.fingerprint})`);
  // Serving: the code cache (src/bundle/launch.ts) is saved now; a server ends only by a signal.
  started();
  const signal = await new Promise<StopSignal>((resolve) => {
    const release = catchSignals((s) => {
      release();
      resolve(s);
    });
  });
  await server.close();
  await hub.close();
  throw new Interrupted(signal);
}
