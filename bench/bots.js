// Bot benchmarks (npm run bench:bots): figures, not tests. On one core: strong's search
// iterations per second in mid-game positions, the cost of dealing the hidden cards, greedy's
// time per decision, and how closely strong keeps to its time budget.
// Usage: node bench/bots.js [map] [ms per search] [dist folder]
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const mapName = process.argv[2] ?? 'symmetric';
const thinkMs = Number(process.argv[3] ?? 1000);
const dist = pathToFileURL(resolve(process.argv[4] ?? new URL('../dist', import.meta.url).pathname)).href;
const { newGame, applyAction, isOver, currentPlayer, playerView, ruleset } = await import(`${dist}/api.js`);
const { botByName } = await import(`${dist}/bots/index.js`);
const { classicBoard: loadMap } = await import(`${dist}/games/classic/boards/index.js`);
const { seedRng } = await import(`${dist}/engine/rng.js`);

const map = loadMap(mapName);
const clock = () => performance.now();
const NAMES = ['Red', 'Blue', 'Green', 'Yellow', 'White'];

/** Positions about halfway through greedy games (greedy plays like a person, random does not). */
function midGame(players, count) {
  const greedy = botByName('greedy');
  const out = [];
  for (let g = 0; out.length < count; g++) {
    let state = newGame('classic', { players: NAMES.slice(0, players), seed: `bench-mid/${players}/${g}`, map });
    const rng = seedRng(`bench-mid/${g}`);
    const trail = [];
    while (!isOver(state)) {
      trail.push(state);
      const seat = currentPlayer(state);
      state = applyAction(state, greedy.decide(playerView(state, seat), seat, { rng })).state;
    }
    // The middle: the first position with the second animal stack in play, if the game got there.
    const second = trail.findIndex((s) => s.stack === 2);
    out.push(trail[second > 0 ? second : Math.floor(trail.length / 2)]);
  }
  return out;
}

function searchSpeed(positions, ms) {
  const strong = botByName('strong');
  let iterations = 0;
  let time = 0;
  let maxOver = -Infinity;
  const cpu0 = process.cpuUsage();
  for (const [i, s] of positions.entries()) {
    const seat = currentPlayer(s);
    const t0 = clock();
    const r = strong.report(playerView(s, seat), seat, { rng: seedRng(`bench/${i}`), budget: { ms, clock } });
    const t = clock() - t0;
    iterations += r.iterations;
    time += t;
    maxOver = Math.max(maxOver, t - ms);
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { perSecond: (iterations * 1000) / time, perCpuSecond: (iterations * 1000) / cpuMs, perDecision: iterations / positions.length, maxOver };
}

function dealCost(positions) {
  const r = ruleset('classic');
  const rng = seedRng('deal');
  const views = positions.map((s) => playerView(s, currentPlayer(s)));
  let n = 0;
  const t0 = clock();
  while (clock() - t0 < 1000) {
    for (const v of views) r.determinize(v, v.turn.player, rng);
    n += views.length;
  }
  return ((clock() - t0) * 1000) / n;
}

function greedyTime(positions) {
  const greedy = botByName('greedy');
  const t0 = clock();
  let n = 0;
  for (let k = 0; k < 3; k++)
    for (const s of positions) {
      const seat = currentPlayer(s);
      greedy.decide(playerView(s, seat), seat, { rng: seedRng(n) });
      n++;
    }
  return (clock() - t0) / n;
}

console.log(`hacienda bot benchmarks: node ${process.version}, map ${map.name}, one core`);
for (const players of [4, 2]) {
  const positions = midGame(players, 8);
  searchSpeed(positions.slice(0, 2), 200); // warm up the JIT
  const s = searchSpeed(positions, thinkMs);
  console.log(
    `  strong, mid-game ${players}-player, ${thinkMs} ms per decision: ${s.perSecond.toFixed(0)} search iterations/s ` +
      `(${s.perCpuSecond.toFixed(0)} per second of CPU time; ${s.perDecision.toFixed(0)} per decision; ` +
      `the longest decision ended ${s.maxOver >= 0 ? `${s.maxOver.toFixed(1)} ms after` : `${(-s.maxOver).toFixed(1)} ms before`} its budget)`,
  );
  console.log(`  dealing the hidden cards (determinize), mid-game ${players}-player: ${dealCost(positions).toFixed(2)} us`);
  console.log(`  greedy, mid-game ${players}-player: ${greedyTime(positions).toFixed(2)} ms per decision`);
}
