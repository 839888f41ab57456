/**
 * Laying a map tile on the screen (2026, custom layout): the board drawn with the drawn tile in a
 * legal place, the spaces it covers, and moving it between the legal places (the arrows go to the
 * nearest anchor that way; r turns it among the rotations legal at that anchor; a typed label puts
 * its anchor there). The board is drawn in a frame that holds every legal place, so that it and
 * its labels stay put while the tile moves.
 */
import { topology, type MapData, type Topology } from '../../../engine/board.js';
import type { BaseAction, BaseState } from '../../../engine/ruleset.js';
import { axialToOffset } from '../../../engine/hex.js';
import { flowerCentre } from '../tiles/lattice.js';
import { tileSet } from '../tiles/index.js';
import { legalPlacements, placedSpaces, sideOf, spreadOf } from '../rules/layout.js';
import type { H2026Action, H2026State } from '../rules/state.js';
import { spaceAt } from '../../../tui/game/board-render.js';
import type { LayoutPreview } from '../../../tui/game/presenter.js';

type TileAction = Extract<H2026Action, { type: 'tile' }>;

const previews = new Map<string, LayoutPreview>();

/**
 * The frame the tile is shown in while it moves: the rows and columns of the map laid so far and
 * of every legal place of the drawn tile, so that the board and its labels stay put while the
 * tile moves over it (the map of the game itself starts at its own topmost and leftmost spaces).
 */
interface Frame {
  minRow: number;
  minCol: number;
  rows: number;
  cols: number;
}

const frames = new Map<string, Frame>();

function frameOf(state: H2026State): Frame {
  const key = `${state.mode}|${JSON.stringify(state.tiles)}|${state.laying?.drawn ?? -1}`;
  const known = frames.get(key);
  if (known) return known;
  const side = sideOf(state.mode);
  const offsets = [...spreadOf(state.tiles, state.mode).codes.keys()].map((k) =>
    axialToOffset({ q: Math.floor(k / 2048) - 1024, r: (k % 2048) - 1024 }, 'odd'),
  );
  if (state.laying)
    for (const p of legalPlacements(spreadOf(state.tiles, state.mode), state.laying.drawn, state.mode))
      for (const sp of placedSpaces(tileSet().tiles[p.tile]!, side, p)) offsets.push(axialToOffset(sp, 'odd'));
  const minRow = Math.min(...offsets.map((o) => o.row));
  const minCol = Math.min(...offsets.map((o) => o.col));
  const frame = {
    minRow,
    minCol,
    rows: Math.max(...offsets.map((o) => o.row)) - minRow + 1,
    cols: Math.max(...offsets.map((o) => o.col)) - minCol + 1,
  };
  if (frames.size > 50) frames.clear();
  frames.set(key, frame);
  return frame;
}

const frameBoards = new WeakMap<Frame, Topology>();

/** Every space of the frame, for its labels (what is there does not matter). */
function frameBoard(frame: Frame, name: string): Topology {
  let topo = frameBoards.get(frame);
  if (!topo) {
    topo = topology({ name, shift: (frame.minRow & 1) === 0 ? 'odd' : 'even', grid: Array.from({ length: frame.rows }, () => 'p'.repeat(frame.cols)) });
    frameBoards.set(frame, topo);
  }
  return topo;
}

/** The map of `spread` drawn in `frame` (spaces outside the spread are holes). */
function mapInFrame(spread: ReturnType<typeof spreadOf>, frame: Frame, name: string): MapData {
  const grid = Array.from({ length: frame.rows }, () => Array.from({ length: frame.cols }, () => '-'));
  for (const [k, code] of spread.codes) {
    const o = axialToOffset({ q: Math.floor(k / 2048) - 1024, r: (k % 2048) - 1024 }, 'odd');
    grid[o.row - frame.minRow]![o.col - frame.minCol] = code;
  }
  // Rows keep their shift when the first row moves by an even number of rows; else it flips.
  return { name, shift: (frame.minRow & 1) === 0 ? 'odd' : 'even', grid: grid.map((row) => row.join('')) };
}

/** The space of the frame's board where a placement's anchor flower lies (its centre), or -1. */
function anchorSpace(topo: Topology, frame: Frame, a: TileAction): number {
  const o = axialToOffset(flowerCentre(a.at[0], a.at[1]), 'odd');
  return spaceAt(topo, o.col - frame.minCol, o.row - frame.minRow);
}

export function layoutPreview(base: BaseState, action: BaseAction): LayoutPreview {
  const state = base as H2026State;
  const a = action as TileAction;
  const key = `${state.mode}|${JSON.stringify(state.tiles)}|${a.tile}@${a.at[0]},${a.at[1]}/${a.rot}`;
  const cached = previews.get(key);
  if (cached) return cached;
  const p = { tile: a.tile, at: [a.at[0], a.at[1]] as [number, number], rot: a.rot };
  const frame = frameOf(state);
  const map = mapInFrame(spreadOf([...state.tiles, p], state.mode), frame, state.map.name);
  const topo = topology(map);
  const spaces = new Set<number>();
  for (const s of placedSpaces(tileSet().tiles[a.tile]!, sideOf(state.mode), p)) {
    const o = axialToOffset(s, 'odd');
    const i = spaceAt(topo, o.col - frame.minCol, o.row - frame.minRow);
    if (i >= 0) spaces.add(i);
  }
  const size = tileSet().tiles[a.tile]!.size;
  const labels = frameBoard(frame, state.map.name);
  const anchor = anchorSpace(labels, frame, a);
  const preview: LayoutPreview = {
    state: { ...state, map } as H2026State as BaseState,
    topo,
    labels,
    spaces,
    text: `tile ${a.tile} (${size}) with its anchor on ${anchor >= 0 ? labels.label[anchor] : `${a.at[0]},${a.at[1]}`}, turned ${a.rot}`,
  };
  if (previews.size > 200) previews.clear();
  previews.set(key, preview);
  return preview;
}

/**
 * The placement whose anchor lies on the space labelled `label` (the frame's labels, as the
 * screen shows them while the tile moves): the one turned as `index` is, else the first there;
 * -1 when no legal placement has its anchor there.
 */
export function layoutAt(base: BaseState, actions: readonly BaseAction[], index: number, label: string): number {
  const state = base as H2026State;
  const list = actions as TileAction[];
  if (list.length === 0) return -1;
  const frame = frameOf(state);
  const topo = frameBoard(frame, state.map.name);
  const at = topo.indexOf(label);
  if (at < 0) return -1;
  const here = list.map((a, i) => ({ a, i })).filter(({ a }) => anchorSpace(topo, frame, a) === at);
  if (here.length === 0) return -1;
  return (here.find(({ a }) => a.rot === list[index]?.rot) ?? here[0]!).i;
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
