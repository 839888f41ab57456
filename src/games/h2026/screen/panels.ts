/**
 * The side panels of Hacienda 2026: the players (VP, VP gained since the last scoring, points if
 * scored now, cards, reserve tokens), the hand as animal-terrain pairs, the deck, the queue and the
 * supplies, the top line, the scorings and the end.
 */
import { cut } from '../../../text/cut.js';
import { sanitize } from '../../../text/sanitize.js';
import { HIDDEN_CARD, type BaseState, type ScoreBreakdown } from '../../../engine/ruleset.js';
import { scoreNow as projectedScores, totalPoints as totals } from '../rules/scoring.js';
import { kindCounts, pairAnimals, pairTerrains } from '../rules/cards.js';
import { KIND_COUNT, kindName, PLATFORMS, RESERVE_TOKENS, WATER_SHAPES, waterTileShape } from '../rules/components.js';
import { LAND_MARKERS_ON_MAP } from '../rules/components.js';
import type { H2026State } from '../rules/state.js';
import { plural } from '../../../tui/game/cells.js';
import {
  figuresLine,
  fit,
  gameOverLine,
  playersTable,
  possessive,
  scoringColumns,
  scoringTitle,
  seatTag,
  shortened,
  title,
  wrapWords,
  type PanelTheme,
  type PlayerColumn,
  type PlayersInput,
} from '../../../tui/game/panels.js';

const S = (state: BaseState) => state as H2026State;

/** The kinds of a list of cards, in kind order, with counts: `jaguar-hill x2`. */
export function cardList(cards: readonly number[], times = 'x'): string[] {
  const counts = kindCounts(cards);
  const out: string[] = [];
  for (let k = 0; k < KIND_COUNT; k++) if (counts[k]! > 0) out.push(kindName(k) + (counts[k]! > 1 ? ` ${times}${counts[k]}` : ''));
  return out;
}

/** Kinds of a hand that make a matching pair with another card of it (N4). */
export function pairable(hand: readonly number[]): Set<number> {
  const counts = kindCounts(hand);
  const out = new Set<number>();
  for (let k1 = 0; k1 < KIND_COUNT; k1++) {
    if (!counts[k1]) continue;
    for (let k2 = k1; k2 < KIND_COUNT; k2++) {
      if (counts[k2]! < (k1 === k2 ? 2 : 1)) continue;
      if (pairTerrains(k1, k2).length + pairAnimals(k1, k2).length > 0) out.add(k1).add(k2);
    }
  }
  return out;
}

/** One line per player: VP so far, VP gained this round, VP if a scoring came now, cards, reserve tokens. */
export function playerLines(p: PlayersInput, width: number, theme: PanelTheme): string[] {
  const state = S(p.state);
  const vp = totals(state);
  const now = state.laying ? null : projectedScores(state);
  const players = state.players;
  const columns: PlayerColumn[] = [
    { head: 'VP', value: (i) => String(vp[i]) },
    { head: '+VP', value: (i) => String(players[i]!.bonus) },
    { head: 'if scored', value: (i) => String(now ? vp[i]! + now[i]!.total - players[i]!.bonus : vp[i]!) },
    { head: 'cards', value: (i) => String(players[i]!.hand.length) },
    { head: 'reserves', short: 'res', value: (i) => String(players[i]!.reserves) },
  ];
  return playersTable(
    p,
    players.map((pl) => pl.name),
    columns,
    width,
    theme,
  );
}

/** The viewer's hand: its cards as pairs of animal and terrain; cards that make a matching pair stand out. */
export function handLines(base: BaseState, viewer: number, names: readonly string[], width: number, theme: PanelTheme): string[] {
  if (viewer < 0) return [theme.painter.paint('(hands are hidden: bots only)', { dim: true }), '', ''];
  const state = S(base);
  const me = state.players[viewer]!;
  const label = (t: string) => theme.painter.paint(t, { dim: true });
  const head =
    theme.painter.paint(possessive(names[viewer] ?? sanitize(me.name)) + ' hand', { bold: true }) +
    label(` (${plural(me.hand.length, 'card')}; land markers left ${LAND_MARKERS_ON_MAP - me.land})`);
  const known = me.hand.filter((c) => c !== HIDDEN_CARD);
  if (known.length === 0) return [head, state.laying ? label('(the cards are dealt when the map is laid)') : '-', ''];
  const pairs = pairable(known);
  const counts = kindCounts(known);
  const words: { text: string; pair: boolean }[] = [];
  for (let k = 0; k < KIND_COUNT; k++) if (counts[k]! > 0) words.push({ text: kindName(k) + (counts[k]! > 1 ? ` x${counts[k]}` : ''), pair: pairs.has(k) });
  // Two lines: whole words if they fit, else the short forms (one form for the whole hand).
  const laid = wrapWords(
    words.map((w) => w.text),
    width,
    2,
  ) ?? { lines: [words.map((_, i) => i)], short: true };
  const rows = laid.lines.map((line) =>
    line
      .map((i) => {
        const w = words[i]!;
        const text = laid.short ? shortened(w.text) : w.text;
        return w.pair ? theme.painter.paint(text, { bold: true, fg: 'brightGreen' }) : text;
      })
      .join('  '),
  );
  while (rows.length < 2) rows.push('');
  return [head, ...rows];
}

/** The deck, the queue, the discard pile, the supplies; the custom setup's tiles; what is pending. */
export function supplyLines(base: BaseState, width: number, theme: PanelTheme): string[] {
  const state = S(base);
  const label = (t: string) => theme.painter.paint(t, { dim: true });
  if (state.laying) {
    return [
      `${label('laying the map:')} tile ${state.laying.drawn} drawn, ${state.laying.left} to lay`,
      label(`${plural(state.laying.pool.length, 'tile')} in the box`),
      label('the cards are dealt once the map is laid'),
      '',
    ];
  }
  const water = WATER_SHAPES.map((shape) => state.waterSupply.filter((id) => waterTileShape(id) === shape).length).join('/');
  const queue = cardList(state.queue);
  const deckState = state.exhausted === 0 ? 'first deck' : state.exhausted === 1 ? 'second deck (reshuffled)' : 'deck out';
  return [
    `${label('queue')} ${fit(queue, width - 6) || '-'}`,
    `${label('deck')} ${state.deck.length} ${label(deckState)}  ${label('discard')} ${state.discard.length}`,
    figuresLine(
      [
        ['water', water],
        ['platforms', `${state.platforms}/${PLATFORMS}`],
        ['reserves', `${state.reserveSupply}/${RESERVE_TOKENS}`],
      ],
      width,
      label,
    ),
    dueLine(state),
  ];
}

function dueLine(state: H2026State): string {
  if (state.over) return 'the game is over';
  if (state.finalDue) return 'final scoring at the end of this round';
  if (state.firstDue) return 'first scoring at the end of this round';
  return state.exhausted === 0 ? 'first scoring when the deck runs out' : 'final scoring when the deck runs out again';
}

const PENDING: Readonly<Record<string, string>> = {
  queue: 'take a card from the queue',
  lake: "lay the lake center's water tile or skip",
  water: 'lay the water tile paid for',
  platform: 'put the platform paid for on a chain',
};

export function topLine(base: BaseState, names: readonly string[], viewer: number, theme: PanelTheme, extra = ''): string {
  const state = S(base);
  const parts = [...(extra ? [extra] : []), sanitize(`2026 ${state.mode}, ${state.layout}`)];
  if (state.laying) parts.push('laying the map');
  else parts.push(`round ${state.round}`);
  if (state.over) parts.push('game over');
  else {
    const p = state.turn.player;
    const who = p === viewer ? 'your turn' : `${possessive(names[p] ?? '?')} turn`;
    if (state.laying) parts.push(`${seatTag(p, theme)} ${who}: lay tile ${state.laying.drawn}`);
    else {
      const left = state.turn.allowed - state.turn.actions;
      parts.push(`${seatTag(p, theme)} ${who}, ${left} action${left === 1 ? '' : 's'} left`);
      const step = state.pending[0];
      if (step && PENDING[step.step]) parts.push(`now: ${PENDING[step.step]}`);
    }
  }
  return `${title(theme)} ${parts.join(` ${theme.glyphs.bullet} `)}`;
}

const CATEGORIES = ['centers', 'chains', 'water', 'platforms', 'bonus'] as const;

export function scoringLines(kind: string, scores: readonly ScoreBreakdown[], names: readonly string[], theme: PanelTheme): string[] {
  const w = Math.max(6, ...names.map((n) => Math.min(12, n.length)));
  const head = theme.painter.paint(`  ${''.padEnd(w)} ctr chain water plat +VP total`, { dim: true });
  const lines = [theme.painter.paint(scoringTitle(kind), { bold: true }), head];
  scores.forEach((s, i) => {
    const cells = CATEGORIES.map((c, k) => String(s[c] ?? 0).padStart([3, 5, 5, 4, 3][k]!)).join(' ');
    lines.push(`${seatTag(i, theme)} ${cut(names[i] ?? '?', 12).padEnd(w)} ${cells} ${String(s.total).padStart(5)}`);
  });
  lines.push(theme.painter.paint('ctr visitor centers, chain land chains, plat platforms, +VP gained in play', { dim: true }));
  return lines;
}

export function finalLines(base: BaseState, names: readonly string[], winners: readonly number[], theme: PanelTheme): string[] {
  const state = S(base);
  const total = totals(state);
  const w = Math.max(6, ...names.map((n) => Math.min(12, n.length)));
  const winnerNames = winners.map((i) => names[i] ?? '?');
  const lines = [theme.painter.paint(gameOverLine(winnerNames), { bold: true })];
  lines.push(theme.painter.paint(`  ${''.padEnd(w)}  1st  2nd total res cards`, { dim: true }));
  state.players.forEach((p, i) => {
    const [a, b] = scoringColumns(p.scorings);
    const row = `${cut(names[i] ?? sanitize(p.name), 12).padEnd(w)} ${String(a).padStart(4)} ${String(b).padStart(4)} ${String(total[i]).padStart(5)} ${String(p.reserves).padStart(3)} ${String(p.hand.length).padStart(5)}`;
    lines.push(`${seatTag(i, theme)} ${winners.includes(i) ? theme.painter.paint(row, { bold: true }) : row}`);
  });
  const best = Math.max(...total);
  if (total.filter((t) => t === best).length > 1) {
    lines.push(
      winners.length > 1
        ? `tied on ${best} VP, reserve tokens and cards: the win is shared`
        : `tied on ${best} VP: ${winnerNames[0]} wins on reserve tokens, then cards (tie-break)`,
    );
  }
  const why: Record<string, string> = {
    deck: 'the deck ran out twice',
    water: 'the last water tile was laid',
    platforms: 'the last platform was placed',
    stalled: 'a whole round passed without an action',
  };
  if (state.endReason) lines.push(theme.painter.paint(`The game ended: ${why[state.endReason] ?? state.endReason}.`, { dim: true }));
  return lines;
}
