// What publishing a reviewed draft does: which categories are made
// (a section whose name is already a category reuses it), which rows become
// items, and what the store's limits (doc 2 §9: 100 items, 20 categories)
// leave out. The commands themselves are the ordinary ones (category.add,
// menuItem.add, category.setMenuItems), built by the caller.
import { MAX_CATEGORIES_PER_STORE, MAX_MENU_ITEMS_PER_STORE } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { guessCategoryIcon, sameName, type ReviewRow } from './review';

export interface PlannedCategory {
  /** The section's name as it will be shown. */
  name: string;
  icon: string;
  /** Set when a category of that name exists: nothing is created. */
  existingId?: string;
}

export interface PublishPlan {
  categories: PlannedCategory[];
  /** Rows to add, each with the index of its category in `categories` (undefined: none). */
  items: Array<{ row: ReviewRow; category?: number }>;
  /** Rows left out: the store's item limit, or no name. */
  itemsNotAdded: number;
  /** Sections left without a category by the category limit (their items are still added). */
  categoriesNotAdded: number;
  /** The spec's words for each limit reached. */
  limitMessages: string[];
}

export function planPublish(
  rows: readonly ReviewRow[],
  existing: { itemCount: number; categories: readonly { id: string; name: string }[] },
): PublishPlan {
  const categories: PlannedCategory[] = [];
  const bySection = new Map<string, number | undefined>();
  let categoryRoom = MAX_CATEGORIES_PER_STORE - existing.categories.length;
  let categoriesNotAdded = 0;
  const categoryOf = (section: string): number | undefined => {
    if (!section) return undefined;
    const key = section.toLowerCase();
    if (bySection.has(key)) return bySection.get(key);
    const found = existing.categories.find((c) => sameName(c.name, section));
    let index: number | undefined;
    if (found) index = categories.push({ name: found.name, icon: guessCategoryIcon(section), existingId: found.id }) - 1;
    else if (categoryRoom > 0) {
      categoryRoom--;
      index = categories.push({ name: section, icon: guessCategoryIcon(section) }) - 1;
    } else categoriesNotAdded++;
    bySection.set(key, index);
    return index;
  };

  const items: PublishPlan['items'] = [];
  let itemRoom = MAX_MENU_ITEMS_PER_STORE - existing.itemCount;
  let itemsNotAdded = 0;
  let itemLimitHit = false;
  for (const row of rows) {
    if (!row.name.trim()) {
      itemsNotAdded++;
      continue;
    }
    if (itemRoom <= 0) {
      itemsNotAdded++;
      itemLimitHit = true;
      continue;
    }
    itemRoom--;
    items.push({ row, category: categoryOf(row.section) });
  }
  const limitMessages = [
    ...(itemLimitHit ? [MESSAGES.menu.itemLimit(MAX_MENU_ITEMS_PER_STORE)] : []),
    ...(categoriesNotAdded > 0 ? [MESSAGES.category.categoryLimit(MAX_CATEGORIES_PER_STORE)] : []),
  ];
  return { categories, items, itemsNotAdded, categoriesNotAdded, limitMessages };
}
