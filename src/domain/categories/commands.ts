// The category commands, declared once: payload, callable, description,
// touched rows, absorption and how each shows before it lands. Built by
// src/domain/categories/category-commands.ts.
import { reorderPositions, showsOrder, type CommandSpecs } from '../shared/command-spec';
import { CATEGORY_DEFAULTS, type Category } from '../shared/entities';

/** Fields of a category a user can set. */
export interface CategoryFields {
  name: string;
  description: string;
  icon: string;
  color: string;
}

export type CategoryUpdates = Partial<CategoryFields & { isActive: boolean; orderIndex: number }>;

export interface CategoryPayloads {
  'category.add': { category: CategoryFields & { id: string; orderIndex: number } };
  'category.update': { categoryId: string; updates: CategoryUpdates };
  'category.delete': { categoryId: string };
  'category.bulkUpdate': { updates: Array<{ categoryId: string; updates: CategoryUpdates }> };
  /** Every category's orderIndex becomes its position in `orderedIds`, in one command. */
  'category.reorder': { orderedIds: string[] };
  /** Replaces the category's whole set of items, in one command. */
  'category.setMenuItems': { categoryId: string; menuItemIds: string[] };
}

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
    callable: 'addCategorySecure',
    permission: () => 'menu',
    describe: (c) => `Add category "${c.payload.category.name}"`,
    touches: (c) => ({ categories: [c.payload.category.id] }),
    absorbed: (c, at) => at.landed('categories', c.payload.category.id),
    overlay: {
      categories: (c, list) => {
        const { category } = c.payload;
        const base = list.get(category.id);
        list.put({ ...CATEGORY_DEFAULTS, translations: {}, ...base, ...category, storeId: c.storeId, pending: base?.pending ?? false });
      },
    },
  },
  'category.update': {
    callable: 'updateCategorySecure',
    permission: () => 'menu',
    describe: (c) => (c.payload.updates.name !== undefined ? `Rename category to "${c.payload.updates.name}"` : 'Update category'),
    touches: (c) => ({ categories: [c.payload.categoryId] }),
    absorbed: (c, at) => at.landed('categories', c.payload.categoryId),
    overlay: {
      categories: (c, list) => list.change(c.payload.categoryId, (row) => applyCategoryUpdates(row, c.payload.updates)),
    },
  },
  'category.delete': {
    callable: 'deleteCategorySecure',
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
    callable: 'bulkUpdateCategoriesSecure',
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
    callable: 'reorderCategoriesSecure',
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
    callable: 'setCategoryMenuItemsSecure',
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
