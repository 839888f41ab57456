/**
 * Laying a map tile on the screen (2026, custom layout): the board drawn with the drawn tile in a
 * legal place, the spaces it covers, and moving it between the legal places (the arrows go to the
 * nearest anchor that way; r turns it among the rotations legal at that anchor).
 */
import { topology } from '../../../engine/board.js';
import type { BaseAction, BaseState } from '../../../engine/ruleset.js';
import { axialToOffset } from '../../../engine/hex.js';
import { flowerCentre } from '../tiles/lattice.js';
import { tileSet } from '../tiles/index.js';
import { mapOfSpread, placedSpaces, sideOf, spreadOf } from '../rules/layout.js';
import type { H26Action, H26State } from '../rules/state.js';
import { spaceAt } from '../../../tui/game/board-render.js';
import type { LayoutPreview } from '../../../tui/game/presenter.js';

type TileAction = Extract<H26Action, { type: 'tile' }>;

const previews = new Map<string, LayoutPreview>();

export function layoutPreview(base: BaseState, action: BaseAction): LayoutPreview {
  const state = base as H26State;
  const a = action as TileAction;
  const key = `${state.mode}|${JSON.stringify(state.tiles)}|${a.tile}@${a.at[0]},${a.at[1]}/${a.rot}`;
  const cached = previews.get(key);
  if (cached) return cached;
  const p = { tile: a.tile, at: [a.at[0], a.at[1]] as [number, number], rot: a.rot };
  const spread = spreadOf([...state.tiles, p], state.mode);
  const map = mapOfSpread(spread, state.map.name);
  const topo = topology(map);
  // The map's rows and columns start at its topmost and leftmost spaces (layout.ts, gridOf).
  let minRow = Infinity;
  let minCol = Infinity;
  for (const k of spread.codes.keys()) {
    const o = axialToOffset({ q: Math.floor(k / 2048) - 1024, r: (k % 2048) - 1024 }, 'odd');
    minRow = Math.min(minRow, o.row);
    minCol = Math.min(minCol, o.col);
  }
  const spaces = new Set<number>();
  for (const s of placedSpaces(tileSet().tiles[a.tile]!, sideOf(state.mode), p)) {
    const o = axialToOffset(s, 'odd');
    const i = spaceAt(topo, o.col - minCol, o.row - minRow);
    if (i >= 0) spaces.add(i);
  }
  const size = tileSet().tiles[a.tile]!.size;
  const preview: LayoutPreview = {
    state: { ...state, map } as H26State as BaseState,
    topo,
    spaces,
    text: `tile ${a.tile} (${size}) with its anchor on ${a.at[0]},${a.at[1]}, turned ${a.rot}: the highlighted spaces`,
  };
  if (previews.size > 200) previews.clear();
  previews.set(key, preview);
  return preview;
}

/** Where a placement's anchor flower lies, in screen-like coordinates (x across, y down). */
function anchorPoint(a: TileAction): { x: number; y: number } {
  const c = flowerCentre(a.at[0], a.at[1]);
  return { x: c.q + c.r / 2, y: c.r };
}

export function layoutMove(_state: BaseState, actions: readonly BaseAction[], index: number, dir: 'left' | 'right' | 'up' | 'down' | 'turn'): number {
  const list = actions as TileAction[];
  const cur = list[index];
  if (!cur) return 0;
  if (dir === 'turn') {
    // The next legal rotation at the same anchor.
    const same = list.map((a, i) => ({ a, i })).filter(({ a }) => a.at[0] === cur.at[0] && a.at[1] === cur.at[1]);
    const k = same.findIndex(({ i }) => i === index);
    return same[(k + 1) % same.length]!.i;
  }
  const from = anchorPoint(cur);
  const [dx, dy] = dir === 'left' ? [-1, 0] : dir === 'right' ? [1, 0] : dir === 'up' ? [0, -1] : [0, 1];
  let best = index;
  let bestScore = Infinity;
  list.forEach((a, i) => {
    if (a.at[0] === cur.at[0] && a.at[1] === cur.at[1]) return;
    const p = anchorPoint(a);
    const along = (p.x - from.x) * dx + (p.y - from.y) * dy;
    if (along <= 0) return;
    const across = Math.abs((p.x - from.x) * dy) + Math.abs((p.y - from.y) * dx);
    // Prefer the same rotation at the new anchor.
    const score = along + 2 * across + (a.rot === cur.rot ? 0 : 0.5);
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}
