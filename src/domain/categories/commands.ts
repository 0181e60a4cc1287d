// The category commands, declared once: payload, callable, description,
// touched rows and absorption. Built by src/domain/category-commands.ts.
import { showsOrder, type CommandSpecs } from '../command-spec';

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

/** Callables per doc 1 §7.1; reorder and the membership change are ours. */
export const CATEGORY_COMMANDS: CommandSpecs<CategoryPayloads> = {
  'category.add': {
    callable: 'addCategorySecure',
    describe: (c) => `Add category "${c.payload.category.name}"`,
    touches: (c) => ({ categories: [c.payload.category.id] }),
    absorbed: (c, at) => at.landed('categories', c.payload.category.id),
  },
  'category.update': {
    callable: 'updateCategorySecure',
    describe: (c) => (c.payload.updates.name !== undefined ? `Rename category to "${c.payload.updates.name}"` : 'Update category'),
    touches: (c) => ({ categories: [c.payload.categoryId] }),
    absorbed: (c, at) => at.landed('categories', c.payload.categoryId),
  },
  'category.delete': {
    callable: 'deleteCategorySecure',
    describe: () => 'Delete category',
    touches: (c) => ({ categories: [c.payload.categoryId] }),
    // Only its tombstone proves it: a row missing from the replica may just not be pulled yet.
    absorbed: (c, at) => at.stamped(at.replica.deleted?.categories.get(c.payload.categoryId)),
  },
  'category.bulkUpdate': {
    callable: 'bulkUpdateCategoriesSecure',
    describe: (c) => `Update ${c.payload.updates.length} categories`,
    touches: (c) => ({ categories: c.payload.updates.map((u) => u.categoryId) }),
    absorbed: (c, at) => c.payload.updates.every((u) => at.landed('categories', u.categoryId)),
  },
  'category.reorder': {
    callable: 'reorderCategoriesSecure',
    describe: () => 'Reorder categories',
    touches: (c) => ({ categories: c.payload.orderedIds }),
    absorbed: (c, at) => showsOrder(c.payload.orderedIds, at.replica.categories),
    overwriteKey: (c) => c.type,
  },
  'category.setMenuItems': {
    callable: 'setCategoryMenuItemsSecure',
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
  },
};
