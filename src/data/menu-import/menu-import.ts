// Publishing a reviewed menu draft: the ordinary commands, queued
// in order like any change the owner makes (so it works offline once the
// draft is on this device): category.add for each new section, menuItem.add
// for each row, category.setMenuItems for each category that gains items,
// then upload.markPublished with the count.
import { useMemo } from 'react';
import { addCategoryCommand, setCategoryMenuItemsCommand } from '../../domain/categories/category-commands';
import type { AnyCommand } from '../../domain/sync/commands';
import { CATEGORY_DEFAULTS, withCategoryDefaults, withMenuItemDefaults, type Category, type MenuItem } from '../../domain/shared/entities';
import { membersOf } from '../../domain/categories/category-form';
import { addMenuItemCommand } from '../../domain/menu/menu-item-commands';
import { planPublish } from '../../domain/menu-import/publish-plan';
import type { ReviewRow } from '../../domain/menu-import/review';
import { MESSAGES } from '../../domain/shared/messages';
import { markPublishedCommand } from '../../domain/menu-import/upload-commands';
import type { ValidationResult } from '../../domain/shared/validation-result';
import { useEngine } from '../engine/EngineProvider';
import type { ViewedUpload } from './uploads';

export interface PublishOutcome {
  itemsAdded: number;
  categoriesAdded: number;
  itemsNotAdded: number;
  categoriesNotAdded: number;
  /** The spec's limit texts, and any row a rule refused. */
  messages: string[];
}

interface Current {
  upload: ViewedUpload;
  uploads: readonly ViewedUpload[];
  items: readonly MenuItem[];
  categories: readonly Category[];
}

export function usePublishDraft() {
  const engine = useEngine();
  return useMemo(() => {
    if (!engine) return null;
    const { storeId } = engine.config;
    const ids = () => ({ commandId: crypto.randomUUID(), storeId });
    return async (rows: readonly ReviewRow[], current: Current): Promise<PublishOutcome | { error: string }> => {
      const plan = planPublish(rows, { itemCount: current.items.length, categories: current.categories });
      const commands: AnyCommand[] = [];
      const messages = [...plan.limitMessages];
      // Each command is judged against the view as the ones before it leave it.
      let categories = [...current.categories];
      let items = [...current.items];
      const take = <C extends AnyCommand>(built: ValidationResult<C>): C | undefined => {
        if (built.ok) commands.push(built.value);
        else messages.push(...Object.values(built.errors as Record<string, string>));
        return built.ok ? built.value : undefined;
      };

      const categoryIds = plan.categories.map((planned) => {
        if (planned.existingId) return planned.existingId;
        const categoryId = crypto.randomUUID();
        const added = take(addCategoryCommand(
          { name: planned.name, description: '', icon: planned.icon, color: CATEGORY_DEFAULTS.color },
          categories, { ...ids(), categoryId },
        ));
        if (!added) return undefined;
        categories = [...categories, withCategoryDefaults({ ...added.payload.category, storeId })];
        return categoryId;
      });
      const categoriesAdded = plan.categories.filter((c, i) => !c.existingId && categoryIds[i]).length;

      const gained = new Map<string, string[]>();
      let itemsAdded = 0;
      for (const { row, category } of plan.items) {
        const menuItemId = crypto.randomUUID();
        const added = take(addMenuItemCommand(
          { name: row.name.trim(), description: row.description.trim(), price: row.price ?? 0, isAvailable: true },
          items, { ...ids(), menuItemId },
        ));
        if (!added) continue;
        itemsAdded++;
        items = [...items, withMenuItemDefaults({ id: menuItemId, storeId, name: added.payload.menuItem.name, orderIndex: added.payload.menuItem.orderIndex ?? 0 })];
        const categoryId = category === undefined ? undefined : categoryIds[category];
        if (categoryId) gained.set(categoryId, [...(gained.get(categoryId) ?? []), menuItemId]);
      }
      for (const [categoryId, menuItemIds] of gained) {
        take(setCategoryMenuItemsCommand(categoryId, [...membersOf(current.items, categoryId), ...menuItemIds], { categories, menuItems: items }, ids()));
      }
      const marked = markPublishedCommand(current.upload.id, itemsAdded, current.uploads, ids());
      if (!marked.ok) return { error: Object.values(marked.errors as Record<string, string>)[0] ?? MESSAGES.upload.notReady };
      commands.push(marked.value);
      // Queued in order: the sender delivers them one at a time, in this order.
      for (const command of commands) await engine.dispatch(command);
      return {
        itemsAdded, categoriesAdded,
        itemsNotAdded: plan.items.length - itemsAdded + plan.itemsNotAdded,
        categoriesNotAdded: plan.categoriesNotAdded + plan.categories.filter((c, i) => !c.existingId && !categoryIds[i]).length,
        messages: [...new Set(messages)],
      };
    };
  }, [engine]);
}
