// The view a screen shows: the replica with the pending commands laid over it,
// in queue order. Pure, so every case is one line of a table test.
import { landingOf, reorderPositions, type ReplicaIndex, type WithUpdatedAt } from './command-spec';
import { applyCategoryUpdates, commandSpec, type AnyCommand, type LocalImageRef } from './commands';
import { CATEGORY_DEFAULTS, MENU_ITEM_DEFAULTS, type Category, type MenuItem } from './entities';
import { applyMenuItemUpdates } from './menu-item-updates';
import { mergeTranslation } from './translations-apply';

export type { ReplicaIndex } from './command-spec';

export type CommandStatus = 'queued' | 'delivered' | 'failed';

/** What the overlay needs to know of an outbox entry. */
export interface PendingCommand {
  command: AnyCommand;
  status: CommandStatus;
  /** Server commit time (epoch ms) once delivered. */
  committedAt?: number;
}

export type Viewed<T> = T & { pending: boolean };

/**
 * A delivered command stays laid over the replica until the replica has pulled
 * its effect, so the change never blinks out between the server's answer and
 * the replication bringing it back.
 *
 * A row missing from the replica proves nothing: it may simply not be pulled
 * yet, and a pull already in flight can still bring it back alive (a delete
 * absorbed that early let a deleted row reappear). A delete is absorbed only
 * when the replica holds the row's tombstone from that commit or later (the
 * engine looks those up: live queries never show them), and so is any change
 * to a row deleted since; without it, it stays laid over until the engine's
 * delivered-entry TTL, which is harmless, since it only touches a row that is
 * gone. Reorders and membership changes are judged by the state they set,
 * since the server stamps only the rows they changed.
 */
export function isAbsorbed(entry: PendingCommand, replica: ReplicaIndex): boolean {
  if (entry.status !== 'delivered' || entry.committedAt === undefined) return false;
  return commandSpec(entry.command).absorbed(entry.command, landingOf(entry.committedAt, replica));
}

/**
 * What a later command overwrites entirely: once the replica shows the later
 * one, the earlier one's effect is gone from the server too. Judging that one
 * by state alone would fail forever (the replica will never show it again),
 * and laid over the replica it would bring back what the later one undid.
 */
function overwriteKey(command: AnyCommand): string | undefined {
  return commandSpec(command).overwriteKey?.(command);
}

/**
 * The ids of the delivered commands the replica has absorbed: each one it
 * shows, and each one a later absorbed command overwrote. `entries` must be
 * one store's, in queue order.
 */
export function absorbedCommandIds(entries: readonly PendingCommand[], replica: ReplicaIndex): Set<string> {
  const absorbed = new Set<string>();
  const overwritten = new Set<string>();
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] as PendingCommand;
    if (entry.status !== 'delivered') continue;
    const key = overwriteKey(entry.command);
    if ((key !== undefined && overwritten.has(key)) || isAbsorbed(entry, replica)) {
      absorbed.add(entry.command.id);
      if (key !== undefined) overwritten.add(key);
    }
  }
  return absorbed;
}

function applyToCategories(view: Map<string, Viewed<Category>>, command: AnyCommand, pending: boolean): void {
  const mark = (c: Viewed<Category>) => ({ ...c, pending: c.pending || pending });
  switch (command.type) {
    case 'category.add': {
      const { category } = command.payload;
      const base = view.get(category.id);
      view.set(category.id, mark({
        ...CATEGORY_DEFAULTS,
        translations: {},
        ...base,
        ...category,
        storeId: command.storeId,
        pending: base?.pending ?? false,
      }));
      return;
    }
    case 'category.delete':
      view.delete(command.payload.categoryId);
      return;
    case 'category.update':
    case 'category.bulkUpdate': {
      const updates = command.type === 'category.update' ? [command.payload] : command.payload.updates;
      for (const { categoryId, updates: fields } of updates) {
        const current = view.get(categoryId);
        if (current) view.set(categoryId, mark(applyCategoryUpdates(current, fields)));
      }
      return;
    }
    case 'category.reorder':
      for (const [id, orderIndex] of reorderPositions(command.payload.orderedIds, (id) => view.has(id))) {
        const current = view.get(id);
        if (current && current.orderIndex !== orderIndex) view.set(id, mark({ ...current, orderIndex }));
      }
      return;
    case 'translations.apply':
      for (const { categoryId, ...translation } of command.payload.categories) {
        const current = view.get(categoryId);
        if (current) view.set(categoryId, mark({ ...current, translations: mergeTranslation(current.translations, command.payload.language, translation) }));
      }
  }
}

export function byOrderIndex(a: { orderIndex: number; name: string; id: string }, b: { orderIndex: number; name: string; id: string }): number {
  return a.orderIndex - b.orderIndex || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

/**
 * Replica ⊕ pending. Queued commands mark what they touch as pending; failed
 * ones are left out, which is the rollback; absorbed ones are already in the replica.
 */
export function overlayCategories(
  replica: readonly (Category & WithUpdatedAt)[],
  entries: readonly PendingCommand[],
): Viewed<Category>[] {
  const index: ReplicaIndex = { categories: new Map(replica.map((c) => [c.id, c])), menuItems: new Map() };
  const view = new Map<string, Viewed<Category>>(replica.map((c) => [c.id, { ...c, pending: false }]));
  const absorbed = absorbedCommandIds(entries, index);
  for (const entry of entries) {
    if (entry.status === 'failed' || absorbed.has(entry.command.id)) continue;
    if (!entry.command.type.startsWith('category.') && entry.command.type !== 'translations.apply') continue;
    applyToCategories(view, entry.command, entry.status === 'queued');
  }
  return [...view.values()].sort(byOrderIndex);
}

/** A menu item as screens show it: an image chosen on this device shows from IndexedDB until uploaded. */
export type ViewedMenuItem = Viewed<MenuItem> & { localImage?: LocalImageRef };

function applyToMenuItems(view: Map<string, ViewedMenuItem>, command: AnyCommand, pending: boolean): void {
  const mark = (m: ViewedMenuItem) => ({ ...m, pending: m.pending || pending });
  const change = (id: string, f: (m: ViewedMenuItem) => ViewedMenuItem) => {
    const current = view.get(id);
    if (current) view.set(id, mark(f(current)));
  };
  switch (command.type) {
    case 'menuItem.add': {
      const { menuItemId, menuItem } = command.payload;
      const base = view.get(menuItemId);
      view.set(menuItemId, mark({
        ...MENU_ITEM_DEFAULTS,
        categories: [],
        orderIndex: 0,
        ...base,
        ...menuItem,
        id: menuItemId,
        storeId: command.storeId,
        pending: base?.pending ?? false,
      }));
      return;
    }
    case 'menuItem.delete':
      view.delete(command.payload.menuItemId);
      return;
    case 'menuItem.update':
      change(command.payload.menuItemId, (m) => applyMenuItemUpdates(m, command.payload.updates));
      return;
    case 'menuItem.bulkUpdate':
      for (const { menuItemId, ...updates } of command.payload.updates) change(menuItemId, (m) => applyMenuItemUpdates(m, updates));
      return;
    case 'menuItem.reorder':
      for (const [id, orderIndex] of reorderPositions(command.payload.orderedIds, (id) => view.has(id))) {
        if (view.get(id)?.orderIndex !== orderIndex) change(id, (m) => ({ ...m, orderIndex }));
      }
      return;
    case 'menuItem.setImage': {
      const { image } = command.payload;
      change(command.payload.menuItemId, (m) => {
        const { localImage: _old, imageUrl: _url, ...rest } = m;
        return image ? { ...rest, localImage: image } : rest;
      });
      return;
    }
    case 'category.setMenuItems': {
      const { categoryId, menuItemIds } = command.payload;
      const wanted = new Set(menuItemIds);
      for (const item of [...view.values()]) {
        const has = item.categories.includes(categoryId);
        if (has === wanted.has(item.id)) continue;
        change(item.id, (m) => ({
          ...m,
          categories: has ? m.categories.filter((c) => c !== categoryId) : [...m.categories, categoryId],
        }));
      }
      return;
    }
    case 'category.delete': {
      // The category's chips go with it (its links are deleted with it).
      const { categoryId } = command.payload;
      for (const item of [...view.values()]) {
        if (item.categories.includes(categoryId)) {
          view.set(item.id, { ...item, categories: item.categories.filter((c) => c !== categoryId) });
        }
      }
      return;
    }
    case 'translations.apply':
      for (const { menuItemId, ...translation } of command.payload.items) {
        change(menuItemId, (m) => ({ ...m, translations: mergeTranslation(m.translations, command.payload.language, translation) }));
      }
      return;
    default:
      return;
  }
}

/** Replica ⊕ pending for the menu, as overlayCategories does for categories. */
export function overlayMenuItems(
  replica: readonly (MenuItem & WithUpdatedAt)[],
  entries: readonly PendingCommand[],
): ViewedMenuItem[] {
  const index: ReplicaIndex = { categories: new Map(), menuItems: new Map(replica.map((m) => [m.id, m])) };
  const view = new Map<string, ViewedMenuItem>(replica.map((m) => [m.id, { ...m, pending: false }]));
  const absorbed = absorbedCommandIds(entries, index);
  for (const entry of entries) {
    if (entry.status === 'failed' || absorbed.has(entry.command.id)) continue;
    applyToMenuItems(view, entry.command, entry.status === 'queued');
  }
  return [...view.values()].sort(byOrderIndex);
}
