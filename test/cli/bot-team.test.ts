/**
 * The screen's bot threads searching together (src/host/bot-team.ts, src/bots/root-parallel.ts):
 * with an iteration budget, several threads decide as the same parts searched one after another
 * in this thread, the quick levels as one thread does, and a cancel stops every part.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { applyAction, newGame, playerView } from '../../src/api.js';
import { botByName } from '../../src/bots/index.js';
import { rootParallel } from '../../src/bots/root-parallel.js';
import { botTeam } from '../../src/host/bot-team.js';
import { DecisionCancelled, decideRequest, type BotAnswer, type BotRequest } from '../../src/host/bot-thread.js';
import { seedRng } from '../../src/engine/rng.js';
import { decisions } from './decisions.js';

// The workers run the built module (as the program does): npm test builds first.
const WORKER = new URL('../../dist/host/bot-worker.js', import.meta.url);
if (!existsSync(fileURLToPath(WORKER))) throw new Error(`${fileURLToPath(WORKER)} is missing: run npm run build`);
const team = botTeam(3, WORKER);
afterAll(() => team.close());

const ITERATIONS = 60;

/** What rootParallel decides in this thread for a request: the parts one after another. */
function inThisThread(parts: number) {
  return async (r: BotRequest): Promise<BotAnswer> => {
    if (r.level !== 'strong') return decideRequest(r, null);
    const bot = rootParallel(botByName(r.level, { budget: { iterations: ITERATIONS } }), parts);
    const rng = [...r.rng] as BotRequest['rng'];
    const report = bot.report(r.view, r.seat, { rng });
    return { action: report.action, rng, report };
  };
}

describe('bot team', () => {
  for (const rules of ['classic', '2026']) {
    it(`botTeam - three threads decide as three parts searched in this thread (${rules}): the same actions, the generator advanced alike`, async () => {
      const start = newGame(rules, { players: ['Ana', 'Bo'], seed: 'team' });
      const here = await decisions(start, inThisThread(3), 8, ITERATIONS);
      const there = await decisions(start, (r) => team.decide(r), 8, ITERATIONS);
      expect(there.map((a) => [a.action, a.rng])).toEqual(here.map((a) => [a.action, a.rng]));
      // The strong decisions were searched in three parts: three times the iterations.
      const strong = there.filter((a) => a.report.iterations > 0);
      expect(strong.length).toBeGreaterThan(0);
      for (const a of strong) expect(a.report.iterations).toBe(3 * ITERATIONS);
    });
  }

  it('botTeam - the quick levels think in one thread, as the bot thread does', async () => {
    const state = newGame('classic', { players: ['Ana', 'Bo'], seed: 'quick' });
    const request: BotRequest = { level: 'greedy', view: playerView(state, 0), seat: 0, budget: { iterations: ITERATIONS }, rng: seedRng('q') };
    expect(await team.decide(request)).toEqual(decideRequest(request, null));
  });

  it('botTeam - a cancel ends every thread of a 30-second search at once, and the team decides again after it', async () => {
    const state = newGame('classic', { players: ['Ana', 'Bo'], seed: 'cancel' });
    const request: BotRequest = { level: 'strong', view: playerView(state, 0), seat: 0, budget: { ms: 30_000 }, rng: seedRng('c') };
    const pending = team.decide(request);
    setTimeout(() => team.cancel(), 300);
    const sent = Date.now();
    await expect(pending).rejects.toBeInstanceOf(DecisionCancelled);
    expect(Date.now() - sent).toBeLessThan(5000);
    const again = await team.decide({ ...request, budget: { iterations: 5 } });
    expect(applyAction(state, again.action).ok).toBe(true);
  });

  it('botTeam - one thread is the bot thread: a decision as decideRequest makes it', async () => {
    const one = botTeam(1, WORKER);
    try {
      const state = newGame('2026', { players: ['Ana', 'Bo'], seed: 'one' });
      const request: BotRequest = { level: 'strong', view: playerView(state, 0), seat: 0, budget: { iterations: ITERATIONS }, rng: seedRng('o') };
      expect(await one.decide(request)).toEqual(decideRequest(request, null));
    } finally {
      await one.close();
    }
  });
});
