// Hacienda 2026 benchmarks (npm run bench): random games per second through the public API on
// one core, per mode, layout and player count, and the time to list legal actions mid-game.
// Usage: node bench/h2026.js [seconds]
import * as api from '../dist/api.js';
import * as rng from '../dist/engine/rng.js';
import { gamesLine, listingLine, randomGames, seatNames } from './random-games.js';

const seconds = Number(process.argv[2] ?? 2);
const { gamesPerSecond, legalActionsTime } = randomGames({ api, rng, runs: 3, seconds });
const h2026 = (players, mode, layout) => (seed) => api.newGame('2026', { players: seatNames(players), seed, mode, layout });

console.log(`hacienda 2026 benchmarks: node ${process.version}, best of 3 runs of ${seconds} s per figure, one core`);
for (const [players, mode, layout] of [
  [2, 'basic', 'standard'],
  [4, 'basic', 'standard'],
  [4, 'hacienda', 'standard'],
  [4, 'hacienda', 'random'],
]) {
  console.log(gamesLine(`${players}-player games, ${mode} mode, ${layout} layout`, gamesPerSecond(h2026(players, mode, layout))));
}
// Mid-game positions of hacienda mode, the mode with more to list.
for (const players of [2, 4]) console.log(listingLine(players, legalActionsTime(h2026(players, 'hacienda', 'standard'))));
