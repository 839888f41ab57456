/**
 * The replay viewer's container: the same screen as a game, read-only, stepping through a record.
 */
import { useApp } from 'ink';
import { useEffect, useMemo, useRef, useState } from 'react';
import { GameScreen } from '../components/GameScreen.js';
import { helpLines, wrapLines } from '../game/help.js';
import type { PanelTheme } from '../game/panels.js';
import type { Zoom } from '../game/board-render.js';
import { keyToIntent } from '../ui/keys.js';
import { useKeys } from './use-keys.js';
import { layout } from '../ui/layout.js';
import { reduceReplay, replayContext, replayModel, replayScreen, shownHand, SPEEDS, type ReplayData, type ReplayUi } from '../ui/replay.js';
import { initialUi } from '../ui/state.js';
import { centreSpace, labelStarts } from '../ui/cursor.js';
import { markKey } from './stats.js';
import { presenterOf } from '../game/rulesets.js';
import { useTerminalSize } from './use-terminal-size.js';

export interface ReplayAppProps {
  data: ReplayData;
  theme: PanelTheme;
  /** Where to start: the number of actions shown. */
  at: number;
  zoom?: Zoom;
}

export function ReplayApp({ data, theme, at, zoom }: ReplayAppProps) {
  const size = useTerminalSize();
  const { exit } = useApp();
  const [r, setR] = useState<ReplayUi>(() => ({ pos: at, autoplay: false, speed: 2, hand: null, ui: initialUi(replayModel(data, at).topo, zoom) }));
  const ref = useRef(r);
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const help = useMemo(() => wrapLines(helpLines(theme.glyphs, presenterOf(data.states[0]!)), Math.max(20, size.columns - 1)), [theme, size.columns, data]);
  const model = useMemo(() => replayModel(data, r.pos), [data, r.pos]);
  const small = (s: typeof size) => layout(model.topo, ref.current.ui.zoom, s).small;
  const ctx = replayContext(data, r, small(size), help.length);
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
  }, [r.autoplay, r.pos, r.speed, screen]);

  useKeys((name) => {
    markKey();
    const cur = ref.current;
    const context = replayContext(data, cur, small(sizeRef.current), help.length);
    const intent = keyToIntent(replayScreen(cur, context), name, cur.ui.label, {}, (t) => labelStarts(context.topo, t));
    if (!intent) return;
    const out = reduceReplay(cur, intent, data, context);
    update(out.r);
    if (out.effects.some((e) => e.type === 'quit')) exit();
  });

  const top = `replay ${r.pos}/${last}${r.autoplay ? ` ${theme.glyphs.bullet} playing, ${SPEEDS[r.speed]} ms per action (+/- speed)` : ''}`;
  return (
    <GameScreen
      model={model}
      ui={r.ui}
      screen={screen}
      size={size}
      theme={theme}
      helpLines={help}
      topExtra={top}
      canUndo={false}
      handSeat={shownHand(data, r)}
      note={r.pos === 0 ? 'the start of the game: → steps on, space plays' : undefined}
    />
  );
}
