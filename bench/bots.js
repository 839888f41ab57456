// Bot benchmarks (npm run bench:bots): figures, not tests. On one core: strong's search
// iterations per second in mid-game positions, the cost of dealing the hidden cards, greedy's
// time per decision, how closely strong keeps to its time budget, and the speed of Classic's
// playouts: the bots' own (the knowledge's rollout) against the engine's apply in the same games;
// and strong's search in Hacienda 2026.
// Usage: node bench/bots.js [map] [ms per search] [dist folder]
//        node bench/bots.js [map] [ms per search] --base <ref>   search iterations per second next to <ref> (bench/compare.js)
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compareWithBase, emitFigure, takeOption } from './compare.js';
import { seatNames } from './random-games.js';

const { value: baseRef, rest: afterBase } = takeOption(process.argv.slice(2), '--base');
const { value: distOption, rest: afterDist } = takeOption(afterBase, '--dist');
const figuresOnly = afterDist.includes('--figures');
const positional = afterDist.filter((a) => a !== '--figures');
const mapName = positional[0] ?? 'symmetric';
const thinkMs = Number(positional[1] ?? 1000);
if (baseRef) {
  compareWithBase({
    script: fileURLToPath(import.meta.url),
    args: [mapName, String(thinkMs)],
    ref: baseRef,
    title: `strong's search, map ${mapName}, one core`,
  });
  process.exit(0);
}
const dist = pathToFileURL(resolve(distOption ?? positional[2] ?? new URL('../dist', import.meta.url).pathname)).href;
const { newGame, applyAction, isOver, currentPlayer, playerView, ruleset } = await import(`${dist}/api.js`);
const { botByName } = await import(`${dist}/bots/index.js`);
const { classicBoard: loadMap } = await import(`${dist}/games/classic/boards/index.js`);
const { seedRng } = await import(`${dist}/engine/rng.js`);
const { classicKnowledge } = await import(`${dist}/games/classic/bots/knowledge.js`);
const { PolicyWork, playoutAction } = await import(`${dist}/games/classic/bots/policy.js`);

const map = loadMap(mapName);
const clock = () => performance.now();

/**
 * Positions about halfway through greedy games (greedy plays like a person, random does not), of
 * Classic on the chosen board, or of Hacienda 2026 (`rules` '2026', the standard layout).
 */
function midGame(players, count, rules = 'classic') {
  const greedy = botByName('greedy');
  const out = [];
  for (let g = 0; out.length < count; g++) {
    const options = { players: seatNames(players), seed: `bench-mid/${players}/${g}` };
    let state = newGame(rules, rules === 'classic' ? { ...options, map } : options);
    const rng = seedRng(`bench-mid/${g}`);
    const trail = [];
    while (!isOver(state)) {
      trail.push(state);
      const seat = currentPlayer(state);
      state = applyAction(state, greedy.decide(playerView(state, seat), seat, { rng })).state;
    }
    // The middle: in Classic the first position with the second animal stack in play, if the game got there.
    const second = rules === 'classic' ? trail.findIndex((s) => s.stack === 2) : -1;
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

/** Strong's search in Hacienda 2026 (its own rules and knowledge, the standard layout, basic mode). */
function search2026(players) {
  const positions = midGame(players, 8, '2026');
  searchSpeed(positions.slice(0, 2), 200); // warm up the JIT
  return searchSpeed(positions, thinkMs);
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

/**
 * CPU microseconds per call of each step over its items: the best of five rounds of about 300 ms,
 * the steps taking turns, so that the other work on a shared machine weighs on all of them alike.
 */
function cpuMicros(measures) {
  const best = measures.map(() => Infinity);
  for (let round = 0; round < 5; round++) {
    for (const [k, [items, step]] of measures.entries()) {
      let calls = 0;
      const t0 = clock();
      const cpu0 = process.cpuUsage();
      while (clock() - t0 < 300) {
        for (const item of items) step(item);
        calls += items.length;
      }
      const cpu = process.cpuUsage(cpu0);
      best[k] = Math.min(best[k], (cpu.user + cpu.system) / calls);
    }
  }
  return best;
}

/**
 * Playouts to the end from the positions (their hidden cards dealt, as strong deals them), with the
 * same random choices: the knowledge's rollout (what strong plays), and each step the policy's
 * choice applied by the engine's applyAction. In CPU microseconds per playout action; also the
 * policy and the engine's applyAction alone, over the positions of those games.
 */
function playoutSpeed(positions) {
  const r = ruleset('classic');
  const dealt = positions.map((s, i) => r.determinize(playerView(s, currentPlayer(s)), currentPlayer(s), seedRng(`deal/${i}`)));
  const work = new PolicyWork();
  const knowledge = classicKnowledge();
  const steps = [];
  const engineRollout = (state, rng, keep) => {
    let actions = 0;
    while (!isOver(state) && actions < 2000) {
      const action = playoutAction(state, rng, 0.15, work);
      if (keep) steps.push({ state, action });
      state = applyAction(state, action).state;
      actions++;
    }
    return { state, actions };
  };
  const games = dealt.map((s, i) => ({ s, i, ...engineRollout(s, seedRng(`playout/${i}`), true) }));
  for (const g of games) {
    const end = knowledge.rollout(g.s, seedRng(`playout/${g.i}`), 0.15, 0, true, 2000);
    if (JSON.stringify(end.players) !== JSON.stringify(g.state.players)) throw new Error('the two playouts differ');
  }
  const actions = games.reduce((a, g) => a + g.actions, 0);
  const [rollout, viaEngine, policy, apply] = cpuMicros([
    [games, (g) => knowledge.rollout(g.s, seedRng(`playout/${g.i}`), 0.15, 0, true, 2000)],
    [games, (g) => engineRollout(g.s, seedRng(`playout/${g.i}`), false)],
    [steps, (x) => playoutAction(x.state, seedRng(1), 0.15, work)],
    [steps, (x) => applyAction(x.state, x.action)],
  ]);
  const perAction = (us) => (us * games.length) / actions;
  return { rollout: perAction(rollout), viaEngine: perAction(viaEngine), policy, apply };
}

if (figuresOnly) {
  for (const players of [2, 4]) {
    const positions = midGame(players, 8);
    searchSpeed(positions.slice(0, 2), 200); // warm up the JIT
    const s = searchSpeed(positions, thinkMs);
    emitFigure({
      key: `search${players}`,
      label: `strong, mid-game ${players}-player`,
      value: s.perCpuSecond,
      unit: 'iterations per CPU second',
      higherIsBetter: true,
    });
  }
  for (const players of [2, 4]) {
    const s = search2026(players);
    emitFigure({
      key: `search2026-${players}`,
      label: `strong, Hacienda 2026, mid-game ${players}-player`,
      value: s.perCpuSecond,
      unit: 'iterations per CPU second',
      higherIsBetter: true,
    });
  }
  process.exit(0);
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
  const p = playoutSpeed(positions);
  console.log(
    `  playouts to the end, mid-game ${players}-player, CPU us per action: the bots' rollout ${p.rollout.toFixed(2)}, ` +
      `the policy's choices applied by applyAction ${p.viaEngine.toFixed(2)}; alone: the policy ${p.policy.toFixed(2)}, applyAction ${p.apply.toFixed(2)}`,
  );
}
for (const players of [2, 4]) {
  const s = search2026(players);
  console.log(
    `  strong, Hacienda 2026, mid-game ${players}-player, ${thinkMs} ms per decision: ${s.perSecond.toFixed(0)} search iterations/s ` +
      `(${s.perCpuSecond.toFixed(0)} per second of CPU time; ${s.perDecision.toFixed(0)} per decision)`,
  );
}
