// Random 2-player Classic games, this tree against a baseline, both builds loaded in ONE process
// and playing the same games in alternating slices. On a shared machine whose speed drifts by a
// fifth within minutes, the separate runs of `bench/run.js --base` can disagree by more than a
// change is worth; slices a few tenths of a second apart meet the same machine, so the ratio of
// each pair of slices is steadier. Which build is loaded first moves the ratio (2-3% between close
// builds; 12% against the build before issue 16, so builds far apart are for bench/run.js --base),
// so two processes run, one in each order, and the figure is the geometric mean of their medians.
//   node bench/interleave.js <git ref> [seconds]    (the ref built in a temporary folder, as --base does)
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildBase } from './compare.js';
import { classicBuild, playRandomGame } from './random-games.js';

const GAMES_PER_SLICE = 40;

const [first, ...rest] = process.argv.slice(2);
if (first === '--child') await child(rest[0], rest[1], Number(rest[2]));
else parent(first, Number(rest[0] ?? 20));

function parent(ref, seconds) {
  if (!ref) {
    console.error('usage: node bench/interleave.js <git ref> [seconds]');
    process.exit(2);
  }
  const base = buildBase(ref);
  try {
    const here = resolve(fileURLToPath(new URL('../dist', import.meta.url)));
    const run = (a, b) =>
      JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', a, b, String(seconds / 2)], { encoding: 'utf8' }));
    const baseFirst = run(base.dist, here);
    const treeFirst = run(here, base.dist);
    // Each child's ratios are its second build's speed over its first's: turned to this tree's over the base's.
    const ratios = [baseFirst.ratios, treeFirst.ratios.map((r) => 1 / r)].map((list) => list.sort((x, y) => x - y));
    const medians = ratios.map((r) => quantile(r, 0.5));
    const figure = Math.sqrt(medians[0] * medians[1]);
    console.log(`random 2-player Classic games, one process, slices of ${GAMES_PER_SLICE} games taking turns ('change' > 1 is faster)`);
    console.log(
      `  ${base.label}: ${baseFirst.gps[0].toFixed(0)} and ${treeFirst.gps[1].toFixed(0)} games/s; this tree: ${baseFirst.gps[1].toFixed(0)} and ${treeFirst.gps[0].toFixed(0)}`,
    );
    for (const [i, order] of ['base loaded first', 'this tree loaded first'].entries()) {
      const r = ratios[i];
      console.log(
        `  ${order}: x${medians[i].toFixed(3)} (median of ${r.length} pairs of slices; middle half x${quantile(r, 0.25).toFixed(3)}-x${quantile(r, 0.75).toFixed(3)})`,
      );
    }
    console.log(`  change: x${figure.toFixed(3)}`);
  } finally {
    base.remove();
  }
}

/** Plays slices on builds `a` and `b` in turn for `seconds`; prints each pair's b/a speed and each build's games a second. */
async function child(a, b, seconds) {
  const games = [await gamesOf(a), await gamesOf(b)];
  for (let g = 0; g < 100; g++) for (const play of games) play(`warm${g}`); // let the JIT settle
  const ms = [0, 0];
  const ratios = [];
  let seed = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const t = games.map((play) => {
      const t0 = performance.now();
      for (let i = 0; i < GAMES_PER_SLICE; i++) play(seed + i);
      return performance.now() - t0;
    });
    ms[0] += t[0];
    ms[1] += t[1];
    ratios.push(t[0] / t[1]);
    seed += GAMES_PER_SLICE;
  }
  const gps = ms.map((m) => (seed * 1000) / m);
  console.log(JSON.stringify({ ratios, gps }));
}

/** A function playing one random game on the build in `dist` (bench/random-games.js's games). */
async function gamesOf(dist) {
  const { api, rng, classic } = await classicBuild(pathToFileURL(resolve(dist)).href);
  const start = classic(2);
  return (seed) => playRandomGame({ api, rng }, start, seed);
}

/** The value at `q` (0..1) of an ascending list. */
function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
