// The menu item commands and the bulk translation, declared once: payload,
// callable, description, touched rows, absorption and how each shows before it lands. Built by
// src/domain/menu/menu-item-commands.ts and translations-apply.ts.
import { reorderPositions, showsOrder, type CommandSpecs } from '../shared/command-spec';
import { MENU_ITEM_DEFAULTS, type LocalImageRef } from '../shared/entities';
import type { Permission } from '../shared/permission';
import { applyMenuItemUpdates, type MenuItemFields, type MenuItemUpdates } from './menu-item-updates';
import { mergeTranslation, type TranslationsApplyPayload } from './translations-apply';
import { MENU_FUNCTIONS } from './functions';

export type { LocalImageRef } from '../shared/entities';
export type { MenuItemFields, MenuItemUpdates } from './menu-item-updates';

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

/**
 * Changes of availability alone (an '86', or its end) are the service's, which
 * staff may do; any other change of an item is the menu's. Read from the
 * callable's data on the server, so anything unexpected counts as the menu's.
 */
function menuPermission(updates: unknown): Permission {
  const availabilityOnly = (u: unknown) =>
    typeof u === 'object' && u !== null && 'isAvailable' in u && Object.keys(u).every((key) => key === 'isAvailable' || key === 'menuItemId');
  const only = Array.isArray(updates) ? updates.length > 0 && updates.every(availabilityOnly) : availabilityOnly(updates);
  return only ? 'availability' : 'menu';
}

export const MENU_ITEM_COMMANDS: CommandSpecs<MenuItemPayloads> = {
  'menuItem.add': {
    callable: MENU_FUNCTIONS.addMenuItemSecure,
    permission: () => 'menu',
    describe: (c) => `Add menu item "${c.payload.menuItem.name}"`,
    touches: (c) => ({ menuItems: [c.payload.menuItemId] }),
    absorbed: (c, at) => at.landed('menuItems', c.payload.menuItemId),
    overlay: {
      menuItems: (c, list) => {
        const { menuItemId, menuItem } = c.payload;
        const base = list.get(menuItemId);
        list.put({
          ...MENU_ITEM_DEFAULTS, categories: [], orderIndex: 0, ...base, ...menuItem,
          id: menuItemId, storeId: c.storeId, pending: base?.pending ?? false,
        });
      },
    },
  },
  'menuItem.update': {
    callable: MENU_FUNCTIONS.updateMenuItemSecure,
    permission: (c) => menuPermission(c.payload.updates),
    describe: (c) => (c.payload.updates.name !== undefined ? `Rename menu item to "${c.payload.updates.name}"` : 'Update menu item'),
    touches: (c) => ({ menuItems: [c.payload.menuItemId] }),
    absorbed: (c, at) => at.landed('menuItems', c.payload.menuItemId),
    overlay: {
      menuItems: (c, list) => list.change(c.payload.menuItemId, (m) => applyMenuItemUpdates(m, c.payload.updates)),
    },
  },
  'menuItem.delete': {
    callable: MENU_FUNCTIONS.deleteMenuItemSecure,
    permission: () => 'menu',
    describe: () => 'Delete menu item',
    touches: (c) => ({ menuItems: [c.payload.menuItemId] }),
    // Only its tombstone proves it: a row missing from the replica may just not be pulled yet.
    absorbed: (c, at) => at.stamped(at.replica.deleted?.menuItems.get(c.payload.menuItemId)),
    overlay: { menuItems: (c, list) => list.delete(c.payload.menuItemId) },
  },
  'menuItem.bulkUpdate': {
    callable: MENU_FUNCTIONS.bulkUpdateMenuItemsSecure,
    permission: (c) => menuPermission(c.payload.updates),
    describe: (c) => `Update ${c.payload.updates.length} menu items`,
    touches: (c) => ({ menuItems: c.payload.updates.map((u) => u.menuItemId) }),
    absorbed: (c, at) => c.payload.updates.every((u) => at.landed('menuItems', u.menuItemId)),
    overlay: {
      menuItems: (c, list) => {
        for (const { menuItemId, ...updates } of c.payload.updates) list.change(menuItemId, (m) => applyMenuItemUpdates(m, updates));
      },
    },
  },
  'menuItem.reorder': {
    callable: MENU_FUNCTIONS.reorderMenuItemsSecure,
    permission: () => 'menu',
    describe: () => 'Reorder menu items',
    touches: (c) => ({ menuItems: c.payload.orderedIds }),
    absorbed: (c, at) => showsOrder(c.payload.orderedIds, at.replica.menuItems),
    overwriteKey: (c) => c.type,
    overlay: {
      menuItems: (c, list) => {
        for (const [id, orderIndex] of reorderPositions(c.payload.orderedIds, (id) => list.has(id))) {
          if (list.get(id)?.orderIndex !== orderIndex) list.change(id, (m) => ({ ...m, orderIndex }));
        }
      },
    },
  },
  'menuItem.setImage': {
    // The sender uploads the image first, then sets its url and path on the item.
    callable: MENU_FUNCTIONS.updateMenuItemSecure,
    permission: () => 'menu',
    describe: (c) => (c.payload.image ? 'Set a menu item image' : 'Remove a menu item image'),
    touches: (c) => ({ menuItems: [c.payload.menuItemId] }),
    absorbed: (c, at) => at.landed('menuItems', c.payload.menuItemId),
    overlay: {
      menuItems: (c, list) => {
        const { image } = c.payload;
        list.change(c.payload.menuItemId, (m) => {
          const { localImage: _old, imageUrl: _url, ...rest } = m;
          return image ? { ...rest, localImage: image } : rest;
        });
      },
    },
  },
  'translations.apply': {
    callable: MENU_FUNCTIONS.applyTranslationsSecure,
    permission: () => 'menu',
    describe: (c) => `Save ${c.payload.language} translations`,
    touches: (c) => ({ menuItems: c.payload.items.map((i) => i.menuItemId), categories: c.payload.categories.map((x) => x.categoryId) }),
    // Each overlay indexes one kind only: the other kind's rows, absent, prove nothing.
    absorbed: (c, at) =>
      c.payload.items.every((i) => at.replica.menuItems.size === 0 || at.landed('menuItems', i.menuItemId))
      && c.payload.categories.every((x) => at.replica.categories.size === 0 || at.landed('categories', x.categoryId)),
    overlay: {
      menuItems: (c, list) => {
        for (const { menuItemId, ...translation } of c.payload.items) {
          list.change(menuItemId, (m) => ({ ...m, translations: mergeTranslation(m.translations, c.payload.language, translation) }));
        }
      },
      categories: (c, list) => {
        for (const { categoryId, ...translation } of c.payload.categories) {
          list.change(categoryId, (row) => ({ ...row, translations: mergeTranslation(row.translations, c.payload.language, translation) }));
        }
      },
    },
  },
};
