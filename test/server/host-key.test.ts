/**
 * The server's host key (src/server/host-key.ts): a key that ssh2's generator writes short is
 * made again before it is kept, and a key file the server cannot use is one line and exit code 2,
 * the file left as it was.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { hostKey, HostKeyError } from '../../src/server/host-key.js';
import { BIN, cleanEnv } from '../e2e/tmux.js';

const folder = (): string => join(mkdtempSync(join(tmpdir(), 'hacienda-host-key-')), 'server');
const readable = (key: string): boolean => !(ssh2.utils.parseKey(key) instanceof Error);

/**
 * A key from ssh2's generator that is readable or not as asked: ssh2 1.17 writes one in 256 short
 * (its public key begins with a zero byte, stripped), so a good key, too, is drawn until it is one.
 */
function generated(wanted: boolean): string {
  for (;;) {
    const key = ssh2.utils.generateKeyPairSync('ed25519').private;
    if (readable(key) === wanted) return key;
  }
}
const shortKey = (): string => generated(false);

describe('host key', () => {
  it('host key - a key the generator wrote short (ssh2#1513) is made again before it is kept', () => {
    const short = shortKey();
    const good = generated(true);
    const made = [short, good];
    const dir = folder();
    const key = hostKey(dir, () => made.shift()!);
    expect(made).toEqual([]);
    expect(key.key.toString()).toBe(good);
    expect(readFileSync(join(dir, 'host_ed25519'), 'utf8')).toBe(good);
    expect(statSync(join(dir, 'host_ed25519')).mode & 0o777).toBe(0o600);
    // Read back on the next start, with the same fingerprint.
    expect(hostKey(dir, () => expect.unreachable('no key made when one is kept'))).toEqual(key);
  });

  it('host key - a generator that never makes a readable key is an error, and no file is kept', () => {
    const dir = folder();
    expect(() => hostKey(dir, () => 'not a key')).toThrow(/16 keys in a row/);
    expect(() => statSync(join(dir, 'host_ed25519'))).toThrow();
  });

  it('host key - a key file the server cannot use is refused in one line, and left as it was', () => {
    const dir = folder();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'host_ed25519'), 'not a key\n');
    expect(() => hostKey(dir)).toThrow(HostKeyError);
    expect(() => hostKey(dir)).toThrow(/host_ed25519: not a private key the server can use \(.*\); move it away and the server makes a new one/);
    expect(readFileSync(join(dir, 'host_ed25519'), 'utf8')).toBe('not a key\n');
  });

  it('host key - hacienda serve with a host key it cannot use ends with exit code 2 and one line, or with a folder there', () => {
    for (const make of [(f: string) => writeFileSync(f, shortKey()), (f: string) => mkdirSync(f)]) {
      const dir = folder();
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      make(join(dir, 'host_ed25519'));
      const r = spawnSync(process.execPath, [BIN, 'serve', '--port', '0', '--data', dir], { encoding: 'utf8', env: cleanEnv(), timeout: 30_000 });
      expect(r.signal).toBeNull();
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^hacienda: .*host_ed25519: (not a private key the server can use|.*the server's host key cannot be read)/);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    }
  });
});
