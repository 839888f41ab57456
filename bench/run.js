// Benchmarks (npm run bench): figures, not tests. Plays full random games through the public
// API on one core and times listing the legal actions.
//   node bench/run.js [map] [seconds]                 this tree's build (dist/)
//   node bench/run.js [map] [seconds] --base <ref>    next to <ref>, built in a temporary folder (bench/compare.js)
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compareWithBase, emitFigure, takeOption } from './compare.js';

const { value: baseRef, rest: afterBase } = takeOption(process.argv.slice(2), '--base');
const { value: distOption, rest: positional } = takeOption(afterBase, '--dist');
const figuresOnly = positional.includes('--figures');
const [mapName = 'symmetric', secondsText = '3'] = positional.filter((a) => a !== '--figures');
const seconds = Number(secondsText);
if (baseRef) {
  compareWithBase({ script: fileURLToPath(import.meta.url), args: [mapName, String(seconds)], ref: baseRef, title: `random games, map ${mapName}, one core` });
  process.exit(0);
}
const dist = pathToFileURL(resolve(distOption ?? fileURLToPath(new URL('../dist', import.meta.url)))).href;
const { newGame, legalActions, applyAction, isOver } = await import(`${dist}/api.js`);
const { classicBoard: loadMap } = await import(`${dist}/games/classic/boards/index.js`);
const { seedRng, nextInt } = await import(`${dist}/engine/rng.js`);
const map = loadMap(mapName);
// A child of a comparison measures once; the comparison takes the best of its rounds.
const RUNS = figuresOnly ? 1 : 3;
const now = () => Number(process.hrtime.bigint()) / 1e6;

function randomGame(players, seed) {
  const names = ['Red', 'Blue', 'Green', 'Yellow', 'White'].slice(0, players);
  let state = newGame('classic', { players: names, seed, map });
  const rng = seedRng(`bench/${seed}`);
  let steps = 0;
  while (!isOver(state)) {
    const actions = legalActions(state);
    const result = applyAction(state, actions[nextInt(rng, actions.length)]);
    if (!result.ok) throw new Error(result.message);
    state = result.state;
    steps++;
  }
  return steps;
}

/** The best of three runs: the figure least disturbed by whatever else the machine does. */
function best(run, better) {
  let result = run();
  for (let i = 1; i < RUNS; i++) {
    const r = run();
    if (better(r, result)) result = r;
  }
  return result;
}

function gamesPerSecond(players) {
  for (let i = 0; i < 20; i++) randomGame(players, `warm${i}`); // let the JIT settle
  return best(
    () => gamesRun(players),
    (a, b) => a.gps > b.gps,
  );
}

function gamesRun(players) {
  const start = now();
  let games = 0;
  let steps = 0;
  while (now() - start < seconds * 1000) steps += randomGame(players, games++);
  const ms = now() - start;
  return { games, gps: (games * 1000) / ms, stepUs: (ms * 1000) / steps, steps: steps / games };
}

/** Mid-game positions: collected from random games at about their middle. */
function legalActionsTime(players) {
  const positions = [];
  for (let g = 0; positions.length < 200; g++) {
    const names = ['Red', 'Blue', 'Green', 'Yellow', 'White'].slice(0, players);
    let state = newGame('classic', { players: names, seed: `mid${g}`, map });
    const rng = seedRng(`mid/${g}`);
    const trail = [];
    while (!isOver(state)) {
      trail.push(state);
      const actions = legalActions(state);
      state = applyAction(state, actions[nextInt(rng, actions.length)]).state;
    }
    positions.push(trail[Math.floor(trail.length / 2)]);
  }
  return best(
    () => {
      let n = 0;
      let total = 0;
      const start = now();
      while (now() - start < seconds * 1000) {
        for (const p of positions) total += legalActions(p).length;
        n += positions.length;
      }
      const ms = now() - start;
      return { us: (ms * 1000) / n, mean: total / n };
    },
    (a, b) => a.us < b.us,
  );
}

if (figuresOnly) {
  for (const players of [2, 4]) {
    const r = gamesPerSecond(players);
    emitFigure({ key: `games${players}`, label: `random ${players}-player games`, value: r.gps, unit: 'games/s', higherIsBetter: true });
  }
  for (const players of [2, 4]) {
    const r = legalActionsTime(players);
    emitFigure({ key: `legal${players}`, label: `legal actions, mid-game ${players}-player`, value: r.us, unit: 'us per list', digits: 2 });
  }
  process.exit(0);
}
console.log(`hacienda benchmarks: node ${process.version}, map ${map.name}, best of ${RUNS} runs of ${seconds} s per figure, one core`);
for (const players of [2, 4]) {
  const r = gamesPerSecond(players);
  console.log(
    `  random ${players}-player games: ${r.gps.toFixed(0)} games/s (${r.games} games, ${r.steps.toFixed(0)} actions/game, ${r.stepUs.toFixed(2)} us per list+apply step)`,
  );
}
for (const players of [2, 4]) {
  const r = legalActionsTime(players);
  console.log(`  legal actions, mid-game ${players}-player: ${r.us.toFixed(2)} us per list (${r.mean.toFixed(0)} actions on average)`);
}
