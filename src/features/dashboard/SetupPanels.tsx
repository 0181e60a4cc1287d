import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MESSAGES } from '../../domain/shared/messages';
import type { MenuImportDisplay, QrStatus } from '../../domain/store/setup';

const text = MESSAGES.dashboard;
const labels = MESSAGES.labels.dashboard;

/** The Menu Import panel: the newest upload record's state (doc 1 §4.5). */
export function MenuImportPanel({ display, reviewTo }: { display: MenuImportDisplay; reviewTo?: string }) {
  return (
    <section className="setup-panel" aria-labelledby="menu-import-title" data-testid="menu-import-panel" data-status={display.status}>
      <h4 id="menu-import-title">{text.menuImportTitle}</h4>
      {display.status === 'not_started' && (
        <>
          <p className="muted">{text.menuNotStarted}</p>
          <Link to="/menu/add-photo">{text.uploadMenu}</Link>
        </>
      )}
      {(display.status === 'queued' || display.status === 'processing') && (
        <>
          <progress max={100} value={display.progress} aria-label={text.menuImportTitle} />
          <p className="muted">
            {display.status === 'queued' ? text.menuQueued : text.menuProcessing(display.remainingSeconds ?? 0)}
          </p>
        </>
      )}
      {display.status === 'completed' && (
        <>
          <p>{text.menuCompleted(display.menuItemsCreated)}</p>
          {/* A read menu waits for its owner's review before anything is added. */}
          {reviewTo && <Link className="button" to={reviewTo}>{MESSAGES.upload.readyToReview}</Link>}
          <Link to={paths.menu}>{labels.viewMenu}</Link>
        </>
      )}
      {display.status === 'failed' && (
        <>
          <p className="error">{display.errorMessage}</p>
          <Link to="/menu/add-photo">{labels.tryAgain}</Link>
        </>
      )}
    </section>
  );
}

/** The QR Code Setup panel: from the store's table count. */
export function QrSetupPanel({ status, tableCount, onViewCodes }: { status: QrStatus; tableCount: number; onViewCodes(): void }) {
  return (
    <section className="setup-panel" aria-labelledby="qr-setup-title" data-testid="qr-setup-panel" data-status={status}>
      <h4 id="qr-setup-title">{text.qrTitle}</h4>
      {status === 'not_configured' && (
        <>
          <p className="muted">{text.qrNotConfigured}</p>
          <Link to={paths.store}>{labels.configureNow}</Link>
        </>
      )}
      {status === 'configuring' && <p className="muted" role="status">{text.qrConfiguring}</p>}
      {status === 'generated' && (
        <>
          <p>{text.qrGenerated(tableCount)}</p>
          <div className="row">
            <button type="button" className="secondary" onClick={onViewCodes}>{labels.viewQrCodes}</button>
            <Link to={paths.preview}>{labels.previewStore}</Link>
          </div>
        </>
      )}
    </section>
  );
}
