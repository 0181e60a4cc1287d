import { useCurrentStore, type StoreSummary } from '../../data/stores';
import { greeting } from '../../domain/setup';

/** Minimal for now: the greeting and the current store (the full dashboard is its own issue). */
export function DashboardPage({ store }: { store: StoreSummary }) {
  return (
    <section className="card">
      <h2>
        {greeting(new Date().getHours())}, <span data-testid="store-name">{store.storeName}</span>
      </h2>
      {store.address && <p className="muted">{store.address}</p>}
    </section>
  );
}

export function DashboardRoute() {
  const { store } = useCurrentStore();
  return store ? <DashboardPage store={store} /> : null;
}
