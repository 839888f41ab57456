// Golden bot decisions (test/fixtures/README.md, "Golden bot decisions"): judges the positions of
// scripts/golden-bots-play.js with the built program (dist/; run `npm run build` first) and
// compares them with test/fixtures/golden/bots.json, which test/bots/golden-decisions.test.ts
// checks.
//
//   node scripts/golden-bots.js           prints the games whose decisions would change (exit 1 when any would)
//   node scripts/golden-bots.js --write   writes the file
//
// Writing is a deliberate act: only for a change meant to change how the bots play, said in the commit.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as engine from '../dist/api.js';
import { botByName } from '../dist/bots/index.js';
import { nextInt, seedRng } from '../dist/engine/rng.js';
import { GOLDEN_BOT_GAMES, goldenBotsText, judgeGolden } from './golden-bots-play.js';

const file = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'golden', 'bots.json');
const api = { ...engine, seedRng, nextInt, botByName };
const write = process.argv.includes('--write');
const unknown = process.argv.slice(2).filter((a) => a !== '--write');
if (unknown.length > 0) {
  console.error(`golden-bots: unknown argument '${unknown[0]}' (usage: node scripts/golden-bots.js [--write])`);
  process.exit(2);
}

const old = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).games : [];
const entries = GOLDEN_BOT_GAMES.map((game) => ({ name: game.name, positions: judgeGolden(api, game) }));
for (const e of entries) {
  const was = old.find((o) => o.name === e.name);
  const at = was ? e.positions.findIndex((p, i) => JSON.stringify(p) !== JSON.stringify(was.positions[i])) : -1;
  const why = !was ? 'new' : at >= 0 ? `step ${e.positions[at][0]} differs` : was.positions.length !== e.positions.length ? 'positions differ in number' : null;
  console.log(`golden-bots: ${e.name}: ${why ?? `unchanged (${e.positions.length} positions)`}`);
}
const text = goldenBotsText(entries);
const same = existsSync(file) && readFileSync(file, 'utf8') === text;
if (same) console.log('golden-bots: nothing to change');
else if (write) {
  writeFileSync(file, text);
  console.log(`golden-bots: wrote ${file} (${text.length} bytes)`);
} else {
  console.log('golden-bots: the file would change; run with --write to write it');
  process.exit(1);
}
