// Random games through the public API, for bench/run.js (Classic) and bench/h2026.js: how many a
// second one core plays, and how long listing the legal actions takes in mid-game positions. A
// game is given as `start(seed)`, a new state, so that each benchmark says which game and board.

const now = () => Number(process.hrtime.bigint()) / 1e6;

/** The names of a game's first `players` seats. */
export const seatNames = (players) => ['Red', 'Blue', 'Green', 'Yellow', 'White'].slice(0, players);

/**
 * The build whose dist folder is at the file URL `dist`: its public API, its generator module, the
 * Classic board `mapName`, and `classic(players)`, which makes a new game of that many seats on it
 * from a seed (a `start` for the functions below).
 */
export async function classicBuild(dist, mapName = 'symmetric') {
  const api = await import(`${dist}/api.js`);
  const rng = await import(`${dist}/engine/rng.js`);
  const { classicBoard } = await import(`${dist}/games/classic/boards/index.js`);
  const map = classicBoard(mapName);
  return { api, rng, map, classic: (players) => (seed) => api.newGame('classic', { players: seatNames(players), seed, map }) };
}

/**
 * The game `start(seed)` played to its end on the build whose public API is `api` and generator
 * module `rng`, with random legal actions drawn from `draws` (a generator seed): its actions.
 * Each state met before the end goes on `trail` when one is given.
 */
export function playRandomGame({ api, rng }, start, seed, draws = `bench/${seed}`, trail = null) {
  let state = start(seed);
  const r = rng.seedRng(draws);
  let steps = 0;
  while (!api.isOver(state)) {
    trail?.push(state);
    const actions = api.legalActions(state);
    const result = api.applyAction(state, actions[rng.nextInt(r, actions.length)]);
    if (!result.ok) throw new Error(result.message);
    state = result.state;
    steps++;
  }
  return steps;
}

/** The benchmarks on the build whose public API is `api` and generator module `rng`, each figure the best of `runs` runs of `seconds`. */
export function randomGames({ api, rng, runs, seconds }) {
  const { legalActions } = api;
  const play = (start, seed, draws, trail) => playRandomGame({ api, rng }, start, seed, draws, trail);

  /** The best of the runs: the figure least disturbed by whatever else the machine does. */
  function best(run, better) {
    let result = run();
    for (let i = 1; i < runs; i++) {
      const r = run();
      if (better(r, result)) result = r;
    }
    return result;
  }

  /** Games a second, with the games played, actions a game and time a list-and-apply step. */
  function gamesPerSecond(start) {
    for (let i = 0; i < 20; i++) play(start, `warm${i}`); // let the JIT settle
    return best(
      () => {
        const t0 = now();
        let games = 0;
        let steps = 0;
        while (now() - t0 < seconds * 1000) steps += play(start, games++);
        const ms = now() - t0;
        return { games, gps: (games * 1000) / ms, stepUs: (ms * 1000) / steps, steps: steps / games };
      },
      (a, b) => a.gps > b.gps,
    );
  }

  /** Microseconds a list of the legal actions takes in 200 mid-game positions (each the middle of a random game), and their mean count. */
  function legalActionsTime(start) {
    const positions = [];
    for (let g = 0; positions.length < 200; g++) {
      const trail = [];
      play(start, `mid${g}`, `mid/${g}`, trail);
      positions.push(trail[Math.floor(trail.length / 2)]);
    }
    return best(
      () => {
        let n = 0;
        let total = 0;
        const t0 = now();
        while (now() - t0 < seconds * 1000) {
          for (const p of positions) total += legalActions(p).length;
          n += positions.length;
        }
        const ms = now() - t0;
        return { us: (ms * 1000) / n, mean: total / n };
      },
      (a, b) => a.us < b.us,
    );
  }

  return { gamesPerSecond, legalActionsTime };
}

/** The line a games-per-second figure is printed as. */
export function gamesLine(what, r) {
  return `  random ${what}: ${r.gps.toFixed(0)} games/s (${r.games} games, ${r.steps.toFixed(0)} actions/game, ${r.stepUs.toFixed(2)} us per list+apply step)`;
}

/** The line a listing figure is printed as. */
export function listingLine(players, r) {
  return `  legal actions, mid-game ${players}-player: ${r.us.toFixed(2)} us per list (${r.mean.toFixed(0)} actions on average)`;
}
