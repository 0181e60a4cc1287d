// The Table QR Codes section (doc 2 Store info, §5 "QR section"):
// the table count, each table's code and its download, and the printable
// sheet of all of them. Everything shown comes from the replica, so it works
// offline; pdf-lib is loaded only when a sheet is asked for. Exported for
// /store, which receives it from App.tsx since features never import each
// other (see docs/areas/tables.md).
import { useMemo, useState } from 'react';
import { QrDeliveryDialog } from '../../app/ui/QrDeliveryDialog';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { config } from '../../config/env';
import { useOrdersSince } from '../../data/orders/orders';
import { useCurrentStore } from '../../data/stores/current-store';
import { useTables } from '../../data/tables/tables';
import { PENDING_SOURCE_WINDOW_MS, pausedLinks } from '../../domain/orders/order-flood';
import { MESSAGES } from '../../domain/shared/messages';
import { downloadBlob, fileSafe } from './download';
import { QrDeliveryHistory } from './QrDeliveryHistory';
import { RotateCode } from './RotateCode';
import { tableLink } from './qr-code';
import { TableCode } from './TableCode';
import { TableCountForm } from './TableCountForm';
import './tables.css';

const T = MESSAGES.tablesScreen;

export function TableQrSection() {
  const tables = useTables();
  const { store } = useCurrentStore();
  const [sheetBusy, setSheetBusy] = useState(false);
  const [sheetError, setSheetError] = useState<string | null>(null);
  const [delivery, setDelivery] = useState(false);
  // The last day's orders (and the active ones): a link with too many unconfirmed is paused by placeOrderSecure.
  const since = useMemo(() => Date.now() - PENDING_SOURCE_WINDOW_MS, []);
  const orders = useOrdersSince(since);
  const paused = useMemo(() => (orders.status === 'ready' ? pausedLinks(orders.rows, Date.now()) : new Map<string, number>()), [orders]);

  if (tables.status === 'loading') {
    return (
      <section className="card table-qr" aria-labelledby="table-qr-title">
        <h3 id="table-qr-title">{T.title}</h3>
        <ViewLoading text={T.loading} waitingFor={['tables']} />
      </section>
    );
  }
  const numbered = tables.links.filter((l) => l.tableNumber > 0);
  const linked = new Set(numbered.map((l) => l.tableNumber));
  const missing = Array.from({ length: tables.tableCount }, (_, i) => i + 1).filter((n) => !linked.has(n));

  const downloadSheet = async () => {
    setSheetBusy(true);
    setSheetError(null);
    try {
      const { makeQrSheet } = await import('../../domain/tables/qr-sheet');
      const bytes = await makeQrSheet(tables.storeName, numbered.map((l) => ({ tableNumber: l.tableNumber, link: tableLink(l.linkId) })));
      downloadBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `${fileSafe(tables.storeName)}-table-qr-codes.pdf`);
    } catch {
      setSheetError(T.sheetFailed);
    } finally {
      setSheetBusy(false);
    }
  };

  return (
    <section className="card table-qr" aria-labelledby="table-qr-title">
      <h3 id="table-qr-title">{T.title}</h3>
      <TableCountForm tableCount={tables.tableCount} pending={tables.pending} />
      {tables.tableCount === 0 ? (
        <p className="hint">{T.noTablesYet}</p>
      ) : (
        <>
          <p className="hint">{T.codesLead(config.customerHost)}</p>
          <div className="qr-delivery-actions">
            <button type="button" className="secondary" onClick={() => void downloadSheet()} disabled={sheetBusy || numbered.length === 0}>
              {sheetBusy ? T.makingSheet : T.downloadSheet}
            </button>
            <button type="button" className="secondary" onClick={() => setDelivery(true)}>{T.delivery.open}</button>
          </div>
          {sheetError && <p className="form-error" role="alert">{sheetError}</p>}
          <ul className="table-codes">
            {numbered.map((l) => (
              <li key={l.linkId}>
                <TableCode tableNumber={l.tableNumber} link={tableLink(l.linkId)} storeName={tables.storeName} />
                {store && <RotateCode storeId={store.id} tableNumber={l.tableNumber} waiting={paused.get(l.linkId)} />}
              </li>
            ))}
            {missing.map((n) => (
              <li key={`missing-${n}`} className="table-code pending">
                <strong>{T.tableLabel(n)}</strong>
                <span className="hint">{T.linkPending}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <QrDeliveryHistory />
      {delivery && <QrDeliveryDialog onClose={() => setDelivery(false)} testId="section-delivery-dialog" />}
    </section>
  );
}
