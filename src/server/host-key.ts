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

/** `SHA256:...`: the fingerprint of a public key in SSH's wire form. */
export function fingerprint(publicKey: Buffer): string {
  return 'SHA256:' + createHash('sha256').update(publicKey).digest('base64').replace(/=+$/, '');
}

/** The host key (OpenSSH private key text) and its fingerprint; made if the folder has none. */
export function hostKey(dir: string): { key: Buffer; fingerprint: string } {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, HOST_KEY);
  let key: Buffer;
  try {
    key = readRegularFile(file, 64 * 1024);
  } catch (err) {
    if (!(err instanceof FileReadError && err.problem === 'missing')) throw err;
    key = Buffer.from(ssh2.utils.generateKeyPairSync('ed25519').private);
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
  const parsed = ssh2.utils.parseKey(key);
  if (parsed instanceof Error) throw new Error(`${file}: not a private key the server can use (${parsed.message})`);
  const one = Array.isArray(parsed) ? parsed[0]! : parsed;
  return { key, fingerprint: fingerprint(one.getPublicSSH()) };
}
