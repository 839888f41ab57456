// `npm run bench:analyze`: figures, not tests. The time of `hacienda analyze` (the built binary) on
// 2-player Classic games at the default setting, on 2 worker threads: the target is at most 60 s.
// Each record is copied to a temporary folder first, so that no analysis kept beside it is read.
// Usage: node bench/analyze.js [workers] [--think <ms>]
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { takeOption } from './compare.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { value: think, rest } = takeOption(process.argv.slice(2), '--think');
const workers = rest[0] ?? '2';
// Strong against strong and against greedy, and a random player's game long lost (its many marks
// each get the look as deep as the hint's: the slowest kind of game to analyse).
const RECORDS = ['records/classic-strong-2p.json', 'records/classic-symmetric-2p-greedy.json', 'coach/classic-random-strong-2p.json'];
const work = mkdtempSync(join(tmpdir(), 'hacienda-bench-analyze-'));
try {
  console.log(`hacienda analyze: node ${process.version}, ${workers} worker threads, ${think ? `--think ${think}` : 'the default setting'}`);
  for (const name of RECORDS) {
    const file = join(work, name.replace('/', '-'));
    copyFileSync(join(root, 'test/fixtures', name), file);
    const actions = JSON.parse(readFileSync(file, 'utf8')).actions.length;
    const t0 = performance.now();
    const r = spawnSync(
      process.execPath,
      [join(root, 'bin/hacienda.js'), 'analyze', file, '--json', '--workers', workers, ...(think ? ['--think', think] : [])],
      {
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      },
    );
    const s = (performance.now() - t0) / 1000;
    if (r.status !== 0) throw new Error(`analyze ${name} failed (${r.status}): ${r.stderr}`);
    const { settings } = JSON.parse(r.stdout);
    console.log(
      `  ${name}: ${actions} actions, ${settings.iterations} iterations each: ${s.toFixed(1)} s (${((s * 1000) / actions).toFixed(0)} ms per action)`,
    );
  }
  console.log(
    `  load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')} (1, 5, 15 minutes)`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
