/**
 * The game screen's container: it reads the game (GameController), feeds keys through the key
 * table and the pure reducer, and carries out the reducer's effects. The bots play at the table
 * (src/table/bots.ts); the screen holds them while it waits for its player's key.
 */
import { useApp } from 'ink';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { GameScreen } from '../components/GameScreen.js';
import { helpBook, wrapLines } from '../game/help.js';
import { historyLines } from '../game/log.js';
import type { PanelTheme } from '../game/panels.js';
import { clickAt, groupKeys, keyToIntent, type Intent } from '../ui/keys.js';
import { clickIntent } from './clicks.js';
import { useKeys } from './use-keys.js';
import { layout, type ZoomChoice } from '../ui/layout.js';
import { reduce } from '../ui/reducer.js';
import { initialUi, labelTopo, layoutItem, screenOf, type Effect, type UiContext, type UiState } from '../ui/state.js';
import type { Zoom } from '../game/board-render.js';
import type { GameController, GameSnapshot } from './controller.js';
import type { LessonShown } from '../../tutorial/tutor.js';
import { markKey } from './stats.js';
import { INTERRUPTED, suspendScreen } from './run.js';
import { lazyPage, pageHeight, type HelpPage } from '../ui/pager.js';
import { centreSpace, labelStarts } from '../ui/cursor.js';
import { useLabelPause } from './use-label-pause.js';
import { withChat, type Chat, type ChatLine } from './chat.js';

/** How long the strong bot thinks for a hint. */
export const HINT_MS = 1000;

import { useTerminalSize, type Size } from './use-terminal-size.js';

export interface GameAppProps {
  controller: GameController;
  theme: PanelTheme;
  /** Milliseconds the strong bot thinks for a hint (the hint key). */
  hintMs?: number;
  /** The zoom to start in (default: the detailed board when the terminal has room for it). */
  zoom?: ZoomChoice;
  /** The player chose a zoom (z): the container remembers it for the next games. */
  onZoom?: (zoom: Zoom) => void;
  /** The message line's first words (`--yes`: who the opponent is), instead of the keys to start with. */
  opening?: string;
  /** A tutorial's lesson under way (src/tutorial/tutor.ts): shown above the log, and first in the help. */
  lesson?: () => LessonShown;
  /** What the quit question says is kept (default: the game, for hacienda resume). */
  quitNote?: string;
  /** The final screen's review key: the screen closes, and the container reviews the game. */
  onReview?: () => void;
  /** The room's chat (a game on hacienda serve): its lines in the log, and a line to say them. */
  chat?: Chat;
}

/** A lesson's lines at `width`: its number, title and text, wrapped. */
export function lessonLines(l: LessonShown, width: number, theme: PanelTheme): string[] {
  const head = l.number > l.count ? `The tutorial is done (${l.count}/${l.count})` : `Lesson ${l.number}/${l.count}: ${l.title}`;
  return [theme.painter.paint(head, { bold: true, fg: 'cyan' }), ...wrapLines([l.text], Math.max(20, width - 1))];
}

/** The history screen's lines: the whole game's log, wrapped to the width (kept while neither changes). */
const histories = new WeakMap<readonly unknown[], { key: string; lines: string[] }>();
export function historyOf(snap: GameSnapshot, width: number): string[] {
  const key = `${width}/${snap.viewer}`;
  const known = histories.get(snap.log);
  if (known?.key === key) return known.lines;
  const lines = wrapLines(historyLines(snap.log, snap.viewer, snap.names), Math.max(20, width - 1));
  histories.set(snap.log, { key, lines });
  return lines;
}

export function contextOf(snap: GameSnapshot, size: Size, zoom: ZoomChoice, help: HelpPage, chat = false, tutorial = false): UiContext {
  const lay = layout(snap.topo, zoom, size);
  return {
    // Asked for only when the history opens or scrolls: wrapping the whole game's log is not
    // work for every key and every frame.
    historyLength: () => historyOf(snap, size.columns).length,
    pageLines: Math.max(1, size.rows - 3),
    state: snap.view,
    topo: snap.topo,
    presenter: snap.presenter,
    menu: snap.menu,
    yourTurn: snap.yourTurn,
    canUndo: snap.canUndo,
    scoring: snap.scoring !== null,
    handoff: snap.handoff,
    over: snap.over,
    small: lay.small,
    zoomShown: lay.zoom,
    changes: snap.changes,
    help,
    saveAlert: snap.saveAlert,
    savePath: snap.savePath,
    chat,
    tutorial,
  };
}

// One empty list: useSyncExternalStore wants the same value while nothing changed.
const NOTHING_SAID: readonly ChatLine[] = [];
const NO_CHAT: Chat = { lines: () => NOTHING_SAID, say: () => 'this game has no chat', subscribe: () => () => {} };

export function GameApp({ controller, theme, zoom = 'auto', onZoom, hintMs = HINT_MS, lesson, quitNote, chat, onReview, opening }: GameAppProps) {
  const played = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const talk = chat ?? NO_CHAT;
  const said: readonly ChatLine[] = useSyncExternalStore(talk.subscribe, talk.lines);
  // The chat's lines stand in the log (and the history) among the moves they were said between.
  const snap = useMemo(() => (said.length === 0 ? played : { ...played, log: withChat(played.log, said) }), [played, said]);
  const snapshot = () => {
    const now = controller.getSnapshot();
    return now === played ? snap : { ...now, log: withChat(now.log, talk.lines()) };
  };
  const size = useTerminalSize();
  const { exit } = useApp();
  const [ui, setUi] = useState<UiState>(() => ({
    ...initialUi(snap.topo, zoom),
    message: opening
      ? { text: opening, error: false }
      : layoutItem(snap.menu) || snap.menu.length === 1
        ? null
        : { text: 'a: the actions  enter: what you can do on the space under the cursor  ?: help', error: false },
  }));
  const uiRef = useRef(ui);
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const help = useMemo(() => helpBook(theme.glyphs, snap.presenter), [theme, snap.presenter]);
  // The help for the screen it was opened from, wrapped to the terminal's width.
  const pageOf = (u: UiState, s: Size): HelpPage =>
    // In a tutorial, ? shows the lesson again, above the keys and the rules.
    lazyPage(() => [...(lesson ? [...lessonLines(lesson(), s.columns, theme), ''] : []), ...help(u.help.from, s.columns)], pageHeight(s.rows));

  const ctx = contextOf(snap, size, ui.zoom, pageOf(ui, size), chat !== undefined, lesson !== undefined);
  // The same for a key or a result that comes between frames: the latest size and ui, not the frame's.
  const contextNow = (now: GameSnapshot): UiContext =>
    contextOf(now, sizeRef.current, uiRef.current.zoom, pageOf(uiRef.current, sizeRef.current), chat !== undefined, lesson !== undefined);
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
      case 'interrupt':
        // A save that failed gets one more try before the program says what the file holds.
        if (controller.getSnapshot().saveProblem) controller.retrySave();
        exit(effect.type === 'interrupt' ? INTERRUPTED : undefined);
        break;
      case 'zoom':
        onZoom?.(effect.zoom);
        break;
      case 'review':
        if (!onReview) break;
        onReview();
        exit();
        break;
      case 'save-seen':
        controller.saveSeen();
        break;
      case 'say': {
        const refused = talk.say(effect.text);
        update(refused ? { ...uiRef.current, message: { text: refused, error: true } } : { ...uiRef.current, chat: null });
        break;
      }
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
                  action: result.action,
                  ...(result.layoutIndex !== undefined ? { layoutIndex: result.layoutIndex } : {}),
                },
                contextNow(now),
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
  useEffect(() => (watching ? undefined : controller.bots?.hold()), [watching, controller.bots]);

  // A screen that closes (a key, a signal) abandons what is being thought.
  useEffect(() => () => controller.leave(), [controller]);

  // Each key on its own, in the order they came, each on the screen the one before it left.
  // Text pasted into the path field comes as its characters, each typed into it.
  useKeys((name) => {
    markKey();
    pressKey(name);
  });
  useLabelPause(labelTopo(ui, ctx), ui.label, () => press({ type: 'label-end' }));

  function pressKey(name: string): void {
    const current = snapshot();
    const context = contextNow(current);
    const at = clickAt(name);
    if (at) {
      const click = clickIntent(at.x, at.y, uiRef.current, current, screenOf(uiRef.current, context), sizeRef.current, theme);
      if (click) press(click);
      return;
    }
    const topo = labelTopo(uiRef.current, context);
    const intent = keyToIntent(screenOf(uiRef.current, context), name, uiRef.current.label, groupKeys(current.menu), (t) => labelStarts(topo, t));
    if (intent?.type === 'suspend') suspendScreen();
    else if (intent) press(intent);
  }

  function press(intent: Intent): void {
    const r = reduce(uiRef.current, intent, contextNow(snapshot()));
    update(r.ui);
    for (const e of r.effects) run(e);
  }

  // The same lesson object until the lesson changes (Tutor.shown), so the board, which keeps its
  // drawing while its targets stay the same set, is not drawn again for every frame.
  const shownLesson = lesson?.();
  const lessonPanel = useMemo(
    () =>
      shownLesson
        ? {
            lines: lessonLines(shownLesson, size.columns, theme),
            spaces: new Set(shownLesson.spaces.map((l) => snap.topo.label.indexOf(l)).filter((i) => i >= 0)),
          }
        : null,
    [shownLesson, size.columns, theme, snap.topo],
  );
  let note: string | undefined;
  if (screen === 'layout') note = snap.presenter.layoutNote;
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
      help={ctx.help}
      historyLines={ui.history ? historyOf(snap, size.columns) : undefined}
      note={note}
      canUndo={snap.canUndo}
      save={{ problem: snap.saveProblem, saved: snap.savedActions, unsaved: snap.unsavedActions, actions: snap.actions, path: snap.savePath }}
      {...(lessonPanel ? { lesson: lessonPanel } : {})}
      {...(quitNote ? { quitNote } : {})}
      review={onReview !== undefined}
      canChat={chat !== undefined}
    />
  );
}
