/**
 * The replay viewer's container: the same screen as a game, read-only, stepping through a record;
 * with the record's analysis, its marks in the log, the better move at a marked action and the
 * win-chance chart (src/tui/ui/review.ts).
 */
import { useApp } from 'ink';
import { useEffect, useMemo, useRef, useState } from 'react';
import { GameScreen } from '../components/GameScreen.js';
import { helpBook } from '../game/help.js';
import type { PanelTheme } from '../game/panels.js';
import type { Zoom } from '../game/board-render.js';
import { CHART_KEY, keyToIntent } from '../ui/keys.js';
import { useKeys } from './use-keys.js';
import { layout, type ZoomChoice } from '../ui/layout.js';
import {
  betterAt,
  reduceReplay,
  replayContext,
  replayModel,
  replayScreen,
  replayStart,
  shownHand,
  SPEEDS,
  type ReplayData,
  type ReplayUi,
} from '../ui/replay.js';
import { initialUi } from '../ui/state.js';
import { centreSpace, labelStarts } from '../ui/cursor.js';
import { useLabelPause } from './use-label-pause.js';
import { markKey } from './stats.js';
import { INTERRUPTED, suspendScreen } from './run.js';
import { lazyPage, pageHeight, type HelpPage } from '../ui/pager.js';
import { presenterOf } from '../game/rulesets.js';
import { useTerminalSize } from './use-terminal-size.js';

export interface ReplayAppProps {
  data: ReplayData;
  theme: PanelTheme;
  /** Where to start: the number of actions shown. */
  at: number;
  /** The zoom to start in (default: the compact board). */
  zoom?: ZoomChoice;
  /** The viewer chose a zoom (z): the container remembers it, as a game's screen does. */
  onZoom?: (zoom: Zoom) => void;
  /** A line for the message line at the start (an analysis file that was ignored, and why). */
  note?: string;
}

export function ReplayApp({ data, theme, at, zoom, onZoom, note }: ReplayAppProps) {
  const size = useTerminalSize();
  const { exit } = useApp();
  const [r, setR] = useState<ReplayUi>(() => {
    const ui = initialUi(replayModel(data, at).topo, zoom);
    return replayStart(at, note ? { ...ui, message: { text: note, error: false } } : ui);
  });
  const ref = useRef(r);
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const help = useMemo(() => helpBook(theme.glyphs, presenterOf(data.states[0]!)), [theme, data]);
  const pageOf = (u: ReplayUi, s: typeof size): HelpPage => lazyPage(() => help(u.ui.help.from, s.columns), pageHeight(s.rows));
  const model = useMemo(() => replayModel(data, r.pos), [data, r.pos]);
  const small = (s: typeof size) => layout(model.topo, ref.current.ui.zoom, s).small;
  const ctx = replayContext(data, r, small(size), pageOf(r, size));
  const screen = replayScreen(r, ctx);
  const last = data.states.length - 1;

  const update = (next: ReplayUi) => {
    ref.current = next;
    setR(next);
  };

  // A record of a map laid tile by tile changes the board: the cursor goes back to its middle.
  const topoRef = useRef(model.topo);
  useEffect(() => {
    if (topoRef.current === model.topo) return;
    topoRef.current = model.topo;
    update({ ...ref.current, ui: { ...ref.current.ui, cursor: centreSpace(model.topo) } });
  }, [model.topo]);

  useEffect(() => {
    if (!r.autoplay || screen !== 'replay') return;
    if (r.pos >= last) {
      update({ ...ref.current, autoplay: false });
      return;
    }
    const t = setTimeout(() => update({ ...ref.current, pos: Math.min(last, ref.current.pos + 1) }), SPEEDS[r.speed]);
    return () => clearTimeout(t);
  }, [r.autoplay, r.pos, r.speed, screen, last]);

  useKeys((name) => {
    markKey();
    pressKey(name);
  });
  useLabelPause(model.topo, r.ui.label, () => {
    const cur = ref.current;
    update(reduceReplay(cur, { type: 'label-end' }, data, replayContext(data, cur, small(sizeRef.current), pageOf(cur, sizeRef.current))).r);
  });

  /** A key on the screen the one before it left; false when it ends the viewer. */
  function pressKey(name: string): boolean {
    const cur = ref.current;
    const context = replayContext(data, cur, small(sizeRef.current), pageOf(cur, sizeRef.current));
    const intent = keyToIntent(replayScreen(cur, context), name, cur.ui.label, {}, (t) => labelStarts(context.topo, t));
    if (intent?.type === 'suspend') suspendScreen();
    if (!intent || intent.type === 'suspend') return true;
    const out = reduceReplay(cur, intent, data, context);
    update(out.r);
    for (const e of out.effects) if (e.type === 'zoom') onZoom?.(e.zoom);
    const end = out.effects.find((e) => e.type === 'interrupt' || e.type === 'quit');
    if (!end) return true;
    exit(end.type === 'interrupt' ? INTERRUPTED : undefined);
    return false;
  }

  const top = `replay ${r.pos}/${last}${r.autoplay ? ` ${theme.glyphs.bullet} playing, ${SPEEDS[r.speed]} ms per action (+/- speed)` : ''}`;
  // At a marked action, the better move: its spaces marked as a hint's are, its gain in words.
  const better = useMemo(() => betterAt(data, r.pos), [data, r.pos]);
  const ui = useMemo(() => (better ? { ...r.ui, hint: { text: better.text, spaces: better.spaces } } : r.ui), [better, r.ui]);
  const marks = data.analysis ? data.marks.size : 0;
  const start = r.pos === 0 ? 'the start of the game: → steps on, space plays' : undefined;
  const opening =
    data.analysis && r.pos === 0 ? `analysed: ${marks} marked action${marks === 1 ? '' : 's'}; } jumps to the next, ${CHART_KEY} shows the charts` : start;
  return (
    <GameScreen
      model={model}
      ui={ui}
      screen={screen}
      size={size}
      theme={theme}
      help={ctx.help}
      topExtra={top}
      canUndo={false}
      handSeat={shownHand(data, r)}
      note={better?.text ?? opening}
      {...(data.analysis ? { analysis: { analysis: data.analysis, marks: data.marks, chart: r.chart, pos: r.pos } } : {})}
    />
  );
}
