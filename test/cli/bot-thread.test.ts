/**
 * The bot thread (src/host/bot-thread.ts): a worker decides exactly as this thread does (with an
 * iteration budget: the same actions, the generator advanced alike), from the seat's view only;
 * a cancel ends a search at once. (The table's bots driven through a decider: test/table/bots.test.ts.)
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { applyAction, currentPlayer, isOver, playerView, type BaseState } from '../../src/api.js';
import { botThread, DecisionCancelled, decideRequest, type BotAnswer, type BotRequest } from '../../src/host/bot-thread.js';
import { seedRng } from '../../src/engine/rng.js';
import { game } from '../tui/support.js';

// The worker runs the built module (as the program does): npm test builds first.
const WORKER = new URL('../../dist/host/bot-worker.js', import.meta.url);
if (!existsSync(fileURLToPath(WORKER))) throw new Error(`${fileURLToPath(WORKER)} is missing: run npm run build`);
const thread = botThread(WORKER);
afterAll(() => thread.close());

/** A few decisions of a game between two bots, each thought by `decide`. */
async function decisions(decide: (r: BotRequest) => Promise<BotAnswer>, n: number): Promise<BotAnswer[]> {
  let state: BaseState = game('thread');
  const rngs = [seedRng('a'), seedRng('b')];
  const answers: BotAnswer[] = [];
  for (let i = 0; i < n && !isOver(state); i++) {
    const seat = currentPlayer(state);
    const answer = await decide({
      level: i % 3 === 0 ? 'greedy' : 'strong',
      view: playerView(state, seat),
      seat,
      budget: { iterations: 25 },
      rng: rngs[seat]!,
    });
    answers.push(answer);
    rngs[seat] = answer.rng;
    const r = applyAction(state, answer.action);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
  return answers;
}

describe('bot thread', () => {
  it('botThread - a worker decides as this thread does: the same actions, the generator advanced alike', async () => {
    const here = await decisions(async (r) => decideRequest(r, null), 9);
    const there = await decisions((r) => thread.decide(r), 9);
    expect(there).toEqual(here);
    expect(new Set(here.map((a) => JSON.stringify(a.rng))).size).toBe(here.length);
  });

  it('botThread - a cancel ends a 30-second search at once, and the next decision starts a new worker', async () => {
    const state = game('cancel');
    const request: BotRequest = { level: 'strong', view: playerView(state, 0), seat: 0, budget: { ms: 30_000 }, rng: seedRng('c') };
    const pending = thread.decide(request);
    setTimeout(() => thread.cancel(), 200);
    const sent = Date.now();
    await expect(pending).rejects.toBeInstanceOf(DecisionCancelled);
    expect(Date.now() - sent).toBeLessThan(5000);
    const again = await thread.decide({ ...request, budget: { iterations: 5 } });
    expect(applyAction(state, again.action).ok).toBe(true);
  });
});
