/**
 * What the game screen draws, whether from a game being played (GameController) or from a record
 * being replayed (the replay viewer); and the board's highlights for the screen's state.
 */
import type { BaseAction, BaseState, ScoreBreakdown, Topology } from '../../api.js';
import type { LogEntry } from '../game/log.js';
import { findItem, type MenuGroup } from '../game/menu.js';
import type { Presenter } from '../game/presenter.js';
import type { Change } from '../game/changes.js';
import { layoutIndex, layoutItem, type UiState } from './state.js';

export interface ScreenModel {
  /** The state as the viewer may see it. */
  view: BaseState;
  topo: Topology;
  presenter: Presenter;
  names: string[];
  botLevels: (string | null)[];
  /** The seat to act, -1 when the game is over. */
  current: number;
  /** Whose hand is shown (-1 none, ALL_SEEING everyone's cards in the log). */
  viewer: number;
  scoring: { kind: string; scores: ScoreBreakdown[] } | null;
  over: boolean;
  winners: number[];
  menu: MenuGroup[];
  log: readonly LogEntry[];
  recent: ReadonlySet<number>;
  /** What changed since the viewer last acted, and its spaces (a game played; not a replay). */
  changes?: readonly Change[];
  changed?: ReadonlySet<number>;
  file: string | null;
  /** Hot-seat: what the person who just played drew, for them alone, before the hand-over. */
  drawn?: { seat: number; lines: string[] } | null;
}

export interface Highlights {
  targets: ReadonlySet<number>;
  preview: ReadonlySet<number>;
  /** What Enter does at the cursor, when placing. */
  chosen: BaseAction | null;
  /** Water: how many placements cover the cursor's space. */
  choicesHere: number;
  /** Laying a map tile: the board drawn with the tile in place, and where it is among the legal places. */
  layout?: { state: BaseState; topo: Topology; text: string };
}

const NONE: Highlights = { targets: new Set(), preview: new Set(), chosen: null, choicesHere: 0 };

export function highlights(ui: UiState, model: ScreenModel): Highlights {
  const mode = ui.mode;
  const tile = layoutItem(model.menu);
  if (tile && model.presenter.layoutPreview) {
    const n = tile.actions.length;
    const i = layoutIndex(ui, n);
    const p = model.presenter.layoutPreview(model.view, tile.actions[i]!);
    return {
      targets: new Set(),
      preview: p.spaces,
      chosen: tile.actions[i]!,
      choicesHere: n,
      layout: { state: p.state, topo: p.topo, text: `${p.text} (${i + 1} of ${n})` },
    };
  }
  if (mode.kind !== 'target' && mode.kind !== 'shape') return ui.hint ? { ...NONE, targets: new Set(ui.hint.spaces) } : NONE;
  const item = findItem(model.menu, mode.item);
  if (!item) return NONE;
  const t = model.presenter.targetsFor(model.view, model.topo, item, ui.cursor, mode.kind === 'target' ? mode.step : { rotation: mode.rotation });
  return { targets: t.spaces, preview: t.preview, chosen: t.chosen, choicesHere: t.choicesHere };
}
