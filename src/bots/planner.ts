/**
 * The `planner` bot (level `medium`): it plans its whole turn together and plays the first action
 * of the plan whose end evaluates best.
 *
 * A turn is a sequence of the seat's own actions until the turn passes (up to three in Classic;
 * in 2026 as many as its turn allows, with the steps a water tile or a platform needs). Searching
 * every sequence is too much (a hundred actions a step), so it is a beam search over the turn:
 * each step applies the actions worth a look (at first every shortlisted legal action, later the
 * knowledge's fast policy's best) to each of the best `beamWidth` partial turns, and keeps the best of the results by the plan evaluation (the
 * knowledge's `planEvaluate`). A sequence whose turn has passed is a whole plan.
 *
 * An action that shows the seat a card it has not seen (a draw, a card turned up: the knowledge's
 * `reveals`) ends what can be planned for sure: after the beam, the best few of them are played
 * out to the turn's end in several deals of the hidden cards, each finished with the best single
 * action at every step (greedy), and valued by the mean.
 *
 * Where the game's knowledge asks for it (`planTuning.answers`), the best few plans are valued
 * again after the next player's answer: that player's own best turn, planned the same way but
 * narrower, on deals of what the seat cannot see.
 *
 * Honest like every bot: it sees only `playerView(state, seat)` and deals what it cannot see with
 * its own generator; the same view and generator give the same decision. It ignores budgets: a
 * decision takes tens of milliseconds.
 */
import { applyAction, currentPlayer, isOver, legalActions, playerCount, playerView, type BaseAction, type BaseState } from '../api.js';
import { nextUint32, type RngState } from '../engine/rng.js';
import { determinize, knowledgeOf } from './generic.js';
import { utility, type Knowledge, type PlannerTuning } from './knowledge.js';
import type { Bot, DecisionContext, SearchReport } from './types.js';

export const DEFAULT_PLANNER: PlannerTuning = {
  beamWidth: 8,
  stepWidth: 20,
  maxActions: 8,
  chanceDeals: 3,
  chanceLeaves: 4,
  evaluations: 3000,
  answers: 0,
  answerDeals: 2,
};

/** A turn planned so far: its actions, where they lead, and what that is worth to the seat. */
interface Plan {
  actions: BaseAction[];
  /** The actions' keys, sorted: plans of the same actions in another order are one plan. */
  set: string;
  /** Where the actions lead; for a plan ending in a chance action, where they stand before it. */
  state: BaseState;
  value: number;
  chance?: boolean;
}

/** Adds `plan` to `plans` unless a plan of the same actions in another order is worth more. */
function keepBetter(plans: Map<string, Plan>, plan: Plan): void {
  const other = plans.get(plan.set);
  if (!other || plan.value > other.value) plans.set(plan.set, plan);
}

/** Plans best first; equal values keep the order found (the same on every run). */
function best(plans: Plan[]): Plan[] {
  return plans
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.value - a.p.value || a.i - b.i)
    .map((x) => x.p);
}

/** What planning needs at hand: the seat, the knowledge and a buffer for evaluations. */
class Planner {
  readonly k: Knowledge;
  readonly players: number;
  private readonly values = new Float64Array(16);
  /** Positions evaluated so far. */
  evaluations = 0;

  constructor(
    readonly view: BaseState,
    readonly seat: number,
    readonly rng: RngState,
    readonly tuning: PlannerTuning,
  ) {
    this.k = knowledgeOf(view);
    this.players = playerCount(view);
  }

  /** The seat's utility in `state` (mostly its chance of winning, by the plan evaluation). */
  value(state: BaseState): number {
    const k = this.k;
    this.evaluations++;
    (k.planEvaluate ?? k.evaluate)(state, this.values);
    let best = -Infinity;
    for (let q = 0; q < this.players; q++) if (q !== this.seat && this.values[q]! > best) best = this.values[q]!;
    return utility(this.values[this.seat]! - best, k.spread(state), k.turnsLeft(state), k.overtime(state));
  }

  spent(): boolean {
    return this.evaluations >= this.tuning.evaluations;
  }

  /** Whether the seat's turn is over in `state`. */
  passed(state: BaseState): boolean {
    return isOver(state) || currentPlayer(state) !== this.seat;
  }

  /**
   * The actions tried from `state`: at the turn's first step every shortlisted legal action (as
   * greedy weighs them), later the fast policy's best `stepWidth`, which keeps a step cheap.
   */
  actionsOf(state: BaseState, first: boolean): BaseAction[] {
    return first ? this.k.shortlist(state, legalActions(state)) : this.k.candidates(state, this.tuning.stepWidth).actions;
  }

  /** Every whole plan the beam finds, best first, and the chance actions it met. */
  search(dealt?: BaseState): Plan[] {
    const { k, tuning } = this;
    const deal = dealt ?? determinize(this.view, this.seat, this.rng);
    let beam: Plan[] = [{ actions: [], set: '', state: deal, value: this.value(deal) }];
    // Plans by their set of actions: of two orders of the same actions the better is kept (to
    // harvest after the chain grows pays more than before).
    const whole = new Map<string, Plan>();
    const chance = new Map<string, Plan>();
    for (let depth = 0; depth < tuning.maxActions && beam.length > 0; depth++) {
      const next = new Map<string, Plan>();
      for (const plan of beam) {
        if (this.spent()) break;
        for (const action of this.actionsOf(plan.state, depth === 0)) {
          const key = String(k.key(action));
          const set = plan.set === '' ? key : [...plan.set.split('\n'), key].sort().join('\n');
          const actions = [...plan.actions, action];
          if (k.reveals ? k.reveals(plan.state, action) : k.isChance(action)) {
            // Valued for now right after, on this deal; played out below in several if among the best.
            keepBetter(chance, { actions, set, state: plan.state, value: this.chanceValue(plan.state, action, false), chance: true });
            continue;
          }
          const r = applyAction(plan.state, action);
          if (!r.ok) continue;
          keepBetter(this.passed(r.state) ? whole : next, { actions, set, state: r.state, value: this.value(r.state) });
        }
      }
      beam = best([...next.values()]).slice(0, tuning.beamWidth);
    }
    // Turns longer than the safety net count as they stand.
    const plans = [...whole.values(), ...beam];
    for (const c of best([...chance.values()]).slice(0, tuning.chanceLeaves)) {
      // Out of evaluations, a chance action counts as it stands right after (less than played out).
      if (!this.spent()) c.value = this.chanceValue(c.state, c.actions[c.actions.length - 1]!, true);
      plans.push(c);
    }
    return tuning.answers > 0 ? this.answered(best(plans)) : best(plans);
  }

  /**
   * A chance action's value: what `before` and the action lead to right after it, on the plan's
   * own deal (to rank them: what a draw adds is mostly a card in hand, whichever it is); or
   * (`finish`) the mean over deals of the end of the turn played on greedily.
   */
  chanceValue(before: BaseState, action: BaseAction, finish: boolean): number {
    if (!finish) {
      const r = applyAction(before, action);
      return r.ok ? this.value(r.state) : -Infinity;
    }
    let sum = 0;
    let n = 0;
    for (let d = 0; d < this.tuning.chanceDeals; d++) {
      // Another deal of what the seat cannot see, with everything planned before the draw kept.
      const r = applyAction(determinize(before, this.seat, this.rng), action);
      if (!r.ok) continue;
      sum += this.finish(r.state).value;
      n++;
    }
    return n > 0 ? sum / n : -Infinity;
  }

  /** The end of the turn from `state`, each step the best single action, and its value. */
  finish(state: BaseState): { state: BaseState; value: number } {
    let value = this.value(state);
    for (let step = 0; step < this.tuning.maxActions && !this.passed(state); step++) {
      let best: BaseState | null = null;
      let bestValue = -Infinity;
      for (const action of this.actionsOf(state, false)) {
        // A second draw is valued on this deal: a guess, but an honest one (the deal is the bot's own).
        const r = applyAction(state, action);
        if (!r.ok) continue;
        const v = this.value(r.state);
        if (v > bestValue) {
          bestValue = v;
          best = r.state;
        }
      }
      if (!best) break;
      state = best;
      value = bestValue;
    }
    return { state, value };
  }

  /**
   * The best plans again, each valued after the next player's answer: that player's own best turn
   * (a narrower plan of theirs, on deals of what the seat cannot see, the same deals for every
   * plan), so that a plan leaving a market or a chain open to them pays for it. The others follow.
   */
  answered(plans: Plan[]): Plan[] {
    const { tuning } = this;
    const top = plans.slice(0, tuning.answers);
    if (top.length < 2) return plans;
    const deals = this.rng.slice() as RngState;
    nextUint32(this.rng);
    for (const plan of top) {
      const rng = deals.slice() as RngState;
      let sum = 0;
      for (let d = 0; d < tuning.answerDeals; d++) {
        let end = determinize(plan.state, this.seat, rng);
        if (plan.chance) {
          const r = applyAction(end, plan.actions[plan.actions.length - 1]!);
          if (!r.ok) continue;
          end = this.finish(r.state).state;
        }
        if (isOver(end) || !this.passed(end)) {
          sum += this.value(end);
          continue;
        }
        const answer = new Planner(end, currentPlayer(end), rng, ANSWER);
        const other = answer.search(end);
        this.evaluations += answer.evaluations;
        sum += this.value(other[0]?.state ?? end);
      }
      plan.value = sum / tuning.answerDeals;
    }
    return [...best(top), ...plans.slice(top.length)];
  }
}

/** How the next player's answer is planned: narrower, and its draws valued right after. */
const ANSWER: PlannerTuning = { beamWidth: 4, stepWidth: 12, maxActions: 8, chanceDeals: 2, chanceLeaves: 0, evaluations: 300, answers: 0, answerDeals: 0 };

/** A whole turn as planned: its actions in order, and the seat's utility at its end. */
export interface PlannedTurn {
  actions: BaseAction[];
  value: number;
}

/**
 * The turns the planner finds for `seat` (the player to act) in `state`, best first, and how many
 * positions it evaluated: it looks only at the seat's view. No turns when the seat has no action.
 */
export function planTurn(state: BaseState, seat: number, rng: RngState, tuning: Partial<PlannerTuning> = {}): { turns: PlannedTurn[]; evaluations: number } {
  const view = playerView(state, seat);
  const planner = new Planner(view, seat, rng, { ...DEFAULT_PLANNER, ...knowledgeOf(view).planTuning, ...tuning });
  const turns = planner.search().map((p) => ({ actions: p.actions, value: p.value }));
  return { turns, evaluations: planner.evaluations };
}

/**
 * The plan of `actions` (a turn's actions in order) on `deal`, valued as the planner values its
 * own: played to the turn's end, or, at an action that shows the seat a card it had not seen,
 * played on from there greedily in several deals. Null when an action is not legal on the deal.
 */
function planOf(planner: Planner, deal: BaseState, actions: readonly BaseAction[]): Plan | null {
  const k = planner.k;
  let at = deal;
  const keys: string[] = [];
  for (const [i, action] of actions.entries()) {
    keys.push(String(k.key(action)));
    const some = actions.slice(0, i + 1);
    const set = [...keys].sort().join('\n');
    if (k.reveals ? k.reveals(at, action) : k.isChance(action)) {
      return { actions: some, set, state: at, value: planner.chanceValue(at, action, true), chance: true };
    }
    const r = applyAction(at, action);
    if (!r.ok) return null;
    at = r.state;
    if (planner.passed(at) || i === actions.length - 1) return { actions: some, set, state: at, value: planner.value(at) };
  }
  return null;
}

/**
 * A turn as played against the best turn the planner finds (the coach's judging of a turn,
 * src/coach/turn.ts), from the seat's view of `state`, the turn's start: the planner plans on one
 * deal of the hidden cards; then its best turn and the turn played are each valued as it values
 * its plans (planOf: what came after a draw is played on greedily, since the turn's start could
 * not know the card) on `deals` deals, the same for both (common random numbers), and, in a game
 * whose planner weighs the next player's answer, after that answer. `played` is null when the
 * actions played do not follow from the seat's view.
 */
export function judgeTurn(
  state: BaseState,
  seat: number,
  played: readonly BaseAction[],
  rng: RngState,
  deals: number,
): { best: BaseAction[]; bestValue: number; played: number | null } {
  const view = playerView(state, seat);
  const planner = new Planner(view, seat, rng, { ...DEFAULT_PLANNER, ...knowledgeOf(view).planTuning });
  const first = determinize(view, seat, rng);
  const top = planner.search(first)[0];
  const k = planner.k;
  if (!top) return { best: [...played], bestValue: 0, played: null };
  // The very turn the planner prefers: nothing lost (the same actions in another order may lose).
  if (top.actions.length === played.length && top.actions.every((a, i) => k.key(a) === k.key(played[i]!))) {
    return { best: top.actions, bestValue: top.value, played: top.value };
  }
  let best = 0;
  let mine = 0;
  for (let d = 0; d < deals; d++) {
    const deal = d === 0 ? first : determinize(view, seat, rng);
    const b = planOf(planner, deal, top.actions);
    const p = planOf(planner, deal, played);
    if (!b || !p) return { best: top.actions, bestValue: top.value, played: null };
    if (planner.tuning.answers > 0) planner.answered([b, p]);
    best += b.value;
    mine += p.value;
  }
  return { best: top.actions, bestValue: best / deals, played: mine / deals };
}

/** The planner bot with its beam's parameters (the defaults for play; tests may narrow them). */
export function plannerBot(tuning: Partial<PlannerTuning> = {}): Bot {
  const report = (state: BaseState, seat: number, ctx: DecisionContext): SearchReport => {
    const view = playerView(state, seat);
    const legal = legalActions(view);
    if (legal.length === 1) return { action: legal[0]!, iterations: 0, candidates: [] };
    const { turns: plans, evaluations } = planTurn(view, seat, ctx.rng, tuning);
    if (plans.length === 0) return { action: legal[0]!, iterations: 0, candidates: [] };
    // The best plan of each first action, for the hint key.
    const k = knowledgeOf(view);
    const firsts = new Map<string, { action: BaseAction; visits: number; value: number }>();
    for (const p of plans) {
      const key = String(k.key(p.actions[0]!));
      if (!firsts.has(key)) firsts.set(key, { action: p.actions[0]!, visits: 0, value: p.value });
    }
    // Its iterations are the positions it evaluated.
    return { action: plans[0]!.actions[0]!, iterations: evaluations, candidates: [...firsts.values()] };
  };
  return { level: 'planner', decide: (state, seat, ctx) => report(state, seat, ctx).action, report };
}
