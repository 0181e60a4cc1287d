// The menu's languages for a reading (upload screen, wizard, read again):
// one box per language the reader has a model for. English is always read,
// so its box stays ticked; too many ticked says so with the server's words.
import { useId } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { menuLanguageOptions, menuLanguagesError } from '../../domain/menu-import/menu-languages';

const text = MESSAGES.upload;
const OPTIONS = menuLanguageOptions();

interface Props {
  value: readonly string[];
  onChange: (languages: string[]) => void;
}

export function LanguageChoice({ value, onChange }: Props) {
  const hint = useId();
  const error = menuLanguagesError(value);
  const toggle = (code: string, on: boolean) => {
    const others = value.filter((c) => c !== code && c !== 'en');
    // In the order ticked, English last; not capped here, so a fourth box shows the limit's words.
    onChange([...others, ...(on ? [code] : []), 'en']);
  };
  return (
    <fieldset className="language-choice" aria-describedby={hint}>
      <legend>{text.languagesLabel}</legend>
      <div className="language-options">
        {OPTIONS.map((option) => (
          <label key={option.code}>
            <input
              type="checkbox"
              name="menu-language"
              value={option.code}
              checked={option.code === 'en' || value.includes(option.code)}
              disabled={option.code === 'en'}
              onChange={(e) => toggle(option.code, e.target.checked)}
            />
            {option.name}
          </label>
        ))}
      </div>
      <p id={hint} className="muted small">{text.languagesHint}</p>
      {error && <p className="form-error" role="alert">{error}</p>}
    </fieldset>
  );
}
