/**
 * Real file systems for the hostile tests: a small tmpfs that can be filled to the brim or made
 * read-only. Mounting needs root (CI runs as root); elsewhere the tests that need it skip, and
 * say why once.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll } from 'vitest';
import { join } from 'node:path';

/** Whether this process may mount a tmpfs (tried once, on a folder of its own). */
export const canMount: boolean = (() => {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  const dir = mkdtempSync(join(tmpdir(), 'hacienda-mount-probe-'));
  const ok = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir]).status === 0;
  if (ok) spawnSync('umount', [dir]);
  rmSync(dir, { recursive: true, force: true });
  return ok;
})();

export const NO_MOUNT = 'test/files: not root or no mount here, so the full-disk and read-only tests skip (CI runs them as root)';

/** A tmpfs of `kib` KiB on a new folder; `done()` unmounts it. */
export function smallDisk(kib: number): { dir: string; readOnly(): void; writable(): void; done(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'hacienda-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${kib}k,mode=0777`, 'tmpfs', dir]);
  return {
    dir,
    readOnly: () => execFileSync('mount', ['-o', 'remount,ro', dir]),
    writable: () => execFileSync('mount', ['-o', 'remount,rw', dir]),
    done: () => {
      spawnSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Fills the disk of `dir` to the last byte with a file `name` (removing it frees the space). */
export function fill(dir: string, name = 'filler'): string {
  const file = join(dir, name);
  // dd stops with "No space left on device" (a non-zero status), which is the point.
  spawnSync('dd', ['if=/dev/zero', `of=${file}`, 'bs=4k'], { stdio: 'ignore' });
  spawnSync('sync', []);
  return file;
}

/** New temporary folders named `prefix...`, removed after the file's tests. */
export function tempFolders(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  return () => {
    const d = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
}

/** Runs `f` with a tmpfs of `kib` KiB, unmounted afterwards whatever happens. */
export function onSmallDisk(kib: number, f: (disk: ReturnType<typeof smallDisk>) => void): void {
  const disk = smallDisk(kib);
  try {
    f(disk);
  } finally {
    disk.done();
  }
}
