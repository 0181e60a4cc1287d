// What the category screens derive from the view: the form's starting values,
// which fields an edit really changed, and a category's menu items.
import { CATEGORY_DEFAULTS, type Category } from '../shared/entities';
import type { CategoryInput } from './category-validation';

export interface CategoryFormValues {
  name: string;
  description: string;
  icon: string;
  color: string;
}

/** A new category starts blank with the default icon and colour; an edit starts from the category. */
export function categoryFormValues(category?: Category): CategoryFormValues {
  if (!category) return { name: '', description: '', icon: CATEGORY_DEFAULTS.icon, color: CATEGORY_DEFAULTS.color };
  return { name: category.name, description: category.description, icon: category.icon, color: category.color };
}

/**
 * Only the fields the user changed travel in the update command, so an edit
 * made elsewhere to another field survives. Whitespace alone is no change.
 */
export function changedCategoryFields(current: Category, values: CategoryFormValues): Partial<CategoryInput> {
  const changed: Partial<CategoryInput> = {};
  if (values.name.trim() !== current.name) changed.name = values.name;
  if (values.description.trim() !== current.description) changed.description = values.description;
  if (values.icon !== current.icon) changed.icon = values.icon;
  if (values.color !== current.color) changed.color = values.color;
  return changed;
}

type Member = { id: string; categories: readonly string[] };

/** How many menu items list each category. */
export function itemCountsByCategory(items: readonly Member[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    for (const id of new Set(item.categories)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** The ids of the menu items in a category, in the items' order. */
export function membersOf(items: readonly Member[], categoryId: string): string[] {
  return items.filter((item) => item.categories.includes(categoryId)).map((item) => item.id);
}

/** Whether two selections hold the same ids, whatever their order. */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((id) => set.has(id));
}
