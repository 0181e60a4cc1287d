// Which of the menu's languages the page shows, and a dish's or category's
// words in it (the original where it has no translation).
import type { PublicMenu, PublicText } from '../../src/domain/guest/public-menu';

const primary = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';

/**
 * The guest's stored choice while the menu still offers it; else the first of
 * the browser's languages the menu has (exactly, or by its primary subtag:
 * 'fr-CA' reads 'fr'); else the menu's default.
 */
export function initialLanguage(menu: Pick<PublicMenu, 'languages' | 'defaultLanguage'>, preferred: readonly string[], stored: string | null): string {
  const codes = menu.languages.map((l) => l.code);
  if (stored !== null && codes.includes(stored)) return stored;
  for (const tag of preferred) {
    const exact = codes.find((c) => c.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const sameLanguage = codes.find((c) => primary(c) === primary(tag));
    if (sameLanguage) return sameLanguage;
  }
  return menu.defaultLanguage;
}

/** Words with the language each is in, for the elements' lang attributes (a screen reader's voice). */
export interface ShownText {
  name: string;
  nameLang: string;
  description: string;
  descriptionLang: string;
}

/** Each of name and description in `language` where translated, else the original's. */
export function textIn(
  entity: { name: string; description?: string; translations: Readonly<Record<string, PublicText>> },
  language: string,
  defaultLanguage: string,
): ShownText {
  const t = language === defaultLanguage ? undefined : entity.translations[language];
  const description = entity.description ?? '';
  return {
    name: t?.name || entity.name,
    nameLang: t?.name ? language : defaultLanguage,
    description: t?.description || description,
    descriptionLang: t?.description ? language : defaultLanguage,
  };
}
