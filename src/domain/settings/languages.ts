// Menu languages (doc 2 §3, §4): the built-in list and the add/remove rules.
import { DEFAULT_LANGUAGE } from '../shared/limits';

export interface LanguageOption {
  code: string;
  name: string;
  flag: string;
  enabled: boolean;
  isDefault: boolean;
}

function lang(code: string, name: string, flag: string, enabled = false): LanguageOption {
  return { code, name, flag, enabled, isDefault: code === DEFAULT_LANGUAGE };
}

/** English (default) and Chinese are on; the rest are offered but off. */
export const BUILT_IN_LANGUAGES: readonly LanguageOption[] = [
  lang('en', 'English', '🇺🇸', true),
  lang('zh', '中文', '🇨🇳', true),
  lang('es', 'Español', '🇪🇸'),
  lang('fr', 'Français', '🇫🇷'),
  lang('ja', '日本語', '🇯🇵'),
  lang('ko', '한국어', '🇰🇷'),
  lang('de', 'Deutsch', '🇩🇪'),
  lang('it', 'Italiano', '🇮🇹'),
  lang('pt', 'Português', '🇵🇹'),
  lang('ru', 'Русский', '🇷🇺'),
  lang('ar', 'العربية', '🇸🇦'),
  lang('hi', 'हिन्दी', '🇮🇳'),
];

const BUILT_IN_CODES = new Set(BUILT_IN_LANGUAGES.map((l) => l.code));

export function isBuiltInLanguage(code: string): boolean {
  return BUILT_IN_CODES.has(code);
}

// A BCP 47 tag as the language catalogue uses them: a 2-3 letter language,
// then up to three subtags ('zh', 'haw', 'zh-Hant', 'pt-BR', 'es-419').
const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/;

/** Whether `code` can key a translation (also a safe, short Firestore map key). */
export function isLanguageCode(code: string): boolean {
  return LANGUAGE_CODE.test(code);
}

/** Adding a language that is listed but disabled re-enables it instead of duplicating it. */
export function addLanguage(
  list: readonly LanguageOption[],
  option: Pick<LanguageOption, 'code' | 'name' | 'flag'>,
): LanguageOption[] {
  if (list.some((l) => l.code === option.code)) {
    return list.map((l) => (l.code === option.code ? { ...l, enabled: true } : l));
  }
  return [...list, { ...option, enabled: true, isDefault: false }];
}

export type RemoveLanguageResult =
  | { ok: true; languages: LanguageOption[] }
  | { ok: false; reason: 'default-language' };

/**
 * Built-in languages are only disabled so they stay offered in the list;
 * custom ones are deleted. The default language cannot be removed because the
 * menu's own texts are written in it.
 */
export function removeLanguage(
  list: readonly LanguageOption[],
  code: string,
  defaultLanguage: string,
): RemoveLanguageResult {
  if (code === defaultLanguage) return { ok: false, reason: 'default-language' };
  const languages = isBuiltInLanguage(code)
    ? list.map((l) => (l.code === code ? { ...l, enabled: false } : l))
    : list.filter((l) => l.code !== code);
  return { ok: true, languages };
}

/** Marks exactly one entry as default and makes sure it is enabled. */
export function setDefaultLanguage(list: readonly LanguageOption[], code: string): LanguageOption[] {
  return list.map((l) =>
    l.code === code ? { ...l, isDefault: true, enabled: true } : { ...l, isDefault: false },
  );
}

/** Enabled languages other than the default: the targets of a translation. */
export function translationTargets(list: readonly LanguageOption[], defaultLanguage: string): string[] {
  return list.filter((l) => l.enabled && l.code !== defaultLanguage).map((l) => l.code);
}

/**
 * The 'Add Language' dialog's choices: catalogue languages not already
 * listed and enabled (a disabled built-in is offered again), matching the
 * search by code or name. `left` says whether anything at all remains, so the
 * dialog can tell 'All languages have been added' from 'No languages found'.
 */
export function languagesToAdd<T extends Pick<LanguageOption, 'code' | 'name' | 'flag'>>(
  catalogue: readonly T[],
  list: readonly LanguageOption[],
  query: string,
): { left: number; matches: T[] } {
  const enabled = new Set(list.filter((l) => l.enabled).map((l) => l.code));
  const open = catalogue.filter((l) => !enabled.has(l.code));
  const q = query.trim().toLowerCase();
  const matches = q === '' ? open : open.filter((l) => l.code.toLowerCase().includes(q) || l.name.toLowerCase().includes(q));
  return { left: open.length, matches };
}
