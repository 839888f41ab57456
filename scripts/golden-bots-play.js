// Golden bot decisions (test/fixtures/README.md, "Golden bot decisions"): positions of the golden
// games (scripts/golden-play.js) and what every bot level decides there for a fixed generator
// and a budget in iterations. A change meant to keep the bots' play (a refactor, a speed-up) must
// keep every line; a change meant to change their play rewrites the file on purpose. Shared by
// scripts/golden-bots.js (the built dist/) and test/bots/golden-decisions.test.ts (src/), so both
// are handed the API.
import { GOLDEN_GAMES, newGoldenGame, sortedLegal } from './golden-play.js';

/** A position every this many steps of each golden game, from step `FIRST`. */
export const EVERY = 29;
export const FIRST = 3;

/** Strong's budget at every position, and at the few positions where a long search widens its root. */
export const ITERATIONS = 160;
export const LONG_ITERATIONS = 3600;

const LEVELS = ['random', 'greedy', 'planner'];

/** The golden games whose positions are judged (every one of both data files). */
export const GOLDEN_BOT_GAMES = Object.values(GOLDEN_GAMES).flat();

/**
 * Plays `game` as scripts/golden-play.js does (the same choices) and judges every EVERY-th
 * position: one line `[step, seat, random, greedy, planner, strong, visits]` with each decision in
 * notation and the visits of strong's root candidates, most visited first. `long` positions (one
 * in a Classic game of 2 players) judge strong at LONG_ITERATIONS too, as a last field.
 * `api`: newGame, legalActions, applyAction, isOver, formatAction, currentPlayer, playerView
 * (src/api), seedRng, nextInt (engine/rng), botByName (bots).
 */
export function judgeGolden(api, game) {
  const rng = api.seedRng(`${game.seed}/choice`);
  let state = newGoldenGame(api, game);
  const strong = api.botByName('strong', { budget: { iterations: ITERATIONS } });
  const lines = [];
  for (let step = 0; !api.isOver(state); step++) {
    const listed = sortedLegal(api, state);
    if (step >= FIRST && (step - FIRST) % EVERY === 0) {
      const seat = api.currentPlayer(state);
      const view = api.playerView(state, seat);
      const at = (level) => api.seedRng(`golden-bots/${game.seed}/${step}/${level}`);
      const line = [step, seat, ...LEVELS.map((level) => api.formatAction(state, api.botByName(level).decide(view, seat, { rng: at(level) })))];
      const r = strong.report(view, seat, { rng: at('strong') });
      line.push(api.formatAction(state, r.action), r.candidates.map((c) => c.visits).join(' '));
      if (game.rules === 'classic' && game.players === 2 && step === FIRST + EVERY) {
        const long = strong.report(view, seat, { rng: at('strong-long'), budget: { iterations: LONG_ITERATIONS } });
        line.push(`${api.formatAction(state, long.action)} / ${long.candidates.length} / ${long.candidates.map((c) => c.visits).join(' ')}`);
      }
      lines.push(line);
    }
    const { action } = listed[api.nextInt(rng, listed.length)];
    const r = api.applyAction(state, action);
    if (!r.ok) throw new Error(`${game.name}, step ${step}: a listed action is rejected: ${r.message}`);
    state = r.state;
  }
  return lines;
}

/** The data file's text: one game to a block, one position to a line, so a diff shows which changed. */
export function goldenBotsText(entries) {
  const head = {
    format: 'hacienda-golden-bots',
    version: 1,
    every: EVERY,
    first: FIRST,
    iterations: ITERATIONS,
    longIterations: LONG_ITERATIONS,
    made: 'node scripts/golden-bots.js --write (test/fixtures/README.md)',
  };
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  const game = (e) =>
    `    {\n      "name": ${JSON.stringify(e.name)},\n      "positions": [\n${e.positions.map((p) => `        ${JSON.stringify(p)}`).join(',\n')}\n      ]\n    }`;
  return `${top},\n  "games": [\n${entries.map(game).join(',\n')}\n  ]\n}\n`;
}
