/**
 * The pure reducer of the game screen: a key's intent and the screen's state give the next state
 * and what to ask of the game (apply an action, undo, quit). No input or output here: the
 * component feeds it keys and carries out its effects, and the tests drive it directly.
 */
import type { Topology } from '../../engine/board.js';
import { findItem } from '../game/menu.js';
import { nextTarget } from '../game/targets.js';
import { labelGoesOn, labelPrefix, labelSpace, labelStarts, moveCursor } from './cursor.js';
import type { Intent } from './keys.js';
import { CLOSED, openPager, reducePager } from './pager.js';
import { itemEntry, menuView, type EntryRun } from './menu-view.js';
import { labelTopo, layoutIndex, layoutItem, screenOf, type Effect, type Mode, type UiContext, type UiState } from './state.js';

export interface Reduced {
  ui: UiState;
  effects: Effect[];
}

const BOARD: Mode = { kind: 'board' };

export function reduce(ui: UiState, intent: Intent, ctx: UiContext): Reduced {
  const r = reduceAny(ui, intent, ctx);
  // A hint holds until something is done; so does the step through the changes (the marks go).
  if ((r.ui.hint || r.ui.changeAt !== null) && r.effects.some((e) => e.type === 'apply' || e.type === 'undo'))
    return { ...r, ui: { ...r.ui, hint: null, changeAt: null } };
  return r;
}

function reduceAny(ui: UiState, intent: Intent, ctx: UiContext): Reduced {
  const screen = screenOf(ui, ctx);
  const same = (next: Partial<UiState>, effects: Effect[] = []): Reduced => ({ ui: { ...ui, ...next }, effects });
  const say = (text: string, error = false, more: Partial<UiState> = {}) => same({ message: { text, error }, ...more });

  // Keys that mean the same everywhere.
  switch (intent.type) {
    case 'quit-now':
      return same({}, [{ type: 'quit' }]);
    case 'interrupt':
      return same({}, [{ type: 'interrupt' }]);
    case 'zoom': {
      // A zoom chosen (now or in an earlier game) switches to the other, even where the window
      // cannot show the detailed one; `auto` switches from the board shown.
      const shown = ui.zoom === 'auto' ? (ctx.zoomShown ?? 'compact') : ui.zoom;
      const zoom = shown === 'compact' ? 'detailed' : 'compact';
      // Said once, when chosen: the choice is kept for the games after this one.
      const note = { text: `the ${zoom} board, in later games too (z switches back)`, error: false, about: 'zoom' as const };
      return same({ zoom, message: note }, [{ type: 'zoom', zoom }]);
    }
    case 'help':
      return same({ help: ui.help.open ? CLOSED : openPager(screen) });
    case 'scores-now':
      return same({ scoresNow: !ui.scoresNow, counting: false });
    case 'counting':
      return same({ counting: !ui.counting, scoresNow: false });
    case 'history': {
      // It opens at the latest events.
      if (ui.history) return same({ history: null });
      return same({ history: { scroll: historyEnd(ctx) } });
    }
    case 'history-scroll':
      return same({ history: { scroll: Math.min(historyEnd(ctx), Math.max(0, (ui.history?.scroll ?? 0) + intent.by)) } });
    default:
      break;
  }
  if (screen === 'help' || screen === 'search') return same({ help: reducePager(ui.help, intent, ctx.help) });

  if (screen === 'confirm') {
    if (intent.type === 'yes') {
      if (ui.confirm === 'quit') return same({ confirm: null }, [{ type: 'quit' }]);
      const end = findItem(ctx.menu, 'end');
      return same({ confirm: null, mode: BOARD, message: null }, end?.actions[0] ? [{ type: 'apply', action: end.actions[0] }] : []);
    }
    if (intent.type === 'no') return same({ confirm: null });
    return same({});
  }
  if (screen === 'saving') return saving(ui, intent, ctx);
  if (screen === 'chat') return chatting(ui, intent);
  if (intent.type === 'chat') return ctx.chat ? same({ chat: { text: ui.chat?.text ?? '', open: true }, label: null, message: null }) : same({});
  if (intent.type === 'save-as') return same({ saving: { path: ctx.savePath }, label: null, message: null });
  if (intent.type === 'quit') {
    if (screen === 'final') return same({}, [{ type: 'quit' }]);
    return same({ confirm: 'quit', label: null });
  }
  if (intent.type === 'review') return screen === 'final' ? same({}, [{ type: 'review' }]) : same({});
  if (screen === 'scoring' || screen === 'handoff') return intent.type === 'ack' ? same({}, [{ type: 'ack' }]) : same({});
  if (screen === 'small' || screen === 'history') return same({});

  // Typing a label to jump to.
  if (intent.type === 'label-start') return say('type a space, like F7', false, { label: '' });
  if (intent.type === 'label') {
    const topo = labelTopo(ui, ctx);
    const text = intent.fresh ? intent.ch : (ui.label ?? '') + intent.ch;
    if (!labelPrefix(text) || !labelStarts(topo, text)) return say(`${text} is not a space`, true, { label: null });
    const s = labelSpace(topo, text);
    // A label no longer label begins with is complete: the next key does its own job.
    const label = labelGoesOn(topo, text) ? text : null;
    if (screen === 'layout')
      return s >= 0 ? tileAt(ui, ctx, text, label) : same({ label, message: { text: `put the tile's anchor on ${text}…`, error: false } });
    const pending = s >= 0 && label !== null ? ` (or type on: ${longerLabels(topo, text)})` : '';
    return same({ label, cursor: s >= 0 ? s : ui.cursor, message: { text: `go to ${text}${s >= 0 ? pending : '…'}`, error: false } });
  }
  // A pause after a complete label that a longer one begins with (E1, not yet E10): the jump holds.
  if (intent.type === 'label-end') return ui.label === null ? same({}) : same({ label: null, message: null });
  if (intent.type === 'label-erase') {
    if (ui.label === null) return screen === 'target' || screen === 'shape' ? back(ui, ctx) : same({});
    return same({ label: ui.label.length > 1 ? ui.label.slice(0, -1) : null });
  }
  const typed = ui.label !== null ? { ...ui, label: null } : ui;
  if (intent.type === 'back' && ui.label !== null) return { ui: { ...typed, message: null }, effects: [] };
  if (intent.type === 'move' && screen !== 'layout') return { ui: { ...typed, cursor: moveCursor(ctx.topo, ui.cursor, intent.dir) }, effects: [] };
  // A click on a space moves the cursor there; a click on the cursor's space is Enter there.
  if (intent.type === 'click-space' && screen !== 'layout' && screen !== 'menu') {
    if (intent.space !== ui.cursor || screen === 'watch' || screen === 'final') return { ui: { ...typed, cursor: intent.space }, effects: [] };
    return yourTurn(typed, { type: 'select' }, ctx);
  }
  if (intent.type === 'click-item' && screen === 'menu') return choose(typed, intent.index, ctx);

  if (intent.type === 'changes') return nextChange(typed, ctx);
  if (screen === 'watch') return intent.type === 'skip' ? same({}, [{ type: 'skip' }]) : same({});
  if (screen === 'final') return same({});
  if (intent.type === 'hint') return same({ message: { text: 'thinking... (the strong bot, about a second)', error: false } }, [{ type: 'hint' }]);
  if (intent.type === 'hint-result') {
    const cursor = intent.layoutIndex === undefined && intent.spaces.length > 0 ? intent.spaces[0]! : ui.cursor;
    const hint: UiState['hint'] = { text: intent.text, spaces: intent.spaces, ...(intent.action ? { action: intent.action, at: cursor } : {}) };
    const more: Partial<UiState> = { hint, cursor, mode: BOARD, message: { text: `${intent.text}${intent.action ? '; enter plays it' : ''}`, error: false } };
    if (intent.layoutIndex !== undefined) more.mode = { kind: 'layout', index: intent.layoutIndex };
    return same(more);
  }
  if (screen === 'layout') return layTile(typed, intent, ctx);

  // Your turn.
  return yourTurn(typed, intent, ctx);
}

/** The labels longer than `text` that begin with it, as the message line shows them: `E10-E13`. */
function longerLabels(topo: Topology, text: string): string {
  const longer = topo.label.filter((l) => l.length > text.length && l.startsWith(text));
  return longer.length <= 3 ? longer.join(', ') : `${longer[0]}-${longer[longer.length - 1]}`;
}

/**
 * The next of the changes since the viewer's last turn (d): the cursor goes to its first space and
 * the message line says what happened there, in the log's words.
 */
function nextChange(ui: UiState, ctx: UiContext): Reduced {
  const changes = ctx.changes ?? [];
  if (changes.length === 0) return { ui: { ...ui, message: { text: 'nothing on the board has changed since your last turn', error: false } }, effects: [] };
  const at = ui.changeAt === null ? 0 : (ui.changeAt + 1) % changes.length;
  const change = changes[at]!;
  const text = `${at + 1} of ${changes.length}: ${change.text}`;
  return { ui: { ...ui, changeAt: at, cursor: change.spaces[0] ?? ui.cursor, message: { text, error: false } }, effects: [] };
}

/** The first line the history shows at its end. */
function historyEnd(ctx: UiContext): number {
  return Math.max(0, (ctx.historyLength?.() ?? 0) - (ctx.pageLines ?? 1));
}

/** The field for the path to save the game to (open by the player, or by a failed save). */
function saving(ui: UiState, intent: Intent, ctx: UiContext): Reduced {
  const path = ui.saving?.path ?? ctx.savePath;
  const seen: Effect[] = ctx.saveAlert ? [{ type: 'save-seen' }] : [];
  const next = (ui_: Partial<UiState>, effects: Effect[] = []): Reduced => ({ ui: { ...ui, ...ui_ }, effects });
  switch (intent.type) {
    case 'text':
      return next({ saving: { path: path + intent.ch } });
    case 'text-erase':
      return next({ saving: { path: path.slice(0, -1) } });
    case 'text-clear':
      return next({ saving: { path: '' } });
    case 'select':
      if (path.trim() === '') return next({ saving: { path }, message: { text: 'type the path of a file to save the game to', error: true } });
      // The field stays open until the container says the save worked.
      return next({ saving: { path } }, [...seen, { type: 'save-as', path: path.trim() }]);
    case 'back':
      return next(
        { saving: null, message: ctx.saveAlert ? { text: 'the game goes on in memory; the next action tries to save again', error: false } : null },
        seen,
      );
    case 'quit':
      return next({ confirm: 'quit', saving: null }, seen);
    default:
      return next({});
  }
}

/** Most a chat line may hold as typed (the room cuts what it keeps shorter: src/server/chat.ts). */
const CHAT_TYPED = 500;

/** The chat line: typed in place; enter says it (the container closes it once the room took it). */
function chatting(ui: UiState, intent: Intent): Reduced {
  const text = ui.chat?.text ?? '';
  const next = (chat: UiState['chat'], effects: Effect[] = [], message: UiState['message'] = null): Reduced => ({ ui: { ...ui, chat, message }, effects });
  switch (intent.type) {
    case 'text':
      return next({ text: (text + intent.ch).slice(0, CHAT_TYPED), open: true });
    case 'text-erase':
      return next({ text: [...text].slice(0, -1).join(''), open: true });
    case 'text-clear':
      return next({ text: '', open: true });
    case 'select':
      if (text.trim() === '') return next({ text, open: true }, [], { text: 'type something to say, or esc to close', error: false });
      return next({ text, open: true }, [{ type: 'say', text }]);
    case 'back':
      return next({ text, open: false });
    default:
      return next(ui.chat);
  }
}

function yourTurn(ui: UiState, intent: Intent, ctx: UiContext): Reduced {
  const same = (next: Partial<UiState>, effects: Effect[] = []): Reduced => ({ ui: { ...ui, ...next }, effects });
  const say = (text: string, error = false, more: Partial<UiState> = {}) => same({ message: { text, error }, ...more });
  const mode = ui.mode;

  switch (intent.type) {
    case 'undo':
      if (!ctx.canUndo && ctx.tutorial) return say('the tutorial takes no move back: each lesson goes on from the board as it is', true);
      if (!ctx.canUndo) return say('nothing to undo: only your own actions of this turn that revealed nothing can be taken back', true);
      return same({ mode: BOARD, message: { text: 'undone', error: false } }, [{ type: 'undo' }]);
    case 'menu':
      return same({ mode: { kind: 'menu', menu: 'top', index: 0 }, message: null });
    case 'group':
      return openGroup(ui, intent.group, ctx);
    case 'back':
      return back(ui, ctx);
    case 'menu-move': {
      if (mode.kind !== 'menu') return same({});
      const n = menuView(mode.menu, ctx.menu, ctx.state, ctx.topo, ui.cursor, ctx.presenter).entries.length;
      return same({ mode: { ...mode, index: n === 0 ? 0 : (mode.index + intent.by + n) % n } });
    }
    case 'item': {
      if (mode.kind !== 'menu') return same({});
      const entries = menuView(mode.menu, ctx.menu, ctx.state, ctx.topo, ui.cursor, ctx.presenter).entries;
      const i = entries.findIndex((e) => e.key === intent.key);
      if (i < 0) return same({});
      return choose(ui, i, ctx);
    }
    case 'select': {
      if (mode.kind === 'menu') return choose(ui, mode.index, ctx);
      // Enter after a hint plays it, while the cursor is where the hint put it.
      if (mode.kind === 'board' && ui.hint?.action && ui.hint.at === ui.cursor) return same({ message: null }, [{ type: 'apply', action: ui.hint.action }]);
      if (mode.kind === 'board') {
        const here = menuView('here', ctx.menu, ctx.state, ctx.topo, ui.cursor, ctx.presenter);
        if (here.entries.length === 0) return say(`nothing to do on ${ctx.topo.label[ui.cursor]} (a: every action)`);
        return same({ mode: { kind: 'menu', menu: 'here', index: 0 }, message: null });
      }
      return place(ui, ctx);
    }
    case 'next-target': {
      if (mode.kind !== 'target' && mode.kind !== 'shape') return same({});
      const item = findItem(ctx.menu, mode.item);
      if (!item) return same({ mode: BOARD });
      const t = ctx.presenter.targetsFor(ctx.state, ctx.topo, item, ui.cursor, mode.kind === 'target' ? mode.step : {});
      return same({ cursor: nextTarget(t.spaces, ui.cursor, intent.dir) });
    }
    case 'rotate': {
      if (mode.kind !== 'shape') return same({});
      return same({ mode: { ...mode, rotation: mode.rotation + 1 } });
    }
    default:
      return same({});
  }
}

function openGroup(ui: UiState, id: string, ctx: UiContext): Reduced {
  const g = ctx.menu.find((x) => x.id === id);
  if (!g) return { ui, effects: [] };
  if (g.id === 'end') {
    if (!g.enabled) return { ui: { ...ui, message: { text: `${g.label}: ${g.reason ?? 'not now'}`, error: true } }, effects: [] };
    return { ui: { ...ui, confirm: 'end', message: null }, effects: [] };
  }
  // Opened by its key on the board: Esc goes back there, not to the actions menu.
  const fromBoard = ui.mode.kind === 'board' ? ({ fromBoard: true } as const) : {};
  if (g.items.length === 1) {
    const item = g.items[0]!;
    if (!item.enabled) return { ui: { ...ui, message: { text: `${g.label}: ${item.reason ?? 'not now'}`, error: true } }, effects: [] };
    const r = run(ui, itemEntry(item).run, ctx);
    return r.ui.mode.kind === 'target' || r.ui.mode.kind === 'shape' ? { ...r, ui: { ...r.ui, mode: { ...r.ui.mode, ...fromBoard } } } : r;
  }
  return {
    ui: {
      ...ui,
      mode: {
        kind: 'menu',
        menu: g.id,
        index: Math.max(
          0,
          g.items.findIndex((i) => i.enabled),
        ),
        ...fromBoard,
      },
      message: null,
    },
    effects: [],
  };
}

/** Takes the menu's entry `index`. */
function choose(ui: UiState, index: number, ctx: UiContext): Reduced {
  const mode = ui.mode;
  if (mode.kind !== 'menu') return { ui, effects: [] };
  const view = menuView(mode.menu, ctx.menu, ctx.state, ctx.topo, ui.cursor, ctx.presenter);
  const entry = view.entries[index];
  if (!entry) return { ui, effects: [] };
  const moved = { ...ui, mode: { ...mode, index } };
  if (!entry.enabled) return { ui: { ...moved, message: { text: `${entry.label}: ${entry.reason ?? 'not now'}`, error: true } }, effects: [] };
  return run(moved, entry.run, ctx);
}

function run(ui: UiState, what: EntryRun, ctx: UiContext): Reduced {
  if ('apply' in what) return { ui: { ...ui, mode: BOARD, message: null }, effects: [{ type: 'apply', action: what.apply }] };
  if ('group' in what) return openGroup(ui, what.group, ctx);
  if ('confirmEnd' in what) return { ui: { ...ui, confirm: 'end', message: null }, effects: [] };
  if ('mode' in what) return { ui: { ...ui, mode: what.mode, message: null }, effects: [] };
  const item = what.item;
  const carry = ui.mode.kind === 'menu' && ui.mode.fromBoard ? ({ fromBoard: true } as const) : {};
  const mode: Mode = item.needs === 'shape' ? { kind: 'shape', item: item.id, rotation: 0, ...carry } : { kind: 'target', item: item.id, step: {}, ...carry };
  const t = ctx.presenter.targetsFor(ctx.state, ctx.topo, item, ui.cursor);
  const cursor = t.spaces.has(ui.cursor) ? ui.cursor : nextTarget(t.spaces, ui.cursor, 1);
  const n = `${t.spaces.size} space${t.spaces.size === 1 ? '' : 's'}`;
  const hint = item.needs === 'shape' ? `${n} where it fits: move it, r turns it, enter lays it` : `pick a highlighted space (${n}), then enter`;
  return { ui: { ...ui, mode, cursor, message: { text: `${item.label}: ${hint}`, error: false } }, effects: [] };
}

/** Enter on the board while placing. */
function place(ui: UiState, ctx: UiContext): Reduced {
  const mode = ui.mode;
  if (mode.kind !== 'target' && mode.kind !== 'shape') return { ui, effects: [] };
  const item = findItem(ctx.menu, mode.item);
  if (!item) return { ui: { ...ui, mode: BOARD }, effects: [] };
  const t = ctx.presenter.targetsFor(ctx.state, ctx.topo, item, ui.cursor, mode.kind === 'target' ? mode.step : { rotation: mode.rotation });
  if (t.chosen) return { ui: { ...ui, mode: BOARD, message: null }, effects: [{ type: 'apply', action: t.chosen }] };
  if (t.advance && mode.kind === 'target') {
    const next = ctx.presenter.targetsFor(ctx.state, ctx.topo, item, ui.cursor, t.advance);
    return {
      ui: {
        ...ui,
        mode: { ...mode, step: t.advance },
        cursor: nextTarget(next.spaces, ui.cursor, 1),
        message: { text: t.advanceText ?? 'now pick the next space', error: false },
      },
      effects: [],
    };
  }
  const where = ctx.topo.label[ui.cursor];
  return {
    ui: {
      ...ui,
      message: {
        text: mode.kind === 'shape' ? `the tile does not fit over ${where}: pick a highlighted space` : `not on ${where}: pick a highlighted space`,
        error: true,
      },
    },
    effects: [],
  };
}

/** Esc: one step back. */
function back(ui: UiState, ctx: UiContext): Reduced {
  const mode = ui.mode;
  const to = (next: UiState['mode']): Reduced => ({ ui: { ...ui, mode: next, message: null }, effects: [] });
  // The actions menu with the group `group` selected.
  const top = (group: string | undefined) =>
    to({
      kind: 'menu',
      menu: 'top',
      index: Math.max(
        0,
        ctx.menu.findIndex((x) => x.id === group),
      ),
    });
  if (mode.kind === 'target' && mode.step.chain !== undefined) return to({ ...mode, step: {} });
  if (mode.kind === 'target' || mode.kind === 'shape') {
    const item = findItem(ctx.menu, mode.item);
    const g = item ? ctx.menu.find((x) => x.id === item.group) : undefined;
    const carry = mode.fromBoard ? ({ fromBoard: true } as const) : {};
    if (g && g.items.length > 1) return to({ kind: 'menu', menu: g.id, index: Math.max(0, g.items.indexOf(item!)), ...carry });
    return mode.fromBoard ? to(BOARD) : top(g?.id);
  }
  if (mode.kind === 'menu' && mode.menu !== 'top' && mode.menu !== 'here' && !mode.fromBoard) return top(mode.menu);
  return to(BOARD);
}

/** A typed label while laying a map tile: the tile's anchor goes there, if it may lie there. */
function tileAt(ui: UiState, ctx: UiContext, text: string, label: string | null): Reduced {
  const item = layoutItem(ctx.menu)!;
  const i = ctx.presenter.layoutAt?.(ctx.state, item.actions, layoutIndex(ui, item.actions.length), text) ?? -1;
  if (i < 0) return { ui: { ...ui, label, message: { text: `the tile cannot lie with its anchor on ${text}`, error: label === null } }, effects: [] };
  return {
    ui: { ...ui, label, mode: { kind: 'layout', index: i }, message: { text: `the tile's anchor on ${text}: enter lays it`, error: false } },
    effects: [],
  };
}

/** Laying a map tile: the arrows move it between legal places, r turns it, enter lays it. */
function layTile(ui: UiState, intent: Intent, ctx: UiContext): Reduced {
  const item = layoutItem(ctx.menu)!;
  const n = item.actions.length;
  const index = layoutIndex(ui, n);
  const to = (i: number): Reduced => ({ ui: { ...ui, mode: { kind: 'layout', index: ((i % n) + n) % n }, message: null }, effects: [] });
  switch (intent.type) {
    case 'move':
      return to(ctx.presenter.layoutMove?.(ctx.state, item.actions, index, intent.dir) ?? index);
    case 'rotate':
      return to(ctx.presenter.layoutMove?.(ctx.state, item.actions, index, 'turn') ?? index + 1);
    case 'next-target':
      return to(index + intent.dir);
    case 'select':
      return { ui: { ...ui, mode: BOARD, message: null }, effects: [{ type: 'apply', action: item.actions[index]! }] };
    default:
      return { ui, effects: [] };
  }
}
