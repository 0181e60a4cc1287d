// Pure rules the menu-item commands share between client and server (doc 2 §3, §7).
import type { MenuItemUpdates } from './commands';
import type { MenuItem } from './entities';

/** Applies the updates a user may make, and nothing else, to a menu item. */
export function applyMenuItemUpdates<M extends MenuItem>(item: M, updates: MenuItemUpdates): M {
  const next = { ...item };
  for (const key of Object.keys(updates) as (keyof MenuItemUpdates)[]) {
    const value = updates[key];
    // An absent key means "unchanged"; undefined is never a value to store.
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  return next;
}

/** New items go last: the list is ordered by orderIndex ascending. */
export function orderIndexAtEnd(orderIndexes: readonly unknown[]): number {
  return orderIndexes.reduce<number>((max, v) => (typeof v === 'number' && Number.isFinite(v) ? Math.max(max, v + 1) : max), 0);
}

/** A menu item's link to a category: one document per pair, so a pair cannot be linked twice. */
export function menuItemCategoryId(menuItemId: string, categoryId: string): string {
  return `${menuItemId}_${categoryId}`;
}

/** The first id listed twice, if any: an order or a membership must name each item once. */
export function firstDuplicate(ids: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/** How a category's membership changes: which items gain the link, which lose it. */
export function membershipChange(current: readonly string[], wanted: readonly string[]): { added: string[]; removed: string[] } {
  const before = new Set(current);
  const after = new Set(wanted);
  return { added: wanted.filter((id) => !before.has(id)), removed: current.filter((id) => !after.has(id)) };
}
