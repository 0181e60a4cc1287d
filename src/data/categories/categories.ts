// Categories for the screens: replica ⊕ pending, and the actions that queue
// commands (each checked by src/domain against what the user sees).
import { useMemo } from 'react';
import {
  addCategoryCommand,
  deleteCategoryCommand,
  reorderCategoriesCommand,
  setCategoryMenuItemsCommand,
  updateCategoryCommand,
} from '../../domain/categories/category-commands';
import { withCategoryDefaults, type Category } from '../../domain/shared/entities';
import { MESSAGES } from '../../domain/shared/messages';
import { overlayCategories, type PendingCommand, type Viewed } from '../../domain/sync/overlay';
import type { CategoryInput } from '../../domain/categories/category-validation';
import type { ReplicaDoc } from '../replica/schemas';
import { useQueue, useReplicaView, type ListView } from '../views/replica-view';

export type CategoriesView = ListView<Viewed<Category>>;

function categoriesOverlay(docs: ReplicaDoc[], entries: PendingCommand[], storeId: string): Viewed<Category>[] {
  const replica = docs.map((d) => ({ ...withCategoryDefaults({ ...(d as Partial<Category> & { id: string }), storeId }), updatedAt: d.updatedAt }));
  return overlayCategories(replica, entries);
}

export function useCategories(): CategoriesView {
  return useReplicaView('categories', categoriesOverlay);
}

export function useCategoryActions(categories: readonly Category[], menuItems: readonly { id: string }[] = []) {
  const queue = useQueue(MESSAGES.category.notReady);
  return useMemo(
    () => ({
      add: (input: CategoryInput, categoryId: string = crypto.randomUUID()) =>
        queue((ids) => addCategoryCommand(input, categories, { ...ids, categoryId })),
      update: (id: string, input: Partial<CategoryInput>) => queue((ids) => updateCategoryCommand(id, input, categories, ids)),
      remove: (id: string) => queue((ids) => deleteCategoryCommand(id, categories, ids)),
      reorder: (orderedIds: readonly string[]) => queue((ids) => reorderCategoriesCommand(orderedIds, categories, ids)),
      setMenuItems: (categoryId: string, menuItemIds: readonly string[]) =>
        queue((ids) => setCategoryMenuItemsCommand(categoryId, menuItemIds, { categories, menuItems }, ids)),
    }),
    [queue, categories, menuItems],
  );
}
