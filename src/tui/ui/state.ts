/**
 * The screen's own state (what is chosen, where the cursor is), apart from the game's state, and
 * what the reducer needs to know of the game.
 */
import type { Topology } from '../../api.js';
import type { ClassicAction, ClassicState } from '../../rules/classic/state.js';
import type { Zoom } from '../game/board-render.js';
import type { GroupId, MenuGroup } from '../game/menu.js';
import type { TargetStep } from '../game/targets.js';
import { centreSpace } from './cursor.js';
import type { Screen } from './keys.js';

export type Mode =
  | { kind: 'board' }
  /** `top`: the groups; `here`: what can be done on the cursor's space; else one group. */
  | { kind: 'menu'; menu: GroupId | 'top' | 'here'; index: number }
  | { kind: 'target'; item: string; step: TargetStep }
  | { kind: 'water'; item: string; rotation: number };

export interface Message {
  text: string;
  error: boolean;
}

export interface UiState {
  cursor: number;
  zoom: Zoom;
  mode: Mode;
  /** The label being typed to jump to (null: not typing). */
  label: string | null;
  message: Message | null;
  help: { open: boolean; scroll: number };
  confirm: 'quit' | 'end' | null;
}

/** What the reducer is told of the game: read-only. */
export interface UiContext {
  /** The state as the viewer may see it. */
  state: ClassicState;
  topo: Topology;
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
  /** Lines of the help text, to stop scrolling past its end. */
  helpLength: number;
}

/** Something the reducer asks of the game. */
export type Effect =
  | { type: 'apply'; action: ClassicAction }
  | { type: 'undo' }
  | { type: 'quit' }
  | { type: 'ack' }
  | { type: 'skip' };

export function initialUi(topo: Topology, zoom: Zoom = 'compact'): UiState {
  return { cursor: centreSpace(topo), zoom, mode: { kind: 'board' }, label: null, message: null, help: { open: false, scroll: 0 }, confirm: null };
}

/** Which screen is showing, from the most pressing down. */
export function screenOf(ui: UiState, ctx: UiContext): Screen {
  if (ctx.small) return 'small';
  if (ui.confirm) return 'confirm';
  if (ui.help.open) return 'help';
  if (ctx.scoring) return 'scoring';
  if (ctx.handoff) return 'handoff';
  if (ctx.over) return 'final';
  if (!ctx.yourTurn) return 'watch';
  if (ui.mode.kind === 'menu') return 'menu';
  if (ui.mode.kind === 'target') return 'target';
  if (ui.mode.kind === 'water') return 'water';
  return 'board';
}
