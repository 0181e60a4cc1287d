import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router-dom';
import { signOutUser, useSession } from '../data/session';
import { useCurrentStore, type StoreSummary } from '../data/stores';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { MESSAGES } from '../domain/messages';
// Offline engine (issue 4): the replica/outbox provider, its header indicator and offline fallback.
import { OfflineEngineProvider } from '../data/engine/EngineProvider';
import { lastStoreOf } from '../data/engine/registry';
import { useReplicaStore } from '../data/replica-store';
import { SyncStatus } from './SyncStatus';

function Loading({ text }: { text: string }) {
  return (
    <div className="loading" role="status">
      {text}
    </div>
  );
}

export function ProtectedLayout() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Loading text={MESSAGES.session.authenticating} />;
  if (session.status === 'signed-out') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <SignedIn uid={session.user.uid} who={session.user.email ?? session.user.uid} />;
}

function SignedIn({ uid, who }: { uid: string; who: string }) {
  const current = useCurrentStore(uid);
  // Offline engine (issue 4): without a network the store hook cannot answer;
  // the last store opened on this device is served from its replica.
  const unreachable = current.status === 'error' || (current.status === 'loading' && !navigator.onLine);
  const storeId = current.status === 'ready' ? current.store.id : unreachable ? lastStoreOf(uid) : null;
  return (
    <div className="shell">
      <aside className="sidebar">
        <h1>{MESSAGES.shell.sidebarTitle}</h1>
        <p className="muted">{who}</p>
        <button className="danger" onClick={() => void signOutUser()}>
          Sign Out
        </button>
      </aside>
      <main className="content">
        {storeId ? (
          <OfflineEngineProvider uid={uid} storeId={storeId}>
            <header className="page-header">
              <SyncStatus />
            </header>
            <Outlet context={current.status === 'ready' ? current.store : null} />
          </OfflineEngineProvider>
        ) : (
          <>
            {current.status === 'loading' && <Loading text={MESSAGES.session.loadingStores} />}
            {current.status === 'none' && <p>{MESSAGES.stores.noStores}</p>}
            {current.status === 'error' && <p role="alert">{current.message}</p>}
          </>
        )}
      </main>
    </div>
  );
}

/** The dashboard route: the live store when reachable, else its replica copy. */
export function DashboardRoute() {
  const live = useOutletContext<StoreSummary | null>();
  const replica = useReplicaStore();
  const store = live ?? replica;
  return store ? <DashboardPage store={store} /> : <Loading text={MESSAGES.session.loadingStores} />;
}
