/**
 * What a move is worth, shown before it is confirmed (issue 13, item 8): the pesos the mover pays
 * or gains now, the points a scoring now would give each player (the mover's, and others' where
 * the move changes theirs: a water tile scores for neighbours too), and what else it gains (a
 * card). Found by playing the move on what the player sees (their view), so it never uses a
 * hidden card: a move that would draw one is worth what its price says (the menu's note), unless
 * the presenter foresees it, its cards drawn unseen (2026: the 2 cards of a visitor center). Pure.
 */
import { applyAction, currentPlayer, projectedScores, type BaseAction, type BaseState } from '../../api.js';
import type { Presenter } from './presenter.js';

export interface Worth {
  /** The mover's pesos after the move less before (0 in a game without pesos). */
  pesos: number;
  /** Each player's points if scored now, after the move less before. */
  points: number[];
  /** What the move gains besides points and pesos (`a card`), in a few words; null: nothing. */
  gains: string | null;
}

/** A worth in words, and whether it is a warning (the move gains nothing now). */
export interface WorthText {
  text: string;
  warn: boolean;
}

const totalsCache = new WeakMap<BaseState, number[]>();
const worthCache = new WeakMap<BaseState, Map<BaseAction, Worth | null>>();

/** Each player's points if scored now, but for what their pesos count (shown as pesos). */
function pointsNow(state: BaseState, moneyCategory: string | undefined): number[] {
  let t = totalsCache.get(state);
  if (!t) {
    t = projectedScores(state).map((s) => s.total - (moneyCategory ? (s[moneyCategory] ?? 0) : 0));
    totalsCache.set(state, t);
  }
  return t;
}

/** The worth of `action` for the player to act in `view`; null when it cannot be told (it draws a hidden card). */
export function worthOf(presenter: Presenter, view: BaseState, action: BaseAction): Worth | null {
  let known = worthCache.get(view);
  if (!known) {
    known = new Map();
    worthCache.set(view, known);
  }
  if (known.has(action)) return known.get(action)!;
  const seat = currentPlayer(view);
  const applied = applyAction(view, action);
  const r = applied.ok ? applied : (presenter.foresee?.(view, action) ?? applied);
  let worth: Worth | null = null;
  if (r.ok && seat >= 0) {
    const before = pointsNow(view, presenter.moneyCategory);
    const after = pointsNow(r.state, presenter.moneyCategory);
    const money = presenter.money;
    worth = {
      pesos: money ? money(r.state, seat) - money(view, seat) : 0,
      points: after.map((p, i) => p - (before[i] ?? 0)),
      gains: presenter.gains?.(view, action, r.events) ?? null,
    };
  }
  known.set(action, worth);
  return worth;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const pts = (n: number) => `${signed(n)} pt${Math.abs(n) === 1 ? '' : 's'}`;

/** `+3 pts, -2 pesos, Blue +1 pt`, or a warning: `nothing now (costs 3 pesos)`. */
export function worthWords(w: Worth, seat: number, names: readonly string[]): WorthText {
  const parts: string[] = [];
  const mine = w.points[seat] ?? 0;
  if (mine !== 0) parts.push(pts(mine));
  if (w.pesos !== 0) parts.push(`${signed(w.pesos)} peso${Math.abs(w.pesos) === 1 ? '' : 's'}`);
  if (w.gains) parts.push(w.gains);
  const others = w.points.flatMap((p, i) => (i !== seat && p !== 0 ? [`${names[i] ?? `seat ${i + 1}`} ${pts(p)}`] : []));
  const gainsNothing = mine <= 0 && w.pesos <= 0 && !w.gains;
  if (gainsNothing) {
    const cost = w.pesos < 0 ? ` (costs ${-w.pesos} peso${w.pesos === -1 ? '' : 's'})` : mine < 0 ? ` (${pts(mine)})` : '';
    return { text: [`nothing now${cost}`, ...others].join(', '), warn: true };
  }
  return { text: [...parts, ...others].join(', '), warn: false };
}

/**
 * The worth of a menu item that stands for several moves (a card that may go on many spaces): the
 * best for the mover, as `up to +4 pts`; the one worth when they are all alike. Points and pesos
 * rank the moves; of those that rank alike, one that gains something (`2 cards`: a 2026 visitor
 * center) is the better, so the item does not warn of nothing now. Null when none can be told.
 */
export function itemWorth(presenter: Presenter, view: BaseState, actions: readonly BaseAction[], names: readonly string[]): WorthText | null {
  const seat = currentPlayer(view);
  const worths = actions.map((a) => worthOf(presenter, view, a)).filter((w): w is Worth => w !== null);
  if (worths.length === 0 || seat < 0) return null;
  const value = (w: Worth) => (w.points[seat] ?? 0) * 100 + w.pesos;
  const best = worths.reduce((a, b) => (value(b) > value(a) || (value(b) === value(a) && !a.gains && b.gains) ? b : a));
  const one = worthWords(best, seat, names);
  const alike = worths.every((w) => value(w) === value(best) && w.gains === best.gains);
  return alike || one.warn ? one : { text: `up to ${one.text}`, warn: false };
}
