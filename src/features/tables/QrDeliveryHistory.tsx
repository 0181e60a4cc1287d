// The history of QR delivery requests (doc 2 §7 "list newest first", §9 page
// size 10): each request's way, address, table count and status, with the
// reason when it failed. Requests still queued on this device show first, as
// waiting to sync; 'Show more' adds the next 10.
import { useState } from 'react';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { useQrHistory } from '../../data/tables/qr-delivery';
import { formatMessageDate } from '../../domain/shared/format';
import { MESSAGES } from '../../domain/shared/messages';
import { deliveryTarget, type QrHistoryRow } from '../../domain/tables/qr-delivery';

const D = MESSAGES.tablesScreen.delivery;

function statusOf(row: QrHistoryRow): string {
  if (row.queued) return D.waitingToSync;
  if (row.status === 'processing' && (row as { handledBy?: string }).handledBy === 'operator') return D.withOperator;
  return D.status[row.status] ?? row.status;
}

export function QrDeliveryHistory() {
  const [pages, setPages] = useState(1);
  const history = useQrHistory(pages);
  return (
    <section className="qr-history" aria-labelledby="qr-history-title">
      <h4 id="qr-history-title">{D.historyTitle}</h4>
      {history.status === 'loading' ? (
        <ViewLoading text={MESSAGES.tablesScreen.loading} waitingFor={history.waitingFor} />
      ) : history.rows.length === 0 ? (
        <p className="hint">{D.historyEmpty}</p>
      ) : (
        <>
          <ul className="qr-history-list">
            {history.rows.map((row) => (
              <li key={row.id} data-status={row.queued ? 'queued' : row.status} data-testid="qr-history-row">
                <span>{deliveryTarget(row.deliveryMethod, row.deliveryDetails)}</span>
                {!row.queued && <span className="muted">{D.tables(row.tableCount)} · {formatMessageDate(row.requestedAt)}</span>}
                <strong className={`qr-status qr-status-${row.queued ? 'queued' : row.status}`}>{statusOf(row)}</strong>
                {row.status === 'failed' && row.errorMessage && <span className="form-error">{row.errorMessage}</span>}
              </li>
            ))}
          </ul>
          {history.more && (
            <button type="button" className="secondary" onClick={() => setPages((p) => p + 1)}>{D.showMore}</button>
          )}
        </>
      )}
    </section>
  );
}
