// Benchmarks (npm run bench): figures, not tests. Plays full random games through the public
// API on one core and times listing the legal actions.
//   node bench/run.js [map] [seconds]                 this tree's build (dist/)
//   node bench/run.js [map] [seconds] --base <ref>    next to <ref>, built in a temporary folder (bench/compare.js)
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compareWithBase, emitFigure, takeOption } from './compare.js';
import { classicBuild, gamesLine, listingLine, randomGames } from './random-games.js';

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
const { api, rng, map, classic } = await classicBuild(dist, mapName);
// A child of a comparison measures once; the comparison takes the best of its rounds.
const RUNS = figuresOnly ? 1 : 3;
const { gamesPerSecond, legalActionsTime } = randomGames({ api, rng, runs: RUNS, seconds });

if (figuresOnly) {
  for (const players of [2, 4]) {
    const r = gamesPerSecond(classic(players));
    emitFigure({ key: `games${players}`, label: `random ${players}-player games`, value: r.gps, unit: 'games/s', higherIsBetter: true });
  }
  for (const players of [2, 4]) {
    const r = legalActionsTime(classic(players));
    emitFigure({ key: `legal${players}`, label: `legal actions, mid-game ${players}-player`, value: r.us, unit: 'us per list', digits: 2 });
  }
  process.exit(0);
}
console.log(`hacienda benchmarks: node ${process.version}, map ${map.name}, best of ${RUNS} runs of ${seconds} s per figure, one core`);
for (const players of [2, 4]) console.log(gamesLine(`${players}-player games`, gamesPerSecond(classic(players))));
for (const players of [2, 4]) console.log(listingLine(players, legalActionsTime(classic(players))));
