// Builds category commands from what the user asked, checked by the same rules
// the server applies, against the view the user sees (replica ⊕ pending): a
// command the server would certainly refuse is never queued.
import type { Command } from '../sync/commands';
import type { Category } from '../shared/entities';
import { isPermutationOf, type NewIds } from '../shared/ids';
import { MESSAGES } from '../shared/messages';
import { validateCategory, type CategoryInput } from './category-validation';
import type { ValidationResult } from '../shared/validation-result';

type Refused = { ok: false; errors: Record<string, string> };
const refused = (field: string, message: string): Refused => ({ ok: false, errors: { [field]: message } });

export function addCategoryCommand(
  input: CategoryInput,
  view: readonly Category[],
  ids: NewIds & { categoryId: string },
): ValidationResult<Command<'category.add'>> {
  const checked = validateCategory(input, { isNew: true, categoryCount: view.length });
  if (!checked.ok) return checked;
  // New categories go last, as the list is ordered by orderIndex ascending.
  const orderIndex = view.reduce((max, c) => Math.max(max, c.orderIndex + 1), 0);
  return {
    ok: true,
    value: {
      id: ids.commandId,
      type: 'category.add',
      storeId: ids.storeId,
      payload: { category: { ...checked.value, id: ids.categoryId, orderIndex } },
    },
  };
}

export function updateCategoryCommand(
  categoryId: string,
  input: Partial<CategoryInput>,
  view: readonly Category[],
  ids: NewIds,
): ValidationResult<Command<'category.update'>> {
  const current = view.find((c) => c.id === categoryId);
  if (!current) return refused('form', MESSAGES.category.notFound);
  const checked = validateCategory({ ...current, ...input }, { isNew: false, categoryCount: view.length });
  if (!checked.ok) return checked;
  // Only the fields the user touched travel, so concurrent edits of others survive.
  const updates = Object.fromEntries(
    Object.keys(input).map((key) => [key, checked.value[key as keyof typeof checked.value]]),
  );
  return {
    ok: true,
    value: { id: ids.commandId, type: 'category.update', storeId: ids.storeId, payload: { categoryId, updates } },
  };
}

export function deleteCategoryCommand(
  categoryId: string,
  view: readonly Category[],
  ids: NewIds,
): ValidationResult<Command<'category.delete'>> {
  if (!view.some((c) => c.id === categoryId)) return refused('form', MESSAGES.category.notFound);
  return { ok: true, value: { id: ids.commandId, type: 'category.delete', storeId: ids.storeId, payload: { categoryId } } };
}

/** A drag's result: every category's orderIndex becomes its position, in one command. */
export function reorderCategoriesCommand(
  orderedIds: readonly string[],
  view: readonly Category[],
  ids: NewIds,
): ValidationResult<Command<'category.reorder'>> {
  if (!isPermutationOf(orderedIds, view)) return refused('form', MESSAGES.category.reorderFailed);
  return {
    ok: true,
    value: { id: ids.commandId, type: 'category.reorder', storeId: ids.storeId, payload: { orderedIds: [...orderedIds] } },
  };
}

/** Replaces the category's items (the membership panel), in one command. */
export function setCategoryMenuItemsCommand(
  categoryId: string,
  menuItemIds: readonly string[],
  view: { categories: readonly Category[]; menuItems: readonly { id: string }[] },
  ids: NewIds,
): ValidationResult<Command<'category.setMenuItems'>> {
  if (!view.categories.some((c) => c.id === categoryId)) return refused('form', MESSAGES.category.notFound);
  const known = new Set(view.menuItems.map((m) => m.id));
  const unique = [...new Set(menuItemIds)];
  if (!unique.every((id) => known.has(id))) return refused('form', MESSAGES.category.membershipFailed);
  return {
    ok: true,
    value: { id: ids.commandId, type: 'category.setMenuItems', storeId: ids.storeId, payload: { categoryId, menuItemIds: unique } },
  };
}
