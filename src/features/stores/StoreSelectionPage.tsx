import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSignOut } from '../../app/ui/use-sign-out';
import { paths } from '../../config/paths';
import { useCurrentStore } from '../../data/stores/current-store';
import { STORE_SELECT_DELAY_MS } from '../../domain/shared/limits';
import { MESSAGES, selectStoreErrorMessage } from '../../domain/shared/messages';
import type { NewStore } from '../../domain/store/store-validation';
import { CreateStoreForm } from './CreateStoreForm';
import { StoreCard } from './StoreCard';

/** Choose or create a store (doc 1 §2.5). */
export function StoreSelectionPage() {
  const current = useCurrentStore();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [selecting, setSelecting] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = useSignOut();
  const owned = current.stores.filter((s) => current.rolesFor(s.id).includes('OWNER')).length;

  // A new owner's first store becomes primary and current (doc 1 §4.4) and is
  // not onboarded yet: straight on into the setup wizard (doc 1 §2.5).
  async function create(input: NewStore): Promise<string> {
    const first = current.stores.length === 0;
    const id = await current.createStore(input);
    if (first) navigate(paths.setupWizard, { replace: true });
    return id;
  }

  async function select(storeId: string) {
    setSelecting(storeId);
    setError(null);
    try {
      await current.selectStore(storeId);
      // A short pause so 'Selecting...' is seen rather than flashed.
      await new Promise((resolve) => setTimeout(resolve, STORE_SELECT_DELAY_MS));
      navigate(from, { replace: true });
    } catch (e) {
      setError(selectStoreErrorMessage(e instanceof Error ? e.message : undefined));
      setSelecting(null);
    }
  }


  return (
    <main className="store-selection">
      <header className="store-selection-header">
        <h1>Select a Store</h1>
        <button type="button" className="link" onClick={() => void signOut()}>
          {MESSAGES.labels.login.signOut}
        </button>
      </header>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {current.status !== 'ready' ? (
        <p className="loading" role="status">
          {MESSAGES.session.loadingStores}
        </p>
      ) : current.stores.length === 0 && !creating ? (
        <section className="card empty-state">
          <h2>{MESSAGES.stores.noStores}</h2>
          <p className="muted">{MESSAGES.stores.getStarted}</p>
          <button type="button" onClick={() => setCreating(true)}>
            {MESSAGES.stores.createFirst}
          </button>
        </section>
      ) : (
        <>
          <ul className="store-grid" aria-label="Your stores">
            {current.stores.map((store) => (
              <StoreCard
                key={store.id}
                store={store}
                primary={store.id === current.primaryStoreId}
                current={store.id === current.storeId}
                roles={current.claimsLoaded ? current.rolesFor(store.id) : null}
                selecting={selecting === store.id}
                disabled={selecting !== null}
                onSelect={() => void select(store.id)}
              />
            ))}
          </ul>
          {!creating && (
            <button type="button" className="create-button" onClick={() => setCreating(true)}>
              {MESSAGES.stores.createNew}
            </button>
          )}
        </>
      )}
      {creating && (
        <CreateStoreForm ownedCount={owned} onCreate={create} onDone={() => setCreating(false)} />
      )}
    </main>
  );
}
