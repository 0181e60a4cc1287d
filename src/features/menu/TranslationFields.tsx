import type { Translation } from '../../domain/entities';
import type { LanguageOption } from '../../domain/languages';
import { TRANSLATION_DESCRIPTION_MAX, TRANSLATION_NAME_MAX } from '../../domain/limits';
import { MESSAGES } from '../../domain/messages';

const text = MESSAGES.menuScreen;

interface Props {
  languages: readonly LanguageOption[];
  /** What the form holds per language; a language not in it yet shows `fallback`'s text. */
  values: Readonly<Record<string, Translation>>;
  fallback: Readonly<Record<string, Translation>>;
  onChange(code: string, value: Translation): void;
}

/** A name and a description per enabled language other than the default. */
export function TranslationFields({ languages, values, fallback, onChange }: Props) {
  if (languages.length === 0) return null;
  return (
    <fieldset className="translations">
      <legend>{text.translations}</legend>
      <p className="muted small">{text.translationsHint}</p>
      {languages.map((language) => {
        const value = values[language.code] ?? { name: '', description: '', ...fallback[language.code] };
        const set = (field: keyof Translation) => (v: string) => onChange(language.code, { ...value, [field]: v });
        return (
          <div className="translation" key={language.code}>
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
