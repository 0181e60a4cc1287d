import { useId, useState } from 'react';
import type { LanguageConfig } from '../../domain/settings/app-config';
import { addLanguage, isBuiltInLanguage, removeLanguage, setDefaultLanguage } from '../../domain/settings/languages';
import { MESSAGES } from '../../domain/shared/messages';
import { AddLanguageDialog } from './AddLanguageDialog';
import { BulkTranslateDialog } from './BulkTranslateDialog';

const T = MESSAGES.settingsScreen;
const L = MESSAGES.labels.settings;

/**
 * The Language Settings card (doc 2 §2, §4 language list rules): the default
 * language, the supported list with remove, and 'Add Language'. Changes stay
 * in the form until 'Save Settings'; the bulk translation writes at once
 * (its own command), into the languages as the form shows them.
 */
export function LanguageSettings({ value, onChange }: { value: LanguageConfig; onChange(next: LanguageConfig): void }) {
  const ids = useId();
  const [adding, setAdding] = useState(false);
  const [translating, setTranslating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const enabled = value.supportedLanguages.filter((l) => l.enabled);

  const remove = (code: string) => {
    const result = removeLanguage(value.supportedLanguages, code, value.defaultLanguage);
    if (!result.ok) return setNotice(MESSAGES.settings.cannotRemoveDefaultLanguage);
    setNotice(null);
    onChange({ ...value, supportedLanguages: result.languages });
  };
  const setDefault = (code: string) =>
    onChange({ defaultLanguage: code, supportedLanguages: setDefaultLanguage(value.supportedLanguages, code) });

  return (
    <section className="card settings-section" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{T.languageSettings}</h3>
      <div className="field">
        <label htmlFor={`${ids}-default`}>{T.defaultLanguage}</label>
        <select id={`${ids}-default`} value={value.defaultLanguage} onChange={(e) => setDefault(e.target.value)}>
          {enabled.map((l) => <option key={l.code} value={l.code}>{`${l.flag} ${l.name} (${l.code})`}</option>)}
        </select>
      </div>
      <h4 id={`${ids}-supported`}>{T.supportedLanguages}</h4>
      <ul className="language-list" aria-labelledby={`${ids}-supported`}>
        {value.supportedLanguages.map((l) => (
          <li key={l.code} className={`language-row${l.enabled ? '' : ' off'}`} data-testid="language-row">
            <span aria-hidden="true">{l.flag}</span>
            <span className="language-name">{l.name}</span>
            <span className="muted small">{l.code}</span>
            {l.code === value.defaultLanguage && <span className="badge">{T.defaultBadge}</span>}
            {!l.enabled && <span className="badge off">{L.disabled}</span>}
            {l.enabled && (
              <button type="button" className="link" aria-label={isBuiltInLanguage(l.code) ? T.disableLanguage(l.name) : T.removeLanguage(l.name)}
                onClick={() => remove(l.code)}>
                {isBuiltInLanguage(l.code) ? T.disable : T.remove}
              </button>
            )}
          </li>
        ))}
      </ul>
      {notice && <p role="alert" className="form-error">{notice}</p>}
      <div>
        <button type="button" className="secondary" onClick={() => setAdding(true)}>{L.addLanguage}</button>
        {' '}
        <button type="button" className="secondary" onClick={() => setTranslating(true)}>{L.translateAll}</button>
      </div>
      {translating && <BulkTranslateDialog languages={value} onClose={() => setTranslating(false)} />}
      {adding && (
        <AddLanguageDialog
          list={value.supportedLanguages}
          onAdd={(option) => {
            onChange({ ...value, supportedLanguages: addLanguage(value.supportedLanguages, option) });
            setAdding(false);
          }}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  );
}
