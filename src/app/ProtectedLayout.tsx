import { Navigate, useLocation } from 'react-router-dom';
import { signOutUser, useSession } from '../data/session';
import { useCurrentStore } from '../data/stores';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { MESSAGES } from '../domain/messages';

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
        <header className="page-header">
          <h2>Dashboard</h2>
        </header>
        {current.status === 'loading' && <Loading text={MESSAGES.session.loadingStores} />}
        {current.status === 'none' && <p>{MESSAGES.stores.noStores}</p>}
        {current.status === 'error' && <p role="alert">{current.message}</p>}
        {current.status === 'ready' && <DashboardPage store={current.store} />}
      </main>
    </div>
  );
}
