/**
 * The SSH server (ssh2, pure JavaScript): who may come in, and what they may open.
 *
 * - A player is their public key: a key offered is accepted once its signature is checked, and
 *   names the player (players.ts). Passwords and keyboard-interactive logins are refused, unless
 *   `guests` lets anyone in without a key (a `none` or password login) as a guest.
 * - Only session channels, and on them only a pseudo-terminal with a shell request (the lobby) or
 *   an exec request of one of our commands (commands.ts). Shells without a terminal, subsystems
 *   (sftp), X11 and agent forwarding are refused; port forwarding (tcpip, streamlocal, global
 *   requests) too: ssh2 refuses every request nobody listens for, and nothing here listens.
 * - Limits: a handshake must end in `handshakeMs`; a connection with no input for `idleMs` is
 *   closed, and one that answers none of `keepaliveCount` keepalives in a row (its machine or
 *   network gone); at most `perAddress` connections from one address and `maxSessions` in all; input is
 *   rate limited and window sizes clamped (terminal.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import ssh2 from 'ssh2';
import type { AuthContext, CipherAlgorithm, Connection, ServerChannel, Session } from 'ssh2';
import { sanitize } from '../text/sanitize.js';
import { CommandError, HELP, parseCommand, type Command } from './commands.js';
import type { Hub } from './hub.js';
import { roomLine } from './lobby/entries.js';
import { fingerprint } from './host-key.js';
import type { Player } from './players.js';
import { clientTheme, runSession, type Start } from './session.js';
import { channelTerminal, lineEnds } from './terminal.js';
import { enter } from './lobby/LobbyApp.js';

export interface ServerLimits {
  maxSessions: number;
  perAddress: number;
  handshakeMs: number;
  idleMs: number;
  /** A keepalive every `keepaliveMs`; a client that answers none of `keepaliveCount` in a row is gone. */
  keepaliveMs: number;
  keepaliveCount: number;
}

// A client whose machine went away (a laptop closed, a network gone) answers no keepalive: it is
// found within 45 s and its player shown as away, instead of at TCP's timeout (many minutes) or
// the idle limit.
export const DEFAULT_LIMITS: ServerLimits = {
  maxSessions: 100,
  perAddress: 8,
  handshakeMs: 20_000,
  idleMs: 30 * 60_000,
  keepaliveMs: 15_000,
  keepaliveCount: 3,
};

export interface SshServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The ciphers offered: AES in GCM and CTR modes, which Node's crypto does in native code. Not
 * ChaCha20-Poly1305: the package ships ssh2 without its native parts, so ssh2 does it in
 * JavaScript, and OpenSSH's client, which prefers it, made every frame cost the server more.
 */
const CIPHERS: CipherAlgorithm[] = ['aes128-gcm@openssh.com', 'aes256-gcm@openssh.com', 'aes128-ctr', 'aes192-ctr', 'aes256-ctr'];

/** The exit status of a command refused (as `hacienda`'s usage errors). */
const REFUSED = 2;

export function startSsh(
  hub: Hub,
  opts: { hostKey: Buffer; host: string; port: number; guests: boolean; limits: ServerLimits; log: (line: string) => void },
): Promise<SshServer> {
  const perAddress = new Map<string, number>();
  let total = 0;
  const connections = new Set<Connection>();
  const config = {
    hostKeys: [opts.hostKey],
    ident: 'hacienda',
    keepaliveInterval: opts.limits.keepaliveMs,
    keepaliveCountMax: opts.limits.keepaliveCount,
    algorithms: { cipher: CIPHERS },
  };
  // The TCP sockets are ours, handed to ssh2 (injectSocket): a connection whose client stopped
  // answering is closed by destroying its socket, as ssh2's own end() waits for the other side.
  const sockets = new Map<string, Socket>();
  const tcp = createServer((socket) => {
    const at = `${socket.remoteAddress}:${socket.remotePort}`;
    sockets.set(at, socket);
    socket.once('close', () => sockets.delete(at));
    server.injectSocket(socket);
  });
  const server = new ssh2.Server(config, (client, info) => {
    const ip = info.ip;
    const socket = sockets.get(`${info.ip}:${info.port}`);
    if (total >= opts.limits.maxSessions || (perAddress.get(ip) ?? 0) >= opts.limits.perAddress) {
      opts.log(`refused a connection from ${ip}: ${total} connections in all, ${perAddress.get(ip) ?? 0} from there`);
      client.on('error', () => {});
      client.end();
      return;
    }
    total++;
    perAddress.set(ip, (perAddress.get(ip) ?? 0) + 1);
    connections.add(client);
    let player: Player | null = null;
    let guestDone: (() => void) | null = null;
    const handshake = setTimeout(() => client.end(), opts.limits.handshakeMs);
    let idle: NodeJS.Timeout | null = null;
    const active = () => {
      if (idle) clearTimeout(idle);
      idle = setTimeout(() => client.end(), opts.limits.idleMs);
    };
    client.on('error', (err: Error & { level?: string }) => {
      // ssh2 ends a connection whose client answered none of the keepalives in a row.
      if (err.level !== 'client-timeout') return;
      opts.log(`${ip}: no answer to ${opts.limits.keepaliveCount} keepalives: connection closed`);
      socket?.destroy();
    });
    let gone = false;
    const leave = () => {
      if (gone) return;
      gone = true;
      clearTimeout(handshake);
      if (idle) clearTimeout(idle);
      total--;
      perAddress.set(ip, (perAddress.get(ip) ?? 1) - 1);
      if (perAddress.get(ip) === 0) perAddress.delete(ip);
      connections.delete(client);
      guestDone?.();
    };
    // The client went (its end of the socket closed) or the socket closed: the connection counts no more.
    client.on('end', () => {
      leave();
      client.end();
    });
    client.on('close', leave);
    client.on('authentication', (ctx) => {
      const who = authenticate(ctx, hub, opts.guests);
      if (who === null) return;
      player = who.player;
      guestDone = who.done;
    });
    client.on('ready', () => {
      clearTimeout(handshake);
      active();
      client.on('session', (accept) => serveSession(accept(), hub, player!, active));
    });
  });
  server.on('error', (err: Error) => opts.log(`server error: ${err.message}`));
  tcp.on('error', (err: Error) => opts.log(`server error: ${err.message}`));
  return new Promise((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(opts.port, opts.host, () => {
      tcp.off('error', reject);
      const address = tcp.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : opts.port,
        close: () =>
          new Promise<void>((done) => {
            for (const c of connections) c.end();
            // A client that does not finish its side (stopped, gone) does not hold the server up.
            setTimeout(() => {
              for (const socket of sockets.values()) socket.destroy();
            }, 1000).unref();
            tcp.close(() => done());
          }),
      });
    });
  });
}

const METHODS_KEY: AuthContext['method'][] = ['publickey'];
const METHODS_GUEST: AuthContext['method'][] = ['publickey', 'password', 'keyboard-interactive'];

/** The player a login is, once accepted; null while refused or only asked about. */
function authenticate(ctx: AuthContext, hub: Hub, guests: boolean): { player: Player; done: (() => void) | null } | null {
  const methods = guests ? METHODS_GUEST : METHODS_KEY;
  if (ctx.method === 'publickey') {
    const key = ssh2.utils.parseKey(ctx.key.data);
    if (key instanceof Error || Array.isArray(key)) {
      ctx.reject(methods);
      return null;
    }
    // A client first asks whether a key would do (no signature): yes, any key names a player.
    if (!ctx.signature || !ctx.blob) {
      ctx.accept();
      return null;
    }
    const wire = key.getPublicSSH();
    if (!sameBytes(wire, ctx.key.data) || key.verify(ctx.blob, ctx.signature, ctx.hashAlgo) !== true) {
      ctx.reject(methods);
      return null;
    }
    const player = hub.players.byKey(fingerprint(wire), ctx.username);
    ctx.accept();
    return { player, done: null };
  }
  if (guests && (ctx.method === 'password' || ctx.method === 'keyboard-interactive' || ctx.method === 'none')) {
    const { player, done } = hub.players.guest(ctx.username);
    ctx.accept();
    return { player, done };
  }
  ctx.reject(methods);
  return null;
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One session channel: a pty and a shell (the lobby), or an exec of a command; nothing else. */
function serveSession(session: Session, hub: Hub, player: Player, active: () => void): void {
  let pty: { cols: number; rows: number; term: string } | null = null;
  let resize: ((cols: number, rows: number) => void) | null = null;
  let started = false;
  session.on('pty', (accept, _reject, info) => {
    pty = { cols: info.cols, rows: info.rows, term: info.term };
    accept?.();
  });
  session.on('window-change', (accept, _reject, info) => {
    if (pty) pty = { ...pty, cols: info.cols, rows: info.rows };
    resize?.(info.cols, info.rows);
    accept?.();
  });
  session.on('env', (_accept, reject) => reject?.());
  const open = (channel: ServerChannel, start: Start) => {
    const terminal = channelTerminal(channel, pty!.cols, pty!.rows);
    resize = terminal.resize;
    channel.on('data', active);
    runSession(hub, player, terminal, clientTheme(pty!.term), start)
      .catch((err: unknown) => channel.stderr.write(lineEnds(`hacienda: internal error: ${sanitize(err instanceof Error ? err.message : String(err))}\n`)))
      .finally(() => {
        channel.exit(0);
        channel.end();
      });
  };
  session.on('shell', (accept, reject) => {
    if (started || !pty) {
      // A shell is never given: without a terminal there is nothing to draw the lobby on.
      const channel = accept();
      channel.stderr.write('hacienda: the lobby needs a terminal (ssh -t); for commands: ssh <host> help\r\n');
      channel.exit(REFUSED);
      channel.end();
      void reject;
      return;
    }
    started = true;
    open(accept(), { kind: 'lobby' });
  });
  session.on('exec', (accept, _reject, info) => {
    const channel = accept();
    if (started) {
      channel.exit(REFUSED);
      channel.end();
      return;
    }
    started = true;
    let command: Command;
    try {
      command = parseCommand(info.command);
    } catch (err) {
      if (!(err instanceof CommandError)) throw err;
      refuse(channel, err.message);
      return;
    }
    const start = runCommand(command, hub, player, channel, pty !== null);
    if (start) open(channel, start);
  });
}

function refuse(channel: ServerChannel, message: string): void {
  channel.stderr.write(lineEnds(`hacienda: ${sanitize(message)}\n`));
  channel.exit(REFUSED);
  channel.end();
}

function print(channel: ServerChannel, lines: readonly string[]): void {
  channel.write(lineEnds(lines.map((l) => l + '\n').join('')));
  channel.exit(0);
  channel.end();
}

/** A command answered in lines (list, games, help, new without a terminal), or the screen it opens. */
function runCommand(command: Command, hub: Hub, player: Player, channel: ServerChannel, terminal: boolean): Start | null {
  const needsTerminal = (what: string) => refuse(channel, `${what} needs a terminal: ssh -t -p <port> <host> ${what}`);
  switch (command.kind) {
    case 'help':
      print(channel, HELP);
      return null;
    case 'list':
      print(
        channel,
        hub.visible(player).map((r) => roomLine(r)),
      );
      return null;
    case 'games':
      print(
        channel,
        hub
          .visible(player)
          .filter((r) => r.seatOf(player) >= 0 && r.state !== 'over')
          .map((r) => roomLine(r)),
      );
      return null;
    case 'new': {
      const room = hub.create(command.room, player);
      if (!terminal) {
        print(channel, [room.code]);
        return null;
      }
      return enter(room, player);
    }
    case 'lobby':
      if (!terminal) needsTerminal('the lobby');
      return terminal ? { kind: 'lobby' } : null;
    case 'join':
    case 'watch': {
      const room = hub.get(command.code);
      if (!room) {
        refuse(channel, `no room has the code ${command.code}`);
        return null;
      }
      if (!terminal) {
        needsTerminal(`${command.kind} ${command.code}`);
        return null;
      }
      if (command.kind === 'watch') return { kind: 'watch', code: room.code };
      const choice = enter(room, player);
      if (choice.kind === 'watch') {
        refuse(channel, `room ${room.code}: every seat is taken (watch ${room.code} watches it)`);
        return null;
      }
      return choice;
    }
  }
}
