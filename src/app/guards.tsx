// Route protection in the spec's order (doc 1 §2.2): loading, signed in,
// current store, onboarding done; then the page.
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { hasStoreAccess } from '../domain/session/roles';
import { MESSAGES } from '../domain/shared/messages';
import { homeOf, mayOpen } from '../domain/team/screens';
import { useCurrentStore } from '../data/stores/current-store';
import { useSession } from '../data/session/session';
import { useSignOut } from './ui/use-sign-out';

export function Loading({ text }: { text: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {text}
    </div>
  );
}

/** The page of origin travels in the navigation state, so sign-in can return there. */
export interface FromState {
  from?: string;
}

function useAuthWait(): string | null {
  const session = useSession();
  if (session.authState === 'UNINITIALIZED' || session.authState === 'INITIALIZING') return MESSAGES.session.authenticating;
  if (session.user && !session.claims && session.authState !== 'ERROR') return MESSAGES.session.loadingPermissions;
  return null;
}

/**
 * The restored user's token could not be read and this device kept no claims
 * to fall back on. Online, the identity service refused: sign in again.
 * Offline, the session retries by itself once the connection returns.
 */
function SessionFailed() {
  const signOut = useSignOut();
  const online = navigator.onLine;
  return (
    <main className="auth-page">
      <section className="card auth-card" role="alert">
        <h1>{online ? MESSAGES.analytics.authRequiredTitle : MESSAGES.shell.offlineSessionTitle}</h1>
        <p>{online ? MESSAGES.session.authenticationRequired : MESSAGES.session.offlineRefreshQueued}</p>
        <button type="button" onClick={() => void signOut()}>
          {MESSAGES.labels.login.backToSignIn}
        </button>
      </section>
    </main>
  );
}

/** Signed-in users only; /store-selection sits directly under it. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const waiting = useAuthWait();
  if (waiting) return <Loading text={waiting} />;
  if (session.user && !session.claims) return <SessionFailed />;
  if (!session.user) {
    // The hash too: an invitation's link carries its secret there.
    const from = location.pathname + location.search + location.hash;
    return <Navigate to={paths.login} replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
}

/** A current store is needed (the setup wizard sits directly under it). */
export function RequireStore() {
  const current = useCurrentStore();
  const location = useLocation();
  if (current.status !== 'ready') return <Loading text={MESSAGES.session.loadingStores} />;
  if (!current.store) {
    return <Navigate to={paths.storeSelection} replace state={{ from: location.pathname } satisfies FromState} />;
  }
  return <Outlet />;
}

/** Onboarding must be complete; a missing claim is only logged (doc 1 §2.2 step 5). */
export function RequireOnboarded() {
  const current = useCurrentStore();
  const { claims } = useSession();
  if (!current.store) return null;
  if (!current.store.hasCompletedOnboarding) return <Navigate to={paths.setupWizard} replace />;
  if (!hasStoreAccess(claims, current.store.id)) {
    console.warn(`The token's claims do not list store ${current.store.id}; the page renders anyway.`);
  }
  return <Outlet />;
}

/** The current store's role for this user, from the token's claims (undefined while unknown). */
export function useStoreRole() {
  const { storeId, rolesFor } = useCurrentStore();
  return storeId ? rolesFor(storeId)[0] : undefined;
}

/**
 * A screen the user's role may not open (src/domain/team/screens.ts): the
 * dashboard sends them to where their work is; any other address says why and
 * links there. Unknown role (claims not in yet): the screen opens, and the
 * server refuses whatever the role may not do.
 */
export function RequireScreen() {
  const location = useLocation();
  const role = useStoreRole();
  if (role === undefined || mayOpen(role, location.pathname)) return <Outlet />;
  const home = homeOf(role);
  if (location.pathname === paths.dashboard) return <Navigate to={home} replace />;
  return (
    <section className="card screen-forbidden" aria-labelledby="screen-forbidden-title">
      <h2 id="screen-forbidden-title">{MESSAGES.team.screenForbidden.replace('{role}', MESSAGES.team.roleNames[role])}</h2>
      <Link className="button" to={home}>{MESSAGES.team.goHome}</Link>
    </section>
  );
}
