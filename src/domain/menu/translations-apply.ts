// The bulk translation's write (doc 2 §7 "Translations"): one
// command per language that merges that one language into the items' and
// categories' `translations`, leaving every other language as it was. Menu
// and category updates replace the whole map, and bulk menu updates stop at 50
// while a store holds up to 100 items: hence a command of its own, its payload
// declared and judged here for the client and the Function.
import * as v from 'valibot';
import type { CommandOf } from '../shared/command-spec';
import type { Translation } from '../shared/entities';
import { isLanguageCode } from '../settings/languages';
import { MAX_CATEGORIES_PER_STORE, MAX_MENU_ITEMS_PER_STORE, TRANSLATION_DESCRIPTION_MAX, TRANSLATION_NAME_MAX } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { clientId, distinct, type PayloadOf, type PayloadSchema } from '../shared/payload-schema';
import type { ValidationResult } from '../shared/validation-result';
import { translationSource } from './payloads';
import { storedTranslation } from './translation-source';

const FAILED = MESSAGES.settings.translationsSaveFailed;
const refused = (): { ok: false; errors: Record<string, string> } => ({ ok: false, errors: { form: FAILED } });

/** Rows of one kind: each names its document once, and there are at most as many as a store holds. */
function rowsOf<S extends PayloadSchema>(row: S, max: number, idOf: (row: PayloadOf<S>) => string) {
  return v.pipe(
    v.array(v.unknown(), FAILED),
    v.maxLength(max, FAILED),
    v.array(row, FAILED),
    // Each document once: two rows for one document would leave which one wins to chance.
    v.check((rows) => distinct(rows.map(idOf)), FAILED),
  );
}

/** A row's texts; `source`: the original they were translated from (src/domain/menu/translation-source.ts). */
const texts = { name: v.string(FAILED), description: v.string(FAILED), source: v.optional(translationSource(FAILED)) };

/**
 * The command's payload (the callable's data but storeId and commandId); one
 * malformed part refuses the whole, with the dialog's words. The language
 * code, the texts' bounds and that there is something to write are
 * validateTranslationsApply's.
 */
export const TRANSLATIONS_APPLY_PAYLOAD = v.object(
  {
    language: v.string(FAILED),
    items: rowsOf(v.object({ menuItemId: clientId(FAILED), ...texts }, FAILED), MAX_MENU_ITEMS_PER_STORE, (row) => row.menuItemId),
    categories: rowsOf(v.object({ categoryId: clientId(FAILED), ...texts }, FAILED), MAX_CATEGORIES_PER_STORE, (row) => row.categoryId),
  },
  FAILED,
);

export type TranslationsApplyPayload = PayloadOf<typeof TRANSLATIONS_APPLY_PAYLOAD>;

const withinBounds = (t: Translation) =>
  t.name.trim() !== '' && t.name.length <= TRANSLATION_NAME_MAX && t.description.length <= TRANSLATION_DESCRIPTION_MAX;

const trimmed = <R extends Translation>(row: R): R => ({ ...row, name: row.name.trim(), description: row.description.trim() });

/** The payload's rules: a language code, every text within its bounds, something to write. Its texts come back trimmed. */
export function validateTranslationsApply(payload: TranslationsApplyPayload): ValidationResult<TranslationsApplyPayload> {
  const { language, items, categories } = payload;
  if (!isLanguageCode(language) || items.length + categories.length === 0) return refused();
  if (![...items, ...categories].every(withinBounds)) return refused();
  return { ok: true, value: { language, items: items.map(trimmed), categories: categories.map(trimmed) } };
}

/** The payload from untrusted data, as the Function judges it: the schema's shape, then the rules. */
export function readTranslationsApply(data: unknown): ValidationResult<TranslationsApplyPayload> {
  const parsed = v.safeParse(TRANSLATIONS_APPLY_PAYLOAD, data);
  return parsed.success ? validateTranslationsApply(parsed.output) : refused();
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
