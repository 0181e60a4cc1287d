// The menu item commands and the bulk translation, declared once: payload,
// callable, description, touched rows and absorption. Built by
// src/domain/menu-item-commands.ts and translations-apply.ts.
import { showsOrder, type CommandSpecs } from '../command-spec';
import type { Translation } from '../entities';
import type { TranslationsApplyPayload } from '../translations-apply';

/** Fields of a menu item a user can set (doc 2 §3, §5). */
export interface MenuItemFields {
  name: string;
  description: string;
  price: number;
  isAvailable: boolean;
  translations: Record<string, Translation>;
  beautifyEnabled: boolean;
}

/** Image fields travel as updates too: the sender sets them once the image is uploaded. */
export type MenuItemUpdates = Partial<MenuItemFields & { orderIndex: number; imageUrl: string; imagePath: string }>;

/**
 * An image chosen on this device, kept in IndexedDB beside its command until the
 * sender has uploaded it (doc 2 §7 Storage). Already compressed when chosen.
 */
export interface LocalImageRef {
  /** Key of the stored blob (client-made, unique). */
  blobId: string;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  size: number;
}

export interface MenuItemPayloads {
  'menuItem.add': { menuItemId: string; menuItem: MenuItemFields & { orderIndex?: number } };
  'menuItem.update': { menuItemId: string; updates: MenuItemUpdates };
  'menuItem.delete': { menuItemId: string };
  /** Each entry is the item's id beside the fields it changes (flat, as doc 1 §7 sends them). */
  'menuItem.bulkUpdate': { updates: Array<MenuItemUpdates & { menuItemId: string }> };
  'menuItem.reorder': { orderedIds: string[] };
  /**
   * Sets (a local image, uploaded first by the sender) or removes (null) an
   * item's image. Delivered as an updateMenuItemSecure of imageUrl and imagePath.
   */
  'menuItem.setImage': { menuItemId: string; image: LocalImageRef | null };
  /** Bulk translation: one language merged into these items' and categories' translations, the others kept. */
  'translations.apply': TranslationsApplyPayload;
}

export const MENU_ITEM_COMMANDS: CommandSpecs<MenuItemPayloads> = {
  'menuItem.add': {
    callable: 'addMenuItemSecure',
    describe: (c) => `Add menu item "${c.payload.menuItem.name}"`,
    touches: (c) => ({ menuItems: [c.payload.menuItemId] }),
    absorbed: (c, at) => at.landed('menuItems', c.payload.menuItemId),
  },
  'menuItem.update': {
    callable: 'updateMenuItemSecure',
    describe: (c) => (c.payload.updates.name !== undefined ? `Rename menu item to "${c.payload.updates.name}"` : 'Update menu item'),
    touches: (c) => ({ menuItems: [c.payload.menuItemId] }),
    absorbed: (c, at) => at.landed('menuItems', c.payload.menuItemId),
  },
  'menuItem.delete': {
    callable: 'deleteMenuItemSecure',
    describe: () => 'Delete menu item',
    touches: (c) => ({ menuItems: [c.payload.menuItemId] }),
    // Only its tombstone proves it: a row missing from the replica may just not be pulled yet.
    absorbed: (c, at) => at.stamped(at.replica.deleted?.menuItems.get(c.payload.menuItemId)),
  },
  'menuItem.bulkUpdate': {
    callable: 'bulkUpdateMenuItemsSecure',
    describe: (c) => `Update ${c.payload.updates.length} menu items`,
    touches: (c) => ({ menuItems: c.payload.updates.map((u) => u.menuItemId) }),
    absorbed: (c, at) => c.payload.updates.every((u) => at.landed('menuItems', u.menuItemId)),
  },
  'menuItem.reorder': {
    callable: 'reorderMenuItemsSecure',
    describe: () => 'Reorder menu items',
    touches: (c) => ({ menuItems: c.payload.orderedIds }),
    absorbed: (c, at) => showsOrder(c.payload.orderedIds, at.replica.menuItems),
    overwriteKey: (c) => c.type,
  },
  'menuItem.setImage': {
    // The sender uploads the image first, then sets its url and path on the item.
    callable: 'updateMenuItemSecure',
    describe: (c) => (c.payload.image ? 'Set a menu item image' : 'Remove a menu item image'),
    touches: (c) => ({ menuItems: [c.payload.menuItemId] }),
    absorbed: (c, at) => at.landed('menuItems', c.payload.menuItemId),
  },
  'translations.apply': {
    callable: 'applyTranslationsSecure',
    describe: (c) => `Save ${c.payload.language} translations`,
    touches: (c) => ({ menuItems: c.payload.items.map((i) => i.menuItemId), categories: c.payload.categories.map((x) => x.categoryId) }),
    // Each overlay indexes one kind only: the other kind's rows, absent, prove nothing.
    absorbed: (c, at) =>
      c.payload.items.every((i) => at.replica.menuItems.size === 0 || at.landed('menuItems', i.menuItemId))
      && c.payload.categories.every((x) => at.replica.categories.size === 0 || at.landed('categories', x.categoryId)),
  },
};
