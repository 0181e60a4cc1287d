// 'Read again' for a read upload (history row, review page): the stored file
// is read once more, in the languages chosen here (the record's, else the
// store's, to start with), after an inline confirmation.
import { useState } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { readAgainError } from '../../domain/menu-import/upload-status';
import type { ActionErrors } from '../../data/views/replica-view';
import type { ViewedUpload } from '../../data/menu-import/uploads';
import { useDefaultMenuLanguages } from '../../data/menu-import/menu-languages';
import { LanguageChoice } from './LanguageChoice';

const text = MESSAGES.upload;

interface Props {
  upload: ViewedUpload;
  onReadAgain: (uploadId: string, languages: readonly string[]) => Promise<ActionErrors>;
}

export function ReadAgain({ upload, onReadAgain }: Props) {
  const storeLanguages = useDefaultMenuLanguages();
  const [languages, setLanguages] = useState<readonly string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (upload.local || upload.pending || readAgainError(upload)) return null;
  if (!languages) {
    return (
      <button type="button" className="secondary small" onClick={() => setLanguages(upload.languages ?? storeLanguages)}>
        {text.readAgain}
      </button>
    );
  }
  const submit = async () => {
    const errors = await onReadAgain(upload.id, languages);
    setError(errors ? Object.values(errors)[0] ?? text.unknown : null);
    if (!errors) setLanguages(null);
  };
  return (
    <form className="read-again" aria-label={text.readAgainQuestion} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <p>{text.readAgainQuestion}</p>
      <LanguageChoice value={languages} onChange={setLanguages} />
      {error && <p className="form-error" role="alert">{error}</p>}
      <div className="upload-row-actions">
        <button type="submit" className="primary small">{text.readAgain}</button>
        <button type="button" className="secondary small" onClick={() => setLanguages(null)}>{text.cancel}</button>
      </div>
    </form>
  );
}
