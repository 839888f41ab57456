/**
 * The bot thread (src/host/bot-thread.ts): a worker decides exactly as this thread does (with an
 * iteration budget: the same actions, the generator advanced alike), from the seat's view only;
 * a cancel ends a search at once. And the screen's controller driven through a decider.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { applyAction, currentPlayer, isOver, playerView, type BaseState } from '../../src/api.js';
import { botThread, DecisionCancelled, decideRequest, type BotAnswer, type BotRequest, type Decider } from '../../src/host/bot-thread.js';
import { seedRng } from '../../src/engine/rng.js';
import { GameController } from '../../src/tui/app/controller.js';
import { game, session } from '../tui/support.js';

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

/** A decider that answers when told, and records what it was asked. */
function manualDecider() {
  const asked: BotRequest[] = [];
  let answer: ((a: BotAnswer) => void) | null = null;
  let fail: ((e: Error) => void) | null = null;
  const decider: Decider = {
    decide: (r) => {
      asked.push(r);
      return new Promise((res, rej) => {
        answer = res;
        fail = rej;
      });
    },
    cancel: () => fail?.(new DecisionCancelled()),
    close: async () => {},
  };
  return { decider, asked, answer: (a: BotAnswer) => answer!(a) };
}

describe('GameController with a decider', () => {
  const botsOnly = () =>
    session([
      { name: 'Red', player: 'bot', bot: 'greedy' },
      { name: 'Blue', player: 'bot', bot: 'strong' },
    ]);

  it("GameController - thinkBot asks the decider with the seat's view only, shows it thinks, and applies the answer", async () => {
    const s = botsOnly();
    const d = manualDecider();
    const controller = new GameController(s, { seed: 'd', decider: d.decider, budget: { iterations: 7 } });
    const thinking = controller.thinkBot();
    expect(controller.getSnapshot().thinking).toBe('bot');
    expect(d.asked).toHaveLength(1);
    const request = d.asked[0]!;
    expect(request).toMatchObject({ level: 'greedy', seat: 0, budget: { iterations: 7 } });
    expect(request.view).toEqual(playerView(s.state, 0));
    expect(request.view).not.toEqual(s.state);
    d.answer(decideRequest(request, null));
    await thinking;
    expect(controller.getSnapshot().thinking).toBeNull();
    expect(s.record.actions).toHaveLength(1);
  });

  it('GameController - a cancelled decision applies nothing, and the bot is asked again afterwards', async () => {
    const s = botsOnly();
    const d = manualDecider();
    const controller = new GameController(s, { seed: 'd', decider: d.decider });
    const thinking = controller.thinkBot();
    controller.cancelThinking();
    await thinking;
    expect(controller.getSnapshot().thinking).toBeNull();
    expect(s.record.actions).toHaveLength(0);
    expect(controller.botToMove()).toBe(true);
    const again = controller.thinkBot();
    d.answer(decideRequest(d.asked[1]!, null));
    await again;
    expect(s.record.actions).toHaveLength(1);
  });
});
