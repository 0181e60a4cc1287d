import type { Translation } from '../../domain/shared/entities';
import type { LanguageOption } from '../../domain/settings/languages';
import { TRANSLATION_DESCRIPTION_MAX, TRANSLATION_NAME_MAX } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { isTranslationOutOfDate } from '../../domain/menu/translation-source';

const text = MESSAGES.menuScreen;

interface Props {
  languages: readonly LanguageOption[];
  /** What the form holds per language; a language not in it yet shows `fallback`'s text. */
  values: Readonly<Record<string, Translation>>;
  fallback: Readonly<Record<string, Translation>>;
  /** The name and description as the form holds them now: a stored translation made from other texts is out of date. */
  original: { name: string; description: string };
  onChange(code: string, value: Translation): void;
}

/** Out of date while the user has not changed that language's texts (changing them re-makes it from the original). */
function staleWhileUntouched(original: Props['original'], stored: Translation | undefined, value: Translation): boolean {
  return stored !== undefined && isTranslationOutOfDate(original, stored)
    && value.name.trim() === stored.name && value.description.trim() === stored.description;
}

/** A name and a description per enabled language other than the default. */
export function TranslationFields({ languages, values, fallback, original, onChange }: Props) {
  if (languages.length === 0) return null;
  return (
    <fieldset className="translations">
      <legend>{text.translations}</legend>
      <p className="muted small">{text.translationsHint}</p>
      {languages.map((language) => {
        const value = values[language.code] ?? { name: '', description: '', ...fallback[language.code] };
        const set = (field: 'name' | 'description') => (v: string) => onChange(language.code, { ...value, [field]: v });
        const stale = staleWhileUntouched(original, fallback[language.code], value);
        return (
          <div className="translation" key={language.code}>
            {stale && (
              <p className="badge stale" data-testid="translation-out-of-date" title={text.translationOutOfDateHint}>
                {text.translationOutOfDate(language.name)}
              </p>
            )}
            <label>
              {text.translatedName(language.name)}
              <input lang={language.code} value={value.name} maxLength={TRANSLATION_NAME_MAX} onChange={(e) => set('name')(e.target.value)} />
            </label>
            <label>
              {text.translatedDescription(language.name)}
              <textarea lang={language.code} rows={2} value={value.description} maxLength={TRANSLATION_DESCRIPTION_MAX} onChange={(e) => set('description')(e.target.value)} />
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
