// Menu item form (doc 2 §5).
import { MAX_MENU_ITEMS_PER_STORE, PRICE_MIN } from '../limits';
import { MESSAGES } from '../messages';
import { resultOf, toNumber, type FieldErrors, type ValidationResult } from './result';

export interface MenuItemInput {
  name: string;
  description?: string;
  price: number | string;
  isAvailable?: boolean;
}

export interface MenuItemValue {
  name: string;
  description: string;
  price: number;
  isAvailable: boolean;
}

export interface MenuItemContext {
  storeId: string | null | undefined;
  /** Items the store has now; only checked for a new item. */
  itemCount: number;
  isNew: boolean;
}

/** `form` holds the one required-fields message the spec shows for name and price alike. */
type MenuItemField = 'form' | 'store' | 'limit';

export function canAddMenuItem(itemCount: number): boolean {
  return itemCount < MAX_MENU_ITEMS_PER_STORE;
}

/** The price input's rule: a number of at least 0.01 (min 0.01, step 0.01). */
export function isValidPrice(price: number): boolean {
  return Number.isFinite(price) && price >= PRICE_MIN;
}

export function validateMenuItem(
  input: MenuItemInput,
  context: MenuItemContext,
): ValidationResult<MenuItemValue, MenuItemField> {
  const price = toNumber(input.price);
  const errors: FieldErrors<MenuItemField> = {
    form: input.name.trim() === '' || !isValidPrice(price) ? MESSAGES.menu.requiredFields : undefined,
    store: context.storeId ? undefined : MESSAGES.menu.storeRequired,
    limit:
      context.isNew && !canAddMenuItem(context.itemCount)
        ? MESSAGES.menu.itemLimit(MAX_MENU_ITEMS_PER_STORE)
        : undefined,
  };
  return resultOf(errors, () => ({
    name: input.name.trim(),
    description: (input.description ?? '').trim(),
    price,
    isAvailable: input.isAvailable ?? true,
  }));
}
