/**
 * What the game screen draws, whether from a game being played (GameController) or from a record
 * being replayed (the replay viewer); and the board's highlights for the screen's state.
 */
import type { ScoreBreakdown, Topology } from '../../api.js';
import type { ClassicAction, ClassicState } from '../../rules/classic/state.js';
import type { LogEntry } from '../game/log.js';
import { findItem, type MenuGroup } from '../game/menu.js';
import { targetsFor } from '../game/targets.js';
import type { UiState } from './state.js';

export interface ScreenModel {
  /** The state as the viewer may see it. */
  view: ClassicState;
  topo: Topology;
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
  file: string | null;
}

export interface Highlights {
  targets: ReadonlySet<number>;
  preview: ReadonlySet<number>;
  /** What Enter does at the cursor, when placing. */
  chosen: ClassicAction | null;
  /** Water: how many placements cover the cursor's space. */
  choicesHere: number;
}

const NONE: Highlights = { targets: new Set(), preview: new Set(), chosen: null, choicesHere: 0 };

export function highlights(ui: UiState, model: ScreenModel): Highlights {
  const mode = ui.mode;
  if (mode.kind !== 'target' && mode.kind !== 'water') return NONE;
  const item = findItem(model.menu, mode.item);
  if (!item) return NONE;
  const t = targetsFor(model.view, model.topo, item, ui.cursor, mode.kind === 'target' ? mode.step : { rotation: mode.rotation });
  return { targets: t.spaces, preview: t.preview, chosen: t.chosen, choicesHere: t.choicesHere };
}
