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
 * - Where the game's knowledge asks for it (`pairedRoot`: Hacienda 2026 with 2 players), the root
 *   is a race instead of a tree node: in each round every candidate still in it is played once,
 *   all on the round's deal and generator, and sequential halving keeps the better half at each
 *   phase's end, the budget shared among the phases, until one is left. Paired so, the luck of a
 *   deal falls out of the comparison: against the planner it wins more than the tree at the
 *   root did; with ten times the time it gains about as much (docs/bots.md, "Paired rounds").
 * - Other nodes take the fast policy's best candidates, more as they are visited (progressive
 *   widening), with the policy's scores as PUCT priors.
 * - A playout's result for each player is their margin (estimated points minus the best other
 *   player's) through a logistic; a finished game gives wins, with a little of the margin.
 */
import { applyAction, currentPlayer, isOver, legalActions, playerCount, playerView, winners, type BaseAction, type BaseState } from '../api.js';
import { nextUint32, type RngState } from '../engine/rng.js';
import { scoreActions, type Scored } from './greedy.js';
import { determinize, knowledgeOf } from './generic.js';
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
  pairedRoot: false,
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
  /** Sum of `player`'s margins (estimated points minus the best other player's) over the visits. */
  margins: number;
  /** Iterations in which this node's action was legal (its parent's visits, as it saw them). */
  avail: number;
  /** The iteration that last found it available. */
  seen: number;
  prior: number;
  /** Prior value (0..1) and prior margin, each worth `n0` visits. */
  q0: number;
  m0: number;
  n0: number;
  children: Node[];
}

function node(key: number | string, action: BaseAction | null, player: number, prior: number): Node {
  return { key, action, player, visits: 0, total: 0, margins: 0, avail: 0, seen: -1, prior, q0: 0, m0: 0, n0: 0, children: [] };
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
 * them, up to `max` (30, reached at 14,400). A short search keeps its twelve, since a wider root
 * was not shown to help it, and the widening stops at `max`, since a root grown on without end
 * played worse (docs/bots.md, "Root width").
 */
function rootWidthAt(tuning: SearchTuning, widening: number, visits: number): number {
  return Math.max(tuning.rootWidth, Math.min(tuning.rootWidthMax, Math.floor(widening * Math.sqrt(visits))));
}

export class Search {
  private readonly k: Knowledge;
  private readonly players: number;
  private readonly values = new Float64Array(16);
  private readonly rewards = new Float64Array(16);
  private readonly margins = new Float64Array(16);
  private readonly root: Node;
  private readonly horizon: number;
  /** The root's widening (rootWidthAt): the tuning's where the knowledge widens this game's root, else none. */
  private readonly widening: number;
  iterations = 0;
  /** The paired root (`pairedRoot`): the candidates still in the race, and each one's reward in every round. */
  private alive: Node[] = [];
  private readonly history = new Map<Node, number[]>();
  /** The round's generator as it was at its start: every candidate of a round starts from a copy. */
  private roundRng: RngState = [0, 0, 0, 0];
  /** The next candidate of this round to be played (alive.length: the round is over). */
  private next = 0;
  private rounds = 0;
  /** Sequential halving: this phase's rounds so far, and how many it plays before halving (NaN: not planned yet). */
  private phaseRounds = 0;
  private phaseLength = NaN;

  constructor(
    private readonly view: BaseState,
    private readonly seat: number,
    private readonly rng: RngState,
    private readonly tuning: SearchTuning,
    rootScores: Scored[],
  ) {
    this.k = knowledgeOf(view);
    this.players = playerCount(view);
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
      child.m0 = s.margin;
      child.n0 = tuning.priorVisits;
      this.root.children.push(child);
    });
    if (tuning.pairedRoot) {
      this.alive = this.root.children.slice(0, tuning.rootWidth);
      for (const c of this.alive) this.history.set(c, []);
      this.next = this.alive.length;
    }
  }

  /** Whether more iterations could change the choice (a paired root with one candidate left cannot). */
  get decided(): boolean {
    return this.alive.length === 1;
  }

  /**
   * Runs one iteration. `left`: the iterations the budget has left, this one included, as far as
   * the caller knows (the paired root plans its phases by it; Infinity: it never halves).
   */
  iterate(left = Infinity): void {
    if (!this.tuning.pairedRoot) {
      this.run(this.rng, null);
      return;
    }
    if (this.next >= this.alive.length) {
      this.halve(left);
      this.rounds++;
      this.phaseRounds++;
      this.next = 0;
      this.roundRng = [...this.rng] as RngState;
      // The next round starts elsewhere in the generator's stream.
      nextUint32(this.rng);
    }
    const child = this.alive[this.next++]!;
    this.history.get(child)!.push(this.run([...this.roundRng] as RngState, child));
  }

  /**
   * Sequential halving (Karnin, Koren and Somekh 2013) over paired rounds: the budget left is
   * shared evenly among the phases still to come (one for each halving down to one candidate),
   * and at a phase's end the better half by mean goes on. `left` is the iterations left,
   * this one included; a phase is planned once a round has shown what a round costs.
   */
  private halve(left: number): void {
    if (this.rounds === 0) return;
    if (Number.isNaN(this.phaseLength)) {
      if (!Number.isFinite(left)) return;
      this.phaseLength = this.phaseFor(left);
    }
    if (this.phaseRounds < this.phaseLength || this.alive.length <= 1) return;
    const ranked = this.alive.map((c) => ({ c, value: this.meanOf(c, this.rounds) })).sort((a, b) => b.value - a.value);
    this.alive = ranked.slice(0, Math.ceil(this.alive.length / 2)).map((r) => r.c);
    this.phaseRounds = 0;
    this.phaseLength = this.alive.length > 1 && Number.isFinite(left) ? this.phaseFor(left) : NaN;
  }

  /**
   * The rounds of this phase: its share of the iterations left and those it has spent, one
   * share for each halving still to come.
   */
  private phaseFor(left: number): number {
    const spent = this.phaseRounds * this.alive.length;
    const phases = Math.ceil(Math.log2(this.alive.length));
    return Math.max(1, Math.floor((left + spent) / (phases * this.alive.length)));
  }

  /** A root candidate's mean reward over its first `n` rounds, with greedy's prior worth `n0` of them. */
  private meanOf(c: Node, n: number): number {
    let sum = 0;
    let seen = 0;
    const h = this.history.get(c)!;
    for (let i = 0; i < n && i < h.length; i++) {
      if (Number.isNaN(h[i]!)) continue;
      sum += h[i]!;
      seen++;
    }
    return (sum + c.q0 * c.n0) / Math.max(1e-9, seen + c.n0);
  }

  /**
   * One iteration with `rng`, down the root's child `forced` (the paired root) or the one the
   * tree policy selects. Returns the reward backed up to the root's child, NaN if none was.
   */
  private run(rng: RngState, forced: Node | null): number {
    const it = this.iterations++;
    const k = this.k;
    const dealt = determinize(this.view, this.seat, rng);
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
      if (n === this.root && forced) {
        forced.avail++;
        forced.seen = it;
        next = forced;
        action = forced.action;
      } else if (n === this.root) {
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
          if (!line.play(action)) return NaN;
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
      if (!line.play(action!)) return NaN;
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
      line.rollout(rng, this.tuning.playoutNoise, this.horizon - turns, toEnd, MAX_PLAYOUT_ACTIONS);
      state = line.state;
    }
    this.reward(state);
    for (const c of path) {
      c.visits++;
      c.total += this.rewards[c.player]!;
      c.margins += this.margins[c.player]!;
    }
    return path.length > 0 ? this.rewards[path[0]!.player]! : NaN;
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
      this.margins[p] = margin;
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
    if (this.tuning.pairedRoot) return this.pairedResult();
    const ranked = this.root.children
      .slice(0, rootWidthAt(this.tuning, this.widening, this.iterations))
      .map((c) => ({ c, value: (c.total + c.q0 * c.n0) / Math.max(1e-9, c.visits + c.n0) }))
      .sort((a, b) => b.c.visits - a.c.visits || b.value - a.value);
    return {
      action: ranked[0]!.c.action!,
      iterations: this.iterations,
      candidates: ranked.map(({ c, value }) => ({ action: c.action!, visits: c.visits, value, margin: marginOf(c) })),
    };
  }

  /**
   * The paired root's result: the candidates still in the race first, best first by their mean
   * over the rounds all of them finished (with greedy's prior, as the tree's values have it),
   * then the dropped ones, most visited first.
   */
  private pairedResult(): SearchReport {
    const rounds = Math.min(...this.alive.map((c) => this.history.get(c)!.length));
    const alive = this.alive.map((c) => ({ c, value: this.meanOf(c, rounds) })).sort((a, b) => b.value - a.value);
    const dropped = this.root.children
      .filter((c) => this.history.has(c) && !this.alive.includes(c))
      .map((c) => ({ c, value: this.meanOf(c, this.history.get(c)!.length) }))
      .sort((a, b) => b.c.visits - a.c.visits || b.value - a.value);
    const ranked = [...alive, ...dropped];
    return {
      action: ranked[0]!.c.action!,
      iterations: this.iterations,
      candidates: ranked.map(({ c, value }) => ({ action: c.action!, visits: c.visits, value, margin: marginOf(c) })),
    };
  }
}

/** A root candidate's mean margin over its visits, with greedy's prior margin worth `n0` of them. */
const marginOf = (c: Node) => (c.margins + c.m0 * c.n0) / Math.max(1e-9, c.visits + c.n0);

/** The strong bot with a default budget (and search parameters, for tests and tuning). */
/**
 * The search's tuning for a view: `given` over the defaults, and the game's own root for this many
 * players (Knowledge.rootWidth, pairedRoot) unless `given` sets its own. What strong plays with,
 * and what the coach's deep look searches with (src/coach/judge.ts).
 */
export function strongTuningFor(view: BaseState, given: Partial<SearchTuning> = {}): SearchTuning {
  const tuning: SearchTuning = { ...DEFAULT_TUNING, ...given };
  const k = knowledgeOf(view);
  const players = playerCount(view);
  const width = given.rootWidth === undefined ? k.rootWidth?.[players] : undefined;
  const paired = given.pairedRoot === undefined && k.pairedRoot?.includes(players) === true;
  if (width === undefined && !paired) return tuning;
  return { ...tuning, rootWidth: width ?? tuning.rootWidth, pairedRoot: paired || tuning.pairedRoot };
}

export function strongBot(options: BotOptions = {}): Bot {
  const defaultBudget: Budget = options.budget ?? { iterations: DEFAULT_ITERATIONS };
  const tuningFor = (view: BaseState): SearchTuning => strongTuningFor(view, options.tuning);
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
        if (now + 1.5 * mean >= stop || search.decided) break;
        search.iterate(mean > 0 ? Math.max(1, Math.floor((stop - now) / mean)) : Infinity);
        const took = budget.clock() - now;
        mean = mean === 0 ? took : 0.9 * mean + 0.1 * took;
      }
    } else {
      for (let i = 0; i < budget.iterations && !search.decided; i++) search.iterate(budget.iterations - i);
    }
    return search.result();
  };
  return {
    level: 'strong',
    decide: (state, seat, ctx) => report(state, seat, ctx).action,
    report,
  };
}
