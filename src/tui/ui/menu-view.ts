/**
 * The menu on the screen: its title and entries for the menu that is open, and what choosing an
 * entry does. Pure; used by the reducer (to act) and by the menu panel (to draw).
 */
import { currentPlayer, formatAction, type BaseAction, type BaseState, type Topology } from '../../api.js';
import type { GroupId, MenuGroup, MenuItem } from '../game/menu.js';
import type { Presenter } from '../game/presenter.js';
import { itemWorth, worthOf, worthWords, type WorthText } from '../game/worth.js';
import type { Mode } from './state.js';

export type EntryRun = { apply: BaseAction } | { group: GroupId } | { item: MenuItem } | { confirmEnd: true } | { mode: Mode };

export interface MenuEntry {
  key: string;
  label: string;
  note: string;
  enabled: boolean;
  /** Marked as what the cards in hand can be played as now. */
  playable?: boolean;
  reason: string | null;
  run: EntryRun;
  /** What taking it is worth now (withWorth), shown beside it. */
  worth?: WorthText;
}

export interface MenuView {
  title: string;
  entries: MenuEntry[];
}

export function menuView(
  menu: GroupId | 'top' | 'here',
  groups: readonly MenuGroup[],
  state: BaseState,
  topo: Topology,
  cursor: number,
  presenter: Presenter,
): MenuView {
  if (menu === 'top') {
    return {
      title: 'Actions',
      entries: groups.map((g) => ({
        key: g.key,
        label: g.label,
        note: g.id === 'end' ? (g.items[0]?.note ?? '') : choicesNote(g.items.filter((i) => i.enabled).length, g.items.length),
        enabled: g.enabled,
        reason: g.reason,
        run: { group: g.id },
      })),
    };
  }
  if (menu === 'here') return hereView(groups, state, topo, cursor, presenter);
  const g = groups.find((x) => x.id === menu);
  if (!g) return { title: '', entries: [] };
  return { title: g.label, entries: g.items.map((i) => itemEntry(i)) };
}

/**
 * The view with each entry's worth now (src/tui/game/worth.ts): the move's, or the best of an
 * item's moves. Only for the menu on the screen: it plays every move the entries stand for.
 */
export function withWorth(view: MenuView, state: BaseState, presenter: Presenter, names: readonly string[]): MenuView {
  const seat = currentPlayer(state);
  if (seat < 0) return view;
  return {
    ...view,
    entries: view.entries.map((e) => {
      if (!e.enabled) return e;
      let worth: WorthText | null = null;
      if ('apply' in e.run && e.run.apply.type !== 'end') {
        const w = worthOf(presenter, state, e.run.apply);
        worth = w ? worthWords(w, seat, names) : null;
      } else if ('item' in e.run) worth = itemWorth(presenter, state, e.run.item.actions, names);
      return worth ? { ...e, worth } : e;
    }),
  };
}

/** `10 choices`, `3 of 10 possible now`, `none now`. */
function choicesNote(enabled: number, all: number): string {
  if (enabled === 0) return 'none now';
  return enabled === all ? `${enabled} choice${enabled === 1 ? '' : 's'}` : `${enabled} of ${all} possible now`;
}

/** What choosing a group's item does. */
export function itemEntry(i: MenuItem): MenuEntry {
  const run: EntryRun = i.id === 'end' ? { confirmEnd: true } : i.needs === 'nothing' ? { apply: i.actions[0]! } : { item: i };
  return { key: i.key, label: i.label, note: i.note, enabled: i.enabled, ...(i.playable ? { playable: true } : {}), reason: i.reason, run };
}

/** Every action that can be taken on the cursor's space. */
function hereView(groups: readonly MenuGroup[], state: BaseState, topo: Topology, cursor: number, presenter: Presenter): MenuView {
  const entries: MenuEntry[] = [];
  const add = (label: string, note: string, run: EntryRun) =>
    entries.push({ key: String((entries.length + 1) % 10), label, note, enabled: true, reason: null, run });
  for (const g of groups) {
    for (const i of g.items) {
      if (!i.enabled || i.needs === 'nothing' || i.needs === 'layout') continue;
      const t = presenter.targetsFor(state, topo, i, cursor);
      if (i.needs === 'shape') {
        if (t.choicesHere > 0)
          add(`${i.label}, over ${topo.label[cursor]}`, `${t.choicesHere} way${t.choicesHere === 1 ? '' : 's'} to lay it`, {
            mode: { kind: 'shape', item: i.id, rotation: 0 },
          });
      } else if (t.chosen) {
        // The notation says what it does; its worth (withWorth) what it gains. (The log's words
        // are the past tense of what was done, not a choice's.)
        add(formatAction(state, t.chosen), '', { apply: t.chosen });
      } else if (t.advance) {
        add(`${i.label} at ${topo.label[cursor]}`, t.advanceText ?? 'then the next space', { mode: { kind: 'target', item: i.id, step: t.advance } });
      }
    }
  }
  return { title: `On ${topo.label[cursor]}`, entries };
}
