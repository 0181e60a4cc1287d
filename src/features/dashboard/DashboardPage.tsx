import { useEffect, useState } from 'react';
import { useNow } from '../../app/ui/use-now';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { useNewestUpload, useStoreDocument } from '../../data/store/dashboard';
import { useCurrentStore } from '../../data/stores/current-store';
import type { StoreSummary } from '../../data/stores/store-summary';
import { DASHBOARD_LOADING_CLEAR_MS } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { isReadyToReview } from '../../domain/menu-import/upload-overlay';
import { menuImportReviewPath } from '../../config/paths';
import {
  greeting, isSetupComplete, menuImportDisplay, qrStatus, setupProgress, welcomeCardVisible,
} from '../../domain/store/setup';
import { QrDeliveryDialog } from '../../app/ui/QrDeliveryDialog';
import { MenuImportPanel, QrSetupPanel } from './SetupPanels';
import { TodayCard } from './TodayCard';
import './dashboard.css';

const text = MESSAGES.dashboard;

/** Dismissal of a complete setup, per store, for this browser session (doc 1 §2.6). */
const dismissedKey = (storeId: string) => `dashboardSetupDismissed:${storeId}`;

function useDismissed(storeId: string): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(dismissedKey(storeId)) === 'true');
  return [dismissed, () => {
    sessionStorage.setItem(dismissedKey(storeId), 'true');
    setDismissed(true);
  }];
}

/** The spec's loading state: it clears after a fixed 500 ms. */
function useLoadingClear(): boolean {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), DASHBOARD_LOADING_CLEAR_MS);
    return () => clearTimeout(timer);
  }, []);
  return loading;
}

export function DashboardPage({ store }: { store: StoreSummary }) {
  // Every 5 s: the processing bar and its estimate move with the clock.
  const now = useNow(5_000);
  const upload = useNewestUpload();
  const { document, waitingFor } = useStoreDocument();
  const [dismissed, dismiss] = useDismissed(store.id);
  const [showQr, setShowQr] = useState(false);
  const loading = useLoadingClear();

  const heading = (
    <h2>
      {greeting(new Date(now).getHours())}, <span data-testid="welcome-store-name">{document?.storeName ?? store.storeName}</span>
    </h2>
  );
  if (loading) {
    return (
      <section className="card">
        {heading}
        <p className="loading" role="status">{text.loading}</p>
      </section>
    );
  }
  if (upload.status === 'loading' || !document) {
    return (
      <section className="card">
        {heading}
        <ViewLoading text={text.loading} waitingFor={upload.status === 'loading' ? [...waitingFor, ...upload.waitingFor] : waitingFor} />
      </section>
    );
  }
  const tableCount = document.tableCount ?? 0;
  const newest = upload.rows[0] ?? null;
  const menu = menuImportDisplay(newest, now);
  const qr = qrStatus({ tableCount });
  const complete = isSetupComplete(menu.status, qr);
  const progress = setupProgress(menu.status, qr);
  // Hidden whole, greeting included, once setup is done or dismissed (doc 1 §2.6):
  // the store's name stays in the sidebar, today's figures below.
  return (
    <>
      {welcomeCardVisible(menu.status, qr, dismissed) && (
        <section className="card welcome-card" data-testid="welcome-card">
          {heading}
          {store.address && <p className="muted">{store.address}</p>}
          <div className="setup" data-testid="setup-card">
            {complete ? (
              <div className="row between">
                <p>{text.setupComplete}</p>
                <button type="button" className="secondary" onClick={dismiss}>{text.dismiss}</button>
              </div>
            ) : (
              <div className="setup-progress">
                <label htmlFor="setup-progress">{text.setupProgress}</label>
                <progress id="setup-progress" max={100} value={progress} />
                <span className="muted" data-testid="setup-percent">{progress}%</span>
              </div>
            )}
            <div className="setup-panels">
              <MenuImportPanel display={menu} reviewTo={newest && isReadyToReview(newest) ? menuImportReviewPath(newest.id) : undefined} />
              <QrSetupPanel status={qr} tableCount={tableCount} onViewCodes={() => setShowQr(true)} />
            </div>
          </div>
        </section>
      )}
      <TodayCard />
      {showQr && <QrDeliveryDialog onClose={() => setShowQr(false)} />}
    </>
  );
}

export function DashboardRoute() {
  const { store } = useCurrentStore();
  return store ? <DashboardPage key={store.id} store={store} /> : null;
}
