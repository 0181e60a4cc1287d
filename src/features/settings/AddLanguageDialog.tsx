import { useId, useState } from 'react';
import { Modal, closeDialog } from '../../app/ui/Modal';
import { LANGUAGE_CATALOGUE, type CatalogueLanguage } from '../../domain/settings/language-catalogue';
import { languagesToAdd, type LanguageOption } from '../../domain/settings/languages';
import { MESSAGES } from '../../domain/shared/messages';

const T = MESSAGES.settingsScreen;

/** 'Add Language': a search over the catalogue, in the shared Modal (focus kept inside, Escape closes). */
export function AddLanguageDialog({ list, onAdd, onClose }: { list: readonly LanguageOption[]; onAdd(option: CatalogueLanguage): void; onClose(): void }) {
  const ids = useId();
  const [query, setQuery] = useState('');
  const { left, matches } = languagesToAdd(LANGUAGE_CATALOGUE, list, query);
  return (
    <Modal title={MESSAGES.labels.settings.addLanguage} onClose={onClose} className="language-dialog">
      <div className="field">
        <label htmlFor={`${ids}-search`}>{T.searchLanguages}</label>
        <input id={`${ids}-search`} type="search" value={query} autoComplete="off"
          // Enter would submit the settings form around the dialog.
          onKeyDown={(e) => { if (e.key === 'Enter') e.preventDefault(); }}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {left === 0 ? (
        <p className="muted">{MESSAGES.emptyStates.allLanguagesAdded}</p>
      ) : matches.length === 0 ? (
        <p className="muted">{MESSAGES.emptyStates.noLanguages}</p>
      ) : (
        <ul className="language-choices">
          {matches.map((l) => (
            <li key={l.code}>
              <button type="button" className="secondary" onClick={() => onAdd(l)}>
                <span aria-hidden="true">{l.flag}</span> {l.name} <span className="small">({l.code})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="form-actions">
        <button type="button" className="secondary" onClick={(e) => closeDialog(e.currentTarget)}>{T.close}</button>
      </div>
    </Modal>
  );
}
