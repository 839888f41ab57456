/**
 * The action menu, for any ruleset: groups of items, each item backed by the legal actions it
 * stands for; an item with none is listed disabled with the engine's reason. Each ruleset's
 * presenter builds its groups (classic/menu.ts, h2026/menu.ts).
 */
import type { ApplyResult, BaseAction } from '../../engine/ruleset.js';

/** A group's id: the ruleset's own (`buy`, `pair`, ...); `end` ends the turn in every ruleset. */
export type GroupId = string;

/**
 * What choosing an item leads to: an action at once, a space on the board, a water placement, or
 * the whole board laid out anew (2026's map tiles).
 */
export type ItemNeeds = 'nothing' | 'space' | 'shape' | 'layout';

export interface MenuItem {
  id: string;
  group: GroupId;
  /** The key that picks it in its group's menu. */
  key: string;
  label: string;
  /** Price, count or what is in hand. */
  note: string;
  enabled: boolean;
  reason: string | null;
  actions: BaseAction[];
  needs: ItemNeeds;
  /** Shown first and marked in the menu (2026: what the cards in hand can be played as). */
  playable?: boolean;
}

export interface MenuGroup {
  id: GroupId;
  key: string;
  label: string;
  items: MenuItem[];
  enabled: boolean;
  reason: string | null;
}

export const ITEM_KEYS = '1234567890abcdefghijklmnopqrstuvwxyz';

/** Why an action cannot be taken now, in the engine's words, from what applying it gave; null when it can. */
export function reasonOf(result: ApplyResult<unknown>): string | null {
  return result.ok ? null : (result.reason ?? result.message);
}

export function menuItem(
  group: GroupId,
  id: string,
  label: string,
  note: string,
  actions: BaseAction[],
  needs: ItemNeeds,
  reason: () => string | null,
): MenuItem {
  const enabled = actions.length > 0;
  return { id, group, key: '', label, note, enabled, reason: enabled ? null : reason(), actions, needs };
}

export function menuGroup(id: GroupId, key: string, label: string, items: MenuItem[]): MenuGroup {
  items.forEach((it, i) => (it.key = ITEM_KEYS[i] ?? ''));
  const enabled = items.some((i) => i.enabled);
  const reasons = [...new Set(items.map((i) => i.reason).filter((r): r is string => r !== null))];
  return { id, key, label, items, enabled, reason: enabled ? null : (reasons[0] ?? null) };
}

/** Every item of every group, by id. */
export function findItem(groups: readonly MenuGroup[], id: string): MenuItem | undefined {
  for (const g of groups) for (const i of g.items) if (i.id === id) return i;
  return undefined;
}
