// The analytics preconditions (doc 1 §5): a signed-in user, a selected store,
// and the user's stores claim naming that store; each failure has the spec's
// words (doc 1 §8 "Analytics and data wrapper"). The Order Summary checks them
// before it shows a figure: the replica would show a store's figures to a
// device whose token no longer lists it (a member removed, a claim not yet
// refreshed), while the server's rules read the member documents.
import type { Claims } from '../shared/entities';
import { MESSAGES } from '../shared/messages';
import { hasStoreAccess } from '../session/roles';

export type AnalyticsBlocked =
  | { reason: 'not-ready'; message: string }
  /** The claims do not list the store: a fresh token may (the screen offers the refresh). */
  | { reason: 'no-store-access'; message: string };

export interface AnalyticsAccess {
  signedIn: boolean;
  storeId: string | null;
  /** The claims of the session's token; null while none is known. */
  claims: Claims | null;
}

/** Null when analytics may be shown; otherwise why not, in the spec's words. */
export function analyticsBlocked({ signedIn, storeId, claims }: AnalyticsAccess): AnalyticsBlocked | null {
  if (!signedIn || !storeId) return { reason: 'not-ready', message: MESSAGES.analytics.notReady };
  if (!hasStoreAccess(claims, storeId)) return { reason: 'no-store-access', message: MESSAGES.analytics.noStoreAccess };
  return null;
}
