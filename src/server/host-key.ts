/**
 * The server's host key: made on the first start (ed25519), kept in the data folder with mode
 * 0600 (written through the hardened save path, into a folder only its owner can enter), and read
 * on every later start, so that clients that trusted it once keep trusting it. Its SHA256
 * fingerprint, as `ssh` shows it (`SHA256:` and the unpadded base64 of the public key's hash),
 * is printed when the server starts, for the owner to compare.
 */
import { createHash } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { FileReadError, readRegularFile } from '../files/read.js';
import { writeDurably } from '../files/write.js';

const HOST_KEY = 'host_ed25519';

/** A host key file the server cannot use: its message is the one line the owner reads. */
export class HostKeyError extends Error {
  override readonly name = 'HostKeyError';
}

/** `SHA256:...`: the fingerprint of a public key in SSH's wire form. */
export function fingerprint(publicKey: Buffer): string {
  return 'SHA256:' + createHash('sha256').update(publicKey).digest('base64').replace(/=+$/, '');
}

type Parsed = Exclude<ReturnType<typeof ssh2.utils.parseKey>, Error>;

function parsed(key: Buffer): Parsed | Error {
  const p = ssh2.utils.parseKey(key);
  return p instanceof Error ? p : Array.isArray(p) ? p[0]! : p;
}

/** ssh2's ed25519 private key in OpenSSH's text. */
const ssh2Ed25519 = (): string => ssh2.utils.generateKeyPairSync('ed25519').private;

/**
 * A new key that the server can read back. ssh2 1.17's generator strips every leading zero byte
 * of the public key (mscdex/ssh2#1390, #1513), so one key in 256 is written short and cannot be
 * parsed: the server that made it ended with an internal error on that start and every later
 * one. Such a key is thrown away before it is written, and another made; 16 failures in a row
 * would be a chance of 2^-128, so the 17th means the generator itself is broken.
 */
function newKey(generate: () => string): Buffer {
  for (let tries = 0; tries < 16; tries++) {
    const key = Buffer.from(generate());
    if (!(parsed(key) instanceof Error)) return key;
  }
  throw new Error('the ed25519 host key generator made 16 keys in a row that cannot be read back');
}

/**
 * The host key (OpenSSH private key text) and its fingerprint; made if the folder has none.
 * `generate` is ssh2's generator but for tests of the case above.
 */
export function hostKey(dir: string, generate: () => string = ssh2Ed25519): { key: Buffer; fingerprint: string } {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, HOST_KEY);
  let key: Buffer;
  try {
    key = readRegularFile(file, 64 * 1024);
  } catch (err) {
    if (!(err instanceof FileReadError)) throw err;
    if (err.problem !== 'missing') throw new HostKeyError(`${err.message}: the server's host key cannot be read`);
    key = newKey(generate);
    // The temporary file is made 0600 too: the key is never readable by others, not for a moment.
    writeDurably(file, key, {
      openSync: (path, flags) => openSync(path, flags, 0o600),
      writeSync: (fd, b, o, l) => writeSync(fd, b, o, l),
      fsyncSync,
      closeSync,
      renameSync,
      unlinkSync,
    });
  }
  chmodSync(file, 0o600);
  const one = parsed(key);
  if (one instanceof Error) {
    throw new HostKeyError(
      `${file}: not a private key the server can use (${one.message}); move it away and the server makes a new one, which clients will be asked to trust`,
    );
  }
  return { key, fingerprint: fingerprint(one.getPublicSSH()) };
}
