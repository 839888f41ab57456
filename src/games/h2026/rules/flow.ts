/**
 * The flow of play: drawing from the deck and its two exhaustions (N9), the queue (N3), visitor
 * centers' effects (N6, "Special Visitor Centers"), turns passing, rounds ending, scoring rounds
 * and the immediate end (N9). Everything here changes `d`, a private draft made by apply.ts.
 */
import { topology } from '../../../engine/board.js';
import { shuffled } from '../../../engine/rng.js';
import { HIDDEN_CARD } from '../../../engine/ruleset.js';
import { canonicalIds, type Chance } from './chance.js';
import { endGame, passTurn, type RoundRules } from '../../../engine/rounds.js';
import { ACTIONS_PER_TURN, QUEUE_SIZE, type CenterKind } from './components.js';
import { boardInfo, centerKindAt, lakeShapes, waterFits } from './placement.js';
import { scoreNow } from './scoring.js';
import type { H2026Player, H2026State, PendingStep } from './state.js';
import type { H2026Event } from './events.js';

/** Thrown when a draw meets a card that a player's view hides; apply.ts turns it into a rejection. */
/** What one action's effects write to besides the draft: its events, and the chance it meets. */
export interface Effects {
  events: H2026Event[];
  chance: Chance;
}

/** A copy of player `p` that the effects may change, put in place of the original. */
export function playerDraft(d: H2026State, p: number): H2026Player {
  d.players = d.players.slice();
  const o = d.players[p]!;
  // Field by field, as in apply.ts draft.
  const copy: H2026Player = {
    name: o.name,
    hand: o.hand,
    shown: o.shown,
    vp: o.vp,
    bonus: o.bonus,
    reserves: o.reserves,
    land: o.land,
    animals: o.animals,
    scorings: o.scorings,
  };
  d.players[p] = copy;
  return copy;
}

/**
 * The top card of the deck, or undefined when it is empty (only after it ran out twice). When the
 * last card goes the deck has run out: the first time, the discard pile is shuffled into a new
 * deck at once and a scoring round falls due at the round's end; the second time, the final one.
 * A card a view hides is a problem of the chance, but for a chance that foresees: it is drawn, hidden.
 */
export function drawCard(d: H2026State, fx: Effects): number | undefined {
  if (d.deck.length === 0) return undefined;
  const card = d.deck[d.deck.length - 1]!;
  if (card === HIDDEN_CARD && !fx.chance.foresees) {
    fx.chance.hidden('it would draw from the deck, which is hidden in this view');
    return undefined;
  }
  d.deck = d.deck.slice(0, -1);
  if (d.deck.length === 0) exhaust(d, fx);
  return card;
}

function exhaust(d: H2026State, fx: Effects): void {
  d.exhausted++;
  if (d.exhausted === 1) {
    d.firstDue = true;
    if (d.hidden) {
      // A view cannot know the new order: the cards are there, but hidden.
      d.deck = d.discard.map(() => HIDDEN_CARD);
    } else {
      d.rng = [...d.rng];
      // B2: a replay takes the order the record kept (the generator still advances as in play).
      d.deck = fx.chance.reshuffle(canonicalIds(shuffled(d.rng, d.discard)), d.discard);
    }
    d.discard = [];
    fx.events.push({ type: 'reshuffled', cards: d.deck.length, deck: d.deck.slice(), private: true });
    // R2026-6: an empty discard pile makes an empty deck, which has run out again at once.
    if (d.deck.length === 0) exhaust(d, fx);
  } else if (d.exhausted === 2) {
    d.finalDue = true;
    fx.events.push({ type: 'deck-out' });
  }
}

/** Draws `count` cards from the deck into the current player's hand (fewer when it is empty). */
export function drawToHand(d: H2026State, count: number, fx: Effects): void {
  const p = d.turn.player;
  const drawn: number[] = [];
  for (let i = 0; i < count; i++) {
    const card = drawCard(d, fx);
    if (card === undefined) break;
    drawn.push(card);
  }
  if (drawn.length === 0) return;
  const pd = playerDraft(d, p);
  pd.hand = [...pd.hand, ...drawn];
  fx.events.push({ type: 'drew', player: p, cards: drawn, private: true });
}

/** N3: the queue, emptied by a take, is refilled to 3 from the deck. */
export function refillQueue(d: H2026State, fx: Effects): void {
  if (d.queue.length > 0) return;
  const added: number[] = [];
  while (d.queue.length + added.length < QUEUE_SIZE) {
    const card = drawCard(d, fx);
    if (card === undefined) break;
    added.push(card);
  }
  if (added.length === 0) return;
  d.queue = [...d.queue, ...added];
  fx.events.push({ type: 'revealed', from: 'deck', cards: added });
}

/** Gains `amount` VP during play. */
export function gainVp(d: H2026State, p: number, amount: number, fx: Effects): void {
  const pd = playerDraft(d, p);
  pd.vp += amount;
  pd.bonus += amount;
  fx.events.push({ type: 'vp', player: p, amount });
}

/** What each visitor center does when an animal is placed next to it (N6, "Special Visitor Centers"). */
const EFFECTS: Record<CenterKind, readonly PendingStep[]> = {
  plain: [{ step: 'draw', count: 2 }],
  double: [{ step: 'vp', amount: 1 }, { step: 'queue' }, { step: 'queue' }],
  spring: [{ step: 'vp', amount: 2 }, { step: 'queue' }],
  hacienda: [{ step: 'draw', count: 1 }],
  extra: [{ step: 'queue' }, { step: 'action' }],
  lake: [{ step: 'lake' }, { step: 'draw', count: 1 }],
  twin: [
    { step: 'vp', amount: 1 },
    { step: 'draw', count: 1 },
  ],
};

/** N6: an animal placed on `s` triggers every visitor center next to it, in reading order (R2026-5). */
export function triggerCenters(d: H2026State, s: number, fx: Effects): void {
  const topo = topology(d.map);
  const near = boardInfo(topo).centersNear[s]!;
  if (near.length === 0) return;
  const steps: PendingStep[] = [];
  for (const c of near) {
    const kind = centerKindAt(topo, c)!;
    fx.events.push({ type: 'center', player: d.turn.player, space: c, kind });
    steps.push(...EFFECTS[kind]);
  }
  d.pending = [...d.pending, ...steps];
}

/** Counts `n` actions of the turn. */
export function countActions(d: H2026State, n: number): void {
  d.turn = { ...d.turn, actions: d.turn.actions + n };
  d.roundActions += n;
}

/**
 * Carries out pending steps that need no choice, up to the first that does (steps that cannot be
 * carried out are skipped); then, with nothing pending and no action left, passes the turn.
 */
export function resolve(d: H2026State, fx: Effects): void {
  while (d.pending.length > 0 && !d.over) {
    const step = d.pending[0]!;
    if (step.step === 'queue' && d.queue.length > 0) return;
    if (step.step === 'lake' && lakeShapes(d).some((shape) => waterFits(d, shape))) return;
    if (step.step === 'water' || step.step === 'platform') return;
    d.pending = d.pending.slice(1);
    if (step.step === 'vp') gainVp(d, d.turn.player, step.amount, fx);
    else if (step.step === 'draw') drawToHand(d, step.count, fx);
    else if (step.step === 'action') {
      d.turn = { ...d.turn, allowed: d.turn.allowed + 1 };
      fx.events.push({ type: 'extra-action', player: d.turn.player });
    }
  }
  if (!d.over && d.pending.length === 0 && d.turn.actions >= d.turn.allowed) endTurn(d, fx);
}

/** 2026's turns and scorings for the core's turn-and-round machinery (src/engine/rounds.ts). */
const ROUNDS: RoundRules<H2026State, 'first' | 'final', H2026Event[]> = {
  newTurn: (_d, player) => ({ player, actions: 0, allowed: ACTIONS_PER_TURN }),
  takeDue(d) {
    const scorings: ('first' | 'final')[] = [];
    if (d.firstDue) scorings.push('first');
    const final = d.finalDue;
    if (final) {
      scorings.push('final');
      d.endReason ??= 'deck';
    }
    d.firstDue = false;
    d.finalDue = false;
    return { scorings, final };
  },
  finalScoring: 'final',
  holdScoring: (d, kind, events) => holdScoring(d, kind, events),
};

/** Passes the turn to the next seat; at the end of a round, holds the scorings due (R2026-9 at a stall). */
export function endTurn(d: H2026State, fx: Effects): void {
  passTurn(d, ROUNDS, fx.events, undefined);
}

/**
 * N9: the water tiles or the platforms ran out: the game ends at once with the final scoring
 * (after the first one, when it was due and not yet held: R2026-7).
 */
export function endNow(d: H2026State, reason: 'water' | 'platforms', fx: Effects): void {
  d.pending = [];
  d.endReason = reason;
  if (d.firstDue) {
    d.firstDue = false;
    holdScoring(d, 'first', fx.events);
  }
  d.finalDue = false;
  holdScoring(d, 'final', fx.events);
  endGame(d, ROUNDS, fx.events);
}

function holdScoring(d: H2026State, kind: 'first' | 'final', events: H2026Event[]): void {
  const scores = scoreNow(d);
  d.players = d.players.map((p, i) => {
    const s = scores[i]!;
    return { ...p, vp: p.vp + s.total - s.bonus, bonus: 0, scorings: [...p.scorings, s] };
  });
  d.scorings++;
  events.push({ type: 'scoring', kind, scores });
}
