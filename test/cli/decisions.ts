/**
 * A few decisions of a game between two bots (a greedy seat every third decision, strong the
 * others), each thought by a given decider: what the bot thread's and the bot team's tests compare.
 */
import { applyAction, currentPlayer, isOver, playerView, type BaseState } from '../../src/api.js';
import type { BotAnswer, BotRequest } from '../../src/host/bot-thread.js';
import { seedRng } from '../../src/engine/rng.js';

export async function decisions(start: BaseState, decide: (r: BotRequest) => Promise<BotAnswer>, n: number, iterations: number): Promise<BotAnswer[]> {
  let state = start;
  const rngs = [seedRng('a'), seedRng('b')];
  const answers: BotAnswer[] = [];
  for (let i = 0; i < n && !isOver(state); i++) {
    const seat = currentPlayer(state);
    const answer = await decide({
      level: i % 3 === 0 ? 'greedy' : 'strong',
      view: playerView(state, seat),
      seat,
      budget: { iterations },
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
