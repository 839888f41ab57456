/**
 * The screen's own state (what is chosen, where the cursor is), apart from the game's state, and
 * what the reducer needs to know of the game.
 */
import type { BaseAction, BaseState, Topology } from '../../api.js';
import type { Zoom } from '../game/board-render.js';
import type { Change } from '../game/changes.js';
import type { ZoomChoice } from './layout.js';
import type { GroupId, MenuGroup } from '../game/menu.js';
import type { Presenter } from '../game/presenter.js';
import type { TargetStep } from '../game/targets.js';
import { centreSpace } from './cursor.js';
import type { Screen } from './keys.js';
import { CLOSED, pagerScreen, type HelpPage, type Pager } from './pager.js';

export type Mode =
  | { kind: 'board' }
  /**
   * `top`: the groups; `here`: what can be done on the cursor's space; else one group.
   * `fromBoard`: opened from the board by its key (b, p, w...), so Esc goes back to the board.
   */
  | { kind: 'menu'; menu: GroupId | 'top' | 'here'; index: number; fromBoard?: true }
  | { kind: 'target'; item: string; step: TargetStep; fromBoard?: true }
  | { kind: 'shape'; item: string; rotation: number; fromBoard?: true }
  /** Laying a map tile: which of the legal placements is shown. */
  | { kind: 'layout'; index: number };

export interface Message {
  text: string;
  error: boolean;
  /** `zoom`: the note that a zoom chosen with z is kept (the screen says it when the board cannot follow it yet). */
  about?: 'zoom';
}

export interface UiState {
  cursor: number;
  zoom: ZoomChoice;
  mode: Mode;
  /** The label being typed to jump to (null: not typing). */
  label: string | null;
  message: Message | null;
  /** The help (a pager: ui/pager.ts). */
  help: Pager;
  /** Each player's points if scored now are shown beside the board (o). */
  scoresNow: boolean;
  /** Each player's connected markets (visitor centers) and the herds reaching them are shown (x). */
  counting: boolean;
  /** Which of the changes since the viewer's last turn the cursor was taken to (d); null: none yet. */
  changeAt: number | null;
  /** The history screen is open, its first line shown (null: closed). */
  history: { scroll: number } | null;
  confirm: 'quit' | 'end' | null;
  /**
   * What the strong bot suggested (the hint key): its spaces are highlighted until the next
   * action, and Enter plays it while the cursor stays where the hint put it (`at`).
   */
  hint: { text: string; spaces: readonly number[]; action?: BaseAction; at?: number } | null;
  /** The path being typed to save the game to (null: the field is closed, or not yet edited). */
  saving: { path: string } | null;
  /** The chat line being typed (null: closed); what was typed stays when it is closed with esc. */
  chat: { text: string; open: boolean } | null;
}

/** What the reducer is told of the game: read-only. */
export interface UiContext {
  /** The state as the viewer may see it. */
  state: BaseState;
  topo: Topology;
  presenter: Presenter;
  /** The viewer's menu when it is the viewer's turn, else empty. */
  menu: readonly MenuGroup[];
  yourTurn: boolean;
  canUndo: boolean;
  /** A scoring's results are on the screen. */
  scoring: boolean;
  /** Hot-seat: the keyboard must pass to another person. */
  handoff: boolean;
  over: boolean;
  /** The terminal is smaller than the screen needs. */
  small: boolean;
  /** The zoom the board is drawn in now (the choice `auto` decided by the terminal's size). */
  zoomShown?: Zoom;
  /** What changed since the viewer's last turn (a game played; none in a replay). */
  changes?: readonly Change[];
  /** Lines of the history and the screen lines it has, to stop scrolling past its end. */
  historyLength?: () => number;
  pageLines?: number;
  /** The help's text as wrapped for the terminal, and its page's height (to scroll and search it). */
  help: HelpPage;
  /** A save failed and the player has not seen it yet: the screen shows it at once. */
  saveAlert: boolean;
  /** Where the save field starts: a path beside the player's home, not on the failing disk's folder. */
  savePath: string;
  /** The screen has a room's chat (a game on hacienda serve). */
  chat?: boolean;
  /** A tutorial: its lessons go on from the board as it is, and take no move back. */
  tutorial?: boolean;
}

/** Something the reducer asks of the game. */
export type Effect =
  | { type: 'apply'; action: BaseAction }
  | { type: 'hint' }
  | { type: 'undo' }
  /** The player chose a zoom (z): it is remembered for the next games. */
  | { type: 'zoom'; zoom: Zoom }
  | { type: 'quit' }
  /** ctrl+c: close the screen as SIGINT would (a quit, then the signal's exit code). */
  | { type: 'interrupt' }
  /** The final screen: close, and review the game (the analysis, then the replay with its marks). */
  | { type: 'review' }
  | { type: 'ack' }
  | { type: 'skip' }
  /** Write the game to this file and go on saving there. */
  | { type: 'save-as'; path: string }
  /** The player has seen that a save failed (the game goes on; the next action tries again). */
  | { type: 'save-seen' }
  /** Say this line in the room's chat. */
  | { type: 'say'; text: string };

export function initialUi(topo: Topology, zoom: ZoomChoice = 'compact'): UiState {
  return {
    cursor: centreSpace(topo),
    zoom,
    mode: { kind: 'board' },
    label: null,
    message: null,
    help: CLOSED,
    scoresNow: false,
    counting: false,
    changeAt: null,
    history: null,
    confirm: null,
    hint: null,
    saving: null,
    chat: null,
  };
}

/** Which screen is showing, from the most pressing down. */
export function screenOf(ui: UiState, ctx: UiContext): Screen {
  if (ctx.small) return 'small';
  if (ui.confirm) return 'confirm';
  if (ui.saving || ctx.saveAlert) return 'saving';
  if (ui.chat?.open && ctx.chat) return 'chat';
  if (ui.help.open) return pagerScreen(ui.help);
  if (ui.history) return 'history';
  if (ctx.scoring) return 'scoring';
  if (ctx.handoff) return 'handoff';
  if (ctx.over) return 'final';
  if (!ctx.yourTurn) return 'watch';
  if (layoutItem(ctx.menu)) return 'layout';
  if (ui.mode.kind === 'menu') return 'menu';
  if (ui.mode.kind === 'target') return 'target';
  if (ui.mode.kind === 'shape') return 'shape';
  return 'board';
}

/** The menu's item that lays the whole board anew (2026's map tiles), when that is the choice. */
export function layoutItem(menu: readonly MenuGroup[]) {
  for (const g of menu) for (const i of g.items) if (i.needs === 'layout' && i.enabled) return i;
  return undefined;
}

/**
 * The board whose labels a typed label names: while a map tile is laid, the board drawn with it
 * (its frame holds every legal place), else the game's.
 */
export function labelTopo(ui: UiState, ctx: UiContext): Topology {
  const item = layoutItem(ctx.menu);
  if (!item || !ctx.presenter.layoutPreview || item.actions.length === 0) return ctx.topo;
  const preview = ctx.presenter.layoutPreview(ctx.state, item.actions[layoutIndex(ui, item.actions.length)]!);
  return preview.labels ?? preview.topo;
}

/** Which placement the tile screen shows. */
export function layoutIndex(ui: UiState, count: number): number {
  const i = ui.mode.kind === 'layout' ? ui.mode.index : 0;
  return count === 0 ? 0 : ((i % count) + count) % count;
}
