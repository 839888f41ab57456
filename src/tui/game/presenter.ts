/**
 * A ruleset on the screen: everything the generic screen (reducer, layout, components) needs to
 * know of a ruleset, in one object per ruleset (classic/index.ts, h2026/index.ts). The generic
 * code never looks inside a state; it asks the presenter of the state's ruleset.
 */
import type { Applied, BaseAction, BaseState, GameEvent, ScoreBreakdown } from '../../engine/ruleset.js';
import type { Topology } from '../../engine/board.js';
import type { Glyphs } from '../terminal/glyphs.js';
import type { CellLook, Highlight, TerrainKey } from './cells.js';
import type { LogEntry } from './log.js';
import type { MenuGroup, MenuItem } from './menu.js';
import type { PanelTheme, PlayersInput } from './panels.js';
import type { Targets, TargetStep } from './targets.js';

/** The whole board laid anew (2026's map tiles): the board to draw and the spaces the new tile covers. */
export interface LayoutPreview {
  state: BaseState;
  topo: Topology;
  spaces: ReadonlySet<number>;
  /** The cursor line: the placement in words. */
  text: string;
  /**
   * The board whose labels a typed label names while the tile moves: every row and column of
   * the frame, the places the tile may go included (which `topo` has as holes).
   */
  labels?: Topology;
}

/**
 * What counts at a scoring, on request (the markets key): each player's connected markets (2026:
 * the visitor centers their animals touch) and the pieces that reach them, found by the rules' own
 * scoring helpers, in words and as the spaces the board shows.
 */
export interface Counting {
  /** The places that count, in words: `markets`, `visitor centers`. */
  what: string;
  /** The places and the pieces reaching them: the board shows these, the rest faded. */
  spaces: ReadonlySet<number>;
  /** Each seat: a heading (`Ana: 3 markets, 6 pts`) and a line per place. */
  seats: readonly { seat: number; heading: string; lines: readonly string[] }[];
}

export interface Presenter {
  ruleset: string;
  /** The board. */
  cellLook(state: BaseState, topo: Topology, s: number, hl: Highlight, glyphs: Glyphs): CellLook;
  describeSpace(state: BaseState, topo: Topology, s: number, names: readonly string[]): string;
  /** The terrains (and the places that are not terrain: markets, water, centers) on their tints, for the legend. */
  terrainKeys(glyphs: Glyphs): TerrainKey[];
  /** Each player's connected markets (visitor centers) and the herds reaching them. */
  counting(state: BaseState, names: readonly string[]): Counting;
  /** The panels beside the board. */
  topLine(state: BaseState, names: readonly string[], viewer: number, theme: PanelTheme, extra?: string): string;
  playerLines(p: PlayersInput, width: number, theme: PanelTheme): string[];
  handLines(state: BaseState, viewer: number, names: readonly string[], width: number, theme: PanelTheme): string[];
  supplyLines(state: BaseState, width: number, theme: PanelTheme): string[];
  /** Lines the side panels need besides one per player (the layout keeps room for them). */
  sideLines: number;
  scoringLines(kind: string, scores: readonly ScoreBreakdown[], names: readonly string[], theme: PanelTheme): string[];
  finalLines(state: BaseState, names: readonly string[], winners: readonly number[], theme: PanelTheme): string[];
  /** The question before ending a turn early. */
  endQuestion(state: BaseState): string;
  /** The menu of the player to act, from the legal actions. */
  buildMenu(view: BaseState, legal: readonly BaseAction[]): MenuGroup[];
  targetsFor(state: BaseState, topo: Topology, item: MenuItem, cursor: number, step?: TargetStep): Targets;
  /** The log entries of an applied action, and the action in words. */
  logEntries(before: BaseState, action: BaseAction, events: readonly GameEvent[], index: number): LogEntry[];
  actionWords(before: BaseState, action: BaseAction): string;
  /**
   * A player's pesos (games that have money), for what a move is worth (worth.ts), and the scoring
   * category that counts them, which a move's points leave out (its pesos are shown instead).
   */
  money?(state: BaseState, seat: number): number;
  moneyCategory?: string;
  /**
   * What an action gains besides points and pesos, in a few words (`a card`, `2 cards`); null:
   * nothing. `events`: what applying it on `before` did (or foreseeing it did, `foresee`).
   */
  gains?(before: BaseState, action: BaseAction, events: readonly GameEvent[]): string | null;
  /**
   * For what a move is worth (worth.ts): `action` applied on a seat's view as far as the view
   * tells it, where applying it is refused because it draws cards the view hides and its worth
   * does not depend on which (2026: a visitor center's cards); null where it does (the deck's top
   * card, whose menu note says what it costs). Only asked when applying on the view is refused.
   */
  foresee?(view: BaseState, action: BaseAction): Applied<BaseState> | null;
  /** The spaces an action touches (to underline the last move, to show a hint). */
  actionSpaces(before: BaseState, action: BaseAction): number[];
  /** The help's ruleset parts. */
  legendLines(glyphs: Glyphs): string[];
  sideLegend(glyphs: Glyphs): string[];
  /** The keys that open the action groups, for the help. */
  actionKeys: readonly { key: string; help: string }[];
  rulesTitle: string;
  rules: readonly string[];
  /** The rulings the rules do not say, in plain words (their numbers as references). */
  rulings: readonly string[];
  /** Laying the board (only rulesets that have such a phase). */
  /** What the screen says while a piece of the board is being laid: the keys that lay it. */
  layoutNote?: string;
  layoutPreview?(state: BaseState, action: BaseAction): LayoutPreview;
  /** The placement whose anchor lies on the space labelled `label` of the preview's board, or -1. */
  layoutAt?(state: BaseState, actions: readonly BaseAction[], index: number, label: string): number;
  /** The placement next to `index` in a direction (arrows), or turned (r). */
  layoutMove?(state: BaseState, actions: readonly BaseAction[], index: number, dir: 'left' | 'right' | 'up' | 'down' | 'turn'): number;
}
