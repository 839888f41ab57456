// Golden games (test/fixtures/README.md, "Golden data"): fixed seeded games of each ruleset,
// played to the end through the public API, with what every step must show. Shared by
// scripts/golden.js, which writes the data from the built dist/, and test/rules/golden.test.ts,
// which checks it against src/; so both are handed the API instead of importing one.
import { createHash } from 'node:crypto';

const NAMES = ['Red', 'Blue', 'Green', 'Yellow', 'White'];

/** A perft at depth 2 at every step that is a multiple of this. */
export const PERFT_EVERY = 10;

/** The games, per data file: Classic on both boards, 2026 in every mode and layout, 2 to 5 players each. */
export const GOLDEN_GAMES = {
  classic: [
    ...[2, 3, 4, 5].map((players) => ({ rules: 'classic', players, board: 'symmetric' })),
    ...[2, 3, 4, 5].map((players) => ({ rules: 'classic', players, board: 'asymmetric' })),
  ].map((g) => ({ name: `classic ${g.board} ${g.players}p`, seed: `golden/classic/${g.board}/${g.players}`, ...g })),
  h2026: [
    ['basic', 'standard', 2],
    ['basic', 'random', 3],
    ['basic', 'custom', 4],
    ['basic', 'custom', 5],
    ['hacienda', 'random', 2],
    ['hacienda', 'custom', 3],
    ['hacienda', 'standard', 4],
    ['hacienda', 'standard', 5],
  ].map(([mode, layout, players]) => ({
    name: `2026 ${mode} ${layout} ${players}p`,
    seed: `golden/2026/${mode}/${layout}/${players}`,
    rules: '2026',
    players,
    mode,
    layout,
  })),
};

const hash16 = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The game's new state: its players by the fixed names, its seed, its board or its tiles' mode and layout. */
export function newGoldenGame(api, game) {
  const players = NAMES.slice(0, game.players);
  // The game's own options: a built-in board by name (Classic), or the tiles' mode and layout (2026).
  const own = game.board !== undefined ? { map: game.board } : { mode: game.mode, layout: game.layout };
  return api.newGame(game.rules, { ...own, players, seed: game.seed });
}

/**
 * The legal actions in notation, sorted by code unit: what is hashed, and what the seeded choice
 * picks from, so that listing the same actions in another order changes nothing.
 */
export function sortedLegal(api, state) {
  const listed = api.legalActions(state).map((action) => ({ action, text: api.formatAction(state, action) }));
  listed.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  for (let i = 1; i < listed.length; i++) {
    if (listed[i].text === listed[i - 1].text) throw new Error(`two legal actions print as '${listed[i].text}'`);
  }
  return listed;
}

/** The sum over the legal actions of the number of legal actions after each. */
function perft2(api, state, listed) {
  let sum = 0;
  for (const { action, text } of listed) {
    const r = api.applyAction(state, action);
    if (!r.ok) throw new Error(`the listed action '${text}' is rejected: ${r.message}`);
    sum += api.legalActions(r.state).length;
  }
  return sum;
}

/**
 * Plays `game` to its end (or for `limit` steps), choosing among the legal actions with a
 * generator seeded from the game's seed. Step i is the state after i actions: its number of
 * legal actions, the hash of those actions and the public JSON, and the action then taken.
 * `api`: newGame, legalActions, applyAction, isOver, formatAction, ruleset, canonicalJson (src/api),
 * seedRng, nextInt (engine/rng).
 */
export function playGolden(api, game, limit = 100_000) {
  const rules = api.ruleset(game.rules);
  const rng = api.seedRng(`${game.seed}/choice`);
  let state = newGoldenGame(api, game);
  const counts = [];
  const hashes = [];
  const taken = [];
  const perft = [];
  for (let step = 0; step < limit; step++) {
    const listed = sortedLegal(api, state);
    counts.push(listed.length);
    hashes.push(hash16(api.canonicalJson({ actions: listed.map((l) => l.text), state: rules.toPublicJson(state) })));
    if (step % PERFT_EVERY === 0) perft.push([step, perft2(api, state, listed)]);
    if (api.isOver(state) || listed.length === 0) break;
    const { action, text } = listed[api.nextInt(rng, listed.length)];
    const r = api.applyAction(state, action);
    if (!r.ok) throw new Error(`${game.name}, step ${step}: the listed action '${text}' is rejected: ${r.message}`);
    taken.push(text);
    state = r.state;
  }
  return { counts, hashes, taken, perft };
}

/** The data file entry of a played game: its setup and what every step showed. */
export function goldenEntry(game, played) {
  return { ...game, counts: played.counts, hashes: played.hashes, perft2: played.perft };
}

const before = (found, step) => (step === 0 ? 'at the start' : `after step ${step - 1}'s '${found.taken[step - 1]}'`);

/**
 * The first way in which a game `found` now differs from its data file entry `expected`, in one
 * line for people; undefined when it does not.
 */
export function firstDifference(expected, found) {
  const wantPerft = new Map(expected.perft2);
  const gotPerft = new Map(found.perft);
  const steps = Math.max(expected.counts.length, found.counts.length);
  for (let step = 0; step < steps; step++) {
    const want = expected.counts[step];
    const got = found.counts[step];
    if (want === undefined) return `the game ended at step ${step - 1} and now goes on (step ${step}: ${got} legal actions, ${before(found, step)})`;
    if (got === undefined) return `the game went on to step ${step} (${want} legal actions expected) and now ends at step ${step - 1}`;
    if (want !== got) return `step ${step}: ${want} legal actions expected, ${got} found (${before(found, step)})`;
    if (expected.hashes[step] !== found.hashes[step]) {
      return `step ${step}: ${got} legal actions as expected, but the actions or the state differ (hash ${expected.hashes[step]} expected, ${found.hashes[step]} found; ${before(found, step)})`;
    }
    if (wantPerft.get(step) !== gotPerft.get(step)) {
      return `step ${step}: perft at depth 2 ${wantPerft.get(step) ?? 'none'} expected, ${gotPerft.get(step) ?? 'none'} found (${before(found, step)})`;
    }
  }
  return undefined;
}

/** A data file's text: the games one to a block, each array on one line, so a diff shows which game changed. */
export function goldenFileText(entries) {
  const head = { format: 'hacienda-golden', version: 1, perftEvery: PERFT_EVERY, made: 'node scripts/golden.js --write (test/fixtures/README.md)' };
  const game = (e) =>
    '    {\n' +
    Object.entries(e)
      .map(([k, v]) => `      ${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(',\n') +
    '\n    }';
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${top},\n  "games": [\n${entries.map(game).join(',\n')}\n  ]\n}\n`;
}
