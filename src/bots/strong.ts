/**
 * The `strong` bot: information-set Monte Carlo tree search (single-observer ISMCTS, Cowling,
 * Powley and Whitehouse 2012) over the seat's view.
 *
 * Each iteration deals the cards the seat cannot see at random (the ruleset's `determinize`),
 * walks down one tree shared by all deals, adds one node, plays on with the fast policy for a few
 * turns (or to the end when the end is near), evaluates where it stopped, and backs the result up.
 *
 * - Nodes are actions, keyed by the ruleset knowledge's action key; a child is available in an
 *   iteration when its action is legal in that deal, and the tree policy (PUCT) counts its
 *   availability instead of its parent's visits.
 * - The root's candidates are greedy's best actions (every shortlisted legal action evaluated one
 *   action ahead); greedy's estimate is the root's prior, worth `priorVisits` visits. So with no
 *   time at all strong plays like greedy, and time makes it better. A long search widens the
 *   root where the game's knowledge says it pays (`wideRoot`, `rootWidening`, up to
 *   `rootWidthMax`): greedy, one action ahead, ranks low what pays a turn later (in Classic,
 *   buying a card), and a search of ten thousand iterations and more often prefers it. Where a
 *   game's knowledge says a wider root pays from the start (`rootWidth`: Classic with 4
 *   players), the root offers that many at every budget.
 * - Other nodes take the fast policy's best candidates, more as they are visited (progressive
 *   widening), with the policy's scores as PUCT priors.
 * - A playout's result for each player is their margin (estimated points minus the best other
 *   player's) through a logistic; a finished game gives wins, with a little of the margin.
 */
import { applyAction, currentPlayer, isOver, legalActions, playerView, winners, type BaseAction, type BaseState } from '../api.js';
import type { RngState } from '../engine/rng.js';
import { scoreActions, type Scored } from './greedy.js';
import { determinize, knowledgeOf, playersOf } from './generic.js';
import { utility, type Knowledge, type Line } from './knowledge.js';
import type { Bot, BotOptions, Budget, DecisionContext, SearchReport, SearchTuning } from './types.js';

export const DEFAULT_TUNING: SearchTuning = {
  exploration: 1.0,
  rootWidth: 12,
  rootWidening: 0.25,
  rootWidthMax: 30,
  nodeWidth: 10,
  horizonTurns: 0,
  playoutNoise: 0.15,
  priorVisits: 4,
};

/** Iterations per decision when strong is made without a clock (about a second of search). */
export const DEFAULT_ITERATIONS = 2000;

/** Safety net: playouts that run to the end stop after this many actions. */
const MAX_PLAYOUT_ACTIONS = 400;

interface Node {
  key: number | string;
  action: BaseAction | null;
  /** The player who chose the action leading here. */
  player: number;
  visits: number;
  /** Sum of the rewards of `player` over the visits. */
  total: number;
  /** Iterations in which this node's action was legal (its parent's visits, as it saw them). */
  avail: number;
  /** The iteration that last found it available. */
  seen: number;
  prior: number;
  /** Prior value (0..1) worth `n0` visits. */
  q0: number;
  n0: number;
  children: Node[];
}

function node(key: number | string, action: BaseAction | null, player: number, prior: number): Node {
  return { key, action, player, visits: 0, total: 0, avail: 0, seen: -1, prior, q0: 0, n0: 0, children: [] };
}

/** The child of `n` with `key`, if it has one (a loop: the tree asks at every node it passes). */
function childWithKey(n: Node, key: number | string): Node | undefined {
  const children = n.children;
  for (let i = 0; i < children.length; i++) if (children[i]!.key === key) return children[i];
  return undefined;
}

/**
 * A line of play through the API, for a game whose knowledge has none: each action applied
 * (checked, a new state each), the playout the knowledge's rollout.
 */
function apiLine(k: Knowledge, start: BaseState): Line {
  let state = start;
  return {
    get state() {
      return state;
    },
    play(action) {
      const r = applyAction(state, action);
      if (r.ok) state = r.state;
      return r.ok;
    },
    candidates: (limit) => k.candidates(state, limit),
    rollout(rng, noise, turns, toEnd, maxActions) {
      state = k.rollout(state, rng, noise, turns, toEnd, maxActions);
    },
  };
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** Softmax of scores with temperature `t`, as priors (normalised over the first `over`). */
function softmax(scores: readonly number[], t: number, over = scores.length): number[] {
  let max = -Infinity;
  for (const s of scores) if (s > max) max = s;
  const e = scores.map((s) => Math.exp((s - max) / t));
  const sum = e.slice(0, over).reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
}

/**
 * How many of the root's candidates (greedy's best first) a search offers after `visits`
 * iterations: `rootWidth`, and where the game's knowledge widens the root (`wideRoot`: Classic
 * with 2 players), past (4 x rootWidth)^2 iterations with `widening` 0.25, sqrt(visits) / 4 of
 * them, up to `max` (30, reached at 14,400). The 100 ms search (1,500-1,900 iterations here)
 * keeps its twelve: a wider root was not shown to help it; and 5 s with the root grown on to 68
 * lost 8 of 10 games to 1 s with 30 (docs/bots.md, "A root that widens with time", "Five
 * seconds").
 */
function rootWidthAt(tuning: SearchTuning, widening: number, visits: number): number {
  return Math.max(tuning.rootWidth, Math.min(tuning.rootWidthMax, Math.floor(widening * Math.sqrt(visits))));
}

export class Search {
  private readonly k: Knowledge;
  private readonly players: number;
  private readonly values = new Float64Array(16);
  private readonly rewards = new Float64Array(16);
  private readonly root: Node;
  private readonly horizon: number;
  /** The root's widening (rootWidthAt): the tuning's where the knowledge widens this game's root, else none. */
  private readonly widening: number;
  iterations = 0;

  constructor(
    private readonly view: BaseState,
    private readonly seat: number,
    private readonly rng: RngState,
    private readonly tuning: SearchTuning,
    rootScores: Scored[],
  ) {
    this.k = knowledgeOf(view);
    this.players = playersOf(view);
    this.horizon = tuning.horizonTurns > 0 ? tuning.horizonTurns : this.players + 1;
    this.root = node('root', null, -1, 1);
    // Greedy's candidates that the root can ever offer wait there, best first (no more: the tree
    // policy reads every child of the root at every iteration); the first `rootWidth` are
    // available from the start, the rest as the search widens (rootWidthAt). Their priors are
    // normalised over the first `rootWidth`, so a search that never widens is the search it was.
    this.widening = this.k.wideRoot?.includes(this.players) ? tuning.rootWidening : 0;
    const kept = rootScores.slice(0, this.widening > 0 ? Math.max(tuning.rootWidth, tuning.rootWidthMax) : tuning.rootWidth);
    const priors = softmax(
      kept.map((s) => s.utility),
      0.05,
      tuning.rootWidth,
    );
    kept.forEach((s, i) => {
      const child = node(this.k.key(s.action), s.action, seat, priors[i]!);
      child.q0 = s.utility;
      child.n0 = tuning.priorVisits;
      this.root.children.push(child);
    });
  }

  /** Runs one iteration. */
  iterate(): void {
    const it = this.iterations++;
    const k = this.k;
    const dealt = determinize(this.view, this.seat, this.rng);
    const line = k.line ? k.line(dealt) : apiLine(k, dealt);
    let state = line.state;
    const path: Node[] = [];
    let n = this.root;
    let turns = 0;
    let player = currentPlayer(state);
    // Selection and expansion.
    for (;;) {
      if (isOver(state)) break;
      let next: Node;
      let action: BaseAction | null;
      if (n === this.root) {
        const width = Math.min(n.children.length, rootWidthAt(this.tuning, this.widening, it));
        for (let i = 0; i < width; i++) {
          const c = n.children[i]!;
          c.avail++;
          c.seen = it;
        }
        next = this.select(n, it);
        action = next.action;
      } else {
        const limit = Math.min(this.tuning.nodeWidth, 2 + Math.floor(Math.sqrt(n.visits)));
        const cands = line.candidates(this.tuning.nodeWidth);
        let untried = -1;
        let available = 0;
        for (let i = 0; i < cands.actions.length; i++) {
          const c = childWithKey(n, cands.keys[i]!);
          if (c) {
            c.avail++;
            c.seen = it;
            available++;
          } else if (untried < 0 && i < limit) untried = i;
        }
        if (untried >= 0 && (n.children.length < limit || available === 0)) {
          const priors = softmax(cands.scores, 1.5);
          const c = node(cands.keys[untried]!, cands.actions[untried]!, player, priors[untried]!);
          c.avail = 1;
          c.seen = it;
          n.children.push(c);
          action = cands.actions[untried]!;
          // The policy proposes legal actions only (test/bots checks it); should one slip
          // through a checking line, this deal is skipped rather than the game stopped.
          if (!line.play(action)) return;
          state = line.state;
          path.push(c);
          if (currentPlayer(state) !== player) turns++;
          break;
        }
        if (available === 0) break;
        next = this.select(n, it);
        const i = cands.keys.indexOf(next.key);
        action = cands.actions[i]!;
      }
      // Only a ruleset whose actions at the root depend on hidden cards gets here: skip the deal.
      if (!line.play(action!)) return;
      state = line.state;
      path.push(next);
      n = next;
      const now = currentPlayer(state);
      if (now !== player) turns++;
      player = now;
      if (turns >= this.horizon && !k.nearEnd(state)) break;
    }
    // Playout.
    if (!isOver(state)) {
      const toEnd = k.nearEnd(state);
      line.rollout(this.rng, this.tuning.playoutNoise, this.horizon - turns, toEnd, MAX_PLAYOUT_ACTIONS);
      state = line.state;
    }
    this.reward(state);
    for (const c of path) {
      c.visits++;
      c.total += this.rewards[c.player]!;
    }
  }

  private reward(state: BaseState): void {
    const n = this.players;
    this.k.evaluate(state, this.values);
    const over = isOver(state);
    const w = over ? winners(state) : [];
    const spread = this.k.spread(state);
    const turnsLeft = this.k.turnsLeft(state);
    const overtime = this.k.overtime(state);
    for (let p = 0; p < n; p++) {
      let best = -Infinity;
      for (let q = 0; q < n; q++) if (q !== p && this.values[q]! > best) best = this.values[q]!;
      const margin = this.values[p]! - best;
      this.rewards[p] = over ? 0.85 * (w.includes(p) ? 1 / w.length : 0) + 0.15 * logistic(margin / 40) : utility(margin, spread, turnsLeft, overtime);
    }
  }

  private select(n: Node, it: number): Node {
    let best: Node | null = null;
    let bestScore = -Infinity;
    const c = this.tuning.exploration;
    for (const ch of n.children) {
      if (ch.seen !== it) continue;
      const weight = ch.visits + ch.n0;
      const q = weight > 0 ? (ch.total + ch.q0 * ch.n0) / weight : 0.5;
      const u = (c * ch.prior * Math.sqrt(ch.avail)) / (1 + ch.visits);
      const score = q + u;
      if (score > bestScore) {
        bestScore = score;
        best = ch;
      }
    }
    return best!;
  }

  /** The root's candidates the search offered, most visited first. */
  result(): SearchReport {
    const ranked = this.root.children
      .slice(0, rootWidthAt(this.tuning, this.widening, this.iterations))
      .map((c) => ({ c, value: (c.total + c.q0 * c.n0) / Math.max(1e-9, c.visits + c.n0) }))
      .sort((a, b) => b.c.visits - a.c.visits || b.value - a.value);
    return {
      action: ranked[0]!.c.action!,
      iterations: this.iterations,
      candidates: ranked.map(({ c, value }) => ({ action: c.action!, visits: c.visits, value })),
    };
  }
}

/** The strong bot with a default budget (and search parameters, for tests and tuning). */
export function strongBot(options: BotOptions = {}): Bot {
  const tuning: SearchTuning = { ...DEFAULT_TUNING, ...options.tuning };
  const defaultBudget: Budget = options.budget ?? { iterations: DEFAULT_ITERATIONS };
  // The game's own root width for this many players (Knowledge.rootWidth), unless the bot was given one.
  const tuningFor = (view: BaseState): SearchTuning => {
    if (options.tuning?.rootWidth !== undefined) return tuning;
    const width = knowledgeOf(view).rootWidth?.[playersOf(view)];
    return width === undefined ? tuning : { ...tuning, rootWidth: width };
  };
  const report = (state: BaseState, seat: number, ctx: DecisionContext): SearchReport => {
    const budget = ctx.budget ?? defaultBudget;
    const timed = 'ms' in budget;
    const start = timed ? budget.clock() : 0;
    const deadline = timed ? start + budget.ms : Infinity;
    const view = playerView(state, seat);
    const legal = legalActions(view);
    if (legal.length === 1) return { action: legal[0]!, iterations: 0, candidates: [] };
    // Greedy's evaluation of the root takes at most half the time.
    const scored = scoreActions(view, seat, ctx.rng, timed ? { clock: budget.clock, until: start + budget.ms / 2 } : undefined);
    if (scored.length === 0) return { action: legal[0]!, iterations: 0, candidates: [] };
    if (scored.length === 1) return { action: scored[0]!.action, iterations: 0, candidates: [] };
    const search = new Search(view, seat, ctx.rng, tuningFor(view), scored);
    if (timed) {
      // Stop when another iteration would likely end past the deadline (a little slack for
      // what follows the search).
      const stop = deadline - 1;
      let mean = 0;
      for (;;) {
        const now = budget.clock();
        if (now + 1.5 * mean >= stop) break;
        search.iterate();
        const took = budget.clock() - now;
        mean = mean === 0 ? took : 0.9 * mean + 0.1 * took;
      }
    } else {
      for (let i = 0; i < budget.iterations; i++) search.iterate();
    }
    return search.result();
  };
  return {
    level: 'strong',
    decide: (state, seat, ctx) => report(state, seat, ctx).action,
    report,
  };
}
