/**
 * The game screen's container: it reads the game (GameController), feeds keys through the key
 * table and the pure reducer, and carries out the reducer's effects. The bots play at the table
 * (src/table/bots.ts); the screen holds them while it waits for its player's key.
 */
import { useApp, useInput } from 'ink';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { GameScreen } from '../components/GameScreen.js';
import { helpBook } from '../game/help.js';
import type { PanelTheme } from '../game/panels.js';
import { groupKeys, keysOf, keyToIntent, type Intent } from '../ui/keys.js';
import { layout } from '../ui/layout.js';
import { reduce } from '../ui/reducer.js';
import { initialUi, layoutItem, screenOf, type Effect, type UiContext, type UiState } from '../ui/state.js';
import type { Zoom } from '../game/board-render.js';
import type { GameController, GameSnapshot } from './controller.js';
import { markKey } from './stats.js';
import { suspendScreen } from './run.js';
import { useF1 } from './use-f1.js';
import { pageHeight, type HelpPage } from '../ui/pager.js';
import { centreSpace, labelStarts } from '../ui/cursor.js';

/** How long the strong bot thinks for a hint. */
export const HINT_MS = 1000;

import { useTerminalSize, type Size } from './use-terminal-size.js';

export interface GameAppProps {
  controller: GameController;
  theme: PanelTheme;
  /** Milliseconds the strong bot thinks for a hint (the hint key). */
  hintMs?: number;
  zoom?: Zoom;
}

export function contextOf(snap: GameSnapshot, size: Size, zoom: Zoom, help: HelpPage): UiContext {
  return {
    state: snap.view,
    topo: snap.topo,
    presenter: snap.presenter,
    menu: snap.menu,
    yourTurn: snap.yourTurn,
    canUndo: snap.canUndo,
    scoring: snap.scoring !== null,
    handoff: snap.handoff,
    over: snap.over,
    small: layout(snap.topo, zoom, size).small,
    help,
    saveAlert: snap.saveAlert,
    savePath: snap.savePath,
  };
}

export function GameApp({ controller, theme, zoom, hintMs = HINT_MS }: GameAppProps) {
  const snap = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const size = useTerminalSize();
  const { exit } = useApp();
  const [ui, setUi] = useState<UiState>(() => ({
    ...initialUi(snap.topo, zoom),
    message:
      layoutItem(snap.menu) || snap.menu.length === 1
        ? null
        : { text: 'a: the actions  enter: what you can do on the space under the cursor  ?: help', error: false },
  }));
  const uiRef = useRef(ui);
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const help = useMemo(() => helpBook(theme.glyphs, snap.presenter), [theme, snap.presenter]);
  // The help for the screen it was opened from, wrapped to the terminal's width.
  const pageOf = (u: UiState, s: Size): HelpPage => ({ lines: help(u.help.from, s.columns), height: pageHeight(s.rows) });

  const ctx = contextOf(snap, size, ui.zoom, pageOf(ui, size));
  const screen = screenOf(ui, ctx);

  const update = (next: UiState) => {
    uiRef.current = next;
    setUi(next);
  };

  const run = (effect: Effect) => {
    switch (effect.type) {
      case 'apply': {
        const error = controller.apply(effect.action);
        if (error) update({ ...uiRef.current, message: { text: error, error: true } });
        break;
      }
      case 'undo':
        controller.undo();
        break;
      case 'ack':
        controller.ack();
        break;
      case 'skip':
        controller.skipWait();
        break;
      case 'quit':
        // A save that failed gets one more try before the program says what the file holds.
        if (controller.getSnapshot().saveProblem) controller.retrySave();
        exit();
        break;
      case 'save-seen':
        controller.saveSeen();
        break;
      case 'save-as': {
        const error = controller.saveAs(effect.path);
        const file = controller.getSnapshot().file;
        update(
          error
            ? { ...uiRef.current, message: { text: error, error: true } }
            : { ...uiRef.current, saving: null, message: { text: `saved to ${file}; the game is saved there from now on`, error: false } },
        );
        break;
      }
      case 'hint':
        // Let the "thinking" message reach the screen first (a decider in this thread blocks it).
        setTimeout(() => {
          controller.hint(hintMs).then(
            (result) => {
              if (!result) return;
              const now = controller.getSnapshot();
              const r = reduce(
                uiRef.current,
                {
                  type: 'hint-result',
                  text: result.text,
                  spaces: result.spaces,
                  ...(result.layoutIndex !== undefined ? { layoutIndex: result.layoutIndex } : {}),
                },
                contextOf(now, sizeRef.current, uiRef.current.zoom, pageOf(uiRef.current, sizeRef.current)),
              );
              update(r.ui);
            },
            (err: unknown) => update({ ...uiRef.current, message: { text: `no hint: ${err instanceof Error ? err.message : String(err)}`, error: true } }),
          );
        }, 30);
        break;
    }
  };

  // The board itself changed (a map tile laid): the cursor goes back to its middle.
  const topoRef = useRef(snap.topo);
  useEffect(() => {
    if (topoRef.current === snap.topo) return;
    topoRef.current = snap.topo;
    update({ ...uiRef.current, cursor: centreSpace(snap.topo) });
  }, [snap.topo]);

  // The screens that wait for a key (help, a question) hold the table's bots back.
  const watching = screen === 'watch';
  useEffect(() => (watching ? undefined : controller.bots?.hold()), [watching]);

  // A screen that closes (a key, a signal) abandons what is being thought.
  useEffect(() => () => controller.leave(), []);

  useInput((input, key) => {
    markKey();
    // Text typed fast or pasted into the path field arrives as one piece: all of it is typed.
    if (
      screenOf(uiRef.current, contextOf(controller.getSnapshot(), sizeRef.current, uiRef.current.zoom, pageOf(uiRef.current, sizeRef.current))) === 'saving' &&
      !key.ctrl &&
      !key.meta
    ) {
      const pasted = input.length > 1 ? input.replace(/[\u0000-\u001f\u007f-\u009f]/g, '') : '';
      if (pasted) return press({ type: 'text', ch: pasted });
    }
    // Keys that arrived together are handled one by one, in order, each on the screen the one
    // before it left.
    for (const name of keysOf(input, key)) pressKey(name);
  });
  useF1(() => pressKey('f1'));

  function pressKey(name: string): void {
    const current = controller.getSnapshot();
    const context = contextOf(current, sizeRef.current, uiRef.current.zoom, pageOf(uiRef.current, sizeRef.current));
    const intent = keyToIntent(screenOf(uiRef.current, context), name, uiRef.current.label, groupKeys(current.menu), (t) => labelStarts(context.topo, t));
    if (intent?.type === 'suspend') suspendScreen();
    else if (intent) press(intent);
  }

  function press(intent: Intent): void {
    const r = reduce(uiRef.current, intent, contextOf(controller.getSnapshot(), sizeRef.current, uiRef.current.zoom, pageOf(uiRef.current, sizeRef.current)));
    update(r.ui);
    for (const e of r.effects) run(e);
  }

  let note: string | undefined;
  if (screen === 'tile') note = 'your map tile: the arrows move it to where it fits, r turns it, tab the next place, enter lays it';
  else if (screen === 'board' && snap.menu.length === 1 && snap.menu[0]!.id !== 'end') note = `${snap.menu[0]!.label}: ${snap.menu[0]!.key} shows the choices`;
  else if (snap.botError) note = `the bot failed: ${snap.botError}`;
  else if (snap.thinking === 'bot') note = `${snap.names[snap.current]} (${snap.botLevels[snap.current]} bot) is thinking...`;
  else if (snap.botWaiting && watching) {
    const level = snap.botLevels[snap.current];
    note = `${snap.names[snap.current]} (${level} bot) is to move${snap.botPace > 0 ? '; space skips the wait' : ''}`;
  }

  return (
    <GameScreen
      model={snap}
      ui={ui}
      screen={screen}
      size={size}
      theme={theme}
      helpLines={ctx.help.lines}
      note={note}
      canUndo={snap.canUndo}
      save={{ problem: snap.saveProblem, saved: snap.savedActions, unsaved: snap.unsavedActions, actions: snap.actions, path: snap.savePath }}
    />
  );
}
