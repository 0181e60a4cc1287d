// Category form (doc 2 §5; length limits from doc 1 §9).
import { CATEGORY_COLORS, CATEGORY_DEFAULTS, CATEGORY_ICONS } from '../entities';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX, MAX_CATEGORIES_PER_STORE } from '../limits';
import { MESSAGES } from '../messages';
import { resultOf, type FieldErrors, type ValidationResult } from './result';

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
  const M = MESSAGES.category;
  const errors: FieldErrors<CategoryField> = {
    name:
      value.name === ''
        ? M.nameRequired
        : value.name.length > CATEGORY_NAME_MAX
          ? M.nameTooLong(CATEGORY_NAME_MAX)
          : undefined,
    description:
      value.description.length > CATEGORY_DESCRIPTION_MAX
        ? M.descriptionTooLong(CATEGORY_DESCRIPTION_MAX)
        : undefined,
    icon: (CATEGORY_ICONS as readonly string[]).includes(value.icon) ? undefined : M.invalidIcon,
    color: (CATEGORY_COLORS as readonly string[]).includes(value.color) ? undefined : M.invalidColor,
    limit:
      context.isNew && !canAddCategory(context.categoryCount)
        ? M.categoryLimit(MAX_CATEGORIES_PER_STORE)
        : undefined,
  };
  return resultOf(errors, () => value);
}
