// Category form (doc 2 §5; length limits from doc 1 §9).
import type { CategoryUpdates } from '../sync/commands';
import { CATEGORY_COLORS, CATEGORY_DEFAULTS, CATEGORY_ICONS } from '../shared/entities';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX, MAX_CATEGORIES_PER_STORE } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { resultOf, type FieldErrors, type ValidationResult } from '../shared/validation-result';

export interface CategoryInput {
  name: string;
  description?: string;
  icon?: string;
  color?: string;
}

export interface CategoryValue {
  name: string;
  description: string;
  icon: string;
  color: string;
}

type CategoryField = 'name' | 'description' | 'icon' | 'color' | 'limit';

export function canAddCategory(categoryCount: number): boolean {
  return categoryCount < MAX_CATEGORIES_PER_STORE;
}

const M = MESSAGES.category;

const nameError = (name: string) =>
  name === '' ? M.nameRequired : name.length > CATEGORY_NAME_MAX ? M.nameTooLong(CATEGORY_NAME_MAX) : undefined;
const descriptionError = (description: string) =>
  description.length > CATEGORY_DESCRIPTION_MAX ? M.descriptionTooLong(CATEGORY_DESCRIPTION_MAX) : undefined;
const iconError = (icon: string) => ((CATEGORY_ICONS as readonly string[]).includes(icon) ? undefined : M.invalidIcon);
const colorError = (color: string) => ((CATEGORY_COLORS as readonly string[]).includes(color) ? undefined : M.invalidColor);

export function validateCategory(
  input: CategoryInput,
  context: { isNew: boolean; categoryCount: number },
): ValidationResult<CategoryValue, CategoryField> {
  const value: CategoryValue = {
    name: input.name.trim(),
    description: (input.description ?? '').trim(),
    icon: input.icon || CATEGORY_DEFAULTS.icon,
    color: input.color || CATEGORY_DEFAULTS.color,
  };
  const errors: FieldErrors<CategoryField> = {
    name: nameError(value.name),
    description: descriptionError(value.description),
    icon: iconError(value.icon),
    color: colorError(value.color),
    limit:
      context.isNew && !canAddCategory(context.categoryCount)
        ? M.categoryLimit(MAX_CATEGORIES_PER_STORE)
        : undefined,
  };
  return resultOf(errors, () => value);
}

/**
 * The fields an update sets, each judged alone, before the category is read:
 * a payload that breaks a rule is refused as such even when the category is
 * gone. (The server judges the merged category afterwards, as the form does.)
 */
export function validateCategoryUpdates(updates: CategoryUpdates): ValidationResult<CategoryUpdates, CategoryField> {
  const { name, description, icon, color } = updates;
  const errors: FieldErrors<CategoryField> = {
    name: name === undefined ? undefined : nameError(name.trim()),
    description: description === undefined ? undefined : descriptionError(description.trim()),
    // An empty icon or colour means the default, as in the form.
    icon: icon ? iconError(icon) : undefined,
    color: color ? colorError(color) : undefined,
  };
  return resultOf(errors, () => updates);
}
