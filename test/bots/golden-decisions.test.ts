/**
 * Golden bot decisions (test/fixtures/README.md): at positions of the golden games, every level's
 * decision (and strong's root visits) for a fixed generator and a budget in iterations must be
 * what test/fixtures/golden/bots.json holds. A refactor or a speed-up of the rules or the bots
 * keeps them all; a change meant to change the bots' play rewrites the file on purpose
 * (`node scripts/golden-bots.js --write`).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as engine from '../../src/api.js';
import { botByName } from '../../src/bots/index.js';
import { nextInt, seedRng } from '../../src/engine/rng.js';
import { GOLDEN_BOT_GAMES, goldenBotsText, judgeGolden, type GoldenBotsLine } from '../../scripts/golden-bots-play.js';

const FILE = resolve(import.meta.dirname, '../fixtures/golden/bots.json');
const text = readFileSync(FILE, 'utf8');
const games = (JSON.parse(text) as { games: { name: string; positions: GoldenBotsLine[] }[] }).games;
const api = { ...engine, seedRng, nextInt, botByName };

describe('golden bot decisions', () => {
  it('golden bots - bots.json judges every golden game, as scripts/golden-bots.js writes it', () => {
    expect(games.map((g) => g.name)).toEqual(GOLDEN_BOT_GAMES.map((g) => g.name));
    expect(goldenBotsText(games)).toBe(text);
    expect(games.every((g) => g.positions.length >= 3)).toBe(true);
  });

  it.each(GOLDEN_BOT_GAMES.map((g) => [g.name, g] as const))('golden bots - %s: every level decides as before', (name, game) => {
    const expected = games.find((g) => g.name === name)!.positions;
    const found = judgeGolden(api, game);
    found.forEach((line, i) => expect(line, `${name}, step ${String(line[0])}: [step, seat, random, greedy, planner, strong, visits]`).toEqual(expected[i]));
    expect(found.length).toBe(expected.length);
  });
});
