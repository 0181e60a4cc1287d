// The menu item form's draft (doc 2 §2 "Menu item form") and what a save
// sends: the whole input for a new item, only the touched fields for an edit
// (so a concurrent change of another field on another device survives).
import type { MenuItemFields } from '../sync/commands';
import type { MenuItem, Translation } from '../shared/entities';
import { formatPrice } from '../shared/format';
import { sourceOf } from './translation-source';
import type { MenuItemInput } from './menu-item-validation';

export interface MenuItemDraft {
  name: string;
  description: string;
  /** As typed in the price input, so '' and '0' reach the validator unchanged. */
  price: string;
  isAvailable: boolean;
  beautifyEnabled: boolean;
  /** Only the languages the form shows (the store's translation targets). */
  translations: Record<string, Translation>;
}

export type MenuItemSaveInput = MenuItemInput & Partial<Pick<MenuItemFields, 'translations' | 'beautifyEnabled'>>;

const EMPTY: Translation = { name: '', description: '' };

/** The form's starting values: an existing item's, or a blank available item. */
export function draftOf(item: MenuItem | undefined, targets: readonly string[]): MenuItemDraft {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: item ? formatPrice(item.price) : '',
    isAvailable: item?.isAvailable ?? true,
    beautifyEnabled: item?.beautifyEnabled ?? false,
    translations: Object.fromEntries(targets.map((code) => [code, { ...EMPTY, ...item?.translations[code] }])),
  };
}

/**
 * The item's translations after the form: languages the form did not show
 * are kept as they were (a language switched off keeps its texts), shown ones
 * are trimmed, and a language left blank is dropped rather than stored empty.
 * A language whose text the user changed is made now, from `original` (the
 * name and description saved with it): it records that as its source. One
 * left as it was keeps its source, so it stays out of date if the original
 * changed (src/domain/menu/translation-source.ts).
 */
export function translationsAfter(
  existing: Readonly<Record<string, Translation>>,
  edited: Readonly<Record<string, Translation>>,
  original: { name: string; description: string },
): Record<string, Translation> {
  const next: Record<string, Translation> = { ...existing };
  for (const [code, t] of Object.entries(edited)) {
    const name = t.name.trim();
    const description = t.description.trim();
    const before = existing[code];
    if (name === '' && description === '') delete next[code];
    else if (before && before.name === name && before.description === description) next[code] = before;
    else next[code] = { name, description, source: sourceOf(original) };
  }
  return next;
}

function sameTranslations(a: Readonly<Record<string, Translation>>, b: Readonly<Record<string, Translation>>): boolean {
  const codes = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...codes].every((c) => a[c]?.name === b[c]?.name && a[c]?.description === b[c]?.description && a[c]?.source === b[c]?.source);
}

/** Everything a new item needs. */
export function newItemInput(draft: MenuItemDraft): MenuItemSaveInput {
  return {
    name: draft.name,
    description: draft.description,
    price: draft.price,
    isAvailable: draft.isAvailable,
    beautifyEnabled: draft.beautifyEnabled,
    translations: translationsAfter({}, draft.translations, draft),
  };
}

/** Only what the user changed; an empty object when nothing was. */
export function changedInput(item: MenuItem, draft: MenuItemDraft): Partial<MenuItemSaveInput> {
  const out: Partial<MenuItemSaveInput> = {};
  if (draft.name.trim() !== item.name) out.name = draft.name;
  if (draft.description.trim() !== item.description) out.description = draft.description;
  // Against the shown text, not the number: an old price of 3.456 shown as
  // '3.46' is not rounded behind the user's back by an unrelated edit.
  if (draft.price !== formatPrice(item.price)) out.price = draft.price;
  if (draft.isAvailable !== item.isAvailable) out.isAvailable = draft.isAvailable;
  if (draft.beautifyEnabled !== item.beautifyEnabled) out.beautifyEnabled = draft.beautifyEnabled;
  const translations = translationsAfter(item.translations, draft.translations, draft);
  if (!sameTranslations(translations, item.translations)) out.translations = translations;
  return out;
}
