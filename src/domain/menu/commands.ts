// The menu item commands and the bulk translation, declared once: payload,
// callable, description, touched rows, absorption and how each shows before it lands. Built by
// src/domain/menu/menu-item-commands.ts and translations-apply.ts.
import * as v from 'valibot';
import { reorderPositions, showsOrder, type CommandSpecs } from '../shared/command-spec';
import { MENU_ITEM_DEFAULTS } from '../shared/entities';
import { MAX_MENU_ITEMS_PER_STORE } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import type { Permission } from '../shared/permission';
import { bulkOf, clientId, distinct, type PayloadOf } from '../shared/payload-schema';
import { applyMenuItemUpdates, MENU_IMAGE_TYPES } from './menu-item-updates';
import { ADD_FAILED, itemId, menuItemBulkEntry, menuItemUpdates, UPDATE_FAILED } from './payloads';
import { mergeTranslation, TRANSLATIONS_APPLY_PAYLOAD } from './translations-apply';
import { MENU_FUNCTIONS } from './functions';

export type { LocalImageRef } from '../shared/entities';
export type { MenuItemFields, MenuItemUpdates } from './payloads';

const M = MESSAGES.menu;

/** An image kept on this device until the sender uploads it (LocalImageRef). Never sent: see 'menuItem.setImage'. */
const localImage = v.object(
  { blobId: v.string(M.imageFailed), contentType: v.picklist(MENU_IMAGE_TYPES, M.imageFailed), size: v.number(M.imageFailed) },
  M.imageFailed,
);

/**
 * Each command's payload (the callable's data but storeId and commandId), as
 * the Functions parse it. The rules of the fields (lengths, translations, a
 * name and a positive price, the image's place) are judged next
 * (menu-item-validation.ts, menu-item-updates.ts); the count needs the store's items.
 */
export const MENU_ITEM_PAYLOADS = {
  // Every field optional, as for an update: a missing name or price is the form's required-fields text (validateMenuItem).
  'menuItem.add': v.object({ menuItemId: clientId(ADD_FAILED), menuItem: menuItemUpdates(ADD_FAILED) }, ADD_FAILED),
  'menuItem.update': v.object({ menuItemId: itemId(M.notFound), updates: menuItemUpdates(UPDATE_FAILED) }, UPDATE_FAILED),
  'menuItem.delete': v.object({ menuItemId: itemId(M.notFound) }, M.deleteFailed),
  'menuItem.bulkUpdate': v.object(
    {
      updates: v.pipe(
        bulkOf(menuItemBulkEntry(UPDATE_FAILED), UPDATE_FAILED),
        // One entry per item: two would race inside one commit, the later silently winning.
        v.check((entries) => distinct(entries.map((e) => e.menuItemId)), UPDATE_FAILED),
      ),
    },
    UPDATE_FAILED,
  ),
  /** Every item's orderIndex becomes its position in `orderedIds` (each named once, at most a store's worth), in one command. */
  'menuItem.reorder': v.object(
    {
      orderedIds: v.pipe(
        v.array(v.unknown(), M.reorderFailed),
        v.maxLength(MAX_MENU_ITEMS_PER_STORE, M.reorderFailed),
        v.array(clientId(M.reorderFailed), M.reorderFailed),
        v.check(distinct, M.reorderFailed),
      ),
    },
    M.reorderFailed,
  ),
  /**
   * Sets (a local image, uploaded first by the sender) or removes (null) an
   * item's image. Delivered as an updateMenuItemSecure of imageUrl and
   * imagePath (imageCallDataOf), which 'menuItem.update' parses: this schema
   * declares the queued command's type only.
   */
  'menuItem.setImage': v.object({ menuItemId: itemId(M.notFound), image: v.nullable(localImage) }, M.imageFailed),
  /** Bulk translation: one language merged into these items' and categories' translations, the others kept. */
  'translations.apply': TRANSLATIONS_APPLY_PAYLOAD,
};

export type MenuItemPayloads = { [T in keyof typeof MENU_ITEM_PAYLOADS]: PayloadOf<(typeof MENU_ITEM_PAYLOADS)[T]> };

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
    payload: MENU_ITEM_PAYLOADS['menuItem.add'],
    callable: MENU_FUNCTIONS.addMenuItemSecure,
    permission: () => 'menu',
    describe: (c) => `Add menu item "${c.payload.menuItem.name}"`,
    touches: (c) => ({ menuItems: [c.payload.menuItemId] }),
    absorbed: (c, at) => at.landed('menuItems', c.payload.menuItemId),
    overlay: {
      menuItems: (c, list) => {
        const { menuItemId, menuItem } = c.payload;
        const base = list.get(menuItemId);
        // What the server fills in for a field not sent (withMenuItemDefaults).
        list.put({
          ...MENU_ITEM_DEFAULTS, categories: [], orderIndex: 0, translations: {}, beautifyEnabled: false, ...base, ...menuItem,
          id: menuItemId, storeId: c.storeId, pending: base?.pending ?? false,
        });
      },
    },
  },
  'menuItem.update': {
    payload: MENU_ITEM_PAYLOADS['menuItem.update'],
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
    payload: MENU_ITEM_PAYLOADS['menuItem.delete'],
    callable: MENU_FUNCTIONS.deleteMenuItemSecure,
    permission: () => 'menu',
    describe: () => 'Delete menu item',
    touches: (c) => ({ menuItems: [c.payload.menuItemId] }),
    // Only its tombstone proves it: a row missing from the replica may just not be pulled yet.
    absorbed: (c, at) => at.stamped(at.replica.deleted?.menuItems.get(c.payload.menuItemId)),
    overlay: { menuItems: (c, list) => list.delete(c.payload.menuItemId) },
  },
  'menuItem.bulkUpdate': {
    payload: MENU_ITEM_PAYLOADS['menuItem.bulkUpdate'],
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
    payload: MENU_ITEM_PAYLOADS['menuItem.reorder'],
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
    payload: MENU_ITEM_PAYLOADS['menuItem.setImage'],
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
    payload: MENU_ITEM_PAYLOADS['translations.apply'],
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
