// The bulk translation's write (doc 2 §7 "Translations"): one
// command per language that merges that one language into the items' and
// categories' `translations`, leaving every other language as it was. Menu
// and category updates replace the whole map, and bulk menu updates stop at 50
// while a store holds up to 100 items: hence a command of its own, read once
// here for the client and the Function.
import type { CommandOf } from '../shared/command-spec';
import type { Translation, TranslationSource } from '../shared/entities';
import { isClientId } from '../shared/ids';
import { isLanguageCode } from '../settings/languages';
import { MAX_CATEGORIES_PER_STORE, MAX_MENU_ITEMS_PER_STORE, TRANSLATION_DESCRIPTION_MAX, TRANSLATION_NAME_MAX } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import type { ValidationResult } from '../shared/validation-result';
import { readTranslationSource, storedTranslation } from './translation-source';

/** `source`: the original the text was translated from (src/domain/menu/translation-source.ts). */
export interface TranslatedItem { menuItemId: string; name: string; description: string; source?: TranslationSource }
export interface TranslatedCategory { categoryId: string; name: string; description: string; source?: TranslationSource }

export interface TranslationsApplyPayload {
  language: string;
  items: TranslatedItem[];
  categories: TranslatedCategory[];
}

const FAILED = MESSAGES.settings.translationsSaveFailed;
const refused = (): { ok: false; errors: Record<string, string> } => ({ ok: false, errors: { form: FAILED } });

function isTranslation(t: Record<string, unknown>): boolean {
  return typeof t.name === 'string' && t.name.trim() !== '' && t.name.length <= TRANSLATION_NAME_MAX
    && typeof t.description === 'string' && t.description.length <= TRANSLATION_DESCRIPTION_MAX;
}

function rowsOf<K extends 'menuItemId' | 'categoryId'>(value: unknown, key: K, max: number): Array<Record<K, string> & Translation> | null {
  if (!Array.isArray(value) || value.length > max) return null;
  const seen = new Set<string>();
  const rows: Array<Record<K, string> & Translation> = [];
  for (const raw of value) {
    if (typeof raw !== 'object' || raw === null) return null;
    const row = raw as Record<string, unknown>;
    const id = row[key];
    // Each document once: two rows for one document would leave which one wins to chance.
    if (!isClientId(id) || seen.has(id) || !isTranslation(row)) return null;
    const source = readTranslationSource(row.source);
    if (source === null) return null;
    seen.add(id);
    rows.push({
      [key]: id, name: (row.name as string).trim(), description: (row.description as string).trim(), ...(source ? { source } : {}),
    } as unknown as Record<K, string> & Translation);
  }
  return rows;
}

/** The command's payload from untrusted data; one malformed part refuses the whole, with the dialog's words. */
export function readTranslationsApply(data: unknown): ValidationResult<TranslationsApplyPayload> {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (typeof d.language !== 'string' || !isLanguageCode(d.language)) return refused();
  const items = rowsOf(d.items, 'menuItemId', MAX_MENU_ITEMS_PER_STORE);
  const categories = rowsOf(d.categories, 'categoryId', MAX_CATEGORIES_PER_STORE);
  if (!items || !categories || items.length + categories.length === 0) return refused();
  return { ok: true, value: { language: d.language, items, categories } };
}

export function applyTranslationsCommand(
  payload: TranslationsApplyPayload,
  ids: { commandId: string; storeId: string },
): ValidationResult<CommandOf<'translations.apply', TranslationsApplyPayload>> {
  const read = readTranslationsApply(payload);
  if (!read.ok) return read;
  return { ok: true, value: { id: ids.commandId, type: 'translations.apply', storeId: ids.storeId, payload: read.value } };
}

/** One language set in a translations map, the others kept (the server's merge, for the overlay). */
export function mergeTranslation(
  translations: Readonly<Record<string, Translation>> | undefined,
  language: string,
  translation: Translation,
): Record<string, Translation> {
  return { ...(translations ?? {}), [language]: storedTranslation(translation) };
}
