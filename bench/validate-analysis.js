// The coach's validation (docs/analysis.md, "It must be right"): figures, not tests. Analyses
// every record of the folders given twice, with two seeds, through the built binary, and prints:
// the rate of mistakes and blunders per judged action of each bot level, how often the `??` marks
// of the two seeds agree, and each seat's luck over the games (mean and spread). Each record's
// result is appended to <out> as it comes, so that a long run can be summarised part way
// (`--summarise` reads <out> only).
//   node bench/validate-analysis.js <out.jsonl> <folder of records>... [--think <ms>] [--seeds a,b] [--workers n]
//   node bench/validate-analysis.js <out.jsonl> --summarise
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { takeOption } from './compare.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { value: think = '100', rest: a1 } = takeOption(process.argv.slice(2), '--think');
const { value: seedList = 'one,two', rest: a2 } = takeOption(a1, '--seeds');
const { value: workers = '2', rest: args } = takeOption(a2, '--workers');
const [out, ...folders] = args;
if (!out) throw new Error('usage: node bench/validate-analysis.js <out.jsonl> <folder>... | --summarise');
const seeds = seedList.split(',');

function analyse(file, seed) {
  const r = spawnSync(process.execPath, [join(root, 'bin/hacienda.js'), 'analyze', file, '--json', '--think', think, '--seed', seed, '--workers', workers], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (r.status !== 0) throw new Error(`analyze ${file} failed (${r.status}): ${r.stderr}`);
  const a = JSON.parse(r.stdout);
  return { players: a.players, actions: a.actions.map((x) => ({ player: x.player, mark: x.mark, judged: x.judged })) };
}

if (!folders.includes('--summarise')) {
  const done = new Set(
    existsSync(out)
      ? readFileSync(out, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l).file)
      : [],
  );
  // The folders in turns (a game of each, then the next of each), so that a run cut short has figures for every folder.
  const lists = folders.map((folder) =>
    readdirSync(folder)
      .filter((f) => /^[^.]+\.json$/.test(f))
      .sort()
      .map((name) => ({ folder, name })),
  );
  const queue = Array.from({ length: Math.max(...lists.map((l) => l.length)) }, (_, i) => lists.map((l) => l[i]).filter(Boolean)).flat();
  for (const { folder, name } of queue) {
    {
      const file = join(folder, name);
      if (done.has(file)) continue;
      const record = JSON.parse(readFileSync(file, 'utf8'));
      const t0 = performance.now();
      const runs = seeds.map((seed) => analyse(file, seed));
      const line = {
        file,
        group: basename(folder),
        ruleset: record.ruleset,
        bots: record.seats.map((s) => s.bot ?? 'human'),
        runs,
        ms: performance.now() - t0,
      };
      appendFileSync(out, JSON.stringify(line) + '\n');
      console.error(`${file}: ${record.actions.length} actions, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
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
console.log(`coach validation: ${lines.length} games, --think ${think}, seeds ${seeds.join(' and ')}`);
for (const group of [...new Set(lines.map((l) => l.group))]) {
  const games = lines.filter((l) => l.group === group);
  const byLevel = new Map();
  let both = 0;
  let either = 0;
  let firstKept = 0;
  let first = 0;
  const luck = [[], []];
  for (const g of games) {
    for (const [k, run] of g.runs.entries()) {
      for (const p of run.players) {
        const name = level(g.bots[p.seat]);
        const c = byLevel.get(name) ?? { actions: 0, mistakes: 0, blunders: 0, inaccuracies: 0 };
        c.actions += p.actions;
        c.mistakes += p.mistakes;
        c.blunders += p.blunders;
        c.inaccuracies += p.inaccuracies;
        byLevel.set(name, c);
        if (k === 0 && p.seat < 2) luck[p.seat].push(p.luck);
      }
    }
    const [a, b] = g.runs;
    if (!b) continue;
    a.actions.forEach((x, i) => {
      const y = b.actions[i];
      const inA = x.mark === '??';
      const inB = y.mark === '??';
      if (inA && inB) both++;
      if (inA || inB) either++;
      if (inA) {
        first++;
        if (inB) firstKept++;
      }
    });
  }
  console.log(`  ${group} (${games.length} games):`);
  for (const [name, c] of byLevel) {
    const rate = (n) => `${((100 * n) / Math.max(1, c.actions)).toFixed(1)}%`;
    console.log(
      `    ${name.padEnd(8)} ${String(c.actions / games[0].runs.length).padStart(6)} actions judged per seed; per action: mistakes+blunders ${rate(c.mistakes + c.blunders)} (mistakes ${rate(c.mistakes)}, blunders ${rate(c.blunders)}), inaccuracies ${rate(c.inaccuracies)}`,
    );
  }
  if (either > 0)
    console.log(
      `    ?? marks of the two seeds: ${((100 * both) / either).toFixed(1)}% the same (${both} of ${either} marked by either); of the first seed's ${first}, ${((100 * firstKept) / Math.max(1, first)).toFixed(1)}% kept by the second`,
    );
  for (const seat of [0, 1]) {
    if (luck[seat].length)
      console.log(
        `    luck of seat ${seat + 1}: mean ${(100 * mean(luck[seat])).toFixed(1)}%, spread (sd) ${(100 * spread(luck[seat])).toFixed(1)}% over ${luck[seat].length} games`,
      );
  }
}
