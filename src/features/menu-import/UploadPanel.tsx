// Choosing and sending one menu file (doc 2 §2, §5): choose a photo or PDF,
// see it, choose the menu's languages, send it for processing with the
// Storage SDK's percent, then the success screen. Shared by the Add from
// photo page and the setup wizard's menu step, which differ only in what the
// success screen offers next.
import { useState, type ReactNode } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { validateUploadFile } from '../../domain/menu-import/upload-validation';
import { useOnline } from '../../data/shell/sync-status';
import { useSendState, useUploadActions, type QueuedUpload } from '../../data/menu-import/uploads';
import { useDefaultMenuLanguages } from '../../data/menu-import/menu-languages';
import { FileDrop } from './FileDrop';
import { FilePreview } from './FilePreview';
import { LanguageChoice } from './LanguageChoice';
import './menu-import.css';

const { upload: text, labels } = MESSAGES;

type Step = { kind: 'choose' } | { kind: 'chosen'; file: File; fromCamera: boolean } | { kind: 'sent'; file: File; queued: QueuedUpload };

interface Props {
  /** What the success screen offers: `again` returns to choosing a file. */
  done: (sent: QueuedUpload, again: () => void) => ReactNode;
}

export function UploadPanel({ done }: Props) {
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);
  // Queuing needs no history rows: only delete and deprecate judge against them.
  const actions = useUploadActions([]);
  const storeLanguages = useDefaultMenuLanguages();
  // The store's languages until the owner changes the choice (the store document may arrive after the page).
  const [chosenLanguages, setLanguages] = useState<readonly string[] | null>(null);
  const languages = chosenLanguages ?? storeLanguages;

  const pick = (file: File, fromCamera: boolean) => {
    const checked = validateUploadFile({ type: file.type, size: file.size, fromCamera });
    if (!checked.ok) {
      setError(checked.errors.file ?? text.invalidType);
      setStep({ kind: 'choose' });
      return;
    }
    setError(null);
    setStep({ kind: 'chosen', file, fromCamera });
  };
  const send = async () => {
    if (step.kind !== 'chosen') return;
    const { errors, queued } = await actions.upload(step.file, step.fromCamera, languages);
    if (errors || !queued) setError(errors ? Object.values(errors)[0] ?? text.failed : text.failed);
    else setStep({ kind: 'sent', file: step.file, queued });
  };
  const again = () => {
    setError(null);
    setStep({ kind: 'choose' });
  };

  if (step.kind === 'sent')
    return <Sending queued={step.queued} file={step.file} onRetry={() => setStep({ kind: 'choose' })} done={done(step.queued, again)} />;
  return (
    <div className="upload-panel">
      {step.kind === 'chosen' ? (
        <div className="card upload-chosen">
          <FilePreview file={step.file} />
          <LanguageChoice value={languages} onChange={setLanguages} />
          <div className="file-drop-actions">
            <button type="button" className="secondary" onClick={() => again()}>{labels.upload.chooseFile}</button>
            <button type="button" className="primary" onClick={() => void send()}>{labels.upload.uploadForProcessing}</button>
          </div>
        </div>
      ) : (
        <FileDrop onPick={pick} />
      )}
      {error && <p className="form-error" role="alert">{error}</p>}
      <p className="muted">{text.processingTime}</p>
    </div>
  );
}

interface SendingProps {
  queued: QueuedUpload;
  file: File;
  done: ReactNode;
  onRetry: () => void;
}

/** The file on its way: waiting (offline), its percent, then the success screen. */
function Sending({ queued, file, done, onRetry }: SendingProps) {
  const state = useSendState(queued.commandId);
  const online = useOnline();
  if (state?.kind === 'done') {
    return (
      <div className="card upload-success" role="status">
        <h3>{text.successTitle}</h3>
        <p>{text.successBody}</p>
        <p className="muted">{text.processingTime}</p>
        {done}
      </div>
    );
  }
  if (state?.kind === 'failed') {
    return (
      <div className="card">
        <p className="form-error" role="alert">{state.message}</p>
        <button type="button" className="secondary" onClick={onRetry}>{labels.upload.chooseFile}</button>
      </div>
    );
  }
  const percent = state?.kind === 'sending' ? state.percent : 0;
  return (
    <div className="card upload-sending">
      <p>{file.name}</p>
      <progress max={100} value={percent} aria-label={text.uploading(percent)} />
      <p role="status" data-testid="upload-progress">
        {!online && state?.kind !== 'sending' ? text.waitingForConnection : text.uploading(percent)}
      </p>
    </div>
  );
}
