// The Order Summary when the spec's analytics preconditions fail (doc 1 §5):
// the 'Unable to Load Analytics' panel with the error message (doc 1 §2.7, §8).
// A store the token does not list may be listed by a fresh one (a store just
// made or joined): 'Try Again' asks for it, and the screen follows the new
// claims; a refresh that fails says so in the spec's words.
import { useState } from 'react';
import { sessionManager } from '../../data/session/session';
import type { AnalyticsBlocked } from '../../domain/analytics/preconditions';
import { MESSAGES } from '../../domain/shared/messages';

const text = MESSAGES.analytics;

export function AnalyticsRefused({ blocked }: { blocked: AnalyticsBlocked }) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const retry = () => {
    setBusy(true);
    setFailed(false);
    // New claims reach the screen through the session; the panel stays only if they still lack the store.
    sessionManager.refresh({ force: true, claimsChanged: true }).then(
      () => setBusy(false),
      () => { setBusy(false); setFailed(true); },
    );
  };
  return (
    <section className="card panel" role="alert" data-testid="analytics-refused">
      <h3>{text.unableToLoad}</h3>
      <p>{failed ? text.authError : blocked.message}</p>
      {blocked.reason === 'no-store-access' && (
        <button type="button" disabled={busy} onClick={retry}>{MESSAGES.labels.dashboard.tryAgain}</button>
      )}
    </section>
  );
}
