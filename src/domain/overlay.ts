// The view a screen shows: the replica with the pending commands laid over it,
// in queue order. Pure, so every case is one line of a table test.
import {
  applyCategoryUpdates,
  touchedCategoryIds,
  touchedMenuItemIds,
  type AnyCommand,
  type LocalImageRef,
} from './commands';
import { CATEGORY_DEFAULTS, MENU_ITEM_DEFAULTS, type Category, type MenuItem } from './entities';
import { applyMenuItemUpdates } from './menu-item-updates';
import { touchedOrderIds } from './orders/order-commands';
import { mergeTranslation } from './translations-apply';

export type CommandStatus = 'queued' | 'delivered' | 'failed';

/** What the overlay needs to know of an outbox entry. */
export interface PendingCommand {
  command: AnyCommand;
  status: CommandStatus;
  /** Server commit time (epoch ms) once delivered. */
  committedAt?: number;
}

export type Viewed<T> = T & { pending: boolean };

type WithUpdatedAt = { id: string; updatedAt?: number };
type ReplicaRow = WithUpdatedAt & { orderIndex?: number };

/** The replica's rows by id, as far as absorption needs them. */
export interface ReplicaIndex {
  categories: ReadonlyMap<string, ReplicaRow>;
  menuItems: ReadonlyMap<string, ReplicaRow & { categories?: readonly string[] }>;
  /** The current store's orders (order commands are judged by their stamps). */
  orders?: ReadonlyMap<string, WithUpdatedAt>;
  /** The store document (table-count and settings commands are judged by its stamp). */
  store?: WithUpdatedAt;
  /** The current store's customer messages. */
  customerMessages?: ReadonlyMap<string, WithUpdatedAt>;
  /** The current store's live (not deleted) upload records. */
  uploads?: ReadonlyMap<string, WithUpdatedAt>;
  /**
   * Tombstones the replica holds (deleted rows it has pulled), by id. A
   * tombstone stamped at or after a command's commit shows the replica past
   * that commit for the row: a delete's effect pulled, or an earlier change to
   * a row deleted since (checkpoints only move forward, so no older pull can
   * bring the row back).
   */
  deleted?: {
    categories: ReadonlyMap<string, WithUpdatedAt>;
    menuItems: ReadonlyMap<string, WithUpdatedAt>;
  };
}

/**
 * The places a reorder gives: the listed ids that are still there (`has`),
 * numbered 0..n-1 in the listed order. Ids deleted meanwhile (on another
 * device) are skipped, as the server skips them.
 */
export function reorderPositions(orderedIds: readonly string[], has: (id: string) => boolean): Map<string, number> {
  const positions = new Map<string, number>();
  for (const id of orderedIds) if (has(id) && !positions.has(id)) positions.set(id, positions.size);
  return positions;
}

/**
 * Whether the replica shows the order a reorder set: the listed rows it holds
 * stand in that order. Judged by state, not by stamps: the server stamps only
 * the rows whose place changed. Relative order, not the exact numbers: a row
 * deleted later leaves a gap in the stored positions, and the order still
 * stands. An empty match proves nothing (the rows may not be pulled yet).
 */
function showsOrder(orderedIds: readonly string[], rows: ReadonlyMap<string, ReplicaRow>): boolean {
  const present = [...reorderPositions(orderedIds, (id) => rows.has(id)).keys()];
  const place = (id: string) => rows.get(id)?.orderIndex ?? Number.NEGATIVE_INFINITY;
  return present.length > 0 && present.every((id, i) => i === 0 || place(present[i - 1]!) < place(id));
}

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
  const committedAt = entry.committedAt;
  const stampedSince = (doc: WithUpdatedAt | undefined) => doc !== undefined && Math.floor(doc.updatedAt ?? 0) >= committedAt;
  // The row as the command left it, or deleted since: either way the replica is past the commit for it.
  const landedIn = (kind: 'categories' | 'menuItems') => (id: string) =>
    stampedSince(replica[kind].get(id)) || stampedSince(replica.deleted?.[kind].get(id));
  const { command } = entry;
  switch (command.type) {
    case 'category.delete':
      return stampedSince(replica.deleted?.categories.get(command.payload.categoryId));
    case 'menuItem.delete':
      return stampedSince(replica.deleted?.menuItems.get(command.payload.menuItemId));
    case 'category.add':
      return landedIn('categories')(command.payload.category.id);
    case 'category.reorder':
      return showsOrder(command.payload.orderedIds, replica.categories);
    case 'menuItem.reorder':
      return showsOrder(command.payload.orderedIds, replica.menuItems);
    case 'tables.setCount':
      // The store document is stamped in the same commit as the links.
      return stampedSince(replica.store);
    case 'order.bulkDelete':
      // Deleted orders leave the replica; absence proves nothing: the TTL ends it.
      return false;
    case 'store.updateSettings':
      // Without the store document in the index nothing is proven: the TTL ends it.
      return stampedSince(replica.store);
    case 'message.markRead':
    case 'message.respond':
      return stampedSince(replica.customerMessages?.get(command.payload.messageId));
    case 'translations.apply':
      // Each overlay indexes one kind only: the other kind's rows, absent, prove nothing.
      return touchedMenuItemIds(command).every((id) => replica.menuItems.size === 0 || landedIn('menuItems')(id))
        && touchedCategoryIds(command).every((id) => replica.categories.size === 0 || landedIn('categories')(id));
    case 'upload.record':
    case 'upload.deprecate':
    case 'upload.markPublished':
      return stampedSince(replica.uploads?.get(command.payload.uploadId));
    case 'upload.delete':
      // The record leaves the live replica once its tombstone is pulled; without the index nothing is proven.
      return replica.uploads !== undefined && !replica.uploads.has(command.payload.uploadId);
    case 'category.setMenuItems': {
      // Only the items whose membership changed are stamped: judge by the state itself.
      const { categoryId, menuItemIds } = command.payload;
      const wanted = new Set(menuItemIds);
      if (!menuItemIds.every((id) => replica.menuItems.has(id))) return false;
      return [...replica.menuItems.values()].every((item) => (item.categories ?? []).includes(categoryId) === wanted.has(item.id));
    }
    default:
      if (command.type.startsWith('order.')) {
        const orders = replica.orders ?? new Map<string, WithUpdatedAt>();
        return touchedOrderIds(command).every((id) => stampedSince(orders.get(id)));
      }
      if (command.type.startsWith('menuItem.')) return touchedMenuItemIds(command).every(landedIn('menuItems'));
      return touchedCategoryIds(command).every(landedIn('categories'));
  }
}

/**
 * What a later command overwrites entirely: once the replica shows the later
 * one, the earlier one's effect is gone from the server too. Judging that one
 * by state alone would fail forever (the replica will never show it again),
 * and laid over the replica it would bring back what the later one undid.
 */
function overwriteKey(command: AnyCommand): string | undefined {
  switch (command.type) {
    case 'category.reorder':
    case 'menuItem.reorder':
      return command.type;
    case 'category.setMenuItems':
      return `${command.type}:${command.payload.categoryId}`;
    default:
      return undefined;
  }
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
