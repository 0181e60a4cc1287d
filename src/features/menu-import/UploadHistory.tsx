// The upload history list (doc 2 §2, §4; doc 1 §9: 10 a page, newest first).
import { forwardRef, useState } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { historyPage } from '../../domain/menu-import/upload-overlay';
import { useUploadActions, useUploadHistory } from '../../data/menu-import/uploads';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { HistoryRow } from './HistoryRow';

const text = MESSAGES.upload;

export const UploadHistory = forwardRef<HTMLHeadingElement>(function UploadHistory(_props, heading) {
  const view = useUploadHistory();
  const rows = view.status === 'ready' ? view.rows : [];
  const actions = useUploadActions(rows);
  const [page, setPage] = useState(1);
  const shown = historyPage(rows, page);
  return (
    <section className="upload-history card" aria-labelledby="upload-history-title">
      <h3 id="upload-history-title" ref={heading} tabIndex={-1}>{text.historyTitle}</h3>
      {view.status === 'loading' ? (
        <ViewLoading text={MESSAGES.menuScreen.loading} waitingFor={view.waitingFor} />
      ) : rows.length === 0 ? (
        <p className="muted">{MESSAGES.emptyStates.noUploadHistory}</p>
      ) : (
        <>
          <ul className="upload-list">
            {shown.rows.map((upload) => (
              <HistoryRow key={upload.id} upload={upload} onDelete={actions.remove} onDeprecate={actions.deprecate} onReadAgain={actions.readAgain} />
            ))}
          </ul>
          {shown.pages > 1 && (
            <nav className="upload-pages" aria-label={text.historyTitle}>
              <button type="button" className="secondary small" disabled={shown.page === 1} onClick={() => setPage(shown.page - 1)}>{text.newer}</button>
              <span>{text.page(shown.page, shown.pages)}</span>
              <button type="button" className="secondary small" disabled={shown.page === shown.pages} onClick={() => setPage(shown.page + 1)}>{text.older}</button>
            </nav>
          )}
        </>
      )}
    </section>
  );
});
