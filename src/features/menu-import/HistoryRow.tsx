// One upload of the history (doc 2 §4 "Upload status"): its status line,
// 'Ready to review' while a read draft waits, delete (disabled while queued or
// processing, confirmed inline), mark deprecated with a reason, and read again.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTimeLabel, formatFileSize } from '../../domain/shared/format';
import { MESSAGES } from '../../domain/shared/messages';
import { canDeleteUpload, canTransitionUpload, uploadStatusText } from '../../domain/menu-import/upload-status';
import { isReadyToReview } from '../../domain/menu-import/upload-overlay';
import type { ActionErrors } from '../../data/views/replica-view';
import type { ViewedUpload } from '../../data/menu-import/uploads';
import { reviewPath } from './import-paths';
import { ReadAgain } from './ReadAgain';

const text = MESSAGES.upload;

interface Props {
  upload: ViewedUpload;
  onDelete: (uploadId: string) => Promise<ActionErrors>;
  onDeprecate: (uploadId: string, reason: string) => Promise<ActionErrors>;
  onReadAgain: (uploadId: string, languages: readonly string[]) => Promise<ActionErrors>;
}

export function HistoryRow({ upload, onDelete, onDeprecate, onReadAgain }: Props) {
  const [mode, setMode] = useState<'idle' | 'confirm' | 'deprecate'>('idle');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deletable = canDeleteUpload(upload.status);
  const status = upload.local ? text.waitingToUpload : upload.readAgainWaiting ? text.waitingToReadAgain : uploadStatusText(upload);
  const act = async (run: () => Promise<ActionErrors>) => {
    const errors = await run();
    setError(errors ? Object.values(errors)[0] ?? text.unknown : null);
    if (!errors) setMode('idle');
  };
  return (
    <li className={`upload-row status-${upload.status}`} data-testid="upload-row" data-upload-id={upload.id}>
      <div className="upload-row-main">
        <strong className="upload-name">{upload.fileName}</strong>
        <span className="muted">
          {formatDateTimeLabel(new Date(upload.uploadedAt))}
          {upload.fileSize ? ` · ${formatFileSize(upload.fileSize)}` : ''}
        </span>
        <span className="upload-status" data-testid="upload-status">{status}</span>
        {upload.reviewStatus === 'published' && <span className="badge">{text.published}</span>}
        {isReadyToReview(upload) && <Link className="button small" to={reviewPath(upload.id)}>{text.readyToReview}</Link>}
      </div>
      {(upload.error || error) && <p className="form-error" role="alert">{upload.error ?? error}</p>}
      {mode === 'confirm' ? (
        <div className="upload-row-actions" role="group" aria-label={text.deleteQuestion}>
          <span>{text.deleteQuestion}</span>
          <button type="button" className="danger small" onClick={() => void act(() => onDelete(upload.id))}>{text.confirm}</button>
          <button type="button" className="secondary small" onClick={() => setMode('idle')}>{text.cancel}</button>
        </div>
      ) : mode === 'deprecate' ? (
        <form className="upload-row-actions" onSubmit={(e) => { e.preventDefault(); void act(() => onDeprecate(upload.id, reason)); }}>
          <label>
            {text.deprecateReason}{' '}
            <input value={reason} placeholder={text.deprecatedDefaultReason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" className="secondary small">{text.confirm}</button>
          <button type="button" className="secondary small" onClick={() => setMode('idle')}>{text.cancel}</button>
        </form>
      ) : (
        <div className="upload-row-actions">
          <ReadAgain upload={upload} onReadAgain={onReadAgain} />
          {canTransitionUpload(upload.status, 'deprecated') && !upload.local && (
            <button type="button" className="secondary small" onClick={() => setMode('deprecate')}>{text.deprecate}</button>
          )}
          <button
            type="button"
            className="danger small"
            disabled={!deletable || upload.pending}
            title={deletable ? undefined : text.cannotDelete}
            aria-describedby={deletable ? undefined : `why-${upload.id}`}
            onClick={() => setMode('confirm')}
          >
            {text.delete}
          </button>
          {!deletable && <span id={`why-${upload.id}`} className="muted small">{text.cannotDelete}</span>}
        </div>
      )}
    </li>
  );
}
