import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LastChangedBy } from '../../app/ui/LastChangedBy';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { useFlash } from '../../app/ui/use-flash';
import { useCurrentStore } from '../../data/stores/current-store';
import { useStoreView } from '../../data/store/store-profile';
import { shortenLink } from '../../domain/shared/format';
import { MESSAGES } from '../../domain/shared/messages';
import { storePaths } from './store-paths';
import { TimeZoneCard } from './TimeZoneCard';
import './store.css';

const L = MESSAGES.labels.store;
const T = MESSAGES.storeScreen;

/** A read-only value, '(Not Set)' when empty (doc 2 §2 "Store info"). */
function Value({ label, value, link }: { label: string; value: string; link?: boolean }) {
  const empty = value.trim() === '';
  return (
    <div className="store-value">
      <dt>{label}</dt>
      <dd className={empty ? 'muted' : undefined}>
        {empty ? MESSAGES.store.notSet : link ? (
          <a href={value} target="_blank" rel="noreferrer" title={value}>{shortenLink(value)}</a>
        ) : value}
      </dd>
    </div>
  );
}

/** /store: the current store, its profile read-only, the table QR codes and the team. */
export function StorePage({ tableQrSection, teamSection }: { tableQrSection?: ReactNode; teamSection?: ReactNode }) {
  const view = useStoreView();
  const { stores } = useCurrentStore();
  const flash = useFlash();
  if (view.status === 'loading') return <ViewLoading text={T.loading} waitingFor={view.waitingFor} />;
  const store = view.store;
  return (
    <div className="store-page">
      {flash && <p role="status" className="flash">{flash}</p>}
      <section className="card store-current" aria-labelledby="store-current-title">
        <div>
          <h3 id="store-current-title">{store?.storeName || T.currentStore}</h3>
          <p className="muted">{T.availableStores(stores.length)}</p>
        </div>
        <Link className="button secondary" to={paths.storeSelection}>
          {stores.length > 1 ? L.switchStore : L.manageStores}
        </Link>
      </section>
      {!store?.hasProfile ? (
        <section className="card store-setup" aria-labelledby="store-setup-title">
          <h3 id="store-setup-title">{MESSAGES.store.setupRequired}</h3>
          <p className="muted">{T.setupHint}</p>
          <Link className="button" to={storePaths.update}>{L.setUpProfile}</Link>
        </section>
      ) : (
        <div className="store-cards">
          <section className="card" aria-labelledby="store-business">
            <h3 id="store-business">{L.businessInformation}{store.pending && <span className="badge pending">{T.pending}</span>}</h3>
            <dl>
              <Value label={T.storeName} value={store.storeName} />
              <Value label={T.address} value={store.address} />
            </dl>
            <LastChangedBy by={store.lastChangedBy} />
          </section>
          <section className="card" aria-labelledby="store-contact">
            <h3 id="store-contact">{L.contactInformation}</h3>
            <dl><Value label={T.phone} value={store.phone} /></dl>
          </section>
          <TimeZoneCard store={store} />
          <section className="card" aria-labelledby="store-online">
            <h3 id="store-online">{L.onlinePresence}</h3>
            <dl>
              <Value label={T.googleLink} value={store.googleLink} link />
              <Value label={T.yelpLink} value={store.yelpLink} link />
            </dl>
          </section>
        </div>
      )}
      {tableQrSection}
      {teamSection}
    </div>
  );
}
