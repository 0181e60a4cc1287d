// /preview (doc 2 "Preview", §5, §8): a table's customer
// link, copied on click with a 2 s hint, opened in a new tab, its QR code
// beside it; and, until /store mounts it, the Table QR Codes section.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCurrentStore } from '../../data/stores/current-store';
import { useTables } from '../../data/tables/tables';
import { PREVIEW_DEFAULT_TABLE } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { validateTableNumber } from '../../domain/tables/preview-validation';
import { CopyLink } from './CopyLink';
import { QrSvg } from './TableCode';
import { tableLink } from './qr-code';
import { usePreviewLink } from './use-preview-link';
import './tables.css';

const P = MESSAGES.tablesScreen.preview;

export function PreviewPage() {
  const { store } = useCurrentStore();
  const tables = useTables();
  const [text, setText] = useState(String(PREVIEW_DEFAULT_TABLE));
  const checked = validateTableNumber(text);
  const link = usePreviewLink(tables, store?.id ?? null, checked.ok ? checked.value : null);
  const noTables = tables.status === 'ready' && tables.tableCount === 0;

  return (
    <div className="preview-page">
      <section className="card preview" aria-labelledby="preview-title">
        <h3 id="preview-title">{P.title}</h3>
        <div className="field">
          <label htmlFor="preview-table">{P.tableNumber}</label>
          <input
            id="preview-table"
            type="number"
            inputMode="numeric"
            min={0}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={!checked.ok}
            aria-describedby="preview-table-notes"
          />
        </div>
        <div id="preview-table-notes">
          {!checked.ok && <p className="form-error" role="alert">{checked.errors.tableId}</p>}
          {checked.ok && checked.value === 0 && <p className="hint">{P.counter}</p>}
          {noTables && <p className="hint">{MESSAGES.preview.noTables}</p>}
        </div>
        {link.status === 'loading' && <p className="loading" role="status">{MESSAGES.tablesScreen.loading}</p>}
        {link.status === 'refused' && <p className="form-error" role="alert">{link.message}</p>}
        {link.status === 'ready' && (
          <div className="preview-link">
            <QrSvg text={tableLink(link.linkId)} label={MESSAGES.tablesScreen.codeAlt(checked.ok ? checked.value : 0)} size={180} />
            <div className="preview-actions">
              <span className="field-label">{P.customerLink}</span>
              <CopyLink link={tableLink(link.linkId)} />
              <a href={tableLink(link.linkId)} target="_blank" rel="noopener noreferrer">
                {P.openInNewTab}
              </a>
            </div>
          </div>
        )}
        <Link className="button-link" to={paths.orders}>
          {P.goToOrders}
        </Link>
      </section>
    </div>
  );
}
