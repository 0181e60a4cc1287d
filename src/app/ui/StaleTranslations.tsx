// The 'Translation out of date' mark of a list row: the
// store's languages whose translation was made from a name or description
// the original no longer has. The menu's rows and the categories' share it.
import type { Translation } from '../../domain/shared/entities';
import type { LanguageOption } from '../../domain/settings/languages';
import { MESSAGES } from '../../domain/shared/messages';
import { outOfDateLanguages } from '../../domain/menu/translation-source';

const text = MESSAGES.menuScreen;

export function StaleTranslations({ original, languages, testId }: {
  original: { name: string; description?: string; translations?: Readonly<Record<string, Translation>> };
  /** The store's translation languages: only these are flagged. */
  languages: readonly LanguageOption[];
  testId: string;
}) {
  const stale = new Set(outOfDateLanguages(original));
  const names = languages.filter((l) => stale.has(l.code)).map((l) => l.name);
  if (names.length === 0) return null;
  return (
    <span className="badge stale" data-testid={testId} title={text.translationOutOfDateHint}>
      {text.translationsOutOfDate(names)}
    </span>
  );
}
