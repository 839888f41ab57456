// The coach's validation (docs/analysis.md, "It must be right"): figures, not tests.
//
// Makes the games, if they are not there yet: 20 seeded games of strong (100 ms) against each
// group's other level (random, greedy or strong, which also thinks 100 ms), 2 players or as the
// group says (`-4p`: four seats, strong and the other taking turns), in both games, with
// `hacienda arena --records` on `--workers` threads, into <games>/<group> (a group is
// <rules>-<other>[-<n>p]). Analyses every record with the first seed through the built binary,
// and judges again with the second seed (through the built code, dist/coach) the actions the
// first put at `--again` (default: half) of a blunder's loss or more; with `--whole`, the second
// seed analyses the whole game too (to check that an action below that is a blunder under no
// seed). Prints the rate of mistakes and blunders per judged action of each bot level, how often
// the `??` marks of the two seeds agree (and every mark, for games analysed whole twice), and each
// seat's luck over the games (mean and spread), each level's accuracy (mean over its seats, and
// its spread), and the share of each level's marks that fall in the second half of its games.
// `--one-seed` judges with the first seed alone. Each record's result is appended to <out> as it
// comes, so that a long run can be stopped and taken up again, and summarised part way.
//   node bench/validate-analysis.js <out.jsonl> --games <folder> [--think <ms>] [--seeds a,b] [--workers n] [--bin <hacienda.js>] [--groups classic-random,...] [--whole] [--again <share>] [--count <games>] [--one-seed]
// With `--turns-only`, only the turns are judged (with both seeds, through dist/coach): their judging
// does not depend on --think, and takes a few seconds a game.
//   node bench/validate-analysis.js <out.jsonl> --summarise
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { takeOption } from './compare.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { value: think = '100', rest: a1 } = takeOption(process.argv.slice(2), '--think');
const { value: seedList = 'one,two', rest: a2 } = takeOption(a1, '--seeds');
const { value: workers = '1', rest: a3 } = takeOption(a2, '--workers');
const { value: bin = join(root, 'bin/hacienda.js'), rest: a4 } = takeOption(a3, '--bin');
const { value: gamesDir, rest: a5 } = takeOption(a4, '--games');
const { value: groupList, rest: args } = takeOption(a5, '--groups');
const { value: again = '0.5', rest: a6 } = takeOption(args, '--again');
const { value: count = '20', rest: a7 } = takeOption(a6, '--count');
const [out, ...flags] = a7;
const whole = flags.includes('--whole');
const turnsOnly = flags.includes('--turns-only');
const oneSeed = flags.includes('--one-seed');
if (!out || (!gamesDir && !flags.includes('--summarise')))
  throw new Error('usage: node bench/validate-analysis.js <out.jsonl> --games <folder> [options] | <out.jsonl> --summarise');
const seeds = seedList.split(',');
const GROUPS = groupList
  ? groupList.split(',')
  : ['random', 'greedy', 'strong'].flatMap((other) => ['classic', '2026'].flatMap((rules) => [`${rules}-${other}`, `${rules}-${other}-4p`]));
const GAMES = Number(count);

function hacienda(argv) {
  const r = spawnSync(process.execPath, [bin, ...argv], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`hacienda ${argv.join(' ')} failed (${r.status}): ${r.stderr}`);
  return r.stdout;
}

/** The games of a group, made once (the same seed each time; strong's clock makes them differ a little from run to run). */
function makeGames(group) {
  const folder = join(gamesDir, group);
  if (existsSync(folder) && readdirSync(folder).filter((f) => /^arena-\d+\.json$/.test(f)).length >= GAMES) return folder;
  mkdirSync(folder, { recursive: true });
  const [rules, other, seats = '2p'] = group.split('-');
  console.error(`making ${GAMES} games of ${group} in ${folder}`);
  hacienda([
    'arena',
    '--rules',
    rules,
    '--players',
    seats.replace('p', ''),
    '--bots',
    `strong:100,${other === 'strong' ? 'strong:100' : other}`,
    '--games',
    String(GAMES),
    '--seed',
    'val16',
    '--records',
    folder,
    '--quiet',
    '--workers',
    workers,
  ]);
  return folder;
}

function analyse(file, seed) {
  const a = JSON.parse(hacienda(['analyze', file, '--json', '--think', think, '--seed', seed, '--workers', workers]));
  const brief = (x) => ({ player: x.player, mark: x.mark, loss: x.loss, pointsLoss: x.pointsLoss, deeper: x.deeper, judged: x.judged });
  return { players: a.players, thresholds: a.thresholds, actions: a.actions.map(brief), turns: (a.turns ?? []).map(brief) };
}

/**
 * The second seed's marks, judged again only where the first seed's loss came near a blunder's:
 * the actions below stay unmarked (`again: false`). Through the built code, in this thread.
 */
async function judgedAgain(file, first) {
  const dist = join(dirname(bin), '..', 'dist');
  const { analyseStep } = await import(join(dist, 'coach/analysis.js'));
  const { loadRecord } = await import(join(dist, 'records/read.js'));
  const { replayRecord } = await import(join(dist, 'records/replay.js'));
  const record = loadRecord(file);
  const { steps } = replayRecord(record);
  const names = record.seats.map((s) => s.name);
  const settings = { seed: seeds[1], iterations: Number(think) * 2, deepIterations: 16_000, seat: null };
  const from = Number(again) * first.thresholds.blunder;
  const actions = first.actions.map((x, i) => {
    if (!x.judged || x.loss < from) return { ...x, mark: null, again: false };
    const y = analyseStep(steps[i], settings, names);
    return { player: y.player, mark: y.mark, loss: y.loss, judged: y.judged, again: true };
  });
  return { players: null, thresholds: first.thresholds, actions, turns: [], partial: true };
}

/** Only the turns, with each seed (as the analysis would judge them). */
async function turnsAlone(file) {
  const dist = join(dirname(bin), '..', 'dist');
  const { analyseTurn, turnsOf } = await import(join(dist, 'coach/turn.js'));
  const { markScaleOf, thresholdsOf } = await import(join(dist, 'coach/marks.js'));
  const { loadRecord } = await import(join(dist, 'records/read.js'));
  const { replayRecord } = await import(join(dist, 'records/replay.js'));
  const record = loadRecord(file);
  const { steps, initial } = replayRecord(record);
  const names = record.seats.map((s) => s.name);
  const brief = (x) => ({ player: x.player, mark: x.mark, loss: x.loss, judged: x.judged });
  return seeds.map((seed) => ({
    players: [],
    thresholds: thresholdsOf(markScaleOf(initial)),
    actions: [],
    turns: turnsOf(steps).map((t) => brief(analyseTurn(steps.slice(t.from - 1, t.to), { seed, seat: null }, names))),
  }));
}

if (gamesDir) {
  const done = new Set(
    existsSync(out)
      ? readFileSync(out, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l).file)
      : [],
  );
  const lists = GROUPS.map((group) => {
    const folder = makeGames(group);
    return readdirSync(folder)
      .filter((f) => /^arena-\d+\.json$/.test(f))
      .sort()
      .map((name) => ({ group, file: join(folder, name) }));
  });
  // The groups in turns (a game of each, then the next of each), so that a run cut short has figures for every group.
  const queue = Array.from({ length: Math.max(...lists.map((l) => l.length)) }, (_, i) => lists.map((l) => l[i]).filter(Boolean)).flat();
  for (const { group, file } of queue) {
    if (done.has(file)) continue;
    const record = JSON.parse(readFileSync(file, 'utf8'));
    const t0 = performance.now();
    const first = turnsOnly ? null : analyse(file, seeds[0]);
    const second = () => (whole ? analyse(file, seeds[1]) : judgedAgain(file, first));
    const runs = first === null ? await turnsAlone(file) : oneSeed ? [first] : [first, await second()];
    const line = { file, group, ruleset: record.ruleset, bots: record.seats.map((s) => s.bot ?? 'human'), runs, ms: performance.now() - t0 };
    appendFileSync(out, JSON.stringify(line) + '\n');
    console.error(`${file}: ${record.actions.length} actions, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
}

// The figures.
const lines = readFileSync(out, 'utf8')
  .trim()
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const mean = (xs) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const spread = (xs) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
const level = (bot) => bot.replace(/:\d+$/, '');
const pct = (n, d) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;

/** How often two runs' marks agree: of the items either marked (`??` only, or any mark), those both marked alike. */
function agreement(pairs, only) {
  let both = 0;
  let either = 0;
  for (const [x, y] of pairs) {
    const inX = only ? x.mark === only : x.mark !== null;
    const inY = only ? y.mark === only : y.mark !== null;
    if (inX || inY) either++;
    if (inX && inY && x.mark === y.mark) both++;
  }
  return { both, either };
}

const all = { blunders: [], marks: [] };
console.log(`coach validation: ${lines.length} games, --think ${think}, seeds ${seeds.join(' and ')}`);
for (const group of [...new Set(lines.map((l) => l.group))]) {
  const games = lines.filter((l) => l.group === group);
  const byLevel = new Map();
  const accuracy = new Map();
  const halves = new Map();
  const luck = [[], []];
  const pairs = { blunders: [], actions: [], turns: [] };
  let missed = 0;
  let wholeGames = 0;
  for (const g of games) {
    {
      const run = g.runs[0];
      for (const kind of ['actions', 'turns']) {
        for (const x of run[kind] ?? []) {
          if (!x.judged) continue;
          const name = level(g.bots[x.player]);
          const c = byLevel.get(name) ?? { actions: { n: 0, '?!': 0, '?': 0, '??': 0 }, turns: { n: 0, '?!': 0, '?': 0, '??': 0 } };
          c[kind].n++;
          if (x.mark) c[kind][x.mark]++;
          byLevel.set(name, c);
        }
      }
      for (const p of run.players) if (p.seat < 2) luck[p.seat].push(p.luck);
      for (const p of run.players) accuracy.set(level(g.bots[p.seat]), [...(accuracy.get(level(g.bots[p.seat])) ?? []), p.accuracy]);
      run.actions.forEach((x, i) => {
        if (!x.judged || !x.mark) return;
        const h = halves.get(level(g.bots[x.player])) ?? { marks: 0, late: 0 };
        h.marks++;
        if (i >= run.actions.length / 2) h.late++;
        halves.set(level(g.bots[x.player]), h);
      });
    }
    const [a, b] = g.runs;
    if (!b) continue;
    a.actions.forEach((x, i) => pairs.blunders.push([x, b.actions[i]]));
    if (b.partial) continue;
    // Analysed whole twice: every mark compared, and whether judging again only near a blunder would have missed one.
    for (const kind of ['actions', 'turns']) (a[kind] ?? []).forEach((x, i) => b[kind][i] && pairs[kind].push([x, b[kind][i]]));
    a.actions.forEach((x, i) => {
      if (x.judged && x.loss < Number(again) * a.thresholds.blunder && b.actions[i].mark === '??') missed++;
    });
    wholeGames++;
  }
  const t = games[0].runs[0].thresholds;
  console.log(`  ${group} (${games.length} games${t ? `; marks from ${t.inaccuracy}, ${t.mistake}, ${t.blunder}` : ''}):`);
  for (const [name, c] of byLevel) {
    const a = c.actions;
    const tu = c.turns;
    const actions = a.n
      ? ` ${String(a.n).padStart(5)} actions: mistakes+blunders ${pct(a['?'] + a['??'], a.n)} (? ${pct(a['?'], a.n)}, ?? ${pct(a['??'], a.n)}), ?! ${pct(a['?!'], a.n)}`
      : '';
    const turns = tu.n ? ` ${tu.n} turns: mistakes+blunders ${pct(tu['?'] + tu['??'], tu.n)} (?? ${pct(tu['??'], tu.n)}), ?! ${pct(tu['?!'], tu.n)}` : '';
    console.log(`    ${name.padEnd(7)}${actions}${actions && turns ? ';' : ''}${turns}`);
  }
  for (const [name, xs] of accuracy) {
    const h = halves.get(name) ?? { marks: 0, late: 0 };
    console.log(
      `    ${name.padEnd(7)} accuracy ${mean(xs).toFixed(1)} (sd ${spread(xs).toFixed(1)}, ${xs.length} seats); marks in the games' second half: ${pct(h.late, h.marks)} of ${h.marks}`,
    );
  }
  const bl = agreement(pairs.blunders, '??');
  const any = agreement(pairs.actions, null);
  all.blunders.push(bl);
  all.marks.push(any);
  if (pairs.blunders.length) console.log(`    the two seeds: ?? the same in ${pct(bl.both, bl.either)} (${bl.both} of ${bl.either} marked ?? by either)`);
  if (wholeGames && any.either)
    console.log(
      `    ${wholeGames} games analysed whole with both seeds: every mark the same in ${pct(any.both, any.either)} (${any.both} of ${any.either}); ?? of the second seed where the first's loss was under ${again} of a blunder's: ${missed}`,
    );
  if (pairs.turns.length) {
    const tb = agreement(pairs.turns, null);
    console.log(`    turns: every mark the same in ${pct(tb.both, tb.either)} (${tb.both} of ${tb.either})`);
  }
  for (const seat of [0, 1])
    if (luck[seat].length)
      console.log(
        `    luck of seat ${seat + 1}: mean ${(100 * mean(luck[seat])).toFixed(1)}%, spread (sd) ${(100 * spread(luck[seat])).toFixed(1)}% over ${luck[seat].length} games`,
      );
}
const sum = (xs, f) => xs.reduce((s, x) => s + x[f], 0);
console.log(
  `  altogether: ?? the same in ${pct(sum(all.blunders, 'both'), sum(all.blunders, 'either'))} (${sum(all.blunders, 'both')} of ${sum(all.blunders, 'either')}); every mark in ${pct(sum(all.marks, 'both'), sum(all.marks, 'either'))}`,
);
