// The category commands, declared once: payload, callable, description,
// touched rows, absorption and how each shows before it lands. Built by
// src/domain/categories/category-commands.ts.
import { reorderPositions, showsOrder, type CommandSpecs } from '../shared/command-spec';
import * as v from 'valibot';
import { CATEGORY_DEFAULTS, type Category } from '../shared/entities';
import { MAX_MENU_ITEMS_PER_STORE } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { bulkOf, clientId, distinct, distinctIds, position, type PayloadOf } from '../shared/payload-schema';
import { CATEGORY_FUNCTIONS } from './functions';

const M = MESSAGES.category;

/** The changes a user may make to a category; any other field, or a wrong type, is refused with `failure`. */
const categoryUpdates = (failure: string) =>
  v.strictObject(
    {
      name: v.optional(v.string(failure)),
      description: v.optional(v.string(failure)),
      icon: v.optional(v.string(failure)),
      color: v.optional(v.string(failure)),
      isActive: v.optional(v.boolean(failure)),
      orderIndex: v.optional(position(failure)),
    },
    failure,
  );

export type CategoryUpdates = PayloadOf<ReturnType<typeof categoryUpdates>>;

/**
 * Each command's payload (the callable's data but storeId and commandId), as
 * the Functions parse it. The lengths, icon and colour rules are
 * validateCategory's, judged next; the count needs the store's categories.
 */
export const CATEGORY_PAYLOADS = {
  'category.add': v.object(
    {
      category: v.object(
        {
          id: clientId(M.addFailed),
          // A missing name is the form's 'required' text (validateCategory), not a malformed payload.
          name: v.optional(v.string(M.addFailed), ''),
          description: v.optional(v.string(M.addFailed)),
          icon: v.optional(v.string(M.addFailed)),
          color: v.optional(v.string(M.addFailed)),
          orderIndex: v.optional(position(M.addFailed)),
        },
        M.addFailed,
      ),
    },
    M.addFailed,
  ),
  'category.update': v.object({ categoryId: clientId(M.notFound), updates: categoryUpdates(M.updateFailed) }, M.updateFailed),
  'category.delete': v.object({ categoryId: clientId(M.notFound) }, M.deleteFailed),
  'category.bulkUpdate': v.object(
    {
      updates: v.pipe(
        bulkOf(v.object({ categoryId: clientId(M.notFound), updates: categoryUpdates(M.updateFailed) }, M.updateFailed), M.updateFailed),
        // One entry per category: two would race inside one commit, the later silently winning.
        v.check((entries) => distinct(entries.map((e) => e.categoryId)), M.updateFailed),
      ),
    },
    M.updateFailed,
  ),
  /** Every category's orderIndex becomes its position in `orderedIds`, in one command. */
  'category.reorder': v.object({ orderedIds: distinctIds(M.reorderFailed) }, M.reorderFailed),
  /** Replaces the category's whole set of items, in one command. */
  'category.setMenuItems': v.object(
    {
      categoryId: clientId(M.notFound),
      menuItemIds: v.pipe(
        v.array(v.unknown(), M.membershipFailed),
        v.maxLength(MAX_MENU_ITEMS_PER_STORE, M.membershipFailed),
        v.array(clientId(M.membershipFailed)),
        v.check(distinct, M.membershipFailed),
      ),
    },
    M.membershipFailed,
  ),
};

export type CategoryPayloads = { [T in keyof typeof CATEGORY_PAYLOADS]: PayloadOf<(typeof CATEGORY_PAYLOADS)[T]> };

/** Applies the updates a user may make, and nothing else, to a category. */
export function applyCategoryUpdates<C extends Category>(category: C, updates: CategoryUpdates): C {
  const next = { ...category };
  if (updates.name !== undefined) next.name = updates.name;
  if (updates.description !== undefined) next.description = updates.description;
  if (updates.icon !== undefined) next.icon = updates.icon;
  if (updates.color !== undefined) next.color = updates.color;
  if (updates.isActive !== undefined) next.isActive = updates.isActive;
  if (updates.orderIndex !== undefined) next.orderIndex = updates.orderIndex;
  return next;
}

/** Callables per doc 1 §7.1; reorder and the membership change are ours. */
export const CATEGORY_COMMANDS: CommandSpecs<CategoryPayloads> = {
  'category.add': {
    payload: CATEGORY_PAYLOADS['category.add'],
    callable: CATEGORY_FUNCTIONS.addCategorySecure,
    permission: () => 'menu',
    describe: (c) => `Add category "${c.payload.category.name}"`,
    touches: (c) => ({ categories: [c.payload.category.id] }),
    absorbed: (c, at) => at.landed('categories', c.payload.category.id),
    overlay: {
      categories: (c, list) => {
        const { category } = c.payload;
        const base = list.get(category.id);
        // The server puts a category sent without a position last, as here.
        const orderIndex = category.orderIndex ?? base?.orderIndex ?? list.rows().length;
        list.put({ ...CATEGORY_DEFAULTS, translations: {}, ...base, ...category, orderIndex, storeId: c.storeId, pending: base?.pending ?? false });
      },
    },
  },
  'category.update': {
    payload: CATEGORY_PAYLOADS['category.update'],
    callable: CATEGORY_FUNCTIONS.updateCategorySecure,
    permission: () => 'menu',
    describe: (c) => (c.payload.updates.name !== undefined ? `Rename category to "${c.payload.updates.name}"` : 'Update category'),
    touches: (c) => ({ categories: [c.payload.categoryId] }),
    absorbed: (c, at) => at.landed('categories', c.payload.categoryId),
    overlay: {
      categories: (c, list) => list.change(c.payload.categoryId, (row) => applyCategoryUpdates(row, c.payload.updates)),
    },
  },
  'category.delete': {
    payload: CATEGORY_PAYLOADS['category.delete'],
    callable: CATEGORY_FUNCTIONS.deleteCategorySecure,
    permission: () => 'menu',
    describe: () => 'Delete category',
    touches: (c) => ({ categories: [c.payload.categoryId] }),
    // Only its tombstone proves it: a row missing from the replica may just not be pulled yet.
    absorbed: (c, at) => at.stamped(at.replica.deleted?.categories.get(c.payload.categoryId)),
    overlay: {
      categories: (c, list) => list.delete(c.payload.categoryId),
      // The category's chips go with it (its links are deleted with it).
      menuItems: (c, list) => {
        const { categoryId } = c.payload;
        for (const item of list.rows()) {
          if (item.categories.includes(categoryId)) list.set({ ...item, categories: item.categories.filter((id) => id !== categoryId) });
        }
      },
    },
  },
  'category.bulkUpdate': {
    payload: CATEGORY_PAYLOADS['category.bulkUpdate'],
    callable: CATEGORY_FUNCTIONS.bulkUpdateCategoriesSecure,
    permission: () => 'menu',
    describe: (c) => `Update ${c.payload.updates.length} categories`,
    touches: (c) => ({ categories: c.payload.updates.map((u) => u.categoryId) }),
    absorbed: (c, at) => c.payload.updates.every((u) => at.landed('categories', u.categoryId)),
    overlay: {
      categories: (c, list) => {
        for (const { categoryId, updates } of c.payload.updates) list.change(categoryId, (row) => applyCategoryUpdates(row, updates));
      },
    },
  },
  'category.reorder': {
    payload: CATEGORY_PAYLOADS['category.reorder'],
    callable: CATEGORY_FUNCTIONS.reorderCategoriesSecure,
    permission: () => 'menu',
    describe: () => 'Reorder categories',
    touches: (c) => ({ categories: c.payload.orderedIds }),
    absorbed: (c, at) => showsOrder(c.payload.orderedIds, at.replica.categories),
    overwriteKey: (c) => c.type,
    overlay: {
      categories: (c, list) => {
        for (const [id, orderIndex] of reorderPositions(c.payload.orderedIds, (id) => list.has(id))) {
          if (list.get(id)?.orderIndex !== orderIndex) list.change(id, (row) => ({ ...row, orderIndex }));
        }
      },
    },
  },
  'category.setMenuItems': {
    payload: CATEGORY_PAYLOADS['category.setMenuItems'],
    callable: CATEGORY_FUNCTIONS.setCategoryMenuItemsSecure,
    permission: () => 'menu',
    describe: () => 'Change the items of a category',
    // The links live on the items (their `categories`); the category document itself is not written.
    touches: (c) => ({ menuItems: c.payload.menuItemIds }),
    absorbed: (c, at) => {
      // Only the items whose membership changed are stamped: judge by the state itself.
      const { categoryId, menuItemIds } = c.payload;
      const items = at.replica.menuItems;
      const wanted = new Set(menuItemIds);
      if (!menuItemIds.every((id) => items.has(id))) return false;
      return [...items.values()].every((item) => (item.categories ?? []).includes(categoryId) === wanted.has(item.id));
    },
    overwriteKey: (c) => `${c.type}:${c.payload.categoryId}`,
    overlay: {
      menuItems: (c, list) => {
        const { categoryId, menuItemIds } = c.payload;
        const wanted = new Set(menuItemIds);
        for (const item of list.rows()) {
          const has = item.categories.includes(categoryId);
          if (has === wanted.has(item.id)) continue;
          list.change(item.id, (m) => ({
            ...m,
            categories: has ? m.categories.filter((id) => id !== categoryId) : [...m.categories, categoryId],
          }));
        }
      },
    },
  },
};
