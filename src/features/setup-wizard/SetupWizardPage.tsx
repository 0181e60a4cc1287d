import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useCurrentStore } from '../../data/stores';

/**
 * Placeholder until the setup wizard's own issue lands: it says so, and lets
 * the owner mark onboarding done (through completeStoreOnboarding) to reach
 * the portal.
 */
export function SetupWizardPage() {
  const { store, completeOnboarding } = useCurrentStore();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!store) return null;
  if (store.hasCompletedOnboarding) return <Navigate to="/" replace />;

  async function finish(storeId: string) {
    setBusy(true);
    setError(null);
    try {
      await completeOnboarding(storeId);
      navigate('/', { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <main className="auth-page">
      <section className="card auth-card">
        <h1>Setup Wizard</h1>
        <p>
          Let&apos;s set up <strong>{store.storeName}</strong>.
        </p>
        <p className="muted">Coming soon: the guided setup is not built yet. You can finish setup now and configure the store later.</p>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="button" disabled={busy} onClick={() => void finish(store.id)}>
          {busy ? 'Finishing...' : 'Finish setup'}
        </button>
      </section>
    </main>
  );
}
