// The setup wizard's menu step (doc 2 §2 "Setup wizard"): the file is sent
// as on the Add from photo page, and its reading is shown in the wizard; the
// draft is reviewed after setup (the dashboard's Menu Import panel), since the
// review page waits for onboarding like every page behind the wizard.
import { MESSAGES } from '../../domain/shared/messages';
import { isReadyToReview } from '../../domain/menu-import/upload-overlay';
import { uploadStatusText } from '../../domain/menu-import/upload-status';
import { useUploadHistory } from '../../data/menu-import/uploads';
import { UploadPanel } from './UploadPanel';

const text = MESSAGES.wizard;

export function WizardMenuUpload() {
  return (
    <UploadPanel
      done={(sent, again) => (
        <>
          <UploadReading uploadId={sent.uploadId} />
          <button type="button" className="secondary" onClick={again}>{text.menuAnother}</button>
        </>
      )}
    />
  );
}

/** The sent file's record as the reader moves it: queued, processing, then read (or failed, with its message). */
function UploadReading({ uploadId }: { uploadId: string }) {
  const history = useUploadHistory();
  const upload = history.status === 'ready' ? history.rows.find((row) => row.id === uploadId) : undefined;
  let line: string = text.menuReading;
  if (upload && !upload.local) {
    line = isReadyToReview(upload)
      ? text.menuRead((upload.draft?.sections ?? []).reduce((n, section) => n + section.items.length, 0))
      : uploadStatusText(upload);
  }
  return <p data-testid="wizard-upload-status">{line}</p>;
}
