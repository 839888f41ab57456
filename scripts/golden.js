// Golden data (test/fixtures/README.md, "Golden data"): plays the fixed seeded games of
// scripts/golden-play.js with the built program (dist/; run `npm run build` first) and compares
// them with test/fixtures/golden/<rules>.json, which test/rules/golden.test.ts checks.
//
//   node scripts/golden.js           prints what it would change (exit 1 when anything would)
//   node scripts/golden.js --write   writes the files
//
// Writing is a deliberate act: only after a rule change that is meant to change the games, said
// in the commit, with the first step that changed (printed here) checked against the rulebook.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as engine from '../dist/api.js';
import { nextInt, seedRng } from '../dist/engine/rng.js';
import { firstDifference, GOLDEN_GAMES, goldenEntry, goldenFileText, playGolden } from './golden-play.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'test', 'fixtures', 'golden');
const api = { ...engine, seedRng, nextInt };
const write = process.argv.includes('--write');
const unknown = process.argv.slice(2).filter((a) => a !== '--write');
if (unknown.length > 0) {
  console.error(`golden: unknown argument '${unknown[0]}' (usage: node scripts/golden.js [--write])`);
  process.exit(2);
}

let changes = 0;
for (const [rules, games] of Object.entries(GOLDEN_GAMES)) {
  const file = join(dir, `${rules}.json`);
  const old = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).games : [];
  const played = games.map((game) => playGolden(api, game));
  const text = goldenFileText(games.map((game, i) => goldenEntry(game, played[i])));
  games.forEach((game, i) => {
    const was = old.find((o) => o.name === game.name);
    const setup = was && JSON.stringify(Object.keys(game).map((k) => was[k])) === JSON.stringify(Object.values(game));
    const why = !was ? 'new' : !setup ? 'its setup changed' : firstDifference(was, played[i]);
    console.log(`golden: ${game.name}: ${why ?? `unchanged (${played[i].counts.length} steps)`}`);
  });
  for (const o of old) if (!games.some((g) => g.name === o.name)) console.log(`golden: ${o.name}: no longer played`);
  const same = existsSync(file) && readFileSync(file, 'utf8') === text;
  if (!same) changes++;
  if (!same && write) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, text);
    console.log(`golden: wrote ${file} (${text.length} bytes)`);
  }
}
if (changes === 0) console.log('golden: nothing to change');
else if (!write) {
  console.log(`golden: ${changes} file(s) would change; run with --write to write them`);
  process.exit(1);
}
