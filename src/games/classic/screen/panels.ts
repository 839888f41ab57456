/**
 * The text of the side panels, as lines that fit a given width: the players, the viewer's hand,
 * the supply (decks, displays, what is left), the top bar, the scorings. Pure; the components
 * only show these lines.
 */
import { cut } from '../../../text/cut.js';
import { sanitize } from '../../../text/sanitize.js';
import type { ScoreBreakdown } from '../../../engine/ruleset.js';
import { scoreNow as projectedScores, totalPoints as totals } from '../rules/scoring.js';
import {
  figuresLine,
  fit,
  playersTable,
  type PlayerColumn,
  gameOverLine,
  possessive,
  scoringColumns,
  scoringTitle,
  seatTag,
  title,
  type PanelTheme,
  type PlayersInput,
} from '../../../tui/game/panels.js';
import { animalOf, landKindOf, LAND_KINDS, ANIMALS, PRICE, WATER_SHAPES, waterTileShape, ACTIONS_PER_TURN } from '../rules/components.js';
import type { ClassicState } from '../rules/state.js';
import { HIDDEN_CARD } from '../../../engine/ruleset.js';

/** One line per player: money, cards in hand, points so far, points if a scoring came now. */
export function playerLines(p: PlayersInput, width: number, theme: PanelTheme): string[] {
  const state = p.state as ClassicState;
  const total = totals(state);
  const now = projectedScores(state);
  const columns: PlayerColumn[] = [
    { head: 'pesos', value: (i) => String(state.players[i]!.money) },
    { head: 'cards', value: (i) => `${state.players[i]!.landHand.length}+${state.players[i]!.animalHand.length}` },
    { head: 'points', short: 'pts', value: (i) => String(total[i]) },
    { head: 'if scored', value: (i) => String(now[i]!.total) },
  ];
  return playersTable(
    p,
    state.players.map((pl) => pl.name),
    columns,
    width,
    theme,
  );
}

function counted<K extends string>(cards: readonly number[], kinds: readonly K[], kindOf: (c: number) => K): string[] {
  const n = new Map<K, number>();
  for (const c of cards) if (c !== HIDDEN_CARD) n.set(kindOf(c), (n.get(kindOf(c)) ?? 0) + 1);
  return kinds.filter((k) => n.has(k)).map((k) => `${k} ${n.get(k)}`);
}

/** The viewer's hand, by kind. */
export function handLines(state: ClassicState, viewer: number, names: readonly string[], width: number, theme: PanelTheme): string[] {
  if (viewer < 0) return [theme.painter.paint('(hands are hidden: bots only)', { dim: true })];
  const me = state.players[viewer]!;
  const land = counted(me.landHand, LAND_KINDS, landKindOf);
  const animals = counted(me.animalHand, ANIMALS, animalOf);
  const label = (t: string) => theme.painter.paint(t, { dim: true });
  return [
    theme.painter.paint(possessive(names[viewer] ?? sanitize(me.name)) + ' hand', { bold: true }) + label(` (land tiles left ${16 - me.landTiles})`),
    `${label('land   ')}${land.length ? fit(land, width - 7) : '-'}`,
    `${label('animal ')}${animals.length ? fit(animals, width - 7) : '-'}`,
  ];
}

/** Decks and face-up displays with prices, the animal cards before the next scoring, the supplies. */
export function supplyLines(state: ClassicState, width: number, theme: PanelTheme): string[] {
  const label = (t: string) => theme.painter.paint(t, { dim: true });
  const row = (name: string, deck: number, cards: readonly number[], kindOf: (c: number) => string) =>
    `${label(name.padEnd(7))}${String(deck).padStart(4)}  ${fit(cards.map(kindOf), width - 13) || '-'}`;
  const water = WATER_SHAPES.map((shape) => state.waterSupply.filter((id) => waterTileShape(id) === shape).length).join('/');
  return [
    label(`cards  deck ${PRICE.deckCard}$  face up ${PRICE.displayCard}$`),
    row('land', state.landDeck.length, state.landDisplay, landKindOf),
    row('animal', state.animalDeck.length, state.animalDisplay, animalOf),
    fitText(scoringCountdown(state), width),
    figuresLine(
      [
        ['haciendas', state.haciendas],
        ['tokens', state.harvestTokens],
        ['water', water],
      ],
      width,
      label,
    ),
  ];
}

/** Text that fits, shortened the way scoringCountdown's short form does. */
function fitText(text: string, width: number): string {
  return text.length <= width
    ? text
    : text
        .replace('intermediate', 'interim')
        .replace(' animal cards', ' cards')
        .replace(/ \(then \d+\)/, '');
}

/** How many animal cards are left before the next scoring. */
export function scoringCountdown(state: ClassicState): string {
  if (state.over) return 'the game is over';
  if (state.intermediateDue) return 'intermediate scoring at the end of this round';
  if (state.finalDue) return 'final scoring at the end of this round';
  const next = state.stack === 1 ? 'intermediate' : 'final';
  const n = state.animalDeck.length;
  return `${next} scoring in ${n} animal card${n === 1 ? '' : 's'}` + (state.stack === 1 ? ` (then ${state.animalReserve.length})` : '');
}

/** The top line: board, round, whose turn, actions left, once-per-turn actions used. */
export function topLine(state: ClassicState, names: readonly string[], viewer: number, width: number, theme: PanelTheme, extra = ''): string {
  const parts = [...(extra ? [extra] : []), sanitize(state.map.name), `round ${state.round}`];
  if (state.over) parts.push('game over');
  else {
    const p = state.turn.player;
    const who = p === viewer ? 'your turn' : `${possessive(names[p] ?? '?')} turn`;
    const used = [state.turn.boughtHacienda ? 'hacienda' : '', state.turn.boughtWater ? 'water' : '', state.turn.harvested ? 'harvest' : ''].filter(Boolean);
    parts.push(`${seatTag(p, theme)} ${who}, ${ACTIONS_PER_TURN - state.turn.actions} action${ACTIONS_PER_TURN - state.turn.actions === 1 ? '' : 's'} left`);
    // The once-a-turn actions already taken this turn, when there are any.
    if (used.length) parts.push(`done this turn: ${used.join(', ')}`);
  }
  void width;
  return `${title(theme)} ${parts.join(` ${theme.glyphs.bullet} `)}`;
}

const CATEGORIES = ['markets', 'chains', 'haciendas', 'water', 'money'] as const;

/** A scoring's results, one line per player, by category. */
export function scoringLines(kind: string, scores: readonly ScoreBreakdown[], names: readonly string[], theme: PanelTheme): string[] {
  const w = Math.max(6, ...names.map((n) => Math.min(12, n.length)));
  const head = theme.painter.paint(`  ${''.padEnd(w)} mkt chain hac water  $  total`, { dim: true });
  const lines = [theme.painter.paint(scoringTitle(kind), { bold: true }), head];
  scores.forEach((s, i) => {
    const cells = CATEGORIES.map((c, k) => String(s[c] ?? 0).padStart([3, 5, 3, 5, 2][k]!)).join(' ');
    lines.push(`${seatTag(i, theme)} ${cut(names[i] ?? '?', 12).padEnd(w)} ${cells} ${String(s.total).padStart(6)}`);
  });
  return lines;
}

/** The end: each scoring's totals, the winner, the tie-break if it was used. */
export function finalLines(state: ClassicState, names: readonly string[], winners: readonly number[], theme: PanelTheme): string[] {
  const total = totals(state);
  const w = Math.max(6, ...names.map((n) => Math.min(12, n.length)));
  const winnerNames = winners.map((i) => names[i] ?? '?');
  const lines = [theme.painter.paint(gameOverLine(winnerNames), { bold: true })];
  lines.push(theme.painter.paint(`  ${''.padEnd(w)}  1st  2nd total pesos`, { dim: true }));
  state.players.forEach((p, i) => {
    const [a, b] = scoringColumns(p.scorings);
    const row = `${cut(names[i] ?? sanitize(p.name), 12).padEnd(w)} ${String(a).padStart(4)} ${String(b).padStart(4)} ${String(total[i]).padStart(5)} ${String(p.money).padStart(5)}`;
    lines.push(`${seatTag(i, theme)} ${winners.includes(i) ? theme.painter.paint(row, { bold: true }) : row}`);
  });
  const best = Math.max(...total);
  const tied = total.filter((t) => t === best).length;
  if (tied > 1) {
    lines.push(
      winners.length > 1
        ? `tied on ${best} points and on money: the win is shared`
        : `tied on ${best} points: ${winnerNames[0]} has the most money (tie-break)`,
    );
  }
  return lines;
}
