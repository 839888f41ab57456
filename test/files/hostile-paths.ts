/** Things that are not regular files, for the tests of every reader of untrusted files. */
import { spawnSync } from 'node:child_process';

/** A fifo at `path`, made with mkfifo(1); false, with a note saying why, where there is none. */
export function makeFifo(path: string): boolean {
  const r = spawnSync('mkfifo', [path], { encoding: 'utf8' });
  if (r.status !== 0) console.warn(`no mkfifo here (${r.error?.message ?? r.stderr.trim()}): the fifo cases are skipped`);
  return r.status === 0;
}
