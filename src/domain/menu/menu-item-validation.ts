// Menu item form (doc 2 §5), and the caps of docs/decisions.md "Payload caps".
import type { MenuItemUpdates } from '../sync/commands';
import type { Translation } from '../shared/entities';
import { isLanguageCode } from '../settings/languages';
import {
  MAX_MENU_ITEMS_PER_STORE,
  MAX_TRANSLATIONS_PER_ITEM,
  MENU_ITEM_DESCRIPTION_MAX,
  MENU_ITEM_NAME_MAX,
  PRICE_MIN,
  TRANSLATION_DESCRIPTION_MAX,
  TRANSLATION_NAME_MAX,
} from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { resultOf, toNumber, type FieldErrors, type ValidationResult } from '../shared/validation-result';

export interface MenuItemInput {
  name: string;
  description?: string;
  price: number | string;
  isAvailable?: boolean;
  /** Checked when given: an edit that leaves them alone does not re-judge stored ones. */
  translations?: Readonly<Record<string, Translation>> | undefined;
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
type MenuItemField = 'form' | 'name' | 'description' | 'translations' | 'store' | 'limit';

export function canAddMenuItem(itemCount: number): boolean {
  return itemCount < MAX_MENU_ITEMS_PER_STORE;
}

/** The price input's rule: a number of at least 0.01 (min 0.01, step 0.01). */
export function isValidPrice(price: number): boolean {
  return Number.isFinite(price) && price >= PRICE_MIN;
}

const M = MESSAGES.menu;

/** Only the cap: a blank name is the required-fields text, judged with the price. */
const nameError = (name: string) => (name.trim().length > MENU_ITEM_NAME_MAX ? M.nameTooLong(MENU_ITEM_NAME_MAX) : undefined);
const descriptionError = (description: string) =>
  description.trim().length > MENU_ITEM_DESCRIPTION_MAX ? M.descriptionTooLong(MENU_ITEM_DESCRIPTION_MAX) : undefined;

/** How many, which languages, how long: the first rule a set of translations breaks. */
export function translationsError(translations: Readonly<Record<string, Translation>>): string | undefined {
  const entries = Object.entries(translations);
  if (entries.length > MAX_TRANSLATIONS_PER_ITEM) return M.tooManyTranslations(MAX_TRANSLATIONS_PER_ITEM);
  if (!entries.every(([code]) => isLanguageCode(code))) return M.invalidLanguage;
  if (entries.some(([, t]) => t.name.trim().length > TRANSLATION_NAME_MAX)) return M.translatedNameTooLong(TRANSLATION_NAME_MAX);
  if (entries.some(([, t]) => t.description.trim().length > TRANSLATION_DESCRIPTION_MAX)) {
    return M.translatedDescriptionTooLong(TRANSLATION_DESCRIPTION_MAX);
  }
  return undefined;
}

export function validateMenuItem(
  input: MenuItemInput,
  context: MenuItemContext,
): ValidationResult<MenuItemValue, MenuItemField> {
  const price = toNumber(input.price);
  const errors: FieldErrors<MenuItemField> = {
    form: input.name.trim() === '' || !isValidPrice(price) ? M.requiredFields : undefined,
    name: nameError(input.name),
    description: descriptionError(input.description ?? ''),
    translations: input.translations ? translationsError(input.translations) : undefined,
    store: context.storeId ? undefined : M.storeRequired,
    limit: context.isNew && !canAddMenuItem(context.itemCount) ? M.itemLimit(MAX_MENU_ITEMS_PER_STORE) : undefined,
  };
  return resultOf(errors, () => ({
    name: input.name.trim(),
    description: (input.description ?? '').trim(),
    price,
    isAvailable: input.isAvailable ?? true,
  }));
}

/**
 * The fields an update sets, each judged alone, before the item is read: so
 * a payload that breaks a rule is refused as such even when the item is gone.
 * (The server judges the merged item afterwards, as the form does.)
 */
export function validateMenuItemUpdates(updates: MenuItemUpdates): ValidationResult<MenuItemUpdates, MenuItemField> {
  const { name, description, price, translations } = updates;
  const errors: FieldErrors<MenuItemField> = {
    form: (name !== undefined && name.trim() === '') || (price !== undefined && !isValidPrice(price)) ? M.requiredFields : undefined,
    name: name === undefined ? undefined : nameError(name),
    description: description === undefined ? undefined : descriptionError(description),
    translations: translations === undefined ? undefined : translationsError(translations),
  };
  return resultOf(errors, () => updates);
}
